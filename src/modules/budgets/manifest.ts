import { defineModule, label, rule } from '../../core/modules';

const title = label('الموازنات', 'Budgets');
const byRead = rule.any(rule.companyAdmin, rule.permission('finance.budgets.read'));
const byWrite = rule.any(rule.companyAdmin, rule.permission('finance.budgets.write'));

/**
 * Budgets and cost centres (issue 18), part of finance: /api/budgets and the pages /finance/budgets
 * (list, new, one budget) and /finance/cost-centers, whose menu entries finance's pages list.
 */
export const budgetsModule = defineModule({
  id: 'budgets',
  label: title,
  icon: 'piggy-bank',
  description: label('الموازنات حسب الحساب ومركز التكلفة ومقارنتها بالفعلي وتنبيهاتها', 'Budgets by account and cost centre, against actuals, with alerts'),
  businessTypes: ['car_rental', 'real_estate'],
  permissions: { view: ['finance.budgets.read', 'finance.cost_centers.read'], manage: ['finance.budgets.write', 'finance.cost_centers.write'] },
  partOf: 'finance',
  requiredModules: ['finance'],
  version: '1.0.0',
  routes: [
    { path: '/finance/budgets/new', label: label('موازنة جديدة', 'New budget'), access: byWrite, preload: 'none', browse: true },
    { path: '/finance/budgets/:id', label: label('الموازنة', 'Budget'), access: byRead, preload: 'none', browse: true },
    { path: '/finance/budgets/:id/edit', label: label('تعديل الموازنة', 'Edit budget'), access: byWrite, preload: 'none', browse: true },
  ],
  menu: [],
});
