// The owner statement (decision 033): rent collected for the owner, less the commission of each
// collection at the rate stored when it was billed, less completed maintenance the owner pays,
// less payouts. The arithmetic is src/core/leasing's; this file gathers the rows.
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Tx } from '../../../server/db/client';
import { CURRENCIES, moneyOut, subtractMoney, type CurrencyCode } from '../../../core/money';
import { addDays, commissionOf, ownerStatementTotals, type StatementTotals } from '../../../core/leasing';
import { ownerMaintenanceCharges, ownerMaintenanceTotals, type OwnerMaintenanceCharge } from '../../properties/server/service';
import { ownerCollectedTotals, ownerCollections, type OwnerCollection } from '../../property-contracts/server';
import { ownerPayouts } from './tables';
import { inTurn } from '../../../server/db/in-turn';

type Payout = typeof ownerPayouts.$inferSelect;
export type CollectionLine = Omit<OwnerCollection, 'ownerId'> & { commission: string };
export type OwnerStatement = { from: string; to: string; collections: CollectionLine[]; expenses: OwnerMaintenanceCharge[]; payouts: Payout[]; totals: StatementTotals };

/** Everything since records began: the opening balance is the statement of all days before `from`. */
const BEGINNING = '1900-01-01';

/** The statement of [from, to]: its opening balance, its lines and their totals, in the currency's decimals. */
export async function ownerStatement(tx: Tx, ownerId: string, range: { from: string; to: string }, currency: CurrencyCode): Promise<OwnerStatement> {
  // One read of each kind up to `to`, split at `from`: the days before make the opening balance.
  const [collections, expenses, payouts] = await inTurn([
    () => ownerCollections(tx, ownerId, { from: BEGINNING, to: range.to }),
    () => ownerMaintenanceCharges(tx, ownerId, { from: BEGINNING, to: range.to }),
    () => tx.select().from(ownerPayouts).where(and(eq(ownerPayouts.ownerId, ownerId), lte(ownerPayouts.payoutDate, range.to))).orderBy(asc(ownerPayouts.payoutDate), asc(ownerPayouts.payoutNumber)),
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
 * The closing balance of many owners at once, for the owners list: the statement's arithmetic on
 * each module's totals (rent collected and commission from leases, owner-paid maintenance from
 * properties, payouts here) instead of one statement per owner.
 */
export async function ownerBalances(tx: Tx, ownerIds: readonly string[], asOf: string, currency: CurrencyCode): Promise<Map<string, string>> {
  if (!ownerIds.length) return new Map();
  const [collected, maintenance, payouts] = await inTurn([
    () => ownerCollectedTotals(tx, ownerIds, asOf, CURRENCIES[currency].decimals),
    () => ownerMaintenanceTotals(tx, ownerIds, asOf),
    () => tx
      .select({ ownerId: ownerPayouts.ownerId, total: sql<string>`sum(${ownerPayouts.amount})::text` })
      .from(ownerPayouts)
      .where(and(inArray(ownerPayouts.ownerId, [...ownerIds]), lte(ownerPayouts.payoutDate, asOf)))
      .groupBy(ownerPayouts.ownerId),
  ]);
  const paid = new Map(payouts.map((p) => [p.ownerId, p.total]));
  return new Map(
    ownerIds.map((id) => {
      const c = collected.get(id) ?? { collected: '0', commission: '0' };
      const balance = subtractMoney(subtractMoney(subtractMoney(c.collected, c.commission), maintenance.get(id) ?? '0'), paid.get(id) ?? '0');
      return [id, moneyOut(balance, currency)!];
    }),
  );
}
