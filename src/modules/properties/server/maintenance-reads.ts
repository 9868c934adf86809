// Reads of maintenance requests: the rows the lists and pages show (with their property), and
// the owner-paid work an owner statement deducts (the owners module asks through service.ts).
import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { moneyOut, type CurrencyCode } from '../../../core/money';
import type { Tx } from '../../../server/db/client';
import { properties, propertyMaintenance } from './tables';

export const maintenanceColumns = {
  request: propertyMaintenance,
  propertyCode: properties.propertyCode,
  propertyNameAr: properties.nameAr,
  propertyNameEn: properties.nameEn,
  unitNumber: properties.unitNumber,
  parentId: properties.parentId,
};

export function selectMaintenance(tx: Tx) {
  return tx.select(maintenanceColumns).from(propertyMaintenance).innerJoin(properties, eq(properties.id, propertyMaintenance.propertyId));
}

type MaintenanceRow = { request: typeof propertyMaintenance.$inferSelect; propertyCode: string; propertyNameAr: string; propertyNameEn: string | null; unitNumber: string | null; parentId: string | null };

export function maintenanceView(row: MaintenanceRow, currency: CurrencyCode) {
  const r = row.request;
  return {
    ...r,
    estimatedCost: moneyOut(r.estimatedCost, currency),
    actualCost: moneyOut(r.actualCost, currency),
    propertyCode: row.propertyCode,
    propertyNameAr: row.propertyNameAr,
    propertyNameEn: row.propertyNameEn,
    unitNumber: row.unitNumber,
    parentId: row.parentId,
    currency,
  };
}

export type OwnerMaintenanceCharge = {
  id: string;
  requestNumber: string;
  completedOn: string;
  propertyId: string;
  propertyCode: string;
  propertyNameAr: string;
  propertyNameEn: string | null;
  title: string;
  /** The actual cost, as stored (the company currency's decimals). */
  amount: string;
};

/**
 * Completed work an owner pays, in [from, to] by completion date (from optional: since the
 * beginning): the owner statement deducts it (decision 033). The owner is the one stored at
 * completion, so a later change of owner does not move past charges.
 */
export async function ownerMaintenanceCharges(tx: Tx, ownerId: string, range: { from?: string | null; to: string }): Promise<OwnerMaintenanceCharge[]> {
  const rows = await tx
    .select({
      id: propertyMaintenance.id,
      requestNumber: propertyMaintenance.requestNumber,
      completedOn: propertyMaintenance.completedOn,
      propertyId: propertyMaintenance.propertyId,
      propertyCode: properties.propertyCode,
      propertyNameAr: properties.nameAr,
      propertyNameEn: properties.nameEn,
      title: propertyMaintenance.title,
      amount: propertyMaintenance.actualCost,
    })
    .from(propertyMaintenance)
    .innerJoin(properties, eq(properties.id, propertyMaintenance.propertyId))
    .where(
      and(
        eq(propertyMaintenance.ownerId, ownerId),
        eq(propertyMaintenance.payer, 'owner'),
        eq(propertyMaintenance.status, 'completed'),
        range.from ? gte(propertyMaintenance.completedOn, range.from) : undefined,
        lte(propertyMaintenance.completedOn, range.to),
      ),
    )
    .orderBy(asc(propertyMaintenance.completedOn), asc(propertyMaintenance.requestNumber));
  return rows.map((r) => ({ ...r, completedOn: r.completedOn!, amount: r.amount ?? '0' }));
}

/** Many owners' completed, owner-paid maintenance up to `asOf`, summed (the owners list's balances). */
export async function ownerMaintenanceTotals(tx: Tx, ownerIds: readonly string[], asOf: string): Promise<Map<string, string>> {
  if (!ownerIds.length) return new Map();
  const rows = await tx
    .select({ ownerId: propertyMaintenance.ownerId, total: sql<string>`sum(${propertyMaintenance.actualCost})::text` })
    .from(propertyMaintenance)
    .where(and(inArray(propertyMaintenance.ownerId, [...ownerIds]), eq(propertyMaintenance.payer, 'owner'), eq(propertyMaintenance.status, 'completed'), lte(propertyMaintenance.completedOn, asOf)))
    .groupBy(propertyMaintenance.ownerId);
  return new Map(rows.map((r) => [r.ownerId!, r.total]));
}
