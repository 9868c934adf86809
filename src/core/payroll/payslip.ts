// One employee's month: every line of the payslip with where it came from. Fixed pay is
// pro-rated by the working days of the company's work week the employee was employed in the
// month; unpaid leave, absence without leave and late minutes beyond the company's monthly grace
// are deducted at the day's (or minute's) share of the fixed monthly pay; overtime is paid at the
// country's rate on the basic hour; social insurance is taken on the month's earned wage. Loan
// instalments come last and take only what the pay leaves; the rest is carried to a later run.
import { monthEnd } from '../assets/schedule';
import { workingDaysBetween } from '../attendance/working-days';
import type { CountryCode } from '../companies/countries';
import { compareMoney, subtractMoney, sumMoney, type CurrencyCode } from '../money';
import { decimalFraction, frac, money, mul, toMoney } from './fraction';
import { OVERTIME } from './overtime';
import { socialInsurance, type Bi, type Contribution, type RateOverride } from './social-insurance';

/** `source` says where a one-off item came from when it is more than "one-off" (a correction of a month). */
export type PayItem = { label: Bi; amount: string; ref?: string; source?: Bi };

export type PayslipInput = {
  country: CountryCode;
  currency: CurrencyCode;
  /** YYYY-MM */
  month: string;
  workWeek: readonly number[];
  employee: {
    national: boolean;
    hireDate: string | null;
    lastDay: string | null;
    basic: string;
    housing: string;
    transport: string;
    otherAllowances?: readonly PayItem[];
    fixedDeductions?: readonly PayItem[];
  };
  attendance?: { unpaidLeaveDays?: number; absentDays?: number; lateMinutes?: number; overtimeHours?: string; restDayOvertimeHours?: string };
  rules?: { dailyHours?: number; lateGraceMinutes?: number; lateMultiplier?: string; overtime?: { ordinary?: string; restDay?: string } };
  additions?: readonly PayItem[];
  deductions?: readonly PayItem[];
  loanInstalments?: readonly PayItem[];
  insuranceOverrides?: readonly RateOverride[];
};

export type LineKind = 'earning' | 'deduction' | 'employer';
export type PayslipLine = { kind: LineKind; code: string; label: Bi; amount: string; source: Bi; ref?: string };

export type Payslip = {
  month: string;
  workingDays: number;
  employedDays: number;
  lines: PayslipLine[];
  gross: string;
  deductions: string;
  net: string;
  employerContributions: string;
  /** Loan instalments that did not fit this month's pay, to be taken later. */
  carried: PayItem[];
  contributions: Contribution[];
};

const bi = (ar: string, en: string): Bi => ({ ar, en });

export function calculatePayslip(input: PayslipInput): Payslip {
  const { currency, month, employee: e } = input;
  const first = `${month}-01`;
  const last = monthEnd(month);
  const from = e.hireDate && e.hireDate > first ? e.hireDate : first;
  const to = e.lastDay && e.lastDay < last ? e.lastDay : last;
  const workingDays = workingDaysBetween(first, last, input.workWeek);
  const employedDays = from <= to ? workingDaysBetween(from, to, input.workWeek) : 0;
  const full = employedDays >= workingDays;
  const zero = toMoney(frac(0), currency);
  const lines: PayslipLine[] = [];
  const period = full
    ? bi(`الشهر كاملاً: ${workingDays} يوم عمل`, `Full month: ${workingDays} working days`)
    : bi(`${employedDays} من ${workingDays} يوم عمل (${from} – ${to})`, `${employedDays} of ${workingDays} working days (${from} – ${to})`);
  const earned = (amount: string) => (full ? toMoney(money(amount, currency), currency) : workingDays ? toMoney(mul(money(amount, currency), frac(employedDays, workingDays)), currency) : zero);

  const fixed: Array<[string, Bi, string]> = [
    ['basic', bi('الراتب الأساسي', 'Basic salary'), e.basic],
    ['housing', bi('بدل السكن', 'Housing allowance'), e.housing],
    ['transport', bi('بدل المواصلات', 'Transport allowance'), e.transport],
    ...(e.otherAllowances ?? []).map((a, i): [string, Bi, string] => [`allowance_${i + 1}`, a.label, a.amount]),
  ];
  for (const [code, label, amount] of fixed) {
    const pay = earned(amount);
    if (compareMoney(pay, '0') === 0) continue;
    lines.push({ kind: 'earning', code, label, amount: pay, source: period });
  }
  const monthlyFixed = sumMoney(fixed.map(([, , amount]) => amount));

  // The day's share of the fixed monthly pay, for unpaid leave and absence.
  const dayShare = (days: number, code: string, label: Bi, why: Bi) => {
    if (!days || !workingDays) return;
    lines.push({ kind: 'deduction', code, label, amount: toMoney(mul(money(monthlyFixed, currency), frac(days, workingDays)), currency), source: why });
  };
  const a = input.attendance ?? {};
  dayShare(a.unpaidLeaveDays ?? 0, 'unpaid_leave', bi('إجازة بدون راتب', 'Unpaid leave'), bi(`${a.unpaidLeaveDays} يوم × (${monthlyFixed} ÷ ${workingDays} يوم عمل)`, `${a.unpaidLeaveDays} days × (${monthlyFixed} ÷ ${workingDays} working days)`));
  dayShare(a.absentDays ?? 0, 'absence', bi('غياب بدون إذن', 'Absence without leave'), bi(`${a.absentDays} يوم × (${monthlyFixed} ÷ ${workingDays} يوم عمل)`, `${a.absentDays} days × (${monthlyFixed} ÷ ${workingDays} working days)`));

  const hours = input.rules?.dailyHours ?? 8;
  const grace = input.rules?.lateGraceMinutes ?? 0;
  const chargeable = Math.max(0, (a.lateMinutes ?? 0) - grace);
  if (chargeable && workingDays) {
    const multiplier = input.rules?.lateMultiplier ?? '1';
    const amount = toMoney(mul(money(monthlyFixed, currency), frac(chargeable, workingDays * hours * 60), decimalFraction(multiplier)), currency);
    lines.push({
      kind: 'deduction',
      code: 'late',
      label: bi('خصم التأخير', 'Late arrival'),
      amount,
      source: bi(
        `${a.lateMinutes} دقيقة تأخير − ${grace} سماح = ${chargeable} دقيقة × ${multiplier} من أجر الدقيقة (${monthlyFixed} ÷ ${workingDays} × ${hours} × 60)`,
        `${a.lateMinutes} late minutes − ${grace} grace = ${chargeable} minutes × ${multiplier} of the minute's pay (${monthlyFixed} ÷ ${workingDays} × ${hours} × 60)`,
      ),
    });
  }

  const rule = OVERTIME[input.country];
  const overtime = (hoursText: string | undefined, multiplier: string, code: string, label: Bi) => {
    if (!hoursText || compareMoney(hoursText, '0') <= 0) return;
    const amount = toMoney(mul(money(e.basic, currency), decimalFraction(hoursText), decimalFraction(multiplier), frac(1, rule.daysPerMonth * hours)), currency);
    lines.push({
      kind: 'earning',
      code,
      label,
      amount,
      source: bi(
        `${hoursText} ساعة × ${multiplier} × أجر الساعة الأساسي (${e.basic} ÷ ${rule.daysPerMonth} ÷ ${hours}) — ${rule.law.ar}`,
        `${hoursText} hours × ${multiplier} × the basic hour (${e.basic} ÷ ${rule.daysPerMonth} ÷ ${hours}) — ${rule.law.en}`,
      ),
    });
  };
  overtime(a.overtimeHours, input.rules?.overtime?.ordinary ?? rule.ordinary, 'overtime', bi('العمل الإضافي', 'Overtime'));
  overtime(a.restDayOvertimeHours, input.rules?.overtime?.restDay ?? rule.restDay, 'overtime_rest_day', bi('العمل الإضافي في يوم الراحة', 'Rest-day overtime'));

  for (const [i, item] of (input.additions ?? []).entries()) lines.push({ kind: 'earning', code: `addition_${i + 1}`, label: item.label, amount: item.amount, source: item.source ?? bi('إضافة لمرة واحدة', 'One-off addition'), ...(item.ref ? { ref: item.ref } : {}) });
  for (const [i, item] of (e.fixedDeductions ?? []).entries()) lines.push({ kind: 'deduction', code: `fixed_deduction_${i + 1}`, label: item.label, amount: item.amount, source: bi('استقطاع ثابت', 'Standing deduction') });
  for (const [i, item] of (input.deductions ?? []).entries()) lines.push({ kind: 'deduction', code: `deduction_${i + 1}`, label: item.label, amount: item.amount, source: item.source ?? bi('خصم لمرة واحدة', 'One-off deduction'), ...(item.ref ? { ref: item.ref } : {}) });

  // Social insurance on the month's earned fixed wage.
  const earnedOf = (code: string) => lines.find((l) => l.kind === 'earning' && l.code === code)?.amount ?? zero;
  const earnedFixed = sumMoney(lines.filter((l) => l.kind === 'earning' && fixed.some(([c]) => c === l.code)).map((l) => l.amount));
  const contributions = socialInsurance({ country: input.country, national: e.national, month, hireDate: e.hireDate, currency, wage: { basic: earnedOf('basic'), housing: earnedOf('housing'), gross: earnedFixed }, overrides: input.insuranceOverrides });
  for (const c of contributions) {
    const note = c.overridden ? bi(` (نسبة الشركة${c.overrideNote ? `: ${c.overrideNote}` : ''})`, ` (company rate${c.overrideNote ? `: ${c.overrideNote}` : ''})`) : bi('', '');
    if (compareMoney(c.employee, '0') > 0) lines.push({ kind: 'deduction', code: `si_${c.branchId}`, label: c.name, amount: c.employee, source: bi(`${c.employeeRate}% من ${c.base}${note.ar}`, `${c.employeeRate}% of ${c.base}${note.en}`) });
    if (compareMoney(c.employer, '0') > 0) lines.push({ kind: 'employer', code: `si_${c.branchId}`, label: c.name, amount: c.employer, source: bi(`${c.employerRate}% من ${c.base}${note.ar}`, `${c.employerRate}% of ${c.base}${note.en}`) });
  }

  // Loan instalments last, each only as far as the pay left allows.
  const carried: PayItem[] = [];
  const total = (kind: LineKind) => sumMoney(lines.filter((l) => l.kind === kind).map((l) => l.amount));
  for (const item of input.loanInstalments ?? []) {
    const left = subtractMoney(total('earning'), total('deduction'));
    const take = compareMoney(left, '0') <= 0 ? zero : compareMoney(item.amount, left) <= 0 ? item.amount : left;
    if (compareMoney(take, item.amount) < 0) carried.push({ ...item, amount: subtractMoney(item.amount, take) });
    if (compareMoney(take, '0') > 0) lines.push({ kind: 'deduction', code: 'loan', label: item.label, amount: toMoney(money(take, currency), currency), source: bi('قسط سلفة', 'Loan instalment'), ...(item.ref ? { ref: item.ref } : {}) });
  }

  const gross = toMoney(money(total('earning'), currency), currency);
  const deductions = toMoney(money(total('deduction'), currency), currency);
  return {
    month,
    workingDays,
    employedDays,
    lines,
    gross,
    deductions,
    net: toMoney(money(subtractMoney(gross, deductions), currency), currency),
    employerContributions: toMoney(money(total('employer'), currency), currency),
    carried,
    contributions,
  };
}
