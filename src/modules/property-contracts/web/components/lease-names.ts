import type { Language } from '../../../../web/i18n/language';

type Named = { nameAr: string | null; nameEn: string | null };

/** A name in the reader's language, falling back to the other one. */
export function nameIn(p: Named, language: Language): string {
  const ar = p.nameAr?.trim();
  const en = p.nameEn?.trim();
  return (language === 'en' ? en || ar : ar || en) || '—';
}

/** A leased property as lists show it: its own name, and its building (a unit's) below. */
export function leasedProperty(p: Named & { buildingNameAr: string | null; buildingNameEn: string | null }, language: Language): { name: string; building: string | null } {
  const building = p.buildingNameAr || p.buildingNameEn ? nameIn({ nameAr: p.buildingNameAr, nameEn: p.buildingNameEn }, language) : null;
  return { name: nameIn(p, language), building };
}
