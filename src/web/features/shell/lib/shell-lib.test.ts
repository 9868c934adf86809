import { describe, expect, it } from 'vitest';
import { filterAlerts, type UnifiedAlert } from './alert-filters';
import { badgeText } from './badge';
import { addVisit, frequentPages, HISTORY_LIMIT, parseHistory, recentPages, type HistoryEntry } from './navigation-history';
import { readSidebarCookie, sidebarCookie } from './sidebar-state';

describe('sidebar cookie (spec §2: sidebar_state, 7 days)', () => {
  it('is open unless the cookie says false', () => {
    expect(readSidebarCookie('')).toBe(true);
    expect(readSidebarCookie('a=1; sidebar_state=false; b=2')).toBe(false);
    expect(readSidebarCookie('sidebar_state=true')).toBe(true);
  });

  it('lasts 604800 seconds on every path', () => {
    expect(sidebarCookie(false)).toBe('sidebar_state=false; path=/; max-age=604800; SameSite=Lax');
  });
});

describe('alerts badge', () => {
  it('caps at 99+ and hides at zero', () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(7)).toBe('7');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
    expect(badgeText(Number.NaN)).toBeNull();
  });
});

describe('navigation history (spec §2)', () => {
  const visit = (path: string, timestamp: number): HistoryEntry => ({ path, timestamp, title: path });

  it('keeps the newest 20 and ignores a reload of the same page', () => {
    let history: HistoryEntry[] = [];
    for (let i = 0; i < 30; i += 1) history = addVisit(history, visit(`/p${i % 7}`, i));
    expect(history).toHaveLength(HISTORY_LIMIT);
    expect(history[0]?.path).toBe('/p1');
    expect(addVisit(history, visit('/p1', 99))).toHaveLength(HISTORY_LIMIT);
    expect(addVisit(history, visit('/p1', 99))[0]?.timestamp).toBe(99);
  });

  it('lists the 3 most recent distinct pages and the 3 most visited with their counts', () => {
    const history = [visit('/a', 6), visit('/b', 5), visit('/a', 4), visit('/c', 3), visit('/a', 2), visit('/b', 1), visit('/d', 0)];
    expect(recentPages(history).map((e) => e.path)).toEqual(['/a', '/b', '/c']);
    expect(frequentPages(history).map((e) => [e.path, e.visits])).toEqual([
      ['/a', 3],
      ['/b', 2],
      ['/c', 1],
    ]);
  });

  it('survives broken storage', () => {
    expect(parseHistory('not json')).toEqual([]);
    expect(parseHistory('[{"path":"/a"}]')).toEqual([]);
    expect(parseHistory(null)).toEqual([]);
  });
});

describe('alert panel filters (spec §4)', () => {
  const alert = (id: string, type: UnifiedAlert['type'], severity: UnifiedAlert['severity'], title = id): UnifiedAlert => ({
    id,
    type,
    severity,
    title,
    message: `message ${id}`,
    createdAt: '2026-01-01T00:00:00Z',
    data: {},
    link: null,
  });
  const ALERTS = [alert('1', 'budget', 'critical', 'Budget exceeded'), alert('2', 'vehicle', 'high'), alert('3', 'notification', 'low'), alert('4', 'property', 'medium')];

  it('filters by severity, type and free text', () => {
    expect(filterAlerts(ALERTS, 'all', '').map((a) => a.id)).toEqual(['1', '2', '3', '4']);
    expect(filterAlerts(ALERTS, 'critical', '').map((a) => a.id)).toEqual(['1']);
    expect(filterAlerts(ALERTS, 'high', '').map((a) => a.id)).toEqual(['1', '2']);
    expect(filterAlerts(ALERTS, 'vehicle', '').map((a) => a.id)).toEqual(['2']);
    expect(filterAlerts(ALERTS, 'all', 'budget EXCEEDED').map((a) => a.id)).toEqual(['1']);
    expect(filterAlerts(ALERTS, 'all', 'message 3').map((a) => a.id)).toEqual(['3']);
  });
});
