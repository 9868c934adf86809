// A final settlement figured by hand: a Kuwait employee hired 1 January 2021, last day Thursday
// 12 November 2026 (10 of November's 22 working days), 600 basic + 150 housing + 50 transport.
import { describe, expect, it } from 'vitest';
import { finalSettlement, settlementOwedByEmployee } from './settlement';

const leaving = (reason: 'termination' | 'resignation', loans: string[] = ['120']) =>
  finalSettlement({
    payslip: { country: 'KW', currency: 'KWD', month: '2026-11', workWeek: [7, 1, 2, 3, 4], employee: { national: false, hireDate: '2021-01-01', lastDay: '2026-11-12', basic: '600', housing: '150', transport: '50' } },
    reason,
    unusedLeaveDays: '12.5',
    outstandingLoans: loans.map((amount) => ({ label: { ar: 'سلفة', en: 'Advance' }, amount })),
    includeLastMonth: true,
  });

describe('final settlement', () => {
  it('pays the last days, the gratuity and the unused leave, and takes back the loan', () => {
    const s = leaving('termination');
    expect(s.lines.map((l) => [l.code, l.amount])).toEqual([
      ['last_month', '363.636'], // 272.727 + 68.182 + 22.727 for 10 of 22 days
      ['gratuity', '3002.487'], // 2,142 days: 5 × 15 + 0.868 × 26 = 97.584 days × 800 ÷ 26
      ['leave', '384.615'], // 12.5 × 800 ÷ 26
      ['loan', '-120.000'],
    ]);
    expect(s.total).toBe('3630.738');
    expect(s.lines[1]!.source.en).toBe('5.868 years of service on 800 — Labour Law 6 of 2010, arts. 41, 51 and 53');
    expect(settlementOwedByEmployee(s)).toBeNull();
  });

  it('keeps two thirds of the gratuity for a resignation after five years', () => {
    expect(leaving('resignation').lines.find((l) => l.code === 'gratuity')!.amount).toBe('2001.658');
  });

  it('names what the employee still owes when the loans are more than the settlement', () => {
    expect(settlementOwedByEmployee(leaving('termination', ['5000']))).toBe('1249.262');
  });
});
