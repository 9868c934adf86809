// The fleet reports' period (decision 042): [from, to] in the company's calendar, by default the
// twelve full months before the given day; and day counting on calendar dates.

const DAY = 86_400_000;
const utc = (d: string) => Date.parse(`${d}T00:00:00Z`);

/** Days from `a` to `b` counting both ends (0 when b < a). */
export function inclusiveDays(a: string, b: string): number {
  return Math.max(0, Math.round((utc(b) - utc(a)) / DAY) + 1);
}

export function addDays(date: string, n: number): string {
  return new Date(utc(date) + n * DAY).toISOString().slice(0, 10);
}

/** The twelve full calendar months before the month of `today`: 2026-11-26 → 2025-11-01 … 2026-10-31. */
export function defaultReportPeriod(today: string): { from: string; to: string } {
  const [y, m] = today.split('-').map(Number) as [number, number];
  const firstOfMonth = `${y}-${String(m).padStart(2, '0')}-01`;
  return { from: `${y - 1}-${String(m).padStart(2, '0')}-01`, to: addDays(firstOfMonth, -1) };
}

/** Every 'YYYY-MM' from the month of `from` to the month of `to`. */
export function monthsOf(from: string, to: string): string[] {
  const out: string[] = [];
  let [y, m] = from.split('-').map(Number) as [number, number];
  const end = to.slice(0, 7);
  for (let guard = 0; guard < 1200; guard++) {
    const key = `${y}-${String(m).padStart(2, '0')}`;
    if (key > end) break;
    out.push(key);
    m += 1;
    if (m > 12) [y, m] = [y + 1, 1];
  }
  return out;
}

/** Utilisation in percent with one decimal; 0 when nothing was available. */
export function utilisationPercent(rentedDays: number, availableDays: number): number {
  if (availableDays <= 0) return 0;
  return Math.round((Math.min(rentedDays, availableDays) / availableDays) * 1000) / 10;
}
