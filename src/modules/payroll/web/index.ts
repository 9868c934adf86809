// What other modules' pages and the platform shell may use from payroll: the employee's own
// payslips on /profile.
import './i18n';
export { MyPayslips } from './components/my-payslips';
// Payroll's reports on HR's /hr/reports.
export { PayrollReports } from './components/payroll-reports';
