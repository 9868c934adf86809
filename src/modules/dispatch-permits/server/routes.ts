// /api/dispatch-permits: list (status chips, search), read with history, create, edit, the
// lifecycle actions, and the form's availability (vehicles free for the times, active drivers).
// The fleet manager writes (fleet.dispatch_permits.write); whoever reads the fleet reads.
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { z } from '@hono/zod-openapi';
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { PERMIT_STATUSES } from '../../../core/dispatch';
import { moneyOut } from '../../../core/money';
import type { Tx } from '../../../server/db/client';
import { employees } from '../../../server/db/schema';
import { access } from '../../../server/http/access';
import type { AppEnv } from '../../../server/http/env';
import { badRequest } from '../../../server/http/errors';
import { companyContext, idParam, likePattern } from '../../../server/http/fields';
import { jsonBody, jsonResponse } from '../../../server/http/openapi';
import { tenantRoute, type TenantCtx } from '../../../server/http/route';
import { vehiclesFreeBetween } from '../../fleet/server/service';
import { vehicles } from '../../fleet/server/tables';
import { activeEmployees } from '../../hr/server/employee-reads';
import { permitDetail } from './reads';
import { availabilityOut, availabilityQuery, odometerInput, optionalNoteInput, permitDetailOut, permitInput, permitListOut, permitListQuery, permitPatch, reasonInput } from './schemas';
import { approvePermit, cancelPermit, completePermit, createPermit, rejectPermit, startPermit, updatePermit, type Who } from './service';
import { dispatchPermits } from './tables';
import { decidePermitStep, gatePermit, registerPermitApprovals, withdrawPermitApproval } from './approval-gate';
import { approvalActor as approver, type ApprovalActor } from '../../admin/server/approvals';
import { inTurn } from '../../../server/db/in-turn';

const read = access.permission('fleet.dispatch_permits.read');
const write = access.permission('fleet.dispatch_permits.write');

async function whoOf(tx: Tx, ctx: Pick<TenantCtx, 'companyId' | 'actor'>): Promise<Who> {
  const company = await companyContext(tx);
  return { companyId: ctx.companyId, userId: ctx.actor.userId, currency: company.currency, now: new Date() };
}

export function dispatchPermitsRoutes(app: OpenAPIHono<AppEnv>) {
  registerPermitApprovals();
  tenantRoute(
    app,
    {
      method: 'get',
      path: '/api/dispatch-permits',
      access: read,
      summary: 'Dispatch permits: search by number, plate, driver or destination; filter by status, vehicle, driver; pages; counts by status',
      request: { query: permitListQuery },
      responses: { 200: jsonResponse(permitListOut, 'Dispatch permits') },
    },
    async (c, { tx }) => {
      const q = c.req.valid('query');
      const ctx = await companyContext(tx);
      const statuses = (q.status ?? '').split(',').filter((s) => (PERMIT_STATUSES as readonly string[]).includes(s));
      const narrowing: SQL[] = [];
      if (q.vehicleId) narrowing.push(eq(dispatchPermits.vehicleId, q.vehicleId));
      if (q.driverId) narrowing.push(eq(dispatchPermits.driverId, q.driverId));
      if (q.search) {
        const like = likePattern(q.search);
        narrowing.push(
          or(
            ilike(dispatchPermits.permitNumber, like),
            ilike(vehicles.plateNumber, like),
            ilike(dispatchPermits.destinationAr, like),
            ilike(dispatchPermits.destinationEn, like),
            sql`(${employees.firstName} || ' ' || ${employees.lastName} || ' ' || coalesce(${employees.firstNameAr}, '') || ' ' || coalesce(${employees.lastNameAr}, '')) ilike ${like}`,
          )!,
        );
      }
      const filter = and(...narrowing, statuses.length ? inArray(dispatchPermits.status, statuses) : undefined);
      const sorts = { number: dispatchPermits.permitNumber, start: dispatchPermits.startAt, created: dispatchPermits.createdAt };
      const [rows, counts] = await inTurn([
        () => tx
          .select({
            id: dispatchPermits.id,
            permitNumber: dispatchPermits.permitNumber,
            status: dispatchPermits.status,
            purpose: dispatchPermits.purpose,
            priority: dispatchPermits.priority,
            startAt: dispatchPermits.startAt,
            endAt: dispatchPermits.endAt,
            vehicleId: dispatchPermits.vehicleId,
            driverId: dispatchPermits.driverId,
            destinationAr: dispatchPermits.destinationAr,
            destinationEn: dispatchPermits.destinationEn,
            fuelAllowance: dispatchPermits.fuelAllowance,
            vehiclePlate: vehicles.plateNumber,
            vehicleMake: vehicles.make,
            vehicleModel: vehicles.model,
            driverNumber: employees.employeeNumber,
            driverFirst: employees.firstName,
            driverLast: employees.lastName,
            driverFirstAr: employees.firstNameAr,
            driverLastAr: employees.lastNameAr,
          })
          .from(dispatchPermits)
          .innerJoin(vehicles, eq(vehicles.id, dispatchPermits.vehicleId))
          .innerJoin(employees, eq(employees.id, dispatchPermits.driverId))
          .where(filter)
          .orderBy(q.dir === 'desc' ? desc(sorts[q.sort]) : asc(sorts[q.sort]), asc(dispatchPermits.id))
          .limit(q.pageSize)
          .offset((q.page - 1) * q.pageSize),
        // The status chips count what the search and filters leave, whatever the chosen status.
        () => tx
          .select({ key: dispatchPermits.status, n: count() })
          .from(dispatchPermits)
          .innerJoin(vehicles, eq(vehicles.id, dispatchPermits.vehicleId))
          .innerJoin(employees, eq(employees.id, dispatchPermits.driverId))
          .where(narrowing.length ? and(...narrowing) : undefined)
          .groupBy(dispatchPermits.status),
      ]);
      const byStatus = Object.fromEntries(counts.map((r) => [r.key, r.n]));
      const total = Object.entries(byStatus).reduce((sum, [key, n]) => sum + (!statuses.length || statuses.includes(key) ? n : 0), 0);
      const items = rows.map(({ driverFirst, driverLast, driverFirstAr, driverLastAr, ...r }) => {
        const nameEn = `${driverFirst} ${driverLast}`.trim();
        return {
          ...r,
          status: r.status as 'pending',
          purpose: r.purpose as 'other',
          priority: r.priority as 'normal',
          fuelAllowance: moneyOut(r.fuelAllowance, ctx.currency)!,
          driverNameEn: nameEn,
          driverNameAr: driverFirstAr ? `${driverFirstAr} ${driverLastAr ?? ''}`.trim() : nameEn,
        };
      });
      return c.json({ items, total, page: q.page, pageSize: q.pageSize, currency: ctx.currency, counts: byStatus }, 200);
    },
  );

  tenantRoute(
    app,
    {
      method: 'get',
      path: '/api/dispatch-permits/availability',
      access: read,
      summary: 'For the permit form: vehicles free over [startAt, endAt) (held by no contract, work order or other permit) and active drivers',
      request: { query: availabilityQuery },
      responses: { 200: jsonResponse(availabilityOut, 'Free vehicles and drivers') },
    },
    async (c, { tx }) => {
      const q = c.req.valid('query');
      const start = new Date(q.startAt);
      const end = new Date(q.endAt);
      if (end <= start) throw badRequest('validation_failed', { endAt: 'invalid_date_range' });
      const [free, drivers] = await inTurn([
        () => vehiclesFreeBetween(tx, start, end, q.exceptPermitId ? { type: 'permit', id: q.exceptPermitId } : undefined),
        () => activeEmployees(tx),
      ]);
      return c.json({ vehicles: free, drivers: drivers.map(({ isActive: _active, ...d }) => d) }, 200);
    },
  );

  tenantRoute(
    app,
    { method: 'get', path: '/api/dispatch-permits/{id}', access: read, summary: 'One dispatch permit: vehicle, driver, trip odometer, the possible actions and the status history', request: { params: idParam }, responses: { 200: jsonResponse(permitDetailOut, 'Dispatch permit') } },
    async (c, { tx, actor }) => c.json(await permitDetail(tx, c.req.valid('param').id, (await companyContext(tx)).currency, approver(actor)), 200),
  );

  tenantRoute(
    app,
    { method: 'post', path: '/api/dispatch-permits', access: write, summary: 'Request a dispatch permit (pending): a vehicle free for the times, an active driver', request: jsonBody(permitInput), responses: { 201: jsonResponse(permitDetailOut, 'Created') } },
    async (c, { tx, ...ctx }) => {
      const who = await whoOf(tx, ctx);
      const permit = await createPermit(tx, c.req.valid('json'), who);
      const detail = await permitDetail(tx, permit.id, who.currency, approver(ctx.actor));
      // Under a workflow the permit waits on its steps; read again to show the request.
      if (await gatePermit(tx, permit, { plate: detail.vehiclePlate, driverAr: detail.driverNameAr, driverEn: detail.driverNameEn }, who.userId)) return c.json(await permitDetail(tx, permit.id, who.currency, approver(ctx.actor)), 201);
      return c.json(detail, 201);
    },
  );

  tenantRoute(
    app,
    { method: 'patch', path: '/api/dispatch-permits/{id}', access: write, summary: 'Change a pending or approved permit (an approved one holds its vehicle over the new times)', request: { params: idParam, ...jsonBody(permitPatch) }, responses: { 200: jsonResponse(permitDetailOut, 'Dispatch permit') } },
    async (c, { tx, ...ctx }) => {
      const who = await whoOf(tx, ctx);
      const permit = await updatePermit(tx, c.req.valid('param').id, c.req.valid('json'), who);
      return c.json(await permitDetail(tx, permit.id, who.currency, approver(ctx.actor)), 200);
    },
  );

  /** One lifecycle action on a permit: its body checked, the detail after it returned. */
  const action = <T extends z.ZodTypeAny>(name: string, summary: string, schema: T, run: (tx: Tx, id: string, input: z.infer<T>, who: Who, actor: ApprovalActor) => Promise<{ id: string }>) =>
    tenantRoute(
      app,
      { method: 'post', path: `/api/dispatch-permits/{id}/${name}`, access: write, summary, request: { params: idParam, ...jsonBody(schema) }, responses: { 200: jsonResponse(permitDetailOut, 'Dispatch permit') } },
      async (c, { tx, ...ctx }) => {
        const who = await whoOf(tx, ctx);
        const { id } = c.req.valid('param' as never) as { id: string };
        const permit = await run(tx, id, c.req.valid('json' as never) as z.infer<T>, who, approver(ctx.actor));
        return c.json(await permitDetail(tx, permit.id, who.currency, approver(ctx.actor)), 200);
      },
    );

  // Under an approval workflow these decide the caller's step of the permit's open request (the
  // last approval approves the permit); without one they decide the permit directly.
  action('approve', 'Approve a pending permit: from now it holds its vehicle over its period (a clash is a 409 naming the holder). Under a workflow: the caller’s step', optionalNoteInput, async (tx, id, input, who, actor) =>
    (await decidePermitStep(tx, id, 'approve', input.note ?? null, actor)) ? { id } : approvePermit(tx, id, input.note ?? null, who),
  );
  action('reject', 'Reject a pending permit (a reason is required). Under a workflow: the caller’s step', reasonInput, async (tx, id, input, who, actor) =>
    (await decidePermitStep(tx, id, 'reject', input.reason, actor)) ? { id } : rejectPermit(tx, id, input.reason, who),
  );
  action('start', 'The vehicle leaves: the odometer out (never below the vehicle’s last reading)', odometerInput, (tx, id, input, who) => startPermit(tx, id, input.odometer, input.note ?? null, who));
  action('complete', 'The vehicle is back: the odometer in (never below the odometer out); the vehicle’s odometer follows', odometerInput, (tx, id, input, who) => completePermit(tx, id, input.odometer, input.note ?? null, who));
  action('cancel', 'Cancel a pending or approved permit (a reason is required); its hold is released and an open approval request withdrawn', reasonInput, async (tx, id, input, who) => {
    const permit = await cancelPermit(tx, id, input.reason, who);
    await withdrawPermitApproval(tx, id);
    return permit;
  });
}
