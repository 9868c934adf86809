// Money a tenant pays on a lease (decision 033): cash, transfers and cards are billing payments
// allocated to the lease's invoices; a cheque is kept in the lease's cheque register and becomes
// a billing payment when it is deposited (at once when its date has come), and a bounced one
// reverses that payment. Paying more than what is billed bills the next instalments ahead.
import type { z } from '@hono/zod-openapi';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../../server/db/client';
import { AppError, notFound } from '../../../server/http/errors';
import { compareMoney, parseMoney, subtractMoney, sumMoney, toMoney } from '../../../core/money';
import { bouncePayment, recordPayment } from '../../billing/server';
import { invoices } from '../../billing/server/tables';
import { leasingProfile } from '../../properties/server/service';
import { billInstallment, billingDate, chargeTenant, installmentsOf, type Lease } from './billing-link';
import type { bounceInput, chequesInput, depositInput, leasePaymentInput, returnInput } from './schemas';
import { lockLease, type Who } from './service';
import { leaseCheques } from './tables';

type Cheque = typeof leaseCheques.$inferSelect;
type Allocation = { invoiceId: string; amount: string };

function paymentDate(date: string | undefined, who: Who): string {
  const day = date ?? who.today;
  if (day > who.today) throw new AppError(400, 'validation_failed', { date: 'lease_date_in_future' });
  return day;
}

/**
 * Where `amount` goes: the instalments named first (`preferred`), then the lease's open invoices
 * oldest first (rent, late fees, charges), then the instalments not billed yet in order — each
 * billed on the payment's day when it is paid before it falls due. More than the whole lease
 * still owes is refused.
 */
async function allocationPlan(tx: Tx, lease: Lease, amount: string, date: string, who: Who, preferred: readonly string[] = []): Promise<Allocation[]> {
  const all = await installmentsOf(tx, lease.id);
  for (const id of preferred) if (!all.some((i) => i.id === id && i.status !== 'cancelled')) throw new AppError(400, 'validation_failed', { installmentIds: 'not_found' });
  const profile = await leasingProfile(tx, lease.propertyId);
  const billed = new Map<string, string>(all.flatMap((i) => (i.invoiceId ? [[i.id, i.invoiceId] as [string, string]] : [])));
  const bill = async (installmentId: string) => {
    const known = billed.get(installmentId);
    if (known) return known;
    const installment = all.find((i) => i.id === installmentId)!;
    const issueDate = installment.dueDate <= date ? await billingDate(tx, lease.companyId, installment.dueDate) : date;
    const invoice = await billInstallment(tx, lease, installment, { issueDate, count: all.length, currency: who.currency, userId: who.userId, profile });
    billed.set(installmentId, invoice.id);
    return invoice.id;
  };
  const openInvoices = async () =>
    tx
      .select({ id: invoices.id, total: invoices.total, paidAmount: invoices.paidAmount })
      .from(invoices)
      .where(and(eq(invoices.leaseId, lease.id), inArray(invoices.status, ['pending', 'partially_paid'])))
      .orderBy(asc(invoices.dueDate), asc(invoices.invoiceNumber));

  const order: string[] = [];
  for (const id of preferred) order.push(await bill(id));
  let left = parseMoney(amount, who.currency);
  const plan: Allocation[] = [];
  const take = (invoiceId: string, balance: string) => {
    if (compareMoney(left, '0') <= 0 || compareMoney(balance, '0') <= 0 || plan.some((p) => p.invoiceId === invoiceId)) return;
    const part = compareMoney(balance, left) <= 0 ? balance : left;
    plan.push({ invoiceId, amount: parseMoney(part, who.currency) });
    left = subtractMoney(left, part);
  };
  let open = await openInvoices();
  const balanceOf = (invoiceId: string) => {
    const row = open.find((o) => o.id === invoiceId);
    return row ? subtractMoney(row.total, row.paidAmount) : '0';
  };
  for (const invoiceId of order) take(invoiceId, balanceOf(invoiceId));
  for (const row of open) take(row.id, subtractMoney(row.total, row.paidAmount));
  for (const installment of all.filter((i) => i.status === 'scheduled')) {
    if (compareMoney(left, '0') <= 0) break;
    await bill(installment.id);
    open = await openInvoices();
    take(billed.get(installment.id)!, balanceOf(billed.get(installment.id)!));
  }
  if (compareMoney(left, '0') > 0) {
    const owed = parseMoney(sumMoney(plan.map((p) => p.amount)), who.currency);
    throw new AppError(400, 'lease_payment_exceeds_balance', { amount: 'lease_payment_exceeds_balance' }, { balance: owed });
  }
  return plan;
}

/** A payment on the lease; a cheque dated ahead is only recorded (held) until it is deposited. */
export async function recordLeasePayment(tx: Tx, leaseId: string, input: z.input<typeof leasePaymentInput>, who: Who) {
  const lease = await lockLease(tx, leaseId);
  if (lease.status === 'draft') throw new AppError(409, 'invalid_transition');
  const date = paymentDate(input.date, who);
  const amount = toMoney('amount', input.amount, who.currency);
  if (compareMoney(amount, '0') <= 0) throw new AppError(400, 'validation_failed', { amount: 'invalid_amount' });
  if (input.method === 'cheque') {
    if (!input.cheque) throw new AppError(400, 'cheque_details_required', { cheque: 'cheque_details_required' });
    const [cheque] = await addCheques(tx, lease, [{ ...input.cheque, amount, installmentId: input.installmentIds?.[0] ?? null, notes: input.notes ?? null }], who);
    if (cheque!.chequeDate > date) return { payment: null, cheque: cheque!, allocated: parseMoney('0', who.currency) };
    return depositCheque(tx, cheque!.id, { date }, who);
  }
  const allocations = await allocationPlan(tx, lease, amount, date, who, input.installmentIds ?? []);
  const result = await recordPayment(tx, { companyId: who.companyId, customerId: lease.customerId, leaseId, paymentDate: date, method: input.method, amount, currency: who.currency, reference: input.reference ?? null, notes: input.notes ?? null, allocations, userId: who.userId });
  return { payment: result.payment, cheque: null, allocated: result.allocated };
}

/** Records cheques the tenant handed over (often one per instalment, dated ahead): held until deposited. */
export async function addCheques(tx: Tx, lease: Lease, list: z.input<typeof chequesInput>['cheques'], who: Who): Promise<Cheque[]> {
  if (lease.status === 'draft' || lease.status === 'renewed') throw new AppError(409, 'invalid_transition');
  const own = new Set((await installmentsOf(tx, lease.id)).filter((i) => i.status !== 'cancelled').map((i) => i.id));
  for (const [index, c] of list.entries()) if (c.installmentId && !own.has(c.installmentId)) throw new AppError(400, 'validation_failed', { [`cheques.${index}.installmentId`]: 'not_found' });
  const seen = new Set<string>();
  for (const c of list) {
    const key = `${c.bankName.trim().toLowerCase()}|${c.chequeNumber.trim()}`;
    if (seen.has(key)) throw new AppError(409, 'cheque_duplicate', undefined, { number: c.chequeNumber, bank: c.bankName });
    seen.add(key);
    const [clash] = await tx.select({ id: leaseCheques.id }).from(leaseCheques).where(and(eq(leaseCheques.bankName, c.bankName.trim()), eq(leaseCheques.chequeNumber, c.chequeNumber.trim()))).limit(1);
    if (clash) throw new AppError(409, 'cheque_duplicate', undefined, { number: c.chequeNumber, bank: c.bankName });
  }
  return tx
    .insert(leaseCheques)
    .values(
      list.map((c) => ({
        companyId: who.companyId,
        leaseId: lease.id,
        installmentId: c.installmentId ?? null,
        chequeNumber: c.chequeNumber.trim(),
        bankName: c.bankName.trim(),
        chequeDate: c.chequeDate,
        amount: toMoney('amount', c.amount, who.currency),
        notes: c.notes ?? null,
        createdBy: who.userId,
      })),
    )
    .returning();
}

async function lockCheque(tx: Tx, id: string): Promise<Cheque> {
  const [row] = await tx.select().from(leaseCheques).where(eq(leaseCheques.id, id)).for('update');
  if (!row) throw notFound();
  return row;
}

/** A held cheque goes to the bank on or after its date: a billing payment allocated to its instalment first. */
export async function depositCheque(tx: Tx, id: string, input: z.input<typeof depositInput>, who: Who) {
  const cheque = await lockCheque(tx, id);
  if (cheque.status !== 'held') throw new AppError(409, 'invalid_transition');
  const date = paymentDate(input.date, who);
  if (date < cheque.chequeDate) throw new AppError(409, 'cheque_not_due', undefined, { date: cheque.chequeDate });
  const lease = await lockLease(tx, cheque.leaseId);
  const allocations = await allocationPlan(tx, lease, cheque.amount, date, who, cheque.installmentId ? [cheque.installmentId] : []);
  const result = await recordPayment(tx, {
    companyId: who.companyId,
    customerId: lease.customerId,
    leaseId: lease.id,
    paymentDate: date,
    method: 'cheque',
    amount: cheque.amount,
    currency: who.currency,
    chequeNumber: cheque.chequeNumber,
    bankName: cheque.bankName,
    reference: cheque.chequeNumber,
    allocations,
    userId: who.userId,
  });
  const [row] = await tx.update(leaseCheques).set({ status: 'deposited', paymentId: result.payment.id, depositedOn: date, updatedAt: new Date() }).where(eq(leaseCheques.id, id)).returning();
  return { payment: result.payment, cheque: row!, allocated: result.allocated };
}

/** The bank returned a deposited cheque: its payment bounces (rent owed again) and a fee may be charged. */
export async function bounceCheque(tx: Tx, id: string, input: z.input<typeof bounceInput>, who: Who) {
  const cheque = await lockCheque(tx, id);
  if (cheque.status !== 'deposited' || !cheque.paymentId) throw new AppError(409, 'invalid_transition');
  const date = paymentDate(input.date, who);
  if (date < (cheque.depositedOn ?? date)) throw new AppError(400, 'validation_failed', { date: 'bounce_before_payment' });
  await bouncePayment(tx, cheque.paymentId, { date, reason: input.reason, userId: who.userId });
  const [row] = await tx.update(leaseCheques).set({ status: 'bounced', bouncedOn: date, bounceReason: input.reason, updatedAt: new Date() }).where(eq(leaseCheques.id, id)).returning();
  const lease = await lockLease(tx, cheque.leaseId);
  await chargeTenant(tx, lease, { code: 'bounce_fee', amount: toMoney('fee', input.fee ?? '0', who.currency), date, description: `رسوم شيك مرتجع ${cheque.chequeNumber} — ${lease.leaseNumber} / Returned cheque fee`, currency: who.currency, userId: who.userId });
  return row!;
}

/** A held cheque handed back to the tenant (replaced, or no longer owed). */
export async function returnCheque(tx: Tx, id: string, input: z.input<typeof returnInput>, who: Who) {
  const cheque = await lockCheque(tx, id);
  if (cheque.status !== 'held') throw new AppError(409, 'invalid_transition');
  const [row] = await tx
    .update(leaseCheques)
    .set({ status: 'returned', returnedOn: paymentDate(input.date, who), notes: input.reason ?? cheque.notes, updatedAt: new Date() })
    .where(eq(leaseCheques.id, id))
    .returning();
  return row!;
}
