// Rental money rules, exact in KWD (3 decimals) and QAR (0 decimals).
import { describe, expect, it } from 'vitest';
import { multiplyMoney } from '../money';
import { paymentSchedule, quoteTotals, returnCharges, type ReturnTerms } from './charges';

const start = new Date('2026-11-01T10:00:00Z');
const terms: ReturnTerms = {
  startAt: start,
  plannedEndAt: new Date('2026-11-04T10:00:00Z'),
  returnedAt: new Date('2026-11-04T10:00:00Z'),
  handoverOdometer: 10_000,
  returnOdometer: 10_600,
  kmAllowancePerDay: 250,
  extraKmRate: '0.075',
  lateGraceMinutes: 60,
  lateHourRate: '4.500',
  dailyRate: '15.750',
  handoverFuel: 8,
  returnFuel: 8,
  fuelChargePerEighth: '1.250',
  damages: [],
};

describe('return charges', () => {
  it('charges nothing for an on-time return within the allowance', () => {
    const r = returnCharges(terms, 'KWD');
    expect(r).toMatchObject({ ok: true, total: '0.000', lines: [], kmDriven: 600, kmAllowed: 750 });
  });

  it('charges the kilometres over the allowance exactly in KWD', () => {
    const r = returnCharges({ ...terms, returnOdometer: 10_913 }, 'KWD');
    expect(r.ok && r.lines).toEqual([{ code: 'extra_km', description: expect.any(String), quantity: '163', unitPrice: '0.075', total: '12.225' }]);
    expect(r.ok && r.total).toBe('12.225');
  });

  it('forgives the grace period, then charges late hours capped at a day, then whole days', () => {
    const within = returnCharges({ ...terms, returnedAt: new Date('2026-11-04T10:59:00Z') }, 'KWD');
    expect(within.ok && within.total).toBe('0.000');
    const twoHours = returnCharges({ ...terms, returnedAt: new Date('2026-11-04T12:30:00Z') }, 'KWD');
    expect(twoHours.ok && twoHours.lines[0]).toMatchObject({ code: 'late', quantity: '2', total: '9.000' });
    const tenHours = returnCharges({ ...terms, returnedAt: new Date('2026-11-04T21:00:00Z') }, 'KWD');
    expect(tenHours.ok && tenHours.lines[0]!.total).toBe('15.750'); // 10 h × 4.5 capped at the daily rate
    const dayAndTwo = returnCharges({ ...terms, returnedAt: new Date('2026-11-05T13:00:00Z') }, 'KWD');
    expect(dayAndTwo.ok && dayAndTwo.lines[0]).toMatchObject({ quantity: '26', total: '24.750' });
  });

  it('adds the allowance of late days before charging kilometres', () => {
    const r = returnCharges({ ...terms, returnedAt: new Date('2026-11-05T13:00:00Z'), returnOdometer: 11_200 }, 'KWD');
    // 3 planned + 1 late day + part day = 5 days × 250 km = 1250 allowed; 1200 driven.
    expect(r.ok && r.lines.map((l) => l.code)).toEqual(['late']);
  });

  it('charges missing fuel by the eighth and each damage, rounding QAR to whole riyals', () => {
    const r = returnCharges(
      { ...terms, extraKmRate: '0.5', returnOdometer: 10_800, lateHourRate: '40', dailyRate: '180', returnFuel: 5, fuelChargePerEighth: '12.5', damages: [{ description: 'خدش الباب الخلفي', amount: '250.4' }] },
      'QAR',
    );
    expect(r.ok && r.lines.map((l) => [l.code, l.total])).toEqual([
      ['extra_km', '25'],
      ['fuel', '38'],
      ['damage', '250'],
    ]);
    expect(r.ok && r.total).toBe('313');
  });

  it('refuses an odometer that went backwards', () => {
    expect(returnCharges({ ...terms, returnOdometer: 9_999 }, 'KWD')).toEqual({ ok: false, error: 'odometer_backwards' });
  });

  it('treats an allowance of 0 as unlimited kilometres', () => {
    const r = returnCharges({ ...terms, kmAllowancePerDay: 0, returnOdometer: 50_000 }, 'KWD');
    expect(r.ok && r.total).toBe('0.000');
  });
});

describe('quotation totals and schedules', () => {
  it('totals rate × duration plus extras minus the discount', () => {
    expect(quoteTotals({ rate: '15.750', duration: 7, extras: [{ amount: '5' }, { amount: '2.125' }], discount: '10' }, 'KWD')).toEqual({ subtotal: '117.375', discount: '10.000', total: '107.375' });
    expect(quoteTotals({ rate: '180', duration: 3, extras: [], discount: '600' }, 'QAR')).toEqual({ error: 'discount_exceeds_total' });
  });

  it('splits a monthly contract into month-by-month instalments on calendar dates', () => {
    const s = paymentSchedule(new Date('2026-01-31T09:00:00Z'), 'month', 3, '320.5', 'KWD');
    expect(s.map((i) => [i.sequence, i.dueDate.toISOString().slice(0, 10), i.amount])).toEqual([
      [1, '2026-01-31', '320.500'],
      [2, '2026-02-28', '320.500'],
      [3, '2026-03-31', '320.500'],
    ]);
    expect(paymentSchedule(start, 'week', 2, '90', 'QAR')).toEqual([{ sequence: 1, dueDate: start, amount: '180' }]);
  });

  it('multiplies money exactly without floats', () => {
    expect(multiplyMoney('0.1', 3, 'KWD')).toBe('0.300');
    expect(multiplyMoney('19.995', '0.05', 'KWD')).toBe('1.000');
    expect(multiplyMoney('1000000000000.125', 12, 'KWD')).toBe('12000000000001.500');
  });
});
