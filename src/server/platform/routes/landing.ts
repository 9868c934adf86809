// The public landing page's active texts (DECISIONS 12); the super admin manages them.
import type { OpenAPIHono } from '@hono/zod-openapi';
import { z } from '@hono/zod-openapi';
import { asc, eq } from 'drizzle-orm';
import { access } from '../../http/access';
import type { AppEnv } from '../../http/env';
import { platformRoute } from '../../http/route';
import { landingContent } from '../../db/schema';

const item = z.object({ contentKey: z.string(), value: z.string(), valueAr: z.string(), sortOrder: z.number() });

export function landingRoutes(app: OpenAPIHono<AppEnv>) {
  platformRoute(
    app,
    {
      method: 'get',
      path: '/api/landing-content',
      access: access.public,
      summary: 'Active landing page texts, in display order',
      responses: { 200: { description: 'Texts', content: { 'application/json': { schema: z.object({ items: z.array(item) }) } } } },
    },
    async (c, { db }) => {
      const rows = await db
        .select({ contentKey: landingContent.contentKey, value: landingContent.contentValue, valueAr: landingContent.contentValueAr, sortOrder: landingContent.sortOrder })
        .from(landingContent)
        .where(eq(landingContent.isActive, true))
        .orderBy(asc(landingContent.sortOrder), asc(landingContent.contentKey));
      c.header('Cache-Control', 'public, max-age=60');
      return c.json({ items: rows }, 200);
    },
  );
}
