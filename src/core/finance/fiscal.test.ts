import { describe, expect, it } from 'vitest';
import { fiscalYearOf, isClosedFor, monthStart, periodOf, periodsOf } from './fiscal';

describe('fiscal year of a date', () => {
  it('is the calendar year when the year starts in January', () => {
    expect(fiscalYearOf('2026-11-25', 1)).toEqual({ label: '2026', start: '2026-01-01', end: '2026-12-31' });
    expect(fiscalYearOf('2026-01-01', 1).label).toBe('2026');
  });

  it('straddles two calendar years otherwise', () => {
    expect(fiscalYearOf('2026-03-31', 4)).toEqual({ label: '2025-26', start: '2025-04-01', end: '2026-03-31' });
    expect(fiscalYearOf('2026-04-01', 4)).toEqual({ label: '2026-27', start: '2026-04-01', end: '2027-03-31' });
    expect(fiscalYearOf('2024-02-29', 3)).toEqual({ label: '2023-24', start: '2023-03-01', end: '2024-02-29' });
    expect(fiscalYearOf('2099-12-31', 12)).toEqual({ label: '2099-00', start: '2099-12-01', end: '2100-11-30' });
  });

  it('refuses an impossible start month', () => {
    expect(() => fiscalYearOf('2026-01-01', 13)).toThrow(RangeError);
    expect(() => fiscalYearOf('2026-01-01', 0)).toThrow(RangeError);
  });
});

describe('periods', () => {
  it('are the twelve months of the year, leap days included', () => {
    const periods = periodsOf('2023-07-01');
    expect(periods).toHaveLength(12);
    expect(periods[0]).toEqual({ number: 1, start: '2023-07-01', end: '2023-07-31' });
    expect(periods[7]).toEqual({ number: 8, start: '2024-02-01', end: '2024-02-29' });
    expect(periods[11]).toEqual({ number: 12, start: '2024-06-01', end: '2024-06-30' });
  });

  it('refuse a date inside a closed period only', () => {
    const periods = periodsOf('2026-01-01').map((p) => ({ ...p, status: p.number === 2 ? ('closed' as const) : ('open' as const) }));
    expect(isClosedFor(periods, '2026-02-28')).toBe(true);
    expect(isClosedFor(periods, '2026-02-01')).toBe(true);
    expect(isClosedFor(periods, '2026-03-01')).toBe(false);
    expect(isClosedFor(periods, '2027-02-10')).toBe(false);
    expect(periodOf(periods, '2026-12-31')?.number).toBe(12);
    expect(monthStart('2026-02-28')).toBe('2026-02-01');
  });
});
