// /hr/location-settings: the office point, allowed radius and working hours that clock-in uses.
import type { OpenAPIHono } from '@hono/zod-openapi';
import { z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { access } from '../../../server/http/access';
import type { AppEnv } from '../../../server/http/env';
import { tenantRoute } from '../../../server/http/route';
import { companies } from '../../../server/db/schema';

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'invalid_time');
const settings = z.object({
  officeLatitude: z.number().min(-90, 'invalid_coordinates').max(90, 'invalid_coordinates').nullable(),
  officeLongitude: z.number().min(-180, 'invalid_coordinates').max(180, 'invalid_coordinates').nullable(),
  allowedRadius: z.number().int().min(10, 'invalid_radius').max(5000, 'invalid_radius').nullable(),
  workStartTime: time.nullable(),
  workEndTime: time.nullable(),
  lateGraceMinutes: z.number().int().min(0).max(240),
  autoCheckoutEnabled: z.boolean(),
});

function out(c: typeof companies.$inferSelect): z.infer<typeof settings> {
  return {
    officeLatitude: c.officeLatitude === null ? null : Number(c.officeLatitude),
    officeLongitude: c.officeLongitude === null ? null : Number(c.officeLongitude),
    allowedRadius: c.allowedRadius,
    workStartTime: c.workStartTime,
    workEndTime: c.workEndTime,
    lateGraceMinutes: c.lateGraceMinutes,
    autoCheckoutEnabled: c.autoCheckoutEnabled,
  };
}

export function locationSettingsRoutes(app: OpenAPIHono<AppEnv>) {
  tenantRoute(
    app,
    {
      method: 'get',
      path: '/api/hr/location-settings',
      access: access.companyAdmin,
      summary: 'Office location, radius and working hours',
      responses: { 200: { description: 'Settings', content: { 'application/json': { schema: settings } } } },
    },
    async (c, { tx }) => {
      const [row] = await tx.select().from(companies);
      return c.json(out(row!), 200);
    },
  );

  tenantRoute(
    app,
    {
      method: 'put',
      path: '/api/hr/location-settings',
      access: access.companyAdmin,
      summary: 'Set the office location, radius and working hours',
      request: {
        body: {
          content: {
            'application/json': {
              schema: settings.strict().refine((s) => (s.officeLatitude === null) === (s.officeLongitude === null), {
                message: 'invalid_coordinates',
                path: ['officeLongitude'],
              }),
            },
          },
          required: true,
        },
      },
      responses: { 200: { description: 'Settings', content: { 'application/json': { schema: settings } } } },
    },
    async (c, { tx, companyId }) => {
      const s = c.req.valid('json');
      const [row] = await tx
        .update(companies)
        .set({
          officeLatitude: s.officeLatitude === null ? null : String(s.officeLatitude),
          officeLongitude: s.officeLongitude === null ? null : String(s.officeLongitude),
          allowedRadius: s.allowedRadius,
          workStartTime: s.workStartTime,
          workEndTime: s.workEndTime,
          lateGraceMinutes: s.lateGraceMinutes,
          autoCheckoutEnabled: s.autoCheckoutEnabled,
          updatedAt: new Date(),
        })
        .where(eq(companies.id, companyId))
        .returning();
      return c.json(out(row!), 200);
    },
  );
}
