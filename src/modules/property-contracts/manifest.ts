import { defineModule, label, rule } from '../../core/modules';

const title = label('عقود الإيجار', 'Lease contracts');
// DECISIONS 17: a lease's page opens to whoever reads leases; creating or editing one to whoever writes them.
const byRead = rule.any(rule.companyAdmin, rule.permission('operations.contracts.read'));
const byWrite = rule.any(rule.companyAdmin, rule.permission('operations.contracts.write'));

export const propertyContractsModule = defineModule({
  id: 'property_contracts',
  label: title,
  icon: 'file-pen-line',
  description: label('عقود إيجار العقارات وتجديدها', 'Property lease contracts and renewals'),
  businessTypes: ['real_estate'],
  permissions: { view: ['operations.contracts.read'], manage: ['operations.contracts.write'] },
  requiredModules: ['properties', 'tenants'],
  version: '1.0.0',
  // Spec §2 opens the list to any signed-in user (the API still asks for operations.contracts.read).
  routes: [
    { path: '/properties/contracts', label: title, access: rule.signedIn, preload: 'none', browse: true },
    { path: '/properties/contracts/new', label: label('عقد إيجار جديد', 'New lease'), access: byWrite, preload: 'none', browse: true },
    { path: '/properties/contracts/:id', label: label('عقد الإيجار', 'Lease'), access: byRead, preload: 'none', browse: true },
    { path: '/properties/contracts/:id/edit', label: label('تعديل عقد الإيجار', 'Edit a lease'), access: byWrite, preload: 'none', browse: true },
  ],
  menu: [{ path: '/properties/contracts', label: title, icon: 'file-pen-line', order: 40, scopes: ['real_estate', 'generated'] }],
});
