import type { Catalogue } from '../../../../web/lib/module-i18n';
import type { FinanceAnalysisTexts } from './analysis-ar';

const en: Catalogue<FinanceAnalysisTexts> = {
  subtitle: 'Revenue, expenses and margin month by month, with liquidity and collection ratios, from the posted entries.',
  filters: { title: 'Analysis period', from: 'From', to: 'To', apply: 'Show' },
  chart: {
    title: 'Revenue, expenses and margin by month',
    revenue: 'Revenue',
    expense: 'Expenses',
    margin: 'Profit margin',
    caption: 'Bar chart of revenue and expenses per month, with a line for the margin',
    empty: 'No revenue or expenses posted in this period.',
  },
  totals: { title: 'Whole period', revenue: 'Total revenue', expense: 'Total expenses', result: 'Net result', margin: 'Margin' },
  ratios: {
    title: 'Ratios as of {{date}}',
    notApplicable: 'n/a',
    days: '{{value}} days',
    times: '{{value}}×',
    currentRatio: { label: 'Current ratio', hint: 'Current assets divided by current liabilities: above 1 means what turns into cash within a year covers what falls due in it.' },
    quickRatio: { label: 'Quick ratio', hint: 'Cash and receivables divided by current liabilities, leaving out inventory and prepayments.' },
    cash: { label: 'Cash', hint: 'Cash boxes and banks at the end of the period.' },
    receivables: { label: 'Receivables', hint: 'What customers owe on the mapped receivables account.' },
    payables: { label: 'Payables', hint: 'What is owed to vendors on the mapped payables account.' },
    daysSalesOutstanding: { label: 'Days sales outstanding', hint: 'Receivables divided by the last 90 days’ revenue × 90: how many days collection takes.' },
    receivablesTurnover: { label: 'Receivables turnover', hint: 'Revenue of the period divided by receivables: how many times receivables are collected in it.' },
  },
};

export default en;
