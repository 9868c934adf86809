// Calendar arithmetic on plain dates (YYYY-MM-DD): leases, rent periods and due dates are days,
// never instants, so nothing here depends on a time zone.
const DAY_MS = 86_400_000;

const toTime = (date: string) => Date.parse(`${date}T00:00:00Z`);
const fromTime = (time: number) => new Date(time).toISOString().slice(0, 10);

export function addDays(date: string, days: number): string {
  return fromTime(toTime(date) + days * DAY_MS);
}

/** b − a in days. */
export function daysBetween(a: string, b: string): number {
  return Math.round((toTime(b) - toTime(a)) / DAY_MS);
}

/** Calendar months; a day past the end of the target month becomes its last day. */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, last));
  return fromTime(first.getTime());
}

export const dayOfMonth = (date: string) => Number(date.slice(8, 10));

/** The first date on or after `date` that falls on `day` (1–28) of its month. */
export function nextOnDay(date: string, day: number): string {
  const onDay = `${date.slice(0, 8)}${String(day).padStart(2, '0')}`;
  return onDay >= date ? onDay : addMonths(onDay, 1);
}

export const minDate = (a: string, b: string) => (a < b ? a : b);
export const maxDate = (a: string, b: string) => (a > b ? a : b);
