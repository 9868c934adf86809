// Payments of fines to the authority, partial or full, posted Dr traffic_fines_expense,
// Cr the cash or bank account of the method (ledger-events.ts).
import { eq } from 'drizzle-orm';
import type { Tx } from '../../../server/db/client';
import { AppError } from '../../../server/http/errors';
import { formatNumber, nextNumber } from '../../../server/platform/sequences';
import { owedToAuthority, statusAfterPayment, type FineStatus } from '../../../core/fleet';
import { addMoney, compareMoney, parseMoney } from '../../../core/money';
import { postFinePaid } from './ledger-events';
import { lockFine, type Who } from './service';
import { trafficViolationPayments, trafficViolations } from './tables';

export type FinePaymentInput = { violationId: string; amount: string; method: 'cash' | 'bank_transfer' | 'cheque' | 'card'; paidOn?: string | null; reference?: string | null; notes?: string | null };

export async function payFine(tx: Tx, input: FinePaymentInput, who: Who) {
  const fine = await lockFine(tx, input.violationId);
  if (fine.status === 'cancelled') throw new AppError(409, 'invalid_transition');
  const currency = who.ctx.currency;
  const amount = parseMoney(input.amount, currency);
  if (compareMoney(amount, '0') <= 0) throw new AppError(400, 'validation_failed', { amount: 'invalid_amount' });
  const left = owedToAuthority(fine.amount, fine.paidAmount, currency);
  if (compareMoney(amount, left) > 0) throw new AppError(400, 'fine_payment_exceeds', { amount: 'fine_payment_exceeds' }, { left });
  const [payment] = await tx
    .insert(trafficViolationPayments)
    .values({
      companyId: who.companyId,
      paymentNumber: formatNumber('TFP', await nextNumber(tx, who.companyId, 'traffic_fine_payment'), 5),
      violationId: fine.id,
      paidOn: input.paidOn ?? who.ctx.today,
      amount,
      method: input.method,
      reference: input.reference ?? null,
      notes: input.notes ?? null,
      createdBy: who.userId,
    })
    .returning();
  const paid = parseMoney(addMoney(fine.paidAmount, amount), currency);
  await tx.update(trafficViolations).set({ paidAmount: paid, status: statusAfterPayment(fine.status as FineStatus, fine.amount, paid), updatedAt: new Date() }).where(eq(trafficViolations.id, fine.id));
  const entry = await postFinePaid(tx, payment!, fine, who.userId);
  if (entry) await tx.update(trafficViolationPayments).set({ journalEntryId: entry.id }).where(eq(trafficViolationPayments.id, payment!.id));
  return { ...payment!, journalEntryId: entry?.id ?? null };
}
