// The signed-in user's view of themselves: identity, profile, company, roles, permissions.
import type { OpenAPIHono } from '@hono/zod-openapi';
import { z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { hashPassword } from 'better-auth/crypto';
import { passwordSchema } from '../../../core/auth';
import { message } from '../../../core/i18n/messages';
import { access } from '../../http/access';
import type { AppEnv } from '../../http/env';
import { unauthorized } from '../../http/errors';
import { platformRoute } from '../../http/route';
import { accounts, companies, sessions, subscriptionPlans, users } from '../../db/schema';
import { and, ne } from 'drizzle-orm';
import { subscriptionRule, type Actor } from '../../tenancy/actor';
import { profileOut, toProfileOut } from './profile';
import type { Database } from '../../db/client';
import type { Lang } from '../../http/lang';

const meSchema = z.object({
  user: z.object({ id: z.string(), email: z.string(), name: z.string(), requiresPasswordChange: z.boolean() }),
  profile: profileOut.nullable(),
  company: z
    .object({
      id: z.string(),
      name: z.string(),
      nameAr: z.string().nullable(),
      businessType: z.string(),
      activeModules: z.array(z.string()),
      currency: z.string(),
      plan: z.string(),
      subscriptionStatus: z.string(),
      trialEndsAt: z.string().nullable(),
      /** 'suspended' refuses everything, 'read_only' refuses writes (trial ended). */
      restriction: z.enum(['ok', 'suspended', 'read_only']),
    })
    .nullable(),
  roles: z.array(z.string()),
  permissions: z.array(z.string()),
  isSuperAdmin: z.boolean(),
  browsing: z.boolean(),
  access: z.union([
    z.object({ ok: z.literal(true) }),
    z.object({ ok: z.literal(false), reason: z.string(), message: z.string() }),
  ]),
});

export async function describeMe(db: Database, actor: Actor, lang: Lang): Promise<z.infer<typeof meSchema>> {
  const [company] = actor.companyId
    ? await db
        .select({ company: companies, planCode: subscriptionPlans.planCode })
        .from(companies)
        .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, companies.currentPlanId))
        .where(eq(companies.id, actor.companyId))
    : [];
  return {
    user: { id: actor.userId, email: actor.email, name: actor.name, requiresPasswordChange: actor.requiresPasswordChange },
    profile: toProfileOut(actor.profile),
    company: company
      ? {
          id: company.company.id,
          name: company.company.name,
          nameAr: company.company.nameAr,
          businessType: company.company.businessType,
          activeModules: company.company.activeModules,
          currency: company.company.currency,
          plan: company.planCode ?? company.company.subscriptionPlan,
          subscriptionStatus: company.company.subscriptionStatus,
          trialEndsAt: company.company.trialEndsAt?.toISOString() ?? null,
          restriction: actor.isSuperAdmin ? 'ok' : subscriptionRule({ status: company.company.subscriptionStatus, trialEndsAt: company.company.trialEndsAt, expiresAt: company.company.subscriptionExpiresAt }),
        }
      : null,
    roles: actor.roles,
    // Permissions apply only to a working account (spec §4 Employee account).
    permissions: actor.account.ok ? actor.permissions : [],
    isSuperAdmin: actor.isSuperAdmin,
    browsing: actor.browsing,
    access: actor.account.ok ? { ok: true } : { ok: false, reason: actor.account.reason, message: message(actor.account.reason, lang) },
  };
}

export function meRoutes(app: OpenAPIHono<AppEnv>) {
  platformRoute(
    app,
    {
      method: 'get',
      path: '/api/me',
      access: access.signedIn,
      summary: 'The signed-in user, profile, company, roles and effective permissions',
      responses: { 200: { description: 'Me', content: { 'application/json': { schema: meSchema } } } },
    },
    async (c, { db, actor, lang }) => {
      if (!actor) throw unauthorized();
      return c.json(await describeMe(db, actor, lang), 200);
    },
  );

  platformRoute(
    app,
    {
      method: 'post',
      path: '/api/me/password',
      access: access.signedIn,
      summary: 'Set a new password (the forced-change dialog); clears requires_password_change',
      request: {
        body: { content: { 'application/json': { schema: z.object({ password: passwordSchema }) } }, required: true },
      },
      responses: { 200: { description: 'Changed', content: { 'application/json': { schema: z.object({ ok: z.literal(true) }) } } } },
    },
    async (c, { db, actor }) => {
      if (!actor) throw unauthorized();
      const { password } = c.req.valid('json');
      const hash = await hashPassword(password);
      const current = await c.get('deps').auth.api.getSession({ headers: c.req.raw.headers });
      await db.transaction(async (tx) => {
        await tx
          .update(accounts)
          .set({ password: hash, updatedAt: new Date() })
          .where(and(eq(accounts.userId, actor.userId), eq(accounts.providerId, 'credential')));
        await tx.update(users).set({ requiresPasswordChange: false, updatedAt: new Date() }).where(eq(users.id, actor.userId));
        // A new password signs out every other session of this user.
        if (current) await tx.delete(sessions).where(and(eq(sessions.userId, actor.userId), ne(sessions.id, current.session.id)));
      });
      return c.json({ ok: true as const }, 200);
    },
  );
}
