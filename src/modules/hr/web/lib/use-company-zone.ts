import { useCompanyCalendar } from '../api/get-company';
import { todayIn } from './format-time';

// The Gulf default when the company has not loaded (or has no zone): the server uses the same.
const FALLBACK_ZONE = 'Asia/Qatar';

/** The company's IANA time zone and today's date there (attendance days are company days). `enabled: false` skips GET /api/company. */
export function useCompanyZone(enabled = true): { timeZone: string; today: string; month: string } {
  const company = useCompanyCalendar(enabled);
  const timeZone = company.data?.timezone || FALLBACK_ZONE;
  const today = todayIn(timeZone);
  return { timeZone, today, month: today.slice(0, 7) };
}
