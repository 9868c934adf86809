// Plan feature gates (spec RPC has_feature_access): { enabled } for the caller's company.
// Any failure answers false, as the spec requires.
import type { OpenAPIHono } from '@hono/zod-openapi';
import { z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { access } from '../../http/access';
import type { AppEnv } from '../../http/env';
import { platformRoute } from '../../http/route';
import { companies, featureGates, subscriptionPlans } from '../../db/schema';
import type { Database, Tx } from '../../db/client';

/** Reads through the caller's transaction when there is one (on PGlite a second query would wait for it). */
export async function hasFeatureAccess(db: Database | Tx, companyId: string | null, featureCode: string): Promise<boolean> {
  try {
    if (!companyId) return false;
    const [gate] = await db.select().from(featureGates).where(eq(featureGates.featureCode, featureCode));
    if (!gate || !gate.isActive) return false;
    if (gate.requiredPlans.length === 0) return true;
    const [company] = await db
      .select({ plan: subscriptionPlans.planCode, fallback: companies.subscriptionPlan })
      .from(companies)
      .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, companies.currentPlanId))
      .where(eq(companies.id, companyId));
    const plan = company?.plan ?? company?.fallback;
    return Boolean(plan && gate.requiredPlans.includes(plan));
  } catch {
    return false;
  }
}

export function featureRoutes(app: OpenAPIHono<AppEnv>) {
  platformRoute(
    app,
    {
      method: 'get',
      path: '/api/features/{code}',
      access: access.signedIn,
      summary: 'Whether the caller company plan includes a feature',
      request: { params: z.object({ code: z.string().min(1).max(100) }) },
      responses: { 200: { description: 'Gate', content: { 'application/json': { schema: z.object({ enabled: z.boolean() }) } } } },
    },
    async (c, { db, actor }) => {
      const { code } = c.req.valid('param');
      return c.json({ enabled: await hasFeatureAccess(db, actor?.companyId ?? null, code) }, 200);
    },
  );
}
