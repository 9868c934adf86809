import { describe, expect, it } from 'vitest';
import { localToIso, zonedInstant } from './index';

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
