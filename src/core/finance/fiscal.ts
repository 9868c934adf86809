// Fiscal years and their monthly periods, pure. A fiscal year starts on the first day of the
// company's start month (1 = January) and has twelve calendar-month periods. Dates are YYYY-MM-DD.

export type FiscalYearSpan = { label: string; start: string; end: string };
export type PeriodSpan = { number: number; start: string; end: string };
export type PeriodState = { start: string; end: string; status: 'open' | 'closed' };

const pad = (n: number) => String(n).padStart(2, '0');

function lastDay(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The first day of the date's calendar month: the key of the kept per-period balances. */
export function monthStart(date: string): string {
  return `${date.slice(0, 7)}-01`;
}

/**
 * The fiscal year a date falls in. Label: the start year ('2026'), or both years when the year
 * straddles two ('2025-26' for April 2025 to March 2026).
 */
export function fiscalYearOf(date: string, startMonth: number): FiscalYearSpan {
  if (!Number.isInteger(startMonth) || startMonth < 1 || startMonth > 12) throw new RangeError(`fiscal year start month ${startMonth}`);
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const startYear = month >= startMonth ? year : year - 1;
  const endYear = startMonth === 1 ? startYear : startYear + 1;
  const endMonth = startMonth === 1 ? 12 : startMonth - 1;
  return {
    label: startMonth === 1 ? String(startYear) : `${startYear}-${String(endYear % 100).padStart(2, '0')}`,
    start: `${startYear}-${pad(startMonth)}-01`,
    end: `${endYear}-${pad(endMonth)}-${pad(lastDay(endYear, endMonth))}`,
  };
}

/** The twelve monthly periods of a fiscal year starting on `start`. */
export function periodsOf(start: string): PeriodSpan[] {
  let year = Number(start.slice(0, 4));
  let month = Number(start.slice(5, 7));
  const out: PeriodSpan[] = [];
  for (let number = 1; number <= 12; number++) {
    out.push({ number, start: `${year}-${pad(month)}-01`, end: `${year}-${pad(month)}-${pad(lastDay(year, month))}` });
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return out;
}

/** The period holding the date, if any. */
export function periodOf<P extends { start: string; end: string }>(periods: readonly P[], date: string): P | undefined {
  return periods.find((p) => p.start <= date && date <= p.end);
}

/** True when a posting dated `date` is refused: its period exists and is closed. */
export function isClosedFor(periods: readonly PeriodState[], date: string): boolean {
  return periodOf(periods, date)?.status === 'closed';
}
