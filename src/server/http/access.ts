// One guard for every API route: resolve the session, the actor and the tenant, then check the
// route's declared access. Deny by default: a route cannot be registered without an access rule.
import type { MiddlewareHandler } from 'hono';
import { assertCompanyAccess, checkPermission, type PermissionId } from '../../core/permissions';
import { isRefreshDue, sessionCookieConfig, verifiedSessionToken } from '../auth/session-cookie';
import { loadActor, accessSubject, subscriptionRule, type Actor } from '../tenancy/actor';
import { loadSessionActor } from '../tenancy/session-actor';
import { AppError, forbidden, unauthorized } from './errors';
import type { AppEnv } from './env';

export type Access =
  | { kind: 'public' }
  | { kind: 'signed-in' }
  | { kind: 'permission'; permission: PermissionId }
  | { kind: 'member' }
  | { kind: 'company-admin' }
  | { kind: 'super-admin' };

export const access = {
  public: { kind: 'public' },
  signedIn: { kind: 'signed-in' },
  /** Any working account of the company (spec §5 steps 1–4), no particular permission. */
  member: { kind: 'member' },
  companyAdmin: { kind: 'company-admin' },
  superAdmin: { kind: 'super-admin' },
  permission: (permission: PermissionId) => ({ kind: 'permission', permission }),
} as const satisfies Record<string, Access | ((p: PermissionId) => Access)>;

export const BROWSE_HEADER = 'x-browse-company';

export function describeAccess(a: Access): string {
  return a.kind === 'permission' ? `permission:${a.permission}` : a.kind;
}

/**
 * Resolves (once per request) the signed-in actor, or null. The signed cookie is checked here
 * and the session, user and actor come from one query (docs/decisions/012); better-auth's
 * getSession + loadActor still answer whenever the session must be refreshed or expired, or the
 * profile is missing. Nothing is cached between requests: a revoked session stops at once.
 */
export async function resolveActor(c: Parameters<MiddlewareHandler<AppEnv>>[0]): Promise<Actor | null> {
  if (c.get('actor') !== undefined) return c.get('actor');
  const { auth, handle } = c.get('deps');
  const browse = c.req.header(BROWSE_HEADER);
  const config = await sessionCookieConfig(auth);
  const token = verifiedSessionToken(c.req.header('cookie'), config);
  const fast = token ? await loadSessionActor(handle, token, browse, (expiresAt) => isRefreshDue(expiresAt, config)) : { kind: 'none' as const };
  let actor: Actor | null;
  if (fast.kind === 'actor') actor = fast.actor;
  else if (fast.kind === 'none') actor = null;
  else {
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    actor = session ? await loadActor(handle.db, session.user.id, browse) : null;
  }
  c.set('actor', actor);
  return actor;
}

export function guard(rule: Access): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (rule.kind === 'public') return next();
    const actor = await resolveActor(c);
    if (!actor) throw unauthorized('not_logged_in');
    if (rule.kind === 'signed-in') return next();
    if (rule.kind === 'super-admin') {
      if (!actor.isSuperAdmin) throw forbidden('forbidden');
      return next();
    }
    // Tenant routes: a working account in a company, then the rule itself.
    if (!actor.account.ok) throw new AppError(403, actor.account.reason);
    if (!actor.companyId) throw forbidden('company_required');
    if (!actor.isSuperAdmin) {
      const subscription = subscriptionRule(actor.companyState);
      if (subscription === 'suspended') throw forbidden('company_suspended');
      if (subscription === 'read_only' && c.req.method !== 'GET') throw forbidden(actor.companyState?.status === 'trial' ? 'trial_expired' : 'subscription_expired');
    }
    if (rule.kind === 'company-admin') {
      if (!actor.isSuperAdmin && !actor.roles.includes('company_admin')) throw forbidden('forbidden');
    } else if (rule.kind === 'permission') {
      const result = checkPermission(accessSubject(actor), rule.permission);
      if (!result.ok) throw new AppError(result.reason === 'not_logged_in' ? 401 : 403, result.reason);
    }
    await rejectForgedCompany(c, actor);
    return next();
  };
}

/** A body that names another company is refused with the spec's message (§5, §8). */
async function rejectForgedCompany(c: Parameters<MiddlewareHandler<AppEnv>>[0], actor: Actor) {
  if (!['POST', 'PUT', 'PATCH', 'DELETE'].includes(c.req.method)) return;
  if (!c.req.header('content-type')?.includes('application/json')) return;
  const body: unknown = await c.req.json().catch(() => null);
  if (!body || typeof body !== 'object') return;
  const named = (body as Record<string, unknown>).company_id ?? (body as Record<string, unknown>).companyId;
  if (named === undefined) return;
  const result = assertCompanyAccess(
    { isSystemUser: false, userCompanyId: actor.companyId },
    typeof named === 'string' ? named : '',
  );
  if (!result.ok) throw forbidden(result.code);
}
