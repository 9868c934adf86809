import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addMoney, compareMoney, subtractMoney } from '../money';
import { billState, checkAllocations, documentTotals, dueDateOf, lineAmounts, nextPoStatus, payablesBucket, percentFactor, statementRows } from './rules';

describe('payables rules', () => {
  it('prices a line in KWD (3 decimals) and SAR (2), VAT on the rounded net', () => {
    expect(percentFactor('5')).toBe('0.0500');
    expect(percentFactor('12.5')).toBe('0.1250');
    expect(percentFactor('100')).toBe('1.0000');
    expect(lineAmounts({ quantity: '3', unitPrice: '12.345', vatRate: '5' }, 'KWD')).toEqual({ net: '37.035', vat: '1.852', total: '38.887' });
    expect(lineAmounts({ quantity: '2.5', unitPrice: '10.01', vatRate: '15' }, 'SAR')).toEqual({ net: '25.03', vat: '3.75', total: '28.78' });
    const doc = documentTotals([{ quantity: '1', unitPrice: '100', vatRate: '0' }, { quantity: '4', unitPrice: '2.5', vatRate: '5' }], 'KWD');
    expect(doc).toMatchObject({ subtotal: '110.000', vat: '0.500', total: '110.500' });
  });

  it('moves a purchase order only along its path', () => {
    expect(nextPoStatus('draft', 'approve')).toBe('approved');
    expect(nextPoStatus('approved', 'receive')).toBe('received');
    expect(nextPoStatus('billed', 'close')).toBe('closed');
    expect(nextPoStatus('approved', 'cancel')).toBe('cancelled');
    expect(nextPoStatus('received', 'cancel')).toBeNull();
    expect(nextPoStatus('draft', 'receive')).toBeNull();
    expect(nextPoStatus('closed', 'close')).toBeNull();
  });

  it('dates a bill by the vendor terms and ages it by days past due', () => {
    expect(dueDateOf('2026-01-15', 30)).toBe('2026-02-14');
    expect(dueDateOf('2026-02-20', 0)).toBe('2026-02-20');
    expect([0, -5, 1, 30, 31, 60, 61, 90, 91].map(payablesBucket)).toEqual(['current', 'current', '1_30', '1_30', '31_60', '31_60', '61_90', '61_90', '90_plus']);
  });

  it('refuses an allocation above the bill balance, a repeated or unknown bill and a zero amount', () => {
    const balances = new Map([['a', '10.000'], ['b', '5.500']]);
    expect(checkAllocations([{ billId: 'a', amount: '10' }, { billId: 'b', amount: '2.25' }], balances, 'KWD')).toEqual({ allocations: [{ billId: 'a', amount: '10.000' }, { billId: 'b', amount: '2.250' }], amount: '12.250' });
    expect(checkAllocations([{ billId: 'b', amount: '5.501' }], balances, 'KWD')).toEqual({ error: 'over_allocation', billId: 'b', balance: '5.500' });
    expect(checkAllocations([{ billId: 'a', amount: '1' }, { billId: 'a', amount: '1' }], balances, 'KWD')).toMatchObject({ error: 'duplicate_bill' });
    expect(checkAllocations([{ billId: 'x', amount: '1' }], balances, 'KWD')).toMatchObject({ error: 'unknown_bill' });
    expect(checkAllocations([{ billId: 'a', amount: '0.0001' }], balances, 'KWD')).toMatchObject({ error: 'invalid_amount' });
  });

  it('property: accepted allocations never exceed any balance and sum to the payment', () => {
    const money = fc.integer({ min: 0, max: 1_000_000 }).map((n) => (n / 1000).toFixed(3));
    fc.assert(
      fc.property(fc.array(fc.tuple(money, money), { minLength: 1, maxLength: 6 }), (pairs) => {
        const balances = new Map(pairs.map(([b], i) => [`bill${i}`, b]));
        const r = checkAllocations(pairs.map(([, a], i) => ({ billId: `bill${i}`, amount: a })), balances, 'KWD');
        if ('error' in r) return r.error === 'over_allocation' || r.error === 'invalid_amount';
        const sum = r.allocations.reduce((s, a) => addMoney(s, a.amount), '0');
        return compareMoney(sum, r.amount) === 0 && r.allocations.every((a) => compareMoney(a.amount, balances.get(a.billId)!) <= 0 && compareMoney(a.amount, '0') > 0);
      }),
    );
  });

  it('a cancelled bill reads cancelled whatever it owed; a cancellation lowers the statement but is not a payment', () => {
    expect(billState('10.000', '0.000')).toBe('open');
    expect(billState('10.000', '4.000')).toBe('partial');
    expect(billState('10.000', '10.000')).toBe('paid');
    expect(billState('10.000', '0.000', '2026-03-02')).toBe('cancelled');
    const s = statementRows(
      '5.000',
      [
        { date: '2026-03-02', kind: 'cancellation', number: 'BILL-1', reference: 'duplicate', amount: '12.500', order: 'BILL-1' },
        { date: '2026-03-01', kind: 'bill', number: 'BILL-1', reference: null, amount: '12.500', order: 'BILL-1' },
        { date: '2026-03-02', kind: 'payment', number: 'VP-1', reference: null, amount: '5.000', order: 'VP-1' },
      ],
      'KWD',
    );
    expect(s.rows.map((r) => [r.kind, r.debit, r.credit, r.balance])).toEqual([
      ['bill', '0.000', '12.500', '17.500'],
      ['cancellation', '12.500', '0.000', '5.000'],
      ['payment', '5.000', '0.000', '0.000'],
    ]);
    expect(s).toMatchObject({ billed: '12.500', paid: '5.000', closing: '0.000' });
  });

  it('property: a statement closes at opening + billed − paid, its last running balance', () => {
    const event = fc.record({ day: fc.integer({ min: 1, max: 28 }), bill: fc.boolean(), cents: fc.integer({ min: 1, max: 500_000 }) });
    fc.assert(
      fc.property(fc.integer({ min: -100_000, max: 100_000 }), fc.array(event, { maxLength: 12 }), (openingFils, events) => {
        const opening = (openingFils / 1000).toFixed(3);
        const s = statementRows(opening, events.map((e, i) => ({ date: `2026-03-${String(e.day).padStart(2, '0')}`, kind: e.bill ? 'bill' : 'payment', number: `N${i}`, reference: null, amount: (e.cents / 1000).toFixed(3), order: String(i).padStart(3, '0') })), 'KWD');
        const expected = subtractMoney(addMoney(opening, s.billed), s.paid);
        return compareMoney(s.closing, expected) === 0 && (s.rows.length === 0 || s.rows.at(-1)!.balance === s.closing);
      }),
    );
  });
});
