// Money rules of traffic fines: the admin fee a company adds when it recharges a fine, and
// what is still owed to the authority. Exact decimals in the company currency.
import { addMoney, compareMoney, multiplyMoney, parseMoney, subtractMoney, type CurrencyCode } from '../money';

export const FINE_STATUSES = ['pending', 'confirmed', 'recharged', 'paid', 'cancelled'] as const;
export type FineStatus = (typeof FINE_STATUSES)[number];

export type AdminFeeRule = { kind: 'none' } | { kind: 'fixed'; value: string } | { kind: 'percent'; value: string };

/** The fee on a fine: a fixed amount, or a percentage of the fine rounded to the currency. */
export function adminFee(fineAmount: string, rule: AdminFeeRule, currency: CurrencyCode): string {
  if (rule.kind === 'none') return parseMoney('0', currency);
  if (rule.kind === 'fixed') return parseMoney(rule.value, currency);
  return multiplyMoney(fineAmount, percentFactor(rule.value), currency);
}

/** '10' → '0.1', '2.5' → '0.025', exactly. */
function percentFactor(percent: string): string {
  const [whole = '0', fraction = ''] = percent.split('.');
  const digits = `${whole.padStart(3, '0')}${fraction}`;
  return `${digits.slice(0, -2 - fraction.length) || '0'}.${digits.slice(-2 - fraction.length)}`;
}

/** The fine plus its fee, as billed to the renter. */
export function rechargeTotal(fineAmount: string, rule: AdminFeeRule, currency: CurrencyCode): { fine: string; fee: string; total: string } {
  const fine = parseMoney(fineAmount, currency);
  const fee = adminFee(fine, rule, currency);
  return { fine, fee, total: parseMoney(addMoney(fine, fee), currency) };
}

/** What is still to be paid to the authority; a payment above it is refused by the caller. */
export function owedToAuthority(amount: string, paid: string, currency: CurrencyCode): string {
  const left = subtractMoney(amount, paid);
  return parseMoney(compareMoney(left, '0') < 0 ? '0' : left, currency);
}

/**
 * The status after a move. Paying the authority in full closes a fine nobody was billed for as
 * `paid`; a recharged fine stays `recharged` (its payment shows in its paid amount).
 */
export function statusAfterPayment(status: FineStatus, amount: string, paid: string): FineStatus {
  if (status === 'recharged' || status === 'cancelled') return status;
  return compareMoney(paid, amount) >= 0 ? 'paid' : status;
}
