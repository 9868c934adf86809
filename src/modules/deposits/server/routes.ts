// GET /api/finance/deposits: the security deposits register (filters by status, age and kind,
// a search by contract or customer), with the deposits-held account's balance beside it; with
// format=xlsx|pdf the register as a download. Readers of the treasury (finance.treasury.read).
import type { OpenAPIHono } from '@hono/zod-openapi';
import { z } from '@hono/zod-openapi';
import { access } from '../../../server/http/access';
import type { AppEnv } from '../../../server/http/env';
import { companyContext, pageQuery } from '../../../server/http/fields';
import { fileResponse, jsonResponse, XLSX } from '../../../server/http/openapi';
import { tenantRoute } from '../../../server/http/route';
import { decimalOut } from '../../../server/http/row-schema';
import { DEPOSIT_AGES, DEPOSIT_STATUSES } from '../../../core/finance';
import { companyNames, exportResponse, reportTableOut } from '../../finance/server';
import { depositOut, depositsRegister, registerTable } from './register';

const registerQuery = z.object({
  status: z.enum(DEPOSIT_STATUSES).optional(),
  age: z.enum(DEPOSIT_AGES).optional().describe('Days held: 0–90, 91–180, 181–365, over 365'),
  source: z.enum(['contract', 'lease']).optional(),
  search: pageQuery.search,
  page: pageQuery.page,
  pageSize: pageQuery.pageSize.describe('Rows of the JSON page; the downloads hold every matching deposit'),
  format: z.enum(['json', 'xlsx', 'pdf']).default('json'),
});
const registerOut = z
  .object({
    items: z.array(depositOut),
    total: z.number().int().describe('Matching deposits, over all pages'),
    page: z.number().int(),
    pageSize: z.number().int(),
    currency: z.string(),
    asOf: z.string(),
    totals: z.object({ amount: decimalOut, applied: decimalOut, refunded: decimalOut, held: decimalOut }),
    counts: z.object({ all: z.number(), held: z.number(), settled: z.number(), carried_over: z.number() }),
    ages: z.record(z.enum(DEPOSIT_AGES), z.number()),
    account: z.object({ id: z.string(), code: z.string(), nameAr: z.string(), nameEn: z.string(), balance: decimalOut }),
    totalHeld: decimalOut.describe('What every deposit still holds'),
    difference: decimalOut.describe('Account balance − total held'),
    reconciled: z.boolean(),
    table: reportTableOut.optional(),
  })
  .openapi('DepositsRegister');

export function depositsRoutes(app: OpenAPIHono<AppEnv>) {
  tenantRoute(
    app,
    {
      method: 'get',
      path: '/api/finance/deposits',
      access: access.permission('finance.treasury.read'),
      summary: 'Security deposits register: held, applied and refunded per contract or lease, beside the deposits-held account',
      request: { query: registerQuery },
      responses: { 200: { description: 'Deposits register; with format=xlsx an Excel workbook, with format=pdf a PDF', content: { ...jsonResponse(registerOut, '').content, ...fileResponse('', XLSX, 'application/pdf').content } } },
    },
    async (c, { tx, companyId, lang }) => {
      const { format, page, pageSize, ...q } = c.req.valid('query');
      const ctx = await companyContext(tx);
      const register = await depositsRegister(tx, { companyId, ...ctx }, q, format === 'json' ? { page, pageSize } : undefined);
      if (format === 'json') return c.json(register, 200);
      return exportResponse(registerTable(register), format, `deposits-${register.asOf}`, lang, await companyNames(tx, companyId));
    },
  );
}
