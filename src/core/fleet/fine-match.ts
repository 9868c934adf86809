// Who had the car when a traffic fine was committed (issue 16). A fine names a plate and a
// local date and time; the renter is the contract of that vehicle whose hand-over and return
// contain the instant. Gulf rental systems (HQ Rental, Speed…) match the same way; the original
// product matched by plate only, which bills the wrong renter when a car changes hands in a day.

/** A rental of the vehicle as the matcher needs it; `returnedAt` null while the car is still out. */
export type RentalPeriod = {
  contractId: string;
  contractNumber: string;
  customerId: string;
  /** The hand-over instant (the contract's start when no hand-over time is recorded). */
  startAt: Date;
  /** The actual return; null while the car is out, then the planned end does not close the period. */
  returnedAt: Date | null;
  plannedEndAt: Date;
};

/** A non-rental movement (dispatch permit) with its driver; the list is empty until permits exist. */
export type PermitPeriod = { permitId: string; permitNumber: string; employeeId: string; startAt: Date; endAt: Date };

export type FineMatch =
  | { responsible: 'customer'; reason: 'within_contract'; contractId: string; contractNumber: string; customerId: string; employeeId: null }
  | { responsible: 'employee'; reason: 'within_permit'; contractId: null; contractNumber: string; customerId: null; employeeId: string; permitId: string }
  | { responsible: 'company'; reason: 'no_contract'; contractId: null; contractNumber: null; customerId: null; employeeId: null };

/**
 * The rental holding the car at `at`: hand-over ≤ at ≤ return, both ends inclusive (a fine
 * stamped at the minute of return is the renter's; the next minute is not). A car still out has
 * no end. When two contracts touch the same instant (returned at 10:00, the next handed over
 * at 10:00) the later hand-over wins: the car is with the new renter from that minute.
 */
export function rentalAt(at: Date, rentals: readonly RentalPeriod[]): RentalPeriod | null {
  const t = at.getTime();
  let best: RentalPeriod | null = null;
  for (const r of rentals) {
    const end = r.returnedAt ? r.returnedAt.getTime() : Number.POSITIVE_INFINITY;
    if (r.startAt.getTime() <= t && t <= end && (!best || r.startAt.getTime() > best.startAt.getTime())) best = r;
  }
  return best;
}

/** The renter, else the dispatch permit's driver, else the company itself. */
export function matchFine(at: Date, rentals: readonly RentalPeriod[], permits: readonly PermitPeriod[] = []): FineMatch {
  const rental = rentalAt(at, rentals);
  if (rental) return { responsible: 'customer', reason: 'within_contract', contractId: rental.contractId, contractNumber: rental.contractNumber, customerId: rental.customerId, employeeId: null };
  const t = at.getTime();
  const permit = permits.find((p) => p.startAt.getTime() <= t && t <= p.endAt.getTime());
  if (permit) return { responsible: 'employee', reason: 'within_permit', contractId: null, contractNumber: permit.permitNumber, customerId: null, employeeId: permit.employeeId, permitId: permit.permitId };
  return { responsible: 'company', reason: 'no_contract', contractId: null, contractNumber: null, customerId: null, employeeId: null };
}
