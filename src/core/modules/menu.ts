/**
 * Side menus built from the module manifests (spec §2): the hand-tuned car-rental and
 * real-estate menus, the generated menu of the other eight business types, and the super-admin menu.
 */
import { canAccess, type AccessContext } from './access';
import type { IconName } from './icons';
import { bestMatch, isUnder } from './paths';
import type { Label, MenuEntry, MenuGroup, MenuScope, ModuleManifest, ModuleRoute } from './types';

export type MenuLink = { kind: 'link'; path: string; label: Label; icon: IconName };
export type MenuGroupNode = {
  kind: 'group';
  id: string;
  label: Label;
  icon: IconName;
  openPrefixes: readonly string[];
  items: MenuNode[];
};
export type MenuNode = MenuLink | MenuGroupNode;

/** Top to bottom: the main list, 'system administration', 'support'; logout is always at the foot. */
export type Menu = { scope: MenuScope; main: MenuNode[]; admin: MenuLink[]; support: MenuLink[] };

export type MenuInput = {
  manifests: readonly ModuleManifest[];
  businessType: string | null | undefined;
  activeModules: readonly string[];
  access: AccessContext;
  /** Browse mode shows only the pages mirrored under /browse-company. */
  browsing?: boolean;
};

/** car_rental and real_estate have their own menus; every other type gets the generated one. */
export function menuScopeOf(businessType: string | null | undefined): MenuScope {
  return businessType === 'car_rental' || businessType === 'real_estate' ? businessType : 'generated';
}

/** Core modules, the company's active modules, and sub-modules of active ones. */
export function enabledModules(manifests: readonly ModuleManifest[], activeModules: readonly string[]): ModuleManifest[] {
  const active = new Set(activeModules);
  const on = (m: ModuleManifest): boolean => Boolean(m.core) || active.has(m.id);
  const byId = new Map(manifests.map((m) => [m.id, m]));
  return manifests.filter((m) => {
    if (!m.partOf) return on(m);
    const parent = byId.get(m.partOf);
    return parent ? on(parent) : false;
  });
}

export function allRoutes(manifests: readonly ModuleManifest[]): ModuleRoute[] {
  return manifests.flatMap((m) => m.routes);
}

/** The route a path opens (best pattern match), across every manifest. */
export function routeFor(manifests: readonly ModuleManifest[], pathname: string): ModuleRoute | undefined {
  return bestMatch(allRoutes(manifests), pathname, (r) => r.path);
}

function entryVisible(entry: MenuEntry, routes: readonly ModuleRoute[], input: MenuInput): boolean {
  const route = bestMatch(routes, entry.path, (r) => r.path);
  if (!route) return false;
  if (input.browsing && !route.browse) return false;
  return canAccess(route.access, input.access).ok && canAccess(entry.access, input.access).ok;
}

const link = (entry: MenuEntry): MenuLink => ({ kind: 'link', path: entry.path, label: entry.label, icon: entry.icon });

type Ordered = { order: number; node: MenuNode };

function byOrder(items: Ordered[]): MenuNode[] {
  return [...items].sort((a, b) => a.order - b.order).map((item) => item.node);
}

/** Builds one section: loose entries plus groups (nested groups inside their parent), empty groups dropped. */
function section(entries: MenuEntry[], groups: readonly MenuGroup[], input: MenuInput): MenuNode[] {
  const groupNode = (group: MenuGroup): Ordered | null => {
    if (!canAccess(group.access, input.access).ok) return null;
    const items: Ordered[] = entries.filter((e) => e.group === group.id).map((e) => ({ order: e.order, node: link(e) }));
    for (const child of groups.filter((g) => g.parent === group.id)) {
      const node = groupNode(child);
      if (node) items.push(node);
    }
    if (items.length === 0) return null;
    const node: MenuGroupNode = { kind: 'group', id: group.id, label: group.label, icon: group.icon, openPrefixes: group.openPrefixes, items: byOrder(items) };
    return { order: group.order, node };
  };
  const top: Ordered[] = entries.filter((e) => !e.group).map((e) => ({ order: e.order, node: link(e) }));
  const usedGroups = new Set(entries.map((e) => e.group).filter(Boolean));
  for (const group of groups.filter((g) => !g.parent)) {
    const hasOwn = usedGroups.has(group.id) || groups.some((g) => g.parent === group.id);
    const node = hasOwn ? groupNode(group) : null;
    if (node) top.push(node);
  }
  return byOrder(top);
}

/** The side menu of a company (spec §2), filtered by what the user may open. */
export function buildMenu(input: MenuInput): Menu {
  const scope = menuScopeOf(input.businessType);
  const modules = enabledModules(input.manifests, input.activeModules);
  const routes = allRoutes(input.manifests);
  const entries = modules
    .flatMap((m) => m.menu)
    .filter((e) => e.scopes.includes(scope) && entryVisible(e, routes, input));
  const groups = modules.flatMap((m) => m.menuGroups ?? []).filter((g) => g.scopes.includes(scope));
  const inSection = (name: MenuEntry['section']) => entries.filter((e) => (e.section ?? 'main') === name);
  const flat = (nodes: MenuNode[]): MenuLink[] => nodes.filter((n): n is MenuLink => n.kind === 'link');
  return {
    scope,
    main: section(inSection('main'), groups, input),
    admin: flat(section(inSection('admin'), [], input)),
    support: flat(section(inSection('support'), [], input)),
  };
}

/** The super-admin sidebar (spec §2 order); sign-out is added by the layout at the foot. */
export function buildPlatformMenu(manifests: readonly ModuleManifest[], access: AccessContext): MenuLink[] {
  const routes = allRoutes(manifests);
  const entries = manifests
    .flatMap((m) => m.menu)
    .filter((e) => e.scopes.includes('platform') && entryVisible(e, routes, { manifests, businessType: null, activeModules: [], access }));
  return [...entries].sort((a, b) => a.order - b.order).map(link);
}

/** Every link of a menu, flattened (for highlighting and tests). */
export function menuPaths(nodes: readonly MenuNode[]): string[] {
  return nodes.flatMap((node) => (node.kind === 'link' ? [node.path] : menuPaths(node.items)));
}

/** A group is open when the current path starts with its prefix (spec §2 menu behaviour). */
export function isGroupOpen(group: Pick<MenuGroupNode, 'openPrefixes'>, pathname: string): boolean {
  return group.openPrefixes.some((prefix) => isUnder(prefix, pathname));
}
