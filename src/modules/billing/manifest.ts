import { defineModule, label, rule } from '../../core/modules';

/**
 * Rental billing: invoices from contracts and the payments allocated to them. Its pages are the
 * finance area's /finance/invoices and /finance/payments (declared by the finance manifest, which
 * owns the finance menu); this module holds their server and web code.
 */
export const billingModule = defineModule({
  id: 'billing',
  label: label('الفوترة والتحصيل', 'Billing and collections'),
  icon: 'receipt',
  description: label('فواتير العقود والمدفوعات وتخصيصها', 'Contract invoices, payments and their allocation'),
  businessTypes: ['car_rental'],
  permissions: { view: ['finance.invoices.read', 'finance.payments.read'], manage: ['finance.invoices.write', 'finance.payments.write'] },
  partOf: 'finance',
  requiredModules: ['finance'],
  version: '1.0.0',
  // One invoice; the lists and the "new" pages are the finance manifest's routes.
  routes: [{ path: '/finance/invoices/:id', label: label('الفاتورة', 'Invoice'), access: rule.signedIn, preload: 'none', browse: true }],
  menu: [],
});
