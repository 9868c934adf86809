import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  formatAmount,
  formatDate,
  formatDateTime,
  formatNumber,
  getFormatPreferences,
  setFormatPreferences,
  subscribeFormatPreferences,
  type FormatContext,
} from './format';

const ar: FormatContext = { language: 'ar', numberingSystem: 'latn', calendar: 'gregory' };
const arArab: FormatContext = { ...ar, numberingSystem: 'arab' };
const en: FormatContext = { language: 'en', numberingSystem: 'latn', calendar: 'gregory' };
// Noon UTC, so every time zone sees the same calendar day.
const may12 = new Date('2026-05-12T12:00:00Z');

describe('numbers', () => {
  it('uses Latin digits by default and Arabic-Indic ones on request', () => {
    expect(formatNumber(1234.5, ar)).toBe('1,234.5');
    expect(formatNumber(1234.5, arArab)).toBe('١٬٢٣٤٫٥');
    expect(formatNumber(0.25, en, { style: 'percent' })).toBe('25%');
  });
});

describe('dates', () => {
  it('shows Gregorian dates in the language with the chosen digits', () => {
    expect(formatDate(may12, en, 'long')).toBe('May 12, 2026');
    expect(formatDate(may12, ar, 'long')).toBe('12 مايو 2026');
    expect(formatDate(may12, arArab, 'long')).toBe('١٢ مايو ٢٠٢٦');
  });

  it('shows Hijri (Umm al-Qura) dates when chosen (DECISIONS 8)', () => {
    const hijri = formatDate(may12, { ...ar, calendar: 'islamic-umalqura' }, 'long');
    expect(hijri).toContain('1447');
    expect(hijri).toContain('ذو القعدة');
    expect(formatDate(may12, { ...en, calendar: 'islamic-umalqura' }, 'long')).toMatch(/1447 AH/);
  });

  it('accepts ISO strings, includes the time in formatDateTime, and returns "" for junk', () => {
    expect(formatDate('2026-05-12T12:00:00Z', en, 'medium')).toBe('May 12, 2026');
    expect(formatDateTime(may12, en)).toMatch(/^May 12, 2026, \d{1,2}:\d{2}\s?[AP]M$/);
    expect(formatDate('not a date', en)).toBe('');
  });
});

describe('money (DECISIONS 7)', () => {
  it('keeps each currency’s decimals and spec §9 symbol in Arabic', () => {
    expect(formatAmount('1234.5', 'KWD', ar)).toContain('1,234.500');
    expect(formatAmount('1234.5', 'KWD', ar)).toContain('د.ك');
    expect(formatAmount('1234.5', 'QAR', ar)).toContain('1,235');
    expect(formatAmount('1234.5', 'QAR', ar)).toContain('ر.ق');
    expect(formatAmount('1234.5', 'SAR', arArab)).toContain('١٬٢٣٤٫٥٠');
  });

  it('shows the ISO code in English and falls back to QAR for an unknown currency', () => {
    expect(formatAmount('1234.5', 'BHD', en).replace(/\s/g, ' ')).toBe('BHD 1,234.500');
    expect(formatAmount(10, 'XYZ', en).replace(/\s/g, ' ')).toBe('QAR 10');
  });
});

describe('preferences store', () => {
  afterEach(() => setFormatPreferences({ numberingSystem: 'latn', calendar: 'gregory' }));

  it('starts Latin + Gregorian, notifies subscribers of a change, and ignores invalid values', () => {
    expect(getFormatPreferences()).toEqual({ numberingSystem: 'latn', calendar: 'gregory' });
    const listener = vi.fn();
    const stop = subscribeFormatPreferences(listener);
    setFormatPreferences({ numberingSystem: 'arab' });
    expect(getFormatPreferences()).toEqual({ numberingSystem: 'arab', calendar: 'gregory' });
    expect(listener).toHaveBeenCalledTimes(1);
    setFormatPreferences({ numberingSystem: 'arab' });
    setFormatPreferences({ calendar: 'julian' as never });
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
    setFormatPreferences({ calendar: 'islamic-umalqura' });
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
