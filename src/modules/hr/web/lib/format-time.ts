/**
 * Attendance times in the company's time zone (a check-in at 08:05 in Kuwait reads 08:05 wherever the
 * viewer is) and calendar days (YYYY-MM-DD) that never shift with the viewer's offset.
 */
import type { FormatContext } from '../../../../web/lib/format';

const formats = new Map<string, Intl.DateTimeFormat>();

function format(ctx: FormatContext, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${ctx.language}|${ctx.numberingSystem}|${ctx.calendar}|${JSON.stringify(options)}`;
  let found = formats.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(ctx.language, { ...options, numberingSystem: ctx.numberingSystem, calendar: ctx.calendar });
    formats.set(key, found);
  }
  return found;
}

/** "08:05" (or "8:05 AM" in English) for an ISO instant, in the company zone; '' for none. */
export function formatClock(iso: string | null | undefined, timeZone: string, ctx: FormatContext): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return format(ctx, { hour: '2-digit', minute: '2-digit', timeZone }).format(date);
}

/** A calendar day such as 2026-11-19, formatted without any time-zone shift. */
export function formatDay(ymd: string | null | undefined, ctx: FormatContext, style: 'short' | 'medium' | 'long' | 'full' = 'medium'): string {
  if (!ymd || !/^\d{4}-\d{2}-\d{2}$/.test(ymd)) return ymd ?? '';
  return format(ctx, { dateStyle: style, timeZone: 'UTC' }).format(new Date(`${ymd}T00:00:00Z`));
}

/** "November 2026" for 2026-11. */
export function formatMonth(month: string, ctx: FormatContext): string {
  if (!/^\d{4}-\d{2}$/.test(month)) return month;
  return format(ctx, { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`));
}

/** Today's date (YYYY-MM-DD) in a time zone. */
export function todayIn(timeZone: string, now = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** YYYY-MM-DD shifted by whole days. */
export function addDays(ymd: string, days: number): string {
  return new Date(Date.parse(`${ymd}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
