export { employeeCards, employeeForPayroll, employeeOfUser, employeesForPayroll, monthFacts, type EmployeeCard, type MonthFacts, type PayrollEmployee } from './payroll-facts';
export { endEmployment } from './employment-end';
export { balances as leaveBalances } from './leave-service';
