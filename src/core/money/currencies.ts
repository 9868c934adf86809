/** Currency table of spec §9. Amounts are shown with these decimals, symbols and locales (DECISIONS 7). */

export const CURRENCY_CODES = ['KWD', 'QAR', 'SAR', 'AED', 'OMR', 'BHD', 'USD', 'EUR'] as const;

export type CurrencyCode = (typeof CURRENCY_CODES)[number];

export type CurrencyDefinition = {
  code: CurrencyCode;
  /** Digits after the decimal point; also the precision amounts are rounded to. */
  decimals: number;
  symbol: string;
  locale: string;
  nameAr: string;
  nameEn: string;
};

export const CURRENCIES: Record<CurrencyCode, CurrencyDefinition> = {
  KWD: { code: 'KWD', decimals: 3, symbol: 'د.ك', locale: 'ar-KW', nameAr: 'دينار كويتي', nameEn: 'Kuwaiti dinar' },
  QAR: { code: 'QAR', decimals: 0, symbol: 'ر.ق', locale: 'ar-QA', nameAr: 'ريال قطري', nameEn: 'Qatari riyal' },
  SAR: { code: 'SAR', decimals: 2, symbol: 'ر.س', locale: 'ar-SA', nameAr: 'ريال سعودي', nameEn: 'Saudi riyal' },
  AED: { code: 'AED', decimals: 2, symbol: 'د.إ', locale: 'ar-AE', nameAr: 'درهم إماراتي', nameEn: 'UAE dirham' },
  OMR: { code: 'OMR', decimals: 3, symbol: 'ر.ع', locale: 'ar-OM', nameAr: 'ريال عماني', nameEn: 'Omani rial' },
  BHD: { code: 'BHD', decimals: 3, symbol: 'د.ب', locale: 'ar-BH', nameAr: 'دينار بحريني', nameEn: 'Bahraini dinar' },
  USD: { code: 'USD', decimals: 2, symbol: '$', locale: 'en-US', nameAr: 'دولار أمريكي', nameEn: 'US dollar' },
  EUR: { code: 'EUR', decimals: 2, symbol: '€', locale: 'de-DE', nameAr: 'يورو', nameEn: 'Euro' },
};

/** Spec §9: QAR. Not KWD, whatever the original's hard-coded formatter did (DECISIONS 7). */
export const DEFAULT_CURRENCY: CurrencyCode = 'QAR';

const CODE_SET: ReadonlySet<string> = new Set(CURRENCY_CODES);

export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return typeof value === 'string' && CODE_SET.has(value);
}

/** A company's currency column is free text and nullable; fall back to the default. */
export function resolveCurrency(value: unknown): CurrencyCode {
  if (typeof value !== 'string') return DEFAULT_CURRENCY;
  const code = value.trim().toUpperCase();
  return isCurrencyCode(code) ? code : DEFAULT_CURRENCY;
}
