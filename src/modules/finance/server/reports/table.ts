// The one shape every financial report is exported through (and the pages render): a title,
// columns, rows and totals. A report builds its table once; Excel and PDF read only this, so a
// new report (the aging report, say) plugs into both by returning a ReportTable.
import { z } from '@hono/zod-openapi';
import { fromMinorUnits, type CurrencyCode } from '../../../../core/money';

export type Bilingual = { ar: string; en: string };
export type Cell = string | Bilingual | null;
export type ColumnKind = 'text' | 'date' | 'money';
export type ReportColumn = { key: string; label: Bilingual; kind: ColumnKind };
export type RowStyle = 'line' | 'header' | 'subtotal' | 'total';
export type ReportRow = {
  cells: Record<string, Cell>;
  style?: RowStyle;
  /** Indent level in a tree (the chart's depth). */
  depth?: number;
  /** What the row opens on a page: an account's ledger or a journal entry. */
  accountId?: string | null;
  entryId?: string | null;
};
export type ReportTable = {
  title: Bilingual;
  /** The period or date the report covers, and its filters, as one line. */
  subtitle: Bilingual;
  currency: CurrencyCode;
  columns: ReportColumn[];
  rows: ReportRow[];
  totals: ReportRow[];
};

export const bi = (ar: string, en: string): Bilingual => ({ ar, en });
export const moneyOf = (currency: CurrencyCode) => (units: bigint) => fromMinorUnits(units, currency);

const bilingualOut = z.object({ ar: z.string(), en: z.string() });
const cellOut = z.union([z.string(), bilingualOut, z.null()]);
const rowOut = z.object({
  cells: z.record(z.string(), cellOut),
  style: z.enum(['line', 'header', 'subtotal', 'total']).optional(),
  depth: z.number().optional(),
  accountId: z.string().nullable().optional(),
  entryId: z.string().nullable().optional(),
});
export const reportTableOut = z
  .object({
    title: bilingualOut,
    subtitle: bilingualOut,
    currency: z.string(),
    columns: z.array(z.object({ key: z.string(), label: bilingualOut, kind: z.enum(['text', 'date', 'money']) })),
    rows: z.array(rowOut),
    totals: z.array(rowOut),
  })
  .openapi('ReportTable');

/** An ISO date inside an LTR isolate (U+2066…U+2069): Arabic text around it cannot reorder its parts. */
export const iso = (date: string) => `\u2066${date}\u2069`;

/** "1 Jan – 31 Dec 2026" style subtitle, in ISO dates so both languages read the same figures. */
export function rangeSubtitle(range: { from: string; to: string }, compare: { from: string; to: string } | null, extra: Bilingual | null = null): Bilingual {
  const cmp = compare ? { ar: ` — مقارنة بـ ${iso(compare.from)} إلى ${iso(compare.to)}`, en: ` — compared with ${compare.from} to ${compare.to}` } : { ar: '', en: '' };
  return {
    ar: `من ${iso(range.from)} إلى ${iso(range.to)}${cmp.ar}${extra ? ` — ${extra.ar}` : ''}`,
    en: `From ${range.from} to ${range.to}${cmp.en}${extra ? ` — ${extra.en}` : ''}`,
  };
}

export function filterNote(filters: { costCenterId: string | null; party: { type: string; id: string } | null }, costCenterName: Bilingual | null): Bilingual | null {
  const parts: Bilingual[] = [];
  if (filters.costCenterId) parts.push(bi(`مركز التكلفة: ${costCenterName?.ar ?? filters.costCenterId}`, `Cost centre: ${costCenterName?.en ?? filters.costCenterId}`));
  if (filters.party) parts.push(bi(`الطرف: ${filters.party.type} ${filters.party.id.slice(0, 8)}`, `Party: ${filters.party.type} ${filters.party.id.slice(0, 8)}`));
  return parts.length ? { ar: parts.map((p) => p.ar).join('، '), en: parts.map((p) => p.en).join(', ') } : null;
}
