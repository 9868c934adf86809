import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { TooltipLayer } from '../../../components/ui/tooltip-layer';
import { cn } from '../../../lib/cn';
import { useSidebar } from './sidebar-context';
import { SidebarBrand } from './sidebar-brand';
import { SidebarFooter } from './sidebar-footer';
import { SidebarNav } from './sidebar-nav';

const MobileSidebar = lazy(async () => ({ default: (await import('./mobile-sidebar')).MobileSidebar }));

/**
 * The side menu (spec §2): on the inline start (right in Arabic), 16rem wide or 3rem of icons on
 * desktop; below 768 px an off-canvas sheet of 18rem, whose code loads the first time it opens.
 */
export function AppSidebar() {
  const { isMobile, open, setOpen, openMobile, setOpenMobile } = useSidebar();
  const location = useLocation();
  const [sheetRequested, setSheetRequested] = useState(false);

  // Close the sheet once a link was followed (also covers back/forward).
  useEffect(() => {
    setOpenMobile(false);
  }, [location.pathname, setOpenMobile]);

  useEffect(() => {
    if (openMobile) setSheetRequested(true);
  }, [openMobile]);

  if (isMobile) {
    return sheetRequested || openMobile ? (
      <Suspense fallback={null}>
        <MobileSidebar />
      </Suspense>
    ) : null;
  }

  const collapsed = !open;
  const width = collapsed ? 'w-(--sidebar-width-icon)' : 'w-(--sidebar-width)';
  return (
    <div data-state={collapsed ? 'collapsed' : 'expanded'} className={cn('shrink-0 transition-[width] duration-200', width)}>
      <div
        data-testid="sidebar"
        className={cn('fixed inset-y-0 start-0 z-30 flex flex-col border-e border-border bg-card transition-[width] duration-200', width)}
      >
        <SidebarBrand collapsed={collapsed} />
        {collapsed ? (
          // Icons only: each link's name shows as a tooltip, whose code loads with the first collapse.
          <TooltipLayer>
            <SidebarNav collapsed onExpand={() => setOpen(true)} />
          </TooltipLayer>
        ) : (
          <SidebarNav collapsed={false} onExpand={() => setOpen(true)} />
        )}
        <SidebarFooter collapsed={collapsed} />
      </div>
    </div>
  );
}
