import { describe, expect, it } from 'vitest';
import { MoneyError } from './decimal';
import { formatMoney } from './format';

// Intl adds bidi marks and no-break spaces; right to keep in the UI, noise in assertions.
const plain = (text: string) =>
  text.replace(/[\u200e\u200f\u061c]/g, '').replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney', () => {
  it('uses the currency decimals and the spec symbol, Latin digits by default', () => {
    expect(plain(formatMoney('1234.5', 'KWD'))).toBe('1,234.500 د.ك');
    expect(plain(formatMoney('1234.5', 'QAR'))).toBe('1,235 ر.ق');
    expect(plain(formatMoney('1234.5', 'SAR'))).toBe('1,234.50 ر.س');
    expect(plain(formatMoney('1234.5', 'AED'))).toBe('1,234.50 د.إ');
    expect(plain(formatMoney('0.0005', 'OMR'))).toBe('0.001 ر.ع');
    expect(plain(formatMoney('7', 'BHD'))).toBe('7.000 د.ب');
    expect(formatMoney('1234.5', 'USD')).toBe('$1,234.50');
    expect(plain(formatMoney('1234.5', 'EUR'))).toBe('1.234,50 €');
  });

  it('formats negative amounts', () => {
    expect(plain(formatMoney('-1234.5678', 'KWD'))).toBe('-1,234.568 د.ك');
    expect(formatMoney('-0.5', 'USD')).toBe('-$0.50');
  });

  it('formats huge values exactly, without float rounding', () => {
    expect(plain(formatMoney('123456789012345678901234567890.125', 'KWD'))).toBe(
      '123,456,789,012,345,678,901,234,567,890.125 د.ك',
    );
    expect(formatMoney('9007199254740993', 'USD')).toBe('$9,007,199,254,740,993.00');
  });

  it('offers Arabic-Indic digits', () => {
    expect(plain(formatMoney('1234.5', 'SAR', { numberingSystem: 'arab' }))).toBe('١٬٢٣٤٫٥٠ ر.س');
  });

  it('accepts a locale override and an ISO-code display', () => {
    expect(formatMoney('1234.5', 'QAR', { locale: 'en', display: 'code' })).toMatch(/^QAR\s1,235$/);
    expect(plain(formatMoney('1234.5', 'KWD', { locale: 'en' }))).toBe('د.ك 1,234.500');
  });

  it('throws MoneyError for an invalid amount', () => {
    expect(() => formatMoney('12,5', 'SAR')).toThrowError(MoneyError);
  });
});
