// Counted days and dates inside server-written sentences (alerts, notifications), so each module
// words them alike: Arabic number agreement, and dates that stay whole in an RTL line.

/**
 * "n days" in Arabic: يوم واحد / يوماً واحداً، يومين، 3–10 أيام، 11+ يوماً. `afterPreposition`:
 * after خلال / لمدة / منذ the singular is genitive (يوم واحد), else accusative (يوماً واحداً).
 * A fractional count (half days of leave) is written as a number.
 */
export function arabicDays(n: number, afterPreposition: boolean): string {
  if (!Number.isInteger(n)) return `${n} يوم`;
  if (n === 1) return afterPreposition ? 'يوم واحد' : 'يوماً واحداً';
  if (n === 2) return 'يومين';
  const r = n % 100;
  if (r >= 3 && r <= 10) return `${n} أيام`;
  if (r >= 11) return `${n} يوماً`;
  return `${n} يوم`;
}

export const englishDays = (n: number) => (n === 1 ? '1 day' : `${n} days`);

/**
 * A date as the screens show it (2026/07/03). An ISO date's hyphens let an RTL line break
 * inside it ("2026-" / "07-03"); slashes keep it whole, as in every table of the app.
 */
export const messageDate = (iso: string) => iso.slice(0, 10).replaceAll('-', '/');
