// Final settlement on termination or resignation (issue 19, decision 058): figured by the core's
// finalSettlement from the employee's structure, the last month's facts, the unused annual leave
// and the loans still owed. Recording it, in one transaction: the settlement with its number,
// the loans' balances taken back, the ledger entry, the employment ended (inactive, access
// removed) and a calculated run of that month recalculated without the employee.
import { z } from '@hono/zod-openapi';
import { and, desc, eq, gt, gte, ne } from 'drizzle-orm';
import type { Tx } from '../../../server/db/client';
import { AppError, notFound } from '../../../server/http/errors';
import { formatNumber, nextNumber } from '../../../server/platform/sequences';
import { addMonthsToMonth, monthEnd } from '../../../core/assets';
import { LEAVING_REASONS, finalSettlement, unusedLeaveDays, type Settlement } from '../../../core/payroll';
import { isoDate, optionalText } from '../../../server/http/fields';
import { employeeForPayroll, endEmployment, leaveBalances, type PayrollEmployee } from '../../hr/server';
import { postSettlement, postSettlementPaid, type PaymentMethod } from './ledger-events';
import { payslipInputs, recalculateRun, slipLines, type PayrollWho } from './runs';
import { loansOwed, profilesOf, type OpenLoan } from './structures';
import { finalSettlements, loanRepayments, payrollRuns, payslips, type SettlementLineRow } from './tables';

export const settlementInput = z
  .object({
    employeeId: z.string().uuid('not_found'),
    reason: z.enum(LEAVING_REASONS),
    lastDay: isoDate,
    /** Unused annual leave in days (half days allowed); figured from the leave records when left out. */
    unusedLeaveDays: z.string().trim().regex(/^\d{1,3}(\.[05])?$/, 'payroll_leave_days').optional(),
    notes: optionalText(1000),
  })
  .strict();
export type SettlementInput = z.infer<typeof settlementInput>;

export type FiguredSettlement = { employee: PayrollEmployee; settlement: Settlement; unusedLeaveDays: string; lastMonth: string | null; loans: OpenLoan[] };

/** What the employee is owed on leaving, or a clear refusal; writes nothing. */
export async function figureSettlement(tx: Tx, input: SettlementInput, who: PayrollWho): Promise<FiguredSettlement> {
  const employee = await employeeForPayroll(tx, input.employeeId);
  if (!employee) throw new AppError(400, 'validation_failed', { employeeId: 'not_found' });
  if (employee.userId && employee.userId === who.userId) throw new AppError(409, 'payroll_settle_self');
  const [existing] = await tx.select({ id: finalSettlements.id }).from(finalSettlements).where(eq(finalSettlements.employeeId, employee.id));
  if (existing) throw new AppError(409, 'payroll_settlement_exists');
  if (!employee.isActive) throw new AppError(409, 'payroll_employee_inactive');
  if (input.lastDay > who.today) throw new AppError(400, 'validation_failed', { lastDay: 'payroll_last_day_in_future' });
  if (employee.hireDate && input.lastDay < employee.hireDate) throw new AppError(400, 'validation_failed', { lastDay: 'payroll_last_day_before_hire' });

  const month = input.lastDay.slice(0, 7);
  const [run] = await tx.select({ id: payrollRuns.id, status: payrollRuns.status }).from(payrollRuns).where(eq(payrollRuns.month, month));
  // An approved run of the month paid it in full: only a last day at the month's end agrees with it.
  const monthPaidByRun = !!run && run.status !== 'calculated';
  if (monthPaidByRun && input.lastDay !== monthEnd(month)) throw new AppError(409, 'payroll_settlement_month_approved', undefined, { month });
  // The month before, when its run awaits approval, is approved first: its pay is the run's.
  const previous = addMonthsToMonth(month, -1);
  const [prev] = await tx.select({ status: payrollRuns.status }).from(payrollRuns).where(eq(payrollRuns.month, previous));
  if (prev?.status === 'calculated') throw new AppError(409, 'payroll_settlement_month_unpaid', undefined, { month: previous });
  // A later month an approved run already paid the employee for cannot fall after the last day.
  const [paidLater] = await tx
    .select({ month: payslips.month })
    .from(payslips)
    .innerJoin(payrollRuns, eq(payrollRuns.id, payslips.runId))
    .where(and(eq(payslips.employeeId, employee.id), gt(payslips.month, month), ne(payrollRuns.status, 'calculated')))
    .orderBy(desc(payslips.month))
    .limit(1);
  if (paidLater) throw new AppError(409, 'payroll_settlement_paid_after', undefined, { month: paidLater.month });

  const [slipInput] = await payslipInputs(tx, month, who, { leaving: { employeeId: employee.id, lastDay: input.lastDay } });
  if (!slipInput) throw new AppError(400, 'validation_failed', { lastDay: 'payroll_last_day_before_hire' });
  // Whole balances, not counting instalments of runs still awaiting approval (recalculated without the employee).
  const loans = await loansOwed(tx, [employee.id]);
  const leaveDays = input.unusedLeaveDays ?? (await figuredLeave(tx, employee, input.lastDay));
  const settlement = finalSettlement({
    payslip: slipInput.input,
    reason: input.reason,
    unusedLeaveDays: leaveDays,
    outstandingLoans: loans.map((l) => ({ label: { ar: `${l.kind === 'advance' ? 'سلفة راتب' : 'قرض'} ${l.loanNumber}`, en: `${l.kind === 'advance' ? 'Salary advance' : 'Loan'} ${l.loanNumber}` }, amount: l.balance, ref: l.id })),
    includeLastMonth: !monthPaidByRun,
  });
  return { employee, settlement, unusedLeaveDays: Number(leaveDays).toFixed(1), lastMonth: monthPaidByRun ? null : month, loans };
}

/** The annual leave earned in the last day's year, less what was taken (HR's leave records). */
async function figuredLeave(tx: Tx, employee: PayrollEmployee, lastDay: string): Promise<string> {
  const annual = (await leaveBalances(tx, employee.id, Number(lastDay.slice(0, 4)))).find((b) => b.code === 'annual');
  if (!annual?.entitled) return '0.0';
  return unusedLeaveDays({ entitledPerYear: Number(annual.entitled), hireDate: employee.hireDate, lastDay, takenInYear: Number(annual.used) });
}

export const lineRows = (s: Settlement): SettlementLineRow[] => s.lines.map((l) => ({ code: l.code, labelAr: l.label.ar, labelEn: l.label.en, amount: l.amount, sourceAr: l.source.ar, sourceEn: l.source.en }));

export async function recordSettlement(tx: Tx, input: SettlementInput, who: PayrollWho) {
  const f = await figureSettlement(tx, input, who);
  const g = f.settlement.gratuity;
  const settlementNumber = formatNumber('EOS', await nextNumber(tx, who.companyId, 'final_settlement'), 5);
  const [row] = await tx
    .insert(finalSettlements)
    .values({
      companyId: who.companyId,
      employeeId: f.employee.id,
      settlementNumber,
      reason: input.reason,
      lastDay: input.lastDay,
      unusedLeaveDays: f.unusedLeaveDays,
      lastMonth: f.lastMonth,
      lastMonthLines: f.settlement.lastMonth && f.lastMonth ? slipLines(f.settlement.lastMonth) : [],
      lines: lineRows(f.settlement),
      gratuity: { amount: g.amount, serviceDays: g.serviceDays, serviceYears: g.serviceYears, wage: g.wage, why: g.why, capped: g.capped, lawAr: g.law.ar, lawEn: g.law.en },
      total: f.settlement.total,
      notes: input.notes ?? null,
      createdBy: who.userId,
    })
    .returning();
  if (f.loans.length) await tx.insert(loanRepayments).values(f.loans.map((l) => ({ companyId: who.companyId, loanId: l.id, settlementId: row!.id, amount: l.balance })));
  const profile = (await profilesOf(tx, [f.employee.id])).get(f.employee.id);
  const entry = await postSettlement(tx, { ...row!, costCenterId: profile?.costCenterId ?? null }, who.userId);
  await endEmployment(tx, f.employee.id, input.lastDay);
  // Runs awaiting approval from the last day's month on are figured again without the employee:
  // the settlement pays that month, and the employment has ended before the later ones.
  const pending = await tx.select({ id: payrollRuns.id }).from(payrollRuns).where(and(gte(payrollRuns.month, input.lastDay.slice(0, 7)), eq(payrollRuns.status, 'calculated')));
  for (const r of pending) await recalculateRun(tx, r.id, who);
  if (!entry) return row!;
  const [posted] = await tx.update(finalSettlements).set({ journalEntryId: entry.id }).where(eq(finalSettlements.id, row!.id)).returning();
  return posted!;
}

export async function paySettlement(tx: Tx, id: string, paidOn: string, who: PayrollWho) {
  const [s] = await tx.select().from(finalSettlements).where(eq(finalSettlements.id, id)).for('update');
  if (!s) throw notFound();
  if (s.status === 'paid') throw new AppError(409, 'payroll_settlement_already_paid');
  if (paidOn < s.lastDay) throw new AppError(400, 'validation_failed', { paidOn: 'payroll_paid_before_last_day' });
  if (paidOn > who.today) throw new AppError(400, 'validation_failed', { paidOn: 'payroll_paid_in_future' });
  const method = ((await profilesOf(tx, [s.employeeId])).get(s.employeeId)?.paymentMethod ?? 'bank_transfer') as PaymentMethod;
  const entry = await postSettlementPaid(tx, { ...s, paidOn }, method, who.userId);
  const [done] = await tx
    .update(finalSettlements)
    .set({ status: 'paid', paidOn, paymentEntryId: entry?.id ?? null })
    .where(and(eq(finalSettlements.id, id), eq(finalSettlements.status, 'settled')))
    .returning();
  return done!;
}
