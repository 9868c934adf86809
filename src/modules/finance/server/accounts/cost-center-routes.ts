// GET /api/finance/cost-centers: the company's cost centres, for the pickers of the chart of
// accounts and the journal-entry form (editing them is a page of its own, not built yet).
import type { OpenAPIHono } from '@hono/zod-openapi';
import { z } from '@hono/zod-openapi';
import { asc } from 'drizzle-orm';
import { access } from '../../../../server/http/access';
import type { AppEnv } from '../../../../server/http/env';
import { jsonResponse } from '../../../../server/http/openapi';
import { tenantRoute } from '../../../../server/http/route';
import { rowSchema } from '../../../../server/http/row-schema';
import { costCenters } from './tables';

const costCenterListOut = z.object({ items: z.array(rowSchema(costCenters).openapi('CostCenter')) });

export function costCenterRoutes(app: OpenAPIHono<AppEnv>) {
  tenantRoute(
    app,
    { method: 'get', path: '/api/finance/cost-centers', access: access.permission('finance.journal_entries.read'), summary: 'Cost centres in code order', responses: { 200: jsonResponse(costCenterListOut, 'Cost centres') } },
    async (c, { tx }) => c.json({ items: await tx.select().from(costCenters).orderBy(asc(costCenters.code)) }, 200),
  );
}
