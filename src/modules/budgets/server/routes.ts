// /api/budgets: the form's options, list, read (lines, months, actual, variance), create, edit a
// draft, change status, delete a draft. Accountants write (finance.budgets.write); whoever holds
// finance.budgets.read (the employee too) reads.
import type { OpenAPIHono } from '@hono/zod-openapi';
import { z } from '@hono/zod-openapi';
import type { Tx } from '../../../server/db/client';
import { access } from '../../../server/http/access';
import type { AppEnv } from '../../../server/http/env';
import { companyContext, idParam } from '../../../server/http/fields';
import { jsonBody, jsonResponse } from '../../../server/http/openapi';
import { tenantRoute, type TenantCtx } from '../../../server/http/route';
import { budgetAccounts, budgetCostCenters, budgetFiscalYears } from '../../finance/server';
import { budgetDetail, budgetList } from './reads';
import { budgetDetailOut, budgetInput, budgetListOut, budgetListQuery, budgetOptionsOut, budgetPatch, statusInput } from './schemas';
import { createBudget, deleteBudget, setBudgetStatus, updateBudget } from './service';

const read = access.permission('finance.budgets.read');
const write = access.permission('finance.budgets.write');

async function whoOf(tx: Tx, ctx: Omit<TenantCtx, 'tx'>) {
  const company = await companyContext(tx);
  return { companyId: ctx.companyId, userId: ctx.actor.userId, currency: company.currency, today: company.today, company };
}

export function budgetsRoutes(app: OpenAPIHono<AppEnv>) {
  tenantRoute(
    app,
    { method: 'get', path: '/api/budgets/options', access: read, summary: 'What a budget is made of: fiscal years, expense and revenue accounts, cost centres', responses: { 200: jsonResponse(budgetOptionsOut, 'Options') } },
    async (c, { tx }) => {
      const { currency } = await companyContext(tx);
      return c.json({ currency, fiscalYears: await budgetFiscalYears(tx), accounts: await budgetAccounts(tx), costCenters: await budgetCostCenters(tx) }, 200);
    },
  );

  tenantRoute(
    app,
    { method: 'get', path: '/api/budgets', access: read, summary: 'Budgets, newest first, each with its expense and revenue totals against the ledger', request: { query: budgetListQuery }, responses: { 200: jsonResponse(budgetListOut, 'Budgets') } },
    async (c, { tx }) => c.json({ items: await budgetList(tx, c.req.valid('query'), await companyContext(tx)) }, 200),
  );

  tenantRoute(
    app,
    { method: 'get', path: '/api/budgets/{id}', access: read, summary: 'One budget: lines with their 12 months, actual from the ledger, variance and percentage, for the year and to date', request: { params: idParam }, responses: { 200: jsonResponse(budgetDetailOut, 'Budget') } },
    async (c, { tx }) => c.json(await budgetDetail(tx, c.req.valid('param').id, await companyContext(tx)), 200),
  );

  tenantRoute(
    app,
    {
      method: 'post',
      path: '/api/budgets',
      access: write,
      summary: 'Create a draft budget for a fiscal year: lines by account (and cost centre), an annual amount spread evenly or 12 monthly amounts',
      request: jsonBody(budgetInput),
      responses: { 201: jsonResponse(budgetDetailOut, 'Created') },
    },
    async (c, { tx, ...ctx }) => {
      const who = await whoOf(tx, ctx);
      const row = await createBudget(tx, c.req.valid('json'), who);
      return c.json(await budgetDetail(tx, row.id, who.company), 201);
    },
  );

  tenantRoute(
    app,
    { method: 'patch', path: '/api/budgets/{id}', access: write, summary: 'Edit a draft budget (lines, when given, replace all its lines)', request: { params: idParam, ...jsonBody(budgetPatch) }, responses: { 200: jsonResponse(budgetDetailOut, 'Budget') } },
    async (c, { tx, ...ctx }) => {
      const who = await whoOf(tx, ctx);
      const row = await updateBudget(tx, c.req.valid('param').id, c.req.valid('json'), who);
      return c.json(await budgetDetail(tx, row.id, who.company), 200);
    },
  );

  tenantRoute(
    app,
    { method: 'post', path: '/api/budgets/{id}/status', access: write, summary: 'Approve a draft (its alerts are checked at once), close an approved budget, or return it to draft', request: { params: idParam, ...jsonBody(statusInput) }, responses: { 200: jsonResponse(budgetDetailOut, 'Budget') } },
    async (c, { tx, ...ctx }) => {
      const who = await whoOf(tx, ctx);
      const row = await setBudgetStatus(tx, c.req.valid('param').id, c.req.valid('json').status, who);
      return c.json(await budgetDetail(tx, row.id, who.company), 200);
    },
  );

  tenantRoute(
    app,
    { method: 'delete', path: '/api/budgets/{id}', access: write, summary: 'Delete a draft budget', request: { params: idParam }, responses: { 200: jsonResponse(z.object({ id: z.string() }), 'Deleted') } },
    async (c, { tx }) => {
      const { id } = c.req.valid('param');
      await deleteBudget(tx, id);
      return c.json({ id }, 200);
    },
  );
}
