// The platform-wide company list for super admins (the company switcher and browse mode).
// This is the explicit platform path of ARCHITECTURE.md: it reads across tenants, so it is
// super-admin only and every call is logged.
import type { OpenAPIHono } from '@hono/zod-openapi';
import { z } from '@hono/zod-openapi';
import { asc } from 'drizzle-orm';
import { access } from '../../http/access';
import type { AppEnv } from '../../http/env';
import { platformRoute } from '../../http/route';
import { companies } from '../../db/schema';

const item = z.object({
  id: z.string(),
  name: z.string(),
  nameAr: z.string().nullable(),
  businessType: z.string(),
  country: z.string().nullable(),
  currency: z.string(),
  subscriptionStatus: z.string(),
});

export function platformCompanyRoutes(app: OpenAPIHono<AppEnv>) {
  platformRoute(
    app,
    {
      method: 'get',
      path: '/api/platform/companies',
      access: access.superAdmin,
      summary: 'All companies ordered by name (super admin)',
      responses: { 200: { description: 'Companies', content: { 'application/json': { schema: z.object({ items: z.array(item) }) } } } },
    },
    async (c, { db, actor }) => {
      const items = await db
        .select({
          id: companies.id,
          name: companies.name,
          nameAr: companies.nameAr,
          businessType: companies.businessType,
          country: companies.country,
          currency: companies.currency,
          subscriptionStatus: companies.subscriptionStatus,
        })
        .from(companies)
        .orderBy(asc(companies.name));
      c.get('deps').logger.info({ actor: actor?.userId, count: items.length }, 'platform: company list read');
      return c.json({ items }, 200);
    },
  );
}
