import { defineModule, label, rule } from '../../core/modules';

const title = label('المستأجرون', 'Tenants');

export const tenantsModule = defineModule({
  id: 'tenants',
  label: title,
  icon: 'user-round',
  description: label('بيانات المستأجرين وعقودهم ومدفوعاتهم', 'Tenant records, leases and payments'),
  businessTypes: ['real_estate'],
  permissions: { view: ['operations.tenants.read'], manage: ['operations.tenants.write'] },
  requiredModules: [],
  version: '1.0.0',
  routes: [
    {
      path: '/tenants',
      label: title,
      access: rule.signedIn,
      preload: 'none',
      browse: true,
      search: {
        category: 'contracts',
        description: label('المستأجرون وبيانات التواصل معهم', 'Tenants and their contact details'),
        keywords: ['مستأجر', 'مستأجرين', 'سكان', 'tenant', 'tenants', 'lessee'],
      },
    },
    { path: '/tenants/:id', label: label('المستأجر', 'Tenant'), access: rule.signedIn, preload: 'none', browse: true },
  ],
  menu: [{ path: '/tenants', label: title, icon: 'user-round', order: 20, scopes: ['real_estate', 'generated'] }],
});
