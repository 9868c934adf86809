import { useTranslation } from 'react-i18next';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '../../../components/ui/sheet';
import { SIDEBAR_WIDTH_MOBILE } from '../lib/sidebar-state';
import { useSidebar } from './sidebar-context';
import { SidebarBrand } from './sidebar-brand';
import { SidebarFooter } from './sidebar-footer';
import { SidebarNav } from './sidebar-nav';

/** Below 768 px the menu is an off-canvas sheet of 18rem from the inline start (loaded on first open). */
export function MobileSidebar() {
  const { t } = useTranslation();
  const { openMobile, setOpenMobile } = useSidebar();
  return (
    <Sheet open={openMobile} onOpenChange={setOpenMobile}>
      <SheetContent style={{ width: SIDEBAR_WIDTH_MOBILE }}>
        <SheetTitle className="sr-only">{t('shell.sidebar.label')}</SheetTitle>
        <SheetDescription className="sr-only">{t('shell.sidebar.label')}</SheetDescription>
        <SidebarBrand collapsed={false} onClose={() => setOpenMobile(false)} />
        <SidebarNav collapsed={false} onNavigate={() => setOpenMobile(false)} />
        <SidebarFooter collapsed={false} />
      </SheetContent>
    </Sheet>
  );
}
