// Early termination (issue 15): what happens to each instalment when a lease ends on a date
// before its end. Rent is owed up to and including the termination date: periods that end by
// then stay, periods that start after it are cancelled, and the period that holds it is charged
// pro rata to that day — unless money was already received for it, in which case it stays
// whole (Masar has no credit notes yet: paid rent is not handed back here). A later period that
// is already paid cannot be cancelled: the termination is refused, naming it.
import { compareMoney, type CurrencyCode } from '../money';
import { dayOfMonth, nextOnDay } from './calendar';
import { fractionFrom, proratedRent, stubFraction } from './schedule';

export type InstallmentState = { sequence: number; periodStart: string; periodEnd: string; amount: string; paid: string };

export type TerminationStep =
  | { sequence: number; action: 'keep' }
  | { sequence: number; action: 'cancel' }
  | { sequence: number; action: 'reprice'; periodEnd: string; amount: string }
  | { sequence: number; action: 'keep_paid_in_full' };

export type TerminationPlan = { ok: true; steps: TerminationStep[] } | { ok: false; error: 'paid_after_termination'; sequence: number } | { ok: false; error: 'termination_outside_lease' };

export function terminationPlan(
  lease: { startDate: string; endDate: string; monthlyRent: string; paymentDay: number; currency: CurrencyCode },
  installments: readonly InstallmentState[],
  terminationDate: string,
): TerminationPlan {
  if (terminationDate < lease.startDate || terminationDate >= lease.endDate) return { ok: false, error: 'termination_outside_lease' };
  const steps: TerminationStep[] = [];
  for (const i of installments) {
    const paid = compareMoney(i.paid, '0') > 0;
    if (i.periodEnd <= terminationDate) steps.push({ sequence: i.sequence, action: 'keep' });
    else if (i.periodStart > terminationDate) {
      if (paid) return { ok: false, error: 'paid_after_termination', sequence: i.sequence };
      steps.push({ sequence: i.sequence, action: 'cancel' });
    } else if (paid) steps.push({ sequence: i.sequence, action: 'keep_paid_in_full' });
    else {
      // The opening stub is priced against its billing month; any other period from its start.
      const stub = dayOfMonth(i.periodStart) !== lease.paymentDay;
      const fraction = stub ? stubFraction(i.periodStart, terminationDate, nextOnDay(i.periodStart, lease.paymentDay)) : fractionFrom(i.periodStart, terminationDate);
      steps.push({ sequence: i.sequence, action: 'reprice', periodEnd: terminationDate, amount: proratedRent(fraction, lease.monthlyRent, lease.currency) });
    }
  }
  return { ok: true, steps };
}
