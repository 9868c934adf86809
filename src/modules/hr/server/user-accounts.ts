// Giving employees system accounts: the rules of spec §6 "can assign", and the writes to the
// platform's auth tables, made in the request's transaction through withPlatformPrivileges.
import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { hashPassword } from 'better-auth/crypto';
import type { Tx } from '../../../server/db/client';
import { accounts, employees, profiles, sessions, userPermissions, userRoles, users, verifications } from '../../../server/db/schema';
import { withPlatformPrivileges } from '../../../server/tenancy/with-tenant';
import { AppError, conflict } from '../../../server/http/errors';
import {
  assignableRoles,
  effectivePermissions,
  getPermission,
  normaliseRoles,
  type PermissionId,
  type Role,
} from '../../../core/permissions';
import type { Actor } from '../../../server/tenancy/actor';

export const INVITE_TTL_HOURS = 72;

/**
 * Who manages accounts: spec §6 gives role assignment by the "can assign" matrix (a manager
 * assigns sales agents and employees without holding admin.* permissions), so the route rule is
 * "a working company account" and this check decides; admin.users.write also qualifies.
 */
export function assertManagesUsers(actor: Actor) {
  const mayAssign = actor.isSuperAdmin || assignableRoles(actor.roles).length > 0;
  if (!mayAssign && !actor.permissions.includes('admin.users.write')) throw new AppError(403, 'forbidden');
}

/** The actor may set these roles on this user: every role involved must be assignable. */
export function assertCanAssign(actor: Actor, current: readonly string[], next: readonly string[]) {
  const allowed = new Set<Role>(actor.isSuperAdmin ? normaliseRoles(['company_admin', 'manager', 'accountant', 'fleet_manager', 'sales_agent', 'employee']) : assignableRoles(actor.roles));
  const bad = [...normaliseRoles(current), ...normaliseRoles(next)].find((r) => !allowed.has(r));
  if (bad) throw new AppError(403, 'role_not_assignable', { role: bad });
  if (next.length > 0 && normaliseRoles(next).length !== next.length) throw new AppError(400, 'validation_failed', { roles: 'invalid_role' });
}

/** Extra grants: only permissions the actor holds, and never system-level ones. */
export function assertCanGrant(actor: Actor, grants: readonly string[]) {
  const own = new Set(effectivePermissions(actor.roles, actor.extraGrants));
  for (const id of grants) {
    const def = getPermission(id as PermissionId);
    if (!def) throw new AppError(400, 'validation_failed', { grants: 'invalid_permission' });
    if (def.isSystemLevel || !own.has(def.id)) throw new AppError(403, 'permission_not_grantable', { grants: id });
  }
}

export async function currentRoles(tx: Tx, userId: string | null): Promise<string[]> {
  if (!userId) return [];
  return (await tx.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId))).map((r) => r.role);
}

type NewAccount = {
  tx: Tx;
  actor: Actor;
  companyId: string;
  employee: typeof employees.$inferSelect;
  email: string;
  roles: Role[];
  temporaryPassword?: string;
};

/** Creates the user and links it; returns an invitation token when no temporary password is set. */
export async function createAccount(a: NewAccount): Promise<{ userId: string; inviteToken: string | null }> {
  const passwordHash = await hashPassword(a.temporaryPassword ?? randomBytes(32).toString('base64url'));
  const inviteToken = a.temporaryPassword ? null : randomBytes(18).toString('base64url');
  const e = a.employee;
  const userId = await withPlatformPrivileges(a.tx, async () => {
    const [taken] = await a.tx.select({ id: users.id }).from(users).where(eq(users.email, a.email));
    if (taken) throw conflict('email_taken');
    const [user] = await a.tx
      .insert(users)
      .values({ email: a.email, name: `${e.firstName} ${e.lastName}`, emailVerified: true, requiresPasswordChange: Boolean(a.temporaryPassword) })
      .returning({ id: users.id });
    await a.tx.insert(accounts).values({ accountId: user!.id, providerId: 'credential', userId: user!.id, password: passwordHash });
    if (inviteToken) {
      // better-auth's reset-password endpoint accepts this token: the invitee sets a password.
      await a.tx.insert(verifications).values({ identifier: `reset-password:${inviteToken}`, value: user!.id, expiresAt: new Date(Date.now() + INVITE_TTL_HOURS * 3_600_000) });
    }
    return user!.id;
  });
  await a.tx.insert(profiles).values({
    userId,
    companyId: a.companyId,
    email: a.email,
    firstName: e.firstName,
    lastName: e.lastName,
    firstNameAr: e.firstNameAr,
    lastNameAr: e.lastNameAr,
    position: e.position,
    positionAr: e.positionAr,
    phone: e.phone,
  });
  await a.tx.insert(userRoles).values(a.roles.map((role) => ({ userId, companyId: a.companyId, role, grantedBy: a.actor.userId })));
  await a.tx.update(employees).set({ userId, email: a.email, hasSystemAccess: true, accountStatus: 'active', updatedAt: new Date() }).where(eq(employees.id, e.id));
  return { userId, inviteToken };
}

export async function replaceRoles(tx: Tx, actor: Actor, companyId: string, userId: string, roles: Role[]) {
  await tx.delete(userRoles).where(eq(userRoles.userId, userId));
  if (roles.length) await tx.insert(userRoles).values(roles.map((role) => ({ userId, companyId, role, grantedBy: actor.userId })));
}

export async function replaceGrants(tx: Tx, actor: Actor, companyId: string, userId: string, grants: string[]) {
  const existing = await tx.select().from(userPermissions).where(eq(userPermissions.userId, userId));
  const keep = new Set(grants);
  const revoke = existing.filter((g) => g.granted && !keep.has(g.permissionId)).map((g) => g.id);
  if (revoke.length) await tx.update(userPermissions).set({ granted: false, revokedAt: new Date(), updatedAt: new Date() }).where(inArray(userPermissions.id, revoke));
  for (const permissionId of grants) {
    await tx
      .insert(userPermissions)
      .values({ companyId, userId, permissionId, granted: true, grantedBy: actor.userId })
      .onConflictDoUpdate({
        target: [userPermissions.userId, userPermissions.permissionId],
        set: { granted: true, grantedBy: actor.userId, grantedAt: new Date(), revokedAt: null, updatedAt: new Date() },
      });
  }
}

/** Disabling access signs the user out everywhere, at once. */
export async function revokeSessions(tx: Tx, userId: string) {
  await withPlatformPrivileges(tx, () => tx.delete(sessions).where(and(eq(sessions.userId, userId))));
}
