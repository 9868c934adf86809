import { describe, expect, it } from 'vitest';
import { presetOf, presetPeriod } from './statement-period';

describe('statement periods', () => {
  it('gives this month, last month and this year up to today', () => {
    expect(presetPeriod('month', '2026-03-15')).toEqual({ from: '2026-03-01', to: '2026-03-15' });
    expect(presetPeriod('lastMonth', '2026-03-15')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(presetPeriod('lastMonth', '2026-01-31')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(presetPeriod('year', '2026-03-15')).toEqual({ from: '2026-01-01', to: '2026-03-15' });
    expect(presetOf({ from: '2026-02-01', to: '2026-02-28' }, '2026-03-15')).toBe('lastMonth');
    expect(presetOf({ from: '2026-02-02', to: '2026-02-28' }, '2026-03-15')).toBeNull();
  });
});
