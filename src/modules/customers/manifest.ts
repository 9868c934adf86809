import { defineModule, label, rule } from '../../core/modules';

const title = label('العملاء', 'Customers');

export const customersModule = defineModule({
  id: 'customers',
  label: title,
  icon: 'users',
  description: label('بيانات العملاء ووثائقهم وتعاملاتهم', 'Customer records, documents and history'),
  businessTypes: ['car_rental', 'retail', 'logistics', 'education', 'consulting', 'construction'],
  permissions: { view: ['operations.customers.read'], manage: ['operations.customers.write'] },
  requiredModules: [],
  version: '1.0.0',
  routes: [
    { path: '/customers', label: title, access: rule.signedIn, preload: 'high', browse: true },
    { path: '/customers/:id', label: label('العميل', 'Customer'), access: rule.signedIn, preload: 'none', browse: true },
  ],
  menu: [{ path: '/customers', label: title, icon: 'users', order: 30, scopes: ['car_rental', 'generated'] }],
});
