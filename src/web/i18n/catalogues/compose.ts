import { BUSINESS_TYPES } from '../../../core/auth/business-types';
import { MESSAGES } from '../../../core/i18n/messages';
import { ROLE_LABELS } from '../../../core/permissions/roles';
import type { ar } from '../locales/ar';
import type { Language } from '../language';

/** Labels that live in core (shared with the server), exposed as `roles.<role>` and `businessTypes.<id>`. */
function roleLabels(language: Language): Record<string, string> {
  return Object.fromEntries(Object.entries(ROLE_LABELS).map(([role, label]) => [role, label[language]]));
}

function businessTypeLabels(language: Language): Record<string, string> {
  return Object.fromEntries(Object.values(BUSINESS_TYPES).map((type) => [type.id, type.label[language]]));
}

/** Shared server/web messages (core/i18n) as `messages.<code>`; `{name}` becomes i18next's `{{name}}`. */
function sharedMessages(language: Language): Record<string, string> {
  return Object.fromEntries(
    Object.entries(MESSAGES).map(([code, text]) => [code, text[language].replace(/\{(\w+)\}/g, '{{$1}}')]),
  );
}

/** One language's `translation` namespace: its own catalogue plus the labels and messages from core. */
export function composeCatalogue(language: Language, own: typeof ar) {
  return { ...own, roles: roleLabels(language), businessTypes: businessTypeLabels(language), messages: sharedMessages(language) };
}
