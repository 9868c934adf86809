// /hr/user-management: give employees accounts, set roles (spec §6 "can assign"), grant extra
// permissions, disable access. Every change lands in the audit trail through the triggers.
import type { OpenAPIHono } from '@hono/zod-openapi';
import { z } from '@hono/zod-openapi';
import { asc, eq, inArray } from 'drizzle-orm';
import { access } from '../../../server/http/access';
import type { AppEnv } from '../../../server/http/env';
import { badRequest, conflict, notFound } from '../../../server/http/errors';
import { tellOfStrandedSteps } from '../../admin/server/approvals';
import { tenantRoute } from '../../../server/http/route';
import { jsonResponse } from '../../../server/http/openapi';
import { enqueueMail, invitationMail } from '../../../server/mail';
import type { Tx } from '../../../server/db/client';
import { companies, employees, userPermissions, userRoles } from '../../../server/db/schema';
import { assignableRoles, effectivePermissions, PERMISSIONS, ROLES, type Role } from '../../../core/permissions';
import { PASSWORD_MIN_LENGTH } from '../../../core/auth';
import { assertManagesUsers, assertCanAssign, assertCanGrant, createAccount, currentRoles, replaceGrants, replaceRoles, revokeSessions } from './user-accounts';
import { assertWithinPlanLimit } from '../../subscriptions/server/service';

const idParam = z.object({ id: z.string().uuid('not_found') });
const roleList = z.array(z.enum(ROLES as unknown as [Role, ...Role[]], { error: 'invalid_role' })).max(6);

const accountOut = z.object({
  employeeId: z.string(),
  employeeNumber: z.string(),
  name: z.string(),
  nameAr: z.string().nullable(),
  email: z.string().nullable(),
  userId: z.string().nullable(),
  roles: z.array(z.string()),
  extraGrants: z.array(z.string()),
  hasSystemAccess: z.boolean(),
  accountStatus: z.string(),
});

async function loadEmployee(tx: Tx, id: string) {
  const [row] = await tx.select().from(employees).where(eq(employees.id, id));
  if (!row) throw notFound();
  return row;
}

type Grant = { userId: string; permissionId: string; granted: boolean };

function toAccount(e: typeof employees.$inferSelect, roles: { userId: string; role: string }[], grants: Grant[]): z.infer<typeof accountOut> {
  return {
    employeeId: e.id,
    employeeNumber: e.employeeNumber,
    name: `${e.firstName} ${e.lastName}`,
    nameAr: e.firstNameAr ? `${e.firstNameAr} ${e.lastNameAr ?? ''}`.trim() : null,
    email: e.email,
    userId: e.userId,
    roles: roles.filter((r) => r.userId === e.userId).map((r) => r.role),
    extraGrants: grants.filter((g) => g.userId === e.userId && g.granted).map((g) => g.permissionId).sort(),
    hasSystemAccess: e.hasSystemAccess,
    accountStatus: e.accountStatus,
  };
}

async function describeAccounts(tx: Tx, rows: (typeof employees.$inferSelect)[]) {
  const userIds = rows.map((r) => r.userId).filter((id): id is string => Boolean(id));
  const roles = userIds.length ? await tx.select({ userId: userRoles.userId, role: userRoles.role }).from(userRoles).where(inArray(userRoles.userId, userIds)) : [];
  const grants = userIds.length ? await tx.select().from(userPermissions).where(inArray(userPermissions.userId, userIds)) : [];
  return rows.map((e) => toAccount(e, roles, grants));
}

async function describeAccount(tx: Tx, e: typeof employees.$inferSelect) {
  return (await describeAccounts(tx, [e]))[0]!;
}

export function usersRoutes(app: OpenAPIHono<AppEnv>) {
  tenantRoute(
    app,
    {
      method: 'get',
      path: '/api/hr/accounts',
      access: access.member,
      summary: 'Employees with their system accounts, roles and extra grants',
      responses: { 200: jsonResponse(z.object({ items: z.array(accountOut) }), 'Accounts') },
    },
    async (c, { tx, actor }) => {
      assertManagesUsers(actor);
      const rows = await tx.select().from(employees).orderBy(asc(employees.employeeNumber));
      return c.json({ items: await describeAccounts(tx, rows) }, 200);
    },
  );

  tenantRoute(
    app,
    {
      method: 'get',
      path: '/api/hr/assignable',
      access: access.member,
      summary: 'The roles and extra permissions the caller may give',
      responses: { 200: jsonResponse(z.object({ roles: z.array(z.string()), permissions: z.array(z.string()) }), 'Assignable') },
    },
    async (c, { actor }) => {
      assertManagesUsers(actor);
      const own = new Set(effectivePermissions(actor.roles, actor.extraGrants));
      const permissions = PERMISSIONS.filter((p) => !p.isSystemLevel && own.has(p.id)).map((p) => p.id);
      return c.json({ roles: assignableRoles(actor.roles), permissions }, 200);
    },
  );

  tenantRoute(
    app,
    {
      method: 'post',
      path: '/api/hr/employees/{id}/account',
      access: access.member,
      summary: 'Give an employee a system account: an invitation link, or a temporary password to change at first sign-in',
      request: {
        params: idParam,
        body: {
          content: {
            'application/json': {
              schema: z
                .object({
                  email: z.string().trim().toLowerCase().email('invalid_email'),
                  roles: roleList.min(1, 'required'),
                  temporaryPassword: z.string().min(PASSWORD_MIN_LENGTH, 'password_too_short').max(128).optional(),
                })
                .strict(),
            },
          },
          required: true,
        },
      },
      responses: { 201: jsonResponse(accountOut.extend({ inviteLink: z.string().nullable() }), 'Account created') },
    },
    async (c, { tx, actor, companyId }) => {
      assertManagesUsers(actor);
      const { id } = c.req.valid('param');
      const body = c.req.valid('json');
      const employee = await loadEmployee(tx, id);
      if (employee.userId) throw conflict('account_exists');
      if (!employee.isActive) throw badRequest('employee_inactive');
      assertCanAssign(actor, [], body.roles);
      await assertWithinPlanLimit(tx, companyId, 'users');
      const { inviteToken } = await createAccount({ tx, actor, companyId, employee, email: body.email, roles: body.roles, temporaryPassword: body.temporaryPassword });
      const origin = c.req.header('origin') ?? new URL(c.req.url).origin;
      const inviteLink = inviteToken ? `${origin}/reset-password?token=${inviteToken}` : null;
      if (inviteLink) {
        const [company] = await tx.select({ name: companies.name, nameAr: companies.nameAr }).from(companies);
        // Queued with the account: delivered after commit by the mail.deliver job.
        await enqueueMail(tx, invitationMail(body.email, inviteLink, company?.nameAr ?? company?.name ?? 'Masar'));
      }
      return c.json({ ...(await describeAccount(tx, await loadEmployee(tx, id))), inviteLink }, 201);
    },
  );

  tenantRoute(
    app,
    {
      method: 'put',
      path: '/api/hr/employees/{id}/roles',
      access: access.member,
      summary: 'Replace the roles of an employee’s account (only roles the caller may assign)',
      request: { params: idParam, body: { content: { 'application/json': { schema: z.object({ roles: roleList }).strict() } }, required: true } },
      responses: { 200: jsonResponse(accountOut, 'Account') },
    },
    async (c, { tx, actor, companyId }) => {
      assertManagesUsers(actor);
      const employee = await loadEmployee(tx, c.req.valid('param').id);
      if (!employee.userId) throw badRequest('no_account');
      if (employee.userId === actor.userId) throw badRequest('cannot_change_own_roles');
      const { roles } = c.req.valid('json');
      assertCanAssign(actor, await currentRoles(tx, employee.userId), roles);
      await tellOfStrandedSteps(tx, employee.userId, () => replaceRoles(tx, actor, companyId, employee.userId!, roles));
      return c.json(await describeAccount(tx, employee), 200);
    },
  );

  tenantRoute(
    app,
    {
      method: 'put',
      path: '/api/hr/employees/{id}/permissions',
      access: access.member,
      summary: 'Replace the extra permissions granted to an employee’s account',
      request: { params: idParam, body: { content: { 'application/json': { schema: z.object({ grants: z.array(z.string()).max(100) }).strict() } }, required: true } },
      responses: { 200: jsonResponse(accountOut, 'Account') },
    },
    async (c, { tx, actor, companyId }) => {
      assertManagesUsers(actor);
      const employee = await loadEmployee(tx, c.req.valid('param').id);
      if (!employee.userId) throw badRequest('no_account');
      const { grants } = c.req.valid('json');
      assertCanAssign(actor, await currentRoles(tx, employee.userId), []);
      assertCanGrant(actor, grants);
      await replaceGrants(tx, actor, companyId, employee.userId, [...new Set(grants)]);
      return c.json(await describeAccount(tx, employee), 200);
    },
  );

  tenantRoute(
    app,
    {
      method: 'put',
      path: '/api/hr/employees/{id}/access',
      access: access.member,
      summary: 'Enable or disable an employee’s system access (disabling signs them out everywhere)',
      request: {
        params: idParam,
        body: { content: { 'application/json': { schema: z.object({ hasSystemAccess: z.boolean(), accountStatus: z.enum(['active', 'inactive', 'suspended']).optional() }).strict() } }, required: true },
      },
      responses: { 200: jsonResponse(accountOut, 'Account') },
    },
    async (c, { tx, actor }) => {
      assertManagesUsers(actor);
      const employee = await loadEmployee(tx, c.req.valid('param').id);
      if (employee.userId === actor.userId) throw badRequest('cannot_change_own_access');
      assertCanAssign(actor, await currentRoles(tx, employee.userId), []);
      const body = c.req.valid('json');
      // Requests only they could decide would wait on nobody: the company admins are told.
      let row: typeof employees.$inferSelect | undefined;
      await tellOfStrandedSteps(tx, employee.userId ?? '', async () => {
        [row] = await tx
          .update(employees)
          .set({ hasSystemAccess: body.hasSystemAccess, ...(body.accountStatus ? { accountStatus: body.accountStatus } : {}), updatedAt: new Date() })
          .where(eq(employees.id, employee.id))
          .returning();
      });
      const disabled = !row!.hasSystemAccess || row!.accountStatus !== 'active';
      if (disabled && employee.userId) await revokeSessions(tx, employee.userId);
      return c.json(await describeAccount(tx, row!), 200);
    },
  );
}
