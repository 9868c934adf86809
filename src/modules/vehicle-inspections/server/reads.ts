// Reads of condition checks: one inspection with its vehicle, contract or permit, inspector and,
// for a contract's return, the comparison with its handover; and the contract's own two
// inspections in the contract API's older shape (its detail page and PDF read them).
import { and, eq, sql } from 'drizzle-orm';
import { newDamagePoints, type CheckStatus, type DamagePoint, type InspectionKind } from '../../../core/fleet';
import { moneyOut, parseMoney, type CurrencyCode } from '../../../core/money';
import type { Tx } from '../../../server/db/client';
import { profiles } from '../../../server/db/schema';
import { notFound } from '../../../server/http/errors';
import { invoiceHeadlines } from '../../billing/server/service';
import { contractHeadlines, depositLeft } from '../../contracts/server/deposit-and-periods';
import { permitBriefs } from '../../dispatch-permits/server';
import { vehicles } from '../../fleet/server/tables';
import type { Inspection, LegacyInspection } from './service';
import { vehicleInspections } from './tables';
import { inTurn } from '../../../server/db/in-turn';

const inspectorName = sql<string | null>`nullif(trim(coalesce(${profiles.firstNameAr}, ${profiles.firstName}, '') || ' ' || coalesce(${profiles.lastNameAr}, ${profiles.lastName}, '')), '')`;

export function inspectionView(row: Inspection) {
  const { companyId: _c, createdBy: _b, updatedAt: _u, ...rest } = row;
  return { ...rest, kind: row.kind as InspectionKind, chargeMethod: row.chargeMethod as 'invoice' | 'deposit' | null, checklist: row.checklist as Array<{ code: string; status: CheckStatus; note?: string }> };
}

/** The handover of the same contract and which of the return's points are new. */
export async function comparisonOf(tx: Tx, row: Inspection, currency: CurrencyCode) {
  const contractId = row.contractId;
  if (row.kind !== 'return' || !contractId) return null;
  const [[handover], contracts, invoicesById] = await inTurn([
    () => tx.select().from(vehicleInspections).where(and(eq(vehicleInspections.contractId, contractId), eq(vehicleInspections.kind, 'handover'))),
    () => contractHeadlines(tx, [contractId]),
    () => invoiceHeadlines(tx, row.chargeInvoiceId ? [row.chargeInvoiceId] : []),
  ]);
  const contract = contracts.get(contractId);
  const invoice = row.chargeInvoiceId ? invoicesById.get(row.chargeInvoiceId) : undefined;
  const handoverPoints: DamagePoint[] = handover?.damagePoints ?? [];
  return {
    handoverId: handover?.id ?? null,
    handoverPoints,
    newPointIndexes: newDamagePoints(handoverPoints, row.damagePoints),
    charged: !!row.chargeInvoiceId,
    chargeInvoiceNumber: invoice?.invoiceNumber ?? null,
    chargeTotal: invoice ? moneyOut(invoice.total, currency) : null,
    depositLeft: parseMoney(contract ? depositLeft(contract) : '0', currency),
    currency,
  };
}

export async function inspectionDetail(tx: Tx, id: string, currency: CurrencyCode) {
  const [found] = await tx
    .select({ row: vehicleInspections, plate: vehicles.plateNumber, make: vehicles.make, model: vehicles.model, inspectorName })
    .from(vehicleInspections)
    .innerJoin(vehicles, eq(vehicles.id, vehicleInspections.vehicleId))
    .leftJoin(profiles, eq(profiles.userId, vehicleInspections.inspectorId))
    .where(eq(vehicleInspections.id, id));
  if (!found) throw notFound();
  const { row } = found;
  const [contracts, permits, comparison] = await inTurn([
    () => contractHeadlines(tx, row.contractId ? [row.contractId] : []),
    () => permitBriefs(tx, row.dispatchPermitId ? [row.dispatchPermitId] : []),
    () => comparisonOf(tx, row, currency),
  ]);
  return {
    ...inspectionView(row),
    inspectorName: found.inspectorName,
    vehiclePlate: found.plate,
    vehicleMake: found.make,
    vehicleModel: found.model,
    contractNumber: row.contractId ? (contracts.get(row.contractId)?.contractNumber ?? null) : null,
    permitNumber: row.dispatchPermitId ? (permits.get(row.dispatchPermitId)?.permitNumber ?? null) : null,
    comparison,
    currency,
  };
}

/** A contract's handover and return inspections, in the contract API's older shape, with their ids. */
export async function contractInspections(tx: Tx, contractId: string, currency: CurrencyCode) {
  const rows = await tx.select().from(vehicleInspections).where(eq(vehicleInspections.contractId, contractId));
  const legacy = (kind: 'handover' | 'return'): (LegacyInspection & { id: string; damagePointCount: number }) | null => {
    const r = rows.find((x) => x.kind === kind);
    if (!r) return null;
    return {
      id: r.id,
      checklist: r.checklist.filter((c) => c.status !== 'na').map((c) => ({ code: c.code, ok: c.status === 'ok', ...(c.note ? { note: c.note } : {}) })),
      damages: r.damagePoints.filter((p) => p.amount !== undefined).map((p) => ({ description: p.note ?? '', amount: moneyOut(p.amount!, currency)! })),
      damagePointCount: r.damagePoints.filter((p) => p.view !== null).length,
      ...(r.notes ? { notes: r.notes } : {}),
    };
  };
  return { handoverInspection: legacy('handover'), returnInspection: legacy('return') };
}
