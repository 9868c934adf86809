// /api/fleet-reports/*: read-only fleet reports over a period (decision 042), each as JSON, or
// with format=xlsx|pdf as a download of its table through finance's report export. Utilisation,
// the maintenance trend and fines by customer need reports.operations.view; profit per vehicle
// reports.financial.view.
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { z } from '@hono/zod-openapi';
import { access } from '../../../server/http/access';
import type { AppEnv } from '../../../server/http/env';
import { fileResponse, jsonResponse, XLSX } from '../../../server/http/openapi';
import { tenantRoute } from '../../../server/http/route';
import { companyNames, exportResponse, type ReportTable } from '../../finance/server';
import { reportCtx, type ReportCtx } from './context';
import { finesByCustomer, finesTable, maintenanceTable, maintenanceTrend } from './costs';
import { profitReport, profitTable } from './profit';
import { finesByCustomerOut, maintenanceTrendOut, profitOut, reportQuery, utilisationOut } from './schemas';
import { utilisationReport, utilisationTable } from './utilisation';

type Report = { slug: string; summary: string; schema: z.ZodTypeAny; permission: 'reports.operations.view' | 'reports.financial.view'; build: (ctx: ReportCtx) => Promise<{ json: unknown; table: () => ReportTable }> };

const REPORTS: Report[] = [
  {
    slug: 'utilisation',
    summary: 'Fleet utilisation: rented days / available days per vehicle, model and class',
    schema: utilisationOut,
    permission: 'reports.operations.view',
    build: async (ctx) => {
      const r = await utilisationReport(ctx);
      return { json: r, table: () => utilisationTable(r, ctx.currency) };
    },
  },
  {
    slug: 'maintenance-trend',
    summary: 'Maintenance cost (before VAT) and completed work orders per month',
    schema: maintenanceTrendOut,
    permission: 'reports.operations.view',
    build: async (ctx) => {
      const r = await maintenanceTrend(ctx);
      return { json: r, table: () => maintenanceTable(r) };
    },
  },
  {
    slug: 'fines-by-customer',
    summary: 'Traffic fines per customer: count, amount, recharged and unrecovered',
    schema: finesByCustomerOut,
    permission: 'reports.operations.view',
    build: async (ctx) => {
      const r = await finesByCustomer(ctx);
      return { json: r, table: () => finesTable(r) };
    },
  },
  {
    slug: 'profit',
    summary: 'Revenue, cost and profit per vehicle: rental revenue − maintenance − depreciation − unrecovered fines − financing interest',
    schema: profitOut,
    permission: 'reports.financial.view',
    build: async (ctx) => {
      const r = await profitReport(ctx);
      return { json: r, table: () => profitTable(r) };
    },
  },
];

export function fleetReportsRoutes(app: OpenAPIHono<AppEnv>) {
  for (const r of REPORTS) {
    tenantRoute(
      app,
      {
        method: 'get',
        path: `/api/fleet-reports/${r.slug}`,
        access: access.permission(r.permission),
        summary: r.summary,
        request: { query: reportQuery },
        responses: { 200: { description: `${r.summary}; with format=xlsx an Excel workbook, with format=pdf a PDF`, content: { ...jsonResponse(r.schema, '').content, ...fileResponse('', XLSX, 'application/pdf').content } } },
      },
      async (c, { tx, companyId, lang }) => {
        const q = c.req.valid('query');
        const ctx = await reportCtx(tx, companyId, q);
        const out = await r.build(ctx);
        if (q.format === 'json') return c.json(out.json as never, 200);
        return exportResponse(out.table(), q.format, `fleet-${r.slug}-${ctx.from}-${ctx.to}`, lang, await companyNames(tx, companyId));
      },
    );
  }
}
