// /api/approvals: the company admin's workflows (what needs approval, above what, who approves in
// which order), and the requests: mine to act on, mine requested, all (the company admin), each
// with its steps; approve or reject the current step. Acting needs no permission of its own:
// being the step's approver (role, named person or delegate) is what allows it (DECISIONS 17).
import type { OpenAPIHono } from '@hono/zod-openapi';
import { z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { SOURCE_MEASURE, offeredSources, type ApprovalSource } from '../../../../core/approvals';
import { checkPermission } from '../../../../core/permissions';
import type { Tx } from '../../../../server/db/client';
import { access } from '../../../../server/http/access';
import type { AppEnv } from '../../../../server/http/env';
import { AppError, notFound } from '../../../../server/http/errors';
import { jsonResponse } from '../../../../server/http/openapi';
import { tenantRoute, type TenantCtx } from '../../../../server/http/route';
import { accessSubject } from '../../../../server/tenancy/actor';
import { companies } from '../../../../server/db/schema';
import { approvalRequests } from '../tables';
import { describeRequests, isOnRequest, requestPage } from './reads';
import { approvers, peopleByIds } from './people';
import { approverOut, decisionInput, idParam, reassignInput, rejectionInput, requestListOut, requestListQuery, requestOut, sourceParam, workflowInput, workflowOut } from './schemas';
import { approvalActor as approver, decideRequest, setWorkflow, workflowFor } from './service';
import { reassignStep } from './reassign';

const body = <T extends z.ZodTypeAny>(schema: T) => ({ body: { content: { 'application/json': { schema } }, required: true } });
const readsAll = (actor: TenantCtx['actor']) => checkPermission(accessSubject(actor), 'admin.approvals.read').ok;

/** The kinds this company is offered: those whose module it has switched on. */
async function companySources(tx: Tx) {
  const [company] = await tx.select({ modules: companies.activeModules }).from(companies);
  return offeredSources(company?.modules ?? []);
}

async function describeWorkflow(tx: Tx, source: ApprovalSource): Promise<z.infer<typeof workflowOut>> {
  const row = await workflowFor(tx, source);
  const steps = row?.steps ?? [];
  const person = await peopleByIds(tx, steps.flatMap((s) => [s.userId, s.delegateUserId]));
  return {
    sourceType: source,
    measure: SOURCE_MEASURE[source],
    configured: Boolean(row),
    isActive: row?.isActive ?? false,
    threshold: row?.threshold ?? null,
    steps: steps.map((s) => ({ ...s, approver: person(s.userId), delegate: person(s.delegateUserId) })),
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

export function approvalRoutes(app: OpenAPIHono<AppEnv>) {
  tenantRoute(
    app,
    {
      method: 'get',
      path: '/api/approvals/workflows',
      access: access.permission('admin.approvals.read'),
      summary: 'The approval workflows: for each kind of gated action the company’s modules have, whether it needs approval, above what, and the steps',
      responses: { 200: jsonResponse(z.object({ items: z.array(workflowOut) }), 'Workflows') },
    },
    async (c, { tx }) => {
      const items = [];
      for (const source of await companySources(tx)) items.push(await describeWorkflow(tx, source));
      return c.json({ items }, 200);
    },
  );

  tenantRoute(
    app,
    {
      method: 'get',
      path: '/api/approvals/approvers',
      access: access.permission('admin.approvals.read'),
      summary: 'The company’s people who can be named on a step (active accounts, with their roles)',
      responses: { 200: jsonResponse(z.object({ items: z.array(approverOut) }), 'Approvers') },
    },
    async (c, { tx }) => c.json({ items: await approvers(tx) }, 200),
  );

  tenantRoute(
    app,
    {
      method: 'put',
      path: '/api/approvals/workflows/{sourceType}',
      access: access.permission('admin.approvals.write'),
      summary: 'Set a workflow: active or not, the threshold (a discount percentage, or none), and up to five steps by role or named person, each with a delegate and an optional amount from which it applies. Requests already open keep their steps.',
      request: { params: sourceParam, ...body(workflowInput) },
      responses: { 200: jsonResponse(workflowOut, 'Workflow') },
    },
    async (c, { tx, companyId, actor }) => {
      const { sourceType } = c.req.valid('param');
      if (!(await companySources(tx)).includes(sourceType)) throw notFound();
      await setWorkflow(tx, companyId, sourceType, c.req.valid('json'), actor.userId);
      return c.json(await describeWorkflow(tx, sourceType), 200);
    },
  );

  tenantRoute(
    app,
    {
      method: 'get',
      path: '/api/approvals/requests',
      access: access.member,
      summary: 'Approval requests: `mine` (waiting for me to act), `requested` (mine), `all` (the company admin); newest first, 25 a page; `toAct` counts those waiting for me',
      request: { query: requestListQuery },
      responses: { 200: jsonResponse(requestListOut, 'Requests') },
    },
    async (c, { tx, actor }) => {
      const q = c.req.valid('query');
      if (q.view === 'all' && !readsAll(actor)) throw new AppError(403, 'forbidden');
      return c.json(await requestPage(tx, q, approver(actor)), 200);
    },
  );

  const visibleRequest = async (tx: Tx, id: string, actor: TenantCtx['actor']) => {
    const [row] = await tx.select().from(approvalRequests).where(eq(approvalRequests.id, id));
    if (!row || !(readsAll(actor) || (await isOnRequest(tx, row, approver(actor))))) throw notFound();
    return row;
  };

  tenantRoute(
    app,
    {
      method: 'get',
      path: '/api/approvals/requests/{id}',
      access: access.member,
      summary: 'One request with its steps (its requester, its approvers and the company admin)',
      request: { params: idParam },
      responses: { 200: jsonResponse(requestOut, 'Request') },
    },
    async (c, { tx, actor }) => {
      const row = await visibleRequest(tx, c.req.valid('param').id, actor);
      return c.json((await describeRequests(tx, [row], approver(actor)))[0]!, 200);
    },
  );

  tenantRoute(
    app,
    {
      method: 'post',
      path: '/api/approvals/requests/{id}/approve',
      access: access.member,
      summary: 'Approve the current step (its approver or delegate); the last step lets the gated action proceed',
      request: { params: idParam, ...body(decisionInput) },
      responses: { 200: jsonResponse(requestOut, 'Decided') },
    },
    async (c, { tx, actor }) => {
      const { id } = c.req.valid('param');
      await visibleRequest(tx, id, actor);
      const decided = await decideRequest(tx, id, 'approve', c.req.valid('json').comment || null, approver(actor));
      return c.json((await describeRequests(tx, [decided], approver(actor)))[0]!, 200);
    },
  );

  tenantRoute(
    app,
    {
      method: 'post',
      path: '/api/approvals/requests/{id}/reject',
      access: access.member,
      summary: 'Reject the current step with a reason: the request ends and the record returns to draft',
      request: { params: idParam, ...body(rejectionInput) },
      responses: { 200: jsonResponse(requestOut, 'Decided') },
    },
    async (c, { tx, actor }) => {
      const { id } = c.req.valid('param');
      await visibleRequest(tx, id, actor);
      const decided = await decideRequest(tx, id, 'reject', c.req.valid('json').reason, approver(actor));
      return c.json((await describeRequests(tx, [decided], approver(actor)))[0]!, 200);
    },
  );

  tenantRoute(
    app,
    {
      method: 'post',
      path: '/api/approvals/requests/{id}/reassign',
      access: access.permission('admin.approvals.write'),
      summary: 'The company admin hands the current step to another active member (its approver left or is away); they are told',
      request: { params: idParam, ...body(reassignInput) },
      responses: { 200: jsonResponse(requestOut, 'Reassigned') },
    },
    async (c, { tx, actor }) => {
      const moved = await reassignStep(tx, c.req.valid('param').id, c.req.valid('json').userId);
      return c.json((await describeRequests(tx, [moved], approver(actor)))[0]!, 200);
    },
  );
}
