// When rent is late and what it costs: an instalment is overdue once its grace days have passed
// with a balance left; the lease's rule then charges one late fee for it, fixed or a percentage
// of the instalment.
import { compareMoney, multiplyMoney, parseMoney, type CurrencyCode } from '../money';
import { addDays, daysBetween } from './calendar';
import type { LateFeeType } from './constants';

export type LateFeeRule = { type: LateFeeType; value: string; graceDays: number };

/** The first day the instalment counts as late: the day after its grace days. */
export function lateFrom(dueDate: string, graceDays: number): string {
  return addDays(dueDate, graceDays + 1);
}

export function isOverdue(dueDate: string, graceDays: number, balance: string, today: string): boolean {
  return compareMoney(balance, '0') > 0 && today >= lateFrom(dueDate, graceDays);
}

/** Days past the due date (0 before it). */
export function daysPastDue(dueDate: string, today: string): number {
  return Math.max(0, daysBetween(dueDate, today));
}

/** The late fee of one instalment by the lease's rule; '0' when the rule charges none. */
export function lateFee(rule: LateFeeRule, installmentAmount: string, currency: CurrencyCode): string {
  if (rule.type === 'fixed') return parseMoney(rule.value, currency);
  if (rule.type === 'percent') return multiplyMoney(installmentAmount, percentFactor(rule.value), currency);
  return parseMoney('0', currency);
}

/** '5' → '0.05', '2.5' → '0.025': a percentage as an exact decimal factor (no float). */
export function percentFactor(percent: string): string {
  const [whole = '0', fraction = ''] = percent.trim().split('.');
  const digits = `${whole}${fraction}`.padStart(fraction.length + 3, '0');
  const cut = digits.length - fraction.length - 2;
  return `${digits.slice(0, cut)}.${digits.slice(cut)}`;
}
