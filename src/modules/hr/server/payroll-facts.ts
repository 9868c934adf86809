// What payroll reads from HR for a month (issue 19): the staff employed in it with their pay
// from the employee record, and each one's attendance and approved leave in it. Payroll calls
// these and never HR's tables.
import { and, eq, gte, inArray, isNull, lte, min, or } from 'drizzle-orm';
import { isoWeekday, workingDaysBetween } from '../../../core/attendance';
import { addMoney, compareMoney } from '../../../core/money';
import type { Tx } from '../../../server/db/client';
import { employees } from '../../../server/db/schema';
import { attendanceRecords, leaveRequests, leaveTypes } from './tables';

export type PayrollEmployee = {
  id: string;
  employeeNumber: string;
  nameAr: string;
  nameEn: string;
  department: string | null;
  departmentAr: string | null;
  hireDate: string | null;
  terminationDate: string | null;
  isActive: boolean;
  basicSalary: string;
  allowances: string;
  bankName: string | null;
  iban: string | null;
  userId: string | null;
};

const namesOf = (e: typeof employees.$inferSelect) => ({ nameAr: [e.firstNameAr ?? e.firstName, e.lastNameAr ?? e.lastName].join(' '), nameEn: [e.firstName, e.lastName].join(' ') });

const payrollView = (e: typeof employees.$inferSelect): PayrollEmployee => ({
  id: e.id,
  employeeNumber: e.employeeNumber,
  ...namesOf(e),
  department: e.department,
  departmentAr: e.departmentAr,
  hireDate: e.hireDate,
  terminationDate: e.terminationDate,
  isActive: e.isActive,
  basicSalary: e.basicSalary,
  allowances: e.allowances,
  bankName: e.bankName,
  iban: e.iban,
  userId: e.userId,
});

/** Active staff employed on some day of [from, to]: hired by `to`, not gone before `from`. */
export async function employeesForPayroll(tx: Tx, from: string, to: string): Promise<PayrollEmployee[]> {
  const rows = await tx
    .select()
    .from(employees)
    .where(and(or(isNull(employees.hireDate), lte(employees.hireDate, to)), or(isNull(employees.terminationDate), gte(employees.terminationDate, from))))
    .orderBy(employees.employeeNumber);
  return rows.map(payrollView);
}

/** One employee of the company as payroll reads them, or null. */
export async function employeeForPayroll(tx: Tx, id: string): Promise<PayrollEmployee | null> {
  const [row] = await tx.select().from(employees).where(eq(employees.id, id));
  return row ? payrollView(row) : null;
}

export type MonthFacts = {
  /** Working days with an attendance record. */
  attended: Set<string>;
  /** Working days on approved leave, paid or not. */
  onLeave: Set<string>;
  paidLeaveDays: number;
  unpaidLeaveDays: number;
  lateMinutes: number;
  /** Hours beyond the working day on working days, and every hour worked on a rest day. */
  overtimeHours: string;
  restDayHours: string;
  /** The first day the employee's attendance was ever recorded: before it, no day is an absence. */
  trackedSince: string | null;
};

const emptyFacts = (): MonthFacts => ({ attended: new Set(), onLeave: new Set(), paidLeaveDays: 0, unpaidLeaveDays: 0, lateMinutes: 0, overtimeHours: '0', restDayHours: '0', trackedSince: null });

export async function monthFacts(tx: Tx, input: { employeeIds: readonly string[]; from: string; to: string; workWeek: readonly number[]; dailyHours: number }): Promise<Map<string, MonthFacts>> {
  const out = new Map<string, MonthFacts>();
  if (!input.employeeIds.length) return out;
  const of = (id: string) => out.get(id) ?? (out.set(id, emptyFacts()), out.get(id)!);
  const working = new Set(input.workWeek);
  const records = await tx
    .select({ employeeId: attendanceRecords.employeeId, day: attendanceRecords.attendanceDate, late: attendanceRecords.lateMinutes, hours: attendanceRecords.totalHours })
    .from(attendanceRecords)
    .where(and(inArray(attendanceRecords.employeeId, [...input.employeeIds]), gte(attendanceRecords.attendanceDate, input.from), lte(attendanceRecords.attendanceDate, input.to)));
  for (const r of records) {
    const f = of(r.employeeId);
    const hours = r.hours ?? '0';
    if (working.has(isoWeekday(r.day))) {
      f.attended.add(r.day);
      f.lateMinutes += r.late;
      const extra = addMoney(hours, `-${input.dailyHours}`);
      if (compareMoney(extra, '0') > 0) f.overtimeHours = addMoney(f.overtimeHours, extra);
    } else {
      f.restDayHours = addMoney(f.restDayHours, hours);
    }
  }
  const firsts = await tx
    .select({ employeeId: attendanceRecords.employeeId, first: min(attendanceRecords.attendanceDate) })
    .from(attendanceRecords)
    .where(inArray(attendanceRecords.employeeId, [...input.employeeIds]))
    .groupBy(attendanceRecords.employeeId);
  for (const r of firsts) if (r.first) of(r.employeeId).trackedSince = r.first;
  const leave = await tx
    .select({ employeeId: leaveRequests.employeeId, start: leaveRequests.startDate, end: leaveRequests.endDate, paid: leaveTypes.isPaid })
    .from(leaveRequests)
    .innerJoin(leaveTypes, eq(leaveTypes.id, leaveRequests.leaveTypeId))
    .where(and(inArray(leaveRequests.employeeId, [...input.employeeIds]), eq(leaveRequests.status, 'approved'), lte(leaveRequests.startDate, input.to), gte(leaveRequests.endDate, input.from)));
  for (const l of leave) {
    const f = of(l.employeeId);
    const start = l.start > input.from ? l.start : input.from;
    const end = l.end < input.to ? l.end : input.to;
    const days = workingDaysBetween(start, end, input.workWeek);
    if (l.paid) f.paidLeaveDays += days;
    else f.unpaidLeaveDays += days;
    for (let t = Date.parse(`${start}T00:00:00Z`); t <= Date.parse(`${end}T00:00:00Z`); t += 86_400_000) {
      const day = new Date(t).toISOString().slice(0, 10);
      if (working.has(isoWeekday(day))) f.onLeave.add(day);
    }
  }
  return out;
}

export type EmployeeCard = { id: string; employeeNumber: string; nameAr: string; nameEn: string; userId: string | null; hireDate: string | null; email: string | null; hasSystemAccess: boolean };

/** Number and names of some employees (RLS keeps them to the company); missing ids are left out. */
export async function employeeCards(tx: Tx, ids: readonly string[]): Promise<Map<string, EmployeeCard>> {
  if (!ids.length) return new Map();
  const rows = await tx.select().from(employees).where(inArray(employees.id, [...new Set(ids)]));
  return new Map(rows.map((e) => [e.id, { id: e.id, employeeNumber: e.employeeNumber, ...namesOf(e), userId: e.userId, hireDate: e.hireDate, email: e.email, hasSystemAccess: e.hasSystemAccess && e.accountStatus === 'active' }]));
}

/** The employee record of a user of the company, if any. */
export async function employeeOfUser(tx: Tx, userId: string): Promise<string | null> {
  const [row] = await tx.select({ id: employees.id }).from(employees).where(eq(employees.userId, userId));
  return row?.id ?? null;
}
