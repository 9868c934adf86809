// Financial analysis rules (issue 18, /finance/analysis): which accounts are "current", and the
// ratio arithmetic on exact minor units (bigint), so no float ever touches an amount.
import type { AccountType } from './entries';

/**
 * Current or not, from the chart's codes, as every template lays it out: assets under 11
 * (cash, receivables, inventory, prepayments) are current, under 12 non-current; liabilities
 * under 21 (payables, accruals, taxes, customer credits, short-term borrowings) are current,
 * under 22 non-current. Any other type (equity, revenue, expense) is neither.
 */
export type CurrentClass = 'current_asset' | 'current_liability' | null;

export function currentClass(code: string, type: AccountType): CurrentClass {
  if (type === 'asset' && code.startsWith('11')) return 'current_asset';
  if (type === 'liability' && code.startsWith('21')) return 'current_liability';
  return null;
}

/** a / b × scale with 2 decimals, rounded half away from zero; null when b is 0. */
export function ratio(a: bigint, b: bigint, scale = 1n): string | null {
  if (b === 0n) return null;
  const negative = a < 0n !== b < 0n && a !== 0n;
  const num = (a < 0n ? -a : a) * scale * 100n;
  const den = b < 0n ? -b : b;
  const hundredths = (num * 2n + den) / (den * 2n);
  const whole = hundredths / 100n;
  const frac = String(hundredths % 100n).padStart(2, '0');
  return `${negative && hundredths !== 0n ? '-' : ''}${whole}.${frac}`;
}

/** Result as a percentage of revenue; null when there is no revenue. */
export const marginPercent = (result: bigint, revenue: bigint): string | null => ratio(result, revenue, 100n);

/** Days sales outstanding: receivables ÷ revenue of the last `days` days × `days`. */
export const daysSalesOutstanding = (receivables: bigint, revenue: bigint, days = 90): string | null => ratio(receivables, revenue, BigInt(days));

/** The first day of each month from `from`'s month to `to`'s, as [start, end] clipped to the range. */
export function monthsOf(from: string, to: string): Array<{ month: string; from: string; to: string }> {
  const out: Array<{ month: string; from: string; to: string }> = [];
  let [y, m] = from.split('-').map(Number) as [number, number];
  for (let guard = 0; guard < 1200; guard++) {
    const start = `${y}-${String(m).padStart(2, '0')}-01`;
    if (start > to) break;
    const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
    const end = `${y}-${String(m).padStart(2, '0')}-${String(last).padStart(2, '0')}`;
    out.push({ month: start.slice(0, 7), from: start < from ? from : start, to: end > to ? to : end });
    if (m === 12) { y += 1; m = 1; } else m += 1;
  }
  return out;
}

/** The first day of the month `n` months before `date`'s month. */
export function monthsBefore(date: string, n: number): string {
  const [y, m] = date.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) - n;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}
