// Posts the payables events that have no ledger entry yet (a company that set up its books after
// it recorded bills and payments): each bill on its bill date (a cancelled one reversed on its
// cancellation day), each payment on its own day. Skips
// what finance lists as posted, so running it twice posts once (decision 031).
import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../../../server/db/client';
import { postedEvents, reverseEvent } from '../../finance/server';
import { postBill, postVendorPayment } from './ledger-events';
import { vendorBillLines, vendorBills, vendorPayments, vendors } from './tables';

export async function backfillPayablesLedger(tx: Tx, companyId: string, dateFor: (date: string) => Promise<string>): Promise<number> {
  // The backfill runs on the platform path (no row-level security): every read names the company.
  const bills = await tx.select().from(vendorBills).where(eq(vendorBills.companyId, companyId)).orderBy(asc(vendorBills.billDate));
  const payments = await tx.select().from(vendorPayments).where(eq(vendorPayments.companyId, companyId)).orderBy(asc(vendorPayments.paidOn));
  if (!bills.length && !payments.length) return 0;
  const byId = new Map((await tx.select().from(vendors).where(eq(vendors.companyId, companyId))).map((v) => [v.id, v]));
  let count = 0;
  const posted = await postedEvents(tx, companyId, 'vendor_bill');
  for (const bill of bills) {
    if (posted.has(`${bill.id}:posted`)) continue;
    const lines = await tx.select({ net: vendorBillLines.net, accountId: vendorBillLines.accountId }).from(vendorBillLines).where(eq(vendorBillLines.billId, bill.id)).orderBy(asc(vendorBillLines.position));
    const entry = await postBill(tx, byId.get(bill.vendorId)!, bill, lines, { date: await dateFor(bill.billDate), userId: null });
    if (!entry) continue;
    count++;
    // A bill cancelled before the books were set up: its entry is reversed on the cancellation day.
    const reversal = bill.cancelledOn ? (await reverseEvent(tx, { companyId, source: { type: 'vendor_bill', id: bill.id }, event: 'posted', date: await dateFor(bill.cancelledOn), userId: null })).entry : null;
    if (reversal) count++;
    await tx.update(vendorBills).set({ journalEntryId: entry.id, reversalEntryId: reversal?.id ?? bill.reversalEntryId }).where(eq(vendorBills.id, bill.id));
  }
  const paid = await postedEvents(tx, companyId, 'vendor_payment');
  for (const p of payments) {
    if (paid.has(`${p.id}:paid`)) continue;
    const entry = await postVendorPayment(tx, byId.get(p.vendorId)!, p, { date: await dateFor(p.paidOn), userId: null });
    if (entry) {
      await tx.update(vendorPayments).set({ journalEntryId: entry.id }).where(eq(vendorPayments.id, p.id));
      count++;
    }
  }
  return count;
}
