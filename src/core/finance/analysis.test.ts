import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currentClass, daysSalesOutstanding, marginPercent, monthsBefore, monthsOf, ratio } from './analysis';

describe('current or non-current, from the chart code', () => {
  it('assets under 11 and liabilities under 21 are current; 12, 22 and other types are not', () => {
    expect(currentClass('110101', 'asset')).toBe('current_asset');
    expect(currentClass('110203', 'asset')).toBe('current_asset');
    expect(currentClass('1104', 'asset')).toBe('current_asset');
    expect(currentClass('120401', 'asset')).toBeNull();
    expect(currentClass('210101', 'liability')).toBe('current_liability');
    expect(currentClass('2107', 'liability')).toBe('current_liability');
    expect(currentClass('2203', 'liability')).toBeNull();
    expect(currentClass('3101', 'equity')).toBeNull();
    expect(currentClass('4101', 'revenue')).toBeNull();
  });
});

describe('ratio arithmetic', () => {
  it('divides exactly with 2 decimals, half away from zero, and null on a zero denominator', () => {
    expect(ratio(3n, 2n)).toBe('1.50');
    expect(ratio(2n, 3n)).toBe('0.67');
    expect(ratio(1n, 3n)).toBe('0.33');
    expect(ratio(1n, 200n)).toBe('0.01');
    expect(ratio(-1n, 200n)).toBe('-0.01');
    expect(ratio(-1n, 1000n)).toBe('0.00');
    expect(ratio(0n, 5n)).toBe('0.00');
    expect(ratio(5n, 0n)).toBeNull();
  });
  it('margin is result over revenue in percent; DSO is receivables over 90 days of revenue × 90', () => {
    expect(marginPercent(250_000n, 1_000_000n)).toBe('25.00');
    expect(marginPercent(-500n, 1_000n)).toBe('-50.00');
    expect(marginPercent(1n, 0n)).toBeNull();
    expect(daysSalesOutstanding(300n, 900n)).toBe('30.00');
    expect(daysSalesOutstanding(300n, 0n)).toBeNull();
  });
  it('agrees with the rational value within half a hundredth', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }), fc.bigInt({ min: 1n, max: 10n ** 12n }), (a, b) => {
        const r = ratio(a, b)!;
        const hundredths = BigInt(r.replace('.', ''));
        // |hundredths × b − 100a| ≤ b/2
        const diff = hundredths * b - 100n * a;
        expect((diff < 0n ? -diff : diff) * 2n <= b).toBe(true);
      }),
    );
  });
});

describe('months of a range', () => {
  it('splits a range into calendar months clipped at either end', () => {
    expect(monthsOf('2025-11-15', '2026-02-10')).toEqual([
      { month: '2025-11', from: '2025-11-15', to: '2025-11-30' },
      { month: '2025-12', from: '2025-12-01', to: '2025-12-31' },
      { month: '2026-01', from: '2026-01-01', to: '2026-01-31' },
      { month: '2026-02', from: '2026-02-01', to: '2026-02-10' },
    ]);
    expect(monthsOf('2024-02-01', '2024-02-29')).toEqual([{ month: '2024-02', from: '2024-02-01', to: '2024-02-29' }]);
  });
  it('goes back whole months across a year', () => {
    expect(monthsBefore('2026-11-26', 11)).toBe('2025-12-01');
    expect(monthsBefore('2026-01-05', 1)).toBe('2025-12-01');
    expect(monthsBefore('2026-03-31', 0)).toBe('2026-03-01');
  });
});
