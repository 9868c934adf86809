// How the app names the signed-in person and their company, and greets them: one rule for the
// dashboard the app renders and the greeting the server paints before the app has loaded.

export type NameLanguage = 'ar' | 'en';

type NamePart = string | null | undefined;
export type NamedPerson = {
  profile?: { firstNameAr?: NamePart; lastNameAr?: NamePart; firstName?: NamePart; lastName?: NamePart } | null;
  user: { name?: NamePart; email: string };
};

function joinName(first: NamePart, last: NamePart): string {
  return [first, last].map((part) => part?.trim()).filter(Boolean).join(' ');
}

/** Spec §2: first and last name, Arabic preferred in Arabic (English preferred in English). */
export function personDisplayName(who: NamedPerson, language: NameLanguage): string {
  const arabic = joinName(who.profile?.firstNameAr, who.profile?.lastNameAr);
  const latin = joinName(who.profile?.firstName, who.profile?.lastName);
  const ordered = language === 'ar' ? [arabic, latin] : [latin, arabic];
  return ordered.find(Boolean) || who.user.name || who.user.email;
}

export function companyDisplayName(company: { name: string; nameAr?: NamePart }, language: NameLanguage): string {
  const arabic = company.nameAr?.trim();
  return language === 'ar' && arabic ? arabic : company.name;
}

/** The dashboard's greeting, an i18next template in the web catalogues. */
export const WELCOME: Record<NameLanguage, string> = { ar: 'مرحباً، {{name}}', en: 'Welcome, {{name}}' };

export function welcomeText(name: string, language: NameLanguage): string {
  return WELCOME[language].replace('{{name}}', () => name);
}
