import { ALL_BUSINESS_TYPES, defineModule, label, rule } from '../../core/modules';

const title = label('الأصول الثابتة', 'Fixed assets');
// Like every /finance page, the asset pages open to signed-in users (finance's rule); the menu
// entry (finance's pages.ts) and every API call follow finance.assets.read / .write.
const byRead = rule.any(rule.companyAdmin, rule.permission('finance.assets.read'));
const byWrite = rule.any(rule.companyAdmin, rule.permission('finance.assets.write'));

/**
 * Fixed assets (issue 18, decision 052), part of finance: /api/fixed-assets and the pages under
 * /finance/assets (the register itself is finance's menu page): a new asset, the monthly
 * depreciation run, one asset with its schedule.
 */
export const fixedAssetsModule = defineModule({
  id: 'fixed_assets',
  label: title,
  icon: 'building-2',
  description: label('سجل الأصول الثابتة وإهلاكها الشهري واستبعادها', 'The fixed-asset register, its monthly depreciation and disposals'),
  businessTypes: ALL_BUSINESS_TYPES,
  permissions: { view: ['finance.assets.read'], manage: ['finance.assets.write'] },
  partOf: 'finance',
  requiredModules: ['finance'],
  version: '1.0.0',
  routes: [
    { path: '/finance/assets/new', label: label('أصل ثابت جديد', 'New fixed asset'), access: byWrite, preload: 'none', browse: true },
    { path: '/finance/assets/depreciation', label: label('الإهلاك الشهري', 'Monthly depreciation'), access: byRead, preload: 'none', browse: true },
    { path: '/finance/assets/:id', label: label('الأصل الثابت', 'Fixed asset'), access: byRead, preload: 'none', browse: true },
  ],
  menu: [],
});
