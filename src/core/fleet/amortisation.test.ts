import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addMonths } from '../leasing/calendar';
import { compareMoney, fromMinorUnits, sumMoney, addMoney, type CurrencyCode } from '../money';
import { amortise, type Amortisation, type AmortisationInput } from './amortisation';

const ok = (s: ReturnType<typeof amortise>): Amortisation => {
  if ('error' in s) throw new Error(s.error);
  return s;
};
const terms = (over: Partial<AmortisationInput> = {}): AmortisationInput => ({ total: '10000', downPayment: '0', count: 12, annualRate: '6', firstDueDate: '2026-01-15', currency: 'SAR', ...over });

describe('amortise: worked examples', () => {
  it('10,000 at 6 % over 12 months pays 860.66 a month (any loan calculator: 860.66, interest 327.97)', () => {
    const s = ok(amortise(terms()));
    expect(s.monthlyPayment).toBe('860.66');
    expect(s.financed).toBe('10000.00');
    expect(s.rows[0]).toMatchObject({ sequence: 1, dueDate: '2026-01-15', payment: '860.66', interest: '50.00', principal: '810.66', balanceAfter: '9189.34' });
    // Calculators print 327.97 from the unrounded payment (12 × 860.664 − 10,000); rounding each
    // month's interest to the halala, as the lender's statement does, gives one halala less.
    expect(s.totalInterest).toBe('327.96');
    expect(s.rows.at(-1)).toMatchObject({ sequence: 12, balanceAfter: '0.00' });
    expect(sumMoney(s.rows.map((r) => r.principal))).toBe('10000.00');
    expect(s.totalPayable).toBe(sumMoney(s.rows.map((r) => r.payment)));
  });

  it('a 30-year 100,000 KWD loan at 6 % pays 599.551 a month (calculators: 599.55); the last row clears the balance exactly', () => {
    const s = ok(amortise(terms({ total: '100000', count: 360, currency: 'KWD' })));
    expect(s.monthlyPayment).toBe('599.551');
    expect(s.rows).toHaveLength(360);
    expect(s.rows.at(-1)!.balanceAfter).toBe('0.000');
    expect(sumMoney(s.rows.map((r) => r.principal))).toBe('100000.000');
  });

  it('the down payment is not financed', () => {
    const s = ok(amortise(terms({ total: '12500', downPayment: '2500', currency: 'KWD' })));
    expect(s.financed).toBe('10000.000');
    expect(s.monthlyPayment).toBe('860.664');
  });

  it('a zero rate divides the financed amount evenly, the last instalment taking the rounding', () => {
    const s = ok(amortise(terms({ total: '100', annualRate: '0', count: 3 })));
    expect(s.rows.map((r) => r.payment)).toEqual(['33.33', '33.33', '33.34']);
    expect(s.rows.every((r) => r.interest === '0.00')).toBe(true);
    expect(s.totalInterest).toBe('0.00');
    const kwd = ok(amortise(terms({ total: '200', annualRate: '0', count: 3, currency: 'KWD' })));
    expect(kwd.rows.map((r) => r.payment)).toEqual(['66.667', '66.667', '66.666']);
  });

  it('month-end first dates stay on the month end: 31 Jan → 28 Feb (29 in a leap year) → 31 Mar', () => {
    expect(ok(amortise(terms({ firstDueDate: '2027-01-31', count: 4 }))).rows.map((r) => r.dueDate)).toEqual(['2027-01-31', '2027-02-28', '2027-03-31', '2027-04-30']);
    expect(ok(amortise(terms({ firstDueDate: '2028-01-31', count: 2 }))).rows.map((r) => r.dueDate)).toEqual(['2028-01-31', '2028-02-29']);
    expect(ok(amortise(terms({ firstDueDate: '2026-11-30', count: 3 }))).rows.map((r) => r.dueDate)).toEqual(['2026-11-30', '2026-12-30', '2027-01-30']);
  });

  it('refuses a count of zero or less, a negative rate, a down payment at or above the total', () => {
    expect(amortise(terms({ count: 0 }))).toEqual({ error: 'invalid_count' });
    expect(amortise(terms({ count: -3 }))).toEqual({ error: 'invalid_count' });
    expect(amortise(terms({ count: 2.5 }))).toEqual({ error: 'invalid_count' });
    expect(amortise(terms({ count: 361 }))).toEqual({ error: 'invalid_count' });
    expect(amortise(terms({ annualRate: '-1' }))).toEqual({ error: 'invalid_rate' });
    expect(amortise(terms({ annualRate: '101' }))).toEqual({ error: 'invalid_rate' });
    expect(amortise(terms({ annualRate: 'abc' }))).toEqual({ error: 'invalid_rate' });
    expect(amortise(terms({ downPayment: '10001' }))).toEqual({ error: 'down_payment_exceeds_total' });
    expect(amortise(terms({ downPayment: '10000' }))).toEqual({ error: 'down_payment_exceeds_total' });
    expect(amortise(terms({ total: '0' }))).toEqual({ error: 'invalid_total' });
  });
});

const amountIn = (minor: number, currency: CurrencyCode) => fromMinorUnits(BigInt(minor), currency);

describe('amortise: properties (fixed seed)', () => {
  const currencies = fc.constantFrom<CurrencyCode>('KWD', 'SAR', 'QAR');
  const rate = fc.integer({ min: 0, max: 2500 }).map((bp) => (bp / 100).toFixed(2));
  const start = fc.integer({ min: 0, max: 3650 }).map((d) => new Date(Date.UTC(2024, 0, 1) + d * 86_400_000).toISOString().slice(0, 10));

  it('principal sums to the financed amount, payments to principal plus interest, balances never negative', () => {
    fc.assert(
      fc.property(currencies, fc.integer({ min: 1, max: 50_000_000 }), fc.integer({ min: 0, max: 99 }), fc.integer({ min: 1, max: 120 }), rate, start, (currency, minor, downPct, count, annualRate, firstDueDate) => {
        const total = amountIn(minor, currency);
        const down = amountIn(Math.floor((minor * downPct) / 100), currency);
        const s = ok(amortise({ total, downPayment: down, count, annualRate, firstDueDate, currency }));
        expect(s.rows).toHaveLength(count);
        expect(compareMoney(sumMoney(s.rows.map((r) => r.principal)), s.financed)).toBe(0);
        expect(compareMoney(addMoney(s.financed, down), total)).toBe(0);
        expect(compareMoney(sumMoney(s.rows.map((r) => r.payment)), s.totalPayable)).toBe(0);
        expect(compareMoney(sumMoney(s.rows.map((r) => r.interest)), s.totalInterest)).toBe(0);
        s.rows.forEach((r, i) => {
          expect(compareMoney(addMoney(r.principal, r.interest), r.payment)).toBe(0);
          expect(compareMoney(r.principal, '0')).toBeGreaterThanOrEqual(0);
          expect(compareMoney(r.interest, '0')).toBeGreaterThanOrEqual(0);
          expect(compareMoney(r.balanceAfter, '0')).toBeGreaterThanOrEqual(0);
          expect(r.dueDate).toBe(addMonths(firstDueDate, i));
          // Every instalment but the last is the level payment.
          if (i < count - 1 && compareMoney(r.balanceAfter, '0') > 0) expect(r.payment).toBe(s.monthlyPayment);
        });
        expect(compareMoney(s.rows.at(-1)!.balanceAfter, '0')).toBe(0);
        if (annualRate === '0.00') expect(compareMoney(s.totalInterest, '0')).toBe(0);
      }),
      { seed: 20261125, numRuns: 300 },
    );
  });

  it('a larger financed amount never pays less a month (same count, rate)', () => {
    fc.assert(
      fc.property(currencies, fc.integer({ min: 1000, max: 10_000_000 }), fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 1, max: 84 }), rate, (currency, minor, extra, count, annualRate) => {
        const a = ok(amortise({ total: amountIn(minor, currency), downPayment: '0', count, annualRate, firstDueDate: '2026-01-31', currency }));
        const b = ok(amortise({ total: amountIn(minor + extra, currency), downPayment: '0', count, annualRate, firstDueDate: '2026-01-31', currency }));
        expect(compareMoney(b.monthlyPayment, a.monthlyPayment)).toBeGreaterThanOrEqual(0);
      }),
      { seed: 20261126, numRuns: 200 },
    );
  });
});
