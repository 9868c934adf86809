// Rental periods: a contract or quotation runs `duration` units (day, week, month) from its
// start. Gulf time zones have no daylight saving, so adding whole days in UTC keeps the hour.
export const RATE_UNITS = ['day', 'week', 'month'] as const;
export type RateUnit = (typeof RATE_UNITS)[number];

const DAY_MS = 86_400_000;

/** The planned end of a rental: start + duration units (calendar months for `month`). */
export function rentalEnd(start: Date, unit: RateUnit, duration: number): Date {
  if (unit === 'day') return new Date(start.getTime() + duration * DAY_MS);
  if (unit === 'week') return new Date(start.getTime() + duration * 7 * DAY_MS);
  return addMonths(start, duration);
}

/** Calendar months; the 31st of a month becomes the last day of a shorter month. */
export function addMonths(start: Date, months: number): Date {
  const d = new Date(start.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}

/** Whole rental days between two instants, any part day counting as a day (at least 1). */
export function billedDays(start: Date, end: Date): number {
  return Math.max(1, Math.ceil((end.getTime() - start.getTime()) / DAY_MS));
}

/** Days between two calendar dates (YYYY-MM-DD), b − a. */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY_MS);
}

/** Spec §9: a payment is overdue when it is still pending and its date is before today. */
export function overdueDays(status: string, dueDate: string | null, today: string): number {
  if (!dueDate || !['pending', 'partially_paid'].includes(status)) return 0;
  return Math.max(0, daysBetween(dueDate, today));
}
