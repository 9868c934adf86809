import type { Catalogue } from '../../../../web/lib/module-i18n';
import type { PayrollTexts } from './ar';

const en: Catalogue<PayrollTexts> = {
  title: 'Payroll',
  subtitle: 'The monthly payroll run from attendance, leave, salary structures and loans',
  status: { calculated: 'Calculated', approved: 'Approved', paid: 'Paid' },
  month: 'Month',
  create: 'Calculate the month’s run',
  creating: 'Calculating…',
  created: 'The run of {{month}} is calculated',
  history: 'Runs',
  noRuns: 'No run yet. Choose the month and calculate its run.',
  open: 'Open',
  summary: {
    employees: 'Employees',
    gross: 'Gross pay',
    deductions: 'Deductions',
    net: 'Net pay',
    employer: 'Employer social insurance',
  },
  actions: {
    recalculate: 'Recalculate',
    approve: 'Approve the run',
    approveHint: 'Once approved the run does not change; corrections go into the next month.',
    pay: 'Record payment',
    paidOn: 'Paid on',
    recalculated: 'The run is recalculated',
    approved: 'The run is approved',
    paid: 'The run is recorded as paid',
  },
  paidOn: 'Paid on {{date}}',
  approvedAt: 'Approved on {{date}}',
  caption: 'Employees’ payslips',
  columns: { number: 'No.', name: 'Employee', gross: 'Gross', deductions: 'Deductions', net: 'Net' },
  total: 'Total',
  payslip: {
    title: 'Payslip of {{name}}',
    body: '{{month}} · {{days}} of {{working}} working days',
    earnings: 'Earnings',
    deductions: 'Deductions',
    employer: 'Paid by the company',
    net: 'Net pay',
    line: 'Item',
    source: 'Source',
    amount: 'Amount',
    pdf: 'Payslip PDF',
    close: 'Close',
  },
};

export default en;
