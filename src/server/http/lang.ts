// The request's language: Arabic unless the client asks for English first.
export type Lang = 'ar' | 'en';

export function languageOf(acceptLanguage: string | undefined | null): Lang {
  if (!acceptLanguage) return 'ar';
  const first = acceptLanguage.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('en') ? 'en' : 'ar';
}
