/** The permission check order of spec §5, as a pure function the server guard and the UI share. */
import type { PermissionId } from './catalogue';
import { hasPermission } from './matrix';
import { normaliseRoles } from './roles';

export type AccessSubject = {
  userId: string | null;
  roles: readonly string[];
  extraGrants: readonly string[];
  employee: {
    isActive: boolean;
    hasSystemAccess: boolean;
    accountStatus: string | null;
  } | null;
};

/** Each reason is also a MessageCode of core/i18n, so callers translate it directly. */
export type AccessDenialReason =
  | 'not_logged_in'
  | 'no_employee'
  | 'employee_inactive'
  | 'not_authorised'
  | 'forbidden';

export type AccessResult = { ok: true } | { ok: false; reason: AccessDenialReason };

const ALLOWED: AccessResult = { ok: true };

function deny(reason: AccessDenialReason): AccessResult {
  return { ok: false, reason };
}

export function isSuperAdmin(roles: readonly string[]): boolean {
  return normaliseRoles(roles).includes('super_admin');
}

/**
 * Steps 1–4 of spec §5: a signed-in user with a working employee account.
 * A super_admin is a platform user with no employee row, so steps 2–4 do not apply to them.
 */
export function checkEmployeeAccess(subject: AccessSubject): AccessResult {
  if (!subject.userId) return deny('not_logged_in');
  if (isSuperAdmin(subject.roles)) return ALLOWED;
  const { employee } = subject;
  if (!employee) return deny('no_employee');
  if (!employee.isActive) return deny('employee_inactive');
  if (!employee.hasSystemAccess) return deny('not_authorised');
  // Spec §4: permissions apply only when account_status is 'active'.
  if (employee.accountStatus !== 'active') return deny('employee_inactive');
  return ALLOWED;
}

/** All five steps of spec §5: the account checks, then roles plus extra grants. */
export function checkPermission(subject: AccessSubject, permission: PermissionId): AccessResult {
  const account = checkEmployeeAccess(subject);
  if (!account.ok) return account;
  if (!hasPermission(subject.roles, subject.extraGrants, permission)) return deny('forbidden');
  return ALLOWED;
}
