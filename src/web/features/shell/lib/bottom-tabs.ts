// The phone's bottom bar (DECISIONS 16): five tabs, chosen per business type. A page the company
// does not have (its module is off) or the user may not open gives its place to the type's next
// most used page; other types take their first menu entries. Pure, so the choice is unit-tested.
import { allRoutes, buildMenu, canAccess, enabledModules, isUnder, menuScopeOf, type IconName, type MenuInput, type MenuLink, type MenuNode } from '../../../../core/modules';
import type { Label } from '../../../../core/modules/types';

/** Tabs with a short name of their own in the shell catalogue (`shell.bottomBar.<key>`). */
export type BottomBarKey = 'dashboard' | 'customers' | 'contracts' | 'fleet' | 'reports' | 'quotations' | 'properties' | 'leases' | 'tenants' | 'owners' | 'maintenance';

/** `label` for a tab taken from the menu (generated business types): the menu's own words. */
export type BottomTab = { path: string; icon: IconName; key?: BottomBarKey; label?: Label; exact?: boolean };

const DASHBOARD: BottomTab = { path: '/dashboard', key: 'dashboard', icon: 'layout-dashboard', exact: true };
const REPORTS: BottomTab = { path: '/reports', key: 'reports', icon: 'chart-column' };

/** Each curated type's pages in the order a phone user reaches for them; the first five the user can open are shown. */
const PREFERRED: Record<'car_rental' | 'real_estate', readonly BottomTab[]> = {
  car_rental: [
    DASHBOARD,
    { path: '/customers', key: 'customers', icon: 'users' },
    { path: '/contracts', key: 'contracts', icon: 'file-pen-line' },
    { path: '/fleet', key: 'fleet', icon: 'car' },
    REPORTS,
    { path: '/quotations', key: 'quotations', icon: 'file-text' },
  ],
  real_estate: [
    DASHBOARD,
    { path: '/properties', key: 'properties', icon: 'building-2' },
    { path: '/properties/contracts', key: 'leases', icon: 'file-pen-line' },
    { path: '/tenants', key: 'tenants', icon: 'users' },
    REPORTS,
    { path: '/owners', key: 'owners', icon: 'key-round' },
    { path: '/properties/maintenance', key: 'maintenance', icon: 'wrench' },
  ],
};

const links = (nodes: readonly MenuNode[]): MenuLink[] => nodes.flatMap((n) => (n.kind === 'link' ? [n] : links(n.items)));

export function bottomTabs(input: MenuInput, count = 5): BottomTab[] {
  const routes = allRoutes(enabledModules(input.manifests, input.activeModules));
  // A page the company has (a route of an enabled module, by its exact path) that this user may open.
  const opens = (path: string) => {
    const route = routes.find((r) => r.path === path);
    return Boolean(route && (!input.browsing || route.browse) && canAccess(route.access, input.access).ok);
  };
  const scope = menuScopeOf(input.businessType);
  const menu = buildMenu(input);
  const fromMenu = links(menu.main).map((l): BottomTab => ({ path: l.path, icon: l.icon, label: l.label }));
  // The curated lists first; then (and for every other type) the menu in its order.
  const candidates = [...(scope === 'car_rental' || scope === 'real_estate' ? PREFERRED[scope] : [DASHBOARD]), ...fromMenu];
  const seen = new Set<string>();
  const out: BottomTab[] = [];
  for (const tab of candidates) {
    if (out.length === count) break;
    if (seen.has(tab.path) || !opens(tab.path)) continue;
    seen.add(tab.path);
    out.push(tab);
  }
  return out;
}

/** The tab lit for a path: the dashboard on an exact match, the others on a prefix, the longest matching one winning (/properties/contracts over /properties). */
export function activeTab(tabs: readonly Pick<BottomTab, 'path' | 'exact'>[], path: string): string | null {
  const bare = path.replace(/\/$/, '') || '/';
  const hits = tabs.filter((tab) => (tab.exact ? bare === tab.path : isUnder(tab.path, bare)));
  return hits.sort((a, b) => b.path.length - a.path.length)[0]?.path ?? null;
}
