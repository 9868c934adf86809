import Menu from 'lucide-react/icons/menu';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Logo } from '../../../components/logo';
import { Button } from '../../../components/ui/button';
import { CompanySwitcher } from '../../browse/components/company-switcher';
import { useShell } from '../components/shell-context';
import { useSidebar } from '../sidebar/sidebar-context';
import { AlertsBell } from './alerts-bell';
import { ClockButton } from './clock-button';
import { SearchButton } from './search-button';
import { UserMenu } from './user-menu';

/**
 * The header in the order of spec §2: menu button (small screens), logo, search, company switcher
 * (super admin, not on phones), alerts, clock-in/out (not on phones), user menu.
 */
export function AppHeader() {
  const { t } = useTranslation();
  const { isMobile, openMobile, setOpenMobile } = useSidebar();
  const { me, variant, home } = useShell();
  const companyArea = variant !== 'platform';

  return (
    <header className="sticky top-0 z-20 flex h-14 shrink-0 items-center gap-1.5 border-b border-border bg-card/95 px-2 backdrop-blur supports-[backdrop-filter]:bg-card/80 sm:gap-2 sm:px-4">
      {isMobile ? (
        <Button variant="ghost" size="icon" aria-label={t('shell.sidebar.open')} aria-expanded={openMobile} onClick={() => setOpenMobile(true)}>
          <Menu aria-hidden="true" />
        </Button>
      ) : null}
      <Link to={home} className="shrink-0 rounded-md text-foreground" aria-label={t('common.appName')}>
        <Logo markClassName="size-7" className="text-lg" />
      </Link>
      {companyArea ? <SearchButton /> : null}
      <div className="ms-auto flex min-w-0 items-center gap-1 sm:gap-1.5">
        {me.isSuperAdmin && !isMobile ? <CompanySwitcher /> : null}
        {companyArea ? <AlertsBell /> : null}
        {companyArea && !isMobile ? <ClockButton /> : null}
        <UserMenu />
      </div>
    </header>
  );
}
