import { CURRENCIES, isCurrencyCode } from '../../../../core/money/currencies';
import { normaliseRoles, ROLES, type Role } from '../../../../core/permissions/roles';
import type { Language } from '../../../i18n/language';
import type { Me, MeCompany } from '../api/types';

function joinName(first: string | null | undefined, last: string | null | undefined): string {
  return [first, last].map((part) => part?.trim()).filter(Boolean).join(' ');
}

/** Spec §2: first and last name, Arabic preferred in Arabic (English preferred in English). */
export function displayName(me: Me, language: Language): string {
  const arabic = joinName(me.profile?.firstNameAr, me.profile?.lastNameAr);
  const latin = joinName(me.profile?.firstName, me.profile?.lastName);
  const ordered = language === 'ar' ? [arabic, latin] : [latin, arabic];
  return ordered.find(Boolean) || me.user.name || me.user.email;
}

export function companyName(company: MeCompany, language: Language): string {
  const arabic = company.nameAr?.trim();
  return language === 'ar' && arabic ? arabic : company.name;
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
