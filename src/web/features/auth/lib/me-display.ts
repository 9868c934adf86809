import { companyDisplayName, personDisplayName } from '../../../../core/auth/names';
import { CURRENCIES, isCurrencyCode } from '../../../../core/money/currencies';
import { normaliseRoles, ROLES, type Role } from '../../../../core/permissions/roles';
import type { Language } from '../../../i18n/language';
import type { Me, MeCompany } from '../api/types';

/** Spec §2: first and last name, Arabic preferred in Arabic (English preferred in English). */
export function displayName(me: Me, language: Language): string {
  return personDisplayName(me, language);
}

export function companyName(company: MeCompany, language: Language): string {
  return companyDisplayName(company, language);
}

/** The user's roles, highest first (the order of ROLES). */
export function sortedRoles(roles: readonly string[]): Role[] {
  const own = new Set(normaliseRoles(roles));
  return ROLES.filter((role) => own.has(role));
}

export function currencyLabel(code: string, language: Language): string {
  if (!isCurrencyCode(code)) return code;
  const currency = CURRENCIES[code];
  return `${language === 'ar' ? currency.nameAr : currency.nameEn} (${currency.code})`;
}

/** One letter for the avatar: Arabic initials joined together would read as a word. */
export function initial(name: string): string {
  return Array.from(name.trim())[0]?.toUpperCase() ?? '?';
}
