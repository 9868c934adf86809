// Aggregates of contracts for the fleet reports (decision 042): how long each vehicle was out on
// rent inside a period, and which vehicle each contract rented. One grouped query each.
import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Tx } from '../../../server/db/client';
import { contracts } from './tables';

/** Statuses in which a contract held its car (a draft, reservation or cancellation never did). */
const RENTED = ['active', 'suspended', 'returned', 'closed'];

/**
 * Rented days per vehicle inside [fromAt, toAt): each contract's [start, end) clipped to the
 * period, summed per vehicle, in days (fractions kept to the hour's 1/24).
 */
export async function rentedDaysByVehicle(tx: Tx, companyId: string, fromAt: Date, toAt: Date): Promise<Array<{ vehicleId: string; days: number; contracts: number }>> {
  const rows = await tx
    .select({
      vehicleId: contracts.vehicleId,
      seconds: sql<string>`sum(extract(epoch from (least(${contracts.endAt}, ${toAt}) - greatest(${contracts.startAt}, ${fromAt}))))`,
      contracts: sql<number>`count(*)::int`,
    })
    .from(contracts)
    .where(and(eq(contracts.companyId, companyId), inArray(contracts.status, RENTED), lt(contracts.startAt, toAt), gt(contracts.endAt, fromAt)))
    .groupBy(contracts.vehicleId);
  return rows.map((r) => ({ vehicleId: r.vehicleId, days: Math.round((Number(r.seconds) / 86400) * 24) / 24, contracts: r.contracts }));
}

/** The vehicle each of these contracts rented. */
export async function vehiclesOfContracts(tx: Tx, companyId: string, contractIds: readonly string[]): Promise<Map<string, string>> {
  if (!contractIds.length) return new Map();
  const rows = await tx
    .select({ id: contracts.id, vehicleId: contracts.vehicleId })
    .from(contracts)
    .where(and(eq(contracts.companyId, companyId), inArray(contracts.id, [...contractIds])));
  return new Map(rows.map((r) => [r.id, r.vehicleId]));
}
