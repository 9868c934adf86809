// The amortisation schedule of a vehicle financing agreement: a standard annuity (equal monthly
// payments, interest on the declining balance at annual rate / 12), computed in exact integer
// arithmetic in the currency's minor units (fils, dirhams) so no float ever touches money.
//
// Rounding: the monthly payment and each month's interest are rounded half-up to the currency's
// decimals; the last instalment takes whatever principal is left, so principal sums exactly to the
// financed amount and every row's payment is exactly its principal plus its interest.
// Dates: instalment i (1-based) falls due on addMonths(firstDueDate, i − 1), always counted from
// the first date (not chained), so 31 Jan → 28/29 Feb → 31 Mar.
import { addMonths } from '../leasing/calendar';
import { CURRENCIES, fromMinorUnits, isMoney, toMinorUnits, type CurrencyCode } from '../money';

export type AmortisationInput = {
  total: string;
  downPayment: string;
  count: number;
  /** Percent a year, e.g. '5.25'; '0' divides the financed amount evenly. */
  annualRate: string;
  /** The first instalment's due date (YYYY-MM-DD). */
  firstDueDate: string;
  currency: CurrencyCode;
};

export type ScheduleRow = { sequence: number; dueDate: string; payment: string; principal: string; interest: string; balanceAfter: string };

export type Amortisation = { financed: string; monthlyPayment: string; totalInterest: string; totalPayable: string; rows: ScheduleRow[] };

export type AmortisationError = 'invalid_count' | 'invalid_rate' | 'invalid_total' | 'invalid_down_payment' | 'down_payment_exceeds_total';

/** 30 years of monthly instalments is beyond any vehicle loan; it also bounds the bigint work. */
export const MAX_INSTALMENTS = 360;
/** A rate above this is a typing error (100 % a year). */
export const MAX_ANNUAL_RATE = 100;

/** A decimal string as a fraction num / den (exact). */
function fraction(value: string): { num: bigint; den: bigint } {
  const [whole, part = ''] = value.trim().replace(/^\+/, '').split('.');
  return { num: BigInt(`${whole || '0'}${part}`), den: 10n ** BigInt(part.length) };
}

/** num / den rounded half-up, for num, den ≥ 0. */
function roundDiv(num: bigint, den: bigint): bigint {
  return (2n * num + den) / (2n * den);
}

/** The first validation failure of the terms, or null. */
export function amortisationError(input: AmortisationInput): AmortisationError | null {
  if (!Number.isInteger(input.count) || input.count <= 0 || input.count > MAX_INSTALMENTS) return 'invalid_count';
  if (!isMoney(input.annualRate) || input.annualRate.trim().startsWith('-')) return 'invalid_rate';
  const rate = fraction(input.annualRate);
  if (rate.num < 0n || rate.num > BigInt(MAX_ANNUAL_RATE) * rate.den) return 'invalid_rate';
  if (!isMoney(input.total) || toMinorUnits(input.total, input.currency) <= 0n) return 'invalid_total';
  if (!isMoney(input.downPayment) || toMinorUnits(input.downPayment, input.currency) < 0n) return 'invalid_down_payment';
  if (toMinorUnits(input.downPayment, input.currency) >= toMinorUnits(input.total, input.currency)) return 'down_payment_exceeds_total';
  return null;
}

export function amortise(input: AmortisationInput): Amortisation | { error: AmortisationError } {
  const error = amortisationError(input);
  if (error) return { error };
  const { count, currency } = input;
  const financed = toMinorUnits(input.total, currency) - toMinorUnits(input.downPayment, currency);
  // Monthly rate r = annual / 100 / 12 = rn / rd.
  const annual = fraction(input.annualRate);
  const rn = annual.num;
  const rd = annual.den * 1200n;
  let payment: bigint;
  if (rn === 0n) payment = roundDiv(financed, BigInt(count));
  else {
    // P = L·r·(1+r)^n / ((1+r)^n − 1) with (1+r)^n = (rd+rn)^n / rd^n.
    const grown = (rd + rn) ** BigInt(count);
    const base = rd ** BigInt(count);
    payment = roundDiv(financed * rn * grown, rd * (grown - base));
  }
  const rows: ScheduleRow[] = [];
  let balance = financed;
  let interestTotal = 0n;
  for (let i = 1; i <= count; i++) {
    const interest = roundDiv(balance * rn, rd);
    // The last row clears the balance; a rounded-up payment never takes more than what is left.
    const principal = i === count ? balance : payment - interest > balance ? balance : payment - interest;
    balance -= principal;
    interestTotal += interest;
    rows.push({
      sequence: i,
      dueDate: addMonths(input.firstDueDate, i - 1),
      payment: fromMinorUnits(principal + interest, currency),
      principal: fromMinorUnits(principal, currency),
      interest: fromMinorUnits(interest, currency),
      balanceAfter: fromMinorUnits(balance, currency),
    });
  }
  return {
    financed: fromMinorUnits(financed, currency),
    monthlyPayment: fromMinorUnits(payment, currency),
    totalInterest: fromMinorUnits(interestTotal, currency),
    totalPayable: fromMinorUnits(financed + interestTotal, currency),
    rows,
  };
}

/** The currency's decimals, for callers that format rates or amounts beside the schedule. */
export const decimalsOf = (currency: CurrencyCode) => CURRENCIES[currency].decimals;
