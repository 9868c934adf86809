import { defineModule, label, rule } from '../../core/modules';

const title = label('الخزينة والبنوك', 'Treasury and banks');
// Spec §6: the accountant writes (finance.* holds finance.treasury.write); whoever reads
// finance.treasury.read (the employee too) sees the accounts, movements and reconciliations.
const byRead = rule.any(rule.companyAdmin, rule.permission('finance.treasury.read'));

/**
 * Treasury (issue 18, decision 050), part of the finance module: /api/treasury and the pages
 * under /finance/treasury (the accounts, one account, a statement's reconciliation). The menu
 * entry /finance/treasury stays in finance's menu (src/modules/finance/pages.ts).
 */
export const treasuryModule = defineModule({
  id: 'treasury',
  label: title,
  icon: 'vault',
  description: label('الصناديق والحسابات البنكية والمقبوضات والمصروفات والتحويلات والتسوية البنكية', 'Cash boxes, bank accounts, receipts, disbursements, transfers and bank reconciliation'),
  businessTypes: ['car_rental', 'real_estate'],
  permissions: { view: ['finance.treasury.read'], manage: ['finance.treasury.write'] },
  partOf: 'finance',
  requiredModules: ['finance'],
  version: '1.0.0',
  routes: [
    { path: '/finance/treasury/:id', label: label('حساب الخزينة', 'Treasury account'), access: byRead, preload: 'none', browse: true },
    { path: '/finance/treasury/reconcile/:id', label: label('التسوية البنكية', 'Bank reconciliation'), access: byRead, preload: 'none', browse: true },
  ],
  menu: [],
});
