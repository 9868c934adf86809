// Module translations outside the app's entry bundle: a module registers its own namespace when
// its page code is first imported, and reads it through a hook whose keys are checked against
// its Arabic bundle (the app's typed `t` only knows the entry catalogue).
import i18n from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage, type Language } from '../i18n/language';

/** The English bundle has the Arabic one's shape: every key, strings at the leaves. */
export type Catalogue<T> = { [K in keyof T]: T[K] extends string ? string : Catalogue<T[K]> };

/** Every key of a bundle as a dotted path ('companies.columns.name'). */
export type KeyOf<T, P extends string = ''> = { [K in keyof T & string]: T[K] extends string ? `${P}${K}` : KeyOf<T[K], `${P}${K}.`> }[keyof T & string];

export type ModuleT<T> = (key: KeyOf<T>, options?: Record<string, unknown>) => string;

export function registerBundle<T extends object>(ns: string, ar: T, en: Catalogue<T>): void {
  i18n.addResourceBundle('ar', ns, ar, true, true);
  i18n.addResourceBundle('en', ns, en, true, true);
}

/**
 * The namespace's translate function and the current language (Language, 'ar' | 'en'); the
 * caller re-renders when the language changes.
 */
export function useModuleT<T>(ns: string): { t: ModuleT<T>; language: Language } {
  const { i18n: instance } = useTranslation();
  const language: Language = isLanguage(instance.language) ? instance.language : 'ar';
  const t = useCallback<ModuleT<T>>(
    (key, options) => (instance.getFixedT as (lng: string, ns: string) => (k: string, o?: object) => string)(language, ns)(key, options),
    [instance, language],
  );
  return { t, language };
}
