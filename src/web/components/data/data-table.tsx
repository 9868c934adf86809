import { useRef, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Card } from '../ui/card';
import { useVirtualRows } from './virtual-rows';

export type Column<T> = {
  key: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  align?: 'start' | 'end';
  /** Hidden on narrower desktops to keep the table readable. */
  hideBelow?: 'lg' | 'xl';
  className?: string;
  /** The row's heading cell (a <th scope="row">). */
  rowHeader?: boolean;
};

type DataTableProps<T> = {
  rows: readonly T[];
  rowKey: (row: T) => string;
  columns: readonly Column<T>[];
  /** The phone layout: one card per row. */
  card: (row: T) => ReactNode;
  caption: string;
  testId: string;
  /** Fixed row height (px) for virtualisation. */
  rowHeight?: number;
  dim?: boolean;
};

const HIDE = { lg: 'max-lg:hidden', xl: 'max-xl:hidden' } as const;

/**
 * DESIGN.md lists: a dense table with a sticky header on wide screens, cards on phones; from 20
 * rows only the rows in view are rendered (spec §9).
 */
export function DataTable<T>({ rows, rowKey, columns, card, caption, testId, rowHeight = 53, dim }: DataTableProps<T>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const cardsRef = useRef<HTMLUListElement>(null);
  const win = useVirtualRows(scrollRef, rows.length, rowHeight);
  const visible = rows.slice(win.start, win.end);
  const colSpan = columns.length;
  return (
    <div className={cn('flex flex-col', dim && 'opacity-60 transition-opacity')}>
      <ul ref={cardsRef} className="flex flex-col gap-3 md:hidden" data-testid={`${testId}-cards`}>
        {/* Off-screen cards are skipped by the browser's renderer (content-visibility), the phone's virtualisation. */}
        {rows.map((row) => (
          <li key={rowKey(row)} className="[contain-intrinsic-size:auto_9rem] [content-visibility:auto]">
            {card(row)}
          </li>
        ))}
      </ul>
      <Card className="overflow-hidden max-md:hidden">
        <div ref={scrollRef} className={cn('overflow-x-auto', win.enabled && 'max-h-[70vh] overflow-y-auto')}>
          <table className="w-full text-sm" data-testid={testId} data-virtual={win.enabled ? 'true' : undefined}>
            <caption className="sr-only">{caption}</caption>
            <thead className="sticky top-0 z-10 border-b border-border bg-muted text-xs text-muted-foreground">
              <tr>
                {columns.map((c) => (
                  <th key={c.key} scope="col" className={cn('px-3 py-2.5 font-semibold whitespace-nowrap', c.align === 'end' ? 'text-end' : 'text-start', c.hideBelow && HIDE[c.hideBelow])}>
                    {c.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {win.padTop > 0 ? (
                <tr aria-hidden="true" style={{ height: win.padTop }}>
                  <td colSpan={colSpan} />
                </tr>
              ) : null}
              {visible.map((row) => (
                <tr key={rowKey(row)} className="hover:bg-muted/40" style={win.enabled ? { height: rowHeight } : undefined}>
                  {columns.map((c) => {
                    const className = cn('px-3 py-2', c.align === 'end' ? 'text-end' : 'text-start', c.hideBelow && HIDE[c.hideBelow], c.className);
                    return c.rowHeader ? (
                      <th key={c.key} scope="row" className={cn(className, 'font-normal')}>
                        {c.cell(row)}
                      </th>
                    ) : (
                      <td key={c.key} className={className}>
                        {c.cell(row)}
                      </td>
                    );
                  })}
                </tr>
              ))}
              {win.padBottom > 0 ? (
                <tr aria-hidden="true" style={{ height: win.padBottom }}>
                  <td colSpan={colSpan} />
                </tr>
              ) : null}
            </tbody>
          </table>
        </div>
      </Card>
    </div>
  );
}

/** A row as a card on phones: title line, badges, then label/value pairs. */
export function RowCard({ title, subtitle, badge, facts, action }: { title: ReactNode; subtitle?: ReactNode; badge?: ReactNode; facts: readonly [string, ReactNode][]; action?: ReactNode }) {
  return (
    <Card className="flex flex-col gap-3 p-4">
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-0.5">
          <div className="font-semibold break-words">{title}</div>
          {subtitle ? <div className="text-sm text-muted-foreground">{subtitle}</div> : null}
        </div>
        {badge}
      </div>
      {facts.length ? (
        <dl className="grid grid-cols-2 gap-x-3 gap-y-2 text-sm">
          {facts.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="text-end">{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {action}
    </Card>
  );
}
