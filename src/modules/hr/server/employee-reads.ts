// What other modules may ask of HR about employees (a dispatch permit's driver): the few fields
// they show, never the salary or bank details.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../../server/db/client';
import { employees } from '../../../server/db/schema';
import { AppError } from '../../../server/http/errors';

export type EmployeeBrief = { id: string; employeeNumber: string; nameAr: string; nameEn: string; phone: string | null; isActive: boolean };

const brief = {
  id: employees.id,
  employeeNumber: employees.employeeNumber,
  firstName: employees.firstName,
  lastName: employees.lastName,
  firstNameAr: employees.firstNameAr,
  lastNameAr: employees.lastNameAr,
  phone: employees.phone,
  isActive: employees.isActive,
};

function toBrief(r: { id: string; employeeNumber: string; firstName: string; lastName: string; firstNameAr: string | null; lastNameAr: string | null; phone: string | null; isActive: boolean }): EmployeeBrief {
  const nameEn = `${r.firstName} ${r.lastName}`.trim();
  const nameAr = r.firstNameAr ? `${r.firstNameAr} ${r.lastNameAr ?? ''}`.trim() : nameEn;
  return { id: r.id, employeeNumber: r.employeeNumber, nameAr, nameEn, phone: r.phone, isActive: r.isActive };
}

/** An active employee of the company, or a 400 naming `field` (row-level security scopes the read). */
export async function requireActiveEmployee(tx: Tx, id: string, field = 'employeeId'): Promise<EmployeeBrief> {
  const [row] = await tx.select(brief).from(employees).where(eq(employees.id, id));
  if (!row || !row.isActive) throw new AppError(400, 'validation_failed', { [field]: 'not_found' });
  return toBrief(row);
}

/** The named employees (any status: a past permit keeps its driver's name). */
export async function employeeBriefs(tx: Tx, ids: readonly string[]): Promise<Map<string, EmployeeBrief>> {
  if (!ids.length) return new Map();
  const rows = await tx.select(brief).from(employees).where(inArray(employees.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, toBrief(r)]));
}

/** Active employees by number, for a driver select. */
export async function activeEmployees(tx: Tx): Promise<EmployeeBrief[]> {
  const rows = await tx.select(brief).from(employees).where(and(eq(employees.isActive, true))).orderBy(asc(employees.employeeNumber));
  return rows.map(toBrief);
}

/** The account an employee signs in with, if any (a driver never approves their own permit). */
export async function employeeUserId(tx: Tx, id: string): Promise<string | null> {
  const [row] = await tx.select({ userId: employees.userId }).from(employees).where(eq(employees.id, id));
  return row?.userId ?? null;
}
