import { cn } from '../../lib/cn';
import { NativeSelect } from '../ui/native-select';
import { FilterChips, type Chip } from './filter-chips';
import { useDataT } from './i18n';
import type { ListStateApi, SortDir } from './list-state';
import { SearchBox } from './search-box';

/**
 * A one-of filter shown as a select; its values are the list config's `selects[key]`, or for an
 * `open` key the `values` the page knows at run time ('' first for "all").
 */
export type ListSelect = { key: string; label: string; option: (value: string) => string; values?: readonly string[] };

export type ListToolbarProps<S extends string, C extends string> = {
  list: ListStateApi<S, C>;
  /** Prefix of the controls' ids (`contracts` → `contracts-search`, `contracts-sort`). */
  id: string;
  search: { label: string; placeholder?: string };
  /** A sort select over the config's sorts, each in both directions (the default one first). */
  sort?: { label: (sort: S) => string };
  selects?: readonly ListSelect[];
  /** Chips over the config's chip values; the page brings their labels, tones and counts. */
  chips?: { label: string; testId?: string; items: readonly Chip[] };
};

/** The list's toolbar: search, sort, selects, then the chips — all of it kept in the URL. */
export function ListToolbar<S extends string, C extends string>({ list, id, search, sort, selects = [], chips }: ListToolbarProps<S, C>) {
  const { t } = useDataT();
  const first = list.config.dir ?? 'asc';
  const dirs: readonly SortDir[] = first === 'asc' ? ['asc', 'desc'] : ['desc', 'asc'];
  const sorts = sort ? (list.config.sorts ?? []) : [];
  // Up to two filters sit beside the search; more would squeeze it, so they get a row of their own.
  const wide = selects.length + (sorts.length ? 1 : 0) > 2;
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-border bg-card p-3 shadow-sm sm:p-4">
      <div className={cn('flex flex-col gap-3', !wide && 'lg:flex-row')}>
        <SearchBox id={`${id}-search`} value={list.search} onSearch={list.setSearch} label={search.label} placeholder={search.placeholder} className="flex-1" />
        <div className={wide ? 'grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4' : 'contents'}>
          {selects.map((select) => (
            <div key={select.key} className={wide ? undefined : 'lg:w-48'}>
              <label htmlFor={`${id}-${select.key}`} className="sr-only">
                {select.label}
              </label>
              <NativeSelect id={`${id}-${select.key}`} value={list.selects[select.key]} onChange={(event) => list.setSelect(select.key, event.target.value)}>
                {(select.values ?? list.config.selects?.[select.key] ?? []).map((value) => (
                  <option key={value} value={value}>
                    {select.option(value)}
                  </option>
                ))}
              </NativeSelect>
            </div>
          ))}
          {sort && sorts.length ? (
            <div className={wide ? undefined : 'lg:w-56'}>
              <label htmlFor={`${id}-sort`} className="sr-only">
                {t('sortBy')}
              </label>
              <NativeSelect
                id={`${id}-sort`}
                value={`${list.sort}:${list.dir}`}
                onChange={(event) => {
                  const [value, dir] = event.target.value.split(':');
                  list.setSort(value as S, dir === 'desc' ? 'desc' : 'asc');
                }}
              >
                {sorts.flatMap((s) =>
                  dirs.map((dir) => (
                    <option key={`${s}:${dir}`} value={`${s}:${dir}`}>
                      {`${sort.label(s)} — ${t(dir === 'asc' ? 'ascending' : 'descending')}`}
                    </option>
                  )),
                )}
              </NativeSelect>
            </div>
          ) : null}
        </div>
      </div>
      {chips ? <FilterChips label={chips.label} testId={chips.testId} value={list.chip} onChange={(value) => list.setChip(value as C)} chips={chips.items} /> : null}
    </div>
  );
}

/**
 * Chips with the list's counts: each value shows its count (0 when absent), `all` the sum unless
 * the counts carry it; values in `uncounted` show none. No counts yet (loading): no figures.
 */
export function countedChips(chips: readonly Chip[], counts: Readonly<Record<string, number>> | undefined, uncounted: readonly string[] = []): Chip[] {
  if (!counts) return [...chips];
  const sum = Object.values(counts).reduce((a, b) => a + b, 0);
  return chips.map((chip) => (uncounted.includes(chip.value) ? chip : { ...chip, count: counts[chip.value] ?? (chip.value === 'all' ? sum : 0) }));
}
