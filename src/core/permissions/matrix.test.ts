import { describe, expect, it } from 'vitest';
import { PERMISSIONS, PERMISSION_IDS } from './catalogue';
import { ROLE_PERMISSIONS, effectivePermissions, hasPermission } from './matrix';
import { ROLES, type Role } from './roles';

/**
 * The whole matrix of spec §6, written out so a reviewer sees every id per role.
 * A change to the catalogue or the rules must change this table on purpose.
 */
const EXPECTED: Record<Role, readonly string[]> = {
  super_admin: [
    'admin.approvals.read',
    'admin.approvals.write',
    'admin.audit.read',
    'admin.audit.write',
    'admin.backup.read',
    'admin.backup.write',
    'admin.roles.read',
    'admin.roles.write',
    'admin.settings.read',
    'admin.settings.write',
    'admin.users.read',
    'admin.users.write',
    'attendance.clock_in',
    'finance.accounts.read',
    'finance.accounts.write',
    'finance.assets.read',
    'finance.assets.write',
    'finance.budgets.read',
    'finance.budgets.write',
    'finance.cost_centers.read',
    'finance.cost_centers.write',
    'finance.invoices.read',
    'finance.invoices.write',
    'finance.journal_entries.read',
    'finance.journal_entries.write',
    'finance.payments.read',
    'finance.payments.write',
    'finance.treasury.read',
    'finance.treasury.write',
    'finance.vendors.read',
    'finance.vendors.write',
    'fleet.dispatch_permits.read',
    'fleet.dispatch_permits.write',
    'fleet.installments.read',
    'fleet.installments.write',
    'fleet.maintenance.read',
    'fleet.maintenance.write',
    'fleet.vehicles.read',
    'fleet.vehicles.write',
    'fleet.violations.read',
    'fleet.violations.write',
    'hr.attendance.read',
    'hr.attendance.write',
    'hr.employees.read',
    'hr.employees.write',
    'hr.leave.read',
    'hr.leave.write',
    'hr.payroll.read',
    'hr.payroll.write',
    'legal.cases.read',
    'legal.cases.write',
    'legal.correspondence.read',
    'legal.correspondence.write',
    'operations.contracts.read',
    'operations.contracts.write',
    'operations.customers.read',
    'operations.customers.write',
    'operations.owners.read',
    'operations.owners.write',
    'operations.properties.read',
    'operations.properties.write',
    'operations.quotations.read',
    'operations.quotations.write',
    'operations.tenants.read',
    'operations.tenants.write',
    'reports.financial.view',
    'reports.fleet.view',
    'reports.hr.view',
    'reports.operations.view',
  ],
  company_admin: [
    'admin.approvals.read',
    'admin.approvals.write',
    'admin.audit.read',
    'admin.audit.write',
    'admin.backup.read',
    'admin.backup.write',
    'admin.roles.read',
    'admin.roles.write',
    'admin.settings.read',
    'admin.users.read',
    'admin.users.write',
    'attendance.clock_in',
    'finance.accounts.read',
    'finance.accounts.write',
    'finance.assets.read',
    'finance.assets.write',
    'finance.budgets.read',
    'finance.budgets.write',
    'finance.cost_centers.read',
    'finance.cost_centers.write',
    'finance.invoices.read',
    'finance.invoices.write',
    'finance.journal_entries.read',
    'finance.journal_entries.write',
    'finance.payments.read',
    'finance.payments.write',
    'finance.treasury.read',
    'finance.treasury.write',
    'finance.vendors.read',
    'finance.vendors.write',
    'fleet.dispatch_permits.read',
    'fleet.dispatch_permits.write',
    'fleet.installments.read',
    'fleet.installments.write',
    'fleet.maintenance.read',
    'fleet.maintenance.write',
    'fleet.vehicles.read',
    'fleet.vehicles.write',
    'fleet.violations.read',
    'fleet.violations.write',
    'hr.attendance.read',
    'hr.attendance.write',
    'hr.employees.read',
    'hr.employees.write',
    'hr.leave.read',
    'hr.leave.write',
    'hr.payroll.read',
    'hr.payroll.write',
    'legal.cases.read',
    'legal.cases.write',
    'legal.correspondence.read',
    'legal.correspondence.write',
    'operations.contracts.read',
    'operations.contracts.write',
    'operations.customers.read',
    'operations.customers.write',
    'operations.owners.read',
    'operations.owners.write',
    'operations.properties.read',
    'operations.properties.write',
    'operations.quotations.read',
    'operations.quotations.write',
    'operations.tenants.read',
    'operations.tenants.write',
    'reports.financial.view',
    'reports.fleet.view',
    'reports.hr.view',
    'reports.operations.view',
  ],
  manager: [
    'attendance.clock_in',
    'finance.accounts.read',
    'finance.accounts.write',
    'finance.assets.read',
    'finance.assets.write',
    'finance.budgets.read',
    'finance.budgets.write',
    'finance.cost_centers.read',
    'finance.cost_centers.write',
    'finance.invoices.read',
    'finance.invoices.write',
    'finance.journal_entries.read',
    'finance.journal_entries.write',
    'finance.payments.read',
    'finance.payments.write',
    'finance.treasury.read',
    'finance.treasury.write',
    'finance.vendors.read',
    'finance.vendors.write',
    'fleet.dispatch_permits.read',
    'fleet.dispatch_permits.write',
    'fleet.installments.read',
    'fleet.installments.write',
    'fleet.maintenance.read',
    'fleet.maintenance.write',
    'fleet.vehicles.read',
    'fleet.vehicles.write',
    'fleet.violations.read',
    'fleet.violations.write',
    'hr.attendance.read',
    'hr.attendance.write',
    'hr.employees.read',
    'hr.employees.write',
    'hr.leave.read',
    'hr.leave.write',
    'hr.payroll.read',
    'hr.payroll.write',
    'legal.cases.read',
    'legal.cases.write',
    'legal.correspondence.read',
    'legal.correspondence.write',
    'operations.contracts.read',
    'operations.contracts.write',
    'operations.customers.read',
    'operations.customers.write',
    'operations.owners.read',
    'operations.owners.write',
    'operations.properties.read',
    'operations.properties.write',
    'operations.quotations.read',
    'operations.quotations.write',
    'operations.tenants.read',
    'operations.tenants.write',
    'reports.financial.view',
    'reports.fleet.view',
    'reports.hr.view',
    'reports.operations.view',
  ],
  accountant: [
    'attendance.clock_in',
    'finance.accounts.read',
    'finance.accounts.write',
    'finance.assets.read',
    'finance.assets.write',
    'finance.budgets.read',
    'finance.budgets.write',
    'finance.cost_centers.read',
    'finance.cost_centers.write',
    'finance.invoices.read',
    'finance.invoices.write',
    'finance.journal_entries.read',
    'finance.journal_entries.write',
    'finance.payments.read',
    'finance.payments.write',
    'finance.treasury.read',
    'finance.treasury.write',
    'finance.vendors.read',
    'finance.vendors.write',
    'hr.payroll.read',
    'hr.payroll.write',
    'operations.contracts.read',
    'operations.customers.read',
    'reports.financial.view',
  ],
  fleet_manager: [
    'attendance.clock_in',
    'finance.invoices.read',
    'finance.payments.read',
    'fleet.dispatch_permits.read',
    'fleet.dispatch_permits.write',
    'fleet.installments.read',
    'fleet.installments.write',
    'fleet.maintenance.read',
    'fleet.maintenance.write',
    'fleet.vehicles.read',
    'fleet.vehicles.write',
    'fleet.violations.read',
    'fleet.violations.write',
    'operations.contracts.read',
    'operations.customers.read',
    'reports.operations.view',
  ],
  sales_agent: [
    'attendance.clock_in',
    'finance.invoices.read',
    'finance.invoices.write',
    'finance.payments.read',
    'finance.payments.write',
    // The vehicle a contract or quotation is for (DECISIONS 17).
    'fleet.vehicles.read',
    'legal.cases.read',
    'legal.correspondence.read',
    'operations.contracts.read',
    'operations.contracts.write',
    'operations.customers.read',
    'operations.customers.write',
    'operations.owners.read',
    'operations.owners.write',
    'operations.properties.read',
    'operations.properties.write',
    'operations.quotations.read',
    'operations.quotations.write',
    'operations.tenants.read',
    'operations.tenants.write',
    'reports.operations.view',
  ],
  employee: [
    'attendance.clock_in',
    'finance.accounts.read',
    'finance.assets.read',
    'finance.budgets.read',
    'finance.cost_centers.read',
    'finance.invoices.read',
    'finance.journal_entries.read',
    'finance.payments.read',
    'finance.treasury.read',
    'finance.vendors.read',
    'fleet.dispatch_permits.read',
    'fleet.installments.read',
    'fleet.maintenance.read',
    'fleet.vehicles.read',
    'fleet.violations.read',
    'hr.attendance.read',
    'hr.employees.read',
    'hr.leave.read',
    'hr.payroll.read',
    'legal.cases.read',
    'legal.correspondence.read',
    'operations.contracts.read',
    'operations.customers.read',
    'operations.owners.read',
    'operations.properties.read',
    'operations.quotations.read',
    'operations.tenants.read',
    'reports.financial.view',
    'reports.fleet.view',
    'reports.hr.view',
    'reports.operations.view',
  ],
};

describe('role → permission matrix', () => {
  for (const role of ROLES) {
    it(`${role} has exactly the listed permissions`, () => {
      expect([...ROLE_PERMISSIONS[role]].sort()).toEqual(EXPECTED[role]);
    });
  }

  it('lists are sorted, so the literal table stays readable', () => {
    for (const role of ROLES) expect([...EXPECTED[role]].sort()).toEqual(EXPECTED[role]);
  });

  it('super_admin holds the whole catalogue', () => {
    expect(EXPECTED.super_admin).toEqual([...PERMISSION_IDS].sort());
  });

  it('only super_admin holds the system-level admin.settings.write', () => {
    const holders = ROLES.filter((r) => ROLE_PERMISSIONS[r].has('admin.settings.write'));
    expect(holders).toEqual(['super_admin']);
  });

  it('every role can clock in', () => {
    for (const role of ROLES) expect(ROLE_PERMISSIONS[role].has('attendance.clock_in')).toBe(true);
  });

  it('no role but the admins touches the admin category', () => {
    const admins = ROLES.filter((r) =>
      PERMISSIONS.some((p) => p.category === 'admin' && ROLE_PERMISSIONS[r].has(p.id)),
    );
    expect(admins).toEqual(['super_admin', 'company_admin']);
  });
});

describe('effectivePermissions', () => {
  it('normalises role strings before looking them up', () => {
    expect(effectivePermissions(['  Fleet_Manager '], [])).toEqual(EXPECTED.fleet_manager);
  });

  it('unions several roles, sorted and without duplicates', () => {
    const got = effectivePermissions(['accountant', 'fleet_manager', 'ACCOUNTANT'], []);
    const want = [...new Set([...EXPECTED.accountant, ...EXPECTED.fleet_manager])].sort();
    expect(got).toEqual(want);
  });

  it('adds extra grants to the role permissions', () => {
    const got = effectivePermissions(['employee'], ['admin.users.read', 'hr.leave.write']);
    expect(got).toEqual([...EXPECTED.employee, 'admin.users.read', 'hr.leave.write'].sort());
  });

  it('grants alone work for a user with no role', () => {
    expect(effectivePermissions([], ['legal.cases.write'])).toEqual(['legal.cases.write']);
  });

  it('ignores unknown roles and unknown grant ids', () => {
    expect(effectivePermissions(['owner', 'root', ''], ['admin.*', 'hr.employees.delete', 'x'])).toEqual(
      [],
    );
  });

  it('does not duplicate a grant the role already gives', () => {
    expect(effectivePermissions(['employee'], ['hr.employees.read'])).toEqual(EXPECTED.employee);
  });
});

describe('hasPermission', () => {
  it('agrees with effectivePermissions for every role and permission', () => {
    for (const role of ROLES) {
      for (const id of PERMISSION_IDS) {
        expect(hasPermission([role], [], id)).toBe(EXPECTED[role].includes(id));
      }
    }
  });

  it('honours extra grants', () => {
    expect(hasPermission(['employee'], ['finance.invoices.write'], 'finance.invoices.write')).toBe(true);
    expect(hasPermission(['employee'], [], 'finance.invoices.write')).toBe(false);
  });
});
