import { describe, expect, it } from 'vitest';
import { checkEntry, entryTotals, lineSide, mirrorLines, signedBalance } from './entries';

describe('a line', () => {
  it('has exactly one positive side', () => {
    expect(lineSide({ debit: '5', credit: null }, 'KWD')).toEqual({ ok: true, side: 'debit', amount: '5.000' });
    expect(lineSide({ debit: '0', credit: '2.5' }, 'SAR')).toEqual({ ok: true, side: 'credit', amount: '2.50' });
    expect(lineSide({ debit: '5', credit: '5' }, 'KWD')).toEqual({ ok: false, problem: 'one_side_only' });
    expect(lineSide({ debit: '0', credit: '0' }, 'KWD')).toEqual({ ok: false, problem: 'amount_required' });
    expect(lineSide({}, 'KWD')).toEqual({ ok: false, problem: 'amount_required' });
    expect(lineSide({ debit: '-5' }, 'KWD')).toEqual({ ok: false, problem: 'invalid_amount' });
    expect(lineSide({ debit: '1e3' }, 'KWD')).toEqual({ ok: false, problem: 'invalid_amount' });
  });

  it('is refused when finer than the currency’s smallest unit, not rounded', () => {
    expect(lineSide({ debit: '10.0005' }, 'KWD')).toEqual({ ok: false, problem: 'amount_precision' });
    expect(lineSide({ debit: '10.5' }, 'QAR')).toEqual({ ok: false, problem: 'amount_precision' });
    expect(lineSide({ debit: '10.001' }, 'SAR')).toEqual({ ok: false, problem: 'amount_precision' });
    expect(lineSide({ debit: '10.5000' }, 'KWD')).toEqual({ ok: true, side: 'debit', amount: '10.500' });
    expect(lineSide({ credit: '7.00' }, 'QAR')).toEqual({ ok: true, side: 'credit', amount: '7' });
  });
});

describe('an entry', () => {
  it('balances only when debits equal credits exactly in the smallest unit (KWD 0.001)', () => {
    expect(checkEntry([{ debit: '10.001' }, { credit: '10' }], 'KWD')).toEqual({ ok: false, problem: 'unbalanced', debit: '10.001', credit: '10.000', difference: '0.001' });
    const ok = checkEntry<{ debit?: string; credit?: string }>([{ debit: '10.001' }, { credit: '5' }, { credit: '5.001' }], 'KWD');
    expect(ok).toMatchObject({ ok: true, total: '10.001' });
    if (ok.ok) expect(ok.lines.map((l) => [l.debit, l.credit])).toEqual([['10.001', '0.000'], ['0.000', '5.000'], ['0.000', '5.001']]);
  });

  it('uses whole riyals in QAR and halalas in SAR', () => {
    expect(checkEntry([{ debit: '100' }, { credit: '99' }], 'QAR')).toMatchObject({ ok: false, problem: 'unbalanced', difference: '1' });
    expect(checkEntry([{ debit: '100' }, { credit: '100' }], 'QAR')).toMatchObject({ ok: true, total: '100' });
    expect(checkEntry([{ debit: '0.10' }, { debit: '0.20' }, { credit: '0.30' }], 'SAR')).toMatchObject({ ok: true, total: '0.30' });
    expect(checkEntry([{ debit: '0.10' }, { credit: '0.11' }], 'SAR')).toMatchObject({ ok: false, difference: '-0.01' });
  });

  it('needs two lines and names the first invalid line', () => {
    expect(checkEntry([{ debit: '1' }], 'KWD')).toEqual({ ok: false, problem: 'too_few_lines' });
    expect(checkEntry([{ debit: '1' }, { debit: '1', credit: '1' }], 'KWD')).toEqual({ ok: false, problem: 'line_invalid', index: 1, line: 'one_side_only' });
  });

  it('totals exactly, whatever the scales', () => {
    expect(entryTotals([{ debit: '0.1' }, { debit: '0.2' }, { credit: '0.300' }], 'KWD')).toEqual({ debit: '0.300', credit: '0.300', difference: '0.000' });
  });
});

describe('a reversal', () => {
  it('mirrors every line and cancels the entry', () => {
    const lines = [{ account: 'a', debit: '3.000', credit: '0.000' }, { account: 'b', debit: '0.000', credit: '3.000' }];
    const mirror = mirrorLines(lines);
    expect(mirror).toEqual([{ account: 'a', debit: '0.000', credit: '3.000' }, { account: 'b', debit: '3.000', credit: '0.000' }]);
    expect(mirrorLines(mirror)).toEqual(lines);
    const net = (account: string) => [...lines, ...mirror].filter((l) => l.account === account).reduce((s, l) => s + Number(signedBalance(l.debit, l.credit, 'KWD')), 0);
    expect(net('a')).toBe(0);
    expect(net('b')).toBe(0);
  });
});
