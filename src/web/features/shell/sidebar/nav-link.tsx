import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MenuLink } from '../../../../core/modules';
import { WithTooltip } from '../../../components/ui/tooltip-layer';
import { currentLanguage } from '../../../i18n';
import { cn } from '../../../lib/cn';
import { MenuIcon } from '../icons/menu-icon';

export const NAV_ITEM = cn(
  'flex h-9 w-full min-w-0 items-center gap-3 rounded-md px-2.5 text-sm text-foreground/85 transition-colors',
  'hover:bg-muted hover:text-foreground [&_svg]:size-4 [&_svg]:shrink-0',
);

type NavLinkProps = {
  link: MenuLink;
  to: string;
  active: boolean;
  collapsed: boolean;
  onNavigate?: () => void;
};

/** One menu link; collapsed to an icon it keeps its name for screen readers and shows a tooltip. */
export function NavLink({ link, to, active, collapsed, onNavigate }: NavLinkProps) {
  const { i18n } = useTranslation();
  const label = link.label[currentLanguage()];
  const anchor = (
    <Link
      to={to}
      onClick={onNavigate}
      aria-current={active ? 'page' : undefined}
      className={cn(NAV_ITEM, active && 'bg-primary-soft font-semibold text-primary hover:bg-primary-soft hover:text-primary', collapsed && 'justify-center px-0')}
    >
      <MenuIcon name={link.icon} />
      <span className={cn('truncate', collapsed && 'sr-only')}>{label}</span>
    </Link>
  );
  if (!collapsed) return anchor;
  // The collapsed menu is a TooltipLayer (app-sidebar.tsx).
  return (
    <WithTooltip content={label} side={i18n.dir() === 'rtl' ? 'left' : 'right'}>
      {anchor}
    </WithTooltip>
  );
}
