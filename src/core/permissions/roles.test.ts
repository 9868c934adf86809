import { describe, expect, it } from 'vitest';
import {
  CAN_ASSIGN,
  COMPANY_ROLES,
  ROLES,
  ROLE_LABELS,
  assignableRoles,
  canAssignRole,
  normaliseRole,
  normaliseRoles,
  type Role,
} from './roles';

describe('roles', () => {
  it('lists the seven roles of spec §6; company roles exclude super_admin', () => {
    expect(ROLES).toEqual([
      'super_admin',
      'company_admin',
      'manager',
      'accountant',
      'fleet_manager',
      'sales_agent',
      'employee',
    ]);
    expect(COMPANY_ROLES).toEqual(ROLES.filter((r) => r !== 'super_admin'));
  });

  it('normaliseRole trims and lower-cases', () => {
    expect(normaliseRole('  Company_Admin ')).toBe('company_admin');
    expect(normaliseRole('EMPLOYEE')).toBe('employee');
    expect(normaliseRole('\tsuper_admin\n')).toBe('super_admin');
  });

  it('normaliseRole rejects unknown values', () => {
    for (const value of ['', '   ', 'admin', 'company admin', 'company-admin', null, undefined, 3, {}]) {
      expect(normaliseRole(value)).toBeNull();
    }
  });

  it('normaliseRoles drops unknowns and duplicates', () => {
    expect(normaliseRoles(['Manager', ' manager', 'boss', 'employee'])).toEqual(['manager', 'employee']);
  });

  it('has Arabic and English labels for every role', () => {
    for (const role of ROLES) {
      expect(ROLE_LABELS[role].en).not.toBe('');
      expect(ROLE_LABELS[role].ar).toMatch(/[\u0600-\u06FF]/);
    }
  });
});

describe('can-assign matrix (spec §6)', () => {
  const EXPECTED: Record<Role, readonly Role[]> = {
    super_admin: [
      'super_admin',
      'company_admin',
      'manager',
      'accountant',
      'fleet_manager',
      'sales_agent',
      'employee',
    ],
    company_admin: ['manager', 'accountant', 'fleet_manager', 'sales_agent', 'employee'],
    manager: ['sales_agent', 'employee'],
    accountant: [],
    fleet_manager: ['employee'],
    sales_agent: [],
    employee: [],
  };

  it('matches the table', () => {
    expect(CAN_ASSIGN).toEqual(EXPECTED);
  });

  it('canAssignRole agrees with the table for every pair', () => {
    for (const assigner of ROLES) {
      for (const target of ROLES) {
        expect(canAssignRole([assigner], target), `${assigner} → ${target}`).toBe(
          EXPECTED[assigner].includes(target),
        );
      }
    }
  });

  it('company_admin cannot create another company_admin or a super_admin', () => {
    expect(canAssignRole(['company_admin'], 'company_admin')).toBe(false);
    expect(canAssignRole(['company_admin'], 'super_admin')).toBe(false);
  });

  it('uses the union of the assigner roles and normalises both sides', () => {
    expect(canAssignRole([' Accountant', 'FLEET_MANAGER'], ' Employee ')).toBe(true);
    expect(canAssignRole(['accountant', 'fleet_manager'], 'sales_agent')).toBe(false);
    expect(canAssignRole(['manager'], 'owner')).toBe(false);
    expect(canAssignRole([], 'employee')).toBe(false);
  });

  it('assignableRoles lists targets in role order', () => {
    expect(assignableRoles(['manager', 'fleet_manager'])).toEqual(['sales_agent', 'employee']);
    expect(assignableRoles(['accountant'])).toEqual([]);
  });
});
