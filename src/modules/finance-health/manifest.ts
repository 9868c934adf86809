import { defineModule, label } from '../../core/modules';

/**
 * The financial system analysis (issue 18): checks an accountant can act on — mappings not set,
 * drafts left unposted or unbalanced, and sub-ledgers (receivables, payables, deposits, fixed
 * assets) that do not agree with their control accounts, each with a link to the problem. Its page
 * is finance's /finance/settings/financial-system-analysis; /api/finance/health. A module of its own
 * because it reads the modules that post to finance, which finance must not import.
 */
export const financeHealthModule = defineModule({
  id: 'finance_health',
  label: label('تحليل النظام المالي', 'Financial system analysis'),
  icon: 'file-search',
  description: label('فحوص الربط والقيود المعلقة ومطابقة الدفاتر الفرعية', 'Mapping, draft and sub-ledger reconciliation checks'),
  businessTypes: ['car_rental', 'real_estate'],
  permissions: { view: ['finance.accounts.write'], manage: [] },
  partOf: 'finance',
  requiredModules: ['finance'],
  version: '1.0.0',
  routes: [],
  menu: [],
});
