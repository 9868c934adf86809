// One-off additions and deductions of a month's run, and corrections of an approved month carried
// into a later run (issue 19: an approved run never changes). Each becomes a payslip line that
// names where it came from; adding or removing one while the month's run awaits approval figures
// that run again in the same transaction, so the run on screen is never stale.
import { z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../../server/db/client';
import { AppError, notFound } from '../../../server/http/errors';
import { amount, isoMonth, optionalText, requiredText } from '../../../server/http/fields';
import { monthEnd } from '../../../core/assets';
import { compareMoney, parseMoney } from '../../../core/money';
import { employeeForPayroll } from '../../hr/server';
import { recalculateRun, type PayrollWho } from './runs';
import { payAdjustments, payrollRuns } from './tables';

export const adjustmentInput = z
  .object({
    employeeId: z.string().uuid('not_found'),
    kind: z.enum(['addition', 'deduction']),
    /** The run that pays or takes it. */
    month: isoMonth,
    labelAr: requiredText(120),
    labelEn: optionalText(120),
    amount,
    /** The approved month this corrects, when it is a correction. */
    correctsMonth: isoMonth.optional(),
    reason: optionalText(500),
  })
  .strict();

const runOf = async (tx: Tx, month: string) => (await tx.select({ id: payrollRuns.id, status: payrollRuns.status }).from(payrollRuns).where(eq(payrollRuns.month, month)).for('update'))[0];

/** A month whose run is approved or paid takes nothing more: the adjustment goes into a later month. */
async function openRunOf(tx: Tx, month: string) {
  const run = await runOf(tx, month);
  if (run && run.status !== 'calculated') throw new AppError(409, 'payroll_adjustment_month_approved', undefined, { month });
  return run;
}

export async function addAdjustment(tx: Tx, input: z.infer<typeof adjustmentInput>, who: PayrollWho) {
  const employee = await employeeForPayroll(tx, input.employeeId);
  if (!employee) throw new AppError(400, 'validation_failed', { employeeId: 'not_found' });
  const value = parseMoney(input.amount, who.currency);
  if (compareMoney(value, '0') <= 0) throw new AppError(400, 'validation_failed', { amount: 'invalid_amount' });
  const employed = (!employee.hireDate || employee.hireDate <= monthEnd(input.month)) && (!employee.terminationDate || employee.terminationDate >= `${input.month}-01`);
  if (!employed) throw new AppError(400, 'validation_failed', { month: 'payroll_adjustment_not_employed' });
  if (input.correctsMonth) {
    if (input.correctsMonth >= input.month) throw new AppError(400, 'validation_failed', { correctsMonth: 'payroll_corrects_later_month' });
    const corrected = await runOf(tx, input.correctsMonth);
    if (!corrected || corrected.status === 'calculated') throw new AppError(400, 'validation_failed', { correctsMonth: 'payroll_corrects_unapproved' });
  }
  const run = await openRunOf(tx, input.month);
  const [row] = await tx
    .insert(payAdjustments)
    .values({
      companyId: who.companyId,
      employeeId: employee.id,
      month: input.month,
      kind: input.kind,
      labelAr: input.labelAr,
      labelEn: input.labelEn ?? null,
      amount: value,
      correctsMonth: input.correctsMonth ?? null,
      reason: input.reason ?? null,
      createdBy: who.userId,
    })
    .returning();
  if (run) await recalculateRun(tx, run.id, who);
  return row!;
}

export async function removeAdjustment(tx: Tx, id: string, who: PayrollWho) {
  const [row] = await tx.select().from(payAdjustments).where(eq(payAdjustments.id, id)).for('update');
  if (!row) throw notFound();
  const run = await openRunOf(tx, row.month);
  await tx.delete(payAdjustments).where(eq(payAdjustments.id, id));
  if (run) await recalculateRun(tx, run.id, who);
}
