import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromMinorUnits } from '../money';
import { parseCsv } from './csv';
import { guessMapping, readStatement, readStatementAmount, readStatementDate } from './statement';

describe('statement files', () => {
  it('reads quoted CSV cells, semicolons and a byte-order mark, keeping row numbers', () => {
    expect(parseCsv('\uFEFFDate,Description,Amount\r\n2026-11-01,"Rent, office",-250.500\n\n03/11/2026,"He said ""hi""",100\n')).toEqual([
      ['Date', 'Description', 'Amount'],
      ['2026-11-01', 'Rent, office', '-250.500'],
      [''],
      ['03/11/2026', 'He said "hi"', '100'],
    ]);
    expect(parseCsv('a;b\n1;2')).toEqual([['a', 'b'], ['1', '2']]);
  });

  it('reads dates day first by default, ISO, Arabic-Indic digits; refuses impossible days', () => {
    expect(readStatementDate('2026-11-03')).toBe('2026-11-03');
    expect(readStatementDate('03/11/2026')).toBe('2026-11-03');
    expect(readStatementDate('03/11/2026', 'mdy')).toBe('2026-03-11');
    expect(readStatementDate('٠٣/١١/٢٠٢٦')).toBe('2026-11-03');
    expect(readStatementDate('31/11/2026')).toBeNull();
    expect(readStatementDate('yesterday')).toBeNull();
  });

  it('reads amounts as banks print them, exactly, refusing extra decimals', () => {
    expect(readStatementAmount('1,250.500', 'KWD')).toBe('1250.500');
    expect(readStatementAmount('(75.25)', 'SAR')).toBe('-75.25');
    expect(readStatementAmount('75.25-', 'SAR')).toBe('-75.25');
    expect(readStatementAmount('KWD 12', 'KWD')).toBe('12.000');
    expect(readStatementAmount('', 'KWD')).toBeNull();
    expect(readStatementAmount('12.5.1', 'KWD')).toBe('invalid');
    expect(readStatementAmount('10.005', 'SAR')).toBe('invalid');
    expect(readStatementAmount('abc', 'SAR')).toBe('invalid');
  });

  it('names each malformed row by its number in the file and its reason', () => {
    const grid = parseCsv('Date,Details,Ref,Debit,Credit\n2026-11-01,Deposit,R1,,500\n2026-13-01,Bad date,R2,,5\n2026-11-02,Charge,R3,2.500,\n2026-11-02,Both,R4,1,1\n2026-11-03,None,R5,,\n2026-11-03,Text,R6,x,');
    const mapping = guessMapping(grid[0]!);
    expect(mapping).toMatchObject({ date: 0, description: 1, reference: 2, amount: null, debit: 3, credit: 4, headerRow: true });
    const read = readStatement(grid, mapping, 'KWD');
    expect(read.rows).toEqual([
      { row: 2, date: '2026-11-01', description: 'Deposit', reference: 'R1', amount: '500.000' },
      { row: 4, date: '2026-11-02', description: 'Charge', reference: 'R3', amount: '-2.500' },
    ]);
    expect(read.errors).toEqual([
      { row: 3, code: 'statement_invalid_date' },
      { row: 5, code: 'statement_amount_both' },
      { row: 6, code: 'statement_amount_missing' },
      { row: 7, code: 'statement_invalid_amount' },
    ]);
  });

  it('a signed amount column keeps its sign (property: any amount in minor units round-trips)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }).filter((n) => n !== 0n), (units) => {
        const neg = units < 0n;
        const abs = (neg ? -units : units).toString().padStart(4, '0');
        const text = `${neg ? '-' : ''}${abs.slice(0, -3)}.${abs.slice(-3)}`;
        const read = readStatement([['2026-01-01', text]], { date: 0, amount: 1, headerRow: false }, 'KWD');
        expect(read.errors).toEqual([]);
        expect(read.rows[0]!.amount).toBe(fromMinorUnits(units, 'KWD'));
      }),
    );
  });
});
