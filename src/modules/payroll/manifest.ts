import { ALL_BUSINESS_TYPES, defineModule, label } from '../../core/modules';

/**
 * Payroll (issue 19, decision 056), part of HR: /api/payroll — salary structures, pay profiles,
 * loans, the monthly runs and payslips. Its page, /hr/payroll, is declared with HR's menu pages;
 * the page itself lives here (web/pages/payroll-page.tsx).
 */
export const payrollModule = defineModule({
  id: 'payroll',
  label: label('الرواتب', 'Payroll'),
  icon: 'banknote',
  description: label('هياكل الرواتب والسلف ومسيرات الرواتب الشهرية وقسائم الراتب', 'Salary structures, loans, monthly payroll runs and payslips'),
  businessTypes: ALL_BUSINESS_TYPES,
  permissions: { view: ['hr.payroll.read'], manage: ['hr.payroll.write'] },
  partOf: 'hr',
  requiredModules: ['hr'],
  version: '1.0.0',
  routes: [],
  menu: [],
});
