// What other modules may ask of the fleet: odometer readings (never backwards) and status.
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Tx } from '../../../server/db/client';
import { AppError, notFound } from '../../../server/http/errors';
import { vehicleHolds } from './holds';
import { odometerReadings, vehicleDocuments, vehicles } from './tables';

export { vehicles } from './tables';

/** Locks the vehicle row for the rest of the transaction (handover, return, manual reading). */
export async function lockVehicle(tx: Tx, vehicleId: string) {
  const [vehicle] = await tx.select().from(vehicles).where(eq(vehicles.id, vehicleId)).for('update');
  if (!vehicle) throw notFound();
  return vehicle;
}

/**
 * Records an odometer reading. Readings never go backwards: under the row lock, a reading below
 * the vehicle's current one is refused with the current figure in the message.
 */
export async function recordOdometer(
  tx: Tx,
  input: { companyId: string; vehicleId: string; reading: number; source: 'manual' | 'handover' | 'return' | 'service' | 'permit'; sourceId?: string; userId: string | null },
): Promise<void> {
  const vehicle = await lockVehicle(tx, input.vehicleId);
  if (input.reading < vehicle.odometer) throw new AppError(400, 'odometer_backwards', undefined, { current: vehicle.odometer });
  await tx.update(vehicles).set({ odometer: input.reading, updatedAt: new Date() }).where(eq(vehicles.id, input.vehicleId));
  await tx.insert(odometerReadings).values({
    companyId: input.companyId,
    vehicleId: input.vehicleId,
    reading: input.reading,
    source: input.source,
    sourceId: input.sourceId ?? null,
    recordedBy: input.userId,
  });
}

export async function setVehicleState(tx: Tx, vehicleId: string, state: { status?: string; fuelLevel?: number }) {
  await tx.update(vehicles).set({ ...state, updatedAt: sql`now()` }).where(eq(vehicles.id, vehicleId));
}

/** Plates compare without spaces, dashes or slashes and in capitals (core/fleet normalisePlate). */
const plateKey = sql<string>`upper(regexp_replace(${vehicles.plateNumber}, '[\\s\\-_/]+', '', 'g'))`;

/** The vehicles of these normalised plates, by normalised plate (a fine names a car by its plate). */
export async function vehiclesByPlates(tx: Tx, plates: readonly string[]): Promise<Map<string, { id: string; plateNumber: string }>> {
  if (!plates.length) return new Map();
  const rows = await tx.select({ id: vehicles.id, plateNumber: vehicles.plateNumber, key: plateKey }).from(vehicles).where(inArray(plateKey, [...new Set(plates)]));
  return new Map(rows.map((r) => [r.key, { id: r.id, plateNumber: r.plateNumber }]));
}

export async function vehicleHeadline(tx: Tx, id: string) {
  const [row] = await tx.select({ id: vehicles.id, plateNumber: vehicles.plateNumber, make: vehicles.make, model: vehicles.model }).from(vehicles).where(eq(vehicles.id, id));
  return row ?? null;
}

/** Every vehicle of the company by plate order (demo data of other modules picks from it). */
export async function vehiclePlates(tx: Tx) {
  return tx.select({ id: vehicles.id, plateNumber: vehicles.plateNumber }).from(vehicles).orderBy(vehicles.plateNumber, vehicles.id);
}

/** Vehicles that cannot leave the yard whatever the calendar says (a dispatch permit's vehicle). */
const UNUSABLE = ['out_of_service', 'accident', 'stolen', 'police_station'];

/**
 * What holds the vehicle over [from, to) (a contract, work order or permit of the vehicle-holds
 * rule), leaving out one source (the permit being edited); null when it is free.
 */
export async function holdOver(tx: Tx, vehicleId: string, from: Date, to: Date, except?: { type: string; id: string }) {
  const rows = await tx
    .select({ sourceType: vehicleHolds.sourceType, reference: vehicleHolds.reference })
    .from(vehicleHolds)
    .where(
      and(
        eq(vehicleHolds.vehicleId, vehicleId),
        sql`${vehicleHolds.period} && tstzrange(${from.toISOString()}::timestamptz, ${to.toISOString()}::timestamptz, '[)')`,
        except ? sql`not (${vehicleHolds.sourceType} = ${except.type} and ${vehicleHolds.sourceId} = ${except.id})` : undefined,
      ),
    )
    .orderBy(sql`lower(${vehicleHolds.period})`)
    .limit(1);
  return rows[0] ?? null;
}

/** Vehicles free over [from, to): usable, and held by nothing but `except`. */
export async function vehiclesFreeBetween(tx: Tx, from: Date, to: Date, except?: { type: string; id: string }) {
  return tx
    .select({ id: vehicles.id, plateNumber: vehicles.plateNumber, make: vehicles.make, model: vehicles.model, year: vehicles.year, status: vehicles.status, odometer: vehicles.odometer })
    .from(vehicles)
    .where(
      and(
        notInArray(vehicles.status, UNUSABLE),
        sql`not exists (select 1 from ${vehicleHolds} h where h.vehicle_id = ${vehicles.id}
          and h.period && tstzrange(${from.toISOString()}::timestamptz, ${to.toISOString()}::timestamptz, '[)')
          ${except ? sql`and not (h.source_type = ${except.type} and h.source_id = ${except.id})` : sql``})`,
      ),
    )
    .orderBy(asc(vehicles.plateNumber));
}

/** Whether a vehicle in this status may leave on a permit. */
export function vehicleUsable(status: string): boolean {
  return !UNUSABLE.includes(status);
}

/** Which of these documents belong to the vehicle (a condition check's photos are vehicle photos). */
export async function vehicleDocumentIds(tx: Tx, vehicleId: string, ids: readonly string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await tx.select({ id: vehicleDocuments.id }).from(vehicleDocuments).where(and(eq(vehicleDocuments.vehicleId, vehicleId), inArray(vehicleDocuments.id, [...ids])));
  return new Set(rows.map((r) => r.id));
}
