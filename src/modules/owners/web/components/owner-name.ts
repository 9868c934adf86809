import type { Language } from '../../../../web/i18n/language';

/** The Arabic name in Arabic, the English one in English when there is one. */
export function ownerName(o: { nameAr: string; nameEn: string | null }, language: Language): string {
  return (language === 'en' && o.nameEn?.trim()) || o.nameAr;
}
