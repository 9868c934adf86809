import type { ReactNode } from 'react';
import { RowCard } from '../../../../web/components/data/data-table';
import { cn } from '../../../../web/lib/cn';

export type FigureColumn<T> = { key: string; header: string; cell: (row: T) => ReactNode; numeric?: boolean };

/**
 * A report's table: a dense grid with a totals footer on wide screens, one card per row on phones
 * (DESIGN.md lists), totals last. Report rows are few (one per vehicle or month), so no paging.
 */
export function FiguresTable<T>({ rows, rowKey, columns, totals, caption, testId }: { rows: readonly T[]; rowKey: (r: T) => string; columns: readonly FigureColumn<T>[]; totals?: T; caption: string; testId: string }) {
  const [first, ...rest] = columns;
  const cellClass = (c: FigureColumn<T>) => cn('px-3 py-2', c.numeric ? 'num text-end whitespace-nowrap tabular-nums' : 'text-start');
  return (
    <div data-testid={testId}>
      <div className="hidden overflow-x-auto rounded-lg border border-border bg-card md:block">
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-muted/80">
            <tr>
              {columns.map((c) => (
                <th key={c.key} scope="col" className={cn('px-3 py-2 font-semibold whitespace-nowrap', c.numeric ? 'text-end' : 'text-start')}>
                  {c.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={rowKey(r)} className="border-b border-border">
                {columns.map((c, i) =>
                  i === 0 ? (
                    <th key={c.key} scope="row" className={cn(cellClass(c), 'font-medium')}>
                      {c.cell(r)}
                    </th>
                  ) : (
                    <td key={c.key} className={cellClass(c)}>
                      {c.cell(r)}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
          {totals ? (
            <tfoot>
              <tr className="bg-muted font-bold">
                {columns.map((c) => (
                  <td key={c.key} className={cellClass(c)}>
                    {c.cell(totals)}
                  </td>
                ))}
              </tr>
            </tfoot>
          ) : null}
        </table>
      </div>
      <ul className="flex flex-col gap-3 md:hidden" aria-label={caption}>
        {[...rows, ...(totals ? [totals] : [])].map((r, i) => (
          <li key={i < rows.length ? rowKey(r) : 'totals'}>
            <RowCard title={first ? first.cell(r) : null} facts={rest.map((c) => [c.header, <span key={c.key} className={c.numeric ? 'num' : undefined}>{c.cell(r)}</span>] as [string, ReactNode])} />
          </li>
        ))}
      </ul>
    </div>
  );
}
