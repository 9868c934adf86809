import { defineModule, label, rule } from '../../core/modules';

const title = label('قائمة الطعام', 'Menu');

/** Part of the generated menu of the other business types (spec §2). */
export const menuModule = defineModule({
  id: 'menu',
  label: title,
  icon: 'utensils',
  description: label('أصناف قائمة الطعام وأسعارها', 'Menu items and prices'),
  businessTypes: ['restaurant'],
  permissions: { view: [], manage: [] },
  requiredModules: [],
  version: '1.0.0',
  routes: [{ path: '/menu', label: title, access: rule.signedIn, preload: 'none', browse: true }],
  menu: [{ path: '/menu', label: title, icon: 'utensils', order: 20, scopes: ['generated'] }],
});
