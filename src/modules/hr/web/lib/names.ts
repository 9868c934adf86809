import type { Language } from '../../../../web/i18n/language';

function join(first: string | null | undefined, last: string | null | undefined): string {
  return [first, last].map((part) => part?.trim()).filter(Boolean).join(' ');
}

type Named = { firstName: string; lastName: string; firstNameAr: string | null; lastNameAr: string | null };

/** Arabic name first in Arabic, the Latin one in English; each falls back to the other. */
export function employeeName(e: Named, language: Language): string {
  const arabic = join(e.firstNameAr, e.lastNameAr);
  const latin = join(e.firstName, e.lastName);
  return (language === 'ar' ? arabic || latin : latin || arabic) || '—';
}

/** For API rows that carry `name` and `nameAr` already joined. */
export function pickName(name: string, nameAr: string | null | undefined, language: Language): string {
  return language === 'ar' ? nameAr?.trim() || name : name || nameAr || '—';
}

/** A bilingual pair (department, position) in the user's language, falling back to the other. */
export function pickText(latin: string | null | undefined, arabic: string | null | undefined, language: Language): string {
  const a = arabic?.trim();
  const l = latin?.trim();
  return (language === 'ar' ? a || l : l || a) || '';
}
