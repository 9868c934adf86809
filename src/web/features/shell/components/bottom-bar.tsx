import Building2 from 'lucide-react/icons/building-2';
import Car from 'lucide-react/icons/car';
import ChartColumn from 'lucide-react/icons/chart-column';
import FilePenLine from 'lucide-react/icons/file-pen-line';
import LayoutDashboard from 'lucide-react/icons/layout-dashboard';
import type { LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { canAccess, isUnder, routeFor, stripBase, withBase } from '../../../../core/modules';
import { MODULES } from '../../../../modules';
import { cn } from '../../../lib/cn';
import { useShell } from './shell-context';

type Tab = { path: string; key: 'dashboard' | 'properties' | 'contracts' | 'fleet' | 'reports'; icon: LucideIcon; exact?: boolean };

/** Spec §2: five tabs; the dashboard is active on an exact match, the others on a prefix. */
const TABS: readonly Tab[] = [
  { path: '/dashboard', key: 'dashboard', icon: LayoutDashboard, exact: true },
  { path: '/properties', key: 'properties', icon: Building2 },
  { path: '/contracts', key: 'contracts', icon: FilePenLine },
  { path: '/fleet', key: 'fleet', icon: Car },
  { path: '/reports', key: 'reports', icon: ChartColumn },
];

export function isTabActive(tab: Pick<Tab, 'path' | 'exact'>, path: string): boolean {
  return tab.exact ? path.replace(/\/$/, '') === tab.path : isUnder(tab.path, path);
}

/** The phone navigation bar; a tab the user may not open is left out rather than refused on tap. */
export function BottomBar() {
  const { t } = useTranslation();
  const { base, access, variant } = useShell();
  const location = useLocation();
  const path = stripBase(location.pathname, base);
  const tabs = TABS.filter((tab) => {
    const route = routeFor(MODULES, tab.path);
    return route && (variant !== 'browse' || route.browse) && canAccess(route.access, access).ok;
  });

  return (
    <nav
      aria-label={t('shell.bottomBar.label')}
      data-testid="bottom-bar"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-border bg-card/95 pb-[env(safe-area-inset-bottom)] backdrop-blur"
    >
      <ul className="grid h-16" style={{ gridTemplateColumns: `repeat(${tabs.length}, minmax(0, 1fr))` }}>
        {tabs.map((tab) => {
          const active = isTabActive(tab, path);
          const Icon = tab.icon;
          return (
            <li key={tab.path} className="flex">
              <Link
                to={withBase(base, tab.path)}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'flex flex-1 flex-col items-center justify-center gap-1 text-[0.6875rem] font-medium text-muted-foreground transition-colors',
                  active && 'text-primary',
                )}
              >
                <span className={cn('flex h-7 w-12 items-center justify-center rounded-full', active && 'bg-primary-soft')}>
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                {t(`shell.bottomBar.${tab.key}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
