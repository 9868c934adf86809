/**
 * Exact decimal arithmetic on amount strings. Amounts are Postgres numeric and travel as
 * strings; they are held here as BigInt scaled integers and never pass through a float.
 */
import { CURRENCIES, type CurrencyCode } from './currencies';

export type MoneyErrorCode = 'invalid_amount' | 'unknown_currency';

export class MoneyError extends Error {
  readonly code: MoneyErrorCode;
  readonly input: unknown;

  constructor(code: MoneyErrorCode, input: unknown) {
    super(`${code}: ${JSON.stringify(input)}`);
    this.name = 'MoneyError';
    this.code = code;
    this.input = input;
  }
}

/** An exact decimal: value = units / 10^scale. */
type Scaled = { units: bigint; scale: number };

// Optional sign, digits, optional fraction; '.5' and '5.' are accepted, grouping and exponents are not.
const DECIMAL = /^([+-])?(\d*)(?:\.(\d*))?$/;

/** Arabic-Indic and Extended Arabic-Indic digits and the Arabic decimal separator, as typed on Arabic keyboards. */
const ARABIC_NUMERALS = /[\u0660-\u0669\u06F0-\u06F9\u066B]/g;

function toLatinDigits(text: string): string {
  // Amounts from the database are already Latin: one scan, and no copy, for those (sums over
  // thousands of rows parse every amount).
  return text.replace(ARABIC_NUMERALS, (d) => {
    const code = d.charCodeAt(0);
    return code === 0x066b ? '.' : String(code - (code >= 0x06f0 ? 0x06f0 : 0x0660));
  });
}

function toScaled(input: unknown): Scaled {
  if (typeof input !== 'string') throw new MoneyError('invalid_amount', input);
  const match = DECIMAL.exec(toLatinDigits(input.trim()));
  if (!match) throw new MoneyError('invalid_amount', input);
  const [, sign, whole = '', fraction = ''] = match;
  if (whole === '' && fraction === '') throw new MoneyError('invalid_amount', input);
  const magnitude = BigInt(`${whole}${fraction}` || '0');
  return { units: sign === '-' ? -magnitude : magnitude, scale: fraction.length };
}

const POWERS = Array.from({ length: 40 }, (_, n) => 10n ** BigInt(n));

function pow10(n: number): bigint {
  return POWERS[n] ?? 10n ** BigInt(n);
}

/** Changes the scale; when reducing, rounds half away from zero (Postgres round(numeric) does the same). */
function rescale(value: Scaled, scale: number): Scaled {
  if (scale >= value.scale) return { units: value.units * pow10(scale - value.scale), scale };
  const divisor = pow10(value.scale - scale);
  const negative = value.units < 0n;
  const magnitude = negative ? -value.units : value.units;
  let quotient = magnitude / divisor;
  if ((magnitude % divisor) * 2n >= divisor) quotient += 1n;
  return { units: negative ? -quotient : quotient, scale };
}

function render({ units, scale }: Scaled): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const text = scale === 0 ? whole : `${whole}.${digits.slice(digits.length - scale)}`;
  return negative ? `-${text}` : text; // units === 0n is never negative, so no '-0'
}

function decimalsOf(currency: CurrencyCode): number {
  const definition = CURRENCIES[currency];
  if (!definition) throw new MoneyError('unknown_currency', currency);
  return definition.decimals;
}

/**
 * Validates an amount and rounds it half-up (away from zero) to the currency's decimals.
 * Returns the canonical form: no '+', no leading zeros, exactly `decimals` fraction digits.
 * Throws MoneyError('invalid_amount') for anything that is not a plain decimal.
 */
export function parseMoney(input: string, currency: CurrencyCode): string {
  return render(rescale(toScaled(input), decimalsOf(currency)));
}

/** An amount rounded half-up to a fixed number of decimals (a file format's, not a currency's). */
export function toDecimals(input: string, decimals: number): string {
  return render(rescale(toScaled(input), decimals));
}

/** True when `input` is an amount parseMoney accepts. */
export function isMoney(input: unknown): input is string {
  try {
    toScaled(input);
    return true;
  } catch {
    return false;
  }
}

/** Exact sum; the result keeps the larger scale of the two inputs. */
export function addMoney(a: string, b: string): string {
  const x = toScaled(a);
  const y = toScaled(b);
  const scale = Math.max(x.scale, y.scale);
  return render({ units: rescale(x, scale).units + rescale(y, scale).units, scale });
}

/** Exact difference a − b; the result keeps the larger scale of the two inputs. */
export function subtractMoney(a: string, b: string): string {
  return addMoney(a, negateMoney(b));
}

export function negateMoney(a: string): string {
  const x = toScaled(a);
  return render({ units: -x.units, scale: x.scale });
}

/** Exact sum of a list; '0' for an empty list. */
export function sumMoney(values: readonly string[]): string {
  // Each amount parsed once and the total rendered once (the same result as adding pairwise:
  // the sum is exact and keeps the largest scale of its terms).
  const terms = values.map(toScaled);
  const scale = terms.reduce((max, term) => Math.max(max, term.scale), 0);
  let units = 0n;
  for (const term of terms) units += term.scale === scale ? term.units : rescale(term, scale).units;
  return render({ units, scale });
}

/** -1, 0 or 1, comparing by value: '1.50' equals '1.5'. Usable as an Array.sort comparator. */
export function compareMoney(a: string, b: string): -1 | 0 | 1 {
  const x = toScaled(a);
  const y = toScaled(b);
  const scale = Math.max(x.scale, y.scale);
  const diff = rescale(x, scale).units - rescale(y, scale).units;
  return diff < 0n ? -1 : diff > 0n ? 1 : 0;
}

/**
 * Exact product of an amount and a decimal factor (a quantity, a rate, a percentage / 100),
 * rounded half away from zero to the currency's decimals. Never passes through a float.
 */
export function multiplyMoney(amount: string, factor: string | number, currency: CurrencyCode): string {
  const x = toScaled(amount);
  const y = toScaled(typeof factor === 'number' ? String(factor) : factor);
  return render(rescale({ units: x.units * y.units, scale: x.scale + y.scale }, decimalsOf(currency)));
}

/** The amount in minor units of the currency (fils, cents), rounded like parseMoney. */
export function toMinorUnits(input: string, currency: CurrencyCode): bigint {
  return rescale(toScaled(input), decimalsOf(currency)).units;
}

export function fromMinorUnits(units: bigint, currency: CurrencyCode): string {
  return render({ units, scale: decimalsOf(currency) });
}
