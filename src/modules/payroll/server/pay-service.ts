// Writing an employee's pay: a new salary structure from a day (earlier ones stay as history),
// the pay profile, and a loan or salary advance with its monthly instalment.
import type { z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../../server/db/client';
import { AppError, notFound } from '../../../server/http/errors';
import { formatNumber, nextNumber } from '../../../server/platform/sequences';
import { compareMoney, parseMoney } from '../../../core/money';
import { budgetCostCenters } from '../../finance/server';
import { employeeCards } from '../../hr/server';
import { postLoanGranted, type PaymentMethod } from './ledger-events';
import type { PayrollWho } from './runs';
import type { loanInput, profileInput, structureInput } from './schemas';
import { employeeLoans, payProfiles, salaryStructures } from './tables';

async function assertEmployee(tx: Tx, employeeId: string) {
  if (!(await employeeCards(tx, [employeeId])).has(employeeId)) throw notFound();
}

export async function addStructure(tx: Tx, employeeId: string, input: z.infer<typeof structureInput>, who: PayrollWho) {
  await assertEmployee(tx, employeeId);
  const m = (v: string | undefined) => parseMoney(v ?? '0', who.currency);
  const items = (list: typeof input.otherAllowances) => (list ?? []).map((i) => ({ labelAr: i.labelAr, labelEn: i.labelEn ?? null, amount: m(i.amount) }));
  const [row] = await tx
    .insert(salaryStructures)
    .values({ companyId: who.companyId, employeeId, effectiveFrom: input.effectiveFrom, basic: m(input.basic), housing: m(input.housing), transport: m(input.transport), otherAllowances: items(input.otherAllowances), fixedDeductions: items(input.fixedDeductions), reason: input.reason ?? null, createdBy: who.userId })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new AppError(409, 'payroll_structure_exists', { effectiveFrom: 'payroll_structure_exists' });
  return row;
}

export async function setProfile(tx: Tx, employeeId: string, input: z.infer<typeof profileInput>, who: PayrollWho) {
  await assertEmployee(tx, employeeId);
  if (input.costCenterId && !(await budgetCostCenters(tx)).some((c) => c.id === input.costCenterId && c.isActive)) throw new AppError(400, 'validation_failed', { costCenterId: 'payroll_cost_center_unknown' });
  const values = { nationality: input.nationality, paymentMethod: input.paymentMethod, wpsPersonId: input.wpsPersonId ?? null, ...(input.bankCode !== undefined ? { bankCode: input.bankCode?.toUpperCase() ?? null } : {}), ...(input.costCenterId !== undefined ? { costCenterId: input.costCenterId } : {}), updatedAt: new Date() };
  const [row] = await tx
    .insert(payProfiles)
    .values({ companyId: who.companyId, employeeId, ...values })
    .onConflictDoUpdate({ target: payProfiles.employeeId, set: values })
    .returning();
  return row!;
}

export async function createLoan(tx: Tx, input: z.infer<typeof loanInput>, who: PayrollWho) {
  await assertEmployee(tx, input.employeeId);
  const amount = parseMoney(input.amount, who.currency);
  const instalment = parseMoney(input.instalment, who.currency);
  if (compareMoney(amount, '0') <= 0) throw new AppError(400, 'validation_failed', { amount: 'invalid_amount' });
  if (compareMoney(instalment, '0') <= 0) throw new AppError(400, 'validation_failed', { instalment: 'invalid_amount' });
  if (compareMoney(instalment, amount) > 0) throw new AppError(400, 'validation_failed', { instalment: 'payroll_loan_instalment' });
  const grantedOn = input.grantedOn ?? who.today;
  if (grantedOn > who.today) throw new AppError(400, 'validation_failed', { grantedOn: 'payroll_loan_granted_in_future' });
  if (input.firstMonth < grantedOn.slice(0, 7)) throw new AppError(400, 'validation_failed', { firstMonth: 'payroll_loan_first_month' });
  const loanNumber = formatNumber('LN', await nextNumber(tx, who.companyId, 'employee_loan'), 5);
  const [row] = await tx
    .insert(employeeLoans)
    .values({ companyId: who.companyId, employeeId: input.employeeId, loanNumber, kind: input.kind, amount, instalment, firstMonth: input.firstMonth, grantedOn, reason: input.reason ?? null, createdBy: who.userId })
    .returning();
  const entry = await postLoanGranted(tx, { ...row!, grantedOn }, ((await profileOf(tx, input.employeeId))?.paymentMethod ?? null) as PaymentMethod | null, who.userId);
  if (!entry) return row!;
  const [posted] = await tx.update(employeeLoans).set({ journalEntryId: entry.id }).where(eq(employeeLoans.id, row!.id)).returning();
  return posted!;
}

export const profileOf = async (tx: Tx, employeeId: string) => (await tx.select().from(payProfiles).where(eq(payProfiles.employeeId, employeeId)))[0] ?? null;
