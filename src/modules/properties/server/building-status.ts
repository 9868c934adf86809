// A building's status follows its units (decision 033): whoever changes a unit's status (a
// person, a lease through setOccupancy, a new unit) asks for the building's to be refreshed.
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../server/db/client';
import { properties } from './tables';

/**
 * A building divided into units is rented when every unit is, available otherwise (vacant since
 * its latest unit fell vacant). A status a person set on the building (for sale, sold…) stays.
 */
export async function refreshBuildingStatus(tx: Tx, buildingId: string, today: string) {
  const [building] = await tx.select({ status: properties.status }).from(properties).where(eq(properties.id, buildingId));
  if (!building || (building.status !== 'available' && building.status !== 'rented')) return;
  const [units] = await tx
    .select({
      n: sql<number>`count(*)::int`,
      rented: sql<number>`(count(*) filter (where ${properties.status} = 'rented'))::int`,
      lastVacant: sql<string | null>`max(${properties.vacantSince}) filter (where ${properties.status} <> 'rented')`,
    })
    .from(properties)
    .where(and(eq(properties.parentId, buildingId), eq(properties.isActive, true)));
  if (!units || units.n === 0) return;
  const full = units.rented === units.n;
  if (full && building.status !== 'rented') await tx.update(properties).set({ status: 'rented', vacantSince: null, updatedAt: new Date() }).where(eq(properties.id, buildingId));
  if (!full && building.status !== 'available') await tx.update(properties).set({ status: 'available', vacantSince: units.lastVacant ?? today, updatedAt: new Date() }).where(eq(properties.id, buildingId));
}
