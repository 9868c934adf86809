/**
 * The module manifest (ARCHITECTURE.md "one business module = one folder"; spec §3 "Module
 * definition"): plain data that the server and the web app both import. The side menus, the
 * company routes, the quick-search entries and the preload order are all derived from it.
 */
import type { BusinessType } from '../auth/business-types';
import type { MessageText } from '../i18n/messages';
import type { PermissionId } from '../permissions/catalogue';
import type { Role } from '../permissions/roles';
import type { IconName } from './icons';

export type Label = MessageText;

/**
 * Who may open a page or see a menu entry (spec §6 access guard). Rules compose with `all`
 * (every rule must pass) and `any` (one is enough).
 */
export type AccessRule =
  | { kind: 'public' }
  | { kind: 'signedIn' }
  | { kind: 'permission'; permission: PermissionId }
  | { kind: 'anyPermission'; permissions: readonly PermissionId[] }
  | { kind: 'feature'; feature: string }
  | { kind: 'role'; roles: readonly Role[] }
  | { kind: 'companyAdmin' }
  | { kind: 'global' }
  | { kind: 'all'; rules: readonly AccessRule[] }
  | { kind: 'any'; rules: readonly AccessRule[] };

/** spec §2 route preloading: high and medium are fetched in idle time, high first. */
export type PreloadPriority = 'high' | 'medium' | 'none';

/** Quick-search categories (spec §2 palette table), in display order. */
export const SEARCH_CATEGORIES = ['general', 'fleet', 'contracts', 'finance', 'hr'] as const;
export type SearchCategory = (typeof SEARCH_CATEGORIES)[number];

/** A quick-search entry attached to a route: title is the route label. */
export type SearchMeta = {
  category: SearchCategory;
  description: Label;
  /** Bilingual keywords; matching is case-insensitive. */
  keywords: readonly string[];
};

/** Where a route lives: the company area (/dashboard…), the platform area (/super-admin/…) or outside both. */
export type RouteArea = 'company' | 'platform' | 'public';

export type ModuleRoute = {
  /** Absolute path pattern, React Router syntax: `/properties/:id`, `/finance/*`. */
  path: string;
  /** Page title (document title, "not available yet" heading, history entries). */
  label: Label;
  access: AccessRule;
  preload: PreloadPriority;
  area?: RouteArea;
  /** Mirrored under /browse-company for a super admin browsing a company (spec §2). */
  browse?: boolean;
  search?: SearchMeta;
};

/** Old paths kept working (spec §2 legacy redirects into /finance/...). */
export type ModuleRedirect = { from: string; to: string };

/**
 * Which side menu an entry belongs to: the two hand-tuned menus of spec §2, the menu generated
 * for the other eight business types, or the super-admin area.
 */
export type MenuScope = 'car_rental' | 'real_estate' | 'generated' | 'platform';

/** Menu sections, top to bottom; logout sits at the foot of every menu. */
export type MenuSection = 'main' | 'admin' | 'support';

export type MenuGroup = {
  id: string;
  label: Label;
  icon: IconName;
  /** The group opens when the current path starts with one of these prefixes (spec §2). */
  openPrefixes: readonly string[];
  order: number;
  scopes: readonly MenuScope[];
  /** Nested group (the finance group's "finance settings"). */
  parent?: string;
  access?: AccessRule;
};

export type MenuEntry = {
  path: string;
  label: Label;
  icon: IconName;
  order: number;
  scopes: readonly MenuScope[];
  section?: MenuSection;
  group?: string;
  /** Extra rule on top of the route's own (e.g. settings: hidden without access). */
  access?: AccessRule;
};

export type ModuleManifest = {
  /** Module id as stored in companies.active_modules (snake_case); its folder is the kebab-case form. */
  id: string;
  label: Label;
  icon: IconName;
  description: Label;
  /** Business types whose companies get this module by default. */
  businessTypes: readonly BusinessType[];
  permissions: { view: readonly PermissionId[]; manage: readonly PermissionId[] };
  /** Always present (dashboard, settings, administration, support): not switchable. */
  core?: boolean;
  /** A sub-module shown whenever its parent module is enabled (stock movements ⊂ inventory). */
  partOf?: string;
  requiredModules: readonly string[];
  version: '1.0.0';
  routes: readonly ModuleRoute[];
  menuGroups?: readonly MenuGroup[];
  menu: readonly MenuEntry[];
  redirects?: readonly ModuleRedirect[];
};
