/**
 * The access guard of spec §6 as a pure function: the router, the side menus, the quick-search
 * palette and the shortcuts all ask the same question with the same answer.
 */
import type { PermissionId } from '../permissions/catalogue';
import { normaliseRoles, type Role } from '../permissions/roles';
import type { AccessRule } from './types';

/** What the UI knows about the signed-in user (GET /api/me) plus the plan features fetched so far. */
export type AccessContext = {
  signedIn: boolean;
  roles: readonly string[];
  /** Effective permissions; empty when the employee account is not working (spec §4). */
  permissions: readonly string[];
  /** The employee account passes spec §5 steps 1–4. */
  accountOk: boolean;
  /** Plan features by code (GET /api/features/{code}); a missing code counts as not enabled. */
  features?: Readonly<Record<string, boolean>>;
};

/** Why access was refused; each maps to one of the denial texts of spec §6. */
export type AccessDenial = 'not_signed_in' | 'global' | 'company_admin' | 'role' | 'permission' | 'feature';

export type AccessDecision = { ok: true } | { ok: false; reason: AccessDenial };

const OK: AccessDecision = { ok: true };
const deny = (reason: AccessDenial): AccessDecision => ({ ok: false, reason });

/** Rule builders, so manifests read like sentences. */
export const rule = {
  public: { kind: 'public' } as AccessRule,
  signedIn: { kind: 'signedIn' } as AccessRule,
  companyAdmin: { kind: 'companyAdmin' } as AccessRule,
  global: { kind: 'global' } as AccessRule,
  permission: (permission: PermissionId): AccessRule => ({ kind: 'permission', permission }),
  anyPermission: (...permissions: PermissionId[]): AccessRule => ({ kind: 'anyPermission', permissions }),
  feature: (feature: string): AccessRule => ({ kind: 'feature', feature }),
  role: (...roles: Role[]): AccessRule => ({ kind: 'role', roles }),
  all: (...rules: AccessRule[]): AccessRule => ({ kind: 'all', rules }),
  any: (...rules: AccessRule[]): AccessRule => ({ kind: 'any', rules }),
};

export function isGlobalUser(context: AccessContext): boolean {
  return normaliseRoles(context.roles).includes('super_admin');
}

/** Company-admin rights: a company_admin with a working account, or the platform's super_admin. */
export function isCompanyAdmin(context: AccessContext): boolean {
  const roles = normaliseRoles(context.roles);
  if (roles.includes('super_admin')) return true;
  return context.accountOk && roles.includes('company_admin');
}

function check(target: AccessRule, context: AccessContext): AccessDecision {
  switch (target.kind) {
    case 'public':
    case 'signedIn':
      return OK;
    case 'global':
      return isGlobalUser(context) ? OK : deny('global');
    case 'companyAdmin':
      return isCompanyAdmin(context) ? OK : deny('company_admin');
    case 'role': {
      const own = normaliseRoles(context.roles);
      return own.includes('super_admin') || target.roles.some((r) => own.includes(r)) ? OK : deny('role');
    }
    case 'permission':
      return context.permissions.includes(target.permission) ? OK : deny('permission');
    case 'anyPermission':
      return target.permissions.some((p) => context.permissions.includes(p)) ? OK : deny('permission');
    case 'feature':
      return context.features?.[target.feature] === true ? OK : deny('feature');
    case 'all': {
      for (const inner of target.rules) {
        const decision = check(inner, context);
        if (!decision.ok) return decision;
      }
      return OK;
    }
    case 'any': {
      let first: AccessDecision | null = null;
      for (const inner of target.rules) {
        const decision = check(inner, context);
        if (decision.ok) return OK;
        first ??= decision;
      }
      return first ?? OK;
    }
  }
}

/** Spec §6: unauthenticated first, then the rule itself (global, admin, role, permission, plan feature). */
export function canAccess(target: AccessRule | undefined, context: AccessContext): AccessDecision {
  if (target?.kind === 'public') return OK;
  if (!context.signedIn) return deny('not_signed_in');
  return target ? check(target, context) : OK;
}

/** Plan features a rule depends on, so a guard can fetch them before deciding. */
export function featuresOf(target: AccessRule | undefined): string[] {
  if (!target) return [];
  if (target.kind === 'feature') return [target.feature];
  if (target.kind === 'all' || target.kind === 'any') return [...new Set(target.rules.flatMap(featuresOf))];
  return [];
}
