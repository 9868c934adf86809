import i18n, { type BackendModule } from 'i18next';
import { use } from 'react';
import { initReactI18next } from 'react-i18next';
import { mergePieces, type CataloguePart } from './catalogues/parts';
import { readNamespace } from './namespaces';
import {
  applyDocumentLanguage,
  isLanguage,
  readStoredLanguage,
  storeLanguage,
  type Language,
} from './language';

// Each language's catalogue is a chunk of its own: the entry loads only the active one (index.html
// preloads it, see build-plugin.ts) and i18next fetches the other through this backend when
// `changeLanguage` switches to it. The texts of the profile and settings pages are parts
// those pages load with `loadTexts`. Every module brings its texts as a namespace of its own
// (`defineTexts`, lib/module-i18n.ts), which this same backend reads: only the active language,
// and on a switch every namespace in use before the new language shows.
type Piece = () => Promise<{ default: Record<string, unknown> }>;

const CATALOGUES: Record<Language, Record<'base' | CataloguePart, Piece>> = {
  ar: {
    base: () => import('./catalogues/ar'),
    profile: () => import('./catalogues/ar-profile'),
    settings: () => import('./catalogues/ar-settings'),
  },
  en: {
    base: () => import('./catalogues/en'),
    profile: () => import('./catalogues/en-profile'),
    settings: () => import('./catalogues/en-settings'),
  },
};

/** Parts some page has asked for: a language loaded later comes with them. */
const wantedParts = new Set<CataloguePart>();

/** A language's base and wanted parts; parts asked for while it loads are included too. */
async function readCatalogue(language: Language): Promise<Record<string, unknown>> {
  const catalogue = mergePieces({}, (await CATALOGUES[language].base()).default);
  const included = new Set<CataloguePart>();
  for (let missing = [...wantedParts]; missing.length; missing = [...wantedParts].filter((part) => !included.has(part))) {
    for (const part of missing) included.add(part);
    const pieces = await Promise.all(missing.map((part) => CATALOGUES[language][part]()));
    for (const piece of pieces) mergePieces(catalogue, piece.default);
  }
  return catalogue;
}

const catalogueBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    if (!isLanguage(language)) return callback(null, {});
    const texts = namespace === 'translation' ? readCatalogue(language) : readNamespace(language, namespace).then((bundle) => bundle ?? {});
    texts.then(
      (catalogue) => callback(null, catalogue),
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

const partLoads = new Map<CataloguePart, Promise<void>>();
const partsIn = new Set<CataloguePart>();

/**
 * The texts of a group of pages, for every language already loaded (the others get them when
 * they load). Started when a page's code is imported; the page waits for it with `useTexts`.
 */
export function loadTexts(part: CataloguePart): Promise<void> {
  let load = partLoads.get(part);
  if (!load) {
    wantedParts.add(part);
    load = (async () => {
      await i18nReady;
      const languages = (['ar', 'en'] as const).filter((language) => i18n.hasResourceBundle(language, 'translation'));
      await Promise.all(
        languages.map(async (language) => {
          const piece = (await CATALOGUES[language][part]()).default;
          i18n.addResourceBundle(language, 'translation', piece, true, true);
        }),
      );
      partsIn.add(part);
    })();
    // A failed download (offline, a replaced deploy) is tried again by the next page that asks.
    load.catch(() => partLoads.delete(part));
    partLoads.set(part, load);
  }
  return load;
}

/** Suspends a page until its texts are in: app-shell.tsx puts a Suspense boundary around every page. */
export function useTexts(part: CataloguePart): void {
  if (!partsIn.has(part)) use(loadTexts(part));
}

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
