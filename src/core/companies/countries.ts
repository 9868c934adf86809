// The Gulf countries Masar serves, with the defaults a new company in each one gets.
import type { CurrencyCode } from '../money';

export type CountryCode = 'KW' | 'QA' | 'SA' | 'AE' | 'OM' | 'BH';

export type Country = { code: CountryCode; ar: string; en: string; currency: CurrencyCode; timezone: string };

export const COUNTRIES: readonly Country[] = [
  { code: 'KW', ar: 'الكويت', en: 'Kuwait', currency: 'KWD', timezone: 'Asia/Kuwait' },
  { code: 'QA', ar: 'قطر', en: 'Qatar', currency: 'QAR', timezone: 'Asia/Qatar' },
  { code: 'SA', ar: 'السعودية', en: 'Saudi Arabia', currency: 'SAR', timezone: 'Asia/Riyadh' },
  { code: 'AE', ar: 'الإمارات', en: 'United Arab Emirates', currency: 'AED', timezone: 'Asia/Dubai' },
  { code: 'OM', ar: 'عُمان', en: 'Oman', currency: 'OMR', timezone: 'Asia/Muscat' },
  { code: 'BH', ar: 'البحرين', en: 'Bahrain', currency: 'BHD', timezone: 'Asia/Bahrain' },
];

export function countryByCode(code: string | null | undefined): Country | undefined {
  return COUNTRIES.find((c) => c.code === code?.toUpperCase());
}
