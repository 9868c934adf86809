import { describe, expect, it } from 'vitest';
import { bankTransferFile, type BankFileRow } from './bank-file';

const row = (over: Partial<BankFileRow>): BankFileRow => ({ employeeNumber: 'EMP0001', nameAr: 'أحمد', nameEn: 'Ahmad', bankName: 'NBK', iban: 'KW81CBKU0000000000001234560101', net: '1006.480', method: 'bank_transfer', ...over });

describe('the bank transfer file of a run', () => {
  it('lists the employees paid by transfer, in number order, with the total; cash and zero pay are left out', () => {
    const file = bankTransferFile(
      [
        row({ employeeNumber: 'EMP0002', nameAr: 'بسمة، المالكي', nameEn: 'Basma "B" Al-Malki', iban: 'kw81 cbku 0000 0000 0000 1234 5601 01', net: '521.818' }),
        row({}),
        row({ employeeNumber: 'EMP0003', method: 'cash', iban: null }),
        row({ employeeNumber: 'EMP0004', net: '0.000', iban: null }),
      ],
      { month: '2025-03', currency: 'KWD' },
    );
    expect(file.ok).toBe(true);
    if (!file.ok) return;
    expect([file.count, file.total]).toEqual([2, '1528.298']);
    const lines = file.csv.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toBe('EMP0001,أحمد,Ahmad,NBK,KW81CBKU0000000000001234560101,1006.480,KWD,SAL 2025-03 EMP0001');
    expect(lines[2]).toBe('EMP0002,بسمة، المالكي,"Basma ""B"" Al-Malki",NBK,KW81CBKU0000000000001234560101,521.818,KWD,SAL 2025-03 EMP0002');
  });

  it('names every employee whose IBAN is missing or wrong, and makes no file', () => {
    const file = bankTransferFile([row({ iban: null }), row({ employeeNumber: 'EMP0002', iban: 'KW81CBKU0000000000001234560102' }), row({ employeeNumber: 'EMP0003' })], { month: '2025-03', currency: 'KWD' });
    expect(file).toEqual({
      ok: false,
      problems: [
        { employeeNumber: 'EMP0001', nameAr: 'أحمد', nameEn: 'Ahmad', problem: 'payroll_iban_missing' },
        { employeeNumber: 'EMP0002', nameAr: 'أحمد', nameEn: 'Ahmad', problem: 'payroll_iban_invalid' },
      ],
    });
  });
});
