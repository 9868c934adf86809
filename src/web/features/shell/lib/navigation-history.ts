/** Spec §2: visited pages (path, timestamp, title) in localStorage `navigation_history`, at most 20. */
export const HISTORY_KEY = 'navigation_history';
export const HISTORY_LIMIT = 20;
export const RECENT_COUNT = 3;
export const FREQUENT_COUNT = 3;

export type HistoryEntry = { path: string; timestamp: number; title: string };
export type FrequentEntry = HistoryEntry & { visits: number };

function isEntry(value: unknown): value is HistoryEntry {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.path === 'string' && typeof v.timestamp === 'number' && typeof v.title === 'string';
}

export function parseHistory(raw: string | null): HistoryEntry[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isEntry).slice(0, HISTORY_LIMIT) : [];
  } catch {
    return [];
  }
}

/** Newest first; a reload of the same page is not a new visit. */
export function addVisit(history: readonly HistoryEntry[], visit: HistoryEntry): HistoryEntry[] {
  if (history[0]?.path === visit.path) return [{ ...visit }, ...history.slice(1)];
  return [visit, ...history].slice(0, HISTORY_LIMIT);
}

/** The 3 most recent distinct pages. */
export function recentPages(history: readonly HistoryEntry[], count = RECENT_COUNT): HistoryEntry[] {
  const seen = new Set<string>();
  const out: HistoryEntry[] = [];
  for (const entry of history) {
    if (seen.has(entry.path)) continue;
    seen.add(entry.path);
    out.push(entry);
    if (out.length === count) break;
  }
  return out;
}

/** The 3 most visited pages with their visit counts; ties go to the more recent visit. */
export function frequentPages(history: readonly HistoryEntry[], count = FREQUENT_COUNT): FrequentEntry[] {
  const byPath = new Map<string, FrequentEntry>();
  for (const entry of history) {
    const known = byPath.get(entry.path);
    if (known) known.visits += 1;
    else byPath.set(entry.path, { ...entry, visits: 1 });
  }
  return [...byPath.values()].sort((a, b) => b.visits - a.visits || b.timestamp - a.timestamp).slice(0, count);
}

export function readHistory(): HistoryEntry[] {
  try {
    return parseHistory(localStorage.getItem(HISTORY_KEY));
  } catch {
    return [];
  }
}

export function recordVisit(visit: HistoryEntry): void {
  try {
    localStorage.setItem(HISTORY_KEY, JSON.stringify(addVisit(readHistory(), visit)));
  } catch {
    // Storage full or disabled: history is a convenience, never an error.
  }
}
