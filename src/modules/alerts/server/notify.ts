// notify(): the one way any module tells users something (ARCHITECTURE.md, shared mechanisms).
// It writes user_notifications inside the caller's transaction, so a rolled-back change tells
// nobody; recipients are resolved among the company's own accounts only.
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Tx } from '../../../server/db/client';
import { currentCompanyId } from '../../../server/tenancy/with-tenant';
import { employees, profiles, userPermissions, userRoles } from '../../../server/db/schema';
import { checkPermission, normaliseRoles, type PermissionId, type Role } from '../../../core/permissions';
import { userNotifications, type NotificationType } from './tables';

type Text = { ar: string; en: string };

/**
 * Who is told: listed users (kept only if they belong to the company), every account holding a
 * permission (by role or extra grant, with a working employee account: spec §5), or every
 * account with a role. Super admins are platform users and are never recipients.
 */
export type Recipients = { userIds: readonly string[] } | { permission: PermissionId } | { role: Role };

export type Notification = Recipients & {
  /** Spec §3 notification_type; 'error' shows as high. Default 'info'. */
  type?: NotificationType;
  title: Text;
  message: Text;
  /** An in-app path the notification opens (e.g. `/contracts/<id>`). */
  link?: string | null;
  /** The record it is about ({ relatedType, relatedId }) and anything the panel may show. */
  data?: Record<string, unknown>;
  /** Leave these users out (e.g. the person who made the change). */
  except?: readonly string[];
};


async function companyMembers(tx: Tx) {
  const rows = await tx
    .select({ userId: profiles.userId })
    .from(profiles)
    .where(and(isNotNull(profiles.companyId), eq(profiles.companyId, currentCompanyId)));
  return rows.map((r) => r.userId);
}

async function resolve(tx: Tx, to: Recipients): Promise<string[]> {
  const members = await companyMembers(tx);
  if ('userIds' in to) {
    const wanted = new Set(to.userIds);
    return members.filter((id) => wanted.has(id));
  }
  if (!members.length) return [];
  // One after another: a transaction is one connection, which runs one query at a time anyway.
  const roles = await tx.select({ userId: userRoles.userId, role: userRoles.role }).from(userRoles).where(inArray(userRoles.userId, members));
  const grants = await tx.select({ userId: userPermissions.userId, permissionId: userPermissions.permissionId }).from(userPermissions).where(and(inArray(userPermissions.userId, members), eq(userPermissions.granted, true)));
  const staff = await tx.select({ userId: employees.userId, isActive: employees.isActive, hasSystemAccess: employees.hasSystemAccess, accountStatus: employees.accountStatus }).from(employees).where(inArray(employees.userId, members));
  return members.filter((userId) => {
    const own = normaliseRoles(roles.filter((r) => r.userId === userId).map((r) => r.role));
    if (own.includes('super_admin')) return false;
    if ('role' in to) return own.includes(to.role);
    const employee = staff.find((s) => s.userId === userId) ?? null;
    const extraGrants = grants.filter((g) => g.userId === userId).map((g) => g.permissionId);
    return checkPermission({ userId, roles: own, extraGrants, employee }, to.permission).ok;
  });
}

/**
 * Writes one notification per recipient in `tx` (the caller's transaction) and returns how many
 * were written. Stable signature: other modules call it.
 *
 *   await notify(tx, { permission: 'fleet.violations.read', type: 'info',
 *     title: { ar: 'تم تحميل مخالفة', en: 'Fine recharged' }, message: { ar: '…', en: '…' },
 *     link: `/fleet/traffic-violations/${id}`, data: { relatedType: 'traffic_violation', relatedId: id } });
 */
export async function notify(tx: Tx, n: Notification): Promise<number> {
  const except = new Set(n.except ?? []);
  const userIds = (await resolve(tx, n)).filter((id) => !except.has(id));
  if (!userIds.length) return 0;
  // No RETURNING: the rows belong to other users, whom the own-rows policy hides from the writer.
  await tx.insert(userNotifications).values(
    userIds.map((userId) => ({
      companyId: currentCompanyId,
      userId,
      notificationType: n.type ?? 'info',
      title: n.title.en,
      titleAr: n.title.ar,
      message: n.message.en,
      messageAr: n.message.ar,
      link: n.link ?? null,
      data: n.data ?? {},
    })) as unknown as Array<typeof userNotifications.$inferInsert>,
  );
  return userIds.length;
}
