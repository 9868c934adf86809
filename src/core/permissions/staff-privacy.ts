/**
 * DECISIONS 18: colleagues' pay and personal data (salary, allowances, bank and IBAN, national ID,
 * personal phone, leave requests and reasons, attendance and lateness) is seen only by the person
 * themself and by those who manage HR or payroll. Everyone else who may read employees gets the
 * staff directory. The API applies this, not only the pages.
 */
import type { AccessSubject } from './access';
import { checkPermission } from './access';
import type { PermissionId } from './catalogue';

/** The HR records a colleague may or may not see in full. */
export type StaffRecordArea = 'employees' | 'leave' | 'attendance';

/**
 * Whether `subject` sees other employees' records of `area` in full: managing employees
 * (company admin, manager) or payroll (accountant) opens all of them; managing leave or
 * attendance alone (an extra grant) opens that area's records, which that work needs.
 */
export function seesColleaguesRecords(subject: AccessSubject, area: StaffRecordArea): boolean {
  return colleaguesVisible((permission) => checkPermission(subject, permission).ok, area);
}

/** The same rule over a list of held permissions (the web app's /api/me), for showing what the API allows. */
export function colleaguesVisible(holds: (permission: PermissionId) => boolean, area: StaffRecordArea): boolean {
  if (holds('hr.employees.write') || holds('hr.payroll.write')) return true;
  if (area === 'leave') return holds('hr.leave.write');
  if (area === 'attendance') return holds('hr.attendance.write');
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
