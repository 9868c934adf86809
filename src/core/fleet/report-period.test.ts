import { describe, expect, it } from 'vitest';
import { defaultReportPeriod, inclusiveDays, monthsOf, utilisationPercent } from './report-period';

describe('the fleet reports period', () => {
  it('defaults to the twelve full months before the given day’s month', () => {
    expect(defaultReportPeriod('2026-11-26')).toEqual({ from: '2025-11-01', to: '2026-10-31' });
    expect(defaultReportPeriod('2018-01-15')).toEqual({ from: '2017-01-01', to: '2017-12-31' });
    expect(defaultReportPeriod('2024-03-01')).toEqual({ from: '2023-03-01', to: '2024-02-29' });
  });

  it('counts days with both ends and lists the months', () => {
    expect(inclusiveDays('2017-01-01', '2017-12-31')).toBe(365);
    expect(inclusiveDays('2017-07-01', '2017-12-31')).toBe(184);
    expect(inclusiveDays('2017-02-01', '2017-01-31')).toBe(0);
    expect(monthsOf('2016-11-15', '2017-02-03')).toEqual(['2016-11', '2016-12', '2017-01', '2017-02']);
  });

  it('gives utilisation with one decimal, capped at 100 and 0 when nothing was available', () => {
    expect(utilisationPercent(14, 549)).toBe(2.6);
    expect(utilisationPercent(40, 30)).toBe(100);
    expect(utilisationPercent(3, 0)).toBe(0);
  });
});
