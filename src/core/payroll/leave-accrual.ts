// Unused annual leave on the last day, for the final settlement: the year's entitlement earned
// day by day over the days served in the last day's calendar year (from the hire day when hired
// that year), less the days already taken in it, rounded down to a half day and never below 0.
const DAY = 86_400_000;
const dayNumber = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / DAY;

export function unusedLeaveDays(input: { entitledPerYear: number; hireDate: string | null; lastDay: string; takenInYear: number }): string {
  const year = Number(input.lastDay.slice(0, 4));
  const yearStart = `${year}-01-01`;
  const from = input.hireDate && input.hireDate > yearStart ? input.hireDate : yearStart;
  if (from > input.lastDay) return '0.0';
  const daysInYear = dayNumber(`${year + 1}-01-01`) - dayNumber(yearStart);
  const served = dayNumber(input.lastDay) - dayNumber(from) + 1;
  // Half days from whole numbers: earned × 2, floored, halved, keeps the figure exact.
  const earnedHalves = Math.floor((input.entitledPerYear * served * 2) / daysInYear + 1e-9);
  const halves = earnedHalves - Math.round(input.takenInYear * 2);
  return (Math.max(0, halves) / 2).toFixed(1);
}
