// One way for every module (and every group of platform pages) to bring its texts:
//   i18n/ar.ts     `const ar = {…}; export default ar; export type FleetTexts = typeof ar;`
//                  the Arabic bundle, the source of the keys
//   i18n/en.ts     `const en: Catalogue<FleetTexts> = {…}; export default en;` — every key, checked
//   i18n/index.ts  `export const useFleetT = defineTexts<FleetTexts>('fleet',
//                     { ar: () => import('./ar'), en: () => import('./en') });`
// A namespace is one i18next namespace read by the app's one backend (i18n/index.ts): only the
// active language is fetched, starting as soon as the module's code is imported, and a language
// switch fetches every namespace in use before it shows. Texts a first paint needs (the header's
// clock button) pass the bundles themselves instead of chunks.
import type { CustomTypeOptions } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n, i18nReady } from '../i18n';
import { isLanguage, type Language } from '../i18n/language';
import { isLazy, registerNamespace, type TextSource } from '../i18n/namespaces';

/** The English bundle has the Arabic one's shape: every key, strings at the leaves. */
export type Catalogue<T> = { [K in keyof T]: T[K] extends string ? string : Catalogue<T[K]> };

/** A plural form's key without its CLDR suffix: i18next picks `lateBy_few` for t('lateBy', { count }). */
type PluralBase<K extends string> = K extends `${infer B}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}` ? B : K;

/** Every key of a bundle as a dotted path ('companies.columns.name'). */
export type KeyOf<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${PluralBase<K>}` : KeyOf<T[K], `${P}${K}.`>;
}[keyof T & string];

/** The app's own catalogue (shared messages, roles, common words), which every namespace can also read. */
type AppTexts = CustomTypeOptions['resources']['translation'];

export type ModuleT<T> = (key: KeyOf<T> | KeyOf<AppTexts>, options?: Record<string, unknown>) => string;

type Lazy<T> = () => Promise<{ default: T }>;

/** Where a namespace's Arabic and English bundles come from: both in hand, or both lazy chunks. */
export type TextSources<T> = { ar: T; en: Catalogue<T> } | { ar: Lazy<T>; en: Lazy<Catalogue<T>> };

/**
 * Declares a namespace and returns its hook: `const { t, language } = useFleetT()`. `t` knows the
 * namespace's keys, then the app catalogue's (`messages.<code>`, `roles.<role>`); a page waiting for its texts suspends (the shell keeps a Suspense boundary
 * around every page) and re-renders when the language changes.
 */
export function defineTexts<T extends object>(ns: string, sources: TextSources<T>): () => { t: ModuleT<T>; language: Language } {
  registerNamespace(ns, sources as Record<Language, TextSource>);
  if (isLazy(sources.ar)) {
    // Fetch the active language's bundle alongside the module's code rather than at first render.
    void i18nReady.then(() => i18n.loadNamespaces(ns));
  } else {
    i18n.addResourceBundle('ar', ns, sources.ar, true, true);
    i18n.addResourceBundle('en', ns, sources.en, true, true);
  }
  return function useTexts() {
    // The app's typed useTranslation knows only the entry catalogue; namespaces are typed by `t` below.
    const { i18n: instance } = (useTranslation as (ns: string) => ReturnType<typeof useTranslation>)(ns);
    const language: Language = isLanguage(instance.language) ? instance.language : 'ar';
    const t = useCallback<ModuleT<T>>(
      (key, options) => (instance.getFixedT as (lng: string, ns: string[]) => (k: string, o?: object) => string)(language, [ns, 'translation'])(key, options),
      [instance, language],
    );
    return { t, language };
  };
}
