// A vehicle's identity for other modules' records (the fixed-asset register links a car to its
// asset): plate, make, model, year, read under the caller's row-level security.
import { inArray } from 'drizzle-orm';
import type { Tx } from '../../../server/db/client';
import { vehicles } from './tables';

export type VehicleRef = { id: string; plateNumber: string; make: string; model: string; year: number };

export async function vehicleRefs(tx: Tx, ids: readonly string[]): Promise<Map<string, VehicleRef>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const rows = await tx.select({ id: vehicles.id, plateNumber: vehicles.plateNumber, make: vehicles.make, model: vehicles.model, year: vehicles.year }).from(vehicles).where(inArray(vehicles.id, unique));
  return new Map(rows.map((r) => [r.id, r]));
}
