import { PERMISSIONS, ROLE_LABELS, isRole, type PermissionCategory, type PermissionDefinition } from '../../../../core/permissions';
import type { Language } from '../../../../web/i18n/language';

/** A role's label in the user's language (unknown strings as they are). */
export function roleLabel(role: string, language: Language): string {
  return isRole(role) ? ROLE_LABELS[role][language] : role;
}

const CATEGORY_ORDER: readonly PermissionCategory[] = ['hr', 'attendance', 'finance', 'operations', 'fleet', 'legal', 'reports', 'admin'];

export type PermissionGroup = { category: PermissionCategory; items: PermissionDefinition[] };

/** The permissions the caller may grant, grouped by category in a stable order (catalogue order inside). */
export function groupPermissions(ids: readonly string[]): PermissionGroup[] {
  const allowed = new Set(ids);
  return CATEGORY_ORDER.map((category) => ({ category, items: PERMISSIONS.filter((p) => p.category === category && allowed.has(p.id)) })).filter((g) => g.items.length > 0);
}

export function permissionName(p: PermissionDefinition, language: Language): string {
  return language === 'ar' ? p.nameAr : p.name;
}
