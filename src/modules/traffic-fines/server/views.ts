// Reads of fines as the pages show them: the vehicle, the renter and contract, the recharge
// invoice, what is still owed to the authority, and the totals (outstanding, unrecovered).
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../../server/db/client';
import { notFound } from '../../../server/http/errors';
import { likePattern, type CompanyContext } from '../../../server/http/fields';
import { FINE_STATUSES } from '../../../core/fleet';
import { moneyOut, subtractMoney } from '../../../core/money';
import { invoices } from '../../billing/server/tables';
import { contracts } from '../../contracts/server/tables';
import { customers } from '../../customers/server/tables';
import { vehicles } from '../../fleet/server/tables';
import { formatInZone } from './format';
import { trafficViolationPayments, trafficViolations } from './tables';
import { finesAwaitingWaiver } from './waiver-gate';
import { inTurn } from '../../../server/db/in-turn';

const columns = {
  fine: trafficViolations,
  vehicleName: sql<string | null>`${vehicles.make} || ' ' || ${vehicles.model}`,
  contractNumber: contracts.contractNumber,
  customerNameAr: customers.nameAr,
  customerNameEn: customers.nameEn,
  rechargeInvoiceNumber: invoices.invoiceNumber,
};

const joined = (tx: Tx) =>
  tx
    .select(columns)
    .from(trafficViolations)
    .innerJoin(vehicles, eq(vehicles.id, trafficViolations.vehicleId))
    .leftJoin(contracts, eq(contracts.id, trafficViolations.contractId))
    .leftJoin(customers, eq(customers.id, trafficViolations.customerId))
    .leftJoin(invoices, eq(invoices.id, trafficViolations.rechargeInvoiceId));

type Row = Awaited<ReturnType<ReturnType<typeof joined>['execute']>>[number];

type Waiting = { id: string; requestNumber: string } | undefined;

export function fineView(r: Row, ctx: CompanyContext, waiting?: Waiting) {
  const f = r.fine;
  const m = (v: string) => moneyOut(v, ctx.currency)!;
  return {
    id: f.id,
    violationNumber: f.violationNumber,
    vehicleId: f.vehicleId,
    plate: f.plate,
    vehicleName: r.vehicleName,
    violatedAt: f.violatedAt.toISOString(),
    violatedLocal: formatInZone(f.violatedAt, ctx.timezone),
    location: f.location,
    violationType: f.violationType,
    description: f.description,
    authority: f.authority,
    amount: m(f.amount),
    points: f.points,
    status: f.status as 'pending',
    responsible: f.responsible as 'customer',
    contractId: f.contractId,
    contractNumber: r.contractNumber,
    customerId: f.customerId,
    customerNameAr: r.customerNameAr,
    customerNameEn: r.customerNameEn,
    matchReason: f.matchReason as 'within_contract',
    matchDetail: f.matchDetail,
    matchedBy: f.matchedBy as 'auto',
    paidAmount: m(f.paidAmount),
    outstanding: m(f.status === 'cancelled' ? '0' : subtractMoney(f.amount, f.paidAmount)),
    rechargeMethod: f.rechargeMethod as 'invoice' | null,
    rechargeFee: f.rechargeFee === null ? null : m(f.rechargeFee),
    rechargeTotal: f.rechargeTotal === null ? null : m(f.rechargeTotal),
    rechargeInvoiceId: f.rechargeInvoiceId,
    rechargeInvoiceNumber: r.rechargeInvoiceNumber,
    rechargedOn: f.rechargedOn,
    waivedOn: f.waivedOn,
    waiverReason: f.waiverReason,
    awaitingApproval: waiting ? { id: waiting.id, number: waiting.requestNumber } : null,
    source: f.source,
    notes: f.notes,
    createdAt: f.createdAt.toISOString(),
  };
}

export type FineFilter = { search?: string; status?: string; responsible?: string; vehicleId?: string; customerId?: string };

function narrowing(q: FineFilter): SQL[] {
  const out: SQL[] = [];
  if (q.search) {
    const like = likePattern(q.search);
    const plain = likePattern(q.search.replace(/[\s-]+/g, ''));
    out.push(or(ilike(trafficViolations.violationNumber, like), sql`regexp_replace(${trafficViolations.plate}, '[\\s-]+', '', 'g') ilike ${plain}`, sql`${customers.searchName} ilike ${like}`, ilike(contracts.contractNumber, like))!);
  }
  if (q.responsible) out.push(eq(trafficViolations.responsible, q.responsible));
  if (q.vehicleId) out.push(eq(trafficViolations.vehicleId, q.vehicleId));
  if (q.customerId) out.push(eq(trafficViolations.customerId, q.customerId));
  return out;
}

/** Outstanding: not yet paid to the authority. Unrecovered: paid by the company, not recharged. */
export async function fineTotals(tx: Tx, where: SQL | undefined, ctx: CompanyContext) {
  const live = sql`${trafficViolations.status} <> 'cancelled'`;
  const [row] = await tx
    .select({
      count: sql<number>`count(*) filter (where ${live})`.mapWith(Number),
      amount: sql<string>`coalesce(sum(${trafficViolations.amount}) filter (where ${live}), 0)::text`,
      outstanding: sql<string>`coalesce(sum(${trafficViolations.amount} - ${trafficViolations.paidAmount}) filter (where ${live}), 0)::text`,
      unrecovered: sql<string>`coalesce(sum(${trafficViolations.paidAmount}) filter (where ${live} and ${trafficViolations.status} <> 'recharged'), 0)::text`,
      recharged: sql<string>`coalesce(sum(${trafficViolations.rechargeTotal}) filter (where ${trafficViolations.status} = 'recharged'), 0)::text`,
    })
    .from(trafficViolations)
    .innerJoin(vehicles, eq(vehicles.id, trafficViolations.vehicleId))
    .leftJoin(contracts, eq(contracts.id, trafficViolations.contractId))
    .leftJoin(customers, eq(customers.id, trafficViolations.customerId))
    .where(where);
  const m = (v: string) => moneyOut(v, ctx.currency)!;
  return { count: row!.count, amount: m(row!.amount), outstanding: m(row!.outstanding), unrecovered: m(row!.unrecovered), recharged: m(row!.recharged) };
}

export async function listFines(tx: Tx, q: FineFilter & { page: number; pageSize: number; sort: 'at' | 'number' | 'amount'; dir: 'asc' | 'desc' }, ctx: CompanyContext) {
  const statuses = (q.status ?? '').split(',').filter((s) => (FINE_STATUSES as readonly string[]).includes(s));
  const narrow = narrowing(q);
  const filter = and(...narrow, statuses.length ? inArray(trafficViolations.status, statuses) : undefined);
  const sorts = { at: trafficViolations.violatedAt, number: trafficViolations.violationNumber, amount: trafficViolations.amount };
  const [rows, counts, totals] = await inTurn([
    () => joined(tx)
      .where(filter)
      .orderBy(q.dir === 'desc' ? desc(sorts[q.sort]) : asc(sorts[q.sort]), asc(trafficViolations.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    () => tx
      .select({ key: trafficViolations.status, n: count() })
      .from(trafficViolations)
      .innerJoin(vehicles, eq(vehicles.id, trafficViolations.vehicleId))
      .leftJoin(contracts, eq(contracts.id, trafficViolations.contractId))
      .leftJoin(customers, eq(customers.id, trafficViolations.customerId))
      .where(narrow.length ? and(...narrow) : undefined)
      .groupBy(trafficViolations.status),
    () => fineTotals(tx, narrow.length ? and(...narrow) : undefined, ctx),
  ]);
  const byStatus = Object.fromEntries(counts.map((r) => [r.key, r.n]));
  const total = Object.entries(byStatus).reduce((sum, [key, n]) => sum + (!statuses.length || statuses.includes(key) ? n : 0), 0);
  const waiting = await finesAwaitingWaiver(tx, rows.filter((r) => r.fine.responsible === 'customer' && !r.fine.waivedOn).map((r) => r.fine.id));
  return { items: rows.map((r) => fineView(r, ctx, waiting.get(r.fine.id))), total, page: q.page, pageSize: q.pageSize, currency: ctx.currency, counts: byStatus, totals };
}

export async function readFine(tx: Tx, id: string, ctx: CompanyContext) {
  const [row] = await joined(tx).where(eq(trafficViolations.id, id));
  if (!row) throw notFound();
  return fineView(row, ctx, (await finesAwaitingWaiver(tx, [id])).get(id));
}

const paymentColumns = { p: trafficViolationPayments, violationNumber: trafficViolations.violationNumber, plate: trafficViolations.plate };

function paymentView(r: { p: typeof trafficViolationPayments.$inferSelect; violationNumber: string; plate: string }, ctx: CompanyContext) {
  const { p } = r;
  return { id: p.id, paymentNumber: p.paymentNumber, violationId: p.violationId, violationNumber: r.violationNumber, plate: r.plate, paidOn: p.paidOn, amount: moneyOut(p.amount, ctx.currency)!, method: p.method as 'cash', reference: p.reference, notes: p.notes, journalEntryId: p.journalEntryId };
}

export async function listFinePayments(tx: Tx, q: { page: number; pageSize: number; search?: string; violationId?: string; dir: 'asc' | 'desc' }, ctx: CompanyContext) {
  const like = q.search ? likePattern(q.search) : null;
  const where = and(
    q.violationId ? eq(trafficViolationPayments.violationId, q.violationId) : undefined,
    like ? or(ilike(trafficViolationPayments.paymentNumber, like), ilike(trafficViolations.violationNumber, like), ilike(trafficViolations.plate, like), ilike(trafficViolationPayments.reference, like)) : undefined,
  );
  const order = q.dir === 'desc' ? [desc(trafficViolationPayments.paidOn), desc(trafficViolationPayments.paymentNumber)] : [asc(trafficViolationPayments.paidOn), asc(trafficViolationPayments.paymentNumber)];
  const [rows, [counted], totals] = await inTurn([
    () => tx.select(paymentColumns).from(trafficViolationPayments).innerJoin(trafficViolations, eq(trafficViolations.id, trafficViolationPayments.violationId)).where(where).orderBy(...order).limit(q.pageSize).offset((q.page - 1) * q.pageSize),
    () => tx.select({ n: count() }).from(trafficViolationPayments).innerJoin(trafficViolations, eq(trafficViolations.id, trafficViolationPayments.violationId)).where(where),
    () => fineTotals(tx, undefined, ctx),
  ]);
  return { items: rows.map((r) => paymentView(r, ctx)), total: counted!.n, page: q.page, pageSize: q.pageSize, currency: ctx.currency, totals };
}

export async function paymentsOfFine(tx: Tx, violationId: string, ctx: CompanyContext) {
  const rows = await tx.select(paymentColumns).from(trafficViolationPayments).innerJoin(trafficViolations, eq(trafficViolations.id, trafficViolationPayments.violationId)).where(eq(trafficViolationPayments.violationId, violationId)).orderBy(asc(trafficViolationPayments.paidOn), asc(trafficViolationPayments.paymentNumber));
  return rows.map((r) => paymentView(r, ctx));
}

export async function readFinePayment(tx: Tx, id: string, ctx: CompanyContext) {
  const [row] = await tx.select(paymentColumns).from(trafficViolationPayments).innerJoin(trafficViolations, eq(trafficViolations.id, trafficViolationPayments.violationId)).where(eq(trafficViolationPayments.id, id));
  if (!row) throw notFound();
  return paymentView(row, ctx);
}
