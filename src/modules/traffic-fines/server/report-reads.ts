// Aggregates of traffic fines for the fleet reports (decision 042), by the day of the violation:
// count, amount, what was recharged to the renter (the fine's amount once recharged; the admin fee
// is revenue, not recovery) and what is left unrecovered (amount − recharged). Cancelled fines
// are left out.
import { and, eq, gte, isNotNull, lt, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../../server/db/client';
import { customers } from '../../customers/server/service';
import { trafficViolations as f } from './tables';

const inPeriod = (companyId: string, fromAt: Date, toAt: Date) => and(eq(f.companyId, companyId), ne(f.status, 'cancelled'), gte(f.violatedAt, fromAt), lt(f.violatedAt, toAt));
const sums = {
  count: sql<number>`count(*)::int`,
  amount: sql<string>`coalesce(sum(${f.amount}), 0)::text`,
  recharged: sql<string>`coalesce(sum(${f.amount}) filter (where ${f.rechargedOn} is not null), 0)::text`,
  unrecovered: sql<string>`coalesce(sum(${f.amount}) filter (where ${f.rechargedOn} is null), 0)::text`,
};
export type FineTotals = { count: number; amount: string; recharged: string; unrecovered: string };

export async function fineTotalsByVehicle(tx: Tx, companyId: string, fromAt: Date, toAt: Date): Promise<Array<FineTotals & { vehicleId: string }>> {
  return tx.select({ vehicleId: f.vehicleId, ...sums }).from(f).where(inPeriod(companyId, fromAt, toAt)).groupBy(f.vehicleId);
}

/** Per customer the fine was charged to (fines the company bears have no customer and are left out). */
export async function fineTotalsByCustomer(tx: Tx, companyId: string, fromAt: Date, toAt: Date): Promise<Array<FineTotals & { customerId: string; nameAr: string | null; nameEn: string | null }>> {
  const rows = await tx
    .select({ customerId: customers.id, nameAr: customers.nameAr, nameEn: customers.nameEn, ...sums })
    .from(f)
    .innerJoin(customers, eq(customers.id, f.customerId))
    .where(and(inPeriod(companyId, fromAt, toAt), isNotNull(f.customerId)))
    .groupBy(customers.id, customers.nameAr, customers.nameEn)
    .orderBy(sql`sum(${f.amount}) desc`, customers.id);
  return rows;
}
