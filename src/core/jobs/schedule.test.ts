import { describe, expect, it } from 'vitest';
import { DEFAULT_MAX_ATTEMPTS, RETRY_DELAYS_MS, afterFailure, currentSlot, periodKey, retryDelayMs } from './index';

const MIN = 60_000;
const at = (iso: string) => new Date(iso);

describe('retry schedule', () => {
  it('waits 1, 5, 30, 120 and 360 minutes, then keeps the last step', () => {
    expect(RETRY_DELAYS_MS).toEqual([1 * MIN, 5 * MIN, 30 * MIN, 120 * MIN, 360 * MIN]);
    expect([1, 2, 3, 4, 5, 6, 9].map(retryDelayMs)).toEqual([1, 5, 30, 120, 360, 360, 360].map((m) => m * MIN));
    expect(retryDelayMs(0)).toBe(MIN);
  });

  it('retries from the failure time until the last attempt, then gives up', () => {
    const failedAt = at('2026-05-01T10:00:00Z');
    expect(afterFailure(1, 3, failedAt)).toEqual({ retryAt: at('2026-05-01T10:01:00Z') });
    expect(afterFailure(2, 3, failedAt)).toEqual({ retryAt: at('2026-05-01T10:05:00Z') });
    expect(afterFailure(3, 3, failedAt)).toEqual({ giveUp: true });
    expect(afterFailure(DEFAULT_MAX_ATTEMPTS - 1, DEFAULT_MAX_ATTEMPTS, failedAt)).toEqual({ retryAt: at('2026-05-01T16:00:00Z') });
    expect(afterFailure(DEFAULT_MAX_ATTEMPTS, DEFAULT_MAX_ATTEMPTS, failedAt)).toEqual({ giveUp: true });
  });
});

describe('period slots and keys', () => {
  it('aligns minute periods to UTC: one key per slot, the boundary belongs to the new slot', () => {
    const period = { everyMinutes: 15 };
    expect(currentSlot(period, at('2026-05-01T10:14:59.999Z'))).toEqual({ key: '2026-05-01T10:00', start: at('2026-05-01T10:00:00Z') });
    expect(currentSlot(period, at('2026-05-01T10:15:00Z'))).toEqual({ key: '2026-05-01T10:15', start: at('2026-05-01T10:15:00Z') });
    expect(periodKey('mail.digest', period, at('2026-05-01T10:29:00Z'))).toBe('mail.digest@2026-05-01T10:15');
    expect(periodKey('mail.digest', { everyMinutes: 1 }, at('2026-05-01T10:29:30Z'))).toBe('mail.digest@2026-05-01T10:29');
  });

  it('refuses a minute period that does not divide a day', () => {
    expect(() => currentSlot({ everyMinutes: 7 }, at('2026-05-01T10:00:00Z'))).toThrow();
    expect(() => currentSlot({ everyMinutes: 0 }, at('2026-05-01T10:00:00Z'))).toThrow();
  });

  it('runs a daily job once per day of its time zone, from its wall-clock time', () => {
    const period = { daily: '02:00', timeZone: 'Asia/Riyadh' }; // 02:00 Riyadh = 23:00 UTC the day before
    // 01:59 Riyadh on 1 May is still 30 April's period.
    expect(currentSlot(period, at('2026-04-30T22:59:00Z'))).toEqual({ key: '2026-04-30', start: at('2026-04-29T23:00:00Z') });
    expect(currentSlot(period, at('2026-04-30T23:00:00Z'))).toEqual({ key: '2026-05-01', start: at('2026-04-30T23:00:00Z') });
    // 23:59 Riyadh on 1 May: still the same day's key.
    expect(periodKey('documents.expiry', period, at('2026-05-01T20:59:00Z'))).toBe('documents.expiry@2026-05-01');
    // Dubai is UTC+4: the same UTC instant is already 2 May there.
    expect(periodKey('documents.expiry', { daily: '00:00', timeZone: 'Asia/Dubai' }, at('2026-05-01T20:00:00Z'))).toBe('documents.expiry@2026-05-02');
  });

  it('runs a monthly job on its day, the days before belonging to the previous month (across a year)', () => {
    const period = { monthly: 1, at: '03:00', timeZone: 'Asia/Kuwait' };
    // 03:00 Kuwait on 1 January is 00:00 UTC: a millisecond before, it is still December's run.
    expect(currentSlot(period, at('2025-12-31T23:59:59.999Z'))).toEqual({ key: '2025-12', start: at('2025-12-01T00:00:00Z') });
    expect(currentSlot(period, at('2026-01-01T00:00:00Z'))).toEqual({ key: '2026-01', start: at('2026-01-01T00:00:00Z') });
    expect(periodKey('payroll.run', { monthly: 25, at: '09:00', timeZone: 'Asia/Qatar' }, at('2026-03-24T12:00:00Z'))).toBe('payroll.run@2026-02');
    expect(() => currentSlot({ monthly: 31, at: '03:00', timeZone: 'Asia/Kuwait' }, at('2026-01-01T00:00:00Z'))).toThrow();
    expect(() => currentSlot({ daily: '24:00', timeZone: 'Asia/Kuwait' }, at('2026-01-01T00:00:00Z'))).toThrow();
  });
});
