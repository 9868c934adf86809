import { describe, expect, it } from 'vitest';
import { PERMISSIONS, PERMISSION_IDS, getPermission, isPermissionId } from './catalogue';

const AREAS: Record<string, readonly string[]> = {
  hr: ['employees', 'attendance', 'leave', 'payroll'],
  finance: [
    'accounts',
    'journal_entries',
    'invoices',
    'payments',
    'budgets',
    'cost_centers',
    'assets',
    'vendors',
    'treasury',
  ],
  operations: ['customers', 'contracts', 'quotations', 'properties', 'tenants', 'owners'],
  fleet: ['vehicles', 'maintenance', 'violations', 'dispatch_permits', 'installments'],
  legal: ['cases', 'correspondence'],
  admin: ['users', 'roles', 'settings', 'audit', 'backup', 'approvals'],
};

describe('permission catalogue', () => {
  it('has read and write for every resource, view for every report, and clock-in', () => {
    const expected = [
      ...Object.entries(AREAS).flatMap(([area, resources]) =>
        resources.flatMap((r) => [`${area}.${r}.read`, `${area}.${r}.write`]),
      ),
      ...['financial', 'operations', 'hr', 'fleet'].map((k) => `reports.${k}.view`),
      'attendance.clock_in',
    ];
    expect([...PERMISSION_IDS].sort()).toEqual(expected.sort());
    expect(PERMISSION_IDS).toHaveLength(69);
  });

  it('ids are unique and shaped area.resource.action', () => {
    expect(new Set(PERMISSION_IDS).size).toBe(PERMISSION_IDS.length);
    for (const id of PERMISSION_IDS) {
      expect(id).toMatch(/^(attendance\.clock_in|[a-z]+\.[a-z_]+\.(read|write|view))$/);
    }
  });

  it('category is the id area and level follows the action', () => {
    for (const p of PERMISSIONS) {
      expect(p.id.split('.')[0]).toBe(p.category);
      const action = p.id.split('.').at(-1);
      if (action === 'read' || action === 'view') expect(p.level).toBe('read');
      if (action === 'write') expect(p.level).toBe('write');
    }
    expect(getPermission('attendance.clock_in').level).toBe('write');
    expect(getPermission('reports.fleet.view').level).toBe('read');
  });

  it('admin.settings.write is the only system-level permission', () => {
    expect(PERMISSIONS.filter((p) => p.isSystemLevel).map((p) => p.id)).toEqual([
      'admin.settings.write',
    ]);
  });

  it('every permission has English and Arabic names and a description', () => {
    for (const p of PERMISSIONS) {
      expect(p.name.trim()).not.toBe('');
      expect(p.description.trim()).not.toBe('');
      expect(p.nameAr).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it('isPermissionId accepts catalogue ids only', () => {
    expect(isPermissionId('hr.employees.read')).toBe(true);
    expect(isPermissionId('attendance.clock_in')).toBe(true);
    expect(isPermissionId('hr.employees.delete')).toBe(false);
    expect(isPermissionId('reports.financial.read')).toBe(false);
    expect(isPermissionId(' hr.employees.read')).toBe(false);
    expect(isPermissionId(42)).toBe(false);
    expect(isPermissionId(undefined)).toBe(false);
  });
});
