// Depreciation schedules: worked examples a finance user can check by hand, and the invariants
// every schedule keeps (exact sum in minor units, never below salvage, last month absorbs rounding).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CURRENCIES, addMoney, compareMoney, subtractMoney, sumMoney, toMinorUnits, type CurrencyCode } from '../money';
import { addMonthsToMonth, depreciationSchedule, disposalFigures, monthEnd, monthsBetween, type ScheduleRow } from './schedule';

const rows = (input: Parameters<typeof depreciationSchedule>[0]) => {
  const s = depreciationSchedule(input);
  if ('error' in s) throw new Error(s.error);
  return s;
};

describe('straight line', () => {
  it('spreads cost − salvage evenly, the last month taking the rounding', () => {
    const s = rows({ cost: '1000', salvage: '0', lifeMonths: 3, method: 'straight_line', start: '2025-11-15', currency: 'KWD' });
    expect(s.map((r) => [r.month, r.depreciation, r.accumulated, r.bookValue])).toEqual([
      ['2025-11', '333.333', '333.333', '666.667'],
      ['2025-12', '333.333', '666.666', '333.334'],
      ['2026-01', '333.334', '1000.000', '0.000'],
    ]);
  });

  it('stops exactly at salvage in a 2-decimal currency', () => {
    const s = rows({ cost: '7200', salvage: '1200', lifeMonths: 36, method: 'straight_line', start: '2026-01-01', currency: 'SAR' });
    expect(s).toHaveLength(36);
    expect(s[0]!.depreciation).toBe('166.66');
    expect(s[35]).toMatchObject({ month: '2028-12', depreciation: '166.90', bookValue: '1200.00' });
  });
});

describe('double-declining balance', () => {
  it('takes twice the straight-line rate on book value, then switches so it ends at salvage', () => {
    const s = rows({ cost: '1200', salvage: '200', lifeMonths: 4, method: 'declining_balance', start: '2026-03', currency: 'KWD' });
    // 1200 × 2/4 = 600, then 600 × 2/4 = 300, then 150 would cross salvage: 100 and nothing after.
    expect(s.map((r) => [r.depreciation, r.bookValue])).toEqual([
      ['600.000', '600.000'],
      ['300.000', '300.000'],
      ['100.000', '200.000'],
      ['0.000', '200.000'],
    ]);
    // 1000 over 5 months at 40 % of book: 400, 240, 144; then 216 / 2 = 108 beats 86.4 → straight line.
    const w = rows({ cost: '1000', salvage: '0', lifeMonths: 5, method: 'declining_balance', start: '2026-03', currency: 'KWD' });
    expect(w.map((r) => r.depreciation)).toEqual(['400.000', '240.000', '144.000', '108.000', '108.000']);
  });

  it('depreciates faster than straight line at first', () => {
    const d = rows({ cost: '9000', salvage: '1000', lifeMonths: 60, method: 'declining_balance', start: '2026-01', currency: 'KWD' });
    const l = rows({ cost: '9000', salvage: '1000', lifeMonths: 60, method: 'straight_line', start: '2026-01', currency: 'KWD' });
    expect(compareMoney(d[0]!.depreciation, l[0]!.depreciation)).toBe(1);
    expect(d[59]!.bookValue).toBe('1000.000');
  });
});

describe('refusals and helpers', () => {
  it('refuses a zero cost, a salvage at or above cost and a life outside 1–600 months', () => {
    const base = { cost: '100', salvage: '0', lifeMonths: 12, method: 'straight_line' as const, start: '2026-01', currency: 'KWD' as const };
    expect(depreciationSchedule({ ...base, cost: '0' })).toEqual({ error: 'invalid_cost' });
    expect(depreciationSchedule({ ...base, salvage: '100' })).toEqual({ error: 'invalid_salvage' });
    expect(depreciationSchedule({ ...base, lifeMonths: 0 })).toEqual({ error: 'invalid_life' });
    expect(depreciationSchedule({ ...base, lifeMonths: 601 })).toEqual({ error: 'invalid_life' });
  });

  it('counts months across years and ends them on their last day', () => {
    expect(addMonthsToMonth('2025-11', 3)).toBe('2026-02');
    expect(addMonthsToMonth('2026-01', -1)).toBe('2025-12');
    expect(monthsBetween('2025-11', '2026-02')).toBe(3);
    expect(monthEnd('2028-02')).toBe('2028-02-29');
  });

  it('a disposal above book value is a gain, below it a loss, a write-off loses the whole book value', () => {
    expect(disposalFigures('5000', '3000', '2500', 'KWD')).toEqual({ accumulated: '3000.000', bookValue: '2000.000', gain: '500.000', loss: '0.000' });
    expect(disposalFigures('5000', '3000', '1500', 'KWD')).toEqual({ accumulated: '3000.000', bookValue: '2000.000', gain: '0.000', loss: '500.000' });
    expect(disposalFigures('5000', '3000', '0', 'KWD').loss).toBe('2000.000');
  });
});

describe('every schedule (property-based)', () => {
  const currencies: CurrencyCode[] = ['KWD', 'SAR', 'QAR', 'BHD'];
  const terms = fc
    .record({
      costUnits: fc.integer({ min: 1, max: 50_000_000 }),
      salvageShare: fc.double({ min: 0, max: 0.99, noNaN: true }),
      lifeMonths: fc.integer({ min: 1, max: 240 }),
      method: fc.constantFrom('straight_line' as const, 'declining_balance' as const),
      currency: fc.constantFrom(...currencies),
    })
    .map((t) => {
      const decimals = CURRENCIES[t.currency].decimals;
      const scale = 10 ** decimals;
      const salvageUnits = Math.min(t.costUnits - 1, Math.floor(t.costUnits * t.salvageShare));
      return { ...t, cost: (t.costUnits / scale).toFixed(decimals), salvage: (salvageUnits / scale).toFixed(decimals) };
    });

  it('sums exactly to cost − salvage, never goes below salvage or backwards, and ends at salvage', () => {
    fc.assert(
      fc.property(terms, (t) => {
        const s = rows({ cost: t.cost, salvage: t.salvage, lifeMonths: t.lifeMonths, method: t.method, start: '2025-07-09', currency: t.currency }) as ScheduleRow[];
        expect(s).toHaveLength(t.lifeMonths);
        expect(toMinorUnits(sumMoney(s.map((r) => r.depreciation)), t.currency)).toBe(toMinorUnits(subtractMoney(t.cost, t.salvage), t.currency));
        for (const r of s) {
          expect(compareMoney(r.depreciation, '0')).toBeGreaterThanOrEqual(0);
          expect(compareMoney(r.bookValue, t.salvage)).toBeGreaterThanOrEqual(0);
          expect(compareMoney(addMoney(r.accumulated, r.bookValue), t.cost)).toBe(0);
        }
        expect(compareMoney(s.at(-1)!.bookValue, t.salvage)).toBe(0);
        expect(s.at(-1)!.month).toBe(addMonthsToMonth('2025-07', t.lifeMonths - 1));
      }),
      { numRuns: 300, seed: 52 },
    );
  });

  it('straight line: every month but the last is the same, and the last absorbs less than one month of rounding', () => {
    fc.assert(
      fc.property(terms, (t) => {
        const s = rows({ cost: t.cost, salvage: t.salvage, lifeMonths: t.lifeMonths, method: 'straight_line', start: '2025-01', currency: t.currency }) as ScheduleRow[];
        const each = toMinorUnits(s[0]!.depreciation, t.currency);
        for (const r of s.slice(0, -1)) expect(toMinorUnits(r.depreciation, t.currency)).toBe(each);
        const extra = toMinorUnits(s.at(-1)!.depreciation, t.currency) - each;
        expect(extra >= 0n && extra < BigInt(t.lifeMonths)).toBe(true);
      }),
      { numRuns: 200, seed: 18 },
    );
  });
});
