import { describe, expect, it } from 'vitest';
import { unusedLeaveDays } from './leave-accrual';

describe('unused annual leave on the last day', () => {
  it('earns the year’s entitlement day by day and takes off what was used', () => {
    // 30 days a year; 1 Jan – 30 Jun 2026 is 181 of 365 days: 14.87 earned, 5 taken → 9.5.
    expect(unusedLeaveDays({ entitledPerYear: 30, hireDate: '2020-03-01', lastDay: '2026-06-30', takenInYear: 5 })).toBe('9.5');
    // The whole year served and nothing taken: the whole entitlement.
    expect(unusedLeaveDays({ entitledPerYear: 30, hireDate: '2020-03-01', lastDay: '2026-12-31', takenInYear: 0 })).toBe('30.0');
  });

  it('counts from the hire day when hired in the same year, and a leap year has 366 days', () => {
    // 1 Apr – 30 Sep 2028 is 183 of 366 days: exactly 15 days of 30.
    expect(unusedLeaveDays({ entitledPerYear: 30, hireDate: '2028-04-01', lastDay: '2028-09-30', takenInYear: 0 })).toBe('15.0');
    expect(unusedLeaveDays({ entitledPerYear: 21, hireDate: null, lastDay: '2026-01-31', takenInYear: 0.5 })).toBe('1.0');
  });

  it('never goes below zero when more was taken than earned', () => {
    expect(unusedLeaveDays({ entitledPerYear: 30, hireDate: '2020-01-01', lastDay: '2026-02-15', takenInYear: 10 })).toBe('0.0');
  });
});
