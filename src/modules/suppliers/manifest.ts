import { defineModule, label, rule } from '../../core/modules';

const title = label('الموردون', 'Suppliers');

/** Part of the generated menu of the other business types (spec §2). */
export const suppliersModule = defineModule({
  id: 'suppliers',
  label: title,
  icon: 'truck',
  description: label('الموردون وأوامر الشراء', 'Suppliers and purchase orders'),
  businessTypes: ['retail', 'manufacturing', 'construction'],
  permissions: { view: [], manage: [] },
  requiredModules: [],
  version: '1.0.0',
  routes: [{ path: '/suppliers', label: title, access: rule.signedIn, preload: 'none', browse: true }],
  menu: [{ path: '/suppliers', label: title, icon: 'truck', order: 45, scopes: ['generated'] }],
});
