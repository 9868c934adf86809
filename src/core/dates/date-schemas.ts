// The date fields every API input uses (server routes and shared form schemas): a real calendar
// day in DATE_RANGE, so nothing PostgreSQL would refuse reaches it. Not re-exported from the
// dates index: web code that only needs the zone helpers must not pull zod in.
import { z } from 'zod';
import { DATE_RANGE, inDateRange, isCalendarDate } from './calendar';
import { isTimeZone } from './zone';

const inRange = { message: 'date_out_of_range', params: DATE_RANGE } as const;

/** YYYY-MM-DD, a day that exists, 1900–2100. */
export const calendarDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'invalid_date')
  .refine(isCalendarDate, 'invalid_date')
  .refine(inDateRange, inRange);

/** YYYY-MM, 1900–2100. */
export const calendarMonth = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'invalid_date')
  .refine(inDateRange, inRange);

/** An ISO timestamp with its offset, 1900–2100. */
export const timestamp = z.string().datetime({ offset: true, message: 'invalid_datetime' }).refine(inDateRange, inRange);

/** An IANA time zone (Asia/Kuwait): every company clock is computed in it, so a typo would break them all. */
export const timeZoneName = z.string().trim().max(64).refine(isTimeZone, 'invalid_timezone');
