// The subscriptions module's API: plans, feature gates and payment records for the super admin
// (/super-admin/payments), and the company's own plan, usage and history (/subscription).
import type { OpenAPIHono } from '@hono/zod-openapi';
import { z } from '@hono/zod-openapi';
import { access } from '../../../server/http/access';
import type { AppEnv } from '../../../server/http/env';
import { jsonResponse } from '../../../server/http/openapi';
import { platformRoute, tenantRoute } from '../../../server/http/route';
import { logPlatformAction, platformWrite } from '../../../server/platform/audited';
import { featureGatePatchSchema, featureGateSchema, planPatchSchema, planSchema, recordSubscriptionSchema, subscriptionStatusSchema } from '../schemas';
import { createGate, createPlan, deleteGate, listGates, listPlans, updateGate, updatePlan } from './plans-service';
import { companySubscription, listRecords, recordSubscription, setRecordStatus } from './records-service';
import { companySubscriptionOut, featureGateOut, planOut, subscriptionRecordListOut, subscriptionRecordOut } from './output-schemas';

const idParam = z.object({ id: z.string().uuid('not_found') });
const body = <T extends z.ZodTypeAny>(schema: T) => ({ body: { content: { 'application/json': { schema } }, required: true } });

export function subscriptionsRoutes(app: OpenAPIHono<AppEnv>) {
  platformRoute(
    app,
    { method: 'get', path: '/api/platform/plans', access: access.superAdmin, summary: 'Plans with their limits, features and prices per currency', responses: { 200: jsonResponse(z.object({ items: z.array(planOut) }), 'Plans') } },
    async (c, { db }) => c.json({ items: await listPlans(db) }, 200),
  );
  platformRoute(
    app,
    { method: 'post', path: '/api/platform/plans', access: access.superAdmin, summary: 'Create a plan', request: body(planSchema), responses: { 201: jsonResponse(planOut, 'Plan with its prices') } },
    async (c, { db, actor, ip }) => {
      const input = c.req.valid('json');
      const scope = { actorId: actor!.userId, ip };
      const plan = await platformWrite(db, scope, async (tx) => {
        const created = await createPlan(tx, input);
        await logPlatformAction(tx, scope, 'plan_created', `Plan created: ${input.planCode}`, { input });
        return created;
      });
      return c.json(plan, 201);
    },
  );
  platformRoute(
    app,
    { method: 'patch', path: '/api/platform/plans/{id}', access: access.superAdmin, summary: 'Edit a plan (its code stays)', request: { params: idParam, ...body(planPatchSchema) }, responses: { 200: jsonResponse(planOut, 'Plan') } },
    async (c, { db, actor, ip }) => {
      const { id } = c.req.valid('param');
      const patch = c.req.valid('json');
      const scope = { actorId: actor!.userId, ip };
      await platformWrite(db, scope, async (tx) => {
        const before = await updatePlan(tx, id, patch);
        await logPlatformAction(tx, scope, 'plan_updated', `Plan updated: ${before.planCode}`, { patch });
      });
      return c.json((await listPlans(db)).find((p) => p.id === id), 200);
    },
  );

  platformRoute(
    app,
    { method: 'get', path: '/api/platform/feature-gates', access: access.superAdmin, summary: 'Feature gates', responses: { 200: jsonResponse(z.object({ items: z.array(featureGateOut) }), 'Gates') } },
    async (c, { db }) => c.json({ items: await listGates(db) }, 200),
  );
  platformRoute(
    app,
    { method: 'post', path: '/api/platform/feature-gates', access: access.superAdmin, summary: 'Create a feature gate', request: body(featureGateSchema), responses: { 201: jsonResponse(featureGateOut, 'Gate') } },
    async (c, { db, actor, ip }) => {
      const input = c.req.valid('json');
      const scope = { actorId: actor!.userId, ip };
      const gate = await platformWrite(db, scope, async (tx) => {
        const created = await createGate(tx, input);
        await logPlatformAction(tx, scope, 'feature_gate_created', `Feature gate created: ${input.featureCode}`, { input });
        return created;
      });
      return c.json(gate, 201);
    },
  );
  platformRoute(
    app,
    { method: 'patch', path: '/api/platform/feature-gates/{id}', access: access.superAdmin, summary: 'Edit, switch on or off a feature gate', request: { params: idParam, ...body(featureGatePatchSchema) }, responses: { 200: jsonResponse(featureGateOut, 'Gate') } },
    async (c, { db, actor, ip }) => {
      const { id } = c.req.valid('param');
      const patch = c.req.valid('json');
      const scope = { actorId: actor!.userId, ip };
      const gate = await platformWrite(db, scope, async (tx) => {
        const row = await updateGate(tx, id, patch);
        await logPlatformAction(tx, scope, 'feature_gate_updated', `Feature gate updated: ${row.featureCode}`, { patch });
        return row;
      });
      return c.json(gate, 200);
    },
  );
  platformRoute(
    app,
    { method: 'delete', path: '/api/platform/feature-gates/{id}', access: access.superAdmin, summary: 'Delete a feature gate', request: { params: idParam }, responses: { 200: jsonResponse(z.object({ ok: z.literal(true) }), 'Deleted') } },
    async (c, { db, actor, ip }) => {
      const { id } = c.req.valid('param');
      const scope = { actorId: actor!.userId, ip };
      await platformWrite(db, scope, async (tx) => {
        const row = await deleteGate(tx, id);
        await logPlatformAction(tx, scope, 'feature_gate_deleted', `Feature gate deleted: ${row.featureCode}`, { gate: row });
      });
      return c.json({ ok: true }, 200);
    },
  );

  platformRoute(
    app,
    {
      method: 'get',
      path: '/api/platform/subscriptions',
      access: access.superAdmin,
      summary: 'Subscription records of every company, or of one',
      request: { query: z.object({ companyId: z.string().uuid().optional() }) },
      responses: { 200: jsonResponse(subscriptionRecordListOut, 'Records') },
    },
    async (c, { db }) => c.json({ items: await listRecords(db, c.req.valid('query').companyId) }, 200),
  );
  platformRoute(
    app,
    {
      method: 'post',
      path: '/api/platform/companies/{id}/subscriptions',
      access: access.superAdmin,
      summary: 'Record a payment for a plan period; a paid period makes the plan current and the company active',
      request: { params: idParam, ...body(recordSubscriptionSchema) },
      responses: { 201: jsonResponse(subscriptionRecordOut, 'Record') },
    },
    async (c, { db, actor, ip }) => {
      const { id } = c.req.valid('param');
      const input = c.req.valid('json');
      const row = await platformWrite(db, { actorId: actor!.userId, ip, companyId: id }, (tx) => recordSubscription(tx, id, input, actor!.userId));
      return c.json(row, 201);
    },
  );
  platformRoute(
    app,
    {
      method: 'patch',
      path: '/api/platform/subscriptions/{id}',
      access: access.superAdmin,
      summary: 'Change a subscription record’s status (paid, pending, cancelled, refunded)',
      request: { params: idParam, ...body(subscriptionStatusSchema) },
      responses: { 200: jsonResponse(subscriptionRecordOut, 'Record') },
    },
    async (c, { db, actor, ip }) => {
      const { id } = c.req.valid('param');
      const row = await platformWrite(db, { actorId: actor!.userId, ip }, (tx) => setRecordStatus(tx, id, c.req.valid('json').status));
      return c.json(row, 200);
    },
  );

  tenantRoute(
    app,
    { method: 'get', path: '/api/subscription', access: access.member, summary: 'The company’s plan, trial days left, usage against limits and subscription history', responses: { 200: jsonResponse(companySubscriptionOut, 'Subscription') } },
    async (c, { tx, companyId }) => c.json(await companySubscription(tx, companyId), 200),
  );
}
