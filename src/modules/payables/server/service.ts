// The life of payables (decision 051): vendors; purchase orders draft → approved → received →
// billed → closed (cancelled from draft or approved); bills from a received order or direct, posted
// at once; payments allocated to one or more open bills of the vendor, posted at once. Each runs in
// the caller's transaction; `who.today` is the company's local today. Refusals write nothing.
import type { z } from '@hono/zod-openapi';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../../server/db/client';
import { AppError, notFound } from '../../../server/http/errors';
import { formatNumber, nextNumber } from '../../../server/platform/sequences';
import { checkAllocations, documentTotals, dueDateOf, nextPoStatus, type PoAction, type PoStatus } from '../../../core/payables';
import { addMoney, compareMoney, subtractMoney, toMoney, type CurrencyCode } from '../../../core/money';
import { reverseEvent } from '../../finance/server';
import { gateOrderApproval, withdrawOrderApproval } from './approval-gate';
import { postBill, postVendorPayment } from './ledger-events';
import type { billFromOrderInput, billInput, lineInput, orderInput, paymentInput, vendorInput, vendorPatch } from './schemas';
import { purchaseOrderLines, purchaseOrders, vendorBillLines, vendorBills, vendorPaymentAllocations, vendorPayments, vendors } from './tables';

export type Who = { companyId: string; userId: string | null; today: string; currency: CurrencyCode };
export type Vendor = typeof vendors.$inferSelect;
export type Order = typeof purchaseOrders.$inferSelect;
export type Bill = typeof vendorBills.$inferSelect;
export type Payment = typeof vendorPayments.$inferSelect;

export async function createVendor(tx: Tx, input: z.input<typeof vendorInput>, who: Who): Promise<Vendor> {
  const [row] = await tx
    .insert(vendors)
    .values({ ...input, companyId: who.companyId, code: formatNumber('V', await nextNumber(tx, who.companyId, 'vendors'), 4), createdBy: who.userId })
    .returning();
  return row!;
}

export async function requireVendor(tx: Tx, id: string, lock = false): Promise<Vendor> {
  const q = tx.select().from(vendors).where(eq(vendors.id, id));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw notFound();
  return row;
}

export async function updateVendor(tx: Tx, id: string, input: z.input<typeof vendorPatch>): Promise<Vendor> {
  await requireVendor(tx, id, true);
  const [row] = await tx.update(vendors).set({ ...input, updatedAt: new Date() }).where(eq(vendors.id, id)).returning();
  return row!;
}

/** A vendor that may receive new documents (a vendor of another company is simply not found). */
async function activeVendor(tx: Tx, id: string, field = 'vendorId'): Promise<Vendor> {
  const [vendor] = await tx.select().from(vendors).where(eq(vendors.id, id));
  if (!vendor) throw new AppError(400, 'validation_failed', { [field]: 'not_found' });
  if (!vendor.isActive) throw new AppError(409, 'payables_vendor_inactive');
  return vendor;
}

type LineIn = z.input<typeof lineInput>;

/** Lines priced in the company currency (unit prices rounded to it), or a 400 naming the field. */
function priced(lines: readonly LineIn[], currency: CurrencyCode, defaultAccount: string | null = null) {
  const rounded = lines.map((l, i) => ({ ...l, unitPrice: toMoney(`lines.${i}.unitPrice`, l.unitPrice, currency) }));
  const totals = documentTotals(rounded, currency);
  const rows = rounded.map((l, i) => ({ position: i + 1, description: l.description, quantity: l.quantity, unitPrice: l.unitPrice, vatRate: l.vatRate, ...totals.lines[i]!, accountId: l.accountId ?? defaultAccount }));
  return { rows, subtotal: totals.subtotal, vat: totals.vat, total: totals.total };
}

export async function createOrder(tx: Tx, input: z.input<typeof orderInput>, who: Who): Promise<Order> {
  await activeVendor(tx, input.vendorId);
  const { rows, subtotal, vat, total } = priced(input.lines, who.currency);
  const [order] = await tx
    .insert(purchaseOrders)
    .values({
      companyId: who.companyId,
      number: formatNumber('PO', await nextNumber(tx, who.companyId, 'purchase_orders'), 5),
      vendorId: input.vendorId,
      orderDate: input.orderDate ?? who.today,
      expectedDate: input.expectedDate ?? null,
      accountId: input.accountId ?? null,
      subtotal,
      vat,
      total,
      notes: input.notes ?? null,
      createdBy: who.userId,
    })
    .returning();
  await tx.insert(purchaseOrderLines).values(rows.map((r) => ({ ...r, companyId: who.companyId, orderId: order!.id })));
  return order!;
}

export async function lockOrder(tx: Tx, id: string): Promise<Order> {
  const [row] = await tx.select().from(purchaseOrders).where(eq(purchaseOrders.id, id)).for('update');
  if (!row) throw notFound();
  return row;
}

const DATE_OF: Record<PoAction, 'approvedOn' | 'receivedOn' | 'closedOn' | 'cancelledOn'> = { approve: 'approvedOn', receive: 'receivedOn', close: 'closedOn', cancel: 'cancelledOn' };

/**
 * Moves an order on. Approving a draft the company's workflow gates opens (or finds) its approval
 * request instead and returns the order unchanged, still a draft; cancelling withdraws the request.
 */
export async function orderAction(tx: Tx, id: string, action: PoAction, input: { date?: string }, who: Who): Promise<Order> {
  const order = await lockOrder(tx, id);
  const next = nextPoStatus(order.status as PoStatus, action);
  if (!next) throw new AppError(409, 'payables_po_invalid_status', undefined, { status: order.status });
  if (action === 'approve' && (await gateOrderApproval(tx, order, await requireVendor(tx, order.vendorId), who.currency, who.userId))) return order;
  if (action === 'cancel') await withdrawOrderApproval(tx, id);
  const [row] = await tx.update(purchaseOrders).set({ status: next, [DATE_OF[action]]: input.date ?? who.today, updatedAt: new Date() }).where(eq(purchaseOrders.id, id)).returning();
  return row!;
}

export async function orderLines(tx: Tx, orderId: string) {
  return tx.select().from(purchaseOrderLines).where(eq(purchaseOrderLines.orderId, orderId)).orderBy(asc(purchaseOrderLines.position));
}

type BillHead = { vendorReference?: string | null; billDate?: string; dueDate?: string | null; notes?: string | null };

async function writeBill(tx: Tx, vendor: Vendor, head: BillHead, lines: ReturnType<typeof priced>, orderId: string | null, who: Who): Promise<Bill> {
  if (compareMoney(lines.total, '0') <= 0) throw new AppError(400, 'validation_failed', { lines: 'payables_bill_zero_total' });
  const billDate = head.billDate ?? who.today;
  const dueDate = head.dueDate ?? dueDateOf(billDate, vendor.paymentTermsDays);
  if (dueDate < billDate) throw new AppError(400, 'validation_failed', { dueDate: 'payables_due_before_bill' });
  const [bill] = await tx
    .insert(vendorBills)
    .values({
      companyId: who.companyId,
      number: formatNumber('BILL', await nextNumber(tx, who.companyId, 'vendor_bills'), 5),
      vendorId: vendor.id,
      orderId,
      vendorReference: head.vendorReference ?? null,
      billDate,
      dueDate,
      subtotal: lines.subtotal,
      vat: lines.vat,
      total: lines.total,
      notes: head.notes ?? null,
      createdBy: who.userId,
    })
    .returning();
  await tx.insert(vendorBillLines).values(lines.rows.map((r) => ({ ...r, companyId: who.companyId, billId: bill!.id })));
  const entry = await postBill(tx, vendor, bill!, lines.rows, { userId: who.userId });
  if (!entry) return bill!;
  const [posted] = await tx.update(vendorBills).set({ journalEntryId: entry.id }).where(eq(vendorBills.id, bill!.id)).returning();
  return posted!;
}

export async function createBill(tx: Tx, input: z.input<typeof billInput>, who: Who): Promise<Bill> {
  const vendor = await activeVendor(tx, input.vendorId);
  return writeBill(tx, vendor, input, priced(input.lines, who.currency), null, who);
}

/**
 * Cancels a bill entered in error (decision 051): only while nothing is paid on it, never dated
 * before the bill. Its entry is reversed on the cancellation day (the payables account and the aging
 * agree on every day before and after), and an order it billed is received again, ready to be billed.
 */
export async function cancelBill(tx: Tx, id: string, input: { reason: string; date?: string }, who: Who): Promise<Bill> {
  const [bill] = await tx.select().from(vendorBills).where(eq(vendorBills.id, id)).for('update');
  if (!bill) throw notFound();
  if (bill.cancelledOn) throw new AppError(409, 'payables_bill_cancelled');
  if (compareMoney(bill.paid, '0') > 0) throw new AppError(409, 'payables_bill_has_payments');
  const cancelledOn = input.date ?? who.today;
  if (cancelledOn < bill.billDate) throw new AppError(400, 'validation_failed', { date: 'payables_cancel_before_bill' });
  const reversal = bill.journalEntryId ? await reverseEvent(tx, { companyId: who.companyId, source: { type: 'vendor_bill', id: bill.id }, event: 'posted', date: cancelledOn, userId: who.userId }) : null;
  const [row] = await tx
    .update(vendorBills)
    .set({ cancelledOn, cancelReason: input.reason, reversalEntryId: reversal?.entry.id ?? null })
    .where(eq(vendorBills.id, id))
    .returning();
  if (bill.orderId) await tx.update(purchaseOrders).set({ status: 'received', closedOn: null, updatedAt: new Date() }).where(and(eq(purchaseOrders.id, bill.orderId), inArray(purchaseOrders.status, ['billed', 'closed'])));
  return row!;
}

/** Bills a received order with its lines (each line keeps its account, else the order's); the order becomes billed. */
export async function billOrder(tx: Tx, orderId: string, input: z.input<typeof billFromOrderInput>, who: Who): Promise<Bill> {
  const order = await lockOrder(tx, orderId);
  if (order.status !== 'received') throw new AppError(409, 'payables_po_not_received');
  const vendor = await activeVendor(tx, order.vendorId);
  const lines = (await orderLines(tx, orderId)).map((l) => ({ description: l.description, quantity: l.quantity, unitPrice: l.unitPrice, vatRate: l.vatRate, accountId: l.accountId ?? order.accountId }));
  const bill = await writeBill(tx, vendor, input, priced(lines, who.currency), orderId, who);
  await tx.update(purchaseOrders).set({ status: 'billed', updatedAt: new Date() }).where(eq(purchaseOrders.id, orderId));
  return bill;
}

export async function recordPayment(tx: Tx, input: z.input<typeof paymentInput>, who: Who): Promise<Payment> {
  const vendor = await requireVendorField(tx, input.vendorId);
  const paidOn = input.paidOn ?? who.today;
  const ids = input.allocations.map((a) => a.billId);
  const bills = await tx.select().from(vendorBills).where(and(eq(vendorBills.vendorId, vendor.id), inArray(vendorBills.id, ids))).orderBy(asc(vendorBills.id)).for('update');
  const open = bills.filter((b) => !b.cancelledOn && compareMoney(b.paid, b.total) < 0);
  const balances = new Map(open.map((b) => [b.id, subtractMoney(b.total, b.paid)]));
  const checked = checkAllocations(input.allocations, balances, who.currency);
  if ('error' in checked) {
    // A repeated bill is named at its second appearance; anything else at its only one.
    const i = checked.error === 'duplicate_bill' ? input.allocations.findLastIndex((a) => a.billId === checked.billId) : input.allocations.findIndex((a) => a.billId === checked.billId);
    if (checked.error === 'over_allocation') {
      const bill = open.find((b) => b.id === checked.billId)!;
      throw new AppError(400, 'payables_over_allocation', { [`allocations.${i}.amount`]: 'payables_over_balance' }, { bill: bill.number, balance: checked.balance });
    }
    const field = checked.error === 'invalid_amount' ? [`allocations.${i}.amount`, 'invalid_amount'] : [`allocations.${i}.billId`, checked.error === 'duplicate_bill' ? 'payables_duplicate_bill' : 'payables_bill_not_open'];
    throw new AppError(400, 'validation_failed', { [field[0]!]: field[1]! });
  }
  if (open.some((b) => b.billDate > paidOn)) throw new AppError(400, 'validation_failed', { paidOn: 'payables_paid_before_bill' });
  const [payment] = await tx
    .insert(vendorPayments)
    .values({
      companyId: who.companyId,
      number: formatNumber('VP', await nextNumber(tx, who.companyId, 'vendor_payments'), 5),
      vendorId: vendor.id,
      paidOn,
      amount: checked.amount,
      method: input.method,
      reference: input.reference ?? null,
      notes: input.notes ?? null,
      createdBy: who.userId,
    })
    .returning();
  await tx.insert(vendorPaymentAllocations).values(checked.allocations.map((a) => ({ companyId: who.companyId, paymentId: payment!.id, billId: a.billId, amount: a.amount })));
  for (const a of checked.allocations) {
    const bill = open.find((b) => b.id === a.billId)!;
    await tx.update(vendorBills).set({ paid: addMoney(bill.paid, a.amount) }).where(eq(vendorBills.id, a.billId));
  }
  const entry = await postVendorPayment(tx, vendor, payment!, { userId: who.userId });
  if (!entry) return payment!;
  const [posted] = await tx.update(vendorPayments).set({ journalEntryId: entry.id }).where(eq(vendorPayments.id, payment!.id)).returning();
  return posted!;
}

/** A payment names its vendor in the body: an unknown one is a field error, not a 404. */
async function requireVendorField(tx: Tx, id: string): Promise<Vendor> {
  const [vendor] = await tx.select().from(vendors).where(eq(vendors.id, id));
  if (!vendor) throw new AppError(400, 'validation_failed', { vendorId: 'not_found' });
  return vendor;
}

// src/server's ledger backfill imports module steps from their service (decision 031).
export { backfillPayablesLedger } from './ledger-backfill';
