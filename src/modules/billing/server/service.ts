// Invoices and payments as other modules create them (contracts bill rentals and return
// charges, and settle deposits). Totals are computed here, exactly, in the company currency.
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../../server/db/client';
import { AppError } from '../../../server/http/errors';
import { formatNumber, nextNumber } from '../../../server/platform/sequences';
import { taxInGross, taxOnNet } from '../../../core/finance';
import { companies } from '../../../server/db/schema';
import { addMoney, compareMoney, multiplyMoney, parseMoney, subtractMoney, sumMoney, type CurrencyCode } from '../../../core/money';
import { postInvoiceCancelled, postInvoiceIssued, postPaymentBounced, postPaymentReceived } from './ledger-events';
import { invoiceLines, invoices, paymentAllocations, payments } from './tables';

export { invoices, payments } from './tables';

export type LineInput = { code?: string; description: string; quantity: string; unitPrice: string };

export type InvoiceInput = {
  companyId: string;
  customerId: string;
  contractId?: string | null;
  leaseId?: string | null;
  kind: 'rental' | 'extras' | 'damages' | 'fines' | 'return_charges' | 'rent' | 'other';
  installment?: number | null;
  issueDate: string;
  dueDate: string;
  currency: CurrencyCode;
  lines: readonly LineInput[];
  discount?: string;
  /** Percent, e.g. '5' for 5 %. */
  taxRate?: string;
  /** Line prices include the VAT; by default the company's setting. */
  pricesIncludeTax?: boolean;
  notes?: string | null;
  userId: string | null;
};

/**
 * subtotal = Σ quantity × unit price; all rounded to the currency. Prices exclusive of VAT: the
 * tax is added on (subtotal − discount). Prices inclusive (the company's setting): the tax is
 * taken out of (subtotal − discount), which is then the total.
 */
export function invoiceTotals(lines: readonly LineInput[], discountIn: string, taxRate: string, currency: CurrencyCode, pricesIncludeTax = false) {
  const priced = lines.map((l) => ({ ...l, unitPrice: parseMoney(l.unitPrice, currency), total: multiplyMoney(l.unitPrice, l.quantity, currency) }));
  const subtotal = parseMoney(sumMoney(priced.map((l) => l.total)), currency);
  const discount = parseMoney(discountIn, currency);
  if (compareMoney(discount, subtotal) > 0) throw new AppError(400, 'discount_exceeds_total', { discount: 'discount_exceeds_total' });
  const taxable = subtractMoney(subtotal, discount);
  if (pricesIncludeTax) return { lines: priced, subtotal, discount, taxAmount: taxInGross(taxable, taxRate, currency), total: parseMoney(taxable, currency) };
  const taxAmount = taxOnNet(taxable, taxRate, currency);
  return { lines: priced, subtotal, discount, taxAmount, total: parseMoney(addMoney(taxable, taxAmount), currency) };
}

async function companyPricesIncludeVat(tx: Tx, companyId: string): Promise<boolean> {
  const [row] = await tx.select({ inclusive: companies.pricesIncludeVat }).from(companies).where(eq(companies.id, companyId));
  return row?.inclusive ?? false;
}

export async function createInvoice(tx: Tx, input: InvoiceInput) {
  const pricesIncludeTax = input.pricesIncludeTax ?? (await companyPricesIncludeVat(tx, input.companyId));
  const totals = invoiceTotals(input.lines, input.discount ?? '0', input.taxRate ?? '0', input.currency, pricesIncludeTax);
  const [invoice] = await tx
    .insert(invoices)
    .values({
      companyId: input.companyId,
      invoiceNumber: formatNumber('INV', await nextNumber(tx, input.companyId, 'invoice'), 5),
      customerId: input.customerId,
      contractId: input.contractId ?? null,
      leaseId: input.leaseId ?? null,
      kind: input.kind,
      installment: input.installment ?? null,
      issueDate: input.issueDate,
      dueDate: input.dueDate,
      currency: input.currency,
      subtotal: totals.subtotal,
      discount: totals.discount,
      taxRate: input.taxRate ?? '0',
      taxAmount: totals.taxAmount,
      pricesIncludeTax,
      total: totals.total,
      status: compareMoney(totals.total, '0') === 0 ? 'paid' : 'pending',
      notes: input.notes ?? null,
      createdBy: input.userId,
    })
    .returning();
  await tx.insert(invoiceLines).values(
    totals.lines.map((l, i) => ({ companyId: input.companyId, invoiceId: invoice!.id, lineNumber: i + 1, code: l.code ?? 'other', description: l.description, quantity: l.quantity, unitPrice: l.unitPrice, total: l.total })),
  );
  const entry = await postInvoiceIssued(tx, invoice!, totals.lines.map((l) => ({ code: l.code ?? 'other', total: l.total })), { userId: input.userId });
  if (!entry) return invoice!;
  await tx.update(invoices).set({ journalEntryId: entry.id }).where(eq(invoices.id, invoice!.id));
  return { ...invoice!, journalEntryId: entry.id };
}

/** Cancels an unpaid invoice on `date` (the company's today) and reverses its ledger entry. */
export async function cancelInvoice(tx: Tx, id: string, opts: { date: string; userId: string | null }) {
  const [row] = await tx.select().from(invoices).where(eq(invoices.id, id)).for('update');
  if (!row) return null;
  if (row.status === 'cancelled') return row;
  if (compareMoney(row.paidAmount, '0') > 0) throw new AppError(409, 'invoice_has_payments');
  // An invoice dated ahead is cancelled no earlier than its own date (a reversal never precedes its entry).
  const cancelledOn = opts.date < row.issueDate ? row.issueDate : opts.date;
  const [updated] = await tx.update(invoices).set({ status: 'cancelled', cancelledOn, updatedAt: new Date() }).where(eq(invoices.id, id)).returning();
  const lines = await tx.select({ code: invoiceLines.code, total: invoiceLines.total }).from(invoiceLines).where(eq(invoiceLines.invoiceId, id));
  await postInvoiceCancelled(tx, updated!, lines, { userId: opts.userId, date: cancelledOn });
  return updated!;
}

export type PaymentInput = {
  companyId: string;
  customerId: string;
  contractId?: string | null;
  leaseId?: string | null;
  paymentDate: string;
  method: 'cash' | 'cheque' | 'bank_transfer' | 'card' | 'deposit';
  amount: string;
  currency: CurrencyCode;
  reference?: string | null;
  chequeNumber?: string | null;
  bankName?: string | null;
  notes?: string | null;
  /** Explicit allocations; when absent the amount goes to the oldest open invoices of the contract or customer. */
  allocations?: ReadonlyArray<{ invoiceId: string; amount: string }>;
  userId: string | null;
};

/**
 * Records a payment and allocates it. Invoices are locked while their paid amounts change, so
 * two cashiers paying one invoice cannot both succeed past its total.
 */
export async function recordPayment(tx: Tx, input: PaymentInput) {
  const amount = parseMoney(input.amount, input.currency);
  const plan = input.allocations ? await explicitPlan(tx, input) : await oldestFirstPlan(tx, input, amount);
  const allocated = parseMoney(sumMoney(plan.map((p) => p.amount)), input.currency);
  if (compareMoney(allocated, amount) > 0) throw new AppError(400, 'allocation_exceeds_payment', { amount: 'allocation_exceeds_payment' });
  const [payment] = await tx
    .insert(payments)
    .values({
      companyId: input.companyId,
      paymentNumber: formatNumber('RCT', await nextNumber(tx, input.companyId, 'payment'), 5),
      customerId: input.customerId,
      contractId: input.contractId ?? null,
      leaseId: input.leaseId ?? null,
      paymentDate: input.paymentDate,
      method: input.method,
      amount,
      currency: input.currency,
      reference: input.reference ?? null,
      chequeNumber: input.chequeNumber ?? null,
      bankName: input.bankName ?? null,
      notes: input.notes ?? null,
      createdBy: input.userId,
    })
    .returning();
  for (const step of plan) {
    await tx.insert(paymentAllocations).values({ companyId: input.companyId, paymentId: payment!.id, invoiceId: step.invoice.id, amount: step.amount });
    const paid = parseMoney(addMoney(step.invoice.paidAmount, step.amount), input.currency);
    await tx
      .update(invoices)
      .set({ paidAmount: paid, status: compareMoney(paid, step.invoice.total) >= 0 ? 'paid' : 'partially_paid', updatedAt: new Date() })
      .where(eq(invoices.id, step.invoice.id));
  }
  const entry = await postPaymentReceived(tx, payment!, plan.map((p) => ({ invoiceId: p.invoice.id, invoiceNumber: p.invoice.invoiceNumber, amount: p.amount })), { userId: input.userId });
  if (entry) await tx.update(payments).set({ journalEntryId: entry.id }).where(eq(payments.id, payment!.id));
  return { payment: { ...payment!, journalEntryId: entry?.id ?? null }, allocated, unallocated: parseMoney(subtractMoney(amount, allocated), input.currency) };
}

/**
 * A cheque the bank returned unpaid, on `date`: the payment stays on record as bounced, the
 * invoices it paid are owed again from that day, and its ledger entry is reversed on that day.
 */
export async function bouncePayment(tx: Tx, id: string, opts: { date: string; reason: string; userId: string | null }) {
  const [payment] = await tx.select().from(payments).where(eq(payments.id, id)).for('update');
  if (!payment) return null;
  if (payment.method !== 'cheque' || payment.status !== 'completed') throw new AppError(409, 'payment_not_bounceable', undefined, { number: payment.paymentNumber });
  // Money already paid back out of the cheque is the company's to recover first.
  if (compareMoney(payment.refundedAmount, '0') > 0) throw new AppError(409, 'payment_has_refunds', undefined, { number: payment.paymentNumber });
  if (opts.date < payment.paymentDate) throw new AppError(400, 'validation_failed', { date: 'bounce_before_payment' });
  const allocated = await tx
    .select({ invoiceId: paymentAllocations.invoiceId, amount: paymentAllocations.amount, invoiceNumber: invoices.invoiceNumber })
    .from(paymentAllocations)
    .innerJoin(invoices, eq(invoices.id, paymentAllocations.invoiceId))
    .where(eq(paymentAllocations.paymentId, id))
    .orderBy(asc(paymentAllocations.invoiceId));
  for (const a of allocated) {
    const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, a.invoiceId)).for('update');
    const paid = subtractMoney(invoice!.paidAmount, a.amount);
    await tx
      .update(invoices)
      .set({ paidAmount: paid, status: invoice!.status === 'cancelled' ? 'cancelled' : compareMoney(paid, '0') > 0 ? 'partially_paid' : 'pending', updatedAt: new Date() })
      .where(eq(invoices.id, a.invoiceId));
  }
  const [row] = await tx.update(payments).set({ status: 'bounced', bouncedOn: opts.date, bounceReason: opts.reason }).where(eq(payments.id, id)).returning();
  await postPaymentBounced(tx, payment, allocated, { userId: opts.userId, date: opts.date });
  return row!;
}

type Step = { invoice: typeof invoices.$inferSelect; amount: string };

async function explicitPlan(tx: Tx, input: PaymentInput): Promise<Step[]> {
  const ids = input.allocations!.map((a) => a.invoiceId);
  const rows = ids.length ? await tx.select().from(invoices).where(inArray(invoices.id, ids)).orderBy(asc(invoices.id)).for('update') : [];
  return input.allocations!.map((a) => {
    const invoice = rows.find((r) => r.id === a.invoiceId);
    if (!invoice || invoice.customerId !== input.customerId) throw new AppError(400, 'validation_failed', { allocations: 'not_found' });
    if (invoice.status === 'cancelled' || invoice.status === 'paid') throw new AppError(409, 'invoice_not_payable', undefined, { number: invoice.invoiceNumber });
    const amount = parseMoney(a.amount, input.currency);
    if (compareMoney(amount, subtractMoney(invoice.total, invoice.paidAmount)) > 0) throw new AppError(400, 'payment_exceeds_balance', undefined, { number: invoice.invoiceNumber });
    return { invoice, amount };
  });
}

async function oldestFirstPlan(tx: Tx, input: PaymentInput, amount: string): Promise<Step[]> {
  const open = await tx
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.customerId, input.customerId),
        input.contractId ? eq(invoices.contractId, input.contractId) : undefined,
        inArray(invoices.status, ['pending', 'partially_paid']),
      ),
    )
    .orderBy(asc(invoices.dueDate), asc(invoices.invoiceNumber))
    .for('update');
  const plan: Step[] = [];
  let left = amount;
  for (const invoice of open) {
    if (compareMoney(left, '0') <= 0) break;
    const balance = subtractMoney(invoice.total, invoice.paidAmount);
    const take = compareMoney(balance, left) <= 0 ? balance : left;
    plan.push({ invoice, amount: parseMoney(take, input.currency) });
    left = subtractMoney(left, take);
  }
  return plan;
}

/** What a contract still owes across its open invoices. */
export async function contractBalance(tx: Tx, contractId: string): Promise<string> {
  const [row] = await tx
    .select({ due: sql<string>`coalesce(sum(${invoices.total} - ${invoices.paidAmount}), 0)` })
    .from(invoices)
    .where(and(eq(invoices.contractId, contractId), ne(invoices.status, 'cancelled')));
  return row?.due ?? '0';
}
export { backfillBillingLedger } from './ledger-backfill';

/** Number and total of invoices other modules link to (a condition check's damage invoice). */
export async function invoiceHeadlines(tx: Tx, ids: readonly string[]) {
  if (!ids.length) return new Map<string, { id: string; invoiceNumber: string; total: string; status: string }>();
  const rows = await tx.select({ id: invoices.id, invoiceNumber: invoices.invoiceNumber, total: invoices.total, status: invoices.status }).from(invoices).where(inArray(invoices.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r]));
}
