import { describe, expect, it } from 'vitest';
import { lateMinutes } from './attendance-service';

describe('lateMinutes (office time zone, grace period)', () => {
  const office = { timezone: 'Asia/Kuwait', workStartTime: '08:00', lateGraceMinutes: 15 };

  it('is 0 on time and within the grace period', () => {
    expect(lateMinutes(new Date('2026-11-22T05:00:00Z'), office)).toBe(0); // 08:00 Kuwait
    expect(lateMinutes(new Date('2026-11-22T05:15:00Z'), office)).toBe(0); // 08:15
  });

  it('counts every minute after the start once the grace is exceeded', () => {
    expect(lateMinutes(new Date('2026-11-22T05:16:00Z'), office)).toBe(16);
    expect(lateMinutes(new Date('2026-11-22T06:30:00Z'), office)).toBe(90);
  });

  it('is 0 when no start time is set', () => {
    expect(lateMinutes(new Date('2026-11-22T10:00:00Z'), { ...office, workStartTime: null })).toBe(0);
  });
});
