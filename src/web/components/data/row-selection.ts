import { useCallback, useMemo, useState } from 'react';

/** Selected row keys of one page; passed to DataTable and the bulk action bar. */
export type RowSelection = {
  /** The selected keys among the rows shown, in row order. */
  keys: readonly string[];
  count: number;
  isSelected: (key: string) => boolean;
  toggle: (key: string) => void;
  /** Selects every row of the page, or none when all are selected. */
  toggleAll: () => void;
  /** Keeps only these keys (e.g. the rows a bulk action could not change). */
  keep: (keys: readonly string[]) => void;
  clear: () => void;
  all: boolean;
  some: boolean;
};

const NONE: ReadonlySet<string> = new Set();

/** The page's keys that are selected, in row order; a key not on the page never counts. */
export function selectedOn(rows: readonly string[], chosen: ReadonlySet<string>): string[] {
  return rows.filter((key) => chosen.has(key));
}

export function toggled(chosen: ReadonlySet<string>, key: string): ReadonlySet<string> {
  const next = new Set(chosen);
  if (!next.delete(key)) next.add(key);
  return next;
}

/** "Select all" on a page: all rows, or none when they all are already. */
export function toggledAll(rows: readonly string[], chosen: ReadonlySet<string>): ReadonlySet<string> {
  return rows.length > 0 && selectedOn(rows, chosen).length === rows.length ? NONE : new Set(rows);
}

/**
 * Row selection of the page shown (DECISIONS 11: bulk actions and Del act on it). It empties by
 * itself when `resetKey` changes (another page, search or filter): no selection is ever acted on
 * that the user cannot see.
 */
export function useRowSelection(rows: readonly string[], resetKey: string): RowSelection {
  const [state, setState] = useState<{ key: string; chosen: ReadonlySet<string> }>({ key: resetKey, chosen: NONE });
  const chosen = state.key === resetKey ? state.chosen : NONE;
  const change = useCallback((next: (chosen: ReadonlySet<string>) => ReadonlySet<string>) => setState((s) => ({ key: resetKey, chosen: next(s.key === resetKey ? s.chosen : NONE) })), [resetKey]);
  return useMemo(() => {
    const keys = selectedOn(rows, chosen);
    return {
      keys,
      count: keys.length,
      isSelected: (key: string) => chosen.has(key),
      toggle: (key: string) => change((c) => toggled(c, key)),
      toggleAll: () => change((c) => toggledAll(rows, c)),
      keep: (kept: readonly string[]) => change(() => new Set(kept)),
      clear: () => change(() => NONE),
      all: rows.length > 0 && keys.length === rows.length,
      some: keys.length > 0 && keys.length < rows.length,
    };
  }, [rows, chosen, change]);
}
