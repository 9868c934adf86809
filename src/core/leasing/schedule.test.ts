import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareMoney, sumMoney } from '../money';
import { addDays } from './calendar';
import { PAYMENT_FREQUENCIES } from './constants';
import { rentSchedule, termEnd, type Schedule } from './schedule';

const ok = (s: ReturnType<typeof rentSchedule>): Schedule => {
  if ('error' in s) throw new Error(s.error);
  return s;
};
const amounts = (s: Schedule) => s.installments.map((i) => i.amount);

describe('rent schedule', () => {
  it('a year from the 1st, monthly: twelve equal instalments due on the 1st', () => {
    const s = ok(rentSchedule({ startDate: '2026-01-01', endDate: '2026-12-31', monthlyRent: '8000', frequency: 'monthly', currency: 'QAR' }));
    expect(s.installments).toHaveLength(12);
    expect(new Set(amounts(s))).toEqual(new Set(['8000']));
    expect(s.installments.map((i) => i.dueDate)).toEqual(Array.from({ length: 12 }, (_, m) => `2026-${String(m + 1).padStart(2, '0')}-01`));
    expect(s.totalRent).toBe('96000');
    expect(s.installments.every((i) => !i.prorated)).toBe(true);
  });

  it('quarterly, semi-annual and annual periods of 3, 6 and 12 months', () => {
    for (const [frequency, count, amount] of [['quarterly', 4, '1050.000'], ['semi_annual', 2, '2100.000'], ['annual', 1, '4200.000']] as const) {
      const s = ok(rentSchedule({ startDate: '2026-03-10', endDate: termEnd('2026-03-10', 12), monthlyRent: '350', frequency, currency: 'KWD' }));
      expect(s.installments, frequency).toHaveLength(count);
      expect(new Set(amounts(s)), frequency).toEqual(new Set([amount]));
      expect(s.totalRent).toBe('4200.000');
      expect(s.installments.at(-1)!.periodEnd).toBe('2027-03-09');
    }
  });

  it('a start between payment days opens with a stub charged by its days over the billing month', () => {
    // 2026-01-20 → first payment day 2026-02-01; the billing month Jan 1 – Feb 1 has 31 days.
    const s = ok(rentSchedule({ startDate: '2026-01-20', endDate: '2027-01-19', monthlyRent: '3100', frequency: 'monthly', paymentDay: 1, currency: 'QAR' }));
    const first = s.installments[0]!;
    expect(first).toMatchObject({ periodStart: '2026-01-20', periodEnd: '2026-01-31', dueDate: '2026-01-20', amount: '1200', prorated: true });
    expect(s.installments[1]).toMatchObject({ periodStart: '2026-02-01', periodEnd: '2026-02-28', amount: '3100', prorated: false });
    // The closing period 2027-01-01 … 01-19: 19 of January's 31 days.
    expect(s.installments.at(-1)).toMatchObject({ periodStart: '2027-01-01', periodEnd: '2027-01-19', amount: '1900', prorated: true });
    expect(s.totalRent).toBe('37200');
  });

  it('a part period in KWD keeps three decimals and the instalments add up to the total exactly', () => {
    const s = ok(rentSchedule({ startDate: '2026-02-17', endDate: '2026-08-03', monthlyRent: '333.333', frequency: 'quarterly', paymentDay: 5, currency: 'KWD' }));
    expect(s.installments[0]).toMatchObject({ periodStart: '2026-02-17', periodEnd: '2026-03-04', prorated: true });
    expect(sumMoney(amounts(s))).toBe(s.totalRent);
    expect(s.installments.every((i) => /^\d+\.\d{3}$/.test(i.amount))).toBe(true);
  });

  it('a lease shorter than its first period is one stub', () => {
    const s = ok(rentSchedule({ startDate: '2026-05-10', endDate: '2026-05-25', monthlyRent: '3000', frequency: 'monthly', paymentDay: 1, currency: 'QAR' }));
    expect(s.installments).toHaveLength(1);
    expect(s.installments[0]).toMatchObject({ periodStart: '2026-05-10', periodEnd: '2026-05-25', amount: '1548' }); // 16/31 of 3,000
  });

  it('refuses an end before the start, a payment day past the 28th and a term over 30 years', () => {
    expect(rentSchedule({ startDate: '2026-05-10', endDate: '2026-05-09', monthlyRent: '1', frequency: 'monthly', currency: 'QAR' })).toEqual({ error: 'end_before_start' });
    expect(rentSchedule({ startDate: '2026-05-10', endDate: '2027-05-09', monthlyRent: '1', frequency: 'monthly', paymentDay: 31, currency: 'QAR' })).toEqual({ error: 'invalid_payment_day' });
    expect(rentSchedule({ startDate: '2026-05-10', endDate: '2056-05-10', monthlyRent: '1', frequency: 'annual', currency: 'QAR' })).toEqual({ error: 'term_too_long' });
  });

  it('a start on the 31st pays on the 1st from the next month', () => {
    const s = ok(rentSchedule({ startDate: '2026-01-31', endDate: '2027-01-30', monthlyRent: '3100', frequency: 'monthly', currency: 'QAR' }));
    expect(s.paymentDay).toBe(1);
    expect(s.installments[0]).toMatchObject({ periodEnd: '2026-01-31', amount: '100' });
  });

  // Property: for any term, frequency, payment day, rent and currency, the periods tile the
  // lease without gap or overlap, each is due on its first day, and the amounts sum to the total.
  it('tiles the lease and sums to the total exactly, in QAR, KWD and SAR (fast-check, fixed seed)', () => {
    const day = fc.integer({ min: 0, max: 3650 }).map((n) => addDays('2024-01-01', n));
    fc.assert(
      fc.property(day, fc.integer({ min: 0, max: 2000 }), fc.constantFrom(...PAYMENT_FREQUENCIES), fc.option(fc.integer({ min: 1, max: 28 }), { nil: null }), fc.integer({ min: 1, max: 99_999_999 }), fc.constantFrom('QAR', 'KWD', 'SAR') as fc.Arbitrary<'QAR' | 'KWD' | 'SAR'>, (start, length, frequency, paymentDay, minor, currency) => {
        const rent = currency === 'QAR' ? String(minor) : currency === 'KWD' ? `${Math.floor(minor / 1000)}.${String(minor % 1000).padStart(3, '0')}` : `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;
        const s = ok(rentSchedule({ startDate: start, endDate: addDays(start, length), monthlyRent: rent, frequency, paymentDay, currency }));
        expect(sumMoney(amounts(s))).toBe(sumMoney([s.totalRent]));
        expect(s.installments[0]!.periodStart).toBe(start);
        expect(s.installments.at(-1)!.periodEnd).toBe(addDays(start, length));
        s.installments.forEach((i, n) => {
          expect(i.dueDate).toBe(i.periodStart);
          expect(compareMoney(i.amount, '0')).toBeGreaterThanOrEqual(0);
          if (n > 0) expect(i.periodStart).toBe(addDays(s.installments[n - 1]!.periodEnd, 1));
        });
      }),
      { seed: 20261125, numRuns: 400 },
    );
  });
});
