/** Money display through Intl, with the currency's own decimals and the spec §9 symbol. */
import { CURRENCIES, type CurrencyCode } from './currencies';
import { parseMoney } from './decimal';

export type FormatMoneyOptions = {
  /** Defaults to the currency's locale of spec §9 (ar-QA for QAR, ...). */
  locale?: string;
  /** Latin digits by default (DESIGN.md); Arabic-Indic is a per-user option. */
  numberingSystem?: 'latn' | 'arab';
  /** 'symbol' uses the spec §9 symbol (ر.ق); 'code' shows the ISO code, e.g. for English screens. */
  display?: 'symbol' | 'code';
};

// Building a NumberFormat is far more expensive than using one; tables format thousands of cells.
const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(currency: CurrencyCode, locale: string, numberingSystem: string, display: string) {
  const key = `${currency}|${locale}|${numberingSystem}|${display}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const { decimals } = CURRENCIES[currency];
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      currencyDisplay: display === 'code' ? 'code' : 'symbol',
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      numberingSystem,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * Formats an amount string exactly: it is rounded with parseMoney and handed to Intl as a
 * string, which Intl formats as an exact decimal (no float on the way). Throws MoneyError
 * for an invalid amount.
 */
export function formatMoney(
  amount: string,
  currency: CurrencyCode,
  options: FormatMoneyOptions = {},
): string {
  const definition = CURRENCIES[currency];
  const value = parseMoney(amount, currency) as Intl.StringNumericLiteral;
  const display = options.display ?? 'symbol';
  const formatter = formatterFor(
    currency,
    options.locale ?? definition.locale,
    options.numberingSystem ?? 'latn',
    display,
  );
  if (display === 'code') return formatter.format(value);
  // Intl's Arabic symbols differ from the spec's (e.g. 'ر.ق.‏'), so swap in the table's.
  return formatter
    .formatToParts(value)
    .map((part) => (part.type === 'currency' ? definition.symbol : part.value))
    .join('');
}
