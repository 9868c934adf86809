// The company's people on approvals: names by user id, and who can be named on a step.
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { normaliseRoles } from '../../../../core/permissions';
import type { Tx } from '../../../../server/db/client';
import { employees, profiles, userRoles } from '../../../../server/db/schema';

type Person = { id: string; name: string; nameAr: string | null } | null;
type NameParts = { firstName: string; lastName: string; firstNameAr: string | null; lastNameAr: string | null; email: string };

/** A profile's name in both languages (the e-mail when it has none). */
const personOf = (r: NameParts) => ({ name: `${r.firstName} ${r.lastName}`.trim() || r.email, nameAr: r.firstNameAr ? `${r.firstNameAr} ${r.lastNameAr ?? ''}`.trim() : null });

/** The company's people by user id (profiles, which row-level security keeps to the company). */
export async function peopleByIds(tx: Tx, ids: readonly (string | null)[]): Promise<(id: string | null) => Person> {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  const rows = wanted.length ? await tx.select({ id: profiles.userId, firstName: profiles.firstName, lastName: profiles.lastName, firstNameAr: profiles.firstNameAr, lastNameAr: profiles.lastNameAr, email: profiles.email }).from(profiles).where(inArray(profiles.userId, wanted)) : [];
  const byId = new Map(rows.map((r) => [r.id, { id: r.id, ...personOf(r) }]));
  return (id) => (id ? (byId.get(id) ?? null) : null);
}

/**
 * The company's accounts that can approve, with their roles: a working account as sign-in sees it
 * (spec §5: an active profile and employee, with system access, account status active), so
 * someone whose access HR switched off is neither offered nor counted on a step.
 */
export async function approvers(tx: Tx) {
  const people = await tx
    .select({ userId: profiles.userId, firstName: profiles.firstName, lastName: profiles.lastName, firstNameAr: profiles.firstNameAr, lastNameAr: profiles.lastNameAr, email: profiles.email })
    .from(profiles)
    .innerJoin(employees, and(eq(employees.userId, profiles.userId), eq(employees.companyId, profiles.companyId)))
    .where(and(isNotNull(profiles.companyId), eq(profiles.isActive, true), eq(employees.isActive, true), eq(employees.hasSystemAccess, true), eq(employees.accountStatus, 'active')))
    .orderBy(asc(profiles.firstName));
  const ids = people.map((p) => p.userId);
  const roles = ids.length ? await tx.select().from(userRoles).where(inArray(userRoles.userId, ids)) : [];
  return people
    .map((p) => ({ userId: p.userId, ...personOf(p), roles: normaliseRoles(roles.filter((r) => r.userId === p.userId).map((r) => r.role)) }))
    .filter((p) => !p.roles.includes('super_admin'))
    .map(({ userId, name, nameAr, roles: own }) => ({ userId, name, nameAr, roles: own }));
}
