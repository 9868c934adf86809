// An owner's statement for a period (issue 15): the rent collected on the owner's properties,
// less the management commission (per collection, at the rate agreed when the rent was billed),
// less the expenses charged to the owner, is what the period owes the owner; payouts made to
// the owner reduce what is still due. A bounced cheque comes back as a negative collection, and
// takes its commission back with it. The ledger's monthly owner settlement uses the same sums.
import { multiplyMoney, negateMoney, parseMoney, subtractMoney, sumMoney, type CurrencyCode } from '../money';
import { percentFactor } from './late-fees';

export type Collection = { amount: string; commissionRate: string };

/** The commission of one collection (negative for a bounced one), rounded to the currency. */
export function commissionOf(c: Collection, currency: CurrencyCode): string {
  const negative = c.amount.startsWith('-');
  const fee = multiplyMoney(negative ? negateMoney(c.amount) : c.amount, percentFactor(c.commissionRate), currency);
  return negative ? negateMoney(fee) : fee;
}

export type StatementTotals = { collected: string; commission: string; expenses: string; net: string; payouts: string; opening: string; closing: string };

export function ownerStatementTotals(input: { opening: string; collections: readonly Collection[]; expenses: readonly string[]; payouts: readonly string[]; currency: CurrencyCode }): StatementTotals {
  const m = (v: string) => parseMoney(v, input.currency);
  const collected = m(sumMoney(input.collections.map((c) => c.amount)));
  const commission = m(sumMoney(input.collections.map((c) => commissionOf(c, input.currency))));
  const expenses = m(sumMoney(input.expenses));
  const net = m(subtractMoney(subtractMoney(collected, commission), expenses));
  const payouts = m(sumMoney(input.payouts));
  const opening = m(input.opening);
  return { collected, commission, expenses, net, payouts, opening, closing: m(subtractMoney(sumMoney([opening, net]), payouts)) };
}
