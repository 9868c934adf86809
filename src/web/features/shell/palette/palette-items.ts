import { canAccess, routeFor, searchEntries, searchPalette, type AccessContext, type SearchCategory } from '../../../../core/modules';
import { MODULES } from '../../../../modules';
import type { Language } from '../../../i18n/language';
import { frequentPages, recentPages, type HistoryEntry } from '../lib/navigation-history';

export type PaletteOption = { id: string; path: string; title: string; description?: string; visits?: number };
export type PaletteSection = { id: string; heading: { kind: 'category'; category: SearchCategory } | { kind: 'recent' } | { kind: 'frequent' } | { kind: 'records' }; options: PaletteOption[] };

function allowed(path: string, access: AccessContext, browsing: boolean): boolean {
  const route = routeFor(MODULES, path);
  return Boolean(route && (!browsing || route.browse) && canAccess(route.access, access).ok);
}

/** The palette's sections for a query: matches by category, or recent and frequent pages for an empty query. */
export function paletteSections(query: string, history: readonly HistoryEntry[], access: AccessContext, browsing: boolean, language: Language): PaletteSection[] {
  const entries = searchEntries(MODULES, access, browsing);
  if (!query.trim()) {
    const visible = history.filter((entry) => allowed(entry.path, access, browsing));
    const recent = recentPages(visible);
    if (recent.length > 0) {
      return [
        { id: 'recent', heading: { kind: 'recent' }, options: recent.map((e) => ({ id: `recent:${e.path}`, path: e.path, title: e.title })) },
        {
          id: 'frequent',
          heading: { kind: 'frequent' },
          options: frequentPages(visible).map((e) => ({ id: `frequent:${e.path}`, path: e.path, title: e.title, visits: e.visits })),
        },
      ];
    }
  }
  return searchPalette(entries, query).map((group) => ({
    id: group.category,
    heading: { kind: 'category', category: group.category },
    options: group.entries.map((e) => ({ id: `${group.category}:${e.path}`, path: e.path, title: e.title[language], description: e.description[language] })),
  }));
}
