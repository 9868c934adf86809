import { describe, expect, it } from 'vitest';
import { isTimeZone, localToIso, zonedInstant } from './index';

describe('company wall clock', () => {
  it('reads a local time in Kuwait and Doha (UTC+3) as the right instant', () => {
    expect(localToIso('2026-11-21T09:30', 'Asia/Kuwait')).toBe('2026-11-21T09:30:00+03:00');
    // The last second of a validity day in Doha is 20:59:59 UTC, not 23:59:59 UTC.
    expect(zonedInstant('2026-11-30T23:59:59', 'Asia/Qatar').toISOString()).toBe('2026-11-30T20:59:59.000Z');
    // A month starts at the branch's midnight: 21:00 UTC the evening before.
    expect(zonedInstant('2026-12-01T00:00:00', 'Asia/Riyadh').toISOString()).toBe('2026-11-30T21:00:00.000Z');
  });

  it('follows the zone: Dubai is UTC+4', () => {
    expect(zonedInstant('2026-12-01T00:00', 'Asia/Dubai').toISOString()).toBe('2026-11-30T20:00:00.000Z');
  });
});

describe('isTimeZone', () => {
  it('knows the Gulf zones and UTC', () => {
    for (const zone of ['Asia/Kuwait', 'Asia/Qatar', 'Asia/Riyadh', 'Asia/Dubai', 'Asia/Muscat', 'Asia/Bahrain', 'UTC', 'America/Argentina/Buenos_Aires']) expect(isTimeZone(zone), zone).toBe(true);
  });
  it('refuses what is not a zone (a date typed in the wrong field, garbage, an offset)', () => {
    for (const value of ['0000-01-01', '2026-02-30', 'Asia/Atlantis', '', 'x'.repeat(100), '+03:00', '../etc/passwd']) expect(isTimeZone(value), value).toBe(false);
  });
});
