import { describe, expect, it } from 'vitest';
import { budgetAlertsFor, budgetPercentage, budgetSeverity } from './budget';

describe('budget alerts (spec §3, issue 18 thresholds)', () => {
  it('warns from 90 % used and is exceeded only past the budget, comparing exact minor units', () => {
    const budget = 10_000_000n; // 10,000.000 KWD in fils
    expect(budgetAlertsFor(0n, budget)).toEqual([]);
    expect(budgetAlertsFor(8_999_999n, budget)).toEqual([]);
    expect(budgetAlertsFor(9_000_000n, budget)).toEqual(['budget_warning']);
    expect(budgetAlertsFor(10_000_000n, budget)).toEqual(['budget_warning']);
    expect(budgetAlertsFor(10_000_001n, budget)).toEqual(['budget_warning', 'budget_exceeded']);
    expect(budgetAlertsFor(25_000_000n, budget)).toEqual(['budget_warning', 'budget_exceeded']);
  });

  it('measures nothing against a budget of zero', () => {
    expect(budgetAlertsFor(5n, 0n)).toEqual([]);
    expect(budgetPercentage(5n, 0n)).toBe('0.00');
  });

  it('shows the share used with two decimals, rounded half up', () => {
    expect(budgetPercentage(9_250_000n, 10_000_000n)).toBe('92.50');
    expect(budgetPercentage(10_420_000n, 10_000_000n)).toBe('104.20');
    expect(budgetPercentage(1n, 3n)).toBe('33.33');
    expect(budgetPercentage(2n, 3n)).toBe('66.67');
  });

  it('reads an exceeded budget as critical and a warning as high', () => {
    expect(budgetSeverity('budget_exceeded')).toBe('critical');
    expect(budgetSeverity('budget_warning')).toBe('high');
  });
});
