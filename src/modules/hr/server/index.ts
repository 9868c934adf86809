export { employeeCards, employeeForPayroll, employeeOfUser, employeesForPayroll, monthFacts, type EmployeeCard, type MonthFacts, type PayrollEmployee } from './payroll-facts';
