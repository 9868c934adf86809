import { describe, expect, it } from 'vitest';
import {
  asSeverity,
  badgeText,
  endingContractSeverity,
  isUrgentMaintenance,
  mergeAlerts,
  newUrgentAlerts,
  notificationSeverity,
  overduePaymentSeverity,
  PRIORITY_WEIGHT,
  rankSmartAlerts,
  SMART_LIMITS,
  type UnifiedAlert,
} from '.';

const alert = (id: string, severity: UnifiedAlert['severity'], createdAt = '2026-01-01T00:00:00Z', type: UnifiedAlert['type'] = 'smart'): UnifiedAlert => ({
  id,
  type,
  severity,
  title: id,
  message: id,
  createdAt,
  data: {},
  link: null,
});

describe('smart alerts (spec §9)', () => {
  it('weighs high 3, medium 2, low 1', () => {
    expect([PRIORITY_WEIGHT.high, PRIORITY_WEIGHT.medium, PRIORITY_WEIGHT.low]).toEqual([3, 2, 1]);
    expect(PRIORITY_WEIGHT.critical).toBeGreaterThan(PRIORITY_WEIGHT.high);
  });

  it('sorts high first, newer first within a weight, and keeps the default 10', () => {
    const many = Array.from({ length: 14 }, (_, i) => alert(`l${String(i).padStart(2, '0')}`, 'low', `2026-01-${String(i + 1).padStart(2, '0')}T00:00:00Z`));
    const ranked = rankSmartAlerts([...many, alert('m', 'medium'), alert('h', 'high')]);
    expect(ranked).toHaveLength(SMART_LIMITS.default);
    expect(ranked.slice(0, 3).map((a) => a.id)).toEqual(['h', 'm', 'l13']);
    expect(rankSmartAlerts([alert('a', 'low'), alert('b', 'high')], 1).map((a) => a.id)).toEqual(['b']);
    expect(rankSmartAlerts([alert('a', 'low')], 0)).toEqual([]);
  });

  it('reads 20 maintenance orders, 10 payments and 10 contracts', () => {
    expect(SMART_LIMITS).toMatchObject({ maintenance: 20, payments: 10, contracts: 10, default: 10 });
  });

  it('ties on weight and time fall back to the id (a total order)', () => {
    expect(rankSmartAlerts([alert('b', 'medium'), alert('a', 'medium')]).map((a) => a.id)).toEqual(['a', 'b']);
  });

  it('urgent or high maintenance counts as urgent', () => {
    expect([isUrgentMaintenance('urgent'), isUrgentMaintenance('high'), isUrgentMaintenance('normal'), isUrgentMaintenance('low')]).toEqual([true, true, false, false]);
  });

  it('overdue payments: high from 30 days, medium from 7', () => {
    expect([6, 7, 29, 30].map(overduePaymentSeverity)).toEqual(['low', 'medium', 'medium', 'high']);
  });

  it('a contract ending today or tomorrow is high, later in the week medium', () => {
    expect([0, 1, 2, 7].map(endingContractSeverity)).toEqual(['high', 'high', 'medium', 'medium']);
  });
});

describe('unified alerts (spec §3)', () => {
  it('merges sources with the most severe first', () => {
    const merged = mergeAlerts([alert('v', 'medium', '2026-02-01T00:00:00Z', 'vehicle')], [alert('n', 'critical', '2026-01-01T00:00:00Z', 'notification')], [alert('s', 'high')]);
    expect(merged.map((a) => a.id)).toEqual(['n', 's', 'v']);
  });

  it("a notification of type 'error' is high", () => {
    expect([notificationSeverity('error'), notificationSeverity('warning'), notificationSeverity('info'), notificationSeverity('success')]).toEqual(['high', 'medium', 'low', 'low']);
  });

  it('unknown priorities read as medium', () => {
    expect([asSeverity('critical'), asSeverity('low'), asSeverity('bogus')]).toEqual(['critical', 'low', 'medium']);
  });

  it("the badge caps at '99+'", () => {
    expect([badgeText(0), badgeText(1), badgeText(99), badgeText(100), badgeText(-3)]).toEqual([null, '1', '99', '99+', null]);
  });

  it('a sound plays only for a critical or high alert not seen before', () => {
    expect(newUrgentAlerts(new Set(['a']), [alert('a', 'high'), alert('b', 'critical'), alert('c', 'medium')])).toEqual(['b']);
  });
});
