import { describe, expect, it } from 'vitest';
import type { Account } from '../api/books-types';
import { amountOk, emptyLine, lineProblem, parsePaste, resolveAccount, toDraftInput, totals, type FormLine } from './entry-lines';

const cash = { id: 'cash', code: '110101', nameAr: 'الصندوق', nameEn: 'Cash' } as Account;
const capital = { id: 'cap', code: '3101', nameAr: 'رأس المال', nameEn: 'Capital' } as Account;
const postable = new Map([[cash.code, cash], [capital.code, capital]]);
const line = (over: Partial<FormLine>): FormLine => ({ ...emptyLine(), ...over });

describe('journal-entry form lines', () => {
  it('totals exactly in KWD fils and QAR riyals, with the difference', () => {
    const lines = [line({ accountId: 'cash', debit: '0.1' }), line({ accountId: 'cash', debit: '0.2' }), line({ accountId: 'cap', credit: '0.3' })];
    expect(totals(lines, 'KWD')).toEqual({ debit: '0.300', credit: '0.300', difference: '0.000', balanced: true });
    expect(totals([line({ debit: '1000' }), line({ credit: '999' })], 'QAR')).toEqual({ debit: '1000', credit: '999', difference: '1', balanced: false });
  });

  it('refuses amounts finer than the currency unit and lines with both or no side', () => {
    expect(amountOk('10.005', 'KWD')).toBe(true);
    expect(amountOk('10.0005', 'KWD')).toBe(false);
    expect(amountOk('10.5', 'QAR')).toBe(false);
    expect(amountOk('-1', 'KWD')).toBe(false);
    expect(lineProblem(line({ accountId: 'cash', debit: '1', credit: '1' }), 'KWD')).toBe('sides');
    expect(lineProblem(line({ accountText: 'x' }), 'KWD')).toBe('account');
    expect(lineProblem(line({}), 'KWD')).toBeNull();
  });

  it('resolves an account by code or by its suggestion label', () => {
    expect(resolveAccount('110101', postable)?.id).toBe('cash');
    expect(resolveAccount('3101 — رأس المال', postable)?.id).toBe('cap');
    expect(resolveAccount('9999', postable)).toBeNull();
  });

  it('reads tab-separated spreadsheet rows, reporting unknown codes', () => {
    const { lines, unknown } = parsePaste('110101\t1,250.500\t\tOpening cash\r\n3101\t\t1250.500\tCapital\n9999\t1\t\t\n', postable, 'en');
    expect(lines.map((l) => [l.accountId, l.debit, l.credit, l.description])).toEqual([
      ['cash', '1250.500', '', 'Opening cash'],
      ['cap', '', '1250.500', 'Capital'],
      [null, '1', '', ''],
    ]);
    expect(unknown).toEqual(['9999']);
  });

  it('sends only filled lines, one side each', () => {
    const body = toDraftInput({ entryDate: '2026-03-01', descriptionAr: ' قيد ', descriptionEn: '', reference: '' }, [line({ accountId: 'cash', debit: '5' }), line({}), line({ accountId: 'cap', credit: '5' })]);
    expect(body).toEqual({
      entryDate: '2026-03-01', descriptionAr: 'قيد', descriptionEn: null, reference: null,
      lines: [
        { accountId: 'cash', debit: '5', credit: null, description: null, costCenterId: null, partyType: null, partyId: null },
        { accountId: 'cap', debit: null, credit: '5', description: null, costCenterId: null, partyType: null, partyId: null },
      ],
    });
  });
});
