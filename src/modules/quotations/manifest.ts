import { defineModule, label, rule } from '../../core/modules';

const title = label('عروض الأسعار', 'Quotations');

export const quotationsModule = defineModule({
  id: 'quotations',
  label: title,
  icon: 'file-text',
  description: label('عروض الأسعار للعملاء وموافقتهم عليها', 'Price quotations and customer approval'),
  businessTypes: ['car_rental', 'consulting'],
  permissions: { view: ['operations.quotations.read'], manage: ['operations.quotations.write'] },
  requiredModules: ['customers'],
  version: '1.0.0',
  routes: [
    {
      path: '/quotations',
      label: title,
      access: rule.signedIn,
      preload: 'medium',
      browse: true,
      search: {
        category: 'contracts',
        description: label('إنشاء عروض الأسعار ومتابعتها', 'Create and follow up price quotations'),
        keywords: ['عرض سعر', 'عروض', 'تسعير', 'quotation', 'quote', 'pricing'],
      },
    },
    { path: '/quotations/new', label: label('عرض سعر جديد', 'New quotation'), access: rule.signedIn, preload: 'none', browse: true },
    { path: '/quotations/:id', label: label('عرض السعر', 'Quotation'), access: rule.signedIn, preload: 'none', browse: true },
    // Spec §2: the customer opens the approval link without an account.
    { path: '/quotation-approval', label: label('الموافقة على عرض السعر', 'Quotation approval'), access: rule.public, preload: 'none', area: 'public' },
  ],
  menu: [{ path: '/quotations', label: title, icon: 'file-text', order: 20, scopes: ['car_rental', 'generated'] }],
});
