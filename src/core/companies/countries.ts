// The Gulf countries Masar serves, with the defaults a new company in each one gets: the one
// table that sign-up, the platform console and the company settings read (decision 027).
import type { CurrencyCode } from '../money/currencies';

export const COUNTRY_CODES = ['KW', 'QA', 'SA', 'AE', 'OM', 'BH'] as const;

export type CountryCode = (typeof COUNTRY_CODES)[number];

export type Country = {
  code: CountryCode;
  ar: string;
  en: string;
  /** Spec §9 currency table: the decimals and symbol come from there. */
  currency: CurrencyCode;
  timezone: string;
  /** Working days as ISO weekdays (1 = Monday … 7 = Sunday). */
  workWeek: readonly number[];
  /** Standard VAT rate in percent, as a decimal string; '0' where the country levies none. */
  vatRate: string;
};

const SUN_THU = [7, 1, 2, 3, 4] as const;
// The UAE moved its weekend to Saturday–Sunday in 2022; the other five keep Friday–Saturday.
const MON_FRI = [1, 2, 3, 4, 5] as const;

export const COUNTRIES: readonly Country[] = [
  { code: 'KW', ar: 'الكويت', en: 'Kuwait', currency: 'KWD', timezone: 'Asia/Kuwait', workWeek: SUN_THU, vatRate: '0' },
  { code: 'QA', ar: 'قطر', en: 'Qatar', currency: 'QAR', timezone: 'Asia/Qatar', workWeek: SUN_THU, vatRate: '0' },
  { code: 'SA', ar: 'السعودية', en: 'Saudi Arabia', currency: 'SAR', timezone: 'Asia/Riyadh', workWeek: SUN_THU, vatRate: '15' },
  { code: 'AE', ar: 'الإمارات', en: 'United Arab Emirates', currency: 'AED', timezone: 'Asia/Dubai', workWeek: MON_FRI, vatRate: '5' },
  { code: 'OM', ar: 'عُمان', en: 'Oman', currency: 'OMR', timezone: 'Asia/Muscat', workWeek: SUN_THU, vatRate: '5' },
  { code: 'BH', ar: 'البحرين', en: 'Bahrain', currency: 'BHD', timezone: 'Asia/Bahrain', workWeek: SUN_THU, vatRate: '10' },
];

const CODES: ReadonlySet<string> = new Set(COUNTRY_CODES);

export function isCountryCode(value: unknown): value is CountryCode {
  return typeof value === 'string' && CODES.has(value);
}

export function countryByCode(code: string | null | undefined): Country | undefined {
  return COUNTRIES.find((c) => c.code === code?.trim().toUpperCase());
}

/** What choosing a country sets on a company: its currency, clock, working days and VAT. */
export type CountryDefaults = { country: CountryCode; currency: CurrencyCode; timezone: string; workWeek: number[]; vatRate: string };

export function countryDefaults(code: CountryCode): CountryDefaults {
  const country = countryByCode(code);
  if (!country) throw new Error(`unknown country ${code}`);
  return { country: country.code, currency: country.currency, timezone: country.timezone, workWeek: [...country.workWeek], vatRate: country.vatRate };
}

/**
 * A sign-up form's first guess, from the browser: its time zone when it is one of ours, else the
 * region of an Arabic or English locale (ar-KW, en-AE). Undefined when nothing matches: then
 * the user must choose.
 */
export function guessCountry(timeZone: string | undefined, languages: readonly string[]): CountryCode | undefined {
  const byZone = COUNTRIES.find((c) => c.timezone === timeZone);
  if (byZone) return byZone.code;
  for (const language of languages) {
    const region = language.split(/[-_]/)[1]?.toUpperCase();
    if (isCountryCode(region)) return region;
  }
  return undefined;
}
