// Reads of financing agreements: one agreement with its vehicles, schedule, payments and totals,
// and the list. States and totals are the core rules against the company's today.
import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../../server/db/client';
import type { CompanyContext } from '../../../server/http/fields';
import { likePattern } from '../../../server/http/fields';
import { notFound } from '../../../server/http/errors';
import { agreementTotals, instalmentState, owedOn, FINANCING_STATUSES, type AgreementTotals, type Allocation } from '../../../core/fleet';
import { addMoney, moneyOut, subtractMoney, type CurrencyCode } from '../../../core/money';
import { vehicles } from '../../fleet/server/service';
import { instalmentsOf, type Agreement } from './service';
import { financingAgreements, financingPayments, financingVehicles } from './tables';
import { inTurn } from '../../../server/db/in-turn';

const m = (v: string, c: CurrencyCode) => moneyOut(v, c)!;

export function agreementView(a: Agreement, currency: CurrencyCode) {
  return {
    id: a.id,
    agreementNumber: a.agreementNumber,
    vendorName: a.vendorName,
    vendorContact: a.vendorContact,
    status: a.status as (typeof FINANCING_STATUSES)[number],
    total: m(a.total, currency),
    downPayment: m(a.downPayment, currency),
    downPaymentMethod: a.downPaymentMethod as 'cash',
    financed: m(a.financed, currency),
    instalmentCount: a.instalmentCount,
    annualRate: String(Number(a.annualRate)),
    startDate: a.startDate,
    monthlyPayment: m(a.monthlyPayment, currency),
    totalInterest: m(a.totalInterest, currency),
    notes: a.notes,
    activatedOn: a.activatedOn,
    completedOn: a.completedOn,
    cancelledOn: a.cancelledOn,
    journalEntryId: a.journalEntryId,
    createdAt: a.createdAt.toISOString(),
    currency,
  };
}

export function totalsView(t: AgreementTotals, currency: CurrencyCode) {
  return {
    ...t,
    paid: m(t.paid, currency),
    principalPaid: m(t.principalPaid, currency),
    interestPaid: m(t.interestPaid, currency),
    remainingPrincipal: m(t.remainingPrincipal, currency),
    remaining: m(t.remaining, currency),
    overdue: m(t.overdue, currency),
    next: t.next ? { ...t.next, amount: m(t.next.amount, currency) } : null,
  };
}

export function paymentView(p: typeof financingPayments.$inferSelect, currency: CurrencyCode) {
  const allocations = (JSON.parse(p.allocations) as Allocation[]).map((a) => ({ sequence: a.sequence, principal: m(a.principal, currency), interest: m(a.interest, currency) }));
  return { id: p.id, paidOn: p.paidOn, amount: m(p.amount, currency), principal: m(p.principal, currency), interest: m(p.interest, currency), method: p.method as 'cash', reference: p.reference, allocations, journalEntryId: p.journalEntryId };
}

const vehicleCols = { id: vehicles.id, plateNumber: vehicles.plateNumber, make: vehicles.make, model: vehicles.model, year: vehicles.year };

async function vehiclesOf(tx: Tx, agreementIds: string[]) {
  if (!agreementIds.length) return new Map<string, { id: string; plateNumber: string; make: string; model: string; year: number }[]>();
  const rows = await tx
    .select({ agreementId: financingVehicles.agreementId, ...vehicleCols })
    .from(financingVehicles)
    .innerJoin(vehicles, eq(vehicles.id, financingVehicles.vehicleId))
    .where(inArray(financingVehicles.agreementId, agreementIds))
    .orderBy(asc(vehicles.plateNumber));
  const out = new Map<string, { id: string; plateNumber: string; make: string; model: string; year: number }[]>();
  for (const { agreementId, ...v } of rows) out.set(agreementId, [...(out.get(agreementId) ?? []), v]);
  return out;
}

export async function agreementDetail(tx: Tx, id: string, ctx: CompanyContext) {
  const [a] = await tx.select().from(financingAgreements).where(eq(financingAgreements.id, id));
  if (!a) throw notFound();
  const [rows, payments, cars] = await inTurn([
    () => instalmentsOf(tx, id),
    () => tx.select().from(financingPayments).where(eq(financingPayments.agreementId, id)).orderBy(asc(financingPayments.paidOn), asc(financingPayments.createdAt)),
    () => vehiclesOf(tx, [id]),
  ]);
  const c = ctx.currency;
  return {
    ...agreementView(a, c),
    vehicles: cars.get(id) ?? [],
    instalments: rows.map((r) => ({
      sequence: r.sequence,
      dueDate: r.dueDate,
      payment: m(addMoney(r.principal, r.interest), c),
      principal: m(r.principal, c),
      interest: m(r.interest, c),
      principalPaid: m(r.principalPaid, c),
      interestPaid: m(r.interestPaid, c),
      owed: m(owedOn(r), c),
      // A draft or cancelled agreement owes nothing yet: its rows are a plan, never overdue.
      state: a.status === 'active' || a.status === 'completed' ? instalmentState(r, ctx.today) : ('due' as const),
    })),
    payments: payments.map((p) => paymentView(p, c)),
    totals: totalsView(agreementTotals(a.status === 'active' || a.status === 'completed' ? rows : rows.map((r) => ({ ...r, dueDate: '9999-12-31' })), ctx.today), c),
  };
}

export function agreementSearch(term: string): SQL {
  const like = likePattern(term);
  return or(
    ilike(financingAgreements.agreementNumber, like),
    ilike(financingAgreements.vendorName, like),
    sql`exists (select 1 from financing_agreement_vehicles fv join vehicles v on v.id = fv.vehicle_id where fv.agreement_id = ${financingAgreements.id} and (v.plate_number ilike ${like} or v.make ilike ${like} or v.model ilike ${like}))`,
  )!;
}

export async function agreementList(tx: Tx, q: { page: number; pageSize: number; search?: string; status?: string; vehicleId?: string; overdue?: string; sort: 'number' | 'start' | 'total' | 'created'; dir: 'asc' | 'desc' }, ctx: CompanyContext) {
  const statuses = (q.status ?? '').split(',').filter((s) => (FINANCING_STATUSES as readonly string[]).includes(s));
  const sums = (expr: string) => sql.raw(`coalesce((select sum(${expr}) from financing_instalments fi where fi.agreement_id = financing_agreements.id`);
  const unpaid = 'fi.principal + fi.interest - fi.principal_paid - fi.interest_paid';
  const overdue = sql<string>`${sums(unpaid)} and fi.due_date < ${ctx.today}::date and financing_agreements.status = 'active'), 0)::text`;
  const overdueCount = sql<number>`(select count(*)::int from financing_instalments fi where fi.agreement_id = financing_agreements.id and fi.principal_paid + fi.interest_paid < fi.principal + fi.interest and fi.due_date < ${ctx.today}::date and financing_agreements.status = 'active')`;
  // What is left to pay (principal and scheduled interest) on an active agreement; a draft owes nothing yet.
  const remaining = sql<string>`${sums(unpaid)} and financing_agreements.status = 'active'), 0)::text`;
  const narrowing: SQL[] = [];
  if (q.search) narrowing.push(agreementSearch(q.search));
  if (q.vehicleId) narrowing.push(sql`exists (select 1 from financing_agreement_vehicles fv where fv.agreement_id = ${financingAgreements.id} and fv.vehicle_id = ${q.vehicleId})`);
  if (q.overdue) narrowing.push(sql`${overdue}::numeric > 0`);
  const filter = and(...narrowing, statuses.length ? inArray(financingAgreements.status, statuses) : undefined);
  const sorts = { number: financingAgreements.agreementNumber, start: financingAgreements.startDate, total: financingAgreements.total, created: financingAgreements.createdAt };
  const [rows, counts, [sumsRow]] = await inTurn([
    () => tx
      .select({
        a: financingAgreements,
        paid: sql<string>`${sums('fi.principal_paid + fi.interest_paid')}), 0)::text`,
        principalPaid: sql<string>`${sums('fi.principal_paid')}), 0)::text`,
        nextDueDate: sql<string | null>`(select min(fi.due_date)::text from financing_instalments fi where fi.agreement_id = financing_agreements.id and fi.principal_paid + fi.interest_paid < fi.principal + fi.interest and financing_agreements.status = 'active')`,
        overdue,
        overdueCount,
        remaining,
      })
      .from(financingAgreements)
      .where(filter)
      .orderBy(q.dir === 'desc' ? desc(sorts[q.sort]) : asc(sorts[q.sort]), asc(financingAgreements.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    () => tx.select({ key: financingAgreements.status, n: sql<number>`count(*)::int` }).from(financingAgreements).where(narrowing.length ? and(...narrowing) : undefined).groupBy(financingAgreements.status),
    // The list's totals: over every agreement the filters keep (not only this page).
    () => tx.select({ remaining: sql<string>`coalesce(sum(${remaining}::numeric), 0)::text`, overdue: sql<string>`coalesce(sum(${overdue}::numeric), 0)::text`, overdueCount: sql<number>`coalesce(sum(${overdueCount}), 0)::int` }).from(financingAgreements).where(filter),
  ]);
  const cars = await vehiclesOf(tx, rows.map((r) => r.a.id));
  const byStatus = Object.fromEntries(counts.map((r) => [r.key, r.n]));
  const total = Object.entries(byStatus).reduce((sum, [key, n]) => sum + (!statuses.length || statuses.includes(key) ? n : 0), 0);
  const c = ctx.currency;
  return {
    items: rows.map((r) => {
      const v = agreementView(r.a, c);
      return {
        id: v.id,
        agreementNumber: v.agreementNumber,
        vendorName: v.vendorName,
        status: v.status,
        total: v.total,
        financed: v.financed,
        monthlyPayment: v.monthlyPayment,
        instalmentCount: v.instalmentCount,
        startDate: v.startDate,
        vehicles: cars.get(r.a.id) ?? [],
        paid: m(r.paid, c),
        remainingPrincipal: m(subtractMoney(r.a.financed, r.principalPaid), c),
        remaining: m(r.remaining, c),
        overdue: m(r.overdue, c),
        overdueCount: r.overdueCount,
        nextDueDate: r.nextDueDate,
      };
    }),
    totals: { remaining: m(sumsRow?.remaining ?? '0', c), overdue: m(sumsRow?.overdue ?? '0', c), overdueCount: sumsRow?.overdueCount ?? 0 },
    total,
    page: q.page,
    pageSize: q.pageSize,
    currency: c,
    counts: byStatus,
  };
}

/** The vehicle page's financing: the agreements that finance this vehicle (exported read). */
export async function financingOfVehicle(tx: Tx, vehicleId: string, ctx: CompanyContext) {
  const list = await agreementList(tx, { page: 1, pageSize: 20, vehicleId, sort: 'start', dir: 'desc' }, ctx);
  return list.items;
}
