// Posts billing's past events (invoices issued and cancelled, payments, refunds) that have no ledger entry
// yet: the demo data, invoices made before the company set up its ledger, data from before this
// wiring. Idempotent: it asks the ledger which events already have their entry and posts only the
// rest, each through the same ledger-events functions a live event uses (decision 031).
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { batches } from '../../../server/db/batches';
import type { Tx } from '../../../server/db/client';
import { postedEvents } from '../../finance/server';
import { postInvoiceCancelled, postInvoiceIssued, postPaymentBounced, postPaymentReceived, postPaymentRefunded, type Allocation } from './ledger-events';
import { invoiceLines, invoices, paymentAllocations, paymentRefunds, payments } from './tables';

/** `dateFor` moves a date out of a closed month (finance's postingDateFor, cached by the caller). */
export async function backfillBillingLedger(tx: Tx, companyId: string, dateFor: (date: string) => Promise<string>): Promise<number> {
  let posted = 0;
  const linked = { invoices: [] as Array<[string, string]>, payments: [] as Array<[string, string]> };
  const invoiceEntries = await postedEvents(tx, companyId, 'invoice');
  const allInvoices = await tx.select().from(invoices).where(eq(invoices.companyId, companyId)).orderBy(asc(invoices.issueDate), asc(invoices.invoiceNumber));
  const todo = allInvoices.filter((i) => {
    const issued = invoiceEntries.get(`${i.id}:issued`);
    return !issued || (i.status === 'cancelled' && !issued.reversed);
  });
  const lines = await linesOf(tx, companyId, todo.map((i) => i.id));
  for (const invoice of todo) {
    const own = lines.get(invoice.id) ?? [];
    const date = await dateFor(invoice.issueDate);
    const entry = await postInvoiceIssued(tx, invoice, own, { userId: null, date });
    if (entry && !invoice.journalEntryId) linked.invoices.push([invoice.id, entry.id]);
    if (entry && !invoiceEntries.has(`${invoice.id}:issued`)) posted++;
    if (entry && invoice.status === 'cancelled') {
      await postInvoiceCancelled(tx, invoice, own, { userId: null, date: await dateFor(invoice.cancelledOn ?? invoice.issueDate), issueDate: date });
      posted++;
    }
  }

  const paymentEntries = await postedEvents(tx, companyId, 'payment');
  const allPayments = await tx.select().from(payments).where(eq(payments.companyId, companyId)).orderBy(asc(payments.paymentDate), asc(payments.paymentNumber));
  const unposted = allPayments.filter((p) => {
    const received = paymentEntries.get(`${p.id}:received`);
    if (p.status === 'bounced') return !received?.reversed;
    return !received && !paymentEntries.has(`${p.id}:deposit_applied`);
  });
  const allocations = await allocationsOf(tx, companyId, unposted.map((p) => p.id));
  for (const payment of unposted) {
    const date = await dateFor(payment.paymentDate);
    const entry = await postPaymentReceived(tx, payment, allocations.get(payment.id) ?? [], { userId: null, date });
    if (!entry) continue;
    if (!payment.journalEntryId) linked.payments.push([payment.id, entry.id]);
    if (!paymentEntries.has(`${payment.id}:received`) && !paymentEntries.has(`${payment.id}:deposit_applied`)) posted++;
    if (payment.status === 'bounced') {
      await postPaymentBounced(tx, payment, allocations.get(payment.id) ?? [], { userId: null, date: await dateFor(payment.bouncedOn!), receivedDate: date });
      posted++;
    }
  }
  // Refunds of payments' credit, after the receipts they came out of.
  const refundEntries = await postedEvents(tx, companyId, 'payment_refund');
  const refunds = await tx
    .select({ refund: paymentRefunds, customerId: payments.customerId, paymentNumber: payments.paymentNumber })
    .from(paymentRefunds)
    .innerJoin(payments, eq(payments.id, paymentRefunds.paymentId))
    .where(eq(paymentRefunds.companyId, companyId))
    .orderBy(asc(paymentRefunds.refundDate), asc(paymentRefunds.refundNumber));
  for (const r of refunds.filter((x) => !refundEntries.has(`${x.refund.id}:refunded`))) {
    const entry = await postPaymentRefunded(tx, r.refund, r, { userId: null, date: await dateFor(r.refund.refundDate) });
    if (!entry) continue;
    await tx.update(paymentRefunds).set({ journalEntryId: entry.id }).where(eq(paymentRefunds.id, r.refund.id));
    posted++;
  }
  // The records point at their entries: a statement per 500 records, not one per record.
  for (const [table, pairs] of [['invoices', linked.invoices], ['payments', linked.payments]] as const) {
    for (const run of batches(pairs, 500)) {
      const values = sql.join(run.map(([id, entry]) => sql`(${id}::uuid, ${entry}::uuid)`), sql`, `);
      await tx.execute(sql`update ${sql.identifier(table)} r set journal_entry_id = v.entry from (values ${values}) as v(id, entry) where r.id = v.id and r.company_id = ${companyId}`);
    }
  }
  return posted;
}

async function linesOf(tx: Tx, companyId: string, ids: readonly string[]) {
  const out = new Map<string, Array<{ code: string; total: string }>>();
  for (const run of batches(ids, 1000)) {
    const rows = await tx
      .select({ invoiceId: invoiceLines.invoiceId, code: invoiceLines.code, total: invoiceLines.total })
      .from(invoiceLines)
      .where(and(eq(invoiceLines.companyId, companyId), inArray(invoiceLines.invoiceId, run)))
      .orderBy(asc(invoiceLines.invoiceId), asc(invoiceLines.lineNumber));
    for (const r of rows) out.set(r.invoiceId, [...(out.get(r.invoiceId) ?? []), r]);
  }
  return out;
}

async function allocationsOf(tx: Tx, companyId: string, ids: readonly string[]) {
  const out = new Map<string, Allocation[]>();
  for (const run of batches(ids, 1000)) {
    const rows = await tx
      .select({ paymentId: paymentAllocations.paymentId, invoiceId: paymentAllocations.invoiceId, invoiceNumber: invoices.invoiceNumber, amount: paymentAllocations.amount })
      .from(paymentAllocations)
      .innerJoin(invoices, eq(invoices.id, paymentAllocations.invoiceId))
      .where(and(eq(paymentAllocations.companyId, companyId), inArray(paymentAllocations.paymentId, run)))
      .orderBy(asc(paymentAllocations.paymentId), asc(invoices.invoiceNumber));
    for (const r of rows) out.set(r.paymentId, [...(out.get(r.paymentId) ?? []), r]);
  }
  return out;
}
