// When a preventive plan is due: every N km and/or every M months since the last service.
// Pure: the caller passes the latest odometer, the last service (or the vehicle's start) and today.
import { addDays, addMonths, daysBetween } from '../leasing/calendar';

export type PlanInterval = { intervalKm: number | null; intervalMonths: number | null };
export type PlanBase = {
  /** The last completed service under this plan, else the vehicle's purchase (or first seen) date. */
  lastServiceDate: string;
  /** The odometer at that service; 0 for "since new". */
  lastServiceOdometer: number;
  odometer: number;
  today: string;
};
export type DueState = 'ok' | 'due' | 'overdue';
export type PlanDue = {
  state: DueState;
  dueDate: string | null;
  dueOdometer: number | null;
  /** Negative once past the date. */
  daysLeft: number | null;
  /** Negative once past the kilometres. */
  kmLeft: number | null;
};

/** A plan counts as due this many days / kilometres before its mark (the due list's window). */
export const DUE_SOON_DAYS = 30;
export const DUE_SOON_KM = 1000;

/**
 * Whichever mark comes first decides: overdue once today is after the due date or the odometer
 * is past the due reading; due within DUE_SOON_DAYS of the date or DUE_SOON_KM of the reading
 * (the mark itself included); ok otherwise. A plan with neither interval is never due.
 */
export function planDue(plan: PlanInterval, base: PlanBase): PlanDue {
  const months = plan.intervalMonths && plan.intervalMonths > 0 ? plan.intervalMonths : null;
  const km = plan.intervalKm && plan.intervalKm > 0 ? plan.intervalKm : null;
  const dueDate = months ? addMonths(base.lastServiceDate, months) : null;
  const dueOdometer = km ? base.lastServiceOdometer + km : null;
  const daysLeft = dueDate ? daysBetween(base.today, dueDate) : null;
  const kmLeft = dueOdometer !== null ? dueOdometer - base.odometer : null;
  const overdue = (daysLeft !== null && daysLeft < 0) || (kmLeft !== null && kmLeft < 0);
  const due = (daysLeft !== null && daysLeft <= DUE_SOON_DAYS) || (kmLeft !== null && kmLeft <= DUE_SOON_KM);
  return { state: overdue ? 'overdue' : due ? 'due' : 'ok', dueDate, dueOdometer, daysLeft, kmLeft };
}

/** The alert steps before a due date (spec: 30, 7 and 0 days). */
export const ALERT_STEPS = [30, 7, 0] as const;

/**
 * The step an alert is written for today: the nearest step already reached (5 days left → 7;
 * past the date → 0), or null while more than 30 days remain. Running daily and writing once
 * per (vehicle, kind, due date, step) gives at most three alerts per due date, even when the job
 * first runs late.
 */
export function alertStep(dueDate: string, today: string): (typeof ALERT_STEPS)[number] | null {
  const left = daysBetween(today, dueDate);
  for (const step of [0, 7, 30] as const) if (left <= step) return step;
  return null;
}

/** The date of a step (for the alert's message). */
export const stepDate = (dueDate: string, step: number) => addDays(dueDate, -step);
