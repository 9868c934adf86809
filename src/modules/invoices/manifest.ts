import { defineModule, label, rule } from '../../core/modules';

const title = label('الفواتير', 'Invoices');

/**
 * Sales invoices for the generated menus. The page is the finance module's /finance/invoices:
 * `/invoices` is one of spec §2's legacy paths that redirect there.
 */
export const invoicesModule = defineModule({
  id: 'invoices',
  label: title,
  icon: 'receipt',
  description: label('فواتير المبيعات للعملاء', 'Sales invoices to customers'),
  businessTypes: ['retail', 'manufacturing'],
  permissions: { view: ['finance.invoices.read'], manage: ['finance.invoices.write'] },
  partOf: 'sales',
  requiredModules: ['sales', 'finance'],
  version: '1.0.0',
  routes: [],
  menu: [
    { path: '/finance/invoices', label: title, icon: 'receipt', order: 31, scopes: ['generated'], access: rule.permission('finance.invoices.read') },
  ],
});
