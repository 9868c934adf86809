/** A property's or building's name in the reader's language, falling back to the other one. */
export function propertyName(p: { nameAr: string | null; nameEn: string | null }, language: 'ar' | 'en'): string {
  return (language === 'en' ? (p.nameEn ?? p.nameAr) : (p.nameAr ?? p.nameEn)) ?? '';
}
