// Public sign-up (DECISIONS 3): a new company of the chosen business type on a 14-day trial,
// with the new user as its company_admin, all in one transaction; then signed in.
import type { OpenAPIHono } from '@hono/zod-openapi';
import { z } from '@hono/zod-openapi';
import { signUpSchema } from '../../../core/auth';
import { access } from '../../http/access';
import type { AppEnv } from '../../http/env';
import { conflict } from '../../http/errors';
import { platformRoute } from '../../http/route';
import { setScope } from '../../tenancy/with-tenant';
import { addCompanyMember, createCompany, createUser, emailTaken, hashNewPassword } from '../accounts';
import { getPlatformSettings } from '../../../modules/platform-admin/server/service';

const created = z.object({ userId: z.string().uuid(), companyId: z.string().uuid() });

export function signupRoutes(app: OpenAPIHono<AppEnv>) {
  platformRoute(
    app,
    {
      method: 'post',
      path: '/api/signup',
      access: access.public,
      summary: 'Start a 14-day trial: create a company and its first admin',
      request: { body: { content: { 'application/json': { schema: signUpSchema } }, required: true } },
      responses: { 201: { description: 'Created and signed in', content: { 'application/json': { schema: created } } } },
    },
    async (c, { db, ip }) => {
      const input = c.req.valid('json');
      const email = input.email.trim().toLowerCase();
      const passwordHash = await hashNewPassword(input.password);
      const ids = await db.transaction(async (tx) => {
        if (await emailTaken(tx, email)) throw conflict('email_taken');
        // The trial length and starting plan are platform settings (super admin, issue 6).
        const settings = await getPlatformSettings(tx);
        const companyId = await createCompany(tx, {
          planCode: settings.defaultPlanCode,
          trialDays: settings.trialDays,
          name: input.companyName,
          nameAr: input.companyNameAr ?? null,
          businessType: input.businessType,
          country: input.country,
          currency: input.currency ?? null,
          email,
        });
        const userId = await createUser(tx, { email, name: `${input.firstName} ${input.lastName}`.trim(), passwordHash });
        await setScope(tx, { companyId, userId, ip });
        await addCompanyMember(tx, {
          userId,
          companyId,
          role: 'company_admin',
          email,
          firstName: input.firstName,
          lastName: input.lastName,
          firstNameAr: input.firstNameAr ?? null,
          lastNameAr: input.lastNameAr ?? null,
          position: 'General manager',
          positionAr: 'المدير العام',
        });
        return { userId, companyId };
      });
      // Sign in only after the commit: better-auth uses its own queries on the same database.
      const signIn = await c.get('deps').auth.api.signInEmail({
        body: { email, password: input.password },
        headers: c.req.raw.headers,
        asResponse: true,
      });
      for (const cookie of signIn.headers.getSetCookie()) c.header('set-cookie', cookie, { append: true });
      return c.json(ids, 201);
    },
  );
}
