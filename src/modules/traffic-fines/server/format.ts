import { dateTimeFormat } from '../../../core/dates';

/** "2026-03-04 13:45" on the company's clock, for invoice lines and the reason shown. */
export function formatInZone(at: Date, timeZone: string): string {
  const parts = Object.fromEntries(dateTimeFormat('en-GB', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(at).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}
