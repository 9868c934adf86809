import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { BUSINESS_TYPES } from '../../core/auth/business-types';
import { MESSAGES } from '../../core/i18n/messages';
import { ROLE_LABELS } from '../../core/permissions/roles';
import { ar } from './locales/ar';
import { en } from './locales/en';
import {
  applyDocumentLanguage,
  isLanguage,
  readStoredLanguage,
  storeLanguage,
  type Language,
} from './language';

/** Labels that live in core (shared with the server), exposed as `roles.<role>` and `businessTypes.<id>`. */
function roleLabels(language: Language): Record<string, string> {
  return Object.fromEntries(Object.entries(ROLE_LABELS).map(([role, label]) => [role, label[language]]));
}

function businessTypeLabels(language: Language): Record<string, string> {
  return Object.fromEntries(Object.values(BUSINESS_TYPES).map((type) => [type.id, type.label[language]]));
}

function catalogue(language: Language, own: typeof ar) {
  return { ...own, roles: roleLabels(language), businessTypes: businessTypeLabels(language), messages: sharedMessages(language) };
}

/** Shared server/web messages (core/i18n) as `messages.<code>`; `{name}` becomes i18next's `{{name}}`. */
function sharedMessages(language: Language): Record<string, string> {
  return Object.fromEntries(
    Object.entries(MESSAGES).map(([code, text]) => [code, text[language].replace(/\{(\w+)\}/g, '{{$1}}')]),
  );
}

const initial = readStoredLanguage();
applyDocumentLanguage(initial);

void i18n.use(initReactI18next).init({
  resources: {
    ar: { translation: catalogue('ar', ar) },
    en: { translation: catalogue('en', en) },
  },
  lng: initial,
  fallbackLng: 'ar',
  supportedLngs: ['ar', 'en'],
  interpolation: { escapeValue: false },
  initAsync: false,
});

i18n.on('languageChanged', (language) => {
  if (!isLanguage(language)) return;
  storeLanguage(language);
  applyDocumentLanguage(language);
});

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : 'ar';
}

export { i18n };
export type { Language } from './language';
