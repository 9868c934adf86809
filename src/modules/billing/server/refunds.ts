// Paying a customer back what no invoice took of their payment (an over-payment, an advance): a
// refund of the payment's unallocated part, posted Dr customer_credit, Cr the account the money
// leaves from. A part an invoice took is not refunded here: that money settled the invoice.
//
// Under the company's approval workflow (issue 20, "payment_refund"), a refund above its amount
// (or every refund, with no amount) opens an approval request instead and nothing is paid; the
// last step's approval pays it as asked, dated the approver's today and in their name. A rejection
// leaves the credit with the customer, to ask again.
import { eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../../server/db/client';
import { AppError, notFound } from '../../../server/http/errors';
import { companyContext } from '../../../server/http/fields';
import { formatNumber, nextNumber } from '../../../server/platform/sequences';
import { addMoney, compareMoney, parseMoney, subtractMoney, type CurrencyCode } from '../../../core/money';
import { gateAmount, onApprovalDecided, openRequestsFor, proceedOrTell } from '../../admin/server/approvals';
import { requireCustomer } from '../../customers/server/service';
import { postPaymentRefunded } from './ledger-events';
import { paymentAllocations, paymentRefunds, payments } from './tables';
import { inTurn } from '../../../server/db/in-turn';

const SOURCE = 'payment_refund' as const;
export type RefundMethod = 'cash' | 'cheque' | 'bank_transfer' | 'card';
export type RefundInput = { amount: string; method: RefundMethod; reference?: string | null; reason: string; refundDate?: string | null };
type Who = { companyId: string; userId: string | null; today: string; currency: CurrencyCode };

/** What each payment's invoices took, by payment id: one read for a list's page. */
export async function allocatedOf(tx: Tx, paymentIds: readonly string[]): Promise<Map<string, string>> {
  if (!paymentIds.length) return new Map();
  const rows = await tx
    .select({ paymentId: paymentAllocations.paymentId, amount: sql<string>`sum(${paymentAllocations.amount})::text` })
    .from(paymentAllocations)
    .where(inArray(paymentAllocations.paymentId, [...paymentIds]))
    .groupBy(paymentAllocations.paymentId);
  return new Map(rows.map((r) => [r.paymentId, r.amount]));
}

/** What of a payment can still be refunded: none of a bounced cheque or a deposit applied. */
export function refundableOf(payment: Pick<typeof payments.$inferSelect, 'amount' | 'refundedAmount' | 'status' | 'method'>, allocated: string | undefined, currency: CurrencyCode) {
  if (payment.status !== 'completed' || payment.method === 'deposit') return parseMoney('0', currency);
  return parseMoney(subtractMoney(subtractMoney(payment.amount, allocated ?? '0'), payment.refundedAmount), currency);
}

async function lockPayment(tx: Tx, id: string) {
  const [row] = await tx.select().from(payments).where(eq(payments.id, id)).for('update');
  if (!row) throw notFound();
  return row;
}

/**
 * Refunds part or all of a payment's unallocated amount. Returns the refund, or the approval
 * request it now waits on (nothing paid).
 */
export async function refundPayment(tx: Tx, paymentId: string, input: RefundInput, who: Who) {
  const payment = await lockPayment(tx, paymentId);
  const amount = parseMoney(input.amount, who.currency);
  if (compareMoney(amount, '0') <= 0) throw new AppError(400, 'validation_failed', { amount: 'invalid_amount' });
  const refundable = refundableOf(payment, (await allocatedOf(tx, [payment.id])).get(payment.id), who.currency);
  if (compareMoney(amount, refundable) > 0) throw new AppError(409, 'refund_exceeds_credit', { amount: 'refund_exceeds_credit' }, { available: refundable });
  const refundDate = input.refundDate ?? who.today;
  if (refundDate < payment.paymentDate) throw new AppError(400, 'validation_failed', { refundDate: 'refund_before_payment' });

  const customer = await requireCustomer(tx, payment.customerId);
  const request = await gateAmount(tx, {
    source: SOURCE,
    sourceId: payment.id,
    amount,
    currency: who.currency,
    title: (shown) => ({
      ar: `رد ${shown.ar} من السند ${payment.paymentNumber} للعميل ${customer.nameAr || customer.nameEn || ''}`,
      en: `Refunding ${shown.en} of receipt ${payment.paymentNumber} to ${customer.nameEn || customer.nameAr || ''}`,
    }),
    link: `/finance/payments?q=${encodeURIComponent(payment.paymentNumber)}`,
    requestedBy: who.userId,
    metadata: { asked: { amount, method: input.method, reference: input.reference ?? null, reason: input.reason } },
  });
  if (request) return { refund: null, waiting: request };

  const [refund] = await tx
    .insert(paymentRefunds)
    .values({
      companyId: who.companyId,
      refundNumber: formatNumber('RFD', await nextNumber(tx, who.companyId, 'payment_refund'), 5),
      paymentId: payment.id,
      refundDate,
      amount,
      method: input.method,
      reference: input.reference ?? null,
      reason: input.reason,
      createdBy: who.userId,
    })
    .returning();
  await tx.update(payments).set({ refundedAmount: parseMoney(addMoney(payment.refundedAmount, amount), who.currency) }).where(eq(payments.id, payment.id));
  const entry = await postPaymentRefunded(tx, refund!, payment, { userId: who.userId });
  if (entry) await tx.update(paymentRefunds).set({ journalEntryId: entry.id }).where(eq(paymentRefunds.id, refund!.id));
  return { refund: { ...refund!, journalEntryId: entry?.id ?? null }, waiting: null };
}

/** Payments as the list shows them: what each can still refund, and its refund's waiting request. */
export async function withRefunds<T extends typeof payments.$inferSelect>(tx: Tx, rows: readonly T[], currency: CurrencyCode) {
  const ids = rows.map((r) => r.id);
  const [allocated, waiting] = await inTurn([() => allocatedOf(tx, ids), () => paymentsAwaitingRefund(tx, ids)]);
  return rows.map((r) => {
    const open = waiting.get(r.id);
    return { ...r, refundedAmount: parseMoney(r.refundedAmount, currency), refundable: refundableOf(r, allocated.get(r.id), currency), awaitingApproval: open ? { id: open.id, number: open.requestNumber } : null };
  });
}

/** Each listed payment's open refund request. */
export const paymentsAwaitingRefund = (tx: Tx, ids: readonly string[]) => openRequestsFor(tx, SOURCE, ids);

/** What the last approval does: the refund as asked, dated the approver's today and in their name. */
export function registerPaymentRefundApprovals() {
  onApprovalDecided(SOURCE, {
    lock: async (tx, id) => void (await lockPayment(tx, id)),
    approved: async (tx, request, actor) => {
      const company = await companyContext(tx);
      const asked = request.metadata.asked as RefundInput;
      const who: Who = { companyId: request.companyId, userId: actor.userId, today: company.today, currency: company.currency };
      await proceedOrTell(tx, request, (inner) => refundPayment(inner, request.sourceId, { ...asked, refundDate: null }, who), {
        title: { ar: `تمت الموافقة على ${request.requestNumber} لكن المبلغ لم يُرد`, en: `${request.requestNumber} was approved but nothing was refunded` },
        message: { ar: 'تغيّر رصيد السند منذ الطلب فلم يُرد المبلغ؛ راجعه', en: 'The receipt’s credit changed since the request and nothing was refunded; check it' },
        relatedType: 'payment',
      });
    },
  });
}
