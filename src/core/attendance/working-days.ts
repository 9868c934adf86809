// Working days between two dates (inclusive), skipping the company's weekend: what a leave
// request costs. Dates are ISO strings; weekdays are ISO numbers (1 = Monday … 7 = Sunday).
export function isoWeekday(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

export function workingDaysBetween(start: string, end: string, workWeek: readonly number[]): number {
  const from = Date.parse(`${start}T00:00:00Z`);
  const to = Date.parse(`${end}T00:00:00Z`);
  if (!(to >= from)) return 0;
  const working = new Set(workWeek);
  let n = 0;
  for (let t = from; t <= to; t += 86_400_000) {
    if (working.has(isoWeekday(new Date(t).toISOString().slice(0, 10)))) n++;
  }
  return n;
}
