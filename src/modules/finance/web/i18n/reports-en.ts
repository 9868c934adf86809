import type { Catalogue } from '../../../../web/lib/module-i18n';
import type { FinanceReportsTexts } from './reports-ar';

const en: Catalogue<FinanceReportsTexts> = {
  reports: {
    subtitle: 'Statements from the posted entries: pick the period, a comparison and filters, then export to Excel or PDF.',
    open: 'Open report',
    list: {
      'trial-balance': { title: 'Trial balance', description: 'Opening balance, debit and credit movement and closing balance of every account, with balancing totals.' },
      'income-statement': { title: 'Income statement', description: 'Revenue and expenses by the chart’s tree, and the net profit or loss of the period.' },
      'balance-sheet': { title: 'Balance sheet', description: 'Assets, liabilities and equity on a date, with the result not yet closed.' },
      'cash-flow': { title: 'Cash-flow statement', description: 'Net result, working-capital changes, investing and financing (indirect method).' },
      aging: { title: 'Receivables aging', description: 'Customer balances by how long they have been due.' },
      ledger: { title: 'General ledger', description: 'One account’s lines with a running balance; each line opens its entry.' },
    },
  },
  filters: {
    from: 'From',
    to: 'To',
    asOf: 'As of',
    compare: 'Compare with another period',
    compareFrom: 'Compare from',
    compareTo: 'Compare to',
    costCenter: 'Cost centre',
    allCostCenters: 'All cost centres',
    customer: 'Customer',
    customerPlaceholder: 'Search customers…',
    apply: 'Show',
    excel: 'Excel',
    pdf: 'PDF',
    exportFailed: 'The export failed',
    title: 'Report filters',
  },
  table: {
    empty: 'No movement in this period',
    emptyBody: 'Change the period or the filters, or post entries first.',
    balanced: 'Balanced',
    unbalanced: 'Not balanced',
  },
  ledger: {
    account: 'Account',
    pickAccount: 'Pick an account to see its lines',
    opening: 'Opening balance',
    closing: 'Closing balance',
    more: 'Show more',
    caption: 'Account lines',
    columns: { date: 'Date', entry: 'Entry', description: 'Description', source: 'Source', debit: 'Debit', credit: 'Credit', balance: 'Balance' },
    sources: { manual: 'Manual', reversal: 'Reversal', year_end: 'Year-end close', invoice: 'Invoice', payment: 'Payment', other: 'Automatic' },
    compare: 'Comparison period: opening {{opening}}, debit {{debit}}, credit {{credit}}, closing {{closing}}',
  },
  overview: {
    subtitle: 'Today’s figures from the kept balances; each opens its report.',
    cash: 'Cash and banks',
    receivables: 'Customer receivables',
    payables: 'Supplier payables',
    monthRevenue: 'Revenue this month',
    monthExpense: 'Expenses this month',
    monthResult: 'Result this month',
    attention: 'Needs attention',
    drafts: 'Draft entries not posted: {{count}}',
    missingMappings: 'Account mappings not set: {{count}}',
    noChart: 'The chart of accounts is not set up yet',
    allGood: 'Nothing needs attention',
    reports: 'Financial reports',
  },
};

export default en;
