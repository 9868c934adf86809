// The life of a financing agreement (decision 036): create a draft with its schedule, activate
// (the financing posts), record payments (oldest instalments first, interest before principal;
// the agreement completes when the last is paid), cancel a draft or an unpaid one. Each runs
// inside the caller's transaction; `who.today` is the company's local today.
import type { z } from '@hono/zod-openapi';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../../server/db/client';
import { AppError, notFound } from '../../../server/http/errors';
import { formatNumber, nextNumber } from '../../../server/platform/sequences';
import { allocatePayment, amortise, fullyPaid, type AmortisationError, type FinancingPaymentMethod, type Instalment } from '../../../core/fleet';
import { addMoney, compareMoney, subtractMoney, sumMoney, toMoney, type CurrencyCode } from '../../../core/money';
import { vehicles } from '../../fleet/server/service';
import { postFinancingActivated, postFinancingPayment } from './ledger-events';
import type { agreementInput, paymentInput, previewInput } from './schemas';
import { financingAgreements, financingInstalments, financingPayments, financingVehicles } from './tables';

const MAX_PAYABLE = '999999999999';

export type Who = { companyId: string; userId: string | null; today: string; currency: CurrencyCode };
export type Agreement = typeof financingAgreements.$inferSelect;

const TERM_ERRORS: Record<AmortisationError, [string, string]> = {
  invalid_count: ['instalmentCount', 'financing_invalid_count'],
  invalid_rate: ['annualRate', 'financing_invalid_rate'],
  invalid_total: ['total', 'invalid_amount'],
  invalid_down_payment: ['downPayment', 'invalid_amount'],
  down_payment_exceeds_total: ['downPayment', 'financing_down_payment_exceeds_total'],
};

/** The schedule of the terms, or a 400 naming the field (nothing is written before this runs). */
export function scheduleOf(input: z.input<typeof previewInput>, currency: CurrencyCode) {
  const total = toMoney('total', input.total, currency);
  const downPayment = toMoney('downPayment', input.downPayment ?? '0', currency);
  const s = amortise({ total, downPayment, count: input.instalmentCount, annualRate: input.annualRate, firstDueDate: input.startDate, currency });
  if ('error' in s) {
    const [field, code] = TERM_ERRORS[s.error];
    throw new AppError(400, 'validation_failed', { [field]: code });
  }
  // The columns hold 13 whole digits; a schedule whose interest would not fit is a typing error.
  if (compareMoney(s.totalPayable, MAX_PAYABLE) > 0) throw new AppError(400, 'validation_failed', { total: 'invalid_amount' });
  return { total, downPayment, schedule: s };
}

export async function createAgreement(tx: Tx, input: z.input<typeof agreementInput>, who: Who): Promise<Agreement> {
  const { total, downPayment, schedule } = scheduleOf(input, who.currency);
  const ids = [...new Set(input.vehicleIds)];
  const found = await tx.select({ id: vehicles.id }).from(vehicles).where(inArray(vehicles.id, ids));
  if (found.length !== ids.length) throw new AppError(400, 'validation_failed', { vehicleIds: 'not_found' });
  const [agreement] = await tx
    .insert(financingAgreements)
    .values({
      companyId: who.companyId,
      agreementNumber: formatNumber('FIN', await nextNumber(tx, who.companyId, 'vehicle_financing'), 5),
      vendorName: input.vendorName,
      vendorContact: input.vendorContact ?? null,
      total,
      downPayment,
      downPaymentMethod: input.downPaymentMethod ?? 'bank_transfer',
      financed: schedule.financed,
      instalmentCount: input.instalmentCount,
      annualRate: input.annualRate,
      startDate: input.startDate,
      monthlyPayment: schedule.monthlyPayment,
      totalInterest: schedule.totalInterest,
      notes: input.notes ?? null,
      createdBy: who.userId,
    })
    .returning();
  await tx.insert(financingVehicles).values(ids.map((vehicleId) => ({ companyId: who.companyId, agreementId: agreement!.id, vehicleId })));
  for (let i = 0; i < schedule.rows.length; i += 200) {
    await tx.insert(financingInstalments).values(
      schedule.rows.slice(i, i + 200).map((r) => ({ companyId: who.companyId, agreementId: agreement!.id, sequence: r.sequence, dueDate: r.dueDate, principal: r.principal, interest: r.interest })),
    );
  }
  if (input.activate) return activateAgreement(tx, agreement!.id, { date: who.today }, who);
  return agreement!;
}

export async function lockAgreement(tx: Tx, id: string): Promise<Agreement> {
  const [row] = await tx.select().from(financingAgreements).where(eq(financingAgreements.id, id)).for('update');
  if (!row) throw notFound();
  return row;
}

export async function activateAgreement(tx: Tx, id: string, input: { date?: string }, who: Who): Promise<Agreement> {
  const agreement = await lockAgreement(tx, id);
  if (agreement.status !== 'draft') throw new AppError(409, 'financing_not_draft');
  const date = input.date ?? who.today;
  const [active] = await tx.update(financingAgreements).set({ status: 'active', activatedOn: date, updatedAt: new Date() }).where(eq(financingAgreements.id, id)).returning();
  const entry = await postFinancingActivated(tx, active!, { date, userId: who.userId });
  if (!entry) return active!;
  const [posted] = await tx.update(financingAgreements).set({ journalEntryId: entry.id }).where(eq(financingAgreements.id, id)).returning();
  return posted!;
}

export async function cancelAgreement(tx: Tx, id: string, who: Who): Promise<Agreement> {
  const agreement = await lockAgreement(tx, id);
  const [paid] = await tx.select({ id: financingPayments.id }).from(financingPayments).where(eq(financingPayments.agreementId, id)).limit(1);
  // An activated agreement's financing entry stays: cancelling one that posted needs a reversal
  // the lender agrees to, which is a journal entry, not this button.
  if (agreement.status !== 'draft' || paid) throw new AppError(409, 'financing_cannot_cancel');
  const [row] = await tx.update(financingAgreements).set({ status: 'cancelled', cancelledOn: who.today, updatedAt: new Date() }).where(eq(financingAgreements.id, id)).returning();
  return row!;
}

export async function instalmentsOf(tx: Tx, agreementId: string): Promise<(Instalment & { id: string })[]> {
  return tx
    .select({ id: financingInstalments.id, sequence: financingInstalments.sequence, dueDate: financingInstalments.dueDate, principal: financingInstalments.principal, interest: financingInstalments.interest, principalPaid: financingInstalments.principalPaid, interestPaid: financingInstalments.interestPaid })
    .from(financingInstalments)
    .where(eq(financingInstalments.agreementId, agreementId))
    .orderBy(asc(financingInstalments.sequence));
}

export async function recordFinancingPayment(tx: Tx, id: string, input: z.input<typeof paymentInput>, who: Who) {
  const agreement = await lockAgreement(tx, id);
  if (agreement.status !== 'active') throw new AppError(409, 'financing_not_active');
  const amount = toMoney('amount', input.amount, who.currency);
  const rows = await instalmentsOf(tx, id);
  const split = allocatePayment(rows, amount, who.currency);
  if ('error' in split) {
    if (split.error === 'invalid_amount') throw new AppError(400, 'validation_failed', { amount: 'invalid_amount' });
    const remaining = sumMoney(rows.map((r) => subtractMoney(addMoney(r.principal, r.interest), addMoney(r.principalPaid, r.interestPaid))));
    throw new AppError(400, 'financing_payment_exceeds_balance', { amount: 'financing_payment_exceeds_balance' }, { remaining });
  }
  const principal = sumMoney(split.map((a) => a.principal));
  const interest = sumMoney(split.map((a) => a.interest));
  const [payment] = await tx
    .insert(financingPayments)
    .values({ companyId: who.companyId, agreementId: id, paidOn: input.paidOn ?? who.today, amount, principal, interest, method: input.method, reference: input.reference ?? null, allocations: JSON.stringify(split), createdBy: who.userId })
    .returning();
  const after = rows.map((r) => {
    const a = split.find((x) => x.sequence === r.sequence);
    return a ? { ...r, principalPaid: addMoney(r.principalPaid, a.principal), interestPaid: addMoney(r.interestPaid, a.interest) } : r;
  });
  for (const r of after) {
    if (!split.some((a) => a.sequence === r.sequence)) continue;
    await tx.update(financingInstalments).set({ principalPaid: r.principalPaid, interestPaid: r.interestPaid }).where(and(eq(financingInstalments.id, r.id)));
  }
  const entry = await postFinancingPayment(tx, agreement, { ...payment!, method: input.method as FinancingPaymentMethod }, { userId: who.userId });
  const [kept] = entry ? await tx.update(financingPayments).set({ journalEntryId: entry.id }).where(eq(financingPayments.id, payment!.id)).returning() : [payment!];
  let current = agreement;
  if (fullyPaid(after)) {
    [current] = (await tx.update(financingAgreements).set({ status: 'completed', completedOn: kept!.paidOn, updatedAt: new Date() }).where(eq(financingAgreements.id, id)).returning()) as [Agreement];
  }
  return { payment: kept!, agreement: current, instalments: after };
}


// src/server's ledger backfill imports module steps from their service (decision 031).
export { backfillFinancingLedger } from './ledger-backfill';
