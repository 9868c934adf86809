/** Roles of spec §6. super_admin is platform-level; the others are company-scoped. */
export type Role =
  | 'super_admin'
  | 'company_admin'
  | 'manager'
  | 'accountant'
  | 'fleet_manager'
  | 'sales_agent'
  | 'employee';

export const ROLES = [
  'super_admin',
  'company_admin',
  'manager',
  'accountant',
  'fleet_manager',
  'sales_agent',
  'employee',
] as const satisfies readonly Role[];

/** Roles a company can hold; super_admin is never granted inside a company. */
export const COMPANY_ROLES = [
  'company_admin',
  'manager',
  'accountant',
  'fleet_manager',
  'sales_agent',
  'employee',
] as const satisfies readonly Role[];

const ROLE_SET: ReadonlySet<string> = new Set(ROLES);

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && ROLE_SET.has(value);
}

/** Spec §5: role strings are trimmed and lower-cased before use; anything else is not a role. */
export function normaliseRole(value: unknown): Role | null {
  if (typeof value !== 'string') return null;
  const key = value.trim().toLowerCase();
  return isRole(key) ? key : null;
}

/** Normalises a list of raw role strings, dropping unknown ones and duplicates. */
export function normaliseRoles(values: readonly unknown[]): Role[] {
  const out = new Set<Role>();
  for (const value of values) {
    const role = normaliseRole(value);
    if (role) out.add(role);
  }
  return [...out];
}

/**
 * Spec §6 "Can assign". sales_agent and employee are "not shown" in the spec: they get none,
 * the safe reading for a permission system.
 */
export const CAN_ASSIGN: Record<Role, readonly Role[]> = {
  super_admin: ROLES,
  company_admin: ['manager', 'accountant', 'fleet_manager', 'sales_agent', 'employee'],
  manager: ['sales_agent', 'employee'],
  accountant: [],
  fleet_manager: ['employee'],
  sales_agent: [],
  employee: [],
};

/** True when any of the assigner's roles may assign `role`. Raw role strings are normalised. */
export function canAssignRole(assignerRoles: readonly string[], role: string): boolean {
  const target = normaliseRole(role);
  if (!target) return false;
  return normaliseRoles(assignerRoles).some((r) => CAN_ASSIGN[r].includes(target));
}

/** Roles the assigner may hand out, in ROLES order (for role pickers). */
export function assignableRoles(assignerRoles: readonly string[]): Role[] {
  const own = normaliseRoles(assignerRoles);
  return ROLES.filter((target) => own.some((r) => CAN_ASSIGN[r].includes(target)));
}

export const ROLE_LABELS: Record<Role, { ar: string; en: string }> = {
  super_admin: { ar: 'مدير النظام', en: 'Super admin' },
  company_admin: { ar: 'مدير الشركة', en: 'Company admin' },
  manager: { ar: 'مدير', en: 'Manager' },
  accountant: { ar: 'محاسب', en: 'Accountant' },
  fleet_manager: { ar: 'مدير الأسطول', en: 'Fleet manager' },
  sales_agent: { ar: 'مندوب مبيعات', en: 'Sales agent' },
  employee: { ar: 'موظف', en: 'Employee' },
};
