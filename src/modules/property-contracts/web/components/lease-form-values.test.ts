import { describe, expect, it } from 'vitest';
import { rentSchedule, termEnd } from '../../../../core/leasing';
import { nextChequeNumber, proposeCheques, renumber } from './cheque-plan';
import { emptyLease, previewSchedule, toLeaseTerms, validateLease, wholeMonths, type LeaseValues } from './lease-form-values';
import type { Cheque, Installment } from '../api/types';

const base = (over: Partial<LeaseValues> = {}): LeaseValues => ({ ...emptyLease('2026-01-20', { propertyId: 'p', customerId: 'c' }), monthlyRent: '3100', ...over });

describe('the lease form', () => {
  it('previews what the server makes: the term’s end, the start’s payment day, the rent rounded to the currency', () => {
    const preview = previewSchedule(base({ monthlyRent: '3,100.4' }), 'QAR');
    const server = rentSchedule({ startDate: '2026-01-20', endDate: termEnd('2026-01-20', 12), monthlyRent: '3100', frequency: 'monthly', paymentDay: null, currency: 'QAR' });
    expect(preview.ok && preview.schedule).toEqual(server);
    expect(preview.ok && preview.endDate).toBe('2027-01-19');
  });

  it('previews a payment day and an end date as given, and says why it cannot', () => {
    const preview = previewSchedule(base({ termMode: 'end', endDate: '2027-01-19', paymentDay: '1', paymentFrequency: 'quarterly' }), 'KWD');
    expect(preview.ok && preview.schedule).toEqual(rentSchedule({ startDate: '2026-01-20', endDate: '2027-01-19', monthlyRent: '3100', frequency: 'quarterly', paymentDay: 1, currency: 'KWD' }));
    expect(previewSchedule(base({ monthlyRent: '' }), 'QAR')).toEqual({ ok: false, reason: 'incomplete' });
    expect(previewSchedule(base({ termMode: 'end', endDate: '2026-01-01' }), 'QAR')).toEqual({ ok: false, reason: 'end_before_start' });
    expect(previewSchedule(base({ paymentDay: '31' }), 'QAR')).toEqual({ ok: false, reason: 'invalid_payment_day' });
  });

  it('checks each field and names it', () => {
    expect(validateLease(base(), 'QAR')).toEqual({});
    expect(validateLease({ ...emptyLease('2026-01-20'), lateFeeType: 'percent', lateFeeValue: '120', paymentDay: '29', termMonths: '0', graceDays: '' }, 'QAR')).toEqual({
      propertyId: 'required',
      customerId: 'required',
      termMonths: 'invalid_months',
      monthlyRent: 'required',
      paymentDay: 'invalid_payment_day',
      graceDays: 'required',
      lateFeeValue: 'invalid_percent',
    });
    expect(validateLease(base({ termMode: 'end', endDate: '2025-12-31', securityDeposit: 'abc' }), 'QAR')).toEqual({ endDate: 'end_before_start', securityDeposit: 'invalid_amount' });
  });

  it('sends months or an end, empty amounts as zero, and VAT only when asked', () => {
    const body = toLeaseTerms(base({ securityDeposit: '٣١٠٠', lateFeeType: 'fixed', lateFeeValue: '250', taxRate: '5' }), false);
    expect(body).toMatchObject({ termMonths: 12, monthlyRent: '3100', securityDeposit: '3100', commissionAmount: '0', paymentDay: null, lateFeeValue: '250', terms: null });
    expect(body).not.toHaveProperty('endDate');
    expect(body).not.toHaveProperty('taxRate');
    expect(toLeaseTerms(base({ termMode: 'end', endDate: '2026-12-31', taxRate: '5' }), true)).toMatchObject({ endDate: '2026-12-31', taxRate: '5' });
  });

  it('reads a whole-month term back as months', () => {
    expect(wholeMonths('2026-01-20', '2027-01-19')).toBe(12);
    expect(wholeMonths('2026-01-31', termEnd('2026-01-31', 1))).toBe(1);
    expect(wholeMonths('2026-01-20', '2026-12-31')).toBeNull();
  });
});

describe('post-dated cheques', () => {
  it('count on from the first number, keeping its width and prefix', () => {
    expect([0, 1, 2].map((n) => nextChequeNumber('000981', n))).toEqual(['000981', '000982', '000983']);
    expect(nextChequeNumber('CHQ-099', 1)).toBe('CHQ-100');
    expect(nextChequeNumber('A12B', 3)).toBe('A15B');
    expect(nextChequeNumber('X', 2)).toBe('X-3');
    expect(nextChequeNumber('', 4)).toBe('');
  });

  const inst = (sequence: number, state: Installment['state'], dueDate: string, balance = '3100'): Installment => ({ id: `i${sequence}`, sequence, state, dueDate, balance, amount: '3100' }) as Installment;
  const cheque = (installmentId: string, status: Cheque['status']): Cheque => ({ id: `c-${installmentId}-${status}`, installmentId, status }) as Cheque;

  it('propose one per owed instalment without a live cheque, dated on its due day (today for one already due)', () => {
    const installments = [inst(1, 'paid', '2026-01-01'), inst(2, 'overdue', '2026-02-01', '1000'), inst(3, 'upcoming', '2026-03-01'), inst(4, 'upcoming', '2026-04-01'), inst(5, 'cancelled', '2026-05-01')];
    const rows = proposeCheques(installments, [cheque('i3', 'held'), cheque('i4', 'bounced')], '2026-02-10', '500');
    expect(rows.map((r) => [r.sequence, r.chequeNumber, r.chequeDate, r.amount])).toEqual([
      [2, '500', '2026-02-10', '1000'],
      [4, '501', '2026-04-01', '3100'],
    ]);
    expect(renumber(rows, '900', new Set(['i4'])).map((r) => r.chequeNumber)).toEqual(['900', '501']);
  });
});
