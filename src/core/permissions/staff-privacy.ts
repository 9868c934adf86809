/**
 * DECISIONS 18: colleagues' pay and personal data (salary, allowances, bank and IBAN, national ID,
 * personal phone, leave requests and reasons, attendance and lateness) is seen only by the person
 * themself and by those who manage HR or payroll. Everyone else who may read employees gets the
 * staff directory. The API applies this, not only the pages.
 */
import type { AccessSubject } from './access';
import { checkPermission } from './access';

/** The HR records a colleague may or may not see in full. */
export type StaffRecordArea = 'employees' | 'leave' | 'attendance';

/**
 * Whether `subject` sees other employees' records of `area` in full: managing employees
 * (company admin, manager) or payroll (accountant) opens all of them; managing leave or
 * attendance alone (an extra grant) opens that area's records, which that work needs.
 */
export function seesColleaguesRecords(subject: AccessSubject, area: StaffRecordArea): boolean {
  if (checkPermission(subject, 'hr.employees.write').ok || checkPermission(subject, 'hr.payroll.write').ok) return true;
  if (area === 'leave') return checkPermission(subject, 'hr.leave.write').ok;
  if (area === 'attendance') return checkPermission(subject, 'hr.attendance.write').ok;
  return false;
}

/** The fields of an employee record everyone with `hr.employees.read` may see: the staff directory. */
export const STAFF_DIRECTORY_FIELDS = [
  'id',
  'employeeNumber',
  'firstName',
  'lastName',
  'firstNameAr',
  'lastNameAr',
  'position',
  'positionAr',
  'department',
  'departmentAr',
  'email',
  'isActive',
] as const;
