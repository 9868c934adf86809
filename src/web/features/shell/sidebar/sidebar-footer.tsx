import LogOut from 'lucide-react/icons/log-out';
import PanelRightClose from 'lucide-react/icons/panel-right-close';
import PanelRightOpen from 'lucide-react/icons/panel-right-open';
import { useTranslation } from 'react-i18next';
import { TooltipLayer, WithTooltip } from '../../../components/ui/tooltip-layer';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { useSignOutAndLeave } from '../hooks/use-sign-out-and-leave';
import { NAV_ITEM } from './nav-link';
import { useSidebar } from './sidebar-context';

/** Spec §2: logout at the foot of every menu; on desktop also the collapse toggle. */
export function SidebarFooter({ collapsed }: { collapsed: boolean }) {
  const { t, i18n } = useTranslation();
  const { isMobile, open, setOpen } = useSidebar();
  const signOut = useSignOutAndLeave();
  const label = t('auth.signOut');
  const side = i18n.dir() === 'rtl' ? 'left' : 'right';
  // In RTL the menu sits on the right: "close" points right, "open" points left (the icons mirror).
  const ToggleIcon = open ? PanelRightClose : PanelRightOpen;
  const toggleLabel = open ? t('shell.sidebar.collapse') : t('shell.sidebar.expand');

  const logout = (
    <button
      type="button"
      onClick={signOut.run}
      disabled={signOut.pending}
      aria-label={collapsed ? label : undefined}
      className={cn(NAV_ITEM, 'cursor-pointer text-destructive hover:bg-destructive-soft hover:text-destructive disabled:opacity-60', collapsed && 'justify-center px-0')}
    >
      {signOut.pending ? <Spinner /> : <LogOut aria-hidden="true" className="rtl:-scale-x-100" />}
      <span className={cn(collapsed && 'sr-only')}>{label}</span>
    </button>
  );

  return (
    <div className="flex shrink-0 flex-col gap-0.5 border-t border-border p-2">
      {collapsed ? (
        <TooltipLayer>
          <WithTooltip content={label} side={side}>
            {logout}
          </WithTooltip>
        </TooltipLayer>
      ) : (
        logout
      )}
      {isMobile ? null : (
        <button
          type="button"
          onClick={() => setOpen(!open)}
          aria-label={toggleLabel}
          title={`${toggleLabel} (Ctrl+B)`}
          aria-expanded={open}
          className={cn(NAV_ITEM, 'cursor-pointer text-muted-foreground', collapsed && 'justify-center px-0')}
        >
          <ToggleIcon aria-hidden="true" className="ltr:-scale-x-100" />
          <span className={cn(collapsed && 'sr-only')}>{t('shell.sidebar.collapse')}</span>
        </button>
      )}
    </div>
  );
}
