// Users across companies (super admin): the searchable list and the account actions — reset
// password (a temporary one that must be changed), disable/enable, move to another company.
import { randomInt } from 'node:crypto';
import { and, asc, count, eq, ilike, inArray, max, or, sql, type SQL } from 'drizzle-orm';
import type { Database, Tx } from '../../../server/db/client';
import { accounts, companies, employees, profiles, sessions, systemLogs, userPermissions, userRoles, users } from '../../../server/db/schema';
import { badRequest, conflict, notFound } from '../../../server/http/errors';
import { formatNumber, nextNumber } from '../../../server/platform/sequences';
import { assertWithinPlanLimit } from '../../subscriptions/server/service';
import type { z } from 'zod';
import type { moveUserSchema, userListQuery } from '../schemas';

const escapeLike = (text: string) => `%${text.replace(/[%_\\]/g, (m) => `\\${m}`)}%`;

/** Active: a platform account, or a company account whose employee record lets it in (spec §5). */
const activeExpr = sql<boolean>`coalesce(${employees.hasSystemAccess} and ${employees.accountStatus} = 'active' and ${employees.isActive}, ${profiles.companyId} is null)`;

export async function listUsers(db: Database, q: z.infer<typeof userListQuery>) {
  const where: SQL[] = [];
  if (q.search) {
    const like = escapeLike(q.search);
    where.push(or(ilike(users.email, like), ilike(users.name, like), ilike(profiles.firstNameAr, like), ilike(profiles.lastNameAr, like))!);
  }
  if (q.companyId) where.push(eq(profiles.companyId, q.companyId));
  if (q.role) where.push(sql`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${users.id} and ${userRoles.role} = ${q.role})`);
  if (q.active) where.push(q.active === 'true' ? activeExpr : sql`not ${activeExpr}`);
  const filter = where.length ? and(...where) : undefined;
  const base = db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      firstNameAr: profiles.firstNameAr,
      lastNameAr: profiles.lastNameAr,
      companyId: profiles.companyId,
      companyName: companies.name,
      companyNameAr: companies.nameAr,
      requiresPasswordChange: users.requiresPasswordChange,
      active: activeExpr,
      createdAt: users.createdAt,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(companies, eq(companies.id, profiles.companyId))
    // The employee record of the user's current company (a moved user keeps old, unlinked ones).
    .leftJoin(employees, and(eq(employees.userId, users.id), eq(employees.companyId, profiles.companyId)));
  const [total] = await db
    .select({ n: count() })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(employees, and(eq(employees.userId, users.id), eq(employees.companyId, profiles.companyId)))
    .where(filter);
  const rows = await base.where(filter).orderBy(asc(users.email)).limit(q.pageSize).offset((q.page - 1) * q.pageSize);
  const ids = rows.map((r) => r.id);
  const roles = ids.length ? await db.select({ userId: userRoles.userId, role: userRoles.role }).from(userRoles).where(inArray(userRoles.userId, ids)) : [];
  const logins = ids.length
    ? await db
        .select({ userId: systemLogs.userId, at: max(systemLogs.createdAt) })
        .from(systemLogs)
        .where(and(inArray(systemLogs.userId, ids), eq(systemLogs.action, 'login')))
        .groupBy(systemLogs.userId)
    : [];
  const lastLogin = new Map(logins.map((l) => [l.userId, l.at]));
  const items = rows.map((r) => ({
    ...r,
    active: Boolean(r.active),
    roles: roles.filter((x) => x.userId === r.id).map((x) => x.role),
    lastSignInAt: lastLogin.get(r.id) ?? null,
  }));
  return { items, total: total?.n ?? 0, page: q.page, pageSize: q.pageSize };
}

/** The user and their company; platform accounts (super admins) are not managed from here. */
async function companyUser(tx: Tx, userId: string) {
  const [row] = await tx.select({ id: users.id, email: users.email, companyId: profiles.companyId }).from(users).leftJoin(profiles, eq(profiles.userId, users.id)).where(eq(users.id, userId));
  if (!row) throw notFound();
  const [platformRole] = await tx.select({ id: userRoles.id }).from(userRoles).where(and(eq(userRoles.userId, userId), eq(userRoles.role, 'super_admin')));
  if (platformRole || !row.companyId) throw badRequest('platform_user_protected');
  return { ...row, companyId: row.companyId };
}

/** Signs the user out everywhere (after a reset, a disable or a move). */
const revokeSessions = (tx: Tx, userId: string) => tx.delete(sessions).where(eq(sessions.userId, userId));

// Unambiguous characters: read aloud over the phone without 0/O or 1/l confusion.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz23456789';
export function temporaryPassword(length = 12): string {
  return Array.from({ length }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

export async function resetPassword(tx: Tx, userId: string, passwordHash: string) {
  const user = await companyUser(tx, userId);
  await tx.update(accounts).set({ password: passwordHash, updatedAt: new Date() }).where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')));
  await tx.update(users).set({ requiresPasswordChange: true, updatedAt: new Date() }).where(eq(users.id, userId));
  await revokeSessions(tx, userId);
  return user;
}

export async function setUserActive(tx: Tx, userId: string, active: boolean) {
  const user = await companyUser(tx, userId);
  const updated = await tx
    .update(employees)
    .set({ hasSystemAccess: active, accountStatus: active ? 'active' : 'inactive', ...(active ? { isActive: true } : {}), updatedAt: new Date() })
    .where(and(eq(employees.userId, userId), eq(employees.companyId, user.companyId)))
    .returning({ id: employees.id });
  if (updated.length === 0) throw badRequest('no_employee');
  await tx.update(profiles).set({ isActive: active, updatedAt: new Date() }).where(eq(profiles.userId, userId));
  if (!active) await revokeSessions(tx, userId);
  return user;
}

/**
 * Moves a user to another company with one role. The old company keeps its employee record
 * (history) unlinked from the account; grants are company-specific and dropped. Each row
 * change is audited by the trigger under its own company.
 */
export async function moveUser(tx: Tx, userId: string, input: z.infer<typeof moveUserSchema>, actorId: string) {
  const user = await companyUser(tx, userId);
  if (user.companyId === input.companyId) throw conflict('same_company');
  const [target] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, input.companyId));
  if (!target) throw badRequest('validation_failed', { companyId: 'not_found' });
  await assertWithinPlanLimit(tx, input.companyId, 'users');

  const [old] = await tx.select().from(employees).where(and(eq(employees.userId, userId), eq(employees.companyId, user.companyId)));
  await tx.update(employees).set({ userId: null, hasSystemAccess: false, updatedAt: new Date() }).where(and(eq(employees.userId, userId), eq(employees.companyId, user.companyId)));
  await tx.delete(userPermissions).where(eq(userPermissions.userId, userId));
  await tx.delete(userRoles).where(eq(userRoles.userId, userId));
  await tx.update(profiles).set({ companyId: input.companyId, updatedAt: new Date() }).where(eq(profiles.userId, userId));
  const [profile] = await tx.select().from(profiles).where(eq(profiles.userId, userId));
  await tx.insert(employees).values({
    companyId: input.companyId,
    userId,
    employeeNumber: formatNumber('EMP', await nextNumber(tx, input.companyId, 'employee')),
    email: user.email,
    firstName: old?.firstName ?? profile?.firstName ?? '',
    lastName: old?.lastName ?? profile?.lastName ?? '',
    firstNameAr: old?.firstNameAr ?? profile?.firstNameAr ?? null,
    lastNameAr: old?.lastNameAr ?? profile?.lastNameAr ?? null,
    position: old?.position ?? profile?.position ?? null,
    hireDate: new Date().toISOString().slice(0, 10),
    accountStatus: 'active',
    hasSystemAccess: true,
    isActive: true,
    createdBy: actorId,
  });
  await tx.insert(userRoles).values({ userId, companyId: input.companyId, role: input.role, grantedBy: actorId });
  await revokeSessions(tx, userId);
  return { ...user, fromCompanyId: user.companyId };
}
