// The rent schedule of a lease (issue 15): rent is agreed per month and paid in advance every
// 1, 3, 6 or 12 months on the payment day. Periods are anchored on that day: a lease starting
// on another day opens with a short "stub" period up to the first payment day, and a lease
// ending inside a period closes with a shorter last one. A part month is charged by its days
// over the days of that billing month (the month from one payment day to the next).
//
// Amounts are exact: each period's rent is a fraction of the monthly rent, the lease's total is
// the exact sum rounded once to the currency, each instalment is rounded half-up, and the last
// instalment takes the difference, so the instalments always add up to the total exactly.
import { fromMinorUnits, toMinorUnits, type CurrencyCode } from '../money';
import { addDays, addMonths, dayOfMonth, daysBetween, nextOnDay } from './calendar';
import { MONTHS_OF, type PaymentFrequency } from './constants';

export type ScheduleInput = {
  startDate: string;
  /** Inclusive: a one-year lease from 2026-01-01 ends on 2026-12-31. */
  endDate: string;
  monthlyRent: string;
  frequency: PaymentFrequency;
  /** 1–28; by default the start's day (the 1st for a start on the 29th–31st). */
  paymentDay?: number | null;
  currency: CurrencyCode;
};

/** A share of a month's rent: whole months plus days over the days of their billing month. */
export type Fraction = { months: number; days: number; monthDays: number };

export type Installment = {
  sequence: number;
  periodStart: string;
  periodEnd: string;
  /** Rent is due on the first day of its period. */
  dueDate: string;
  amount: string;
  /** Shorter than a full period (the opening stub or the closing part period). */
  prorated: boolean;
  fraction: Fraction;
};

export type Schedule = { installments: Installment[]; totalRent: string; paymentDay: number };

export const MAX_LEASE_YEARS = 30;

export function defaultPaymentDay(startDate: string): number {
  const day = dayOfMonth(startDate);
  return day <= 28 ? day : 1;
}

/** The share of a month's rent of [from, through] when `from` is a payment day (or the month starts there). */
export function fractionFrom(from: string, through: string): Fraction {
  const end = addDays(through, 1);
  let months = 0;
  while (addMonths(from, months + 1) <= end) months++;
  const monthStart = addMonths(from, months);
  return { months, days: daysBetween(monthStart, end), monthDays: daysBetween(monthStart, addMonths(from, months + 1)) };
}

/** The opening stub [from, through] before the payment day `anchor`: its days over the billing month that ends at the anchor. */
export function stubFraction(from: string, through: string, anchor: string): Fraction {
  return { months: 0, days: daysBetween(from, addDays(through, 1)), monthDays: daysBetween(addMonths(anchor, -1), anchor) };
}

type Rational = { num: bigint; den: bigint };
const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? (a < 0n ? -a : a) : gcd(b, a % b));
function add(a: Rational, b: Rational): Rational {
  const num = a.num * b.den + b.num * a.den;
  const den = a.den * b.den;
  const g = gcd(num, den) || 1n;
  return { num: num / g, den: den / g };
}
/** Half-up (amounts here are never negative). */
const round = (r: Rational) => (2n * r.num + r.den) / (2n * r.den);

/** The exact rent of a fraction of a month, in minor units. */
export function rentOf(fraction: Fraction, monthlyMinor: bigint): Rational {
  const den = BigInt(fraction.monthDays);
  return { num: monthlyMinor * (BigInt(fraction.months) * den + BigInt(fraction.days)), den };
}

/** The rent of a fraction of a month, rounded half-up to the currency. */
export function proratedRent(fraction: Fraction, monthlyRent: string, currency: CurrencyCode): string {
  return fromMinorUnits(round(rentOf(fraction, toMinorUnits(monthlyRent, currency))), currency);
}

export type ScheduleError = 'end_before_start' | 'term_too_long' | 'invalid_payment_day';

export function rentSchedule(input: ScheduleInput): Schedule | { error: ScheduleError } {
  const { startDate, endDate, currency } = input;
  if (endDate < startDate) return { error: 'end_before_start' };
  if (endDate >= addMonths(startDate, MAX_LEASE_YEARS * 12)) return { error: 'term_too_long' };
  const paymentDay = input.paymentDay ?? defaultPaymentDay(startDate);
  if (!Number.isInteger(paymentDay) || paymentDay < 1 || paymentDay > 28) return { error: 'invalid_payment_day' };
  const step = MONTHS_OF[input.frequency];
  const monthly = toMinorUnits(input.monthlyRent, currency);

  const periods: Array<{ periodStart: string; periodEnd: string; fraction: Fraction; prorated: boolean }> = [];
  const anchor = nextOnDay(startDate, paymentDay);
  if (anchor > startDate) {
    const through = anchor > endDate ? endDate : addDays(anchor, -1);
    periods.push({ periodStart: startDate, periodEnd: through, fraction: stubFraction(startDate, through, anchor), prorated: true });
  }
  for (let k = 0; ; k++) {
    const periodStart = addMonths(anchor, k * step);
    if (periodStart > endDate) break;
    const fullEnd = addDays(addMonths(anchor, (k + 1) * step), -1);
    const periodEnd = fullEnd > endDate ? endDate : fullEnd;
    periods.push({ periodStart, periodEnd, fraction: fractionFrom(periodStart, periodEnd), prorated: periodEnd < fullEnd });
  }

  const exact = periods.map((p) => rentOf(p.fraction, monthly));
  const total = round(exact.reduce(add, { num: 0n, den: 1n }));
  let allotted = 0n;
  const installments = periods.map((p, i): Installment => {
    const minor = i === periods.length - 1 ? total - allotted : round(exact[i]!);
    allotted += minor;
    return { sequence: i + 1, periodStart: p.periodStart, periodEnd: p.periodEnd, dueDate: p.periodStart, amount: fromMinorUnits(minor, currency), prorated: p.prorated, fraction: p.fraction };
  });
  return { installments, totalRent: fromMinorUnits(total, currency), paymentDay };
}

/** The lease's end for a term of whole months from a start: the day before the same day `months` later. */
export function termEnd(startDate: string, months: number): string {
  return addDays(addMonths(startDate, months), -1);
}
