// Who is calling: resolved once per request on the platform path (the tenant is not known
// yet), then used for every permission check and for the tenant transaction's settings.
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { companies, employees, profiles, userPermissions, userRoles, users } from '../db/schema';
import {
  checkEmployeeAccess,
  effectivePermissions,
  normaliseRoles,
  type AccessResult,
  type AccessSubject,
  type PermissionId,
  type Role,
} from '../../core/permissions';
import { isPasswordChangeRequired } from '../../core/auth';

export type Actor = {
  userId: string;
  email: string;
  name: string;
  requiresPasswordChange: boolean;
  roles: Role[];
  extraGrants: string[];
  permissions: PermissionId[];
  isSuperAdmin: boolean;
  /** The company the user belongs to (null for platform users). */
  homeCompanyId: string | null;
  /** The company this request acts in: home company, or the browsed one for a super admin. */
  companyId: string | null;
  browsing: boolean;
  /** The acting company's subscription state, for the suspension and trial rules. */
  companyState: CompanyState | null;
  employee: AccessSubject['employee'];
  profile: typeof profiles.$inferSelect;
  account: AccessResult;
};

/** expiresAt: the end of the last paid period (subscription records, issue 6); null when none. */
export type CompanyState = { status: string; trialEndsAt: Date | null; expiresAt?: Date | null };

/**
 * What a company's subscription allows: a suspended company is refused entirely (its data is
 * kept); a trial past its end is read-only until a plan is active. Super admins are exempt.
 */
export function subscriptionRule(state: CompanyState | null, now = new Date()): 'ok' | 'suspended' | 'read_only' {
  if (!state) return 'ok';
  if (state.status === 'suspended') return 'suspended';
  if (state.status === 'trial' && state.trialEndsAt && state.trialEndsAt.getTime() < now.getTime()) return 'read_only';
  // A paid period that has ended without a renewal: read-only again until a plan is active.
  if (state.status === 'active' && state.expiresAt && state.expiresAt.getTime() < now.getTime()) return 'read_only';
  return 'ok';
}

export function accessSubject(actor: Actor): AccessSubject {
  return { userId: actor.userId, roles: actor.roles, extraGrants: actor.extraGrants, employee: actor.employee };
}

/**
 * Loads the actor; creates the profile when it is missing (the spec's PGRST116 path,
 * DECISIONS 1). Returns null when the user no longer exists.
 */
export async function loadActor(db: Database, userId: string, browseCompanyId?: string | null): Promise<Actor | null> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return null;

  const roleRows = await db.select({ role: userRoles.role, companyId: userRoles.companyId }).from(userRoles).where(eq(userRoles.userId, userId));
  const roles = normaliseRoles(roleRows.map((r) => r.role));
  const isSuperAdmin = roles.includes('super_admin');

  const profile = (await db.select().from(profiles).where(eq(profiles.userId, userId)))[0] ?? (await createMissingProfile(db, user, roleRows));
  const homeCompanyId = profile.companyId;

  let companyId = homeCompanyId;
  let browsing = false;
  if (isSuperAdmin && browseCompanyId) {
    const [browsed] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, browseCompanyId));
    if (browsed) {
      companyId = browsed.id;
      browsing = true;
    }
  }

  const [state] = companyId
    ? await db.select({ status: companies.subscriptionStatus, trialEndsAt: companies.trialEndsAt, expiresAt: companies.subscriptionExpiresAt }).from(companies).where(eq(companies.id, companyId))
    : [];

  const employeeRow = homeCompanyId
    ? (await db
        .select({ isActive: employees.isActive, hasSystemAccess: employees.hasSystemAccess, accountStatus: employees.accountStatus })
        .from(employees)
        .where(and(eq(employees.userId, userId), eq(employees.companyId, homeCompanyId))))[0] ?? null
    : null;

  const grants = await db
    .select({ permissionId: userPermissions.permissionId })
    .from(userPermissions)
    .where(and(eq(userPermissions.userId, userId), eq(userPermissions.granted, true)));

  return buildActor({
    user,
    roles,
    extraGrants: grants.map((g) => g.permissionId),
    profile,
    companyId,
    browsing,
    companyState: state ?? null,
    employee: employeeRow,
  });
}

export type ActorParts = {
  user: { id: string; email: string; name: string; requiresPasswordChange: unknown };
  roles: Role[];
  extraGrants: string[];
  profile: typeof profiles.$inferSelect;
  companyId: string | null;
  browsing: boolean;
  companyState: CompanyState | null;
  employee: AccessSubject['employee'];
};

/** The one place the Actor is assembled, whichever way its parts were read (see session-actor.ts). */
export function buildActor(parts: ActorParts): Actor {
  const { user, roles, extraGrants, profile, employee } = parts;
  const subject: AccessSubject = { userId: user.id, roles, extraGrants, employee };
  return {
    userId: user.id,
    email: user.email,
    name: user.name,
    requiresPasswordChange: isPasswordChangeRequired(user.requiresPasswordChange),
    roles,
    extraGrants,
    permissions: effectivePermissions(roles, extraGrants),
    isSuperAdmin: roles.includes('super_admin'),
    homeCompanyId: profile.companyId,
    companyId: parts.companyId,
    browsing: parts.browsing,
    companyState: parts.companyState,
    employee,
    profile,
    account: checkEmployeeAccess(subject),
  };
}

async function createMissingProfile(
  db: Database,
  user: typeof users.$inferSelect,
  roleRows: { companyId: string | null }[],
): Promise<typeof profiles.$inferSelect> {
  // The company comes from the user's employee record or role, when there is one.
  const [employee] = await db.select().from(employees).where(eq(employees.userId, user.id));
  const companyId = employee?.companyId ?? roleRows.find((r) => r.companyId)?.companyId ?? null;
  const [first = '', ...rest] = user.name.trim().split(/\s+/);
  const [created] = await db
    .insert(profiles)
    .values({
      userId: user.id,
      companyId,
      email: user.email,
      firstName: employee?.firstName ?? first,
      lastName: employee?.lastName ?? rest.join(' '),
      firstNameAr: employee?.firstNameAr ?? null,
      lastNameAr: employee?.lastNameAr ?? null,
      position: employee?.position ?? null,
    })
    .onConflictDoNothing()
    .returning();
  if (created) return created;
  const [existing] = await db.select().from(profiles).where(eq(profiles.userId, user.id));
  if (!existing) throw new Error('profile could not be created');
  return existing;
}
