import type { OpenAPIHono } from '@hono/zod-openapi';
import { z } from '@hono/zod-openapi';
import { sql } from 'drizzle-orm';
import { access } from '../../http/access';
import type { AppEnv } from '../../http/env';
import { platformRoute } from '../../http/route';

export function healthRoutes(app: OpenAPIHono<AppEnv>) {
  platformRoute(
    app,
    {
      method: 'get',
      path: '/api/health',
      access: access.public,
      summary: 'Liveness and database kind',
      responses: {
        200: {
          description: 'OK',
          content: { 'application/json': { schema: z.object({ status: z.literal('ok'), db: z.enum(['pglite', 'postgres']) }) } },
        },
      },
    },
    async (c, { db }) => {
      await db.execute(sql`select 1`);
      return c.json({ status: 'ok' as const, db: c.get('deps').handle.kind }, 200);
    },
  );
}
