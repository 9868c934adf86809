// A month's payslip from worked examples, figured by hand: November 2026 has 22 working days in
// a Sunday–Thursday week. Pro-rating for a joiner, unpaid leave, absence, late minutes beyond the
// grace, overtime at the country's rate, social insurance on the earned wage, a loan instalment
// that does not fit; and, for any month, the net is the earnings less the deductions.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareMoney, subtractMoney, sumMoney } from '../money';
import { calculatePayslip, type PayslipInput } from './payslip';

const SUN_THU = [7, 1, 2, 3, 4];
const base: PayslipInput = {
  country: 'KW',
  currency: 'KWD',
  month: '2026-11',
  workWeek: SUN_THU,
  employee: { national: false, hireDate: '2020-01-01', lastDay: null, basic: '600', housing: '150', transport: '50' },
};
const amounts = (p: ReturnType<typeof calculatePayslip>) => p.lines.map((l) => [l.kind, l.code, l.amount]);

describe('a month’s payslip', () => {
  it('deducts unpaid leave, absence and late minutes at the day’s and minute’s share, and pays overtime at the Kuwaiti rate', () => {
    const p = calculatePayslip({
      ...base,
      attendance: { unpaidLeaveDays: 1, absentDays: 1, lateMinutes: 75, overtimeHours: '10' },
      rules: { lateGraceMinutes: 30 },
      loanInstalments: [{ label: { ar: 'سلفة', en: 'Advance' }, amount: '50', ref: 'loan-1' }],
    });
    expect(p).toMatchObject({ workingDays: 22, employedDays: 22 });
    expect(amounts(p)).toEqual([
      ['earning', 'basic', '600.000'],
      ['earning', 'housing', '150.000'],
      ['earning', 'transport', '50.000'],
      ['deduction', 'unpaid_leave', '36.364'], // 800 ÷ 22
      ['deduction', 'absence', '36.364'],
      ['deduction', 'late', '3.409'], // 45 minutes × 800 ÷ (22 × 8 × 60)
      ['earning', 'overtime', '36.058'], // 10 × 1.25 × 600 ÷ 26 ÷ 8
      ['deduction', 'loan', '50.000'],
    ]);
    expect([p.gross, p.deductions, p.net, p.employerContributions]).toEqual(['836.058', '126.137', '709.921', '0.000']);
    // Each line says where it came from.
    expect(p.lines.find((l) => l.code === 'late')!.source.en).toBe('75 late minutes − 30 grace = 45 minutes × 1 of the minute\'s pay (800 ÷ 22 × 8 × 60)');
    expect(p.lines.find((l) => l.code === 'overtime')!.source.ar).toContain('10 ساعة × 1.25');
    expect(p.lines.find((l) => l.code === 'loan')).toMatchObject({ ref: 'loan-1' });
  });

  it('pro-rates a Kuwaiti who joined on the 15th by working days, and takes social insurance on what was earned', () => {
    const p = calculatePayslip({ ...base, employee: { national: true, hireDate: '2026-11-15', lastDay: null, basic: '1000', housing: '200', transport: '0' } });
    expect(p.employedDays).toBe(12);
    expect(amounts(p)).toEqual([
      ['earning', 'basic', '545.455'], // 1,000 × 12 ÷ 22
      ['earning', 'housing', '109.091'],
      ['deduction', 'si_pifss', '68.727'], // 10.5 % of 654.546
      ['employer', 'si_pifss', '75.273'], // 11.5 %
    ]);
    expect(p.lines[0]!.source.en).toBe('12 of 22 working days (2026-11-15 – 2026-11-30)');
    expect([p.gross, p.net, p.employerContributions]).toEqual(['654.546', '585.819', '75.273']);
  });

  it('pays a Saudi’s overtime at time and a half and takes GOSI on basic + housing', () => {
    const p = calculatePayslip({ ...base, country: 'SA', currency: 'SAR', employee: { national: true, hireDate: '2019-05-01', lastDay: null, basic: '8000', housing: '2000', transport: '1000' }, attendance: { overtimeHours: '4' } });
    expect(p.lines.find((l) => l.code === 'overtime')!.amount).toBe('200.00'); // 4 × 1.5 × 8,000 ÷ 30 ÷ 8
    expect([p.gross, p.deductions, p.net, p.employerContributions]).toEqual(['11200.00', '975.00', '10225.00', '1175.00']);
  });

  it('takes a loan instalment only as far as the pay allows and carries the rest', () => {
    const p = calculatePayslip({ ...base, employee: { ...base.employee, basic: '100', housing: '0', transport: '0' }, attendance: { unpaidLeaveDays: 20 }, loanInstalments: [{ label: { ar: 'سلفة', en: 'Advance' }, amount: '50' }] });
    expect(p.lines.find((l) => l.code === 'loan')!.amount).toBe('9.091'); // 100 − 100 × 20 ÷ 22
    expect(p.carried).toEqual([{ label: { ar: 'سلفة', en: 'Advance' }, amount: '40.909' }]);
    expect(p.net).toBe('0.000');
  });

  it('pays nothing for a month before the hire or after the last day', () => {
    expect(calculatePayslip({ ...base, employee: { ...base.employee, hireDate: '2026-12-01' } })).toMatchObject({ employedDays: 0, gross: '0.000', net: '0.000' });
    expect(calculatePayslip({ ...base, employee: { ...base.employee, lastDay: '2026-10-31' } }).lines).toEqual([]);
  });

  it('for any pay and any month: the net is earnings less deductions, and a full month of pro-rated days pays the whole salary', () => {
    const amount = fc.integer({ min: 0, max: 5_000_000 }).map((fils) => (fils / 1000).toFixed(3));
    fc.assert(
      fc.property(amount, amount, fc.integer({ min: 2020, max: 2030 }), fc.integer({ min: 1, max: 12 }), fc.boolean(), fc.integer({ min: 0, max: 5 }), (basic, housing, year, m, national, leave) => {
        const month = `${year}-${String(m).padStart(2, '0')}`;
        const p = calculatePayslip({ ...base, month, employee: { national, hireDate: '2019-01-01', lastDay: null, basic, housing, transport: '0' }, attendance: { unpaidLeaveDays: leave } });
        const sum = (kind: string) => sumMoney(p.lines.filter((l) => l.kind === kind).map((l) => l.amount));
        expect(compareMoney(p.net, subtractMoney(sum('earning'), sum('deduction')))).toBe(0);
        expect(compareMoney(sum('earning'), sumMoney([basic, housing]))).toBe(0);
      }),
      { seed: 20261126, numRuns: 200 },
    );
  });
});
