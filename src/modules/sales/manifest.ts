import { defineModule, label, rule } from '../../core/modules';

const title = label('المبيعات', 'Sales');

/** Part of the generated menu of the other business types (spec §2). */
export const salesModule = defineModule({
  id: 'sales',
  label: title,
  icon: 'shopping-cart',
  description: label('أوامر البيع ونقاط البيع', 'Sales orders and point of sale'),
  businessTypes: ['retail', 'manufacturing'],
  permissions: { view: [], manage: [] },
  requiredModules: ['customers'],
  version: '1.0.0',
  routes: [{ path: '/sales', label: title, access: rule.signedIn, preload: 'none', browse: true }],
  menu: [{ path: '/sales', label: title, icon: 'shopping-cart', order: 30, scopes: ['generated'] }],
});
