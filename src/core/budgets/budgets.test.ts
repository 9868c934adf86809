import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toMinorUnits } from '../money';
import { actualOf, findLineClash, fiscalMonths, monthsMatchAnnual, percentOf, spreadAnnual, subtreeOf, sumMonths, varianceOf, wouldCycle } from './index';

describe('spreading an annual budget', () => {
  it('gives the remainder one minor unit at a time to the first months', () => {
    expect(spreadAnnual('1000', 'KWD')).toEqual([...Array(4).fill('83.334'), ...Array(8).fill('83.333')]);
    expect(spreadAnnual('100', 'SAR')).toEqual([...Array(4).fill('8.34'), ...Array(8).fill('8.33')]);
    expect(spreadAnnual('0', 'SAR')).toEqual(Array(12).fill('0.00'));
  });

  it('always sums exactly to the annual figure, months at most one minor unit apart', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 14n }), fc.constantFrom('KWD' as const, 'SAR' as const, 'QAR' as const), (units, currency) => {
        const decimals = currency === 'KWD' ? 3 : 2;
        const annual = (Number(units) / 10 ** decimals).toFixed(decimals);
        const months = spreadAnnual(annual, currency);
        expect(months).toHaveLength(12);
        expect(monthsMatchAnnual(months, annual, currency)).toBe(true);
        const minor = months.map((m) => toMinorUnits(m, currency));
        const max = minor.reduce((a, b) => (a > b ? a : b));
        const min = minor.reduce((a, b) => (a < b ? a : b));
        expect(max - min <= 1n).toBe(true);
      }),
    );
  });

  it('checks that monthly figures add up to the annual one', () => {
    expect(monthsMatchAnnual(Array(12).fill('100'), '1200', 'KWD')).toBe(true);
    expect(monthsMatchAnnual(Array(12).fill('100'), '1200.001', 'KWD')).toBe(false);
    expect(monthsMatchAnnual(Array(11).fill('100'), '1100', 'KWD')).toBe(false);
    expect(sumMonths(['0.1', '0.2'], 'SAR')).toBe('0.30');
  });
});

describe('actual, variance and percentage', () => {
  it('reads expenses as debit − credit and revenue as credit − debit', () => {
    expect(actualOf('expense', '500', '20', 'KWD')).toBe('480.000');
    expect(actualOf('revenue', '20', '500', 'KWD')).toBe('480.000');
  });

  it('calls unspent budget and extra income favourable', () => {
    expect(varianceOf('expense', '1000', '900', 'KWD')).toEqual({ variance: '100.000', percent: '90.00' });
    expect(varianceOf('expense', '1000', '1250.5', 'KWD')).toEqual({ variance: '-250.500', percent: '125.05' });
    expect(varianceOf('revenue', '1000', '1100', 'KWD')).toEqual({ variance: '100.000', percent: '110.00' });
    expect(varianceOf('expense', '0', '10', 'KWD').percent).toBeNull();
    expect(percentOf(2n, 3n)).toBe('66.67');
    expect(percentOf(-1n, 3n)).toBe('-33.33');
  });
});

describe('fiscal months and the cost-centre tree', () => {
  it('lists the 12 months of a year that starts in any month', () => {
    expect(fiscalMonths('2026-01-01')).toEqual(Array.from({ length: 12 }, (_, i) => `2026-${String(i + 1).padStart(2, '0')}-01`));
    expect(fiscalMonths('2026-07-01').slice(5, 7)).toEqual(['2026-12-01', '2027-01-01']);
  });

  const tree = new Map<string, string | null>([
    ['main', null],
    ['ops', 'main'],
    ['ops-a', 'ops'],
    ['airport', null],
  ]);

  it('finds a subtree and refuses a parent that closes a loop', () => {
    expect([...subtreeOf('main', tree)].sort()).toEqual(['main', 'ops', 'ops-a']);
    expect(wouldCycle('main', 'ops-a', tree)).toBe(true);
    expect(wouldCycle('ops', 'ops', tree)).toBe(true);
    expect(wouldCycle('ops', 'airport', tree)).toBe(false);
    expect(wouldCycle('ops', null, tree)).toBe(false);
  });

  it('finds lines that would count the same movement twice', () => {
    expect(findLineClash([{ accountId: 'a', costCenterId: null }, { accountId: 'a', costCenterId: null }], tree)).toEqual({ index: 1, other: 0, kind: 'duplicate' });
    expect(findLineClash([{ accountId: 'a', costCenterId: 'ops' }, { accountId: 'a', costCenterId: null }], tree)?.kind).toBe('overlap');
    expect(findLineClash([{ accountId: 'a', costCenterId: 'ops-a' }, { accountId: 'a', costCenterId: 'main' }], tree)?.kind).toBe('overlap');
    expect(findLineClash([{ accountId: 'a', costCenterId: 'ops' }, { accountId: 'a', costCenterId: 'airport' }, { accountId: 'b', costCenterId: null }], tree)).toBeNull();
  });
});
