import type { Language } from '../../../../web/i18n/language';
import { countryByCode } from '../../../../core/companies';

/** A company or plan name in the user's language (Arabic preferred when there is one). */
export const localName = (row: { name: string; nameAr: string | null }, language: Language) => (language === 'ar' && row.nameAr) || row.name;

export const countryName = (code: string | null, language: Language) => {
  const country = countryByCode(code);
  return country ? country[language] : (code ?? '—');
};

export { COUNTRY_CODES } from '../../../../core/companies';
