// What other modules may ask of properties: whether one can be leased now, whose it is and how
// its rent is booked, and the occupancy the leases give it (decision 033).
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../../server/db/client';
import { AppError } from '../../../server/http/errors';
import { propertyOwners } from '../../owners/server/tables';
import { refreshBuildingStatus } from './building-status';
import { properties, propertyMaintenance } from './tables';

export { properties } from './tables';
export { ownerMaintenanceCharges, ownerMaintenanceTotals, type OwnerMaintenanceCharge } from './maintenance-reads';
export { backfillPropertyLedger } from './ledger-backfill';
export { occupancySummary, openMaintenanceSummary, type Occupancy, type OpenMaintenance, type VacantProperty } from './portfolio-reads';
export { maintenanceDueForAlerts, vacantForAlerts, type MaintenanceDue, type VacantForAlert } from './alert-reads';

export type LeasingProfile = {
  id: string;
  propertyCode: string;
  nameAr: string;
  nameEn: string | null;
  unitNumber: string | null;
  parentId: string | null;
  status: string;
  usage: 'residential' | 'commercial';
  ownerId: string | null;
  /** The owner's management commission (percent), '0' for the company's own property. */
  commissionRate: string;
};

/**
 * Locks the property and refuses a lease the property cannot take: a building divided into
 * units, a sold property, or one whose open maintenance blocks leasing. Overlapping leases are
 * the database's rule (leases_no_overlap), not checked here.
 */
export async function assertLeasable(tx: Tx, propertyId: string): Promise<LeasingProfile> {
  const [row] = await tx.select().from(properties).where(eq(properties.id, propertyId)).for('update');
  if (!row) throw new AppError(400, 'validation_failed', { propertyId: 'not_found' });
  const [units] = await tx.select({ n: sql<number>`count(*)::int` }).from(properties).where(eq(properties.parentId, propertyId));
  if ((units?.n ?? 0) > 0) throw new AppError(409, 'property_has_units');
  if (row.status === 'sold' || !row.isActive) throw new AppError(409, 'property_not_leasable', undefined, { status: row.status });
  const blocking = await blockingRequest(tx, propertyId);
  if (blocking) throw new AppError(409, 'property_under_maintenance', undefined, { number: blocking });
  return leasingProfile(tx, propertyId);
}

/** How a property's rent is booked: its use, its owner and the owner's commission. */
export async function leasingProfile(tx: Tx, propertyId: string): Promise<LeasingProfile> {
  const [row] = await tx
    .select({
      id: properties.id,
      propertyCode: properties.propertyCode,
      nameAr: properties.nameAr,
      nameEn: properties.nameEn,
      unitNumber: properties.unitNumber,
      parentId: properties.parentId,
      status: properties.status,
      usage: properties.usage,
      ownerId: properties.ownerId,
      commissionRate: propertyOwners.commissionRate,
    })
    .from(properties)
    .leftJoin(propertyOwners, eq(propertyOwners.id, properties.ownerId))
    .where(eq(properties.id, propertyId));
  if (!row) throw new AppError(400, 'validation_failed', { propertyId: 'not_found' });
  return { ...row, usage: row.usage as LeasingProfile['usage'], commissionRate: row.commissionRate ?? '0' };
}

/** The number of an open request that keeps the property from being leased, if any. */
export async function blockingRequest(tx: Tx, propertyId: string): Promise<string | null> {
  const [open] = await tx
    .select({ number: propertyMaintenance.requestNumber })
    .from(propertyMaintenance)
    .where(and(eq(propertyMaintenance.propertyId, propertyId), eq(propertyMaintenance.blocksLeasing, true), inArray(propertyMaintenance.status, ['open', 'assigned', 'in_progress'])))
    .limit(1);
  return open?.number ?? null;
}

/**
 * The leases decide whether a property is rented: occupied → 'rented'; vacant again → 'available'
 * from `since` (the vacancy alert counts from it). A status a person set (for sale, reserved,
 * maintenance, sold) is left alone when the property falls vacant.
 */
export async function setOccupancy(tx: Tx, propertyId: string, state: { occupied: boolean; since: string }) {
  const [changed] = state.occupied
    ? await tx.update(properties).set({ status: 'rented', vacantSince: null, updatedAt: new Date() }).where(and(eq(properties.id, propertyId), sql`${properties.status} <> 'rented'`)).returning({ parentId: properties.parentId })
    : await tx.update(properties).set({ status: 'available', vacantSince: state.since, updatedAt: new Date() }).where(and(eq(properties.id, propertyId), eq(properties.status, 'rented'))).returning({ parentId: properties.parentId });
  // A unit's building is rented when all its units are (building-status.ts).
  if (changed?.parentId) await refreshBuildingStatus(tx, changed.parentId, state.since);
}
