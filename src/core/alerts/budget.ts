// Budget alerts (spec §3 budget_alerts, issue 18): a budget whose actual reaches 90 % of its
// amount warns; past 100 % it is exceeded — once per threshold and budget. Pure rules, shared by
// the writer in the alerts module and the budgets module that calls it. Amounts are compared in
// minor units (exact), never as floats.
import type { AlertSeverity } from './index';

export const BUDGET_ALERT_TYPES = ['budget_warning', 'budget_exceeded'] as const;
export type BudgetAlertType = (typeof BUDGET_ALERT_TYPES)[number];

/** Percent of the budget used at which the warning is raised (issue 18). */
export const BUDGET_WARNING_PERCENT = 90;

/**
 * The alerts a budget has earned, lowest first: the warning from 90 % used, 'exceeded' once the
 * actual is more than the budget (spending exactly the amount is on budget). Nothing for a budget
 * of zero or less: there is nothing to measure against.
 */
export function budgetAlertsFor(actualMinor: bigint, budgetMinor: bigint): BudgetAlertType[] {
  if (budgetMinor <= 0n) return [];
  const earned: BudgetAlertType[] = [];
  if (actualMinor * 100n >= budgetMinor * BigInt(BUDGET_WARNING_PERCENT)) earned.push('budget_warning');
  if (actualMinor > budgetMinor) earned.push('budget_exceeded');
  return earned;
}

/** The share used, in percent with two decimals (display; the decision above is exact). */
export function budgetPercentage(actualMinor: bigint, budgetMinor: bigint): string {
  if (budgetMinor <= 0n) return '0.00';
  const hundredths = (actualMinor * 10000n + budgetMinor / 2n) / budgetMinor;
  const sign = hundredths < 0n ? '-' : '';
  const abs = hundredths < 0n ? -hundredths : hundredths;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

/** Spec §3: 'budget_exceeded' is critical; the warning is high. */
export function budgetSeverity(type: string): AlertSeverity {
  return type === 'budget_exceeded' ? 'critical' : 'high';
}
