// Reads of dispatch permits: one permit with its vehicle, driver and history; and the exported
// read other modules use (traffic-fine matching charges a fine to the permit's driver).
import { and, asc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import { permitActions, type PermitStatus } from '../../../core/dispatch';
import { moneyOut, type CurrencyCode } from '../../../core/money';
import type { Tx } from '../../../server/db/client';
import { profiles } from '../../../server/db/schema';
import { notFound } from '../../../server/http/errors';
import { vehicles } from '../../fleet/server/tables';
import { employeeBriefs } from '../../hr/server/employee-reads';
import { dispatchPermitHistory, dispatchPermits } from './tables';
import type { Permit } from './service';
import type { ApprovalActor } from '../../admin/server/approvals';
import { permitApprovals } from './approval-gate';
import { inTurn } from '../../../server/db/in-turn';

export function permitView(p: Permit, currency: CurrencyCode) {
  const { companyId: _company, ...rest } = p;
  return { ...rest, status: p.status as PermitStatus, purpose: p.purpose as 'other', priority: p.priority as 'normal', fuelAllowance: moneyOut(p.fuelAllowance, currency)!, currency };
}

/**
 * One permit for its page, read as `actor`: while its approval request is open, approving or
 * rejecting is the request's steps' business (the card on the page acts on them), not an action.
 */
export async function permitDetail(tx: Tx, id: string, currency: CurrencyCode, actor: ApprovalActor) {
  const [row] = await tx
    .select({ permit: dispatchPermits, plateNumber: vehicles.plateNumber, make: vehicles.make, model: vehicles.model })
    .from(dispatchPermits)
    .innerJoin(vehicles, eq(vehicles.id, dispatchPermits.vehicleId))
    .where(eq(dispatchPermits.id, id));
  if (!row) throw notFound();
  const [drivers, approvals, history] = await inTurn([
    () => employeeBriefs(tx, [row.permit.driverId]),
    () => permitApprovals(tx, id, actor),
    () => tx
      .select({ h: dispatchPermitHistory, name: sql<string | null>`nullif(trim(coalesce(${profiles.firstNameAr}, ${profiles.firstName}) || ' ' || coalesce(${profiles.lastNameAr}, ${profiles.lastName})), '')` })
      .from(dispatchPermitHistory)
      .leftJoin(profiles, eq(profiles.userId, dispatchPermitHistory.changedBy))
      .where(eq(dispatchPermitHistory.permitId, id))
      .orderBy(asc(dispatchPermitHistory.changedAt), asc(dispatchPermitHistory.id)),
  ]);
  const driver = drivers.get(row.permit.driverId);
  const p = row.permit;
  return {
    ...permitView(p, currency),
    vehiclePlate: row.plateNumber,
    vehicleMake: row.make,
    vehicleModel: row.model,
    driverNumber: driver?.employeeNumber ?? '',
    driverNameAr: driver?.nameAr ?? '',
    driverNameEn: driver?.nameEn ?? '',
    driverPhone: driver?.phone ?? null,
    distanceKm: p.odometerIn !== null && p.odometerOut !== null ? p.odometerIn - p.odometerOut : null,
    actions: permitActions(p.status as PermitStatus).filter((a) => !(approvals[0]?.status === 'pending' && (a === 'approve' || a === 'reject'))),
    approvals,
    history: history.map(({ h, name }) => {
      const { companyId: _company, ...rest } = h;
      return { ...rest, changedByName: name ?? null };
    }),
  };
}

/** Statuses in which the vehicle was (or will be) out on the permit over its period. */
const OUT_STATUSES: PermitStatus[] = ['approved', 'in_progress', 'completed'];

/**
 * The permits whose period [start_at, end_at) covers `instant` for the vehicle, with their driver:
 * for traffic-fine matching (a fine in a permit's period goes to its driver). Rejected, cancelled
 * and pending permits never covered the vehicle.
 */
export async function permitsOverlapping(tx: Tx, vehicleId: string, instant: Date) {
  const rows = await tx
    .select({ id: dispatchPermits.id, permitNumber: dispatchPermits.permitNumber, status: dispatchPermits.status, driverId: dispatchPermits.driverId, startAt: dispatchPermits.startAt, endAt: dispatchPermits.endAt })
    .from(dispatchPermits)
    .where(and(eq(dispatchPermits.vehicleId, vehicleId), inArray(dispatchPermits.status, OUT_STATUSES), lte(dispatchPermits.startAt, instant), gt(dispatchPermits.endAt, instant)))
    .orderBy(asc(dispatchPermits.startAt));
  const drivers = await employeeBriefs(tx, rows.map((r) => r.driverId));
  return rows.map((r) => ({ ...r, status: r.status as PermitStatus, driver: drivers.get(r.driverId) ?? null }));
}

export type CoveringPermit = { id: string; permitNumber: string; driverId: string; startAt: Date; endAt: Date };

/**
 * The out permits of these vehicles whose periods meet [from, to] (both ends included), by
 * vehicle, in start order: one read for a batch of fines (the caller picks, for each instant, the
 * permits with start_at ≤ instant < end_at, as `permitsOverlapping` does for one).
 */
export async function permitsCovering(tx: Tx, vehicleIds: readonly string[], from: Date, to: Date): Promise<Map<string, CoveringPermit[]>> {
  const out = new Map<string, CoveringPermit[]>();
  if (!vehicleIds.length) return out;
  const rows = await tx
    .select({ vehicleId: dispatchPermits.vehicleId, id: dispatchPermits.id, permitNumber: dispatchPermits.permitNumber, driverId: dispatchPermits.driverId, startAt: dispatchPermits.startAt, endAt: dispatchPermits.endAt })
    .from(dispatchPermits)
    .where(and(inArray(dispatchPermits.vehicleId, [...vehicleIds]), inArray(dispatchPermits.status, OUT_STATUSES), lte(dispatchPermits.startAt, to), gt(dispatchPermits.endAt, from)))
    .orderBy(asc(dispatchPermits.startAt), asc(dispatchPermits.id));
  for (const { vehicleId, ...p } of rows) out.set(vehicleId, [...(out.get(vehicleId) ?? []), p]);
  return out;
}

/** A permit's number, vehicle and status (a dispatch condition check is attached to it). */
export async function permitBriefs(tx: Tx, ids: readonly string[]) {
  if (!ids.length) return new Map<string, { id: string; permitNumber: string; vehicleId: string; status: string }>();
  const rows = await tx.select({ id: dispatchPermits.id, permitNumber: dispatchPermits.permitNumber, vehicleId: dispatchPermits.vehicleId, status: dispatchPermits.status }).from(dispatchPermits).where(inArray(dispatchPermits.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r]));
}
