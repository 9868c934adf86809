import { defineModule, label, rule } from '../../core/modules';

const title = label('الطلبات', 'Orders');

/** Part of the generated menu of the other business types (spec §2). */
export const ordersModule = defineModule({
  id: 'orders',
  label: title,
  icon: 'shopping-bag',
  description: label('طلبات الصالة والتوصيل', 'Dine-in and delivery orders'),
  businessTypes: ['restaurant'],
  permissions: { view: [], manage: [] },
  requiredModules: ['menu'],
  version: '1.0.0',
  routes: [{ path: '/orders', label: title, access: rule.signedIn, preload: 'none', browse: true }],
  menu: [{ path: '/orders', label: title, icon: 'shopping-bag', order: 25, scopes: ['generated'] }],
});
