import { describe, expect, it } from 'vitest';
import { arabicDays, englishDays, messageDate } from './counting';

describe('counted days and dates in sentences', () => {
  it('agrees the Arabic count with its number', () => {
    expect(arabicDays(1, true)).toBe('يوم واحد');
    expect(arabicDays(1, false)).toBe('يوماً واحداً');
    expect(arabicDays(2, true)).toBe('يومين');
    expect(arabicDays(3, true)).toBe('3 أيام');
    expect(arabicDays(10, false)).toBe('10 أيام');
    expect(arabicDays(11, false)).toBe('11 يوماً');
    expect(arabicDays(100, false)).toBe('100 يوم');
    expect(arabicDays(103, false)).toBe('103 أيام');
    expect(arabicDays(1.5, true)).toBe('1.5 يوم');
    expect(englishDays(1)).toBe('1 day');
    expect(englishDays(4)).toBe('4 days');
  });

  it('writes dates with slashes, as the tables do', () => {
    expect(messageDate('2026-07-03')).toBe('2026/07/03');
    expect(messageDate('2026-07-03T10:00:00Z')).toBe('2026/07/03');
  });
});
