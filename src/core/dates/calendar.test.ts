import { describe, expect, it } from 'vitest';
import { DATE_RANGE, inDateRange, isCalendarDate } from './calendar';

describe('isCalendarDate', () => {
  it.each(['2026-01-31', '2026-02-28', '2024-02-29', '2000-02-29', '2026-04-30', '2026-12-31'])('accepts the real day %s', (d) => {
    expect(isCalendarDate(d)).toBe(true);
  });
  it.each(['2026-02-30', '2026-02-29', '1900-02-29', '2026-04-31', '2026-13-01', '2026-00-10', '2026-01-00', '0000-00-00', '2026-1-5', '99999-01-01', '2026-01-01T00:00', ''])(
    'refuses %s',
    (d) => {
      expect(isCalendarDate(d)).toBe(false);
    },
  );
});

describe('inDateRange', () => {
  it('holds the range ends and refuses what lies outside', () => {
    expect(inDateRange(DATE_RANGE.min)).toBe(true);
    expect(inDateRange(DATE_RANGE.max)).toBe(true);
    expect(inDateRange('1899-12-31')).toBe(false);
    expect(inDateRange('2101-01-01')).toBe(false);
    expect(inDateRange('0001-01-01')).toBe(false);
  });
  it('reads the date part of a timestamp and the first day of a month', () => {
    expect(inDateRange('2026-11-24T21:00:00.000Z')).toBe(true);
    expect(inDateRange('0202-11-24T21:00:00Z')).toBe(false);
    expect(inDateRange('2026-11')).toBe(true);
    expect(inDateRange('1800-01')).toBe(false);
  });
});
