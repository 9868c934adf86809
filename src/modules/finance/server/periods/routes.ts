// /api/finance/fiscal-years and /api/finance/periods: list, close and reopen a month, close a year.
import type { OpenAPIHono } from '@hono/zod-openapi';
import { asc, inArray } from 'drizzle-orm';
import { access } from '../../../../server/http/access';
import type { AppEnv } from '../../../../server/http/env';
import { idParam } from '../../../../server/http/fields';
import { jsonResponse } from '../../../../server/http/openapi';
import { tenantRoute } from '../../../../server/http/route';
import { fiscalYearListOut, fiscalYearOut, periodOut } from '../schemas';
import { closeFiscalYear, setPeriodStatus } from './close';
import { yearWithPeriods } from './service';
import { fiscalPeriods, fiscalYears } from './tables';

export function periodRoutes(app: OpenAPIHono<AppEnv>) {
  tenantRoute(
    app,
    { method: 'get', path: '/api/finance/fiscal-years', access: access.permission('finance.journal_entries.read'), summary: 'Fiscal years, newest first, with their monthly periods and states', responses: { 200: jsonResponse(fiscalYearListOut, 'Fiscal years') } },
    async (c, { tx }) => {
      const years = await tx.select().from(fiscalYears).orderBy(asc(fiscalYears.startDate));
      const periods = years.length ? await tx.select().from(fiscalPeriods).where(inArray(fiscalPeriods.fiscalYearId, years.map((y) => y.id))).orderBy(asc(fiscalPeriods.startDate)) : [];
      return c.json({ items: years.reverse().map((y) => ({ ...y, periods: periods.filter((p) => p.fiscalYearId === y.id) })) }, 200);
    },
  );

  for (const action of ['close', 'reopen'] as const) {
    tenantRoute(
      app,
      {
        method: 'post',
        path: `/api/finance/periods/{id}/${action}`,
        access: access.permission('finance.accounts.write'),
        summary: action === 'close' ? 'Close a month: every posting dated inside it is refused, whatever its path' : 'Reopen a closed month of an open fiscal year',
        request: { params: idParam },
        responses: { 200: jsonResponse(periodOut, 'Period') },
      },
      async (c, { tx, actor }) => c.json(await setPeriodStatus(tx, c.req.valid('param').id, action === 'close' ? 'closed' : 'open', actor.userId), 200),
    );
  }

  tenantRoute(
    app,
    {
      method: 'post',
      path: '/api/finance/fiscal-years/{id}/close',
      access: access.permission('finance.accounts.write'),
      summary: 'Year-end close: the year’s revenue and expenses move to retained earnings, then every month closes',
      request: { params: idParam },
      responses: { 200: jsonResponse(fiscalYearOut, 'Fiscal year') },
    },
    async (c, { tx, companyId, actor }) => {
      const year = await closeFiscalYear(tx, companyId, c.req.valid('param').id, actor.userId);
      return c.json((await yearWithPeriods(tx, year.id))!, 200);
    },
  );
}
