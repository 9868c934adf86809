// Rental contracts on the road whose planned return falls before `until` (spec §9: "ending within
// 7 days"), soonest first: the alerts center's smart alerts read them through this interface.
import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { Tx } from '../../../server/db/client';
import { customers } from '../../customers/server/tables';
import { vehicles } from '../../fleet/server/tables';
import { contracts } from './tables';

export function contractsEndingBy(tx: Tx, until: Date, limit: number) {
  return tx
    .select({ id: contracts.id, contractNumber: contracts.contractNumber, plannedEndAt: contracts.plannedEndAt, customerNameAr: customers.nameAr, customerNameEn: customers.nameEn, plateNumber: vehicles.plateNumber, vehicleId: contracts.vehicleId })
    .from(contracts)
    .innerJoin(customers, eq(customers.id, contracts.customerId))
    .innerJoin(vehicles, eq(vehicles.id, contracts.vehicleId))
    .where(and(inArray(contracts.status, ['active', 'suspended']), lte(contracts.plannedEndAt, until)))
    .orderBy(asc(contracts.plannedEndAt), asc(contracts.id))
    .limit(limit);
}
