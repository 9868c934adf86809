// Reads of payables: views of vendors, orders, bills and payments, the lists, and a vendor's page
// (its balance, overdue amount, bills, payments and orders). Amounts in the company currency.
import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../../server/db/client';
import { likePattern, type CompanyContext } from '../../../server/http/fields';
import { notFound } from '../../../server/http/errors';
import { billState, PO_STATUSES, type PoStatus, type VendorPaymentMethod } from '../../../core/payables';
import { compareMoney, moneyOut, subtractMoney, sumMoney, type CurrencyCode } from '../../../core/money';
import { ordersAwaitingApproval } from './approval-gate';
import type { Bill, Order, Payment, Vendor } from './service';
import { orderLines } from './service';
import { purchaseOrderLines, purchaseOrders, vendorBillLines, vendorBills, vendorPaymentAllocations, vendorPayments, vendors } from './tables';
import { inTurn } from '../../../server/db/in-turn';

const m = (v: string, c: CurrencyCode) => moneyOut(v, c)!;
type VendorRef = { id: string; code: string; nameAr: string; nameEn: string | null };
const ref = (v: Vendor | VendorRef): VendorRef => ({ id: v.id, code: v.code, nameAr: v.nameAr, nameEn: v.nameEn });

export function vendorView(v: Vendor) {
  const { companyId: _c, createdBy: _b, updatedAt: _u, ...rest } = v;
  return { ...rest, createdAt: v.createdAt.toISOString() };
}

type Line = typeof purchaseOrderLines.$inferSelect | typeof vendorBillLines.$inferSelect;
function lineView(l: Line, c: CurrencyCode) {
  return { position: l.position, description: l.description, quantity: String(Number(l.quantity)), unitPrice: m(l.unitPrice, c), vatRate: String(Number(l.vatRate)), net: m(l.net, c), vat: m(l.vat, c), total: m(l.total, c), accountId: l.accountId };
}

type Awaiting = { id: string; requestNumber: string } | undefined;

export function orderView(o: Order, vendor: VendorRef, billId: string | null, awaiting: Awaiting, c: CurrencyCode) {
  return {
    id: o.id,
    number: o.number,
    vendor: ref(vendor),
    status: o.status as PoStatus,
    orderDate: o.orderDate,
    expectedDate: o.expectedDate,
    accountId: o.accountId,
    subtotal: m(o.subtotal, c),
    vat: m(o.vat, c),
    total: m(o.total, c),
    notes: o.notes,
    approvedOn: o.approvedOn,
    receivedOn: o.receivedOn,
    closedOn: o.closedOn,
    cancelledOn: o.cancelledOn,
    billId,
    awaitingApproval: awaiting ? { id: awaiting.id, number: awaiting.requestNumber } : null,
    currency: c,
  };
}

export function billView(b: Bill, vendor: VendorRef, orderNumber: string | null, ctx: CompanyContext) {
  const c = ctx.currency;
  // A cancelled bill owes nothing.
  const balance = b.cancelledOn ? '0' : subtractMoney(b.total, b.paid);
  return {
    id: b.id,
    number: b.number,
    vendor: ref(vendor),
    orderId: b.orderId,
    orderNumber,
    vendorReference: b.vendorReference,
    billDate: b.billDate,
    dueDate: b.dueDate,
    subtotal: m(b.subtotal, c),
    vat: m(b.vat, c),
    total: m(b.total, c),
    paid: m(b.paid, c),
    balance: m(balance, c),
    state: billState(b.total, b.paid, b.cancelledOn),
    overdue: compareMoney(balance, '0') > 0 && b.dueDate < ctx.today,
    notes: b.notes,
    journalEntryId: b.journalEntryId,
    cancelledOn: b.cancelledOn,
    cancelReason: b.cancelReason,
    reversalEntryId: b.reversalEntryId,
    currency: c,
  };
}

async function refsOf(tx: Tx, ids: string[]): Promise<Map<string, VendorRef>> {
  if (!ids.length) return new Map();
  const rows = await tx.select({ id: vendors.id, code: vendors.code, nameAr: vendors.nameAr, nameEn: vendors.nameEn }).from(vendors).where(inArray(vendors.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r]));
}

export async function paymentViews(tx: Tx, payments: Payment[], c: CurrencyCode) {
  if (!payments.length) return [];
  const allocs = await tx
    .select({ paymentId: vendorPaymentAllocations.paymentId, billId: vendorPaymentAllocations.billId, billNumber: vendorBills.number, amount: vendorPaymentAllocations.amount })
    .from(vendorPaymentAllocations)
    .innerJoin(vendorBills, eq(vendorBills.id, vendorPaymentAllocations.billId))
    .where(inArray(vendorPaymentAllocations.paymentId, payments.map((p) => p.id)))
    .orderBy(asc(vendorBills.number));
  const refs = await refsOf(tx, payments.map((p) => p.vendorId));
  return payments.map((p) => ({
    id: p.id,
    number: p.number,
    vendor: refs.get(p.vendorId)!,
    paidOn: p.paidOn,
    amount: m(p.amount, c),
    method: p.method as VendorPaymentMethod,
    reference: p.reference,
    notes: p.notes,
    journalEntryId: p.journalEntryId,
    allocations: allocs.filter((a) => a.paymentId === p.id).map((a) => ({ billId: a.billId, billNumber: a.billNumber, amount: m(a.amount, c) })),
    currency: c,
  }));
}

export async function billViews(tx: Tx, bills: Bill[], ctx: CompanyContext) {
  const refs = await refsOf(tx, bills.map((b) => b.vendorId));
  const orderIds = bills.flatMap((b) => (b.orderId ? [b.orderId] : []));
  const orders = orderIds.length ? await tx.select({ id: purchaseOrders.id, number: purchaseOrders.number }).from(purchaseOrders).where(inArray(purchaseOrders.id, orderIds)) : [];
  const numbers = new Map(orders.map((o) => [o.id, o.number]));
  return bills.map((b) => billView(b, refs.get(b.vendorId)!, b.orderId ? (numbers.get(b.orderId) ?? null) : null, ctx));
}

export async function orderViews(tx: Tx, orders: Order[], c: CurrencyCode) {
  const refs = await refsOf(tx, orders.map((o) => o.vendorId));
  const ids = orders.map((o) => o.id);
  const bills = ids.length ? await tx.select({ id: vendorBills.id, orderId: vendorBills.orderId }).from(vendorBills).where(inArray(vendorBills.orderId, ids)) : [];
  const billOf = new Map(bills.map((b) => [b.orderId!, b.id]));
  const awaiting = await ordersAwaitingApproval(tx, orders.filter((o) => o.status === 'draft').map((o) => o.id));
  return orders.map((o) => orderView(o, refs.get(o.vendorId)!, billOf.get(o.id) ?? null, awaiting.get(o.id), c));
}

export async function orderDetail(tx: Tx, id: string, c: CurrencyCode) {
  const [o] = await tx.select().from(purchaseOrders).where(eq(purchaseOrders.id, id));
  if (!o) throw notFound();
  const [view] = await orderViews(tx, [o], c);
  return { ...view!, lines: (await orderLines(tx, id)).map((l) => lineView(l, c)) };
}

export async function billDetail(tx: Tx, id: string, ctx: CompanyContext) {
  const [b] = await tx.select().from(vendorBills).where(eq(vendorBills.id, id));
  if (!b) throw notFound();
  const [view] = await billViews(tx, [b], ctx);
  const lines = await tx.select().from(vendorBillLines).where(eq(vendorBillLines.billId, id)).orderBy(asc(vendorBillLines.position));
  return { ...view!, lines: lines.map((l) => lineView(l, ctx.currency)) };
}

export async function paymentDetail(tx: Tx, id: string, c: CurrencyCode) {
  const [p] = await tx.select().from(vendorPayments).where(eq(vendorPayments.id, id));
  if (!p) throw notFound();
  return (await paymentViews(tx, [p], c))[0]!;
}

type ListQ = { page: number; pageSize: number; search?: string; vendorId?: string; status?: string; dir: 'asc' | 'desc' };
const paging = (q: ListQ) => ({ limit: q.pageSize, offset: (q.page - 1) * q.pageSize });

// A one-table select names its columns without the table, so a correlated subquery names the
// outer row's table itself (`vendors.id`), never through the column object.
const VENDOR = sql.raw('vendors.id');
const balanceSql = sql<string>`coalesce((select sum(b.total - b.paid) from vendor_bills b where b.vendor_id = ${VENDOR} and b.cancelled_on is null), 0)::text`;

export async function vendorList(tx: Tx, q: ListQ, ctx: CompanyContext) {
  const like = q.search ? likePattern(q.search) : null;
  const filter = like ? or(ilike(vendors.nameAr, like), ilike(vendors.nameEn, like), ilike(vendors.code, like), ilike(vendors.vatNumber, like), ilike(vendors.phone, like)) : undefined;
  const overdueSql = sql<string>`coalesce((select sum(b.total - b.paid) from vendor_bills b where b.vendor_id = ${VENDOR} and b.cancelled_on is null and b.due_date < ${ctx.today}::date), 0)::text`;
  const [rows, [count]] = await inTurn([
    () => tx
      .select({ v: vendors, balance: balanceSql, overdue: overdueSql, openBills: sql<number>`(select count(*)::int from vendor_bills b where b.vendor_id = ${VENDOR} and b.cancelled_on is null and b.paid < b.total)` })
      .from(vendors)
      .where(filter)
      .orderBy(q.dir === 'desc' ? desc(vendors.code) : asc(vendors.code))
      .limit(paging(q).limit)
      .offset(paging(q).offset),
    () => tx.select({ n: sql<number>`count(*)::int`, balance: sql<string>`coalesce(sum(${balanceSql}::numeric), 0)::text`, overdue: sql<string>`coalesce(sum(${overdueSql}::numeric), 0)::text` }).from(vendors).where(filter),
  ]);
  const c = ctx.currency;
  return {
    items: rows.map((r) => ({ ...vendorView(r.v), balance: m(r.balance, c), overdue: m(r.overdue, c), openBills: r.openBills })),
    totals: { balance: m(count?.balance ?? '0', c), overdue: m(count?.overdue ?? '0', c) },
    total: count?.n ?? 0,
    page: q.page,
    pageSize: q.pageSize,
    currency: c,
  };
}

export async function vendorDetail(tx: Tx, id: string, ctx: CompanyContext) {
  const [v] = await tx.select().from(vendors).where(eq(vendors.id, id));
  if (!v) throw notFound();
  const [bills, payments, orders] = await inTurn([
    () => tx.select().from(vendorBills).where(eq(vendorBills.vendorId, id)).orderBy(desc(vendorBills.billDate), desc(vendorBills.number)),
    () => tx.select().from(vendorPayments).where(eq(vendorPayments.vendorId, id)).orderBy(desc(vendorPayments.paidOn), desc(vendorPayments.number)),
    () => tx.select().from(purchaseOrders).where(eq(purchaseOrders.vendorId, id)).orderBy(desc(purchaseOrders.orderDate), desc(purchaseOrders.number)),
  ]);
  const billList = await billViews(tx, bills, ctx);
  const c = ctx.currency;
  return {
    ...vendorView(v),
    balance: m(sumMoney(billList.map((b) => b.balance)), c),
    overdue: m(sumMoney(billList.filter((b) => b.overdue).map((b) => b.balance)), c),
    bills: billList,
    payments: await paymentViews(tx, payments, c),
    orders: await orderViews(tx, orders, c),
    currency: c,
  };
}

export async function orderList(tx: Tx, q: ListQ, c: CurrencyCode) {
  const statuses = (q.status ?? '').split(',').filter((s) => (PO_STATUSES as readonly string[]).includes(s));
  const narrowing: SQL[] = [];
  if (q.vendorId) narrowing.push(eq(purchaseOrders.vendorId, q.vendorId));
  if (q.search) narrowing.push(or(ilike(purchaseOrders.number, likePattern(q.search)), sql`exists (select 1 from vendors v where v.id = ${sql.raw('purchase_orders.vendor_id')} and (v.name_ar ilike ${likePattern(q.search)} or v.name_en ilike ${likePattern(q.search)}))`)!);
  const filter = and(...narrowing, statuses.length ? inArray(purchaseOrders.status, statuses) : undefined);
  const [rows, counts] = await inTurn([
    () => tx.select().from(purchaseOrders).where(filter).orderBy(q.dir === 'desc' ? desc(purchaseOrders.number) : asc(purchaseOrders.number)).limit(paging(q).limit).offset(paging(q).offset),
    () => tx.select({ key: purchaseOrders.status, n: sql<number>`count(*)::int` }).from(purchaseOrders).where(narrowing.length ? and(...narrowing) : undefined).groupBy(purchaseOrders.status),
  ]);
  const byStatus = Object.fromEntries(counts.map((r) => [r.key, r.n]));
  const total = Object.entries(byStatus).reduce((s, [k, n]) => s + (!statuses.length || statuses.includes(k) ? n : 0), 0);
  return { items: await orderViews(tx, rows, c), total, page: q.page, pageSize: q.pageSize, currency: c, counts: byStatus };
}

export async function billList(tx: Tx, q: ListQ, ctx: CompanyContext) {
  const narrowing: SQL[] = [];
  if (q.vendorId) narrowing.push(eq(vendorBills.vendorId, q.vendorId));
  if (q.search) narrowing.push(or(ilike(vendorBills.number, likePattern(q.search)), ilike(vendorBills.vendorReference, likePattern(q.search)))!);
  if (q.status === 'open') narrowing.push(sql`${vendorBills.cancelledOn} is null and ${vendorBills.paid} < ${vendorBills.total}`);
  if (q.status === 'paid') narrowing.push(sql`${vendorBills.paid} >= ${vendorBills.total}`);
  if (q.status === 'overdue') narrowing.push(sql`${vendorBills.cancelledOn} is null and ${vendorBills.paid} < ${vendorBills.total} and ${vendorBills.dueDate} < ${ctx.today}::date`);
  if (q.status === 'cancelled') narrowing.push(sql`${vendorBills.cancelledOn} is not null`);
  const filter = narrowing.length ? and(...narrowing) : undefined;
  const [rows, [count]] = await inTurn([
    () => tx.select().from(vendorBills).where(filter).orderBy(q.dir === 'desc' ? desc(vendorBills.billDate) : asc(vendorBills.billDate), desc(vendorBills.number)).limit(paging(q).limit).offset(paging(q).offset),
    () => tx.select({ n: sql<number>`count(*)::int` }).from(vendorBills).where(filter),
  ]);
  return { items: await billViews(tx, rows, ctx), total: count?.n ?? 0, page: q.page, pageSize: q.pageSize, currency: ctx.currency };
}

export async function paymentList(tx: Tx, q: ListQ, c: CurrencyCode) {
  const filter = q.vendorId ? eq(vendorPayments.vendorId, q.vendorId) : q.search ? or(ilike(vendorPayments.number, likePattern(q.search)), ilike(vendorPayments.reference, likePattern(q.search))) : undefined;
  const [rows, [count]] = await inTurn([
    () => tx.select().from(vendorPayments).where(filter).orderBy(q.dir === 'desc' ? desc(vendorPayments.paidOn) : asc(vendorPayments.paidOn), desc(vendorPayments.number)).limit(paging(q).limit).offset(paging(q).offset),
    () => tx.select({ n: sql<number>`count(*)::int` }).from(vendorPayments).where(filter),
  ]);
  return { items: await paymentViews(tx, rows, c), total: count?.n ?? 0, page: q.page, pageSize: q.pageSize, currency: c };
}
