import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { alertStep, planDue } from './preventive';
import { nextWorkOrderStatus, workOrderCost } from './work-orders';

const base = { lastServiceDate: '2026-05-31', lastServiceOdometer: 40_000, odometer: 44_000, today: '2026-09-01' };

describe('preventive plan due rule', () => {
  it('every 6 months: ok, due within 30 days, due on the day, overdue the day after (month end clamps)', () => {
    const plan = { intervalKm: null, intervalMonths: 6 };
    expect(planDue(plan, base)).toMatchObject({ state: 'ok', dueDate: '2026-11-30', daysLeft: 90, dueOdometer: null, kmLeft: null });
    expect(planDue(plan, { ...base, today: '2026-10-31' })).toMatchObject({ state: 'due', daysLeft: 30 });
    expect(planDue(plan, { ...base, today: '2026-10-30' })).toMatchObject({ state: 'ok', daysLeft: 31 });
    expect(planDue(plan, { ...base, today: '2026-11-30' })).toMatchObject({ state: 'due', daysLeft: 0 });
    expect(planDue(plan, { ...base, today: '2026-12-01' })).toMatchObject({ state: 'overdue', daysLeft: -1 });
  });

  it('every 5,000 km: due from 1,000 km before, overdue past the reading', () => {
    const plan = { intervalKm: 5000, intervalMonths: null };
    expect(planDue(plan, base)).toMatchObject({ state: 'due', dueOdometer: 45_000, kmLeft: 1000, dueDate: null });
    expect(planDue(plan, { ...base, odometer: 43_999 })).toMatchObject({ state: 'ok', kmLeft: 1001 });
    expect(planDue(plan, { ...base, odometer: 45_000 })).toMatchObject({ state: 'due', kmLeft: 0 });
    expect(planDue(plan, { ...base, odometer: 45_001 })).toMatchObject({ state: 'overdue', kmLeft: -1 });
  });

  it('km and months: whichever comes first', () => {
    const plan = { intervalKm: 10_000, intervalMonths: 12 };
    expect(planDue(plan, { ...base, odometer: 50_500 }).state).toBe('overdue');
    expect(planDue(plan, { ...base, today: '2027-06-01' }).state).toBe('overdue');
    expect(planDue(plan, base).state).toBe('ok');
  });

  it('a plan without an interval is never due', () => {
    expect(planDue({ intervalKm: null, intervalMonths: null }, { ...base, odometer: 999_999, today: '2099-01-01' }).state).toBe('ok');
  });

  it('property: overdue never turns back to ok as time passes or kilometres grow (fixed seed)', () => {
    const rank = { ok: 0, due: 1, overdue: 2 };
    fc.assert(
      fc.property(
        fc.option(fc.integer({ min: 1, max: 50_000 }), { nil: null }),
        fc.option(fc.integer({ min: 1, max: 36 }), { nil: null }),
        fc.integer({ min: 0, max: 200_000 }),
        fc.integer({ min: 0, max: 2000 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 400 }),
        (intervalKm, intervalMonths, odo, day, moreKm, moreDays) => {
          const b = { lastServiceDate: '2026-01-15', lastServiceOdometer: 10_000, odometer: 10_000 + odo, today: addDaysLocal('2026-01-15', day) };
          const now = planDue({ intervalKm, intervalMonths }, b);
          const later = planDue({ intervalKm, intervalMonths }, { ...b, odometer: b.odometer + moreKm, today: addDaysLocal(b.today, moreDays) });
          expect(rank[later.state]).toBeGreaterThanOrEqual(rank[now.state]);
        },
      ),
      { seed: 1616, numRuns: 300 },
    );
  });
});

function addDaysLocal(date: string, days: number) {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

describe('alert steps before a due date', () => {
  it('30, 7 and 0 days; the nearest step reached when the job runs late', () => {
    expect(alertStep('2026-12-31', '2026-11-30')).toBe(null);
    expect(alertStep('2026-12-31', '2026-12-01')).toBe(30);
    expect(alertStep('2026-12-31', '2026-12-23')).toBe(30);
    expect(alertStep('2026-12-31', '2026-12-24')).toBe(7);
    expect(alertStep('2026-12-31', '2026-12-31')).toBe(0);
    expect(alertStep('2026-12-31', '2027-02-01')).toBe(0);
  });
});

describe('work orders', () => {
  it('moves pending → in progress → completed, or cancelled; nothing leaves completed or cancelled', () => {
    expect(nextWorkOrderStatus('pending', 'start')).toBe('in_progress');
    expect(nextWorkOrderStatus('in_progress', 'complete')).toBe('completed');
    expect(nextWorkOrderStatus('pending', 'complete')).toBe('completed');
    expect(nextWorkOrderStatus('in_progress', 'cancel')).toBe('cancelled');
    expect(nextWorkOrderStatus('in_progress', 'start')).toBe(null);
    for (const action of ['start', 'complete', 'cancel'] as const) {
      expect(nextWorkOrderStatus('completed', action)).toBe(null);
      expect(nextWorkOrderStatus('cancelled', action)).toBe(null);
    }
  });

  it('costs labour plus parts lines, with VAT at the company rate, in the currency decimals', () => {
    const parts = [
      { name: 'فلتر زيت', quantity: '1', unitPrice: '3.250' },
      { name: 'زيت محرك', quantity: '4.5', unitPrice: '2.125' },
    ];
    expect(workOrderCost({ labour: '10', parts, vatRate: '0' }, 'KWD')).toMatchObject({ partsTotal: '12.813', net: '22.813', vat: '0.000', total: '22.813' });
    expect(workOrderCost({ labour: '100', parts: [{ name: 'pads', quantity: '2', unitPrice: '45.50' }], vatRate: '5' }, 'AED')).toMatchObject({ partsTotal: '91.00', net: '191.00', vat: '9.55', total: '200.55' });
    expect(workOrderCost({ labour: '0', parts: [{ name: 'x', quantity: '3', unitPrice: '33.33' }], vatRate: '15' }, 'SAR')).toMatchObject({ net: '99.99', vat: '15.00', total: '114.99' });
  });
});
