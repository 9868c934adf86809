import { createContext, useContext, useRef, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Card } from '../ui/card';
import { Checkbox } from '../ui/checkbox';
import { useDataT } from './i18n';
import type { RowSelection } from './row-selection';
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
  /** Row selection: a checkbox column, "select all" in its header, a checkbox on each phone card. */
  selection?: { state: RowSelection; label: (row: T) => string };
};

/** A phone card's checkbox, handed to RowCard without changing what each page's `card` returns. */
const CardSelect = createContext<{ checked: boolean; onChange: () => void; label: string } | null>(null);

/** A checkbox with a 32 px target (the box itself is 16 px). */
function SelectBox({ checked, onChange, label, indeterminate, className }: { checked: boolean; onChange: () => void; label: string; indeterminate?: boolean; className?: string }) {
  return (
    <label className={cn('-m-2 inline-flex cursor-pointer p-2', className)}>
      <Checkbox checked={checked} indeterminate={indeterminate} onChange={onChange} aria-label={label} />
    </label>
  );
}

const HIDE = { lg: 'max-lg:hidden', xl: 'max-xl:hidden' } as const;

/**
 * DESIGN.md lists: a dense table with a sticky header on wide screens, cards on phones; from 20
 * rows only the rows in view are rendered (spec §9).
 */
export function DataTable<T>({ rows, rowKey, columns, card, caption, testId, rowHeight = 53, dim, selection }: DataTableProps<T>) {
  const { t } = useDataT();
  const scrollRef = useRef<HTMLDivElement>(null);
  const cardsRef = useRef<HTMLUListElement>(null);
  const win = useVirtualRows(scrollRef, rows.length, rowHeight);
  const visible = rows.slice(win.start, win.end);
  const colSpan = columns.length + (selection ? 1 : 0);
  const picked = selection?.state;
  return (
    <div className={cn('flex flex-col', dim && 'opacity-60 transition-opacity')}>
      <ul ref={cardsRef} className="flex flex-col gap-3 md:hidden" data-testid={`${testId}-cards`}>
        {/* Off-screen cards are skipped by the browser's renderer (content-visibility), the phone's virtualisation. */}
        {rows.map((row) => {
          const key = rowKey(row);
          return (
            <li key={key} className="[contain-intrinsic-size:auto_9rem] [content-visibility:auto]">
              <CardSelect.Provider value={selection && picked ? { checked: picked.isSelected(key), onChange: () => picked.toggle(key), label: t('selectRow', { name: selection.label(row) }) } : null}>{card(row)}</CardSelect.Provider>
            </li>
          );
        })}
      </ul>
      <Card className="overflow-hidden max-md:hidden">
        <div ref={scrollRef} className={cn('overflow-x-auto', win.enabled && 'max-h-[70vh] overflow-y-auto')}>
          <table className="w-full text-sm" data-testid={testId} data-virtual={win.enabled ? 'true' : undefined}>
            <caption className="sr-only">{caption}</caption>
            <thead className="sticky top-0 z-10 border-b border-border bg-muted text-xs text-muted-foreground">
              <tr>
                {picked ? (
                  <th scope="col" className="w-10 ps-3 pe-1">
                    <SelectBox checked={picked.all} indeterminate={picked.some} onChange={picked.toggleAll} label={t('selectPage')} className="align-middle" />
                  </th>
                ) : null}
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
              {visible.map((row) => {
                const key = rowKey(row);
                const checked = picked?.isSelected(key) ?? false;
                return (
                  <tr key={key} className={cn('hover:bg-muted/40', checked && 'bg-primary-soft hover:bg-primary-soft')} data-selected={checked || undefined} style={win.enabled ? { height: rowHeight } : undefined}>
                    {selection && picked ? (
                      <td className="w-10 ps-3 pe-1">
                        <SelectBox checked={checked} onChange={() => picked.toggle(key)} label={t('selectRow', { name: selection.label(row) })} className="align-middle" />
                      </td>
                    ) : null}
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
                );
              })}
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
  const select = useContext(CardSelect);
  return (
    <Card className={cn('flex flex-col gap-3 p-4', select?.checked && 'ring-2 ring-primary')} data-selected={select?.checked || undefined}>
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 items-start gap-3">
          {select ? <SelectBox checked={select.checked} onChange={select.onChange} label={select.label} className="mt-0.5" /> : null}
          <div className="flex min-w-0 flex-col gap-0.5">
            <div className="font-semibold break-words">{title}</div>
            {subtitle ? <div className="text-sm text-muted-foreground">{subtitle}</div> : null}
          </div>
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
