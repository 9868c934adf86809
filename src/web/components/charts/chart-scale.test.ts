import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { niceTicks, percentDomain, percentTicks, visibleLabels } from './chart-scale';

describe('chart axes', () => {
  test('money ticks start at zero and reach past the largest bar on round steps', () => {
    expect(niceTicks(0, 83_450)).toEqual([0, 25_000, 50_000, 75_000, 100_000]);
    expect(niceTicks(0, 9)).toEqual([0, 2.5, 5, 7.5, 10]);
    expect(niceTicks(-1_200, 3_000)).toEqual([-2_000, 0, 2_000, 4_000]);
    expect(niceTicks(0, 0)).toEqual([0, 1]);
  });

  test('every value lies within the ticks, which include zero and are evenly spaced', () => {
    // Amounts as a company keeps them: up to three decimals.
    const amount = fc.integer({ min: -1e12, max: 1e12 }).map((fils) => fils / 1000);
    fc.assert(
      fc.property(amount, amount, (a, b) => {
        const ticks = niceTicks(Math.min(a, b), Math.max(a, b));
        expect(ticks[0]!).toBeLessThanOrEqual(Math.min(0, a, b));
        expect(ticks.at(-1)!).toBeGreaterThanOrEqual(Math.max(0, a, b));
        expect(ticks).toContain(0);
        expect(ticks.length).toBeLessThanOrEqual(12);
      }),
    );
  });

  test('the margin axis widens to tens and stops at ±100 %, whatever a thin month does', () => {
    expect(percentDomain([12.5, 31, null, 18])).toEqual([10, 40]);
    expect(percentDomain([-900, 40])).toEqual([-100, 40]);
    expect(percentDomain([250])).toEqual([90, 100]);
    expect(percentDomain([20])).toEqual([20, 30]);
    expect(percentDomain([null])).toEqual([0, 100]);
    expect(percentTicks([-100, 40])).toEqual([-100, -50, 0]);
    expect(percentTicks([10, 40])).toEqual([10, 20, 30, 40]);
  });

  test('month labels thin out on a narrow chart and always keep the first and the last', () => {
    expect([...visibleLabels(12, 1000, 48)]).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    const phone = visibleLabels(13, 270, 48);
    expect(phone.has(0)).toBe(true);
    expect(phone.has(12)).toBe(true);
    const shown = [...phone].sort((a, b) => a - b);
    for (let i = 1; i < shown.length; i++) expect((shown[i]! - shown[i - 1]!) * (270 / 13)).toBeGreaterThanOrEqual(48);
  });
});
