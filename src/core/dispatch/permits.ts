// Dispatch permits (issue 16): a vehicle leaving the yard for something other than a rental.
// The lifecycle and its odometer rule are pure so the API, the seed and the page agree on them.
export const PERMIT_STATUSES = ['pending', 'approved', 'rejected', 'in_progress', 'completed', 'cancelled'] as const;
export type PermitStatus = (typeof PERMIT_STATUSES)[number];

export const PERMIT_PURPOSES = ['maintenance_trip', 'employee_use', 'delivery', 'inspection', 'other'] as const;
export type PermitPurpose = (typeof PERMIT_PURPOSES)[number];

export const PERMIT_PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const;
export type PermitPriority = (typeof PERMIT_PRIORITIES)[number];

/** Statuses in which the permit holds its vehicle over its period (the vehicle-holds rule). */
export const HOLDING_PERMIT_STATUSES: readonly PermitStatus[] = ['approved', 'in_progress'];

/** Statuses whose details (vehicle, times, driver…) may still be edited. */
export const EDITABLE_PERMIT_STATUSES: readonly PermitStatus[] = ['pending', 'approved'];

export type PermitAction = 'approve' | 'reject' | 'start' | 'complete' | 'cancel';

const MOVES: Record<PermitAction, { from: readonly PermitStatus[]; to: PermitStatus }> = {
  approve: { from: ['pending'], to: 'approved' },
  reject: { from: ['pending'], to: 'rejected' },
  start: { from: ['approved'], to: 'in_progress' },
  complete: { from: ['in_progress'], to: 'completed' },
  // A vehicle already out comes back through "complete" (its odometer read), never "cancel".
  cancel: { from: ['pending', 'approved'], to: 'cancelled' },
};

/** The status an action leads to, or null when the action is not possible from `current`. */
export function nextPermitStatus(current: PermitStatus, action: PermitAction): PermitStatus | null {
  const move = MOVES[action];
  return move.from.includes(current) ? move.to : null;
}

/** The actions possible from a status (the permit page shows exactly these). */
export function permitActions(current: PermitStatus): PermitAction[] {
  return (Object.keys(MOVES) as PermitAction[]).filter((a) => nextPermitStatus(current, a) !== null);
}

/** The distance of a completed trip, or an error when the odometer went backwards. */
export function tripDistance(odometerOut: number, odometerIn: number): { km: number } | { error: 'odometer_in_below_out' } {
  if (odometerIn < odometerOut) return { error: 'odometer_in_below_out' };
  return { km: odometerIn - odometerOut };
}

/** A permit's period must have a positive length: the hold is the half-open range [start, end). */
export function validPermitPeriod(startAt: Date, endAt: Date): boolean {
  return endAt.getTime() > startAt.getTime();
}
