import { CURRENCIES, resolveCurrency } from '../../../core/money';
import type { Company } from './company';

/**
 * An exact decimal string as a grouped figure with the currency's decimals, in the user's digits
 * (Latin or Arabic-Indic). Intl formats the string itself, so no float is involved.
 */
export function amountFormatter(co: Company, currency: string) {
  const decimals = CURRENCIES[resolveCurrency(currency)].decimals;
  const format = new Intl.NumberFormat(co.f.language === 'ar' ? 'ar' : 'en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals, numberingSystem: co.f.numberingSystem });
  return (value: string | null | undefined) => (value === null || value === undefined || value === '' ? '' : format.format(value as Intl.StringNumericLiteral));
}
