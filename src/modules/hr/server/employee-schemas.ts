// Input and output shapes of the employees API.
import { z } from '@hono/zod-openapi';
import { isoDate } from '../../../server/http/fields';
import type { employees } from '../../../server/db/schema';
import { STAFF_DIRECTORY_FIELDS } from '../../../core/permissions';

const text = (max: number) => z.string().trim().max(max, 'too_long');
const optional = (max: number) =>
  text(max)
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v));
// Amounts travel as decimal strings and are rounded to the company currency by the handler.
const amount = z.string().trim().regex(/^\d{1,11}(\.\d{1,6})?$/, 'invalid_amount');

export const employeeInput = z
  .object({
    firstName: text(80).min(1, 'required'),
    lastName: text(80).min(1, 'required'),
    firstNameAr: optional(80),
    lastNameAr: optional(80),
    nationalId: optional(30),
    phone: z
      .string()
      .trim()
      .regex(/^\+?[0-9 ()-]{6,20}$/, 'invalid_phone')
      .nullable()
      .optional()
      .or(z.literal('').transform(() => null)),
    email: z.string().trim().email('invalid_email').nullable().optional().or(z.literal('').transform(() => null)),
    position: optional(120),
    positionAr: optional(120),
    department: optional(120),
    departmentAr: optional(120),
    hireDate: isoDate,
    terminationDate: isoDate.nullable().optional(),
    basicSalary: amount,
    allowances: amount.optional(),
    bankName: optional(120),
    iban: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/, 'invalid_iban')
      .nullable()
      .optional()
      .or(z.literal('').transform(() => null)),
    isActive: z.boolean().optional(),
    accountStatus: z.enum(['active', 'inactive', 'suspended']).optional(),
    notes: optional(2000),
  })
  .strict();

export const employeePatch = employeeInput.partial().strict();

export const employeeOut = z.object({
  /** 'full': HR managers and the person themself (DECISIONS 18). */
  view: z.literal('full'),
  id: z.string(),
  employeeNumber: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  firstNameAr: z.string().nullable(),
  lastNameAr: z.string().nullable(),
  nationalId: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  position: z.string().nullable(),
  positionAr: z.string().nullable(),
  department: z.string().nullable(),
  departmentAr: z.string().nullable(),
  hireDate: z.string().nullable(),
  terminationDate: z.string().nullable(),
  basicSalary: z.string(),
  allowances: z.string(),
  bankName: z.string().nullable(),
  iban: z.string().nullable(),
  isActive: z.boolean(),
  accountStatus: z.string(),
  hasSystemAccess: z.boolean(),
  userId: z.string().nullable(),
  notes: z.string().nullable(),
});

export type EmployeeOut = z.infer<typeof employeeOut>;

/** A colleague as the staff directory shows them: no pay, bank, ID or personal phone (DECISIONS 18). */
export const employeeDirectoryOut = employeeOut.pick(Object.fromEntries(STAFF_DIRECTORY_FIELDS.map((f) => [f, true])) as { [K in (typeof STAFF_DIRECTORY_FIELDS)[number]]: true }).extend({ view: z.literal('directory') });
export type EmployeeDirectoryOut = z.infer<typeof employeeDirectoryOut>;
/** What a reader of employees receives for one record: in full or as a directory entry. */
export const employeeSeen = z.discriminatedUnion('view', [employeeOut, employeeDirectoryOut]);

export function toDirectoryEntry(e: typeof employees.$inferSelect): EmployeeDirectoryOut {
  const full = toEmployeeOut(e);
  const entry = Object.fromEntries(STAFF_DIRECTORY_FIELDS.map((f) => [f, full[f]])) as Omit<EmployeeDirectoryOut, 'view'>;
  return { ...entry, view: 'directory' };
}

export function toEmployeeOut(e: typeof employees.$inferSelect): EmployeeOut {
  return {
    view: 'full',
    id: e.id,
    employeeNumber: e.employeeNumber,
    firstName: e.firstName,
    lastName: e.lastName,
    firstNameAr: e.firstNameAr,
    lastNameAr: e.lastNameAr,
    nationalId: e.nationalId,
    phone: e.phone,
    email: e.email,
    position: e.position,
    positionAr: e.positionAr,
    department: e.department,
    departmentAr: e.departmentAr,
    hireDate: e.hireDate,
    terminationDate: e.terminationDate,
    basicSalary: e.basicSalary,
    allowances: e.allowances,
    bankName: e.bankName,
    iban: e.iban,
    isActive: e.isActive,
    accountStatus: e.accountStatus,
    hasSystemAccess: e.hasSystemAccess,
    userId: e.userId,
    notes: e.notes,
  };
}

export const listQuery = z.object({
  search: z.string().trim().max(100).optional(),
  status: z.enum(['active', 'inactive', 'all']).default('active'),
  department: z.string().trim().max(120).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(25),
});
