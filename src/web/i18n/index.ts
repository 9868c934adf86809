import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readNamespace, registerNamespace } from './namespaces';
import {
  applyDocumentLanguage,
  isLanguage,
  readStoredLanguage,
  storeLanguage,
  type Language,
} from './language';

// One loader for every text: the app's own catalogue (namespace `translation`: the shell, sign-in,
// shared messages) and each module's or page group's namespace (`defineTexts`, lib/module-i18n.ts)
// are read by this backend from one registry. Each language's bundle is a chunk of its own and
// only the active language is fetched (index.html preloads the app catalogue's, see
// build-plugin.ts); `changeLanguage` fetches every namespace in use before the new language shows.
registerNamespace('translation', { ar: () => import('./catalogues/ar'), en: () => import('./catalogues/en') });

const catalogueBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    if (!isLanguage(language)) return callback(null, {});
    readNamespace(language, namespace).then(
      (texts) => callback(null, (texts ?? {}) as Record<string, unknown>),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

const initial = readStoredLanguage();
applyDocumentLanguage(initial);

/** Resolves once the active language's catalogue is in: main.tsx renders after it. */
export const i18nReady: Promise<unknown> = i18n
  .use(catalogueBackend)
  .use(initReactI18next)
  .init({
    lng: initial,
    // Both catalogues have every key (Strings<typeof ar>): no fallback language to download.
    fallbackLng: false,
    supportedLngs: ['ar', 'en'],
    ns: ['translation'],
    defaultNS: 'translation',
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
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
