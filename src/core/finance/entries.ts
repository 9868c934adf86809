// Double-entry rules, pure: a line carries exactly one positive side, an entry balances only when
// its debits equal its credits exactly in the currency's smallest unit (KWD 0.001, QAR 1, SAR 0.01),
// and a reversal mirrors every line. Amounts are decimal strings, never floats.
import { compareMoney, fromMinorUnits, isMoney, parseMoney, toMinorUnits, type CurrencyCode } from '../money';

export const ACCOUNT_TYPES = ['asset', 'liability', 'equity', 'revenue', 'expense'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];
export type Side = 'debit' | 'credit';

/** The side on which an account of this type normally grows. */
export const NORMAL_BALANCE: Record<AccountType, Side> = { asset: 'debit', expense: 'debit', liability: 'credit', equity: 'credit', revenue: 'credit' };

export const PARTY_TYPES = ['customer', 'vendor', 'employee', 'vehicle', 'property', 'owner'] as const;
export type PartyType = (typeof PARTY_TYPES)[number];

export type LineAmounts = { debit?: string | null; credit?: string | null };

export type LineProblem = 'amount_required' | 'one_side_only' | 'invalid_amount' | 'amount_precision';

/** A line's side and amount in the currency's canonical form, or why it is not a valid line. */
export function lineSide(line: LineAmounts, currency: CurrencyCode): { ok: true; side: Side; amount: string } | { ok: false; problem: LineProblem } {
  const given = (['debit', 'credit'] as const).filter((side) => line[side] != null && line[side] !== '');
  for (const side of given) if (!isMoney(line[side]) || compareMoney(line[side]!, '0') < 0) return { ok: false, problem: 'invalid_amount' };
  const positive = given.filter((side) => compareMoney(line[side]!, '0') > 0);
  if (positive.length === 0) return { ok: false, problem: 'amount_required' };
  if (positive.length > 1) return { ok: false, problem: 'one_side_only' };
  const side = positive[0]!;
  const amount = parseMoney(line[side]!, currency);
  // 10.0005 in KWD is not an amount of money: refuse rather than round it away silently.
  if (compareMoney(amount, line[side]!) !== 0) return { ok: false, problem: 'amount_precision' };
  return { ok: true, side, amount };
}

export type NormalLine<L> = L & { debit: string; credit: string };

export type EntryCheck<L> =
  | { ok: true; lines: Array<NormalLine<L>>; total: string }
  | { ok: false; problem: 'too_few_lines' }
  | { ok: false; problem: 'line_invalid'; index: number; line: LineProblem }
  | { ok: false; problem: 'unbalanced'; debit: string; credit: string; difference: string };

/** Totals in minor units, so the comparison is exact whatever the inputs' scales. */
export function entryTotals(lines: readonly LineAmounts[], currency: CurrencyCode): { debit: string; credit: string; difference: string } {
  let debit = 0n;
  let credit = 0n;
  for (const line of lines) {
    if (line.debit) debit += toMinorUnits(line.debit, currency);
    if (line.credit) credit += toMinorUnits(line.credit, currency);
  }
  return { debit: fromMinorUnits(debit, currency), credit: fromMinorUnits(credit, currency), difference: fromMinorUnits(debit - credit, currency) };
}

/**
 * Checks every line, then the balance. On success the lines come back with both amounts in
 * canonical form ('0.000' on the empty side) and the entry's total.
 */
export function checkEntry<L extends LineAmounts>(lines: readonly L[], currency: CurrencyCode): EntryCheck<L> {
  if (lines.length < 2) return { ok: false, problem: 'too_few_lines' };
  const zero = parseMoney('0', currency);
  const out: Array<NormalLine<L>> = [];
  for (const [index, line] of lines.entries()) {
    const side = lineSide(line, currency);
    if (!side.ok) return { ok: false, problem: 'line_invalid', index, line: side.problem };
    out.push({ ...line, debit: side.side === 'debit' ? side.amount : zero, credit: side.side === 'credit' ? side.amount : zero });
  }
  const totals = entryTotals(out, currency);
  if (compareMoney(totals.difference, '0') !== 0) return { ok: false, problem: 'unbalanced', ...totals };
  return { ok: true, lines: out, total: totals.debit };
}

/** The reversal's lines: every debit becomes a credit of the same amount and the other way round. */
export function mirrorLines<L extends { debit: string; credit: string }>(lines: readonly L[]): L[] {
  return lines.map((line) => ({ ...line, debit: line.credit, credit: line.debit }));
}

/** Debit minus credit, the signed balance as stored; positive means a debit balance. */
export function signedBalance(debit: string, credit: string, currency: CurrencyCode): string {
  return fromMinorUnits(toMinorUnits(debit, currency) - toMinorUnits(credit, currency), currency);
}
