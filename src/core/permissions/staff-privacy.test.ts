// DECISIONS 18: who sees colleagues' pay, leave and attendance, by the roles of spec §6.
import { describe, expect, it } from 'vitest';
import type { AccessSubject } from './access';
import type { Role } from './roles';
import { seesColleaguesRecords, type StaffRecordArea } from './staff-privacy';

const as = (roles: Role[], extraGrants: string[] = []): AccessSubject => ({
  userId: 'u1',
  roles,
  extraGrants,
  employee: { isActive: true, hasSystemAccess: true, accountStatus: 'active' },
});
const areas: StaffRecordArea[] = ['employees', 'leave', 'attendance'];

describe('seesColleaguesRecords', () => {
  it.each<[Role, boolean]>([
    ['super_admin', true],
    ['company_admin', true],
    ['manager', true],
    ['accountant', true],
    ['fleet_manager', false],
    ['sales_agent', false],
    ['employee', false],
  ])('%s: %s in every area', (role, expected) => {
    for (const area of areas) expect(seesColleaguesRecords(as([role]), area), area).toBe(expected);
  });

  it('the employee role reads HR (spec §6) yet sees only the directory of colleagues', () => {
    expect(seesColleaguesRecords(as(['employee']), 'employees')).toBe(false);
  });

  it('a grant to manage leave opens colleagues’ leave, not their pay or attendance', () => {
    const s = as(['employee'], ['hr.leave.write']);
    expect(seesColleaguesRecords(s, 'leave')).toBe(true);
    expect(seesColleaguesRecords(s, 'attendance')).toBe(false);
    expect(seesColleaguesRecords(s, 'employees')).toBe(false);
  });

  it('a grant to manage attendance opens colleagues’ attendance only', () => {
    const s = as(['sales_agent'], ['hr.attendance.write']);
    expect(seesColleaguesRecords(s, 'attendance')).toBe(true);
    expect(seesColleaguesRecords(s, 'leave')).toBe(false);
  });

  it('an inactive account sees nothing in full, whatever its roles', () => {
    const s = { ...as(['company_admin']), employee: { isActive: false, hasSystemAccess: true, accountStatus: 'active' as const } };
    for (const area of areas) expect(seesColleaguesRecords(s, area)).toBe(false);
  });
});
