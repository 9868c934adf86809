import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addMoney, compareMoney, fromMinorUnits, sumMoney } from '../money';
import { amortise } from './amortisation';
import { agreementTotals, allocatePayment, fullyPaid, instalmentState, type Instalment } from './instalments';

const row = (sequence: number, dueDate: string, principal: string, interest: string, principalPaid = '0.000', interestPaid = '0.000'): Instalment => ({ sequence, dueDate, principal, interest, principalPaid, interestPaid });
const rows = [row(1, '2026-09-30', '90.000', '10.000'), row(2, '2026-10-30', '91.000', '9.000'), row(3, '2026-11-30', '92.000', '8.000')];

describe('allocatePayment', () => {
  it('pays the oldest instalment first, its interest before its principal', () => {
    expect(allocatePayment(rows, '150', 'KWD')).toEqual([
      { sequence: 1, interest: '10.000', principal: '90.000' },
      { sequence: 2, interest: '9.000', principal: '41.000' },
    ]);
    expect(allocatePayment(rows, '4', 'KWD')).toEqual([{ sequence: 1, interest: '4.000', principal: '0.000' }]);
  });
  it('continues where an earlier partial payment stopped', () => {
    const partly = [row(1, '2026-09-30', '90.000', '10.000', '20.000', '10.000'), ...rows.slice(1)];
    expect(allocatePayment(partly, '80', 'KWD')).toEqual([
      { sequence: 1, interest: '0.000', principal: '70.000' },
      { sequence: 2, interest: '9.000', principal: '1.000' },
    ]);
  });
  it('refuses more than is owed and nothing', () => {
    expect(allocatePayment(rows, '300.001', 'KWD')).toEqual({ error: 'exceeds_balance' });
    expect(allocatePayment(rows, '0', 'KWD')).toEqual({ error: 'invalid_amount' });
  });
  it('any payment up to the balance is split exactly (fixed seed)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 300_000 }), (minor) => {
        const amount = fromMinorUnits(BigInt(minor), 'KWD');
        const split = allocatePayment(rows, amount, 'KWD');
        if ('error' in split) throw new Error(split.error);
        expect(compareMoney(sumMoney(split.flatMap((a) => [a.principal, a.interest])), amount)).toBe(0);
        expect(split.map((a) => a.sequence)).toEqual(split.map((_, i) => i + 1));
      }),
      { seed: 20261125, numRuns: 200 },
    );
  });
});

describe('states and totals against a given today', () => {
  it('overdue once the due date is past and something is unpaid; paid when settled; partial before the due date', () => {
    expect(instalmentState(rows[0]!, '2026-10-01')).toBe('overdue');
    expect(instalmentState(rows[0]!, '2026-09-30')).toBe('due');
    expect(instalmentState(row(1, '2026-09-30', '90.000', '10.000', '90.000', '10.000'), '2027-01-01')).toBe('paid');
    expect(instalmentState(row(2, '2026-12-30', '90.000', '10.000', '0.000', '5.000'), '2026-12-01')).toBe('partial');
  });
  it('totals: paid, remaining principal, overdue and the next instalment', () => {
    const partly = [row(1, '2026-09-30', '90.000', '10.000', '90.000', '10.000'), row(2, '2026-10-30', '91.000', '9.000', '1.000', '9.000'), rows[2]!];
    const t = agreementTotals(partly, '2026-11-25');
    expect(t).toEqual({
      paid: '110.000',
      principalPaid: '91.000',
      interestPaid: '19.000',
      remainingPrincipal: '182.000',
      remaining: '190.000',
      overdue: '90.000',
      overdueCount: 1,
      next: { sequence: 2, dueDate: '2026-10-30', amount: '90.000' },
    });
    expect(fullyPaid(partly)).toBe(false);
  });
  it('paying a whole schedule instalment by instalment completes it', () => {
    const s = amortise({ total: '5000', downPayment: '1000', count: 6, annualRate: '4.5', firstDueDate: '2026-01-31', currency: 'KWD' });
    if ('error' in s) throw new Error(s.error);
    let state: Instalment[] = s.rows.map((r) => row(r.sequence, r.dueDate, r.principal, r.interest));
    for (const r of s.rows) {
      const split = allocatePayment(state, r.payment, 'KWD');
      if ('error' in split) throw new Error(split.error);
      state = state.map((x) => {
        const a = split.find((y) => y.sequence === x.sequence);
        return a ? { ...x, principalPaid: addMoney(x.principalPaid, a.principal), interestPaid: addMoney(x.interestPaid, a.interest) } : x;
      });
    }
    expect(fullyPaid(state)).toBe(true);
    expect(agreementTotals(state, '2027-01-01')).toMatchObject({ remainingPrincipal: '0.000', remaining: '0.000', next: null, principalPaid: '4000.000' });
  });
});
