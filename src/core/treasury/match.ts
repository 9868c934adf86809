// Suggested matches between a bank statement's lines and the unreconciled ledger lines of that
// bank's ledger account: the same amount exactly (a receipt into the bank is a debit of its
// asset account, a statement's positive line), dates at most `windowDays` apart, and a shared
// reference preferred. Each line on either side is suggested at most once (decision 050).
import { compareMoney, subtractMoney } from '../money';

export type StatementSide = { id: string; date: string; amount: string; reference: string | null; description?: string | null };
/** A ledger line of the bank's account: amount = debit − credit. */
export type LedgerSide = { id: string; date: string; amount: string; reference: string | null; description?: string | null };
export type MatchSuggestion = { statementLineId: string; journalLineId: string; days: number; sameReference: boolean };

export const DEFAULT_MATCH_WINDOW_DAYS = 3;

export function daysApart(a: string, b: string): number {
  return Math.abs(Date.parse(`${a}T00:00:00Z`) - Date.parse(`${b}T00:00:00Z`)) / 86_400_000;
}

const norm = (r: string | null | undefined) => (r ?? '').replace(/[\s\-_/#]/g, '').toUpperCase();

/** True when one reference contains the other (banks prefix or truncate them). */
export function sameReference(a: string | null | undefined, b: string | null | undefined): boolean {
  const x = norm(a);
  const y = norm(b);
  if (x.length < 3 || y.length < 3) return false;
  return x.includes(y) || y.includes(x);
}

/**
 * Every candidate pair scored (same reference first, then the nearest date, then the earlier
 * lines), then taken greedily so that no line of either side is used twice. Deterministic.
 */
export function suggestMatches(statement: readonly StatementSide[], ledger: readonly LedgerSide[], windowDays = DEFAULT_MATCH_WINDOW_DAYS): MatchSuggestion[] {
  const candidates: (MatchSuggestion & { order: [number, number] })[] = [];
  statement.forEach((s, si) => {
    ledger.forEach((l, li) => {
      if (compareMoney(subtractMoney(s.amount, l.amount), '0') !== 0) return;
      const days = daysApart(s.date, l.date);
      if (days > windowDays) return;
      candidates.push({ statementLineId: s.id, journalLineId: l.id, days, sameReference: sameReference(s.reference, l.reference), order: [si, li] });
    });
  });
  candidates.sort((a, b) => Number(b.sameReference) - Number(a.sameReference) || a.days - b.days || a.order[0] - b.order[0] || a.order[1] - b.order[1]);
  const usedS = new Set<string>();
  const usedL = new Set<string>();
  const out: MatchSuggestion[] = [];
  for (const c of candidates) {
    if (usedS.has(c.statementLineId) || usedL.has(c.journalLineId)) continue;
    usedS.add(c.statementLineId);
    usedL.add(c.journalLineId);
    out.push({ statementLineId: c.statementLineId, journalLineId: c.journalLineId, days: c.days, sameReference: c.sameReference });
  }
  return out;
}
