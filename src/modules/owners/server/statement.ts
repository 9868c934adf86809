// The owner statement (decision 033): rent collected for the owner, less the commission of each
// collection at the rate stored when it was billed, less completed maintenance the owner pays,
// less payouts. The arithmetic is src/core/leasing's; this file gathers the rows.
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../../server/db/client';
import { CURRENCIES, moneyOut, subtractMoney, type CurrencyCode } from '../../../core/money';
import { addDays, commissionOf, ownerStatementTotals, type StatementTotals } from '../../../core/leasing';
import { ownerMaintenanceCharges, type OwnerMaintenanceCharge } from '../../properties/server/service';
import { ownerCollections, type OwnerCollection } from '../../property-contracts/server';
import { ownerPayouts } from './tables';

type Payout = typeof ownerPayouts.$inferSelect;
export type CollectionLine = Omit<OwnerCollection, 'ownerId'> & { commission: string };
export type OwnerStatement = { from: string; to: string; collections: CollectionLine[]; expenses: OwnerMaintenanceCharge[]; payouts: Payout[]; totals: StatementTotals };

/** Everything since records began: the opening balance is the statement of all days before `from`. */
const BEGINNING = '1900-01-01';

/** The statement of [from, to]: its opening balance, its lines and their totals, in the currency's decimals. */
export async function ownerStatement(tx: Tx, ownerId: string, range: { from: string; to: string }, currency: CurrencyCode): Promise<OwnerStatement> {
  // One read of each kind up to `to`, split at `from`: the days before make the opening balance.
  const [collections, expenses, payouts] = await Promise.all([
    ownerCollections(tx, ownerId, { from: BEGINNING, to: range.to }),
    ownerMaintenanceCharges(tx, ownerId, { from: BEGINNING, to: range.to }),
    tx.select().from(ownerPayouts).where(and(eq(ownerPayouts.ownerId, ownerId), lte(ownerPayouts.payoutDate, range.to))).orderBy(asc(ownerPayouts.payoutDate), asc(ownerPayouts.payoutNumber)),
  ]);
  const before = <T>(rows: T[], date: (row: T) => string) => [rows.filter((r) => date(r) < range.from), rows.filter((r) => date(r) >= range.from)] as const;
  const [pastCollections, periodCollections] = before(collections, (c) => c.date);
  const [pastExpenses, periodExpenses] = before(expenses, (e) => e.completedOn);
  const [pastPayouts, periodPayouts] = before(payouts, (p) => p.payoutDate);
  const opening = ownerStatementTotals({ opening: '0', collections: pastCollections, expenses: pastExpenses.map((e) => e.amount), payouts: pastPayouts.map((p) => p.amount), currency }).closing;
  const totals = ownerStatementTotals({ opening, collections: periodCollections, expenses: periodExpenses.map((e) => e.amount), payouts: periodPayouts.map((p) => p.amount), currency });
  const m = (v: string) => moneyOut(v, currency)!;
  return {
    ...range,
    collections: periodCollections.map((c) => collectionLine(c, currency)),
    // Named field by field: the statement shows these, whatever else the properties module reads.
    expenses: periodExpenses.map((e) => ({ id: e.id, requestNumber: e.requestNumber, completedOn: e.completedOn, propertyId: e.propertyId, propertyCode: e.propertyCode, propertyNameAr: e.propertyNameAr, propertyNameEn: e.propertyNameEn, title: e.title, amount: m(e.amount) })),
    payouts: periodPayouts.map((p) => ({ ...p, amount: m(p.amount) })),
    totals,
  };
}

/** The declared fields only: ownerCollections' rows carry more than the statement shows. */
function collectionLine(c: OwnerCollection, currency: CurrencyCode): CollectionLine {
  return {
    date: c.date,
    kind: c.kind,
    paymentId: c.paymentId,
    paymentNumber: c.paymentNumber,
    invoiceNumber: c.invoiceNumber,
    leaseId: c.leaseId,
    leaseNumber: c.leaseNumber,
    propertyId: c.propertyId,
    propertyCode: c.propertyCode,
    propertyNameAr: c.propertyNameAr,
    propertyNameEn: c.propertyNameEn,
    tenantNameAr: c.tenantNameAr,
    tenantNameEn: c.tenantNameEn,
    amount: moneyOut(c.amount, currency)!,
    commissionRate: c.commissionRate,
    commission: commissionOf(c, currency),
  };
}

/** What the company owes the owner at the end of `asOf` (negative: the owner owes the company). */
export async function ownerBalanceOn(tx: Tx, ownerId: string, asOf: string, currency: CurrencyCode): Promise<string> {
  return (await ownerStatement(tx, ownerId, { from: addDays(asOf, 1), to: asOf }, currency)).totals.opening;
}

/**
 * The closing balance of many owners at once, for the owners list: the statement's arithmetic
 * in one aggregate (each collection's commission rounded half away from zero to the currency,
 * as commissionOf does; statement.test.ts checks both agree).
 */
export async function ownerBalances(tx: Tx, ownerIds: readonly string[], asOf: string, currency: CurrencyCode): Promise<Map<string, string>> {
  if (!ownerIds.length) return new Map();
  const ids = sql.join(ownerIds.map((id) => sql`${id}::uuid`), sql`, `);
  const decimals = CURRENCIES[currency].decimals;
  const rows = await queryRows<{ ownerId: string; collected: string; commission: string; expenses: string; payouts: string }>(
    tx,
    sql`with collected as (
          select li.owner_id, case when e.kind = 'bounced' then -a.amount else a.amount end as amount, coalesce(li.commission_rate, 0) as rate
          from lease_installments li
          join payment_allocations a on a.invoice_id = li.invoice_id
          join payments p on p.id = a.payment_id
          cross join lateral (values (p.payment_date, 'collected'), (p.bounced_on, 'bounced')) as e(date, kind)
          where li.owner_id in (${ids}) and e.date is not null and e.date <= ${asOf}
        )
        select o.id as "ownerId",
          coalesce((select sum(c.amount) from collected c where c.owner_id = o.id), 0)::text as collected,
          coalesce((select sum(round(c.amount * c.rate / 100, ${decimals}::int)) from collected c where c.owner_id = o.id), 0)::text as commission,
          coalesce((select sum(m.actual_cost) from property_maintenance m where m.owner_id = o.id and m.payer = 'owner' and m.status = 'completed' and m.completed_on <= ${asOf}), 0)::text as expenses,
          coalesce((select sum(p.amount) from owner_payouts p where p.owner_id = o.id and p.payout_date <= ${asOf}), 0)::text as payouts
        from property_owners o where o.id in (${ids})`,
  );
  return new Map(rows.map((r) => [r.ownerId, moneyOut(subtractMoney(subtractMoney(subtractMoney(r.collected, r.commission), r.expenses), r.payouts), currency)!]));
}
