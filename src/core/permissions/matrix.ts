/**
 * The role → permission matrix of spec §6, derived from the catalogue by rules so that a
 * permission added to the catalogue lands in the right roles without editing this file.
 */
import {
  PERMISSIONS,
  isPermissionId,
  type PermissionCategory,
  type PermissionDefinition,
  type PermissionId,
} from './catalogue';
import { normaliseRoles, type Role } from './roles';

/** A grant pattern: an exact id or every permission of a category (`finance.*`). */
export type PermissionPattern = PermissionId | `${PermissionCategory}.*`;

type RoleRule = (p: PermissionDefinition) => boolean;

function matches(p: PermissionDefinition, pattern: PermissionPattern): boolean {
  return pattern.endsWith('.*') ? p.category === pattern.slice(0, -2) : p.id === pattern;
}

function anyOf(patterns: readonly PermissionPattern[]): RoleRule {
  return (p) => patterns.some((pattern) => matches(p, pattern));
}

const isSystem: RoleRule = (p) => p.isSystemLevel === true;

const ROLE_RULES: Record<Role, RoleRule> = {
  super_admin: () => true,
  company_admin: (p) => !isSystem(p),
  manager: (p) => !isSystem(p) && p.category !== 'admin',
  accountant: anyOf([
    'finance.*',
    'reports.financial.view',
    'hr.payroll.read',
    'hr.payroll.write',
    'operations.contracts.read',
    'operations.customers.read',
    'attendance.clock_in',
  ]),
  fleet_manager: anyOf([
    'fleet.*',
    'operations.contracts.read',
    'operations.customers.read',
    'reports.operations.view',
    'finance.invoices.read',
    'finance.payments.read',
    'attendance.clock_in',
  ]),
  // The counter books cars: reading the fleet is how a contract or quotation finds its vehicle
  // (the original let only admins pick one; DECISIONS 17).
  sales_agent: anyOf([
    'operations.*',
    'fleet.vehicles.read',
    'finance.invoices.read',
    'finance.invoices.write',
    'finance.payments.read',
    'finance.payments.write',
    'reports.operations.view',
    'legal.cases.read',
    'legal.correspondence.read',
    'attendance.clock_in',
  ]),
  employee: (p) =>
    p.id === 'attendance.clock_in' ||
    (p.level === 'read' && p.category !== 'admin' && !isSystem(p)),
};

function permissionsOf(role: Role): ReadonlySet<PermissionId> {
  return new Set(PERMISSIONS.filter(ROLE_RULES[role]).map((p) => p.id));
}

export const ROLE_PERMISSIONS: Record<Role, ReadonlySet<PermissionId>> = {
  super_admin: permissionsOf('super_admin'),
  company_admin: permissionsOf('company_admin'),
  manager: permissionsOf('manager'),
  accountant: permissionsOf('accountant'),
  fleet_manager: permissionsOf('fleet_manager'),
  sales_agent: permissionsOf('sales_agent'),
  employee: permissionsOf('employee'),
};

/**
 * Union of the permissions of the given roles and the user's extra grants.
 * Role strings are normalised; unknown roles and unknown grant ids are ignored so a stale
 * row in user_permissions cannot widen access. Sorted by code unit for stable output.
 */
export function effectivePermissions(
  roles: readonly string[],
  extraGrants: readonly string[],
): PermissionId[] {
  const out = new Set<PermissionId>();
  for (const role of normaliseRoles(roles)) {
    for (const id of ROLE_PERMISSIONS[role]) out.add(id);
  }
  for (const grant of extraGrants) {
    const id = typeof grant === 'string' ? grant.trim() : grant;
    if (isPermissionId(id)) out.add(id);
  }
  return [...out].sort(compareIds);
}

function compareIds(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export function hasPermission(
  roles: readonly string[],
  extraGrants: readonly string[],
  permission: PermissionId,
): boolean {
  if (normaliseRoles(roles).some((role) => ROLE_PERMISSIONS[role].has(permission))) return true;
  return extraGrants.some((grant) => typeof grant === 'string' && grant.trim() === permission);
}
