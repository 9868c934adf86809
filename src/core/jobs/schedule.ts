// The job runner's clock arithmetic, pure so it is tested without a database or real time:
// when a failed job is tried again, and which period a periodic job's run belongs to.
import { dayInZone, zonedInstant } from '../dates';

/** Waits before the 2nd, 3rd, … attempt: 1 min, 5 min, 30 min, 2 h, 6 h, then 6 h again. */
export const RETRY_DELAYS_MS: readonly number[] = [1, 5, 30, 120, 360].map((minutes) => minutes * 60_000);

/** Attempts before a job is given up (the first run and five retries, about 8.6 hours). */
export const DEFAULT_MAX_ATTEMPTS = 6;

/** The wait after the `attempts`-th attempt failed (attempts counts from 1). */
export function retryDelayMs(attempts: number): number {
  const index = Math.min(Math.max(attempts, 1), RETRY_DELAYS_MS.length) - 1;
  return RETRY_DELAYS_MS[index]!;
}

export type RetryDecision = { retryAt: Date } | { giveUp: true };

/** After a failed attempt: when to try again, or that the job has failed for good. */
export function afterFailure(attempts: number, maxAttempts: number, failedAt: Date): RetryDecision {
  if (attempts >= maxAttempts) return { giveUp: true };
  return { retryAt: new Date(failedAt.getTime() + retryDelayMs(attempts)) };
}

/**
 * How often a periodic job runs. `everyMinutes` slots are aligned to UTC midnight (every 15 minutes
 * runs at :00, :15, …); `daily` and `monthly` run at a wall-clock time of a time zone (a company's
 * or the platform's), so "daily at 02:00 Asia/Riyadh" is one run per Riyadh day.
 */
export type Period =
  | { everyMinutes: number }
  | { daily: string; timeZone: string }
  | { monthly: number; at: string; timeZone: string };

/** One period's run: `key` names the period (unique per job), `start` is when it becomes due. */
export type PeriodSlot = { key: string; start: Date };

const MINUTE = 60_000;
const pad = (n: number) => String(n).padStart(2, '0');

/** The latest period whose start is at or before `now`. */
export function currentSlot(period: Period, now: Date): PeriodSlot {
  if ('everyMinutes' in period) {
    const size = Math.round(period.everyMinutes) * MINUTE;
    if (!(size > 0) || size > 24 * 60 * MINUTE || (24 * 60 * MINUTE) % size !== 0) throw new Error(`everyMinutes must divide a day: ${period.everyMinutes}`);
    const start = new Date(Math.floor(now.getTime() / size) * size);
    return { key: start.toISOString().slice(0, 16), start };
  }
  if ('daily' in period) {
    const at = checkTime(period.daily);
    const today = dayInZone(now, period.timeZone);
    const todayStart = zonedInstant(`${today}T${at}`, period.timeZone);
    const day = todayStart.getTime() <= now.getTime() ? today : addDays(today, -1);
    return { key: day, start: zonedInstant(`${day}T${at}`, period.timeZone) };
  }
  const at = checkTime(period.at);
  if (!Number.isInteger(period.monthly) || period.monthly < 1 || period.monthly > 28) throw new Error(`monthly day must be 1–28: ${period.monthly}`);
  const [year, month] = dayInZone(now, period.timeZone).split('-').map(Number) as [number, number];
  const startOf = (y: number, m: number) => zonedInstant(`${y}-${pad(m)}-${pad(period.monthly)}T${at}`, period.timeZone);
  const thisMonth = startOf(year, month);
  if (thisMonth.getTime() <= now.getTime()) return { key: `${year}-${pad(month)}`, start: thisMonth };
  const [py, pm] = month === 1 ? [year - 1, 12] : [year, month - 1];
  return { key: `${py}-${pad(pm)}`, start: startOf(py, pm) };
}

/** The unique key that makes "once per period" hold across every server process. */
export function periodKey(name: string, period: Period, now: Date): string {
  return `${name}@${currentSlot(period, now).key}`;
}

function checkTime(at: string): string {
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(at)) throw new Error(`time must be HH:MM: ${at}`);
  return at;
}


function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
