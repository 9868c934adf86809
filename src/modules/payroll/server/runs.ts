// The monthly payroll run (issue 19, decision 056): calculated from the month's facts (HR's staff,
// attendance and approved leave, payroll's salary structures, profiles and loans) through the
// core's calculatePayslip, one payslip per employee with every line's source; recalculated while
// it is only calculated; approved once, after which nothing in it changes; then recorded as paid.
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../../server/db/client';
import { AppError, notFound } from '../../../server/http/errors';
import { monthEnd } from '../../../core/assets';
import { isoWeekday } from '../../../core/attendance';
import { isCountryCode, type CountryCode } from '../../../core/companies';
import { compareMoney, sumMoney, type CurrencyCode } from '../../../core/money';
import { calculatePayslip, type PayItem, type Payslip, type PayslipInput } from '../../../core/payroll';
import { employeesForPayroll, monthFacts, type PayrollEmployee } from '../../hr/server';
import { adjustmentItems, openLoans, profilesOf, structuresOn } from './structures';
import { insuranceOverridesOf } from './settings';
import { postRunAccrued, postRunPaid, type AccrualSlip, type PaymentMethod } from './ledger-events';
import { finalSettlements, loanRepayments, payProfiles, payrollRuns, payslips, type PayslipFacts, type PayslipLineRow } from './tables';

/** Employees whose final settlement paid `month` itself: that month's run leaves them out. */
async function settledInMonth(tx: Tx, month: string): Promise<Set<string>> {
  const rows = await tx.select({ employeeId: finalSettlements.employeeId }).from(finalSettlements).where(eq(finalSettlements.lastMonth, month));
  return new Set(rows.map((r) => r.employeeId));
}

export type PayrollWho = { companyId: string; userId: string | null; today: string; currency: CurrencyCode; country: CountryCode; workWeek: number[] };

/** The working day's hours that overtime is counted beyond. */
const DAILY_HOURS = 8;

const monthBounds = (month: string) => ({ first: `${month}-01`, last: monthEnd(month) });

export function countryOf(code: string | null | undefined): CountryCode {
  return isCountryCode(code) ? code : 'KW';
}

export type SlipInput = { employee: PayrollEmployee; input: PayslipInput; facts: Omit<PayslipFacts, 'workingDays' | 'employedDays'> };

/**
 * Each employee's payslip input for a month from its facts. A run takes the month's staff
 * (less those whose final settlement already paid the month) with their loan instalments; a
 * final settlement takes one employee up to the last day it is given, without instalments (it
 * takes back the whole balance).
 */
export async function payslipInputs(tx: Tx, month: string, who: PayrollWho, opts: { runId?: string; leaving?: { employeeId: string; lastDay: string } } = {}): Promise<SlipInput[]> {
  const { first, last } = monthBounds(month);
  let staff = await employeesForPayroll(tx, first, last);
  if (opts.leaving) staff = staff.filter((e) => e.id === opts.leaving!.employeeId).map((e) => ({ ...e, terminationDate: opts.leaving!.lastDay }));
  else {
    const settled = await settledInMonth(tx, month);
    staff = staff.filter((e) => !settled.has(e.id));
  }
  const ids = staff.map((e) => e.id);
  const structures = await structuresOn(tx, staff, opts.leaving ? opts.leaving.lastDay : last);
  const profiles = await profilesOf(tx, ids);
  const facts = await monthFacts(tx, { employeeIds: ids, from: first, to: last, workWeek: who.workWeek, dailyHours: DAILY_HOURS });
  const loans = opts.leaving ? [] : await openLoans(tx, ids, month, opts.runId);
  const insuranceOverrides = await insuranceOverridesOf(tx, who);
  const adjustments = await adjustmentItems(tx, month);
  const working = new Set(who.workWeek);
  return staff.map((e) => {
    const s = structures.get(e.id)!;
    const f = facts.get(e.id);
    const national = profiles.get(e.id)?.nationality === who.country;
    // Absence is counted only where attendance is kept: a working day of the employment, from the
    // first day the employee's attendance was ever recorded up to today, with neither a record
    // nor approved leave.
    let absentDays = 0;
    if (f?.trackedSince) {
      const from = [first, f.trackedSince, ...(e.hireDate ? [e.hireDate] : [])].sort().at(-1)!;
      const ends = [last, who.today, ...(e.terminationDate ? [e.terminationDate] : [])].sort();
      for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${ends[0]}T00:00:00Z`); t += 86_400_000) {
        const day = new Date(t).toISOString().slice(0, 10);
        if (working.has(isoWeekday(day)) && !f.attended.has(day) && !f.onLeave.has(day)) absentDays++;
      }
    }
    const instalments: PayItem[] = loans
      .filter((l) => l.employeeId === e.id)
      .map((l) => ({ label: { ar: `قسط ${l.kind === 'advance' ? 'سلفة راتب' : 'قرض'} ${l.loanNumber}`, en: `${l.kind === 'advance' ? 'Salary advance' : 'Loan'} ${l.loanNumber} instalment` }, amount: compareMoney(l.instalment, l.balance) <= 0 ? l.instalment : l.balance, ref: l.id }));
    const item = (r: { labelAr: string; labelEn: string | null; amount: string }): PayItem => ({ label: { ar: r.labelAr, en: r.labelEn ?? r.labelAr }, amount: r.amount });
    const input: PayslipInput = {
      country: who.country,
      currency: who.currency,
      month,
      workWeek: who.workWeek,
      employee: { national, hireDate: e.hireDate, lastDay: e.terminationDate, basic: s.basic, housing: s.housing, transport: s.transport, otherAllowances: s.otherAllowances.map(item), fixedDeductions: s.fixedDeductions.map(item) },
      attendance: { unpaidLeaveDays: f?.unpaidLeaveDays ?? 0, absentDays, lateMinutes: f?.lateMinutes ?? 0, overtimeHours: f?.overtimeHours ?? '0', restDayOvertimeHours: f?.restDayHours ?? '0' },
      rules: { dailyHours: DAILY_HOURS },
      loanInstalments: instalments,
      additions: adjustments.get(e.id)?.additions ?? [],
      deductions: adjustments.get(e.id)?.deductions ?? [],
      insuranceOverrides,
    };
    return {
      employee: e,
      input,
      facts: { unpaidLeaveDays: f?.unpaidLeaveDays ?? 0, paidLeaveDays: f?.paidLeaveDays ?? 0, absentDays, lateMinutes: f?.lateMinutes ?? 0, overtimeHours: f?.overtimeHours ?? '0', restDayOvertimeHours: f?.restDayHours ?? '0', national },
    };
  });
}

export const slipLines = (slip: Payslip): PayslipLineRow[] => slip.lines.map((l) => ({ kind: l.kind, code: l.code, labelAr: l.label.ar, labelEn: l.label.en, amount: l.amount, sourceAr: l.source.ar, sourceEn: l.source.en, ...(l.ref ? { ref: l.ref } : {}) }));

async function calculate(tx: Tx, runId: string, month: string, who: PayrollWho) {
  const slips: Array<{ employeeId: string; values: typeof payslips.$inferInsert; repaid: Array<{ loanId: string; amount: string }> }> = [];
  for (const { employee: e, input, facts } of await payslipInputs(tx, month, who, { runId })) {
    const slip = calculatePayslip(input);
    if (slip.employedDays === 0 && slip.lines.length === 0) continue;
    const factsRow: PayslipFacts = { workingDays: slip.workingDays, employedDays: slip.employedDays, ...facts };
    slips.push({
      employeeId: e.id,
      values: { companyId: who.companyId, runId, employeeId: e.id, month, gross: slip.gross, deductions: slip.deductions, net: slip.net, employerContributions: slip.employerContributions, lines: slipLines(slip), facts: factsRow },
      repaid: slip.lines.filter((l) => l.code === 'loan' && l.ref).map((l) => ({ loanId: l.ref!, amount: l.amount })),
    });
  }
  // One insert for the payslips, one for the loan instalments they took.
  const inserted = slips.length ? await tx.insert(payslips).values(slips.map((p) => p.values)).returning({ id: payslips.id, employeeId: payslips.employeeId }) : [];
  const slipOf = new Map(inserted.map((r) => [r.employeeId, r.id]));
  const repayments = slips.flatMap((p) => p.repaid.map((r) => ({ companyId: who.companyId, loanId: r.loanId, payslipId: slipOf.get(p.employeeId)!, amount: r.amount })));
  if (repayments.length) await tx.insert(loanRepayments).values(repayments);
  const rows = slips.map((p) => p.values);
  const [run] = await tx
    .update(payrollRuns)
    .set({
      employeeCount: rows.length,
      gross: sumMoney(rows.map((r) => r.gross)),
      deductions: sumMoney(rows.map((r) => r.deductions)),
      net: sumMoney(rows.map((r) => r.net)),
      employerContributions: sumMoney(rows.map((r) => r.employerContributions)),
      calculatedAt: new Date(),
      calculatedBy: who.userId,
    })
    .where(eq(payrollRuns.id, runId))
    .returning();
  return run!;
}

/** Creates and calculates the run of `month`; a month not started yet, or one already run, is refused. */
export async function createRun(tx: Tx, month: string, who: PayrollWho) {
  if (month > who.today.slice(0, 7)) throw new AppError(409, 'payroll_month_in_future', { month: 'payroll_month_in_future' });
  const [existing] = await tx.select({ id: payrollRuns.id }).from(payrollRuns).where(eq(payrollRuns.month, month));
  if (existing) throw new AppError(409, 'payroll_run_exists', undefined, { month });
  const [run] = await tx
    .insert(payrollRuns)
    .values({ companyId: who.companyId, month, status: 'calculated', employeeCount: 0, gross: '0', deductions: '0', net: '0', employerContributions: '0', calculatedBy: who.userId })
    .onConflictDoNothing()
    .returning({ id: payrollRuns.id });
  if (!run) throw new AppError(409, 'payroll_run_exists', undefined, { month });
  return calculate(tx, run.id, month, who);
}

async function lockedRun(tx: Tx, id: string) {
  const [run] = await tx.select().from(payrollRuns).where(eq(payrollRuns.id, id)).for('update');
  if (!run) throw notFound();
  return run;
}

/** Recalculates a run not yet approved from today's facts: its payslips and loan repayments are replaced. */
export async function recalculateRun(tx: Tx, id: string, who: PayrollWho) {
  const run = await lockedRun(tx, id);
  if (run.status !== 'calculated') throw new AppError(409, 'payroll_run_locked');
  await tx.delete(payslips).where(eq(payslips.runId, id));
  return calculate(tx, id, run.month, who);
}

export async function approveRun(tx: Tx, id: string, who: PayrollWho) {
  const run = await lockedRun(tx, id);
  if (run.status !== 'calculated') throw new AppError(409, 'payroll_run_locked');
  const entry = await postRunAccrued(tx, run, await accrualSlips(tx, id), who.userId);
  const [done] = await tx
    .update(payrollRuns)
    .set({ status: 'approved', approvedAt: new Date(), approvedBy: who.userId, accrualEntryId: entry?.id ?? null })
    .where(and(eq(payrollRuns.id, id), eq(payrollRuns.status, 'calculated')))
    .returning();
  return done!;
}

export async function markRunPaid(tx: Tx, id: string, paidOn: string, who: PayrollWho) {
  const run = await lockedRun(tx, id);
  if (run.status === 'paid') throw new AppError(409, 'payroll_run_already_paid');
  if (run.status !== 'approved') throw new AppError(409, 'payroll_run_not_approved');
  if (paidOn < monthBounds(run.month).first) throw new AppError(400, 'validation_failed', { paidOn: 'payroll_paid_before_month' });
  if (paidOn > who.today) throw new AppError(400, 'validation_failed', { paidOn: 'payroll_paid_in_future' });
  const entry = await postRunPaid(tx, { ...run, paidOn }, await paymentSlips(tx, id), who.userId);
  const [done] = await tx.update(payrollRuns).set({ status: 'paid', paidOn, paidBy: who.userId, paymentEntryId: entry?.id ?? null }).where(eq(payrollRuns.id, id)).returning();
  return done!;
}

/** A run's payslips with where each employee's pay is charged (the accrual's cost centres). */
export async function accrualSlips(tx: Tx, runId: string): Promise<AccrualSlip[]> {
  const rows = await tx.select({ employeeId: payslips.employeeId, lines: payslips.lines, net: payslips.net, costCenterId: payProfiles.costCenterId }).from(payslips).leftJoin(payProfiles, eq(payProfiles.employeeId, payslips.employeeId)).where(eq(payslips.runId, runId));
  return rows.map((r) => ({ ...r, costCenterId: r.costCenterId ?? null }));
}

/** A run's net pay per employee with how it is paid (the payment entry's cash and bank lines). */
export async function paymentSlips(tx: Tx, runId: string) {
  const rows = await tx.select({ net: payslips.net, method: payProfiles.paymentMethod }).from(payslips).leftJoin(payProfiles, eq(payProfiles.employeeId, payslips.employeeId)).where(eq(payslips.runId, runId));
  return rows.map((r) => ({ net: r.net, method: (r.method ?? 'bank_transfer') as PaymentMethod }));
}
