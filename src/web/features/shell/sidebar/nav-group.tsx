import ChevronDown from 'lucide-react/icons/chevron-down';
import { useEffect, useId, useState } from 'react';
import { isGroupOpen, type MenuGroupNode, type MenuNode } from '../../../../core/modules';
import { currentLanguage } from '../../../i18n';
import { cn } from '../../../lib/cn';
import { MenuIcon } from '../icons/menu-icon';
import { NavLink, NAV_ITEM } from './nav-link';

export type NavTreeProps = {
  /** The current path without the browse base, for highlighting and opening groups. */
  path: string;
  activePath: string | undefined;
  collapsed: boolean;
  hrefOf: (path: string) => string;
  onNavigate?: () => void;
  /** Collapsed desktop menu: clicking a group expands the menu first. */
  onExpand?: () => void;
};

export function NavTree({ nodes, ...props }: NavTreeProps & { nodes: readonly MenuNode[] }) {
  return (
    <ul className="flex flex-col gap-0.5">
      {nodes.map((node) => (
        <li key={node.kind === 'link' ? node.path : `group:${node.id}`}>
          {node.kind === 'link' ? (
            <NavLink link={node} to={props.hrefOf(node.path)} active={props.activePath === node.path} collapsed={props.collapsed} onNavigate={props.onNavigate} />
          ) : (
            <NavGroup group={node} {...props} />
          )}
        </li>
      ))}
    </ul>
  );
}

/** A menu group that opens when the path starts with its prefix (spec §2), and on click. */
function NavGroup({ group, ...props }: NavTreeProps & { group: MenuGroupNode }) {
  const shouldOpen = isGroupOpen(group, props.path);
  const [open, setOpen] = useState(shouldOpen);
  const contentId = useId();
  useEffect(() => {
    if (shouldOpen) setOpen(true);
  }, [shouldOpen]);

  const label = group.label[currentLanguage()];

  if (props.collapsed) {
    return (
      <button
        type="button"
        title={label}
        aria-label={label}
        onClick={() => {
          setOpen(true);
          props.onExpand?.();
        }}
        className={cn(NAV_ITEM, 'cursor-pointer justify-center px-0', shouldOpen && 'bg-primary-soft text-primary hover:bg-primary-soft hover:text-primary')}
      >
        <MenuIcon name={group.icon} />
      </button>
    );
  }

  // A disclosure: a button that shows or hides the group's links (no library needed for this much).
  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={contentId}
        onClick={() => setOpen(!open)}
        className={cn(NAV_ITEM, 'cursor-pointer font-medium', shouldOpen && 'text-primary')}
      >
        <MenuIcon name={group.icon} />
        <span className="flex-1 truncate text-start">{label}</span>
        <ChevronDown aria-hidden="true" className={cn('text-muted-foreground transition-transform', open && 'rotate-180')} />
      </button>
      {open ? (
        <div id={contentId} className="ms-4 mt-0.5 border-s border-border ps-2">
          <NavTree nodes={group.items} {...props} />
        </div>
      ) : null}
    </>
  );
}
