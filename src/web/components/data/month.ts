import type { Company } from './company';

/** A 'YYYY-MM' month as the user reads it (“نوفمبر 2026”), in the company's numbering system. */
export function monthLabel(co: Company, month: string | null | undefined): string {
  if (!month) return '—';
  const format = new Intl.DateTimeFormat(co.f.language, { year: 'numeric', month: 'long', timeZone: 'UTC', numberingSystem: co.f.numberingSystem, calendar: co.f.calendar });
  return format.format(new Date(`${month}-01T00:00:00Z`));
}
