export { employeeCards, employeeOfUser, employeesForPayroll, monthFacts, type EmployeeCard, type MonthFacts, type PayrollEmployee } from './payroll-facts';
