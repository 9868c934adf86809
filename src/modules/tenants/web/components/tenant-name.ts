import type { Language } from '../../../../web/i18n/language';

/** The Arabic name in Arabic, the English one in English; each falls back to the other. */
export function tenantName(c: { nameAr: string | null; nameEn: string | null }, language: Language): string {
  const ar = c.nameAr?.trim();
  const en = c.nameEn?.trim();
  return (language === 'ar' ? ar || en : en || ar) || '—';
}
