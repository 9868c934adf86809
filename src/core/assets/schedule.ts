// Depreciation schedules of fixed assets (issue 18, decision 052), in the currency's minor units
// so the months sum exactly: straight line (the same amount each month, the last month takes
// what rounding left) and double-declining balance (twice the straight-line rate on the book
// value, switching to straight line over the remaining months once that is larger, so the
// schedule ends exactly at salvage). The first month is the depreciation start date's month.
import { fromMinorUnits, toMinorUnits, type CurrencyCode } from '../money';

export const DEPRECIATION_METHODS = ['straight_line', 'declining_balance'] as const;
export type DepreciationMethod = (typeof DEPRECIATION_METHODS)[number];
export const ASSET_STATUSES = ['active', 'fully_depreciated', 'disposed'] as const;
export type AssetStatus = (typeof ASSET_STATUSES)[number];
/** How an asset's cost came into the books (decision 052): paid now, brought in, or already posted elsewhere. */
export const ACQUISITION_METHODS = ['cash', 'cheque', 'bank_transfer', 'card', 'opening_balance', 'already_recorded'] as const;
export type AcquisitionMethod = (typeof ACQUISITION_METHODS)[number];
export const PROCEEDS_METHODS = ['cash', 'cheque', 'bank_transfer', 'card'] as const;
export type ProceedsMethod = (typeof PROCEEDS_METHODS)[number];
export const MAX_LIFE_MONTHS = 600;

export type ScheduleInput = {
  cost: string;
  salvage: string;
  lifeMonths: number;
  method: DepreciationMethod;
  /** The depreciation start date (YYYY-MM-DD) or month (YYYY-MM). */
  start: string;
  currency: CurrencyCode;
};

export type ScheduleRow = { sequence: number; month: string; depreciation: string; accumulated: string; bookValue: string };
export type ScheduleError = 'invalid_cost' | 'invalid_salvage' | 'invalid_life';

/** 'YYYY-MM' plus n months. */
export function addMonthsToMonth(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + n;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The last day of a 'YYYY-MM' month. */
export function monthEnd(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return `${month}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}`;
}

/** Months from a to b ('YYYY-MM'): 0 when equal, negative when b is earlier. */
export function monthsBetween(a: string, b: string): number {
  const [ya, ma] = a.split('-').map(Number) as [number, number];
  const [yb, mb] = b.split('-').map(Number) as [number, number];
  return yb * 12 + mb - (ya * 12 + ma);
}

/** Straight line over `months` months of `base` minor units: equal floors, the last takes the rest. */
function straightLine(base: bigint, months: number): bigint[] {
  const each = base / BigInt(months);
  return Array.from({ length: months }, (_, i) => (i === months - 1 ? base - each * BigInt(months - 1) : each));
}

/** Amounts per month in minor units. */
export function depreciationAmounts(cost: bigint, salvage: bigint, lifeMonths: number, method: DepreciationMethod): bigint[] {
  const base = cost - salvage;
  if (method === 'straight_line') return straightLine(base, lifeMonths);
  const out: bigint[] = [];
  let book = cost;
  const n = BigInt(lifeMonths);
  for (let i = 0; i < lifeMonths; i++) {
    const remaining = lifeMonths - i;
    const left = book - salvage;
    // Double-declining: book × 2 / life, rounded half up.
    const ddb = (book * 2n * 2n + n) / (2n * n);
    const sl = left / BigInt(remaining);
    if (remaining === 1 || sl >= ddb) {
      out.push(...straightLine(left, remaining));
      return out;
    }
    const amount = ddb < left ? ddb : left;
    out.push(amount);
    book -= amount;
  }
  return out;
}

/** The full schedule, or the first invalid term. */
export function depreciationSchedule(input: ScheduleInput): ScheduleRow[] | { error: ScheduleError } {
  const { currency } = input;
  if (!Number.isInteger(input.lifeMonths) || input.lifeMonths < 1 || input.lifeMonths > MAX_LIFE_MONTHS) return { error: 'invalid_life' };
  const cost = toMinorUnits(input.cost, currency);
  const salvage = toMinorUnits(input.salvage, currency);
  if (cost <= 0n) return { error: 'invalid_cost' };
  if (salvage < 0n || salvage >= cost) return { error: 'invalid_salvage' };
  const first = input.start.slice(0, 7);
  let accumulated = 0n;
  return depreciationAmounts(cost, salvage, input.lifeMonths, input.method).map((amount, i) => {
    accumulated += amount;
    return {
      sequence: i + 1,
      month: addMonthsToMonth(first, i),
      depreciation: fromMinorUnits(amount, currency),
      accumulated: fromMinorUnits(accumulated, currency),
      bookValue: fromMinorUnits(cost - accumulated, currency),
    };
  });
}

export type DisposalResult = { accumulated: string; bookValue: string; gain: string; loss: string };

/** A disposal's figures: book value = cost − accumulated; proceeds above it are a gain, below it a loss. */
export function disposalFigures(cost: string, accumulated: string, proceeds: string, currency: CurrencyCode): DisposalResult {
  const book = toMinorUnits(cost, currency) - toMinorUnits(accumulated, currency);
  const diff = toMinorUnits(proceeds, currency) - book;
  return {
    accumulated: fromMinorUnits(toMinorUnits(accumulated, currency), currency),
    bookValue: fromMinorUnits(book, currency),
    gain: fromMinorUnits(diff > 0n ? diff : 0n, currency),
    loss: fromMinorUnits(diff < 0n ? -diff : 0n, currency),
  };
}
