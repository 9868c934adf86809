// The inputs every financial report shares: a date range, an optional comparison range, and the
// cost-centre and party filters; and how a range splits into whole months (read from the kept
// balances) and partial months (read from the lines), decision 029.
import { z } from '@hono/zod-openapi';
import { PARTY_TYPES, monthStart, type PartyType } from '../../../../core/finance';
import { AppError } from '../../../../server/http/errors';
import { isoDate, uuidRef } from '../../../../server/http/fields';

export type Range = { from: string; to: string };
export type ReportFilters = { costCenterId: string | null; party: { type: PartyType; id: string } | null };
export type ReportQuery = { range: Range; compare: Range | null; filters: ReportFilters; format: 'json' | 'xlsx' | 'pdf' };

/** The first day any report reads from: the range helpers need a finite lower bound. */
export const BEGINNING = '1900-01-01';

export const reportQueryFields = {
  from: isoDate.optional().describe('First day; the fiscal year to date when absent'),
  to: isoDate.optional().describe('Last day; today when absent'),
  compareFrom: isoDate.optional().describe('Comparison range, first day'),
  compareTo: isoDate.optional().describe('Comparison range, last day'),
  costCenterId: uuidRef.optional(),
  partyType: z.enum(PARTY_TYPES).optional(),
  partyId: uuidRef.optional(),
  format: z.enum(['json', 'xlsx', 'pdf']).default('json'),
};
export type RawReportQuery = z.infer<z.ZodObject<typeof reportQueryFields>>;

/** Where a range starts and ends when the caller leaves it out: the fiscal year of `to`, to date. */
export type RangeDefaults = { today: string; yearStartOf: (date: string) => string };

/** Validates the shared query. */
export function parseReportQuery(q: RawReportQuery, defaults: RangeDefaults): ReportQuery {
  const to = q.to ?? defaults.today;
  const range = { from: q.from ?? defaults.yearStartOf(to), to };
  if (range.from > range.to) throw new AppError(400, 'validation_failed', { to: 'end_before_start' });
  let compare: Range | null = null;
  if (q.compareFrom || q.compareTo) {
    if (!q.compareFrom || !q.compareTo) throw new AppError(400, 'validation_failed', { [q.compareFrom ? 'compareTo' : 'compareFrom']: 'required' });
    if (q.compareFrom > q.compareTo) throw new AppError(400, 'validation_failed', { compareTo: 'end_before_start' });
    compare = { from: q.compareFrom, to: q.compareTo };
  }
  if (!!q.partyType !== !!q.partyId) throw new AppError(400, 'validation_failed', { [q.partyType ? 'partyId' : 'partyType']: 'required' });
  const party = q.partyType && q.partyId ? { type: q.partyType, id: q.partyId } : null;
  return { range, compare, filters: { costCenterId: q.costCenterId ?? null, party }, format: q.format };
}

/** ISO date arithmetic on calendar days, in UTC so no time zone moves a day. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export function nextMonthStart(date: string): string {
  const [y, m] = date.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
}

/**
 * A range as whole months [firstMonth, lastMonth] (period_start values, inclusive) plus the
 * day ranges at either end that are not a whole month. Either part may be empty.
 */
export function splitRange({ from, to }: Range): { months: Range | null; days: Range[] } {
  const firstWhole = from === monthStart(from) ? from : nextMonthStart(from);
  const afterLast = addDays(to, 1);
  const lastWholeEnd = afterLast === monthStart(afterLast) ? to : addDays(monthStart(to), -1);
  if (firstWhole > lastWholeEnd) return { months: null, days: [{ from, to }] };
  const days: Range[] = [];
  if (from < firstWhole) days.push({ from, to: addDays(firstWhole, -1) });
  if (lastWholeEnd < to) days.push({ from: addDays(lastWholeEnd, 1), to });
  return { months: { from: firstWhole, to: monthStart(lastWholeEnd) }, days };
}

/** The day before `date`'s range, as a range from the beginning: what an opening balance sums. */
export const before = (date: string): Range | null => (date <= BEGINNING ? null : { from: BEGINNING, to: addDays(date, -1) });
