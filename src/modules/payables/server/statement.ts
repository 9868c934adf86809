// A vendor statement over a period (decision 051): the opening balance (bills before the period
// less payments before it), each bill and payment of the period with the running balance, and the
// closing balance — what the company owes the vendor, from the vendor's own records.
import { and, eq, gte, lt, lte, sql } from 'drizzle-orm';
import type { Tx } from '../../../server/db/client';
import { parseMoney, subtractMoney, type CurrencyCode } from '../../../core/money';
import { statementRows } from '../../../core/payables';
import type { Vendor } from './service';
import { vendorBills, vendorPayments } from './tables';
import { inTurn } from '../../../server/db/in-turn';

export async function vendorStatement(tx: Tx, vendor: Vendor, period: { from: string; to: string }, currency: CurrencyCode) {
  const [[billedBefore], [paidBefore], [cancelledBefore], bills, cancelled, payments] = await inTurn([
    () => tx.select({ v: sql<string>`coalesce(sum(${vendorBills.total}), 0)::text` }).from(vendorBills).where(and(eq(vendorBills.vendorId, vendor.id), lt(vendorBills.billDate, period.from))),
    () => tx.select({ v: sql<string>`coalesce(sum(${vendorPayments.amount}), 0)::text` }).from(vendorPayments).where(and(eq(vendorPayments.vendorId, vendor.id), lt(vendorPayments.paidOn, period.from))),
    () => tx.select({ v: sql<string>`coalesce(sum(${vendorBills.total}), 0)::text` }).from(vendorBills).where(and(eq(vendorBills.vendorId, vendor.id), lt(vendorBills.cancelledOn, period.from))),
    () => tx.select().from(vendorBills).where(and(eq(vendorBills.vendorId, vendor.id), gte(vendorBills.billDate, period.from), lte(vendorBills.billDate, period.to))),
    () => tx.select().from(vendorBills).where(and(eq(vendorBills.vendorId, vendor.id), gte(vendorBills.cancelledOn, period.from), lte(vendorBills.cancelledOn, period.to))),
    () => tx.select().from(vendorPayments).where(and(eq(vendorPayments.vendorId, vendor.id), gte(vendorPayments.paidOn, period.from), lte(vendorPayments.paidOn, period.to))),
  ]);
  // A bill cancelled stays where it was billed and comes off on the day it was cancelled, as its reversal does in the ledger.
  const opening = parseMoney(subtractMoney(subtractMoney(billedBefore?.v ?? '0', paidBefore?.v ?? '0'), cancelledBefore?.v ?? '0'), currency);
  const s = statementRows(
    opening,
    [
      ...bills.map((b) => ({ date: b.billDate, kind: 'bill' as const, number: b.number, reference: b.vendorReference, amount: b.total, order: b.number })),
      ...cancelled.map((b) => ({ date: b.cancelledOn!, kind: 'cancellation' as const, number: b.number, reference: b.cancelReason, amount: b.total, order: b.number })),
      ...payments.map((p) => ({ date: p.paidOn, kind: 'payment' as const, number: p.number, reference: p.reference, amount: p.amount, order: p.number })),
    ],
    currency,
  );
  return {
    vendor: { id: vendor.id, code: vendor.code, nameAr: vendor.nameAr, nameEn: vendor.nameEn },
    from: period.from,
    to: period.to,
    opening,
    billed: s.billed,
    paid: s.paid,
    closing: s.closing,
    rows: s.rows.map((r) => ({ date: r.date, kind: r.kind, number: r.number, reference: r.reference, debit: r.debit, credit: r.credit, balance: r.balance })),
    currency,
  };
}
