// The final settlement when an employee leaves: the last month's pay up to the last day, the
// end-of-service gratuity for the reason of leaving, the unused annual leave paid out, and the
// loans still owed taken back. Each line says where it came from; the total is what is paid.
import type { CountryCode } from '../companies/countries';
import { compareMoney, subtractMoney, sumMoney } from '../money';
import { frac, money, mul, decimalFraction, toMoney } from './fraction';
import { gratuity, type Gratuity, type GratuityInput } from './end-of-service';
import { calculatePayslip, type PayItem, type PayslipInput, type Payslip } from './payslip';
import type { Bi } from './social-insurance';

/** Leave is paid on the basic wage in the UAE (art. 29) and Qatar (art. 79), on the full wage elsewhere; a day is a month ÷ 26 in Kuwait, ÷ 30 elsewhere. */
export const LEAVE_PAY: Record<CountryCode, { wage: 'basic' | 'gross'; daysPerMonth: number }> = {
  KW: { wage: 'gross', daysPerMonth: 26 },
  SA: { wage: 'gross', daysPerMonth: 30 },
  AE: { wage: 'basic', daysPerMonth: 30 },
  QA: { wage: 'basic', daysPerMonth: 30 },
  BH: { wage: 'gross', daysPerMonth: 30 },
  OM: { wage: 'gross', daysPerMonth: 30 },
};

export type SettlementLine = { code: 'last_month' | 'gratuity' | 'leave' | 'loan'; label: Bi; amount: string; source: Bi };
export type Settlement = { lines: SettlementLine[]; total: string; gratuity: Gratuity; lastMonth: Payslip | null };

export function finalSettlement(input: {
  payslip: Omit<PayslipInput, 'month'> & { month: string };
  reason: GratuityInput['reason'];
  unpaidDays?: number;
  /** Unused annual leave in days, possibly a half day. */
  unusedLeaveDays: string;
  outstandingLoans: readonly PayItem[];
  /** False when the last month was already paid in a run. */
  includeLastMonth: boolean;
}): Settlement {
  const { payslip } = input;
  const e = payslip.employee;
  const currency = payslip.currency;
  const lastDay = e.lastDay!;
  const gross = sumMoney([e.basic, e.housing, e.transport, ...(e.otherAllowances ?? []).map((a) => a.amount)]);
  const due = gratuity({ country: payslip.country, currency, national: e.national, reason: input.reason, hireDate: e.hireDate ?? lastDay, lastDay, unpaidDays: input.unpaidDays, basic: e.basic, gross });
  const lines: SettlementLine[] = [];
  const lastMonth = input.includeLastMonth ? calculatePayslip({ ...payslip, month: lastDay.slice(0, 7) }) : null;
  if (lastMonth && compareMoney(lastMonth.net, '0') !== 0) {
    lines.push({ code: 'last_month', label: { ar: 'راتب الشهر الأخير', en: 'Last month’s pay' }, amount: lastMonth.net, source: { ar: `صافي ${lastMonth.month} حتى ${lastDay}`, en: `Net pay of ${lastMonth.month} to ${lastDay}` } });
  }
  if (compareMoney(due.amount, '0') > 0) {
    lines.push({
      code: 'gratuity',
      label: { ar: 'مكافأة نهاية الخدمة', en: 'End-of-service gratuity' },
      amount: due.amount,
      source: { ar: `${due.serviceYears} سنة خدمة على ${due.wage} — ${due.law.ar}`, en: `${due.serviceYears} years of service on ${due.wage} — ${due.law.en}` },
    });
  }
  const leave = LEAVE_PAY[payslip.country];
  const leaveWage = leave.wage === 'basic' ? e.basic : gross;
  if (compareMoney(input.unusedLeaveDays, '0') > 0) {
    const amount = toMoney(mul(money(leaveWage, currency), decimalFraction(input.unusedLeaveDays), frac(1, leave.daysPerMonth)), currency);
    lines.push({ code: 'leave', label: { ar: 'بدل الإجازات غير المستخدمة', en: 'Unused leave paid out' }, amount, source: { ar: `${input.unusedLeaveDays} يوم × (${leaveWage} ÷ ${leave.daysPerMonth})`, en: `${input.unusedLeaveDays} days × (${leaveWage} ÷ ${leave.daysPerMonth})` } });
  }
  for (const loan of input.outstandingLoans) {
    lines.push({ code: 'loan', label: loan.label, amount: toMoney(mul(money(loan.amount, currency), frac(-1)), currency), source: { ar: 'رصيد سلفة مستحق', en: 'Loan balance owed' } });
  }
  const total = toMoney(money(sumMoney(lines.map((l) => l.amount)), currency), currency);
  return { lines, total, gratuity: due, lastMonth };
}

export const settlementOwedByEmployee = (s: Settlement) => compareMoney(s.total, '0') < 0 ? subtractMoney('0', s.total) : null;
