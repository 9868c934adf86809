import { describe, expect, it } from 'vitest';
import { checkEmployeeAccess, checkPermission, isSuperAdmin, type AccessSubject } from './access';

const working: AccessSubject = {
  userId: 'user-1',
  roles: ['employee'],
  extraGrants: [],
  employee: { isActive: true, hasSystemAccess: true, accountStatus: 'active' },
};

type EmployeePatch = Partial<NonNullable<AccessSubject['employee']>>;

/** A working subject with some fields changed; `employee` patches the employee row. */
function subject(patch: Partial<AccessSubject>, employee?: EmployeePatch): AccessSubject {
  const base = { ...working, ...patch };
  return employee ? { ...base, employee: { ...working.employee!, ...employee } } : base;
}

describe('checkPermission: spec §5 order', () => {
  it('allows a working employee with the permission', () => {
    expect(checkPermission(working, 'hr.employees.read')).toEqual({ ok: true });
  });

  it('1. not logged in', () => {
    expect(checkPermission(subject({ userId: null }), 'hr.employees.read')).toEqual({
      ok: false,
      reason: 'not_logged_in',
    });
    expect(checkPermission(subject({ userId: '' }), 'hr.employees.read')).toMatchObject({
      reason: 'not_logged_in',
    });
  });

  it('1 before everything: no user and no employee is not_logged_in', () => {
    const s = { userId: null, roles: [], extraGrants: [], employee: null };
    expect(checkPermission(s, 'hr.employees.read')).toMatchObject({ reason: 'not_logged_in' });
  });

  it('2. no employee record', () => {
    expect(checkPermission(subject({ employee: null }), 'hr.employees.read')).toMatchObject({
      reason: 'no_employee',
    });
  });

  it('2. inactive employee, before the system-access and status checks', () => {
    const s = subject({}, { isActive: false, hasSystemAccess: false, accountStatus: 'suspended' });
    expect(checkPermission(s, 'hr.employees.read')).toMatchObject({ reason: 'employee_inactive' });
  });

  it('3. no system access, before the account status check', () => {
    const s = subject({}, { hasSystemAccess: false, accountStatus: 'pending' });
    expect(checkPermission(s, 'hr.employees.read')).toMatchObject({ reason: 'not_authorised' });
  });

  it('4. account status other than active', () => {
    for (const accountStatus of ['pending', 'suspended', 'Active', null]) {
      const s = subject({}, { accountStatus });
      expect(checkPermission(s, 'hr.employees.read')).toMatchObject({ reason: 'employee_inactive' });
    }
  });

  it('4 before 5: a broken account is reported even without the permission', () => {
    const s = subject({}, { accountStatus: 'pending' });
    expect(checkPermission(s, 'admin.users.write')).toMatchObject({ reason: 'employee_inactive' });
  });

  it('5. missing permission is forbidden', () => {
    expect(checkPermission(working, 'hr.employees.write')).toEqual({ ok: false, reason: 'forbidden' });
  });

  it('5. an extra grant allows', () => {
    const s = subject({ extraGrants: ['hr.employees.write'] });
    expect(checkPermission(s, 'hr.employees.write')).toEqual({ ok: true });
  });

  it('5. role strings are normalised', () => {
    const s = subject({ roles: ['  Company_Admin '] });
    expect(checkPermission(s, 'admin.users.write')).toEqual({ ok: true });
    expect(checkPermission(s, 'admin.settings.write')).toMatchObject({ reason: 'forbidden' });
  });

  it('super_admin skips the employee checks and holds system-level permissions', () => {
    const s = { userId: 'root', roles: ['SUPER_ADMIN'], extraGrants: [], employee: null };
    expect(checkPermission(s, 'admin.settings.write')).toEqual({ ok: true });
    const inactive = subject({ roles: ['super_admin'] }, { isActive: false });
    expect(checkPermission(inactive, 'hr.payroll.write')).toEqual({ ok: true });
  });

  it('super_admin still has to be logged in', () => {
    const s = { userId: null, roles: ['super_admin'], extraGrants: [], employee: null };
    expect(checkPermission(s, 'hr.employees.read')).toMatchObject({ reason: 'not_logged_in' });
  });
});

describe('checkEmployeeAccess (steps 1–4)', () => {
  it('passes a working account whatever its permissions', () => {
    expect(checkEmployeeAccess(subject({ roles: [] }))).toEqual({ ok: true });
  });

  it('reports the same reasons as steps 1–4', () => {
    expect(checkEmployeeAccess(subject({ userId: null }))).toMatchObject({ reason: 'not_logged_in' });
    expect(checkEmployeeAccess(subject({ employee: null }))).toMatchObject({ reason: 'no_employee' });
    expect(checkEmployeeAccess(subject({}, { isActive: false }))).toMatchObject({
      reason: 'employee_inactive',
    });
    expect(checkEmployeeAccess(subject({}, { hasSystemAccess: false }))).toMatchObject({
      reason: 'not_authorised',
    });
    expect(checkEmployeeAccess(subject({}, { accountStatus: 'disabled' }))).toMatchObject({
      reason: 'employee_inactive',
    });
  });

  it('lets a super_admin without an employee row through', () => {
    expect(checkEmployeeAccess(subject({ roles: ['super_admin'], employee: null }))).toEqual({ ok: true });
  });
});

describe('isSuperAdmin', () => {
  it('normalises role strings', () => {
    expect(isSuperAdmin([' Super_Admin'])).toBe(true);
    expect(isSuperAdmin(['company_admin'])).toBe(false);
  });
});
