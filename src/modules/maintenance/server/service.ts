// Work orders: create, edit while open, start (the vehicle goes to the workshop), complete (the
// odometer moves forward, the vehicle is available again, the cost posts), cancel. Each runs
// inside the request's transaction; the vehicle is read and changed only through the fleet's
// service, and the vehicle-holds trigger keeps the order's window free of bookings.
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Tx } from '../../../server/db/client';
import { companies } from '../../../server/db/schema';
import { AppError, notFound } from '../../../server/http/errors';
import type { CompanyContext } from '../../../server/http/fields';
import { localDate } from '../../../core/attendance';
import { nextWorkOrderStatus, odometerAllowed, workOrderCost, type PartInput, type WorkOrderAction } from '../../../core/fleet';
import { toMoney } from '../../../core/money';
import { formatNumber, nextNumber } from '../../../server/platform/sequences';
import { lockVehicle, recordOdometer, setVehicleState } from '../../fleet/server/service';
import { postMaintenanceCompleted } from './ledger-events';
import { maintenancePlans, vehicleMaintenance, type PartLine } from './tables';
import type { z } from '@hono/zod-openapi';
import type { cancelInput, completeInput, orderInput, orderUpdateInput, startInput } from './schemas';

export type Who = { companyId: string; userId: string | null; ctx: CompanyContext; now: Date };
export type WorkOrder = typeof vehicleMaintenance.$inferSelect;

async function vatRate(tx: Tx, companyId: string): Promise<string> {
  const [row] = await tx.select({ vatRate: companies.vatRate }).from(companies).where(eq(companies.id, companyId));
  return row?.vatRate ?? '0';
}

function parts(input: readonly PartInput[] | undefined, who: Who): PartLine[] {
  return (input ?? []).map((p) => ({ name: p.name, quantity: p.quantity, unitPrice: toMoney('parts', p.unitPrice, who.ctx.currency) }));
}

function window(scheduledAt: Date, expectedEndAt: Date) {
  if (expectedEndAt.getTime() <= scheduledAt.getTime()) throw new AppError(400, 'invalid_date_range', { expectedEndAt: 'invalid_date_range' });
}

/** A plan named by an order must be the company's own (a foreign key alone ignores row-level security). */
async function assertPlan(tx: Tx, planId: string | null | undefined) {
  if (!planId) return;
  const [seen] = await tx.select({ id: maintenancePlans.id }).from(maintenancePlans).where(eq(maintenancePlans.id, planId));
  if (!seen) throw notFound();
}

export async function lockOrder(tx: Tx, id: string): Promise<WorkOrder> {
  const [row] = await tx.select().from(vehicleMaintenance).where(eq(vehicleMaintenance.id, id)).for('update');
  if (!row) throw notFound();
  return row;
}

export async function createWorkOrder(tx: Tx, input: z.infer<typeof orderInput>, who: Who): Promise<WorkOrder> {
  const vehicle = await lockVehicle(tx, input.vehicleId);
  await assertPlan(tx, input.planId);
  const scheduledAt = new Date(input.scheduledAt);
  const expectedEndAt = new Date(input.expectedEndAt);
  window(scheduledAt, expectedEndAt);
  const estimatedCost = toMoney('estimatedCost', input.estimatedCost ?? '0', who.ctx.currency);
  const estimate = workOrderCost({ labour: estimatedCost, parts: [], vatRate: await vatRate(tx, who.companyId) }, who.ctx.currency);
  const [row] = await tx
    .insert(vehicleMaintenance)
    .values({
      companyId: who.companyId,
      maintenanceNumber: formatNumber('MNT', await nextNumber(tx, who.companyId, 'maintenance'), 5),
      vehicleId: vehicle.id,
      planId: input.planId ?? null,
      maintenanceType: input.maintenanceType,
      priority: input.priority,
      description: input.description ?? null,
      workshopName: input.workshopName ?? null,
      scheduledAt,
      expectedEndAt,
      estimatedCost,
      estimatedVat: estimate.vat,
      labourCost: toMoney('labourCost', input.labourCost ?? '0', who.ctx.currency),
      parts: parts(input.parts, who),
      paidBy: input.paidBy ?? 'payable',
      notes: input.notes ?? null,
      createdBy: who.userId,
    })
    .returning();
  return row!;
}

export async function updateWorkOrder(tx: Tx, id: string, input: z.infer<typeof orderUpdateInput>, who: Who): Promise<WorkOrder> {
  const order = await lockOrder(tx, id);
  if (order.status !== 'pending' && order.status !== 'in_progress') throw new AppError(409, 'invalid_transition');
  // The vehicle of an order in the workshop stays: move it back to pending by cancelling instead.
  if (input.vehicleId && input.vehicleId !== order.vehicleId) {
    if (order.status !== 'pending') throw new AppError(409, 'invalid_transition');
    await lockVehicle(tx, input.vehicleId);
  }
  await assertPlan(tx, input.planId);
  const scheduledAt = input.scheduledAt ? new Date(input.scheduledAt) : order.scheduledAt;
  const expectedEndAt = input.expectedEndAt ? new Date(input.expectedEndAt) : order.expectedEndAt;
  window(scheduledAt, expectedEndAt);
  const estimatedCost = input.estimatedCost !== undefined ? toMoney('estimatedCost', input.estimatedCost, who.ctx.currency) : order.estimatedCost;
  const estimate = workOrderCost({ labour: estimatedCost, parts: [], vatRate: await vatRate(tx, who.companyId) }, who.ctx.currency);
  const [row] = await tx
    .update(vehicleMaintenance)
    .set({
      vehicleId: input.vehicleId ?? order.vehicleId,
      maintenanceType: input.maintenanceType ?? order.maintenanceType,
      priority: input.priority ?? order.priority,
      description: input.description !== undefined ? input.description : order.description,
      workshopName: input.workshopName !== undefined ? input.workshopName : order.workshopName,
      scheduledAt,
      expectedEndAt,
      estimatedCost,
      estimatedVat: estimate.vat,
      labourCost: input.labourCost !== undefined ? toMoney('labourCost', input.labourCost, who.ctx.currency) : order.labourCost,
      parts: input.parts ? parts(input.parts, who) : order.parts,
      paidBy: input.paidBy ?? order.paidBy,
      planId: input.planId !== undefined ? input.planId : order.planId,
      notes: input.notes !== undefined ? input.notes : order.notes,
      updatedAt: who.now,
    })
    .where(eq(vehicleMaintenance.id, id))
    .returning();
  return row!;
}

function move(order: WorkOrder, action: WorkOrderAction) {
  const next = nextWorkOrderStatus(order.status, action);
  if (!next) throw new AppError(409, 'invalid_transition');
  return next;
}

/** Another open order keeps the vehicle in the workshop after this one leaves. */
async function otherInWorkshop(tx: Tx, order: WorkOrder) {
  const rows = await tx
    .select({ id: vehicleMaintenance.id })
    .from(vehicleMaintenance)
    .where(and(eq(vehicleMaintenance.vehicleId, order.vehicleId), eq(vehicleMaintenance.status, 'in_progress'), ne(vehicleMaintenance.id, order.id)))
    .limit(1);
  return rows.length > 0;
}

export async function startWorkOrder(tx: Tx, id: string, input: z.infer<typeof startInput>, who: Who): Promise<WorkOrder> {
  const order = await lockOrder(tx, id);
  const status = move(order, 'start');
  const vehicle = await lockVehicle(tx, order.vehicleId);
  // A car out with a customer is not in the workshop; it must come back first.
  if (vehicle.status === 'rented') throw new AppError(409, 'vehicle_unavailable', undefined, { status: vehicle.status });
  const startedAt = input.at ? new Date(input.at) : who.now;
  // Started after the planned end: the visit keeps its planned length from the actual start.
  const length = order.expectedEndAt.getTime() - order.scheduledAt.getTime();
  const expectedEndAt = startedAt.getTime() >= order.expectedEndAt.getTime() ? new Date(startedAt.getTime() + length) : order.expectedEndAt;
  const [row] = await tx.update(vehicleMaintenance).set({ status, startedAt, expectedEndAt, updatedAt: who.now }).where(eq(vehicleMaintenance.id, id)).returning();
  await setVehicleState(tx, order.vehicleId, { status: 'maintenance' });
  return row!;
}

export async function completeWorkOrder(tx: Tx, id: string, input: z.infer<typeof completeInput>, who: Who): Promise<WorkOrder> {
  const order = await lockOrder(tx, id);
  const status = move(order, 'complete');
  const vehicle = await lockVehicle(tx, order.vehicleId);
  if (!odometerAllowed(input.odometer, vehicle.odometer)) throw new AppError(400, 'odometer_backwards', { odometer: 'odometer_backwards' }, { current: vehicle.odometer });
  const completedAt = input.at ? new Date(input.at) : who.now;
  const startedAt = order.startedAt ?? (completedAt < order.scheduledAt ? completedAt : order.scheduledAt);
  if (completedAt.getTime() < startedAt.getTime()) throw new AppError(400, 'invalid_date_range', { at: 'invalid_date_range' });
  const labour = input.labourCost !== undefined ? toMoney('labourCost', input.labourCost, who.ctx.currency) : order.labourCost;
  const partLines = input.parts ? parts(input.parts, who) : order.parts;
  const cost = workOrderCost({ labour, parts: partLines, vatRate: await vatRate(tx, who.companyId) }, who.ctx.currency);
  const [row] = await tx
    .update(vehicleMaintenance)
    .set({
      status,
      startedAt,
      completedAt,
      odometerAtService: input.odometer,
      labourCost: labour,
      parts: partLines,
      actualCost: cost.net,
      actualVat: cost.vat,
      workshopName: input.workshopName !== undefined ? input.workshopName : order.workshopName,
      paidBy: input.paidBy ?? order.paidBy,
      notes: input.notes !== undefined ? input.notes : order.notes,
      updatedAt: who.now,
    })
    .where(eq(vehicleMaintenance.id, id))
    .returning();
  if (input.odometer > vehicle.odometer) await recordOdometer(tx, { companyId: who.companyId, vehicleId: vehicle.id, reading: input.odometer, source: 'service', sourceId: id, userId: who.userId });
  if (vehicle.status === 'maintenance' && !(await otherInWorkshop(tx, order))) await setVehicleState(tx, vehicle.id, { status: 'available' });
  const entry = await postMaintenanceCompleted(tx, row!, { date: localDate(completedAt, who.ctx.timezone), userId: who.userId, plate: vehicle.plateNumber });
  if (entry) {
    const [posted] = await tx.update(vehicleMaintenance).set({ journalEntryId: entry.id }).where(eq(vehicleMaintenance.id, id)).returning();
    return posted!;
  }
  return row!;
}

export async function cancelWorkOrder(tx: Tx, id: string, input: z.infer<typeof cancelInput>, who: Who): Promise<WorkOrder> {
  const order = await lockOrder(tx, id);
  const status = move(order, 'cancel');
  const [row] = await tx.update(vehicleMaintenance).set({ status, cancelledAt: who.now, cancelReason: input.reason, updatedAt: who.now }).where(eq(vehicleMaintenance.id, id)).returning();
  if (order.status === 'in_progress') {
    const vehicle = await lockVehicle(tx, order.vehicleId);
    if (vehicle.status === 'maintenance' && !(await otherInWorkshop(tx, order))) await setVehicleState(tx, vehicle.id, { status: 'available' });
  }
  return row!;
}

/** Completed orders per plan and vehicle, latest first: the preventive rule's "last service". */
export async function lastServices(tx: Tx, planIds: string[]) {
  if (!planIds.length) return [];
  return tx
    .select({ planId: vehicleMaintenance.planId, vehicleId: vehicleMaintenance.vehicleId, completedAt: vehicleMaintenance.completedAt, odometer: vehicleMaintenance.odometerAtService })
    .from(vehicleMaintenance)
    .where(and(inArray(vehicleMaintenance.planId, planIds), eq(vehicleMaintenance.status, 'completed')));
}
