// The dispatch-permit lifecycle (core/dispatch): create or edit (only a free vehicle, an active
// driver), approve (the trigger writes the hold; a clash is a 409 naming the holder), reject with
// a reason, start with the odometer out, complete with the odometer in (the vehicle's odometer
// follows, never backwards), cancel. Every change writes a history row. Runs in the caller's
// transaction; `who.now` is the moment of the change.
import type { z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { nextPermitStatus, tripDistance, validPermitPeriod, type PermitAction, type PermitStatus } from '../../../core/dispatch';
import type { MessageCode } from '../../../core/i18n/messages';
import { toMoney, type CurrencyCode } from '../../../core/money';
import type { Tx } from '../../../server/db/client';
import { AppError, notFound } from '../../../server/http/errors';
import { formatNumber, nextNumber } from '../../../server/platform/sequences';
import { holdOver, lockVehicle, recordOdometer, vehicleUsable } from '../../fleet/server/service';
import { requireActiveEmployee } from '../../hr/server/employee-reads';
import type { permitInput, permitPatch } from './schemas';
import { dispatchPermitHistory, dispatchPermits } from './tables';

export type Permit = typeof dispatchPermits.$inferSelect;
export type Who = { companyId: string; userId: string | null; currency: CurrencyCode; now: Date };

/** What a clash with each kind of holder says (the same texts as the database rule's 409). */
const HOLDER_MESSAGE: Record<string, MessageCode> = { contract: 'vehicle_double_booked', maintenance: 'vehicle_in_maintenance', permit: 'vehicle_on_permit' };

/** Refuses a vehicle that is unusable or held over [start, end) by anything but this permit. */
async function assertVehicleFree(tx: Tx, vehicleId: string, startAt: Date, endAt: Date, permitId?: string) {
  const vehicle = await lockVehicle(tx, vehicleId).catch(() => {
    throw new AppError(400, 'validation_failed', { vehicleId: 'not_found' });
  });
  if (!vehicleUsable(vehicle.status)) throw new AppError(409, 'vehicle_not_usable', undefined, { status: vehicle.status });
  const held = await holdOver(tx, vehicleId, startAt, endAt, permitId ? { type: 'permit', id: permitId } : undefined);
  if (held) throw new AppError(409, HOLDER_MESSAGE[held.sourceType] ?? 'vehicle_held', undefined, { number: held.reference });
  return vehicle;
}

function period(startAt: string | Date, endAt: string | Date) {
  const start = new Date(startAt);
  const end = new Date(endAt);
  if (!validPermitPeriod(start, end)) throw new AppError(400, 'validation_failed', { endAt: 'invalid_date_range' });
  return { start, end };
}

async function writeHistory(tx: Tx, permit: Permit, from: PermitStatus | null, to: PermitStatus, note: string | null, who: Who) {
  await tx.insert(dispatchPermitHistory).values({ companyId: permit.companyId, permitId: permit.id, fromStatus: from, toStatus: to, note, changedBy: who.userId, changedAt: who.now });
}

export async function createPermit(tx: Tx, input: z.input<typeof permitInput>, who: Who): Promise<Permit> {
  const { start, end } = period(input.startAt, input.endAt);
  await requireActiveEmployee(tx, input.driverId, 'driverId');
  await assertVehicleFree(tx, input.vehicleId, start, end);
  const [permit] = await tx
    .insert(dispatchPermits)
    .values({
      companyId: who.companyId,
      permitNumber: formatNumber('DP', await nextNumber(tx, who.companyId, 'dispatch_permit'), 5),
      vehicleId: input.vehicleId,
      driverId: input.driverId,
      purpose: input.purpose,
      purposeAr: input.purposeAr ?? null,
      purposeEn: input.purposeEn ?? null,
      destinationAr: input.destinationAr ?? null,
      destinationEn: input.destinationEn ?? null,
      startAt: start,
      endAt: end,
      expectedKm: input.expectedKm ?? null,
      fuelAllowance: toMoney('fuelAllowance', input.fuelAllowance ?? '0', who.currency),
      priority: input.priority ?? 'normal',
      notes: input.notes ?? null,
      createdBy: who.userId,
      createdAt: who.now,
      updatedAt: who.now,
    })
    .returning();
  await writeHistory(tx, permit!, null, 'pending', null, who);
  return permit!;
}

export async function lockPermit(tx: Tx, id: string): Promise<Permit> {
  const [row] = await tx.select().from(dispatchPermits).where(eq(dispatchPermits.id, id)).for('update');
  if (!row) throw notFound();
  return row;
}

/** A pending or approved permit's details change; an approved one keeps holding, over the new times. */
export async function updatePermit(tx: Tx, id: string, input: z.input<typeof permitPatch>, who: Who): Promise<Permit> {
  const permit = await lockPermit(tx, id);
  if (permit.status !== 'pending' && permit.status !== 'approved') throw new AppError(409, 'invalid_transition');
  const { start, end } = period(input.startAt ?? permit.startAt, input.endAt ?? permit.endAt);
  if (input.driverId && input.driverId !== permit.driverId) await requireActiveEmployee(tx, input.driverId, 'driverId');
  await assertVehicleFree(tx, input.vehicleId ?? permit.vehicleId, start, end, permit.id);
  const patch = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
  const [row] = await tx
    .update(dispatchPermits)
    .set({
      ...patch,
      startAt: start,
      endAt: end,
      ...(input.fuelAllowance !== undefined ? { fuelAllowance: toMoney('fuelAllowance', input.fuelAllowance, who.currency) } : {}),
      updatedAt: who.now,
    })
    .where(eq(dispatchPermits.id, id))
    .returning();
  return row!;
}

/** The permit after `action`, or a 409 when its status does not allow it. */
async function move(tx: Tx, id: string, action: PermitAction, set: (p: Permit) => Promise<Partial<Permit>> | Partial<Permit>, note: string | null, who: Who) {
  const permit = await lockPermit(tx, id);
  const to = nextPermitStatus(permit.status as PermitStatus, action);
  if (!to) throw new AppError(409, 'invalid_transition');
  const extra = await set(permit);
  const [row] = await tx
    .update(dispatchPermits)
    .set({ ...extra, status: to, updatedAt: who.now })
    .where(eq(dispatchPermits.id, id))
    .returning();
  await writeHistory(tx, row!, permit.status as PermitStatus, to, note, who);
  return row!;
}

/** Approval makes the permit hold its vehicle (the trigger); a contract or order there is a 409. */
export const approvePermit = (tx: Tx, id: string, note: string | null, who: Who) =>
  move(tx, id, 'approve', async (p) => {
    await assertVehicleFree(tx, p.vehicleId, p.startAt, p.endAt, p.id);
    return { approvedBy: who.userId, approvedAt: who.now };
  }, note, who);

export const rejectPermit = (tx: Tx, id: string, reason: string, who: Who) => move(tx, id, 'reject', () => ({ rejectionReason: reason }), reason, who);

export const cancelPermit = (tx: Tx, id: string, reason: string, who: Who) => move(tx, id, 'cancel', () => ({ cancellationReason: reason }), reason, who);

/** The vehicle leaves: its odometer out is a reading of the vehicle (never below its last one). */
export const startPermit = (tx: Tx, id: string, odometer: number, note: string | null, who: Who) =>
  move(tx, id, 'start', async (p) => {
    await recordOdometer(tx, { companyId: p.companyId, vehicleId: p.vehicleId, reading: odometer, source: 'permit', sourceId: p.id, userId: who.userId });
    return { odometerOut: odometer, startedAt: who.now };
  }, note, who);

/** The vehicle is back: the odometer in is never below the odometer out, and the vehicle's follows. */
export const completePermit = (tx: Tx, id: string, odometer: number, note: string | null, who: Who) =>
  move(tx, id, 'complete', async (p) => {
    const trip = tripDistance(p.odometerOut ?? 0, odometer);
    if ('error' in trip) throw new AppError(422, 'odometer_in_below_out', undefined, { in: odometer, out: p.odometerOut ?? 0 });
    await recordOdometer(tx, { companyId: p.companyId, vehicleId: p.vehicleId, reading: odometer, source: 'permit', sourceId: p.id, userId: who.userId });
    return { odometerIn: odometer, completedAt: who.now };
  }, note, who);
