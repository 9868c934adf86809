export type {
  AccessRule,
  Label,
  MenuEntry,
  MenuGroup,
  MenuScope,
  MenuSection,
  ModuleManifest,
  ModuleRedirect,
  ModuleRoute,
  PreloadPriority,
  RouteArea,
  SearchCategory,
  SearchMeta,
} from './types';
export { SEARCH_CATEGORIES } from './types';
export { ICON_NAMES, type IconName } from './icons';
export {
  canAccess,
  featuresOf,
  isCompanyAdmin,
  isGlobalUser,
  rule,
  type AccessContext,
  type AccessDecision,
  type AccessDenial,
} from './access';
export { activeMenuPath, bestMatch, isUnder, matchScore, stripBase, withBase } from './paths';
export {
  allRoutes,
  buildMenu,
  buildPlatformMenu,
  enabledModules,
  isGroupOpen,
  menuPaths,
  menuScopeOf,
  routeFor,
  type Menu,
  type MenuGroupNode,
  type MenuInput,
  type MenuLink,
  type MenuNode,
} from './menu';
export { normaliseSearchText, searchEntries, searchPalette, type SearchEntry, type SearchGroup } from './search';
export { preloadPlan, type PreloadPlan } from './preload';
export { ALL_BUSINESS_TYPES, ALL_MENUS, CURATED, NO_PERMISSIONS, defineModule, label } from './define';
export { businessSubtitle } from '../auth/business-types';
