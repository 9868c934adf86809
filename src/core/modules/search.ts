/** Quick-search palette entries (spec §2) taken from the manifests' routes, and the matching rules. */
import { canAccess, type AccessContext } from './access';
import { SEARCH_CATEGORIES, type Label, type ModuleManifest, type SearchCategory } from './types';

export type SearchEntry = {
  path: string;
  title: Label;
  description: Label;
  category: SearchCategory;
  keywords: readonly string[];
};

export type SearchGroup = { category: SearchCategory; entries: SearchEntry[] };

/** Entries the user may open; in browse mode only the mirrored pages. */
export function searchEntries(manifests: readonly ModuleManifest[], access: AccessContext, browsing = false): SearchEntry[] {
  return manifests
    .flatMap((m) => m.routes)
    .filter((r) => r.search && (!browsing || r.browse) && canAccess(r.access, access).ok)
    .map((r) => ({
      path: r.path,
      title: r.label,
      description: r.search!.description,
      category: r.search!.category,
      keywords: r.search!.keywords,
    }));
}

/** Case-insensitive, and forgiving of Arabic spelling variants (hamza forms, taa marbuta, diacritics). */
export function normaliseSearchText(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u064B-\u065F\u0670\u0640]/g, '') // harakat, dagger alef, tatweel
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه')
    .replace(/\s+/g, ' ')
    .trim();
}

function haystack(entry: SearchEntry): string {
  return normaliseSearchText(
    [entry.title.ar, entry.title.en, entry.description.ar, entry.description.en, ...entry.keywords].join(' '),
  );
}

/** Matches over title, description and keywords; grouped by category in the spec's order. */
export function searchPalette(entries: readonly SearchEntry[], query: string): SearchGroup[] {
  const needle = normaliseSearchText(query);
  const hits = needle ? entries.filter((entry) => haystack(entry).includes(needle)) : [...entries];
  return SEARCH_CATEGORIES.map((category) => ({ category, entries: hits.filter((e) => e.category === category) })).filter(
    (group) => group.entries.length > 0,
  );
}
