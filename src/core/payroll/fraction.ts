// Exact fractions of money for payroll: a day's pay is a month's pay × days ÷ 26 (or ÷ working
// days), a gratuity is a wage × service days ÷ 365 × 21 ÷ 30. Every such figure is built as one
// fraction of whole minor units and rounded once, half away from zero, so no float and no
// intermediate rounding ever moves a fils.
import { fromMinorUnits, toMinorUnits, type CurrencyCode } from '../money';

/** n / d with d > 0. */
export type Fraction = { n: bigint; d: bigint };

export const frac = (n: number | bigint, d: number | bigint = 1): Fraction => {
  const den = BigInt(d);
  if (den === 0n) throw new RangeError('zero denominator');
  return den < 0n ? { n: -BigInt(n), d: -den } : { n: BigInt(n), d: den };
};

/** A decimal string ('9.75', '0.5') as an exact fraction. */
export function decimalFraction(value: string): Fraction {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(value.trim());
  if (!match) throw new RangeError(`not a decimal: ${value}`);
  const decimals = match[3] ?? '';
  const n = BigInt(`${match[2]}${decimals}`) * (match[1] ? -1n : 1n);
  return { n, d: 10n ** BigInt(decimals.length) };
}

export const mul = (...fs: Fraction[]): Fraction => fs.reduce((a, b) => ({ n: a.n * b.n, d: a.d * b.d }), frac(1));
export const add = (a: Fraction, b: Fraction): Fraction => ({ n: a.n * b.d + b.n * a.d, d: a.d * b.d });
export const sub = (a: Fraction, b: Fraction): Fraction => add(a, { n: -b.n, d: b.d });
export const cmp = (a: Fraction, b: Fraction): -1 | 0 | 1 => {
  const diff = a.n * b.d - b.n * a.d;
  return diff < 0n ? -1 : diff > 0n ? 1 : 0;
};
export const min = (a: Fraction, b: Fraction): Fraction => (cmp(a, b) <= 0 ? a : b);
export const max = (a: Fraction, b: Fraction): Fraction => (cmp(a, b) >= 0 ? a : b);

/** An amount as a fraction of minor units. */
export const money = (amount: string, currency: CurrencyCode): Fraction => frac(toMinorUnits(amount, currency));

/** A fraction of minor units rounded half away from zero to the currency's decimals. */
export function toMoney(f: Fraction, currency: CurrencyCode): string {
  const negative = f.n < 0n;
  const n = negative ? -f.n : f.n;
  const units = (2n * n + f.d) / (2n * f.d);
  return fromMinorUnits(negative ? -units : units, currency);
}

/** amount × parts ÷ whole, rounded once: a pro-rated month, a number of days' pay. */
export const portion = (amount: string, parts: number | bigint, whole: number | bigint, currency: CurrencyCode): string =>
  toMoney(mul(money(amount, currency), frac(parts, whole)), currency);
