// What other modules may ask of the fleet: odometer readings (never backwards) and status.
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../server/db/client';
import { AppError, notFound } from '../../../server/http/errors';
import { odometerReadings, vehicles } from './tables';

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
  input: { companyId: string; vehicleId: string; reading: number; source: 'manual' | 'handover' | 'return' | 'service'; sourceId?: string; userId: string | null },
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
