import { defineModule, label, rule } from '../../core/modules';

const title = label('المخزون', 'Inventory');

/** Part of the generated menu of the other business types (spec §2). */
export const inventoryModule = defineModule({
  id: 'inventory',
  label: title,
  icon: 'package',
  description: label('الأصناف والكميات في المستودعات', 'Items and stock levels in the warehouses'),
  businessTypes: ['retail', 'manufacturing', 'restaurant', 'construction'],
  permissions: { view: [], manage: [] },
  requiredModules: [],
  version: '1.0.0',
  routes: [{ path: '/inventory', label: title, access: rule.signedIn, preload: 'none', browse: true }],
  menu: [{ path: '/inventory', label: title, icon: 'package', order: 40, scopes: ['generated'] }],
});
