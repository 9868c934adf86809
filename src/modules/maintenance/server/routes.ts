// /api/fleet/maintenance: work orders (list, read, create, edit, start, complete, cancel),
// preventive plans and the due list; /api/fleet/vehicle-alerts: the alerts the daily job writes.
// The fleet manager writes (fleet.maintenance.write); the accountant and the employee read.
import type { OpenAPIHono } from '@hono/zod-openapi';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { MAINTENANCE_PRIORITIES, MAINTENANCE_STATUSES } from '../../../core/fleet';
import { access } from '../../../server/http/access';
import type { AppEnv } from '../../../server/http/env';
import { companyContext, idParam, likePattern } from '../../../server/http/fields';
import { jsonBody, jsonResponse } from '../../../server/http/openapi';
import { tenantRoute, type TenantCtx } from '../../../server/http/route';
import { moneyOut } from '../../../core/money';
import { vehicles } from '../../fleet/server/service';
import type { Tx } from '../../../server/db/client';
import { acknowledgeVehicleAlert, openVehicleAlerts } from './alerts';
import { workOrderDocumentRoutes } from './document-routes';
import { createPlan, dueList, listPlans, updatePlan } from './plans';
import { alertListOut, alertOut, alertQuery, cancelInput, completeInput, dueListOut, dueQuery, orderInput, orderListOut, orderListQuery, orderOut, orderUpdateInput, planInput, planListOut, planOut, startInput } from './schemas';
import { cancelWorkOrder, completeWorkOrder, createWorkOrder, startWorkOrder, updateWorkOrder, type Who } from './service';
import { maintenancePlans, vehicleMaintenance } from './tables';
import { orderView } from './view';
import { notFound } from '../../../server/http/errors';
import type { z } from '@hono/zod-openapi';
import { inTurn } from '../../../server/db/in-turn';

const read = access.permission('fleet.maintenance.read');
const write = access.permission('fleet.maintenance.write');

async function whoOf(tx: Tx, ctx: Pick<TenantCtx, 'companyId' | 'actor'>): Promise<Who> {
  const now = new Date();
  return { companyId: ctx.companyId, userId: ctx.actor.userId, ctx: await companyContext(tx, now), now };
}

const planView = (p: typeof maintenancePlans.$inferSelect) => {
  const { companyId: _c, ...rest } = p;
  return { ...rest, maintenanceType: p.maintenanceType as 'routine' };
};

export function maintenanceRoutes(app: OpenAPIHono<AppEnv>) {
  tenantRoute(
    app,
    { method: 'get', path: '/api/fleet/maintenance', access: read, summary: 'Work orders: search by number, plate or workshop; filter by status, priority, vehicle; pages; counts by status', request: { query: orderListQuery }, responses: { 200: jsonResponse(orderListOut, 'Work orders') } },
    async (c, { tx }) => {
      const q = c.req.valid('query');
      const ctx = await companyContext(tx);
      const statuses = (q.status ?? '').split(',').filter((s) => (MAINTENANCE_STATUSES as readonly string[]).includes(s));
      const priorities = (q.priority ?? '').split(',').filter((s) => (MAINTENANCE_PRIORITIES as readonly string[]).includes(s));
      const narrowing: SQL[] = [];
      if (q.vehicleId) narrowing.push(eq(vehicleMaintenance.vehicleId, q.vehicleId));
      if (priorities.length) narrowing.push(inArray(vehicleMaintenance.priority, priorities));
      if (q.search) {
        const like = likePattern(q.search);
        narrowing.push(or(ilike(vehicleMaintenance.maintenanceNumber, like), ilike(vehicles.plateNumber, like), ilike(vehicleMaintenance.workshopName, like), ilike(vehicles.make, like), ilike(vehicles.model, like))!);
      }
      const filter = and(...narrowing, statuses.length ? inArray(vehicleMaintenance.status, statuses) : undefined);
      const sorts = { number: vehicleMaintenance.maintenanceNumber, scheduled: vehicleMaintenance.scheduledAt, priority: vehicleMaintenance.priority, created: vehicleMaintenance.createdAt };
      const [rows, counts] = await inTurn([
        () => tx
          .select({
            id: vehicleMaintenance.id,
            maintenanceNumber: vehicleMaintenance.maintenanceNumber,
            maintenanceType: vehicleMaintenance.maintenanceType,
            priority: vehicleMaintenance.priority,
            status: vehicleMaintenance.status,
            scheduledAt: vehicleMaintenance.scheduledAt,
            expectedEndAt: vehicleMaintenance.expectedEndAt,
            completedAt: vehicleMaintenance.completedAt,
            workshopName: vehicleMaintenance.workshopName,
            vehicleId: vehicleMaintenance.vehicleId,
            plateNumber: vehicles.plateNumber,
            make: vehicles.make,
            model: vehicles.model,
            estimatedCost: vehicleMaintenance.estimatedCost,
            actualCost: vehicleMaintenance.actualCost,
          })
          .from(vehicleMaintenance)
          .innerJoin(vehicles, eq(vehicles.id, vehicleMaintenance.vehicleId))
          .where(filter)
          .orderBy(q.dir === 'desc' ? desc(sorts[q.sort]) : asc(sorts[q.sort]), asc(vehicleMaintenance.id))
          .limit(q.pageSize)
          .offset((q.page - 1) * q.pageSize),
        () => tx
          .select({ key: vehicleMaintenance.status, n: count() })
          .from(vehicleMaintenance)
          .innerJoin(vehicles, eq(vehicles.id, vehicleMaintenance.vehicleId))
          .where(narrowing.length ? and(...narrowing) : undefined)
          .groupBy(vehicleMaintenance.status),
      ]);
      const byStatus = Object.fromEntries(counts.map((r) => [r.key, r.n]));
      const total = Object.entries(byStatus).reduce((sum, [key, n]) => sum + (!statuses.length || statuses.includes(key) ? n : 0), 0);
      const items = rows.map((r) => ({
        ...r,
        maintenanceType: r.maintenanceType as 'routine',
        priority: r.priority as 'medium',
        status: r.status as 'pending',
        scheduledAt: r.scheduledAt.toISOString(),
        expectedEndAt: r.expectedEndAt.toISOString(),
        completedAt: r.completedAt?.toISOString() ?? null,
        estimatedCost: moneyOut(r.estimatedCost, ctx.currency)!,
        actualCost: moneyOut(r.actualCost, ctx.currency),
      }));
      return c.json({ items, total, page: q.page, pageSize: q.pageSize, currency: ctx.currency, counts: byStatus }, 200);
    },
  );

  tenantRoute(
    app,
    { method: 'get', path: '/api/fleet/maintenance/{id}', access: read, summary: 'One work order with its vehicle, parts and costs', request: { params: idParam }, responses: { 200: jsonResponse(orderOut, 'Work order') } },
    async (c, { tx }) => {
      const [row] = await tx.select().from(vehicleMaintenance).where(eq(vehicleMaintenance.id, c.req.valid('param').id));
      if (!row) throw notFound();
      return c.json(await orderView(tx, row, await companyContext(tx)), 200);
    },
  );

  tenantRoute(
    app,
    { method: 'post', path: '/api/fleet/maintenance', access: write, summary: 'Create a work order (pending); the vehicle cannot be booked over its window', request: jsonBody(orderInput), responses: { 201: jsonResponse(orderOut, 'Created') } },
    async (c, { tx, ...ctx }) => {
      const who = await whoOf(tx, ctx);
      return c.json(await orderView(tx, await createWorkOrder(tx, c.req.valid('json'), who), who.ctx), 201);
    },
  );

  tenantRoute(
    app,
    { method: 'patch', path: '/api/fleet/maintenance/{id}', access: write, summary: 'Change an open work order (pending or in progress)', request: { params: idParam, ...jsonBody(orderUpdateInput) }, responses: { 200: jsonResponse(orderOut, 'Work order') } },
    async (c, { tx, ...ctx }) => {
      const who = await whoOf(tx, ctx);
      return c.json(await orderView(tx, await updateWorkOrder(tx, c.req.valid('param').id, c.req.valid('json'), who), who.ctx), 200);
    },
  );

  const action = <T extends z.ZodTypeAny>(name: string, summary: string, schema: T, run: (tx: Tx, id: string, input: z.infer<T>, who: Who) => Promise<typeof vehicleMaintenance.$inferSelect>) =>
    tenantRoute(
      app,
      { method: 'post', path: `/api/fleet/maintenance/{id}/${name}`, access: write, summary, request: { params: idParam, ...jsonBody(schema) }, responses: { 200: jsonResponse(orderOut, 'Work order') } },
      async (c, { tx, ...ctx }) => {
        const who = await whoOf(tx, ctx);
        const { id } = c.req.valid('param' as never) as { id: string };
        return c.json(await orderView(tx, await run(tx, id, c.req.valid('json' as never) as z.infer<T>, who), who.ctx), 200);
      },
    );
  action('start', 'Start: the vehicle goes to the workshop (status maintenance)', startInput, startWorkOrder);
  action('complete', 'Complete with the odometer (never backwards) and the final cost: the vehicle is available again and the cost posts to maintenance expense', completeInput, completeWorkOrder);
  action('cancel', 'Cancel a pending or in-progress order (reason required); the vehicle is freed', cancelInput, cancelWorkOrder);
  workOrderDocumentRoutes(app);

  tenantRoute(
    app,
    { method: 'get', path: '/api/fleet/maintenance-plans', access: read, summary: 'Preventive plans', responses: { 200: jsonResponse(planListOut, 'Plans') } },
    async (c, { tx }) => c.json({ items: (await listPlans(tx)).map(planView) }, 200),
  );
  tenantRoute(
    app,
    { method: 'post', path: '/api/fleet/maintenance-plans', access: write, summary: 'Create a preventive plan for a vehicle or a make and model: every N km and/or M months', request: jsonBody(planInput), responses: { 201: jsonResponse(planOut, 'Created') } },
    async (c, { tx, companyId }) => c.json(planView(await createPlan(tx, c.req.valid('json'), companyId)), 201),
  );
  tenantRoute(
    app,
    { method: 'put', path: '/api/fleet/maintenance-plans/{id}', access: write, summary: 'Change a preventive plan', request: { params: idParam, ...jsonBody(planInput) }, responses: { 200: jsonResponse(planOut, 'Plan') } },
    async (c, { tx }) => c.json(planView(await updatePlan(tx, c.req.valid('param').id, c.req.valid('json'), new Date())), 200),
  );
  tenantRoute(
    app,
    { method: 'get', path: '/api/fleet/maintenance-due', access: read, summary: 'The due list: each active plan and vehicle, overdue first (`all` includes those not yet due)', request: { query: dueQuery }, responses: { 200: jsonResponse(dueListOut, 'Due list') } },
    async (c, { tx }) => {
      const ctx = await companyContext(tx);
      const rows = await dueList(tx, ctx.today, ctx.timezone, { withOk: !!c.req.valid('query').all });
      return c.json({ items: rows.map((r) => ({ ...r, maintenanceType: r.maintenanceType as 'routine' })), today: ctx.today }, 200);
    },
  );

  tenantRoute(
    app,
    { method: 'get', path: '/api/fleet/vehicle-alerts', access: read, summary: 'Vehicle alerts (service due, registration and insurance expiry), unacknowledged first', request: { query: alertQuery }, responses: { 200: jsonResponse(alertListOut, 'Alerts') } },
    async (c, { tx }) => {
      const q = c.req.valid('query');
      const rows = await openVehicleAlerts(tx, { onlyOpen: !!q.open, limit: q.limit });
      return c.json({ items: rows.map(({ companyId: _c, ...r }) => r) }, 200);
    },
  );
  tenantRoute(
    app,
    { method: 'post', path: '/api/fleet/vehicle-alerts/{id}/acknowledge', access: read, summary: 'Acknowledge a vehicle alert', request: { params: idParam }, responses: { 200: jsonResponse(alertOut, 'Alert') } },
    async (c, { tx }) => {
      const { companyId: _c, ...r } = await acknowledgeVehicleAlert(tx, c.req.valid('param').id, new Date());
      return c.json(r, 200);
    },
  );

}
