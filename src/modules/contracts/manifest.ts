import { defineModule, label, rule } from '../../core/modules';

const title = label('العقود', 'Contracts');

export const contractsModule = defineModule({
  id: 'contracts',
  label: title,
  icon: 'file-pen-line',
  description: label('عقود الإيجار والخدمات مع العملاء', 'Rental and service contracts with customers'),
  businessTypes: ['car_rental', 'logistics', 'education', 'consulting', 'construction'],
  permissions: { view: ['operations.contracts.read'], manage: ['operations.contracts.write'] },
  requiredModules: ['customers'],
  version: '1.0.0',
  routes: [
    {
      path: '/contracts',
      label: title,
      access: rule.signedIn,
      preload: 'high',
      browse: true,
      search: {
        category: 'contracts',
        description: label('العقود النشطة والمنتهية وتجديدها', 'Active and ended contracts, and renewals'),
        keywords: ['عقد', 'عقود', 'إيجار', 'تأجير', 'contract', 'contracts', 'rental', 'agreement'],
      },
    },
    { path: '/contracts/new', label: label('عقد جديد', 'New contract'), access: rule.signedIn, preload: 'none', browse: true },
    { path: '/contracts/:id', label: label('العقد', 'Contract'), access: rule.signedIn, preload: 'none', browse: true },
    { path: '/contracts/duplicates', label: label('العقود المكررة', 'Duplicate contracts'), access: rule.companyAdmin, preload: 'none' },
    {
      path: '/contracts/duplicates/diagnostic',
      label: label('تشخيص العقود المكررة', 'Duplicate contracts diagnostic'),
      access: rule.companyAdmin,
      preload: 'none',
    },
  ],
  menu: [{ path: '/contracts', label: title, icon: 'file-pen-line', order: 40, scopes: ['car_rental', 'generated'] }],
});
