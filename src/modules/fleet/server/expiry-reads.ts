// Vehicle papers that expire (registration, insurance), for the alerts center's daily
// document-expiry job. A stolen or out-of-service car is left out, as the vehicle-alerts job does.
import { and, between, notInArray, or } from 'drizzle-orm';
import type { Tx } from '../../../server/db/client';
import { vehicles } from './tables';

export type VehicleDocumentExpiry = { vehicleId: string; plateNumber: string; document: 'vehicle_registration' | 'vehicle_insurance'; expiryDate: string };

/** Registration and insurance dates between `from` and `to` (inclusive) of the tenant's fleet. */
export async function vehicleDocumentExpiries(tx: Tx, from: string, to: string): Promise<VehicleDocumentExpiry[]> {
  const rows = await tx
    .select({ id: vehicles.id, plateNumber: vehicles.plateNumber, registrationExpiry: vehicles.registrationExpiry, insuranceExpiry: vehicles.insuranceExpiry })
    .from(vehicles)
    .where(and(notInArray(vehicles.status, ['stolen', 'out_of_service']), or(between(vehicles.registrationExpiry, from, to), between(vehicles.insuranceExpiry, from, to))))
    .orderBy(vehicles.plateNumber, vehicles.id);
  const inside = (d: string | null): d is string => d !== null && d >= from && d <= to;
  return rows.flatMap((v) => [
    ...(inside(v.registrationExpiry) ? [{ vehicleId: v.id, plateNumber: v.plateNumber, document: 'vehicle_registration' as const, expiryDate: v.registrationExpiry }] : []),
    ...(inside(v.insuranceExpiry) ? [{ vehicleId: v.id, plateNumber: v.plateNumber, document: 'vehicle_insurance' as const, expiryDate: v.insuranceExpiry }] : []),
  ]);
}
