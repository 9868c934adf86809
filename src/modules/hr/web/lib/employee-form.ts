/** The employee form: its values (all strings while typing), the API body, and the checks made before sending. */
import type { MessageCode } from '../../../../core/i18n/messages';
import type { AccountStatus, Employee, EmployeeInput } from '../api/types';

export const TEXT_FIELDS = [
  'firstNameAr',
  'lastNameAr',
  'firstName',
  'lastName',
  'nationalId',
  'phone',
  'email',
  'positionAr',
  'position',
  'departmentAr',
  'department',
  'hireDate',
  'terminationDate',
  'basicSalary',
  'allowances',
  'bankName',
  'iban',
  'notes',
] as const;

export type EmployeeTextField = (typeof TEXT_FIELDS)[number];
export type EmployeeField = EmployeeTextField | 'isActive' | 'accountStatus';
export type EmployeeValues = Record<EmployeeTextField, string> & { isActive: boolean; accountStatus: AccountStatus };
export type EmployeeErrors = Partial<Record<EmployeeField, string>>;

const ACCOUNT_STATUSES: readonly AccountStatus[] = ['active', 'inactive', 'suspended'];

export function isAccountStatus(value: unknown): value is AccountStatus {
  return typeof value === 'string' && (ACCOUNT_STATUSES as readonly string[]).includes(value);
}

export function emptyEmployee(today: string): EmployeeValues {
  const values = Object.fromEntries(TEXT_FIELDS.map((field) => [field, ''])) as Record<EmployeeTextField, string>;
  return { ...values, hireDate: today, basicSalary: '', allowances: '0', isActive: true, accountStatus: 'active' };
}

export function toEmployeeValues(e: Employee): EmployeeValues {
  const values = Object.fromEntries(TEXT_FIELDS.map((field) => [field, e[field] ?? ''])) as Record<EmployeeTextField, string>;
  return { ...values, isActive: e.isActive, accountStatus: isAccountStatus(e.accountStatus) ? e.accountStatus : 'active' };
}

const AMOUNT = /^\d{1,11}(\.\d{1,6})?$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Only what the person must fix before the server can judge; the server checks the rest (phone, IBAN…). */
export function validateEmployee(v: EmployeeValues): Partial<Record<EmployeeField, MessageCode>> {
  const errors: Partial<Record<EmployeeField, MessageCode>> = {};
  if (!v.firstName.trim()) errors.firstName = 'required';
  if (!v.lastName.trim()) errors.lastName = 'required';
  if (!v.hireDate) errors.hireDate = 'required';
  else if (!DATE.test(v.hireDate)) errors.hireDate = 'invalid_date';
  if (v.terminationDate && !DATE.test(v.terminationDate)) errors.terminationDate = 'invalid_date';
  if (v.terminationDate && v.hireDate && v.terminationDate < v.hireDate) errors.terminationDate = 'end_before_start';
  const salary = normaliseAmount(v.basicSalary);
  if (!salary) errors.basicSalary = 'required';
  else if (!AMOUNT.test(salary)) errors.basicSalary = 'invalid_amount';
  const allowances = normaliseAmount(v.allowances);
  if (allowances && !AMOUNT.test(allowances)) errors.allowances = 'invalid_amount';
  if (v.email.trim() && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v.email.trim())) errors.email = 'invalid_email';
  return errors;
}

/** People type "1,250.500" or Arabic-Indic digits; the API takes "1250.500". */
export function normaliseAmount(text: string): string {
  return text
    .trim()
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/[٬,\s]/g, '')
    .replace('٫', '.');
}

const nullable = (text: string) => (text.trim() ? text.trim() : null);

/** The POST body: empty optional fields go as null. */
export function toEmployeeInput(v: EmployeeValues): EmployeeInput {
  return {
    firstName: v.firstName.trim(),
    lastName: v.lastName.trim(),
    firstNameAr: nullable(v.firstNameAr),
    lastNameAr: nullable(v.lastNameAr),
    nationalId: nullable(v.nationalId),
    phone: nullable(v.phone),
    email: nullable(v.email),
    position: nullable(v.position),
    positionAr: nullable(v.positionAr),
    department: nullable(v.department),
    departmentAr: nullable(v.departmentAr),
    hireDate: v.hireDate,
    terminationDate: v.terminationDate || null,
    basicSalary: normaliseAmount(v.basicSalary),
    allowances: normaliseAmount(v.allowances) || '0',
    bankName: nullable(v.bankName),
    iban: nullable(v.iban.replace(/\s+/g, '')),
    isActive: v.isActive,
    accountStatus: v.accountStatus,
    notes: nullable(v.notes),
  };
}

/** The PATCH body: only what changed against the saved record. Amounts compare as numbers (850.1 = 850.100). */
export function employeePatch(v: EmployeeValues, saved: Employee): Partial<EmployeeInput> {
  const next = toEmployeeInput(v);
  const before = toEmployeeInput(toEmployeeValues(saved));
  const patch: Record<string, unknown> = {};
  for (const key of Object.keys(next) as (keyof EmployeeInput)[]) {
    const a = next[key];
    const b = before[key];
    const same = key === 'basicSalary' || key === 'allowances' ? Number(a) === Number(b) && a !== '' : a === b;
    if (!same) patch[key] = a;
  }
  return patch as Partial<EmployeeInput>;
}
