// /api/vehicle-financing: list, read, preview a schedule, create (optionally activate), activate,
// cancel, and record payments. The fleet manager writes (fleet.installments.write), the employee
// reads; the accountant sees the financing in the books (journal entries), not these records.
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Tx } from '../../../server/db/client';
import { access } from '../../../server/http/access';
import type { AppEnv } from '../../../server/http/env';
import { companyContext, idParam } from '../../../server/http/fields';
import { jsonBody, jsonResponse } from '../../../server/http/openapi';
import { tenantRoute, type TenantCtx } from '../../../server/http/route';
import { agreementTotals } from '../../../core/fleet';
import { agreementDetail, agreementList, agreementView, paymentView, totalsView } from './reads';
import { activateAgreement, cancelAgreement, createAgreement, recordFinancingPayment, scheduleOf, type Who } from './service';
import { activateInput, agreementDetailOut, agreementInput, agreementListOut, agreementListQuery, agreementOut, paymentInput, paymentResultOut, previewInput, previewOut } from './schemas';

const read = access.permission('fleet.installments.read');
const write = access.permission('fleet.installments.write');

async function whoOf(tx: Tx, ctx: TenantCtx): Promise<Who> {
  const company = await companyContext(tx);
  return { companyId: ctx.companyId, userId: ctx.actor.userId, today: company.today, currency: company.currency };
}

export function vehicleFinancingRoutes(app: OpenAPIHono<AppEnv>) {
  tenantRoute(
    app,
    {
      method: 'get',
      path: '/api/vehicle-financing',
      access: read,
      summary: 'Vehicle financing agreements: search by number, lender or plate; filter by status, vehicle, overdue; pages; counts by status',
      request: { query: agreementListQuery },
      responses: { 200: jsonResponse(agreementListOut, 'Agreements') },
    },
    async (c, { tx }) => c.json(await agreementList(tx, c.req.valid('query'), await companyContext(tx)), 200),
  );

  tenantRoute(
    app,
    { method: 'get', path: '/api/vehicle-financing/{id}', access: read, summary: 'One financing agreement: terms, vehicles, the schedule with paid and overdue instalments, payments and totals', request: { params: idParam }, responses: { 200: jsonResponse(agreementDetailOut, 'Agreement') } },
    async (c, { tx }) => c.json(await agreementDetail(tx, c.req.valid('param').id, await companyContext(tx)), 200),
  );

  tenantRoute(
    app,
    { method: 'post', path: '/api/vehicle-financing/preview', access: read, summary: 'The amortisation schedule of given terms (nothing is saved)', request: jsonBody(previewInput), responses: { 200: jsonResponse(previewOut, 'Schedule') } },
    async (c, { tx }) => {
      const { currency } = await companyContext(tx);
      const { schedule } = scheduleOf(c.req.valid('json'), currency);
      return c.json({ ...schedule, currency }, 200);
    },
  );

  tenantRoute(
    app,
    { method: 'post', path: '/api/vehicle-financing', access: write, summary: 'Create a financing agreement (a draft with its schedule; `activate` to post the financing at once)', request: jsonBody(agreementInput), responses: { 201: jsonResponse(agreementOut, 'Created') } },
    async (c, { tx, ...ctx }) => {
      const who = await whoOf(tx, { tx, ...ctx });
      return c.json(agreementView(await createAgreement(tx, c.req.valid('json'), who), who.currency), 201);
    },
  );

  tenantRoute(
    app,
    { method: 'post', path: '/api/vehicle-financing/{id}/activate', access: write, summary: 'Activate a draft agreement: the financing posts (vehicles, the loan, the down payment)', request: { params: idParam, ...jsonBody(activateInput) }, responses: { 200: jsonResponse(agreementOut, 'Agreement') } },
    async (c, { tx, ...ctx }) => {
      const who = await whoOf(tx, { tx, ...ctx });
      return c.json(agreementView(await activateAgreement(tx, c.req.valid('param').id, c.req.valid('json'), who), who.currency), 200);
    },
  );

  tenantRoute(
    app,
    { method: 'post', path: '/api/vehicle-financing/{id}/cancel', access: write, summary: 'Cancel a draft agreement', request: { params: idParam }, responses: { 200: jsonResponse(agreementOut, 'Agreement') } },
    async (c, { tx, ...ctx }) => {
      const who = await whoOf(tx, { tx, ...ctx });
      return c.json(agreementView(await cancelAgreement(tx, c.req.valid('param').id, who), who.currency), 200);
    },
  );

  tenantRoute(
    app,
    { method: 'post', path: '/api/vehicle-financing/{id}/payments', access: write, summary: 'Record a payment to the lender: oldest instalments first, interest before principal; the last one completes the agreement', request: { params: idParam, ...jsonBody(paymentInput) }, responses: { 200: jsonResponse(paymentResultOut, 'Payment') } },
    async (c, { tx, ...ctx }) => {
      const who = await whoOf(tx, { tx, ...ctx });
      const r = await recordFinancingPayment(tx, c.req.valid('param').id, c.req.valid('json'), who);
      return c.json({ payment: paymentView(r.payment, who.currency), agreement: agreementView(r.agreement, who.currency), totals: totalsView(agreementTotals(r.instalments, who.today), who.currency) }, 200);
    },
  );
}
