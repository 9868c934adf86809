// Preventive plans and the due list: each active plan applies to one vehicle or to every vehicle of
// a make and model; its last service is the latest completed work order under the plan for that
// vehicle, else the vehicle's recorded last service, else its purchase (odometer 0, "since new").
import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../../../server/db/client';
import { AppError, notFound } from '../../../server/http/errors';
import { planDue, type PlanDue } from '../../../core/fleet';
import { localDate } from '../../../core/attendance';
import { vehicles } from '../../fleet/server/service';
import type { z } from '@hono/zod-openapi';
import type { planInput } from './schemas';
import { lastServices } from './service';
import { maintenancePlans } from './tables';

type PlanIn = z.infer<typeof planInput>;

function target(input: PlanIn) {
  const vehicleId = input.vehicleId ?? null;
  const make = vehicleId ? null : (input.make ?? null);
  const model = vehicleId ? null : (input.model ?? null);
  if (!vehicleId && !(make && model)) throw new AppError(400, 'validation_failed', { vehicleId: 'required' });
  if (!input.intervalKm && !input.intervalMonths) throw new AppError(400, 'validation_failed', { intervalKm: 'required', intervalMonths: 'required' });
  return { vehicleId, make, model };
}

/** The plan's vehicle must be one the company sees (a foreign key alone ignores row-level security). */
async function assertVehicle(tx: Tx, vehicleId: string | null) {
  if (!vehicleId) return;
  const [seen] = await tx.select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.id, vehicleId));
  if (!seen) throw notFound();
}

export async function createPlan(tx: Tx, input: PlanIn, companyId: string) {
  await assertVehicle(tx, input.vehicleId ?? null);
  const [row] = await tx
    .insert(maintenancePlans)
    .values({ companyId, name: input.name, maintenanceType: input.maintenanceType, ...target(input), intervalKm: input.intervalKm ?? null, intervalMonths: input.intervalMonths ?? null, isActive: input.isActive ?? true, notes: input.notes ?? null })
    .returning();
  return row!;
}

export async function updatePlan(tx: Tx, id: string, input: PlanIn, now: Date) {
  await assertVehicle(tx, input.vehicleId ?? null);
  const [row] = await tx
    .update(maintenancePlans)
    .set({ name: input.name, maintenanceType: input.maintenanceType, ...target(input), intervalKm: input.intervalKm ?? null, intervalMonths: input.intervalMonths ?? null, isActive: input.isActive ?? true, notes: input.notes ?? null, updatedAt: now })
    .where(eq(maintenancePlans.id, id))
    .returning();
  if (!row) throw notFound();
  return row;
}

export const listPlans = (tx: Tx) => tx.select().from(maintenancePlans).orderBy(asc(maintenancePlans.name), asc(maintenancePlans.id));

export type DueRow = PlanDue & {
  planId: string;
  planName: string;
  maintenanceType: string;
  vehicleId: string;
  plateNumber: string;
  make: string;
  model: string;
  odometer: number;
  lastServiceDate: string;
  lastServiceOdometer: number;
};

/**
 * Every (active plan, vehicle) pair with its due state, overdue first, then the nearest; with
 * `withOk: false` only those due or overdue (the page's default view and the alerts), dropped
 * before the sort: at 3,000 vehicles most pairs are not due.
 */
export async function dueList(tx: Tx, today: string, timezone: string, { withOk = true }: { withOk?: boolean } = {}): Promise<DueRow[]> {
  const plans = await tx.select().from(maintenancePlans).where(eq(maintenancePlans.isActive, true));
  if (!plans.length) return [];
  const fleet = await tx
    .select({ id: vehicles.id, plateNumber: vehicles.plateNumber, make: vehicles.make, model: vehicles.model, odometer: vehicles.odometer, status: vehicles.status, purchaseDate: vehicles.purchaseDate, lastServiceDate: vehicles.lastServiceDate, lastServiceOdometer: vehicles.lastServiceOdometer, createdAt: vehicles.createdAt })
    .from(vehicles);
  const done = await lastServices(tx, plans.map((p) => p.id));
  const latest = new Map<string, { date: string; odometer: number }>();
  for (const d of done) {
    if (!d.completedAt) continue;
    const key = `${d.planId}:${d.vehicleId}`;
    const date = localDate(d.completedAt, timezone);
    const prev = latest.get(key);
    if (!prev || date > prev.date) latest.set(key, { date, odometer: d.odometer ?? 0 });
  }
  // The vehicles a plan covers: one vehicle, or every car of a make and model.
  const inService = fleet.filter((v) => v.status !== 'out_of_service' && v.status !== 'stolen');
  const byId = new Map(inService.map((v) => [v.id, v]));
  const byModel = new Map<string, typeof inService>();
  for (const v of inService) {
    const key = `${v.make}\u0000${v.model}`;
    const list = byModel.get(key);
    if (list) list.push(v);
    else byModel.set(key, [v]);
  }
  const rows: DueRow[] = [];
  for (const plan of plans) {
    const one = plan.vehicleId ? byId.get(plan.vehicleId) : undefined;
    const matches = plan.vehicleId ? (one ? [one] : []) : (byModel.get(`${plan.make}\u0000${plan.model}`) ?? []);
    for (const v of matches) {
      // A recorded last service without its reading counts kilometres from today's reading (an
      // unknown reading read as 0 would call every older car overdue).
      const last =
        latest.get(`${plan.id}:${v.id}`) ??
        (v.lastServiceDate ? { date: v.lastServiceDate, odometer: v.lastServiceOdometer ?? v.odometer } : { date: v.purchaseDate ?? localDate(v.createdAt, timezone), odometer: 0 });
      const due = planDue(plan, { lastServiceDate: last.date, lastServiceOdometer: last.odometer, odometer: v.odometer, today });
      if (!withOk && due.state === 'ok') continue;
      rows.push({ ...due, planId: plan.id, planName: plan.name, maintenanceType: plan.maintenanceType, vehicleId: v.id, plateNumber: v.plateNumber, make: v.make, model: v.model, odometer: v.odometer, lastServiceDate: last.date, lastServiceOdometer: last.odometer });
    }
  }
  const rank = { overdue: 0, due: 1, ok: 2 };
  const urgency = (r: DueRow) => Math.min(r.daysLeft ?? Infinity, r.kmLeft !== null ? r.kmLeft / 100 : Infinity);
  return rows.sort((a, b) => rank[a.state] - rank[b.state] || urgency(a) - urgency(b) || a.plateNumber.localeCompare(b.plateNumber));
}
