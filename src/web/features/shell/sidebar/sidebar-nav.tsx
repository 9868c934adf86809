import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { activeMenuPath, buildMenu, buildPlatformMenu, menuPaths, stripBase, withBase, type MenuNode } from '../../../../core/modules';
import { MODULES } from '../../../../modules';
import { useShell } from '../components/shell-context';
import { NavTree } from './nav-group';

type Section = { id: 'main' | 'admin' | 'support'; title?: string; nodes: MenuNode[] };

/** The side menu built from the manifests for this user, company and area. */
export function useMenuSections(): Section[] {
  const { t } = useTranslation();
  const { me, access, variant } = useShell();
  return useMemo(() => {
    if (variant === 'platform') return [{ id: 'main', nodes: buildPlatformMenu(MODULES, access) }];
    const menu = buildMenu({
      manifests: MODULES,
      businessType: me.company?.businessType,
      activeModules: me.company?.activeModules ?? [],
      access,
      browsing: variant === 'browse',
    });
    const sections: Section[] = [{ id: 'main', nodes: menu.main }];
    if (menu.admin.length) sections.push({ id: 'admin', title: t('shell.sidebar.adminSection'), nodes: menu.admin });
    if (menu.support.length) sections.push({ id: 'support', title: t('shell.sidebar.supportSection'), nodes: menu.support });
    return sections;
  }, [me, access, variant, t]);
}

type SidebarNavProps = { collapsed: boolean; onNavigate?: () => void; onExpand?: () => void };

export function SidebarNav({ collapsed, onNavigate, onExpand }: SidebarNavProps) {
  const { t } = useTranslation();
  const { base } = useShell();
  const location = useLocation();
  const sections = useMenuSections();
  const path = stripBase(location.pathname, base);
  const activePath = activeMenuPath(
    sections.flatMap((s) => menuPaths(s.nodes)),
    path,
  );
  const hrefOf = (target: string) => withBase(base, target);

  return (
    <nav aria-label={t('shell.sidebar.label')} className="flex min-h-0 flex-1 flex-col gap-4 overflow-y-auto overscroll-contain px-2 py-3">
      {sections.map((section) => (
        <div key={section.id} className="flex flex-col gap-1">
          {section.title ? (
            collapsed ? (
              <hr className="mx-2 mb-1 border-border" />
            ) : (
              <h2 className="px-2.5 pb-1 text-xs font-semibold text-muted-foreground">{section.title}</h2>
            )
          ) : null}
          <NavTree
            nodes={section.nodes}
            path={path}
            activePath={activePath}
            collapsed={collapsed}
            hrefOf={hrefOf}
            onNavigate={onNavigate}
            onExpand={onExpand}
          />
        </div>
      ))}
    </nav>
  );
}
