import { defineModule, label, rule } from '../../core/modules';

const title = label('حركات المخزون', 'Stock movements');

/** Part of the generated menu of the other business types (spec §2). */
export const stockMovementsModule = defineModule({
  id: 'stock_movements',
  label: title,
  icon: 'arrow-left-right',
  description: label('الوارد والصادر والتحويلات بين المستودعات', 'Goods in, goods out and transfers between warehouses'),
  businessTypes: [],
  permissions: { view: [], manage: [] },
  partOf: 'inventory',
  requiredModules: ['inventory'],
  version: '1.0.0',
  routes: [{ path: '/stock-movements', label: title, access: rule.signedIn, preload: 'none', browse: true }],
  menu: [{ path: '/stock-movements', label: title, icon: 'arrow-left-right', order: 41, scopes: ['generated'] }],
});
