import { useMemo, type ComponentType, type ReactNode } from 'react';
import { Button } from '../ui/button';
import { BulkBar, type BulkAction } from './bulk-actions';
import { DataTable, type Column } from './data-table';
import { EmptyState } from './empty-state';
import { useDataT } from './i18n';
import type { ListStateApi } from './list-state';
import { ListToolbar, type ListToolbarProps } from './list-toolbar';
import { LoadError } from './load-error';
import { PageHeader } from './page-header';
import { Pagination } from './pagination';
import { useRowSelection } from './row-selection';
import { SkeletonRows } from './skeleton';

/** One server page of a list, as every list endpoint returns it. */
export type ListData<T> = { items: readonly T[]; total: number; page: number; pageSize: number };

/** The parts of a TanStack query result a list reads. */
export type ListQuery<T> = { isPending: boolean; isError: boolean; error: unknown; data: ListData<T> | undefined; isPlaceholderData: boolean; refetch: () => unknown };

/**
 * A list endpoint without server pages (it answers every row, like the platform's companies): its
 * rows as the one page ListPage shows.
 */
export function onePage<T>(query: Omit<ListQuery<T>, 'data'>, items: readonly T[] | undefined): ListQuery<T> {
  const { isPending, isError, error, isPlaceholderData, refetch } = query;
  return { isPending, isError, error, isPlaceholderData, refetch, data: items && { items, total: items.length, page: 1, pageSize: Math.max(1, items.length) } };
}

type Icon = ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
type EmptyText = { icon?: Icon; title: string; body?: string; action?: ReactNode };

export type ListPageProps<T, S extends string, C extends string> = Omit<ListToolbarProps<S, C>, 'list'> & {
  list: ListStateApi<S, C>;
  query: ListQuery<T>;
  /** The page header; the title defaults to the route's menu label. */
  header: { title?: string; subtitle?: ReactNode; actions?: ReactNode };
  /** Between the header and the toolbar: views, totals. */
  above?: ReactNode;
  columns: readonly Column<T>[];
  /** The row as a card on phones (RowCard). */
  card: (row: T) => ReactNode;
  rowKey: (row: T) => string;
  /** How a row is named to screen readers ("select CON-00012") and in bulk dialogs and toasts. */
  rowLabel: (row: T) => string;
  caption: string;
  testId: string;
  rowHeight?: number;
  /** Nothing yet: what to do first. */
  empty: EmptyText & { icon: Icon };
  /** Nothing matches the search or filters: a "clear filters" button comes with it. */
  noMatches: EmptyText;
  /** Actions on the selected rows (only those the module's API has); the one marked `del` runs on Del. */
  bulkActions?: readonly BulkAction<T>[];
  /** Dialogs the page opens. */
  children?: ReactNode;
};

/**
 * The list page of every module (DESIGN.md "Lists"): header, toolbar (search, sort, selects,
 * chips with counts), skeleton, load error, the two empty states, the table with phone cards and
 * row selection, the bulk action bar (Esc clears, Del runs the delete/cancel action), pagination.
 * A module brings its columns, card, filters and texts; the state lives in the URL (useListState).
 */
export function ListPage<T, S extends string, C extends string>(props: ListPageProps<T, S, C>) {
  const { list, query, header, above, columns, card, rowKey, rowLabel, caption, testId, rowHeight, empty, noMatches, bulkActions = [], children, ...toolbar } = props;
  const { t } = useDataT();
  const rows = useMemo(() => query.data?.items ?? [], [query.data]);
  const keys = useMemo(() => rows.map(rowKey), [rows, rowKey]);
  const selection = useRowSelection(keys, list.key);
  const selectedRows = useMemo(() => rows.filter((row) => selection.isSelected(rowKey(row))), [rows, selection, rowKey]);
  const data = query.data;

  let body: ReactNode;
  if (query.isPending) body = <SkeletonRows rows={8} />;
  else if (query.isError || !data) body = <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  else if (data.items.length === 0)
    body = list.filtered ? (
      <EmptyState icon={noMatches.icon ?? empty.icon} title={noMatches.title} body={noMatches.body} action={noMatches.action ?? <Button variant="outline" onClick={list.clear}>{t('clearFilters')}</Button>} />
    ) : (
      <EmptyState icon={empty.icon} title={empty.title} body={empty.body} action={empty.action} />
    );
  else
    body = (
      <div className="flex flex-col gap-4">
        {/* Checkboxes only where something can be done with the rows picked (a selection that leads nowhere is noise). */}
        <DataTable rows={data.items} rowKey={rowKey} columns={columns} caption={caption} testId={testId} rowHeight={rowHeight} dim={query.isPlaceholderData} card={card} selection={bulkActions.length ? { state: selection, label: rowLabel } : undefined} />
        {bulkActions.length ? <BulkBar rows={selectedRows} selection={selection} actions={bulkActions} rowKey={rowKey} rowLabel={rowLabel} /> : null}
        <Pagination page={data.page} pageSize={data.pageSize} total={data.total} onPage={list.setPage} />
      </div>
    );

  return (
    <div className="flex flex-col gap-5">
      <PageHeader title={header.title} subtitle={header.subtitle} actions={header.actions} />
      {above}
      <ListToolbar list={list} {...toolbar} />
      {body}
      {children}
    </div>
  );
}
