// Aggregates of completed work orders for the fleet reports (decision 042): the cost (labour and
// parts before VAT, what the ledger's maintenance expense takes) per vehicle and per month.
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Tx } from '../../../server/db/client';
import { vehicleMaintenance } from './tables';

const completedIn = (companyId: string, fromAt: Date, toAt: Date) =>
  and(eq(vehicleMaintenance.companyId, companyId), eq(vehicleMaintenance.status, 'completed'), gte(vehicleMaintenance.completedAt, fromAt), lt(vehicleMaintenance.completedAt, toAt));

/** Cost and number of the work orders completed in [fromAt, toAt) per vehicle. */
export async function maintenanceCostByVehicle(tx: Tx, companyId: string, fromAt: Date, toAt: Date): Promise<Array<{ vehicleId: string; cost: string; orders: number }>> {
  return tx
    .select({ vehicleId: vehicleMaintenance.vehicleId, cost: sql<string>`coalesce(sum(${vehicleMaintenance.actualCost}), 0)::text`, orders: sql<number>`count(*)::int` })
    .from(vehicleMaintenance)
    .where(completedIn(companyId, fromAt, toAt))
    .groupBy(vehicleMaintenance.vehicleId);
}

/** The same per calendar month ('YYYY-MM') of the company's time zone. */
export async function maintenanceCostByMonth(tx: Tx, companyId: string, fromAt: Date, toAt: Date, timezone: string): Promise<Array<{ month: string; cost: string; orders: number }>> {
  const month = sql<string>`to_char(${vehicleMaintenance.completedAt} at time zone ${timezone}, 'YYYY-MM')`;
  return tx
    .select({ month, cost: sql<string>`coalesce(sum(${vehicleMaintenance.actualCost}), 0)::text`, orders: sql<number>`count(*)::int` })
    .from(vehicleMaintenance)
    .where(completedIn(companyId, fromAt, toAt))
    // By position: the time zone is a bound parameter, so the expression differs between clauses.
    .groupBy(sql`1`)
    .orderBy(sql`1`);
}
