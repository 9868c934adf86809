import { ALL_BUSINESS_TYPES, defineModule, label, rule } from '../../core/modules';

const title = label('الموردون والذمم الدائنة', 'Vendors and payables');
const byRead = rule.any(rule.companyAdmin, rule.permission('finance.vendors.read'));

/**
 * Vendors and payables (issue 18, decision 051), part of finance: /api/payables and the pages
 * under /finance/vendors (the list is finance's menu entry; the vendor page, purchase orders and
 * the payables aging are here). The accountant writes (finance.vendors.write), the employee reads.
 */
export const payablesModule = defineModule({
  id: 'payables',
  label: title,
  icon: 'truck',
  description: label('الموردون وأوامر الشراء وفواتير الموردين ودفعاتهم وأعمار الذمم الدائنة', 'Vendors, purchase orders, vendor bills and payments, payables aging'),
  businessTypes: ALL_BUSINESS_TYPES,
  permissions: { view: ['finance.vendors.read'], manage: ['finance.vendors.write'] },
  partOf: 'finance',
  requiredModules: ['finance'],
  version: '1.0.0',
  routes: [
    { path: '/finance/vendors/:id', label: label('المورد', 'Vendor'), access: byRead, preload: 'none', browse: true },
    { path: '/finance/purchase-orders', label: label('أوامر الشراء', 'Purchase orders'), access: byRead, preload: 'none', browse: true },
    { path: '/finance/payables-aging', label: label('أعمار ذمم الموردين', 'Payables aging'), access: byRead, preload: 'none', browse: true },
  ],
  menu: [],
});
