import { describe, expect, it } from 'vitest';
import { isOverdue, lateFee, lateFrom, percentFactor } from './late-fees';
import { commissionOf, ownerStatementTotals } from './owner-statement';
import { rentSchedule, type Schedule } from './schedule';
import { terminationPlan } from './termination';
import { nextMaintenanceStatus } from './constants';

describe('late rent', () => {
  it('is overdue from the day after the grace days, while a balance is left', () => {
    expect(lateFrom('2026-03-01', 5)).toBe('2026-03-07');
    expect(isOverdue('2026-03-01', 5, '100', '2026-03-06')).toBe(false);
    expect(isOverdue('2026-03-01', 5, '100', '2026-03-07')).toBe(true);
    expect(isOverdue('2026-03-01', 5, '0', '2026-04-07')).toBe(false);
    expect(isOverdue('2026-03-01', 0, '1', '2026-03-02')).toBe(true);
  });

  it('charges the lease rule: fixed, a percentage of the instalment, or nothing', () => {
    expect(lateFee({ type: 'fixed', value: '250', graceDays: 5 }, '8000', 'QAR')).toBe('250');
    expect(lateFee({ type: 'percent', value: '2.5', graceDays: 5 }, '8000', 'QAR')).toBe('200');
    expect(lateFee({ type: 'percent', value: '1', graceDays: 5 }, '333.333', 'KWD')).toBe('3.333');
    expect(lateFee({ type: 'none', value: '0', graceDays: 5 }, '8000', 'QAR')).toBe('0');
    expect(percentFactor('5')).toBe('0.05');
    expect(percentFactor('12.75')).toBe('0.1275');
    expect(percentFactor('100')).toBe('1.00');
  });
});

describe('early termination', () => {
  const lease = { startDate: '2026-01-01', endDate: '2026-12-31', monthlyRent: '3100', paymentDay: 1, currency: 'QAR' as const };
  const schedule = rentSchedule({ ...lease, frequency: 'monthly' }) as Schedule;
  const state = (paidThrough: number) => schedule.installments.map((i) => ({ ...i, paid: i.sequence <= paidThrough ? i.amount : '0' }));

  it('keeps the periods before, prices the current one to the day and cancels the rest', () => {
    const plan = terminationPlan(lease, state(2), '2026-03-10');
    if (!plan.ok) throw new Error(plan.error);
    expect(plan.steps.slice(0, 4)).toEqual([
      { sequence: 1, action: 'keep' },
      { sequence: 2, action: 'keep' },
      { sequence: 3, action: 'reprice', periodEnd: '2026-03-10', amount: '1000' }, // 10 of March's 31 days
      { sequence: 4, action: 'cancel' },
    ]);
    expect(plan.steps.filter((s) => s.action === 'cancel')).toHaveLength(9);
  });

  it('keeps a paid current period whole, and refuses to cancel a later paid one', () => {
    const plan = terminationPlan(lease, state(3), '2026-03-10');
    expect(plan.ok && plan.steps[2]).toEqual({ sequence: 3, action: 'keep_paid_in_full' });
    expect(terminationPlan(lease, state(4), '2026-03-10')).toEqual({ ok: false, error: 'paid_after_termination', sequence: 4 });
    expect(terminationPlan(lease, state(0), '2026-12-31')).toEqual({ ok: false, error: 'termination_outside_lease' });
  });

  it('prices a termination inside the opening stub against the stub’s billing month', () => {
    const stubLease = { ...lease, startDate: '2026-01-20', endDate: '2027-01-19' };
    const s = rentSchedule({ ...stubLease, frequency: 'monthly' }) as Schedule;
    const plan = terminationPlan(stubLease, s.installments.map((i) => ({ ...i, paid: '0' })), '2026-01-25');
    expect(plan.ok && plan.steps[0]).toEqual({ sequence: 1, action: 'reprice', periodEnd: '2026-01-25', amount: '600' }); // 6 of 31 days
  });
});

describe('owner statement', () => {
  it('is rent collected less commission per collection, less expenses; payouts reduce what is due', () => {
    const totals = ownerStatementTotals({
      opening: '1000',
      collections: [{ amount: '8000', commissionRate: '5' }, { amount: '4500', commissionRate: '5' }, { amount: '-4500', commissionRate: '5' }, { amount: '3333', commissionRate: '7.5' }],
      expenses: ['350', '150'],
      payouts: ['6000'],
      currency: 'QAR',
    });
    // commission: 400 + 225 − 225 + 250 (249.975 rounded) = 650
    expect(totals).toEqual({ opening: '1000', collected: '11333', commission: '650', expenses: '500', net: '10183', payouts: '6000', closing: '5183' });
    expect(commissionOf({ amount: '-4500', commissionRate: '5' }, 'QAR')).toBe('-225');
  });
});

describe('maintenance moves', () => {
  it('open → assigned → in progress → completed, cancel before completion only', () => {
    expect(nextMaintenanceStatus('open', 'assign')).toBe('assigned');
    expect(nextMaintenanceStatus('assigned', 'start')).toBe('in_progress');
    expect(nextMaintenanceStatus('in_progress', 'complete')).toBe('completed');
    expect(nextMaintenanceStatus('open', 'complete')).toBeNull();
    expect(nextMaintenanceStatus('completed', 'cancel')).toBeNull();
  });
});
