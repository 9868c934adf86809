// /api/platform/users: every user across companies (super admin). Account actions write the
// auth tables on the owner connection in one transaction; row changes of tenant tables are
// audited by the trigger, and each action is also kept in system_logs.
import type { OpenAPIHono } from '@hono/zod-openapi';
import { z } from '@hono/zod-openapi';
import { access } from '../../../server/http/access';
import type { AppEnv } from '../../../server/http/env';
import { jsonResponse } from '../../../server/http/openapi';
import { dateTimeOut } from '../../../server/http/row-schema';
import { platformRoute } from '../../../server/http/route';
import { logPlatformAction, platformWrite } from '../../../server/platform/audited';
import { hashNewPassword } from '../../../server/platform/accounts';
import { moveUserSchema, userListQuery } from '../schemas';
import { listUsers, moveUser, resetPassword, setUserActive, temporaryPassword } from './users-service';

const idParam = z.object({ id: z.string().uuid('not_found') });

const userItem = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  firstNameAr: z.string().nullable(),
  lastNameAr: z.string().nullable(),
  companyId: z.string().nullable(),
  companyName: z.string().nullable(),
  companyNameAr: z.string().nullable(),
  requiresPasswordChange: z.boolean(),
  roles: z.array(z.string()),
  active: z.boolean(),
  createdAt: dateTimeOut,
  lastSignInAt: dateTimeOut.nullable(),
});
const ok = jsonResponse(z.object({ ok: z.literal(true) }), 'Done');

export function userAdminRoutes(app: OpenAPIHono<AppEnv>) {
  platformRoute(
    app,
    {
      method: 'get',
      path: '/api/platform/users',
      access: access.superAdmin,
      summary: 'Users across companies: search, company, role, active; last sign-in',
      request: { query: userListQuery },
      responses: { 200: jsonResponse(z.object({ items: z.array(userItem), total: z.number(), page: z.number(), pageSize: z.number() }), 'Users') },
    },
    async (c, { db }) => c.json(await listUsers(db, c.req.valid('query')), 200),
  );

  platformRoute(
    app,
    {
      method: 'post',
      path: '/api/platform/users/{id}/reset-password',
      access: access.superAdmin,
      summary: 'Set a temporary password (shown once) that must be changed at the next sign-in; signs the user out',
      request: { params: idParam },
      responses: { 200: jsonResponse(z.object({ temporaryPassword: z.string() }), 'Temporary password') },
    },
    async (c, { db, actor, ip }) => {
      const { id } = c.req.valid('param');
      const password = temporaryPassword();
      const hash = await hashNewPassword(password); // outside the transaction: scrypt is slow
      await platformWrite(db, { actorId: actor!.userId, ip }, async (tx) => {
        const user = await resetPassword(tx, id, hash);
        await logPlatformAction(tx, { actorId: actor!.userId, ip, companyId: user.companyId }, 'user_password_reset', `Password reset for ${user.email}`, { userId: id });
      });
      return c.json({ temporaryPassword: password }, 200);
    },
  );

  for (const action of ['disable', 'enable'] as const) {
    platformRoute(
      app,
      {
        method: 'post',
        path: `/api/platform/users/{id}/${action}`,
        access: access.superAdmin,
        summary: action === 'disable' ? 'Disable a user’s access (signs them out everywhere)' : 'Enable a user’s access again',
        request: { params: idParam },
        responses: { 200: ok },
      },
      async (c, { db, actor, ip }) => {
        const { id } = c.req.valid('param');
        await platformWrite(db, { actorId: actor!.userId, ip }, async (tx) => {
          const user = await setUserActive(tx, id, action === 'enable');
          await logPlatformAction(tx, { actorId: actor!.userId, ip, companyId: user.companyId }, `user_${action}`, `User ${action}: ${user.email}`, { userId: id });
        });
        return c.json({ ok: true as const }, 200);
      },
    );
  }

  platformRoute(
    app,
    {
      method: 'post',
      path: '/api/platform/users/{id}/move',
      access: access.superAdmin,
      summary: 'Move a user to another company with one role (audited in both companies)',
      request: { params: idParam, body: { content: { 'application/json': { schema: moveUserSchema } }, required: true } },
      responses: { 200: ok },
    },
    async (c, { db, actor, ip }) => {
      const { id } = c.req.valid('param');
      const input = c.req.valid('json');
      await platformWrite(db, { actorId: actor!.userId, ip, companyId: input.companyId }, async (tx) => {
        const moved = await moveUser(tx, id, input, actor!.userId);
        await logPlatformAction(tx, { actorId: actor!.userId, ip, companyId: input.companyId }, 'user_moved', `User moved: ${moved.email}`, {
          userId: id,
          from: moved.fromCompanyId,
          to: input.companyId,
          role: input.role,
        });
      });
      return c.json({ ok: true as const }, 200);
    },
  );
}
