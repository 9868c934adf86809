// Each country's wage protection file from one worked month: the layout its regulator publishes
// (decision 059), the totals equal to what is paid, and nothing made while a detail is missing.
import { describe, expect, it } from 'vitest';
import { wpsFile, type WpsEmployee, type WpsEmployer, type WpsRun } from './wps';

const base = {
  method: 'bank_transfer' as const,
  housing: '0',
  transport: '0',
  overtime: '0',
  overtimeHours: '0',
  additions: '0',
  socialInsurance: '0',
  deductionLabels: [] as string[],
  periodStart: '2025-03-01',
  periodEnd: '2025-03-31',
  paidDays: 21,
  unpaidLeaveDays: 0,
};
const run = (currency: WpsRun['currency']): WpsRun => ({ month: '2025-03', currency, createdAt: '2025-04-01T09:05:07', valueDate: '2025-04-02' });
const lines = (content: string) => content.trimEnd().split('\r\n');

describe('UAE SIF', () => {
  // Layla: 4,000 basic + 1,500 housing + 500 transport, 300 overtime, 2 days unpaid leave
  // (deducted 387.10): net 5,912.90, of which 300 is variable. Omar, hired on the 16th: 2,000.
  const layla: WpsEmployee = { ...base, employeeNumber: 'EMP-001', nameAr: 'ليلى', nameEn: 'Layla Hassan', personId: '12345678901234', bankCode: '803320101', iban: 'AE07 0331 2345 6789 0123 456', net: '5912.90', gross: '6300.00', deductions: '387.10', basic: '4000.00', housing: '1500.00', transport: '500.00', overtime: '300.00', overtimeHours: '12.5', unpaidLeaveDays: 2, paidDays: 19 };
  const omar: WpsEmployee = { ...base, employeeNumber: 'EMP-002', nameAr: 'عمر', nameEn: 'Omar Ali', personId: '98765432', bankCode: '302620122', iban: 'AE070331234567890123456', net: '2000.00', gross: '2000.00', deductions: '0', basic: '2000.00', periodStart: '2025-03-16', paidDays: 11 };
  const cash: WpsEmployee = { ...omar, employeeNumber: 'EMP-003', method: 'cash', personId: null, iban: null };
  const employer: WpsEmployer = { employerId: '1234567', payerId: null, payerBank: '302620122', payerAccount: null };

  it('writes an EDR per employee, an EVP beside variable pay, and the SCR with the total last', () => {
    const file = wpsFile('uae_sif', [omar, layla, cash], employer, run('AED'));
    expect(file).toMatchObject({ ok: true, count: 2, total: '7912.90', filename: '0000001234567250401090507.SIF' });
    if (!file.ok) return;
    expect(lines(file.content)).toEqual([
      'EDR,12345678901234,803320101,AE070331234567890123456,2025-03-01,2025-03-31,31,5612.90,300.00,2',
      'EVP,12345678901234,803320101,0.00,0.00,0.00,0.00,300.00,0.00,0.00',
      'EDR,00000098765432,302620122,AE070331234567890123456,2025-03-16,2025-03-31,16,2000.00,0.00,0',
      'SCR,0000001234567,302620122,2025-04-01,0905,032025,2,7912.90,AED,SALARIES 03/2025',
    ]);
  });

  it('names the employer field and each employee detail that is missing, making no file', () => {
    expect(wpsFile('uae_sif', [layla], { ...employer, payerBank: '30262' }, run('AED'))).toEqual({ ok: false, reason: 'employer', fields: { wpsPayerBank: 'payroll_wps_routing_code' } });
    const file = wpsFile('uae_sif', [layla, { ...omar, personId: null, bankCode: 'ENBD', iban: 'AE070331234567890123457' }], employer, run('AED'));
    expect(file).toEqual({ ok: false, reason: 'employees', employees: [{ employeeNumber: 'EMP-002', nameAr: 'عمر', nameEn: 'Omar Ali', problems: ['payroll_wps_person_ae', 'payroll_wps_routing_code', 'payroll_iban_invalid'] }] });
  });

  it('is made only in dirhams', () => {
    expect(wpsFile('uae_sif', [layla], employer, run('USD'))).toEqual({ ok: false, reason: 'currency' });
  });
});

describe('Qatar SIF', () => {
  // Ali: 4,000 basic + 1,000 housing + 500 transport + 200 overtime (8 hours) + a 500 bonus,
  // less a 300 advance instalment: net 5,900.
  const ali: WpsEmployee = { ...base, employeeNumber: 'E7', nameAr: 'علي', nameEn: 'Ali, Hassan', personId: '28435600123', bankCode: 'dbq', iban: 'QA58DOHB00001234567890ABCDEFG', net: '5900.00', gross: '6200.00', deductions: '300.00', basic: '4000.00', housing: '1000.00', transport: '500.00', overtime: '200.00', overtimeHours: '8', additions: '500.00', deductionLabels: ['Loan LN-00001 instalment'], paidDays: 22 };
  const employer: WpsEmployer = { employerId: '1007230', payerId: null, payerBank: 'QNB', payerAccount: 'QA58 DOHB 0000 1234 5678 90AB CDEF G' };

  it('writes the header and the records under their names, the payer defaulting to the employer', () => {
    const file = wpsFile('qatar_sif', [ali], employer, run('QAR'));
    expect(file).toMatchObject({ ok: true, count: 1, total: '5900.00', filename: 'SIF_01007230_QNB_20250401_0905.csv' });
    if (!file.ok) return;
    const [header, values, names, record] = lines(file.content);
    expect(header!.split(',')).toHaveLength(11);
    expect(values).toBe('01007230,20250401,0905,01007230,,QNB,QA58DOHB00001234567890ABCDEFG,202503,5900.00,1,1');
    expect(names!.split(',')).toHaveLength(22);
    // Extra income is the bonus (6,200 − 4,000 − 1,000 − 500 − 200); a deduction gives reason 99 with its name.
    expect(record).toBe('000001,28435600123,,Ali Hassan,DBQ,QA58DOHB00001234567890ABCDEFG,M,22,5900.00,4000.00,8.00,500.00,300.00,,Loan LN-00001 instalment,1000.00,0.00,500.00,200.00,99,,');
  });

  it('writes the earlier layout for a bank that still takes it: no SIF version, 15 columns, extra income all beyond the basic', () => {
    const file = wpsFile('qatar_sif', [ali], { ...employer, legacyLayout: true }, run('QAR'));
    if (!file.ok) throw new Error('no file');
    const [header, values, names, record] = lines(file.content);
    expect([header!.split(',').length, names!.split(',').length]).toEqual([10, 15]);
    expect(values).toBe('01007230,20250401,0905,01007230,,QNB,QA58DOHB00001234567890ABCDEFG,202503,5900.00,1');
    expect(record).toBe('000001,28435600123,,Ali Hassan,DBQ,QA58DOHB00001234567890ABCDEFG,M,22,5900.00,4000.00,8.00,2200.00,300.00,,Loan LN-00001 instalment');
  });

  it('wants an 11-digit QID and the payer’s IBAN', () => {
    expect(wpsFile('qatar_sif', [ali], { ...employer, payerAccount: 'QA00DOHB00001234567890ABCDEFG' }, run('QAR'))).toEqual({ ok: false, reason: 'employer', fields: { wpsPayerAccount: 'payroll_wps_payer_iban' } });
    expect(wpsFile('qatar_sif', [{ ...ali, personId: '2843560' }], employer, run('QAR'))).toMatchObject({ ok: false, employees: [{ problems: ['payroll_wps_person_qa'] }] });
  });
});

describe('Oman WPS', () => {
  // Salim, Omani: 350 basic + 100 housing, old-age 7.5 % and job security 0.5 % of 450 (36 in
  // all) and a 10 fine: net 404.
  const salim: WpsEmployee = { ...base, employeeNumber: 'E1', nameAr: 'سالم', nameEn: 'Salim Al Harthi', personId: '12345678', bankCode: 'BMUSOMRX', iban: 'OM810180000001299123456', net: '404.000', gross: '450.000', deductions: '46.000', basic: '350.000', housing: '100.000', socialInsurance: '36.000', paidDays: 21 };

  it('writes the employer block and a civil-id row with social security apart from the other deductions', () => {
    const file = wpsFile('oman_wps', [salim], { employerId: '1046750', payerId: null, payerBank: 'BMCT', payerAccount: '0468065008020018' }, run('OMR'));
    expect(file).toMatchObject({ ok: true, filename: 'SIF_1046750_BMCT_20250401_001.csv', total: '404.000' });
    if (!file.ok) return;
    const [, values, , row] = lines(file.content);
    expect(values).toBe('1046750,1046750,BMCT,0468065008020018,2025,03,404.000,1,Salary');
    expect(row).toBe('C,12345678,E1,Salim Al Harthi,BMUSOMRX,OM810180000001299123456,M,21,404.000,350.000,0.00,100.000,10.000,36.000,');
  });

  it('wants the employee bank’s BIC', () => {
    expect(wpsFile('oman_wps', [{ ...salim, bankCode: 'BMCT' }], { employerId: '1046750', payerId: null, payerBank: 'BMCT', payerAccount: '0468065008020018' }, run('OMR'))).toMatchObject({ ok: false, employees: [{ problems: ['payroll_wps_bic'] }] });
  });
});

describe('Saudi wages file', () => {
  // Omar, not Saudi: 4,000 basic + 1,000 housing + 1,000 transport, less a 250 loan instalment:
  // net 5,750; the transport is among the other earnings.
  const omar: WpsEmployee = { ...base, employeeNumber: 'E9', nameAr: 'عمر', nameEn: 'Omar Farouk', personId: '2123456789', bankCode: 'RJHI', iban: 'SA0380000000608010167519', net: '5750.00', gross: '6000.00', deductions: '250.00', basic: '4000.00', housing: '1000.00', transport: '1000.00' };

  it('writes tab-separated tagged blocks that balance (net = basic + housing + other − deductions) and ends with "-"', () => {
    const file = wpsFile('saudi_mudad', [omar], { employerId: '7-1234567', payerId: '1234567890', payerBank: 'RJHI', payerAccount: 'SA0380000000608010167519' }, run('SAR'));
    expect(file).toMatchObject({ ok: true, filename: 'PAY202503010905.txt', total: '5750.00' });
    if (!file.ok) return;
    expect(lines(file.content).map((l) => l.split('\t'))).toEqual([
      ['[DEST-ID]', '[ESTB-ID]', '[BANK-ACC]', '[32A-CCY]', '[32A-VAL]', '[32A-AMT]', '[D-DATE]', '[FILE-REF]', '[FILE-REJCDE]', '[MOL-ESTBID]'],
      ['RJHI', '1234567890', 'SA0380000000608010167519', 'SAR', '20250402', '5750.00', '', 'PAY202503010905', '', '7-1234567'],
      ['[32B-AMT]', '[59-ACC]', '[59-NAME]', '[57-BANK]', '[70-DET]', '[RET-CODE]', '[MOL-BAS]', '[MOL-HAL]', '[MOL-OEA]', '[MOL-DED]', '[MOL-ID]', '[TRN-REF]', '[TRN-STATUS]', '[TRN-DATE]'],
      ['5750.00', 'SA0380000000608010167519', 'Omar Farouk', 'RJHI', 'SALARY 2025-03', '', '4000.00', '1000.00', '1000.00', '250.00', '2123456789', '', '', ''],
      ['-'],
    ]);
  });

  it('wants the bank establishment id and a national id or iqama', () => {
    expect(wpsFile('saudi_mudad', [omar], { employerId: '7-1234567', payerId: null, payerBank: 'RJHI', payerAccount: 'SA0380000000608010167519' }, run('SAR'))).toEqual({ ok: false, reason: 'employer', fields: { wpsPayerId: 'payroll_wps_bank_establishment' } });
    expect(wpsFile('saudi_mudad', [{ ...omar, personId: '3123456789' }], { employerId: '7-1234567', payerId: '1234567890', payerBank: 'RJHI', payerAccount: 'SA0380000000608010167519' }, run('SAR'))).toMatchObject({ ok: false, employees: [{ problems: ['payroll_wps_person_sa'] }] });
  });
});
