// GET /api/dashboard/setup-checklist and its dismissal: company admins only, since they are the
// ones who can do every item (settings, staff accounts, office location) — decision 027.
import type { OpenAPIHono } from '@hono/zod-openapi';
import { z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { companies } from '../../../server/db/schema';
import { access } from '../../../server/http/access';
import type { AppEnv } from '../../../server/http/env';
import { jsonResponse } from '../../../server/http/openapi';
import { tenantRoute } from '../../../server/http/route';
import { SETUP_ITEM_IDS, setupChecklist } from './setup-checklist';

export const setupChecklistOut = z.object({
  /** Whether the dashboard shows it: not dismissed, and something is left to do. */
  visible: z.boolean(),
  dismissed: z.boolean(),
  /** The items of the company's modules, in order; empty once dismissed. */
  items: z.array(z.object({ id: z.enum(SETUP_ITEM_IDS), href: z.string(), done: z.boolean() })),
});

export function setupChecklistRoutes(app: OpenAPIHono<AppEnv>) {
  tenantRoute(
    app,
    {
      method: 'get',
      path: '/api/dashboard/setup-checklist',
      access: access.companyAdmin,
      summary: 'The new company’s setup checklist, each item computed from the company’s data',
      responses: { 200: jsonResponse(setupChecklistOut, 'Checklist') },
    },
    async (c, { tx }) => c.json(await setupChecklist(tx), 200),
  );

  tenantRoute(
    app,
    {
      method: 'post',
      path: '/api/dashboard/setup-checklist/dismiss',
      access: access.companyAdmin,
      summary: 'Hide the setup checklist for the whole company',
      responses: { 200: jsonResponse(setupChecklistOut, 'Checklist') },
    },
    async (c, { tx, companyId }) => {
      await tx.update(companies).set({ setupDismissedAt: new Date(), updatedAt: new Date() }).where(eq(companies.id, companyId));
      return c.json(await setupChecklist(tx), 200);
    },
  );
}
