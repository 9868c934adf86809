// /hr/leave-management: leave types, balances, requests; approval by managers (hr.leave.write),
// self-service requests by any working account for their own employee record.
import type { OpenAPIHono } from '@hono/zod-openapi';
import { z } from '@hono/zod-openapi';
import { isoDate } from '../../../server/http/fields';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import { access } from '../../../server/http/access';
import type { AppEnv } from '../../../server/http/env';
import { AppError, badRequest, notFound } from '../../../server/http/errors';
import { tenantRoute } from '../../../server/http/route';
import { jsonResponse } from '../../../server/http/openapi';
import { employees } from '../../../server/db/schema';
import { formatNumber, nextNumber } from '../../../server/platform/sequences';
import { accessSubject } from '../../../server/tenancy/actor';
import { checkPermission } from '../../../core/permissions';
import { leaveRequests, leaveTypes } from './tables';
import { balanceOut, balances, ensureLeaveTypes, priceRequest } from './leave-service';
import { ownEmployee } from './attendance-service';
import { assertReadsColleagues, readsColleagues } from './privacy';
import { noticeLeaveDecided, noticeLeaveRequested } from './leave-notices';
import { gateLeave, leaveApproval, registerLeaveApprovals, withdrawLeaveApproval } from './leave-approvals';
import { approvalActor, decideRequest } from '../../admin/server/approvals';
import type { Tx } from '../../../server/db/client';

const requestOut = z.object({
  id: z.string(),
  requestNumber: z.string(),
  employeeId: z.string(),
  employeeName: z.string(),
  employeeNameAr: z.string().nullable(),
  leaveTypeId: z.string(),
  leaveType: z.string(),
  leaveTypeAr: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  days: z.string(),
  reason: z.string().nullable(),
  status: z.string(),
  reviewNotes: z.string().nullable(),
  createdAt: z.string(),
});

const selectRequests = {
  id: leaveRequests.id,
  requestNumber: leaveRequests.requestNumber,
  employeeId: leaveRequests.employeeId,
  firstName: employees.firstName,
  lastName: employees.lastName,
  firstNameAr: employees.firstNameAr,
  lastNameAr: employees.lastNameAr,
  leaveTypeId: leaveRequests.leaveTypeId,
  leaveType: leaveTypes.name,
  leaveTypeAr: leaveTypes.nameAr,
  startDate: leaveRequests.startDate,
  endDate: leaveRequests.endDate,
  days: leaveRequests.days,
  reason: leaveRequests.reason,
  status: leaveRequests.status,
  reviewNotes: leaveRequests.reviewNotes,
  createdAt: leaveRequests.createdAt,
};

type Row = { firstName: string; lastName: string; firstNameAr: string | null; lastNameAr: string | null; createdAt: Date } & Record<string, unknown>;
function toOut(r: Row): z.infer<typeof requestOut> {
  const { firstName, lastName, firstNameAr, lastNameAr, createdAt, ...rest } = r;
  return {
    ...(rest as Omit<z.infer<typeof requestOut>, 'employeeName' | 'employeeNameAr' | 'createdAt'>),
    employeeName: `${firstName} ${lastName}`,
    employeeNameAr: firstNameAr ? `${firstNameAr} ${lastNameAr ?? ''}`.trim() : null,
    createdAt: createdAt.toISOString(),
  };
}

async function readRequest(tx: Tx, id: string) {
  const [row] = await tx.select({ ...selectRequests, employeeUserId: employees.userId }).from(leaveRequests).innerJoin(employees, eq(employees.id, leaveRequests.employeeId)).innerJoin(leaveTypes, eq(leaveTypes.id, leaveRequests.leaveTypeId)).where(eq(leaveRequests.id, id));
  const { employeeUserId, ...rest } = row!;
  return { row: rest, employeeUserId };
}

/** A decision on a pending request (HR's, or the workflow's last step): the employee is told. */
async function settleLeave(tx: Tx, id: string, status: 'approved' | 'rejected', notes: string | null, decidedBy: string) {
  await tx.update(leaveRequests).set({ status, reviewedBy: decidedBy, reviewedAt: new Date(), reviewNotes: notes, updatedAt: new Date() }).where(eq(leaveRequests.id, id));
  const { row, employeeUserId } = await readRequest(tx, id);
  const out = toOut(row);
  await noticeLeaveDecided(tx, out, status, employeeUserId, decidedBy);
  return { out, employeeUserId };
}

export function leaveRoutes(app: OpenAPIHono<AppEnv>) {
  registerLeaveApprovals(settleLeave, (tx, id) => tx.select({ id: leaveRequests.id }).from(leaveRequests).where(eq(leaveRequests.id, id)).for('update'));
  tenantRoute(
    app,
    {
      method: 'get',
      path: '/api/hr/leave/types',
      access: access.member,
      summary: 'Leave types of the company',
      responses: { 200: jsonResponse(z.object({ items: z.array(z.object({ id: z.string(), code: z.string(), name: z.string(), nameAr: z.string(), isPaid: z.boolean(), yearlyAllowance: z.string().nullable() })) }), 'Types') },
    },
    async (c, { tx, companyId }) => {
      await ensureLeaveTypes(tx, companyId);
      const rows = await tx.select().from(leaveTypes).where(eq(leaveTypes.isActive, true)).orderBy(leaveTypes.code);
      return c.json({ items: rows.map(({ id, code, name, nameAr, isPaid, yearlyAllowance }) => ({ id, code, name, nameAr, isPaid, yearlyAllowance })) }, 200);
    },
  );

  tenantRoute(
    app,
    {
      method: 'get',
      path: '/api/hr/leave/balances',
      access: access.member,
      summary: 'Leave balances of an employee for a year (own, or anyone’s for those who manage leave, HR or payroll)',
      request: { query: z.object({ employeeId: z.string().uuid().optional(), year: z.coerce.number().int().min(2000).max(2100).optional() }) },
      responses: { 200: jsonResponse(z.object({ employeeId: z.string(), year: z.number(), items: z.array(balanceOut) }), 'Balances') },
    },
    async (c, { tx, actor, companyId }) => {
      const q = c.req.valid('query');
      const own = await ownEmployee(tx, actor);
      const employeeId = q.employeeId ?? own?.id;
      if (!employeeId) throw new AppError(404, 'no_employee');
      if (employeeId !== own?.id) assertReadsColleagues(actor, 'leave');
      await ensureLeaveTypes(tx, companyId);
      const year = q.year ?? new Date().getUTCFullYear();
      return c.json({ employeeId, year, items: await balances(tx, employeeId, year) }, 200);
    },
  );

  tenantRoute(
    app,
    {
      method: 'get',
      path: '/api/hr/leave/requests',
      access: access.member,
      summary: 'Leave requests: all for those who manage leave, HR or payroll (DECISIONS 18), else or with mine=true only mine',
      request: { query: z.object({ mine: z.enum(['true', 'false']).optional(), status: z.enum(['pending', 'approved', 'rejected', 'cancelled']).optional() }) },
      responses: { 200: jsonResponse(z.object({ items: z.array(requestOut) }), 'Requests') },
    },
    async (c, { tx, actor }) => {
      const q = c.req.valid('query');
      const canReadAll = readsColleagues(actor, 'leave');
      const own = await ownEmployee(tx, actor);
      const where: SQL[] = [];
      if (q.mine === 'true' || !canReadAll) {
        if (!own) return c.json({ items: [] }, 200);
        where.push(eq(leaveRequests.employeeId, own.id));
      }
      if (q.status) where.push(eq(leaveRequests.status, q.status));
      const rows = await tx
        .select(selectRequests)
        .from(leaveRequests)
        .innerJoin(employees, eq(employees.id, leaveRequests.employeeId))
        .innerJoin(leaveTypes, eq(leaveTypes.id, leaveRequests.leaveTypeId))
        .where(where.length ? and(...where) : undefined)
        .orderBy(desc(leaveRequests.createdAt))
        .limit(500);
      return c.json({ items: rows.map(toOut) }, 200);
    },
  );

  tenantRoute(
    app,
    {
      method: 'post',
      path: '/api/hr/leave/requests',
      access: access.member,
      summary: 'Request leave (for myself, or for an employee with hr.leave.write)',
      request: {
        body: {
          content: { 'application/json': { schema: z.object({ employeeId: z.string().uuid().optional(), leaveTypeId: z.string().uuid(), startDate: isoDate, endDate: isoDate, reason: z.string().trim().max(1000).optional() }).strict() } },
          required: true,
        },
      },
      responses: { 201: jsonResponse(requestOut, 'Created') },
    },
    async (c, { tx, actor, companyId }) => {
      const body = c.req.valid('json');
      const own = await ownEmployee(tx, actor);
      const employeeId = body.employeeId ?? own?.id;
      if (!employeeId) throw new AppError(404, 'no_employee');
      if (employeeId !== own?.id && !checkPermission(accessSubject(actor), 'hr.leave.write').ok) throw new AppError(403, 'forbidden');
      // Locking the employee row serialises this employee's requests, so two at once cannot both
      // pass the balance check.
      const [employee] = await tx.select({ id: employees.id }).from(employees).where(eq(employees.id, employeeId)).for('update');
      if (!employee) throw notFound();
      await ensureLeaveTypes(tx, companyId);
      const days = await priceRequest(tx, employeeId, body.leaveTypeId, body.startDate, body.endDate);
      const [created] = await tx
        .insert(leaveRequests)
        .values({
          companyId,
          requestNumber: formatNumber('LV', await nextNumber(tx, companyId, 'leave'), 5),
          employeeId,
          leaveTypeId: body.leaveTypeId,
          startDate: body.startDate,
          endDate: body.endDate,
          days: days.toFixed(1),
          reason: body.reason ?? null,
          requestedBy: actor.userId,
        })
        .returning({ id: leaveRequests.id });
      const [row] = await tx.select(selectRequests).from(leaveRequests).innerJoin(employees, eq(employees.id, leaveRequests.employeeId)).innerJoin(leaveTypes, eq(leaveTypes.id, leaveRequests.leaveTypeId)).where(eq(leaveRequests.id, created!.id));
      const out = toOut(row!);
      // Under a leave workflow its approvers are told by the approvals; otherwise HR is.
      const [person] = await tx.select({ userId: employees.userId }).from(employees).where(eq(employees.id, employeeId));
      if (!(await gateLeave(tx, out, actor.userId, person?.userId ?? null))) await noticeLeaveRequested(tx, out, actor.userId);
      return c.json(out, 201);
    },
  );

  tenantRoute(
    app,
    {
      method: 'post',
      path: '/api/hr/leave/requests/{id}/decision',
      access: access.member,
      summary: 'Approve or reject (hr.leave.write), or cancel my own pending request',
      request: {
        params: z.object({ id: z.string().uuid('not_found') }),
        body: { content: { 'application/json': { schema: z.object({ decision: z.enum(['approve', 'reject', 'cancel']), notes: z.string().trim().max(1000).optional() }).strict() } }, required: true },
      },
      responses: { 200: jsonResponse(requestOut, 'Decided') },
    },
    async (c, { tx, actor }) => {
      const { id } = c.req.valid('param');
      const { decision, notes } = c.req.valid('json');
      const [request] = await tx.select().from(leaveRequests).where(eq(leaveRequests.id, id)).for('update');
      if (!request) throw notFound();
      if (request.status !== 'pending') throw badRequest('leave_not_pending');
      const own = await ownEmployee(tx, actor);
      if (decision === 'cancel') {
        if (request.employeeId !== own?.id) throw new AppError(403, 'forbidden');
        await withdrawLeaveApproval(tx, id);
        await tx.update(leaveRequests).set({ status: 'cancelled', reviewedBy: actor.userId, reviewedAt: new Date(), reviewNotes: notes ?? null, updatedAt: new Date() }).where(eq(leaveRequests.id, id));
        return c.json(toOut((await readRequest(tx, id)).row), 200);
      }
      if (request.employeeId === own?.id) throw new AppError(403, 'cannot_review_own_leave');
      // A rejection always says why: the employee reads it.
      if (decision === 'reject' && !notes) throw new AppError(400, 'validation_failed', { notes: 'required' });
      const approval = await leaveApproval(tx, id);
      if (approval) {
        // The workflow's current step decides (its approver or delegate); the last one settles the leave.
        await decideRequest(tx, approval.id, decision, notes ?? null, approvalActor(actor));
        return c.json(toOut((await readRequest(tx, id)).row), 200);
      }
      if (!checkPermission(accessSubject(actor), 'hr.leave.write').ok) throw new AppError(403, 'forbidden');
      return c.json((await settleLeave(tx, id, decision === 'approve' ? 'approved' : 'rejected', notes ?? null, actor.userId)).out, 200);
    },
  );
}
