import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { stripBase, withBase } from '../../../../core/modules';
import { MODULES } from '../../../../modules';
import { currentLanguage } from '../../../i18n';
import { cn } from '../../../lib/cn';
import { MenuIcon } from '../icons/menu-icon';
import { activeTab, bottomTabs } from '../lib/bottom-tabs';
import { useShell } from './shell-context';

/** The phone navigation bar: five tabs for the company's business type (DECISIONS 16), only pages the user may open. */
export function BottomBar() {
  const { t } = useTranslation();
  const { base, access, variant, me } = useShell();
  const location = useLocation();
  const path = stripBase(location.pathname, base);
  const tabs = useMemo(
    () => bottomTabs({ manifests: MODULES, businessType: me.company?.businessType, activeModules: me.company?.activeModules ?? [], access, browsing: variant === 'browse' }),
    [me, access, variant],
  );
  const active = activeTab(tabs, path);

  return (
    <nav
      aria-label={t('shell.bottomBar.label')}
      data-testid="bottom-bar"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-border bg-card/95 pb-[env(safe-area-inset-bottom)] backdrop-blur"
    >
      <ul className="grid h-16" style={{ gridTemplateColumns: `repeat(${tabs.length}, minmax(0, 1fr))` }}>
        {tabs.map((tab) => {
          const current = tab.path === active;
          return (
            <li key={tab.path} className="flex min-w-0">
              <Link
                to={withBase(base, tab.path)}
                aria-current={current ? 'page' : undefined}
                className={cn(
                  'flex min-w-0 flex-1 flex-col items-center justify-center gap-1 px-0.5 text-[0.6875rem] font-medium text-muted-foreground transition-colors',
                  current && 'text-primary',
                )}
              >
                <span className={cn('flex h-7 w-12 items-center justify-center rounded-full', current && 'bg-primary-soft')}>
                  <MenuIcon name={tab.icon} className="size-5" />
                </span>
                <span className="max-w-full truncate">{tab.key ? t(`shell.bottomBar.${tab.key}`) : tab.label?.[currentLanguage()]}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
