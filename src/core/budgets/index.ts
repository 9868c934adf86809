// Budgets and cost centres (issue 18): pure rules shared by the server and the web. Amounts are
// decimal strings in the company currency and are decided in minor units, never as floats.
import { fromMinorUnits, toMinorUnits, type CurrencyCode } from '../money';

export const BUDGET_STATUSES = ['draft', 'approved', 'closed'] as const;
export type BudgetStatus = (typeof BUDGET_STATUSES)[number];

/** Which status may follow which: draft → approved → closed (an approved one may go back to draft). */
export const BUDGET_TRANSITIONS: Record<BudgetStatus, readonly BudgetStatus[]> = {
  draft: ['approved'],
  approved: ['closed', 'draft'],
  closed: [],
};

/** Budgets plan the income statement: expense and revenue accounts only. */
export const BUDGET_ACCOUNT_TYPES = ['expense', 'revenue'] as const;
export type BudgetAccountType = (typeof BUDGET_ACCOUNT_TYPES)[number];

/**
 * An annual figure spread over 12 months evenly: each month gets the same number of minor units,
 * and the remainder goes one unit each to the first months, so the months always sum exactly to
 * the annual figure and never differ by more than one minor unit.
 */
export function spreadAnnual(annual: string, currency: CurrencyCode): string[] {
  const total = toMinorUnits(annual, currency);
  const negative = total < 0n;
  const abs = negative ? -total : total;
  const base = abs / 12n;
  const rest = Number(abs % 12n);
  return Array.from({ length: 12 }, (_, i) => {
    const units = base + (i < rest ? 1n : 0n);
    return fromMinorUnits(negative ? -units : units, currency);
  });
}

/** The sum of monthly figures, exactly, in the currency's decimals. */
export function sumMonths(months: readonly string[], currency: CurrencyCode): string {
  return fromMinorUnits(months.reduce((s, m) => s + toMinorUnits(m, currency), 0n), currency);
}

/** Whether 12 monthly figures add up exactly to an annual figure (in minor units). */
export function monthsMatchAnnual(months: readonly string[], annual: string, currency: CurrencyCode): boolean {
  return months.length === 12 && toMinorUnits(sumMonths(months, currency), currency) === toMinorUnits(annual, currency);
}

/** The 12 month starts (YYYY-MM-01) of a fiscal year starting on `startDate`. */
export function fiscalMonths(startDate: string): string[] {
  const year = Number(startDate.slice(0, 4));
  const month = Number(startDate.slice(5, 7)) - 1;
  return Array.from({ length: 12 }, (_, i) => {
    const m = month + i;
    return `${year + Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, '0')}-01`;
  });
}

/** Ledger movement as a budget reads it: expenses debit − credit, revenue credit − debit. */
export function actualOf(type: BudgetAccountType, debit: string, credit: string, currency: CurrencyCode): string {
  const d = toMinorUnits(debit, currency);
  const c = toMinorUnits(credit, currency);
  return fromMinorUnits(type === 'expense' ? d - c : c - d, currency);
}

export type Variance = {
  /** Favourable when positive: unspent budget for an expense, income above plan for revenue. */
  variance: string;
  /** Actual as a percentage of the budget, two decimals, half up; null for a zero budget. */
  percent: string | null;
};

export function varianceOf(type: BudgetAccountType, budget: string, actual: string, currency: CurrencyCode): Variance {
  const b = toMinorUnits(budget, currency);
  const a = toMinorUnits(actual, currency);
  return { variance: fromMinorUnits(type === 'expense' ? b - a : a - b, currency), percent: percentOf(a, b) };
}

/** a / b in percent with two decimals, half away from zero; null when b is zero. */
export function percentOf(a: bigint, b: bigint): string | null {
  if (b === 0n) return null;
  const negative = a < 0n !== b < 0n && a !== 0n;
  const x = a < 0n ? -a : a;
  const y = b < 0n ? -b : b;
  const hundredths = (x * 10000n * 2n + y) / (2n * y);
  return `${negative ? '-' : ''}${hundredths / 100n}.${String(hundredths % 100n).padStart(2, '0')}`;
}

/** The centres under `id` (itself included), walking a parent map. */
export function subtreeOf(id: string, parentOf: ReadonlyMap<string, string | null>): Set<string> {
  const children = new Map<string, string[]>();
  for (const [child, parent] of parentOf) if (parent) children.set(parent, [...(children.get(parent) ?? []), child]);
  const out = new Set<string>();
  const stack = [id];
  while (stack.length) {
    const next = stack.pop()!;
    if (out.has(next)) continue;
    out.add(next);
    stack.push(...(children.get(next) ?? []));
  }
  return out;
}

/** Whether giving `id` the parent `parentId` would close a loop (itself or one of its descendants). */
export function wouldCycle(id: string, parentId: string | null, parentOf: ReadonlyMap<string, string | null>): boolean {
  let at = parentId;
  const seen = new Set<string>();
  while (at) {
    if (at === id) return true;
    if (seen.has(at)) return true;
    seen.add(at);
    at = parentOf.get(at) ?? null;
  }
  return false;
}

export type BudgetLineKey = { accountId: string; costCenterId: string | null };

/**
 * Two lines that would count the same ledger movement twice: the same account with the same
 * centre (a duplicate), or the same account where one line has no centre or one centre is inside
 * the other's subtree (an overlap). Returns the first such pair, later line first.
 */
export function findLineClash(lines: readonly BudgetLineKey[], parentOf: ReadonlyMap<string, string | null>): { index: number; other: number; kind: 'duplicate' | 'overlap' } | null {
  const ancestorsOf = (id: string) => {
    const out = new Set<string>();
    let at: string | null = id;
    while (at && !out.has(at)) {
      out.add(at);
      at = parentOf.get(at) ?? null;
    }
    return out;
  };
  for (let i = 0; i < lines.length; i++) {
    for (let j = 0; j < i; j++) {
      const a = lines[i]!;
      const b = lines[j]!;
      if (a.accountId !== b.accountId) continue;
      if (a.costCenterId === b.costCenterId) return { index: i, other: j, kind: 'duplicate' };
      if (!a.costCenterId || !b.costCenterId) return { index: i, other: j, kind: 'overlap' };
      if (ancestorsOf(a.costCenterId).has(b.costCenterId) || ancestorsOf(b.costCenterId).has(a.costCenterId)) return { index: i, other: j, kind: 'overlap' };
    }
  }
  return null;
}
