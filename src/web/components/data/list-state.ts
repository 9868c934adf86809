import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export type SortDir = 'asc' | 'desc';

/**
 * What one list keeps in the URL (search, sort, chip filter, selects, page), declared once per page
 * as a module constant. Defaults never reach the URL, so links stay short and shareable.
 */
export type ListConfig<S extends string = string, C extends string = string> = {
  /** Sort keys; the first is the default. */
  sorts?: readonly S[];
  /** The default direction; 'asc' unless told. */
  dir?: SortDir;
  /** The chip filter: its values (the first is the default, e.g. 'all'), kept in `?status=` unless `param` says otherwise. */
  chips?: {
    values: readonly C[];
    param?: string;
    /** Chips that stand for other URL values, e.g. `{ ending: { ending: '7' } }` for a dashboard's `?ending=7` link. */
    presets?: Partial<Record<C, Readonly<Record<string, string>>>>;
  };
  /** Other one-of filters (a select each): URL key → values, the first is the default. */
  selects?: Readonly<Record<string, readonly string[]>>;
  /**
   * Filters whose values only the data knows (a company id, a plan code, a date): any value is
   * kept, empty is the default. They sit in `selects` beside the fixed ones and are set the same way.
   */
  open?: readonly string[];
  /** Old URL keys still read, as the key they became (`{ endingWithinDays: 'ending', search: 'q' }`); written back under the new key. */
  aliases?: Readonly<Record<string, string>>;
  pageSize?: number;
};

export type ListState<S extends string = string, C extends string = string> = {
  search: string;
  sort: S;
  dir: SortDir;
  chip: C;
  selects: Readonly<Record<string, string>>;
  page: number;
  pageSize: number;
  /** A search, chip or select narrows the list: "nothing matches", not "nothing yet". */
  filtered: boolean;
  /** Changes whenever the rows shown change (a row selection resets on it). */
  key: string;
};

export type ListChange = { search?: string; sort?: string; dir?: SortDir; chip?: string; selects?: Record<string, string>; page?: number; clear?: boolean };

const PAGE_SIZE = 50;

function read(params: URLSearchParams, key: string, aliases: Readonly<Record<string, string>> = {}): string | null {
  const value = params.get(key);
  if (value !== null) return value;
  for (const [old, now] of Object.entries(aliases)) if (now === key && params.get(old) !== null) return params.get(old);
  return null;
}

/** The value if allowed (a missing one counts as '', which a list may allow as its default), else the default. */
const pick = <T extends string>(value: string | null, allowed: readonly T[] | undefined): T => ((allowed as readonly string[] | undefined)?.includes(value ?? '') ? (value ?? '') : (allowed?.[0] ?? '')) as T;

/** The list's state from the URL; unknown values fall back to the defaults. */
export function readListState<S extends string, C extends string>(params: URLSearchParams, config: ListConfig<S, C>): ListState<S, C> {
  const { chips, aliases } = config;
  const get = (key: string) => read(params, key, aliases);
  const search = (get('q') ?? '').trim();
  const sort = pick(get('sort'), config.sorts);
  const given = get('dir');
  const dir: SortDir = given === 'asc' || given === 'desc' ? given : (config.dir ?? 'asc');
  const preset = Object.entries(chips?.presets ?? {}).find(([, values]) => Object.entries(values as Record<string, string>).every(([key, value]) => get(key) === value));
  const chip = (preset?.[0] ?? pick(get(chips?.param ?? 'status'), chips?.values)) as C;
  const selects = Object.fromEntries([
    ...Object.entries(config.selects ?? {}).map(([key, values]) => [key, pick(get(key), values)]),
    ...(config.open ?? []).map((key) => [key, (get(key) ?? '').trim()]),
  ]);
  const page = Math.max(1, Number.parseInt(get('page') ?? '', 10) || 1);
  const filtered = Boolean(search) || (chips !== undefined && chip !== chips.values[0]) || Object.entries(selects).some(([key, value]) => value !== (config.selects?.[key]?.[0] ?? ''));
  const key = JSON.stringify([search, sort, dir, chip, selects, page]);
  return { search, sort, dir, chip, selects, page, pageSize: config.pageSize ?? PAGE_SIZE, filtered, key };
}

/** The state after a change: anything but a page move goes back to page 1; `clear` drops search, chip and selects. */
export function applyListChange<S extends string, C extends string>(state: ListState<S, C>, change: ListChange, config: ListConfig<S, C>): ListState<S, C> {
  const cleared = change.clear
    ? {
        search: '',
        chip: (config.chips?.values[0] ?? '') as C,
        selects: Object.fromEntries([...Object.entries(config.selects ?? {}).map(([key, values]) => [key, values[0] ?? '']), ...(config.open ?? []).map((key) => [key, ''])]),
      }
    : {};
  const next = {
    ...state,
    ...cleared,
    ...(change.search !== undefined ? { search: change.search.trim() } : {}),
    ...(change.sort !== undefined ? { sort: pick(change.sort, config.sorts) } : {}),
    ...(change.dir !== undefined ? { dir: change.dir } : {}),
    ...(change.chip !== undefined ? { chip: pick(change.chip, config.chips?.values) } : {}),
    ...(change.selects ? { selects: { ...state.selects, ...change.selects } } : {}),
  };
  const onlyPage = Object.keys(change).every((key) => key === 'page');
  return readListState(writeListParams(new URLSearchParams(), { ...next, page: onlyPage ? (change.page ?? state.page) : 1 }, config), config);
}

/** The URL for a state: the managed keys in canonical form, defaults and old keys removed, other keys (`?open=`) kept. */
export function writeListParams<S extends string, C extends string>(current: URLSearchParams, state: Omit<ListState<S, C>, 'filtered' | 'key' | 'pageSize'>, config: ListConfig<S, C>): URLSearchParams {
  const next = new URLSearchParams(current);
  const put = (key: string, value: string | null) => (value === null || value === '' ? next.delete(key) : next.set(key, value));
  for (const old of Object.keys(config.aliases ?? {})) next.delete(old);
  put('q', state.search);
  if (config.sorts?.length) {
    put('sort', state.sort === config.sorts[0] ? null : state.sort);
    put('dir', state.dir === (config.dir ?? 'asc') ? null : state.dir);
  }
  const chips = config.chips;
  if (chips) {
    const presets = (chips.presets ?? {}) as Record<string, Record<string, string>>;
    for (const values of Object.values(presets)) for (const key of Object.keys(values)) next.delete(key);
    const preset = presets[state.chip];
    if (preset) for (const [key, value] of Object.entries(preset)) next.set(key, value);
    put(chips.param ?? 'status', preset || state.chip === chips.values[0] ? null : state.chip);
  }
  for (const [key, values] of Object.entries(config.selects ?? {})) put(key, state.selects[key] === values[0] ? null : (state.selects[key] ?? null));
  for (const key of config.open ?? []) put(key, state.selects[key]?.trim() ?? null);
  put('page', state.page > 1 ? String(state.page) : null);
  return next;
}

/**
 * A list's search, sort, chip, selects and page, kept in the URL (shareable, survives reloads; like
 * Refine's useTable). `config` must be a module constant. Setters replace the history entry.
 */
export function useListState<const S extends string, const C extends string>(config: ListConfig<S, C>) {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readListState(params, config), [params, config]);
  const update = useCallback(
    (change: ListChange) => setParams((current) => writeListParams(current, applyListChange(readListState(current, config), change, config), config), { replace: true }),
    [setParams, config],
  );
  const setters = useMemo(
    () => ({
      update,
      setSearch: (search: string) => update({ search }),
      setSort: (sort: S, dir: SortDir) => update({ sort, dir }),
      setChip: (chip: C) => update({ chip }),
      setSelect: (key: string, value: string) => update({ selects: { [key]: value } }),
      setPage: (page: number) => update({ page }),
      clear: () => update({ clear: true }),
    }),
    [update],
  );
  return { ...state, ...setters, config };
}

export type ListStateApi<S extends string = string, C extends string = string> = ListState<S, C> & {
  config: ListConfig<S, C>;
  update: (change: ListChange) => void;
  setSearch: (search: string) => void;
  setSort: (sort: S, dir: SortDir) => void;
  setChip: (chip: C) => void;
  setSelect: (key: string, value: string) => void;
  setPage: (page: number) => void;
  clear: () => void;
};
