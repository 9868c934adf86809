// Calendar dates as the API takes them (YYYY-MM-DD): a real day of the Gregorian calendar, inside
// the range any business record of ours can hold. PostgreSQL refuses 2026-02-30 with an error
// (issue 12 saw a 500); we refuse it first, as a field error.

/** Dates outside this range are typing mistakes (year 0202, 20266), not records. */
export const DATE_RANGE = { min: '1900-01-01', max: '2100-12-31' } as const;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `value` is YYYY-MM-DD and that day exists (29 February only in leap years). */
export function isCalendarDate(value: string): boolean {
  const m = DATE.exec(value);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (month < 1 || month > 12 || day < 1) return false;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= daysInMonth;
}

/** Whether a real date (or the date part of a timestamp, or a YYYY-MM month) lies in DATE_RANGE. */
export function inDateRange(value: string): boolean {
  const day = value.length === 7 ? `${value}-01` : value.slice(0, 10);
  return day >= DATE_RANGE.min && day <= DATE_RANGE.max;
}
