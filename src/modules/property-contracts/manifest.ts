import { defineModule, label, rule } from '../../core/modules';

const title = label('عقود الإيجار', 'Lease contracts');

export const propertyContractsModule = defineModule({
  id: 'property_contracts',
  label: title,
  icon: 'file-pen-line',
  description: label('عقود إيجار العقارات وتجديدها', 'Property lease contracts and renewals'),
  businessTypes: ['real_estate'],
  permissions: { view: ['operations.contracts.read'], manage: ['operations.contracts.write'] },
  requiredModules: ['properties', 'tenants'],
  version: '1.0.0',
  routes: [{ path: '/properties/contracts', label: title, access: rule.signedIn, preload: 'none', browse: true }],
  menu: [{ path: '/properties/contracts', label: title, icon: 'file-pen-line', order: 40, scopes: ['real_estate', 'generated'] }],
});
