// Leave: default types per company, balances computed from requests (never drifting
// counters), and the request/approve/reject/cancel rules.
import { z } from '@hono/zod-openapi';
import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Tx } from '../../../server/db/client';
import { companies } from '../../../server/db/schema';
import { AppError } from '../../../server/http/errors';
import { decimalOut } from '../../../server/http/row-schema';
import { workingDaysBetween } from '../../../core/attendance';
import { leaveRequests, leaveTypes } from './tables';

// Gulf labour-law-minded defaults; a company edits them in HR settings.
const DEFAULT_TYPES = [
  { code: 'annual', name: 'Annual leave', nameAr: 'إجازة سنوية', isPaid: true, yearlyAllowance: '30' },
  { code: 'sick', name: 'Sick leave', nameAr: 'إجازة مرضية', isPaid: true, yearlyAllowance: '15' },
  { code: 'emergency', name: 'Emergency leave', nameAr: 'إجازة طارئة', isPaid: true, yearlyAllowance: '5' },
  { code: 'unpaid', name: 'Unpaid leave', nameAr: 'إجازة بدون راتب', isPaid: false, yearlyAllowance: null },
];

export async function ensureLeaveTypes(tx: Tx, companyId: string) {
  await tx
    .insert(leaveTypes)
    .values(DEFAULT_TYPES.map((t) => ({ ...t, companyId })))
    .onConflictDoNothing({ target: [leaveTypes.companyId, leaveTypes.code] });
}

/** One leave type's balance for a year: days as decimal strings; no entitlement means unlimited. */
export const balanceOut = z.object({
  leaveTypeId: z.string(),
  code: z.string(),
  name: z.string(),
  nameAr: z.string(),
  isPaid: z.boolean(),
  entitled: decimalOut.nullable(),
  used: decimalOut,
  pending: decimalOut,
  remaining: decimalOut.nullable(),
});
export type Balance = z.infer<typeof balanceOut>;

/** Entitlement minus approved and pending days of that calendar year, per leave type. */
export async function balances(tx: Tx, employeeId: string, year: number): Promise<Balance[]> {
  const types = await tx.select().from(leaveTypes).where(eq(leaveTypes.isActive, true)).orderBy(leaveTypes.code);
  const sums = await tx
    .select({
      typeId: leaveRequests.leaveTypeId,
      status: leaveRequests.status,
      days: sql<string>`coalesce(sum(${leaveRequests.days}), 0)::text`,
    })
    .from(leaveRequests)
    .where(
      and(
        eq(leaveRequests.employeeId, employeeId),
        inArray(leaveRequests.status, ['pending', 'approved']),
        gte(leaveRequests.startDate, `${year}-01-01`),
        lte(leaveRequests.startDate, `${year}-12-31`),
      ),
    )
    .groupBy(leaveRequests.leaveTypeId, leaveRequests.status);
  const sum = (typeId: string, status: string) => Number(sums.find((s) => s.typeId === typeId && s.status === status)?.days ?? 0);
  return types.map((t) => {
    const used = sum(t.id, 'approved');
    const pending = sum(t.id, 'pending');
    const entitled = t.yearlyAllowance === null ? null : Number(t.yearlyAllowance);
    return {
      leaveTypeId: t.id,
      code: t.code,
      name: t.name,
      nameAr: t.nameAr,
      isPaid: t.isPaid,
      entitled: entitled === null ? null : entitled.toFixed(1),
      used: used.toFixed(1),
      pending: pending.toFixed(1),
      remaining: entitled === null ? null : (entitled - used - pending).toFixed(1),
    };
  });
}

/** Validates a request and returns its cost in working days; throws a clear 4xx otherwise. */
export async function priceRequest(tx: Tx, employeeId: string, leaveTypeId: string, startDate: string, endDate: string): Promise<number> {
  if (endDate < startDate) throw new AppError(400, 'validation_failed', { endDate: 'end_before_start' });
  if (startDate.slice(0, 4) !== endDate.slice(0, 4)) throw new AppError(400, 'validation_failed', { endDate: 'leave_crosses_year' });
  const [type] = await tx.select().from(leaveTypes).where(and(eq(leaveTypes.id, leaveTypeId), eq(leaveTypes.isActive, true)));
  if (!type) throw new AppError(400, 'validation_failed', { leaveTypeId: 'not_found' });
  const [company] = await tx.select({ workWeek: companies.workWeek }).from(companies);
  const days = workingDaysBetween(startDate, endDate, company?.workWeek ?? [7, 1, 2, 3, 4]);
  if (days === 0) throw new AppError(400, 'validation_failed', { startDate: 'no_working_days' });
  if (type.yearlyAllowance !== null) {
    const balance = (await balances(tx, employeeId, Number(startDate.slice(0, 4)))).find((b) => b.leaveTypeId === leaveTypeId);
    if (balance && Number(balance.remaining) < days) throw new AppError(422, 'insufficient_leave_balance');
  }
  return days;
}
