// Writing condition checks: the contract's handover and return record theirs through
// `recordContractInspection` (one mechanism, decision 041); the fleet records the others and
// completes any of them (points, photos, signatures) until its new damage is charged.
import { and, eq } from 'drizzle-orm';
import type { z } from '@hono/zod-openapi';
import { parseMoney, type CurrencyCode } from '../../../core/money';
import type { DamagePoint, InspectionKind } from '../../../core/fleet';
import type { Tx } from '../../../server/db/client';
import { AppError, notFound } from '../../../server/http/errors';
import { formatNumber, nextNumber } from '../../../server/platform/sequences';
import { contractHeadlines } from '../../contracts/server/deposit-and-periods';
import { permitBriefs } from '../../dispatch-permits/server';
import { vehicleDocumentIds } from '../../fleet/server/service';
import type { conditionFields, inspectionInput, inspectionPatch } from './schemas';
import { vehicleInspections, type ChecklistEntry } from './tables';

export type Who = { companyId: string; userId: string | null; currency: CurrencyCode; now: Date };
export type Inspection = typeof vehicleInspections.$inferSelect;
type Condition = z.input<z.ZodObject<typeof conditionFields>>;

/** The contracts' older inspection shape (ok true/false, damages in words with a price). */
export type LegacyInspection = { checklist: Array<{ code: string; ok: boolean; note?: string | null }>; damages: Array<{ description: string; amount: string }>; notes?: string | null };

const KEPT_STATUSES: Record<'handover' | 'return', readonly string[]> = { handover: ['active', 'suspended', 'returned', 'closed'], return: ['returned', 'closed'] };
const DISPATCH_STATUSES = ['approved', 'in_progress', 'completed'];

function points(input: Condition['damagePoints']): DamagePoint[] {
  return (input ?? []).map((p) => ({ view: p.view, x: p.x, y: p.y, type: p.type, severity: p.severity, ...(p.note ? { note: p.note } : {}), ...(p.photoDocumentId ? { photoDocumentId: p.photoDocumentId } : {}) }));
}

function checklistOf(input: z.infer<typeof inspectionInput>['checklist']): ChecklistEntry[] {
  return (input ?? []).map((i) => ({ code: i.code, status: i.status, ...(i.note ? { note: i.note } : {}) }));
}

async function assertPhotos(tx: Tx, vehicleId: string, list: DamagePoint[]) {
  const ids = [...new Set(list.map((p) => p.photoDocumentId).filter((v): v is string => !!v))];
  const found = await vehicleDocumentIds(tx, vehicleId, ids);
  if (ids.some((id) => !found.has(id))) throw new AppError(400, 'photo_not_of_vehicle', { damagePoints: 'photo_not_of_vehicle' });
}

async function insert(tx: Tx, values: Omit<typeof vehicleInspections.$inferInsert, 'companyId' | 'inspectionNumber'>, who: Who) {
  const [row] = await tx
    .insert(vehicleInspections)
    .values({ ...values, companyId: who.companyId, inspectionNumber: formatNumber('VI', await nextNumber(tx, who.companyId, 'vehicle_inspection'), 5), createdBy: who.userId })
    .returning();
  return row!;
}

async function existing(tx: Tx, where: { contractId?: string; dispatchPermitId?: string }, kind: InspectionKind) {
  const [row] = await tx
    .select({ id: vehicleInspections.id, inspectionNumber: vehicleInspections.inspectionNumber })
    .from(vehicleInspections)
    .where(and(eq(vehicleInspections.kind, kind), where.contractId ? eq(vehicleInspections.contractId, where.contractId) : eq(vehicleInspections.dispatchPermitId, where.dispatchPermitId!)));
  return row;
}

/**
 * The contract's handover or return writes its inspection here: the odometer, fuel and time the
 * contract recorded, the checklist (the older ok true/false shape is kept by the contract API),
 * the damages in words with a price (invoiced by the return) and any placed points and signatures.
 */
export async function recordContractInspection(
  tx: Tx,
  input: { kind: 'handover' | 'return'; contractId: string; vehicleId: string; at: Date; odometer: number; fuel: number; inspection: (LegacyInspection & Partial<Condition>) | null | undefined },
  who: Who,
) {
  const found = await existing(tx, { contractId: input.contractId }, input.kind);
  if (found) throw new AppError(409, 'inspection_exists', undefined, { source: 'عقد / contract', kind: input.kind, number: found.inspectionNumber });
  const i = input.inspection;
  const placed = points(i?.damagePoints);
  await assertPhotos(tx, input.vehicleId, placed);
  const described: DamagePoint[] = (i?.damages ?? []).map((d) => ({ view: null, x: null, y: null, type: 'other', severity: 'minor', note: d.description, amount: parseMoney(d.amount, who.currency) }));
  return insert(
    tx,
    {
      kind: input.kind,
      vehicleId: input.vehicleId,
      contractId: input.contractId,
      at: input.at,
      odometer: input.odometer,
      fuel: input.fuel,
      checklist: (i?.checklist ?? []).map((c) => ({ code: c.code, status: c.ok ? 'ok' : 'not_ok', ...(c.note ? { note: c.note } : {}) })),
      damagePoints: [...placed, ...described],
      customerSignature: i?.customerSignature ?? null,
      customerSignerName: i?.customerSignerName ?? null,
      inspectorSignature: i?.inspectorSignature ?? null,
      inspectorId: who.userId,
      notes: i?.notes ?? null,
    },
    who,
  );
}

/** A condition check recorded from the fleet: a dispatch check, or a contract's when it has none. */
export async function createInspection(tx: Tx, input: z.infer<typeof inspectionInput>, who: Who) {
  let vehicleId: string;
  if (input.kind === 'dispatch') {
    if (!input.dispatchPermitId || input.contractId) throw new AppError(400, 'inspection_source_required', { dispatchPermitId: 'required' });
    const permit = (await permitBriefs(tx, [input.dispatchPermitId])).get(input.dispatchPermitId);
    if (!permit) throw new AppError(400, 'not_found', { dispatchPermitId: 'not_found' });
    if (!DISPATCH_STATUSES.includes(permit.status)) throw new AppError(409, 'inspection_not_due');
    const found = await existing(tx, { dispatchPermitId: permit.id }, 'dispatch');
    if (found) throw new AppError(409, 'inspection_exists', undefined, { source: 'تصريح / permit', kind: 'dispatch', number: found.inspectionNumber });
    vehicleId = permit.vehicleId;
  } else {
    if (!input.contractId || input.dispatchPermitId) throw new AppError(400, 'inspection_source_required', { contractId: 'required' });
    const contract = (await contractHeadlines(tx, [input.contractId])).get(input.contractId);
    if (!contract) throw new AppError(400, 'not_found', { contractId: 'not_found' });
    if (!KEPT_STATUSES[input.kind].includes(contract.status)) throw new AppError(409, 'inspection_not_due');
    const found = await existing(tx, { contractId: contract.id }, input.kind);
    if (found) throw new AppError(409, 'inspection_exists', undefined, { source: 'عقد / contract', kind: input.kind, number: found.inspectionNumber });
    vehicleId = contract.vehicleId;
  }
  const placed = points(input.damagePoints);
  await assertPhotos(tx, vehicleId, placed);
  return insert(
    tx,
    {
      kind: input.kind,
      vehicleId,
      contractId: input.contractId ?? null,
      dispatchPermitId: input.dispatchPermitId ?? null,
      at: input.at ? new Date(input.at) : who.now,
      odometer: input.odometer ?? null,
      fuel: input.fuel ?? null,
      checklist: checklistOf(input.checklist),
      damagePoints: placed,
      customerSignature: input.customerSignature ?? null,
      customerSignerName: input.customerSignerName ?? null,
      inspectorSignature: input.inspectorSignature ?? null,
      inspectorId: who.userId,
      notes: input.notes ?? null,
    },
    who,
  );
}

export async function lockInspection(tx: Tx, id: string): Promise<Inspection> {
  const [row] = await tx.select().from(vehicleInspections).where(eq(vehicleInspections.id, id)).for('update');
  if (!row) throw notFound();
  return row;
}

/**
 * Completes an inspection: the placed points replace the placed ones (the points described in
 * words, priced by the contract's return, stay), the checklist and signatures when given.
 * Refused once its new damage is charged (the invoice was raised from these points).
 */
export async function updateInspection(tx: Tx, id: string, input: z.infer<typeof inspectionPatch>, who: Who) {
  const row = await lockInspection(tx, id);
  if (row.chargeInvoiceId) throw new AppError(409, 'inspection_charged');
  // A contract's readings are the contract's (they priced its kilometres and fuel).
  if (row.contractId && (input.odometer !== undefined || input.fuel !== undefined)) throw new AppError(400, 'inspection_readings_of_contract', { odometer: 'inspection_readings_of_contract' });
  const set: Partial<typeof vehicleInspections.$inferInsert> = { updatedAt: who.now };
  if (input.damagePoints) {
    const placed = points(input.damagePoints);
    await assertPhotos(tx, row.vehicleId, placed);
    set.damagePoints = [...placed, ...row.damagePoints.filter((p) => p.view === null)];
  }
  if (input.checklist) set.checklist = checklistOf(input.checklist);
  if (input.odometer !== undefined) set.odometer = input.odometer;
  if (input.fuel !== undefined) set.fuel = input.fuel;
  if (input.notes !== undefined) set.notes = input.notes;
  if (input.customerSignature !== undefined && input.customerSignature !== null) set.customerSignature = input.customerSignature;
  if (input.customerSignerName !== undefined) set.customerSignerName = input.customerSignerName;
  if (input.inspectorSignature !== undefined && input.inspectorSignature !== null) set.inspectorSignature = input.inspectorSignature;
  const [updated] = await tx.update(vehicleInspections).set(set).where(eq(vehicleInspections.id, id)).returning();
  return updated!;
}
