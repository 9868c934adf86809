// /api/finance/reports: receivables aging (more reports join here, one file each for the logic).
import type { OpenAPIHono } from '@hono/zod-openapi';
import { z } from '@hono/zod-openapi';
import { access } from '../../../../server/http/access';
import type { AppEnv } from '../../../../server/http/env';
import { companyContext, isoDate, uuidRef } from '../../../../server/http/fields';
import { jsonResponse } from '../../../../server/http/openapi';
import { tenantRoute } from '../../../../server/http/route';
import { decimalOut } from '../../../../server/http/row-schema';
import { AGING_BUCKETS, agingReport } from './aging';

const buckets = z.object(Object.fromEntries(AGING_BUCKETS.map((b) => [b, decimalOut])) as Record<(typeof AGING_BUCKETS)[number], typeof decimalOut>);

export const agingOut = z
  .object({
    asOf: z.string(),
    currency: z.string(),
    customers: z.array(
      z.object({
        customerId: z.string().uuid(),
        nameAr: z.string(),
        nameEn: z.string().nullable(),
        buckets,
        total: decimalOut,
        invoices: z.array(z.object({ invoiceId: z.string().uuid(), invoiceNumber: z.string(), issueDate: z.string(), dueDate: z.string(), daysPastDue: z.number().int(), bucket: z.enum(AGING_BUCKETS), total: decimalOut, balance: decimalOut })),
      }),
    ),
    totals: z.object({ buckets, total: decimalOut }),
    receivablesAccount: z.object({ id: z.string().uuid(), code: z.string(), nameAr: z.string(), nameEn: z.string().nullable(), balance: decimalOut }),
    difference: decimalOut,
    reconciled: z.boolean(),
  })
  .openapi('ReceivablesAging');

export function reportRoutes(app: OpenAPIHono<AppEnv>) {
  tenantRoute(
    app,
    {
      method: 'get',
      path: '/api/finance/reports/aging',
      access: access.permission('reports.financial.view'),
      summary: 'Receivables aging on a date (0–30, 31–60, 61–90, 90+ days past due) per customer, beside the receivables account balance',
      request: { query: z.object({ asOf: isoDate, customerId: uuidRef.optional() }) },
      responses: { 200: jsonResponse(agingOut, 'Receivables aging') },
    },
    async (c, { tx, companyId }) => {
      const q = c.req.valid('query');
      const ctx = await companyContext(tx);
      return c.json(await agingReport(tx, { companyId, asOf: q.asOf, customerId: q.customerId ?? null, currency: ctx.currency }), 200);
    },
  );
}
