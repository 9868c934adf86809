// What is paid on a financing agreement: a payment goes to the oldest unpaid instalments first
// and, inside an instalment, to its interest before its principal (the lender's usual order, so a
// partial payment reduces the interest expense first). States and totals are read against a
// passed-in today (the company's local date), never the clock.
import { addMoney, compareMoney, fromMinorUnits, subtractMoney, sumMoney, toMinorUnits, type CurrencyCode } from '../money';

export type Instalment = { sequence: number; dueDate: string; principal: string; interest: string; principalPaid: string; interestPaid: string };

export type Allocation = { sequence: number; principal: string; interest: string };

export type InstalmentState = 'paid' | 'overdue' | 'partial' | 'due';

/** The split of `amount` over the instalments (oldest first), or 'exceeds_balance' when it pays more than is owed. */
export function allocatePayment(instalments: readonly Instalment[], amount: string, currency: CurrencyCode): Allocation[] | { error: 'exceeds_balance' | 'invalid_amount' } {
  let left = toMinorUnits(amount, currency);
  if (left <= 0n) return { error: 'invalid_amount' };
  const out: Allocation[] = [];
  for (const row of [...instalments].sort((a, b) => a.sequence - b.sequence)) {
    if (left === 0n) break;
    const interestOwed = toMinorUnits(row.interest, currency) - toMinorUnits(row.interestPaid, currency);
    const principalOwed = toMinorUnits(row.principal, currency) - toMinorUnits(row.principalPaid, currency);
    const interest = left < interestOwed ? left : interestOwed;
    left -= interest;
    const principal = left < principalOwed ? left : principalOwed;
    left -= principal;
    if (interest + principal > 0n) out.push({ sequence: row.sequence, principal: fromMinorUnits(principal, currency), interest: fromMinorUnits(interest, currency) });
  }
  if (left > 0n) return { error: 'exceeds_balance' };
  return out;
}

export const owedOn = (row: Instalment) => subtractMoney(addMoney(row.principal, row.interest), addMoney(row.principalPaid, row.interestPaid));

/** Paid in full; overdue once its due date is past (before today) and something is unpaid. */
export function instalmentState(row: Instalment, today: string): InstalmentState {
  const owed = owedOn(row);
  if (compareMoney(owed, '0') <= 0) return 'paid';
  if (row.dueDate < today) return 'overdue';
  return compareMoney(addMoney(row.principalPaid, row.interestPaid), '0') > 0 ? 'partial' : 'due';
}

export type AgreementTotals = {
  paid: string;
  principalPaid: string;
  interestPaid: string;
  remainingPrincipal: string;
  remaining: string;
  overdue: string;
  overdueCount: number;
  next: { sequence: number; dueDate: string; amount: string } | null;
};

export function agreementTotals(rows: readonly Instalment[], today: string): AgreementTotals {
  const principalPaid = sumMoney(rows.map((r) => r.principalPaid));
  const interestPaid = sumMoney(rows.map((r) => r.interestPaid));
  const overdueRows = rows.filter((r) => instalmentState(r, today) === 'overdue');
  const next = [...rows].sort((a, b) => a.sequence - b.sequence).find((r) => compareMoney(owedOn(r), '0') > 0);
  return {
    paid: addMoney(principalPaid, interestPaid),
    principalPaid,
    interestPaid,
    remainingPrincipal: subtractMoney(sumMoney(rows.map((r) => r.principal)), principalPaid),
    remaining: sumMoney(rows.map(owedOn)),
    overdue: sumMoney(overdueRows.map(owedOn)),
    overdueCount: overdueRows.length,
    next: next ? { sequence: next.sequence, dueDate: next.dueDate, amount: owedOn(next) } : null,
  };
}

/** Every instalment paid in full. */
export const fullyPaid = (rows: readonly Instalment[]) => rows.length > 0 && rows.every((r) => compareMoney(owedOn(r), '0') <= 0);

export const FINANCING_STATUSES = ['draft', 'active', 'completed', 'cancelled'] as const;
export type FinancingStatus = (typeof FINANCING_STATUSES)[number];

export const FINANCING_PAYMENT_METHODS = ['cash', 'cheque', 'bank_transfer', 'card'] as const;
export type FinancingPaymentMethod = (typeof FINANCING_PAYMENT_METHODS)[number];
