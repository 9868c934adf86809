// Amounts as the API takes and gives them (issue 13: money helpers live with money): an input
// rounded to the company currency's decimals, naming its field when it is not an amount, and a
// stored numeric rendered with exactly those decimals.
import type { CurrencyCode } from './currencies';
import { MoneyError, parseMoney } from './decimal';

/** A field whose value is not an amount; the API answers it as a 400 field error (invalid_amount). */
export class AmountFieldError extends Error {
  constructor(readonly field: string) {
    super(`invalid amount in ${field}`);
  }
}

/** Rounds an amount to the currency's decimals (KWD 3, QAR 0 …); throws AmountFieldError otherwise. */
export function toMoney(field: string, value: string, currency: CurrencyCode): string {
  try {
    return parseMoney(value, currency);
  } catch (e) {
    if (e instanceof MoneyError) throw new AmountFieldError(field);
    throw e;
  }
}

/** A stored numeric rendered with exactly the currency's decimals. */
export function moneyOut(value: string | null, currency: CurrencyCode): string | null {
  return value === null ? null : parseMoney(value, currency);
}
