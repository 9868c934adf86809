import { describe, expect, test } from 'vitest';
import { DEFAULT_FORMAT_PREFERENCES, type FormatContext } from '../../../../web/lib/format';
import { addDays, formatClock, formatDay, todayIn } from './format-time';

const en: FormatContext = { ...DEFAULT_FORMAT_PREFERENCES, language: 'en' };

describe('attendance times and days', () => {
  test('a check-in instant reads in the company time zone, not the viewer’s', () => {
    // 05:08 UTC is 08:08 in Kuwait.
    expect(formatClock('2026-11-19T05:08:00.000Z', 'Asia/Kuwait', en)).toMatch(/08:08/);
    expect(formatClock(null, 'Asia/Kuwait', en)).toBe('');
  });

  test('a calendar day never shifts by a time-zone offset', () => {
    expect(formatDay('2026-11-19', en, 'long')).toBe('November 19, 2026');
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
  });

  test('today is the company’s today', () => {
    const instant = new Date('2026-11-21T22:30:00Z'); // already the 22nd in Kuwait (UTC+3)
    expect(todayIn('Asia/Kuwait', instant)).toBe('2026-11-22');
    expect(todayIn('UTC', instant)).toBe('2026-11-21');
  });
});
