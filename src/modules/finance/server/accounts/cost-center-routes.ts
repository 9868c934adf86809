// /api/finance/cost-centers: the pickers' list (for whoever reads journal entries), the tree with
// the period's actual expense and revenue per centre, and create / edit / deactivate.
import type { OpenAPIHono } from '@hono/zod-openapi';
import { z } from '@hono/zod-openapi';
import { asc, eq } from 'drizzle-orm';
import { access } from '../../../../server/http/access';
import type { AppEnv } from '../../../../server/http/env';
import { companyContext, idParam, isoMonth, requiredText, optionalText, uuidRef } from '../../../../server/http/fields';
import { jsonBody, jsonResponse } from '../../../../server/http/openapi';
import { tenantRoute } from '../../../../server/http/route';
import { currencyOut, decimalOut, rowSchema } from '../../../../server/http/row-schema';
import { notFound } from '../../../../server/http/errors';
import { fiscalYears } from '../periods/tables';
import { costCenterTotals, createCostCenter, updateCostCenter } from './cost-center-service';
import { costCenters } from './tables';

const costCenterOut = rowSchema(costCenters).openapi('CostCenter');
const costCenterListOut = z.object({ items: z.array(costCenterOut) });
const treeOut = z
  .object({
    from: z.string(),
    to: z.string(),
    currency: currencyOut,
    items: z.array(costCenterOut.extend({ expense: decimalOut, revenue: decimalOut, totalExpense: decimalOut, totalRevenue: decimalOut })),
  })
  .openapi('CostCenterTree');

const code = z.string().trim().regex(/^[0-9A-Za-z._-]{1,20}$/, 'invalid_format');
const fields = { code, nameAr: requiredText(200), nameEn: optionalText(200), parentId: uuidRef.nullable(), isActive: z.boolean() };
const costCenterInput = z
  .object({ ...fields, nameEn: fields.nameEn.default(null), parentId: fields.parentId.optional().default(null), isActive: fields.isActive.default(true) })
  .strict()
  .openapi('CostCenterInput');
const costCenterPatch = z.object(fields).partial().strict().openapi('CostCenterPatch');

const read = access.permission('finance.cost_centers.read');
const write = access.permission('finance.cost_centers.write');

export function costCenterRoutes(app: OpenAPIHono<AppEnv>) {
  tenantRoute(
    app,
    { method: 'get', path: '/api/finance/cost-centers', access: access.permission('finance.journal_entries.read'), summary: 'Cost centres in code order', responses: { 200: jsonResponse(costCenterListOut, 'Cost centres') } },
    async (c, { tx }) => c.json({ items: await tx.select().from(costCenters).orderBy(asc(costCenters.code)) }, 200),
  );

  tenantRoute(
    app,
    {
      method: 'get',
      path: '/api/finance/cost-centers/tree',
      access: read,
      summary: 'Cost centres with the expense and revenue posted to each (own and with its children) from month `from` to month `to` (default: the fiscal year of today)',
      request: { query: z.object({ from: isoMonth.optional(), to: isoMonth.optional() }) },
      responses: { 200: jsonResponse(treeOut, 'Cost-centre tree') },
    },
    async (c, { tx }) => {
      const q = c.req.valid('query');
      const { currency, today } = await companyContext(tx);
      const years = await tx.select({ startDate: fiscalYears.startDate, endDate: fiscalYears.endDate }).from(fiscalYears).orderBy(asc(fiscalYears.startDate));
      const year = years.find((y) => y.startDate <= today && today <= y.endDate);
      const from = q.from ? `${q.from}-01` : year ? year.startDate.slice(0, 8) + '01' : `${today.slice(0, 4)}-01-01`;
      const to = q.to ? `${q.to}-01` : year ? year.endDate.slice(0, 8) + '01' : `${today.slice(0, 4)}-12-01`;
      return c.json({ from, to, currency, items: await costCenterTotals(tx, from, to, currency) }, 200);
    },
  );

  tenantRoute(
    app,
    { method: 'post', path: '/api/finance/cost-centers', access: write, summary: 'Create a cost centre (unique code; optionally under an active parent)', request: jsonBody(costCenterInput), responses: { 201: jsonResponse(costCenterOut, 'Created') } },
    async (c, { tx, companyId }) => c.json(await createCostCenter(tx, companyId, c.req.valid('json')), 201),
  );

  tenantRoute(
    app,
    {
      method: 'patch',
      path: '/api/finance/cost-centers/{id}',
      access: write,
      summary: 'Edit a cost centre: code, names, parent (never under itself or its children), or deactivate it (not while it has active children)',
      request: { params: idParam, ...jsonBody(costCenterPatch) },
      responses: { 200: jsonResponse(costCenterOut, 'Cost centre') },
    },
    async (c, { tx }) => c.json(await updateCostCenter(tx, c.req.valid('param').id, c.req.valid('json')), 200),
  );

  tenantRoute(
    app,
    { method: 'get', path: '/api/finance/cost-centers/{id}', access: read, summary: 'One cost centre', request: { params: idParam }, responses: { 200: jsonResponse(costCenterOut, 'Cost centre') } },
    async (c, { tx }) => {
      const [row] = await tx.select().from(costCenters).where(eq(costCenters.id, c.req.valid('param').id));
      if (!row) throw notFound();
      return c.json(row, 200);
    },
  );
}
