// The security deposits register's rules: what a deposit still holds, and its age band. A
// contract's or lease's deposit is held from hand-over (or activation) until it is settled —
// applied to what the customer owed, the rest refunded — or carried over to a renewal.
import { compareMoney, subtractMoney } from '../money';

export const DEPOSIT_STATUSES = ['held', 'settled', 'carried_over'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

export const DEPOSIT_AGES = ['0_90', '91_180', '181_365', '365_plus'] as const;
export type DepositAge = (typeof DEPOSIT_AGES)[number];

/** What the company still holds: the amount less what was applied, while held; nothing once settled or carried over. */
export function depositHeld(d: { status: DepositStatus; amount: string; applied: string; refunded: string }): string {
  if (d.status !== 'held') return '0';
  const left = subtractMoney(subtractMoney(d.amount, d.applied), d.refunded);
  return compareMoney(left, '0') > 0 ? left : '0';
}

/** Days held (to the day it was settled, or to today), and the band the register filters by. */
export function depositAge(heldOn: string, until: string): { days: number; band: DepositAge } {
  const days = Math.max(0, Math.round((Date.parse(`${until}T00:00:00Z`) - Date.parse(`${heldOn}T00:00:00Z`)) / 86_400_000));
  const band: DepositAge = days <= 90 ? '0_90' : days <= 180 ? '91_180' : days <= 365 ? '181_365' : '365_plus';
  return { days, band };
}
