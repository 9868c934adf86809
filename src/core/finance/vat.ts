// VAT arithmetic, exact in the currency's minor units: tax added on top of a net amount, tax
// taken out of a tax-inclusive amount, and an inclusive invoice's lines and discount split into
// net and tax so that its journal entry balances to the last fils.
import { fromMinorUnits, toMinorUnits, type CurrencyCode } from '../money';

/** A rate in percent ('15', '5', '2.5') as hundredths of a percent: 1500, 500, 250. */
export function rateBasisPoints(rate: string): bigint {
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(rate.trim());
  if (!match) throw new Error(`invalid VAT rate ${rate}`);
  return BigInt(match[1]!) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
}

/** numerator / denominator rounded half away from zero (both non-negative here). */
function divideRounded(numerator: bigint, denominator: bigint): bigint {
  return (numerator * 2n + denominator) / (denominator * 2n);
}

/** The VAT on a net amount: net × rate, rounded to the currency. */
export function taxOnNet(net: string, rate: string, currency: CurrencyCode): string {
  return fromMinorUnits(divideRounded(toMinorUnits(net, currency) * rateBasisPoints(rate), 10000n), currency);
}

/** The VAT inside a tax-inclusive amount: gross × rate / (100 + rate), rounded to the currency. */
export function taxInGross(gross: string, rate: string, currency: CurrencyCode): string {
  const bp = rateBasisPoints(rate);
  return fromMinorUnits(divideRounded(toMinorUnits(gross, currency) * bp, 10000n + bp), currency);
}

/**
 * An inclusive invoice: its line totals and discount are gross. Returns the tax of the whole
 * (gross − discount), each line's net and the discount's net, such that
 * Σ net lines − net discount + tax = Σ lines − discount exactly. The tax inside the lines is
 * spread over them by their share (largest remainder), and the discount carries the difference.
 */
export function splitInclusive(lineTotals: readonly string[], discount: string, rate: string, currency: CurrencyCode) {
  const units = lineTotals.map((l) => toMinorUnits(l, currency));
  const subtotal = units.reduce((a, b) => a + b, 0n);
  const discountUnits = toMinorUnits(discount, currency);
  const bp = rateBasisPoints(rate);
  const taxOf = (gross: bigint) => divideRounded(gross * bp, 10000n + bp);
  const linesTax = taxOf(subtotal);
  const tax = taxOf(subtotal - discountUnits);
  const shares = allocate(linesTax, units);
  return {
    tax: fromMinorUnits(tax, currency),
    netLines: units.map((u, i) => fromMinorUnits(u - shares[i]!, currency)),
    netDiscount: fromMinorUnits(discountUnits - (linesTax - tax), currency),
  };
}

/** Splits `total` over `weights` in proportion, largest remainder first; the parts sum to it. */
export function allocate(total: bigint, weights: readonly bigint[]): bigint[] {
  const sum = weights.reduce((a, b) => a + b, 0n);
  if (sum === 0n) return weights.map((_, i) => (i === 0 ? total : 0n));
  const parts = weights.map((w) => (total * w) / sum);
  let left = total - parts.reduce((a, b) => a + b, 0n);
  const order = weights.map((w, i) => ({ i, rest: (total * w) % sum })).sort((a, b) => (b.rest > a.rest ? 1 : b.rest < a.rest ? -1 : a.i - b.i));
  for (const { i } of order) {
    if (left <= 0n) break;
    parts[i]! += 1n;
    left -= 1n;
  }
  return parts;
}
