import { describe, expect, it } from 'vitest';
import { CURRENCIES, CURRENCY_CODES, DEFAULT_CURRENCY, isCurrencyCode, resolveCurrency } from './currencies';

describe('currency table (spec §9)', () => {
  it('matches the spec row for row', () => {
    const rows = CURRENCY_CODES.map((c) => {
      const { code, decimals, symbol, locale } = CURRENCIES[c];
      return [code, decimals, symbol, locale];
    });
    expect(rows).toEqual([
      ['KWD', 3, 'د.ك', 'ar-KW'],
      ['QAR', 0, 'ر.ق', 'ar-QA'],
      ['SAR', 2, 'ر.س', 'ar-SA'],
      ['AED', 2, 'د.إ', 'ar-AE'],
      ['OMR', 3, 'ر.ع', 'ar-OM'],
      ['BHD', 3, 'د.ب', 'ar-BH'],
      ['USD', 2, '$', 'en-US'],
      ['EUR', 2, '€', 'de-DE'],
    ]);
  });

  it('defaults to QAR', () => {
    expect(DEFAULT_CURRENCY).toBe('QAR');
  });

  it('isCurrencyCode is exact', () => {
    expect(isCurrencyCode('KWD')).toBe(true);
    expect(isCurrencyCode('kwd')).toBe(false);
    expect(isCurrencyCode('GBP')).toBe(false);
    expect(isCurrencyCode(undefined)).toBe(false);
  });

  it('resolveCurrency tolerates a loose company column and falls back to QAR', () => {
    expect(resolveCurrency(' sar ')).toBe('SAR');
    expect(resolveCurrency(null)).toBe('QAR');
    expect(resolveCurrency('GBP')).toBe('QAR');
  });
});
