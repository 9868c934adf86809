// Reads of fines as the pages show them: the vehicle, the renter and contract, the recharge
// invoice, what is still owed to the authority, and the totals (outstanding, unrecovered).
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../../server/db/client';
import { notFound } from '../../../server/http/errors';
import { likePattern, type CompanyContext } from '../../../server/http/fields';
import { FINE_STATUSES } from '../../../core/fleet';
import { moneyOut, subtractMoney, sumMoney } from '../../../core/money';
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

/** The list's narrowing; `joins` when it reads the contract or the customer (a search). */
function narrowing(q: FineFilter): { where: SQL[]; joins: boolean } {
  const where: SQL[] = [];
  if (q.search) {
    const like = likePattern(q.search);
    const plain = likePattern(q.search.replace(/[\s-]+/g, ''));
    where.push(or(ilike(trafficViolations.violationNumber, like), sql`regexp_replace(${trafficViolations.plate}, '[\\s-]+', '', 'g') ilike ${plain}`, sql`${customers.searchName} ilike ${like}`, ilike(contracts.contractNumber, like))!);
  }
  if (q.responsible) where.push(eq(trafficViolations.responsible, q.responsible));
  if (q.vehicleId) where.push(eq(trafficViolations.vehicleId, q.vehicleId));
  if (q.customerId) where.push(eq(trafficViolations.customerId, q.customerId));
  return { where, joins: Boolean(q.search) };
}

/**
 * Count and sums per status in one pass over the narrowed fines: the status chips' counts and the
 * totals both come from it. The contract and customer are joined only for a search (a fine's
 * vehicle always exists, so the list's inner join to it narrows nothing here).
 */
async function sumsByStatus(tx: Tx, narrow: { where: SQL[]; joins: boolean }) {
  const base = tx
    .select({
      status: trafficViolations.status,
      n: count(),
      amount: sql<string>`sum(${trafficViolations.amount})::text`,
      outstanding: sql<string>`sum(${trafficViolations.amount} - ${trafficViolations.paidAmount})::text`,
      paid: sql<string>`sum(${trafficViolations.paidAmount})::text`,
      recharged: sql<string>`coalesce(sum(${trafficViolations.rechargeTotal}), 0)::text`,
    })
    .from(trafficViolations)
    .$dynamic();
  const joined = narrow.joins ? base.leftJoin(contracts, eq(contracts.id, trafficViolations.contractId)).leftJoin(customers, eq(customers.id, trafficViolations.customerId)) : base;
  return joined.where(narrow.where.length ? and(...narrow.where) : undefined).groupBy(trafficViolations.status);
}

type StatusSums = Awaited<ReturnType<typeof sumsByStatus>>;

/** Outstanding: not yet paid to the authority. Unrecovered: paid by the company, not recharged. */
function totalsOf(rows: StatusSums, ctx: CompanyContext) {
  const live = rows.filter((r) => r.status !== 'cancelled');
  const m = (values: string[]) => moneyOut(sumMoney(values.length ? values : ['0']), ctx.currency)!;
  return {
    count: live.reduce((n, r) => n + r.n, 0),
    amount: m(live.map((r) => r.amount)),
    outstanding: m(live.map((r) => r.outstanding)),
    unrecovered: m(live.filter((r) => r.status !== 'recharged').map((r) => r.paid)),
    recharged: m(rows.filter((r) => r.status === 'recharged').map((r) => r.recharged)),
  };
}

/** The totals of every fine of the company (the payments page shows them). */
export async function fineTotals(tx: Tx, ctx: CompanyContext) {
  return totalsOf(await sumsByStatus(tx, { where: [], joins: false }), ctx);
}

export async function listFines(tx: Tx, q: FineFilter & { page: number; pageSize: number; sort: 'at' | 'number' | 'amount'; dir: 'asc' | 'desc' }, ctx: CompanyContext) {
  const statuses = (q.status ?? '').split(',').filter((s) => (FINE_STATUSES as readonly string[]).includes(s));
  const narrow = narrowing(q);
  const filter = and(...narrow.where, statuses.length ? inArray(trafficViolations.status, statuses) : undefined);
  const sorts = { at: trafficViolations.violatedAt, number: trafficViolations.violationNumber, amount: trafficViolations.amount };
  const [rows, sums] = await inTurn([
    () => joined(tx)
      .where(filter)
      .orderBy(q.dir === 'desc' ? desc(sorts[q.sort]) : asc(sorts[q.sort]), asc(trafficViolations.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    () => sumsByStatus(tx, narrow),
  ]);
  const byStatus = Object.fromEntries(sums.map((r) => [r.status, r.n]));
  const total = Object.entries(byStatus).reduce((sum, [key, n]) => sum + (!statuses.length || statuses.includes(key) ? n : 0), 0);
  const waiting = await finesAwaitingWaiver(tx, rows.filter((r) => r.fine.responsible === 'customer' && !r.fine.waivedOn).map((r) => r.fine.id));
  return { items: rows.map((r) => fineView(r, ctx, waiting.get(r.fine.id))), total, page: q.page, pageSize: q.pageSize, currency: ctx.currency, counts: byStatus, totals: totalsOf(sums, ctx) };
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
    () => fineTotals(tx, ctx),
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
