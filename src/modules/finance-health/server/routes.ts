// GET /api/finance/health: the financial system analysis (checks.ts) for the company's today.
// Whoever runs the books' settings reads it (finance.accounts.write, as its page).
import type { OpenAPIHono } from '@hono/zod-openapi';
import { z } from '@hono/zod-openapi';
import { access } from '../../../server/http/access';
import type { AppEnv } from '../../../server/http/env';
import { companyContext } from '../../../server/http/fields';
import { jsonResponse } from '../../../server/http/openapi';
import { tenantRoute } from '../../../server/http/route';
import { CHECK_IDS, financeHealth } from './checks';

const bilingual = z.object({ ar: z.string(), en: z.string() });
const healthOut = z
  .object({
    asOf: z.string(),
    draftDays: z.number().int(),
    problems: z.number().int().describe('Checks that failed'),
    checks: z.array(
      z.object({
        id: z.enum(CHECK_IDS),
        ok: z.boolean(),
        title: bilingual,
        summary: bilingual,
        link: z.string(),
        items: z.array(z.object({ label: bilingual, detail: bilingual.nullable(), amount: z.string().nullable(), link: z.string().nullable() })),
      }),
    ),
  })
  .openapi('FinanceHealth');

export function financeHealthRoutes(app: OpenAPIHono<AppEnv>) {
  tenantRoute(
    app,
    {
      method: 'get',
      path: '/api/finance/health',
      access: access.permission('finance.accounts.write'),
      summary: 'Financial system analysis: mappings not set, drafts left unposted or unbalanced, sub-ledgers that differ from their control accounts',
      request: { query: z.object({ draftDays: z.coerce.number().int('invalid_number').min(0, 'invalid_number').max(365, 'invalid_number').default(7).describe('A draft older than this many days is a problem') }) },
      responses: { 200: jsonResponse(healthOut, 'Checks') },
    },
    async (c, { tx, companyId }) => {
      const { draftDays } = c.req.valid('query');
      const ctx = await companyContext(tx);
      const checks = await financeHealth(tx, { companyId, ...ctx }, draftDays);
      return c.json({ asOf: ctx.today, draftDays, problems: checks.filter((x) => !x.ok).length, checks }, 200);
    },
  );
}
