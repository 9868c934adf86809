import { describe, expect, it } from 'vitest';
import { CURRENCIES } from '../money/currencies';
import { isTimeZone } from '../dates/zone';
import { COUNTRIES, COUNTRY_CODES, countryByCode, countryDefaults, guessCountry, isCountryCode } from './countries';

describe('country defaults (decision 027)', () => {
  it('gives each Gulf country its currency, clock, working days and VAT', () => {
    const rows = COUNTRY_CODES.map((code) => {
      const d = countryDefaults(code);
      return [code, d.currency, CURRENCIES[d.currency].decimals, d.timezone, d.workWeek.join(','), d.vatRate];
    });
    expect(rows).toEqual([
      ['KW', 'KWD', 3, 'Asia/Kuwait', '7,1,2,3,4', '0'],
      ['QA', 'QAR', 0, 'Asia/Qatar', '7,1,2,3,4', '0'],
      ['SA', 'SAR', 2, 'Asia/Riyadh', '7,1,2,3,4', '15'],
      ['AE', 'AED', 2, 'Asia/Dubai', '1,2,3,4,5', '5'],
      ['OM', 'OMR', 3, 'Asia/Muscat', '7,1,2,3,4', '5'],
      ['BH', 'BHD', 3, 'Asia/Bahrain', '7,1,2,3,4', '10'],
    ]);
  });

  it('names every country in Arabic and English, with a real time zone', () => {
    for (const country of COUNTRIES) {
      expect(country.ar).toMatch(/[\u0600-\u06FF]/);
      expect(country.en).toMatch(/^[A-Z]/);
      expect(isTimeZone(country.timezone), country.code).toBe(true);
    }
  });

  it('hands out copies: changing one company’s week changes no other', () => {
    const week = countryDefaults('KW').workWeek;
    week.push(5);
    expect(countryDefaults('KW').workWeek).toEqual([7, 1, 2, 3, 4]);
  });

  it('recognises exact codes and looks up loose ones', () => {
    expect(isCountryCode('KW')).toBe(true);
    expect(isCountryCode('kw')).toBe(false);
    expect(isCountryCode('US')).toBe(false);
    expect(isCountryCode(undefined)).toBe(false);
    expect(countryByCode(' kw ')?.en).toBe('Kuwait');
    expect(countryByCode('XX')).toBeUndefined();
    expect(() => countryDefaults('XX' as never)).toThrow();
  });

  it('guesses from the browser’s time zone first, then its locale region, else leaves the choice open', () => {
    expect(guessCountry('Asia/Kuwait', ['en-US'])).toBe('KW');
    expect(guessCountry('Asia/Riyadh', [])).toBe('SA');
    expect(guessCountry('Europe/London', ['ar-AE', 'ar'])).toBe('AE');
    expect(guessCountry('UTC', ['ar_QA'])).toBe('QA');
    expect(guessCountry(undefined, ['ar', 'en-GB'])).toBeUndefined();
  });
});
