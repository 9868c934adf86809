// Any module's report on screen: the ReportTable the API returns (the same shape its Excel and
// PDF are written from), as a dense, scrollable grid with money at the end and tree depth
// indented. Finance's statements and payroll's reports read it; a module adds only the links.
import { Link } from 'react-router';
import type { Schemas } from '../../lib/api-types';
import { cn } from '../../lib/cn';
import { amountFormatter } from './amounts';
import { useCompany } from './company';

export type ReportTable = Schemas['ReportTable'];
export type ReportRow = ReportTable['rows'][number];

type Props = {
  table: ReportTable;
  /** Where a row's name opens (a ledger account, a journal entry…), or null to leave it as text. */
  rowHref?: (row: ReportRow) => string | null;
};

export function ReportTableView({ table, rowHref }: Props) {
  const co = useCompany();
  const lang = co.f.language === 'ar' ? 'ar' : 'en';
  const amount = amountFormatter(co, table.currency);
  const text = (v: ReportRow['cells'][string]) => (v === null || v === undefined ? '' : typeof v === 'string' ? v : v[lang]);
  const row = (r: ReportRow, i: number, total = false) => (
    <tr key={i} className={cn('border-b border-border', r.style === 'header' && 'bg-muted/40 font-semibold', r.style === 'subtotal' && 'bg-muted/60 font-semibold', (total || r.style === 'total') && 'bg-muted font-bold')}>
      {table.columns.map((c, j) => {
        const v = r.cells[c.key] ?? null;
        if (c.kind === 'money') return <td key={c.key} className="num px-3 py-2 text-end whitespace-nowrap tabular-nums">{amount(v as string | null)}</td>;
        if (c.kind === 'date') return <td key={c.key} className="num px-3 py-2 whitespace-nowrap">{v ? co.day(v as string) : ''}</td>;
        const label = text(v);
        const name = c.key === 'name' || c.key === 'description';
        const href = name && rowHref ? rowHref(r) : null;
        return (
          <td key={c.key} className={cn('px-3 py-2', c.key === 'code' ? 'num whitespace-nowrap' : 'min-w-48')} style={name && r.depth ? { paddingInlineStart: `${0.75 + r.depth}rem` } : undefined}>
            {href ? (
              <Link to={href} className="hover:text-primary hover:underline">
                {label}
              </Link>
            ) : j === 0 && !label ? null : (
              label
            )}
          </td>
        );
      })}
    </tr>
  );
  return (
    <div className="overflow-x-auto rounded-lg border border-border bg-card">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{table.title[lang]}</caption>
        <thead className="sticky top-0 bg-muted/80 backdrop-blur">
          <tr>
            {table.columns.map((c) => (
              <th key={c.key} scope="col" className={cn('px-3 py-2 font-semibold whitespace-nowrap', c.kind === 'money' ? 'text-end' : 'text-start')}>
                {c.label[lang]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{table.rows.map((r, i) => row(r, i))}</tbody>
        <tfoot>{table.totals.map((r, i) => row(r, i, true))}</tfoot>
      </table>
    </div>
  );
}
