// Posts the payroll events that have no ledger entry yet (a company that set up its books after
// it ran payroll): each loan on the day it was granted, each approved run's accrual on its month's
// last day, each paid run's payment on its day, each final settlement on the last day and its payment. Skips what finance lists as posted, so running it
// twice posts once (decision 031); a date in a closed month moves to the first open day (dateFor).
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../../server/db/client';
import { monthEnd } from '../../../core/assets';
import { postedEvents } from '../../finance/server';
import { postLoanGranted, postRunAccrued, postRunPaid, postSettlement, postSettlementPaid, type PaymentMethod } from './ledger-events';
import { accrualSlips, paymentSlips } from './runs';
import { employeeLoans, finalSettlements, payProfiles, payrollRuns } from './tables';

export async function backfillPayrollLedger(tx: Tx, companyId: string, dateFor: (date: string) => Promise<string>): Promise<number> {
  // The platform path has no row-level security: every read names the company.
  let count = 0;
  const loans = await tx.select({ loan: employeeLoans, method: payProfiles.paymentMethod }).from(employeeLoans).leftJoin(payProfiles, eq(payProfiles.employeeId, employeeLoans.employeeId)).where(eq(employeeLoans.companyId, companyId)).orderBy(asc(employeeLoans.loanNumber));
  const loansDone = loans.length ? await postedEvents(tx, companyId, 'employee_loan') : new Map();
  for (const { loan, method } of loans) {
    if (loansDone.has(`${loan.id}:granted`)) continue;
    const entry = await postLoanGranted(tx, { ...loan, grantedOn: await dateFor(loan.grantedOn ?? `${loan.firstMonth}-01`) }, (method ?? null) as PaymentMethod | null, null);
    if (entry) {
      await tx.update(employeeLoans).set({ journalEntryId: entry.id }).where(eq(employeeLoans.id, loan.id));
      count++;
    }
  }
  const runs = await tx.select().from(payrollRuns).where(and(eq(payrollRuns.companyId, companyId), inArray(payrollRuns.status, ['approved', 'paid']))).orderBy(asc(payrollRuns.month));
  const runsDone = runs.length ? await postedEvents(tx, companyId, 'payroll_run') : new Map();
  for (const run of runs) {
    if (!runsDone.has(`${run.id}:accrued`)) {
      const entry = await postRunAccrued(tx, run, await accrualSlips(tx, run.id), null, await dateFor(monthEnd(run.month)));
      if (entry) {
        await tx.update(payrollRuns).set({ accrualEntryId: entry.id }).where(eq(payrollRuns.id, run.id));
        count++;
      }
    }
    if (run.status === 'paid' && run.paidOn && !runsDone.has(`${run.id}:paid`)) {
      const entry = await postRunPaid(tx, { ...run, paidOn: await dateFor(run.paidOn) }, await paymentSlips(tx, run.id), null);
      if (entry) {
        await tx.update(payrollRuns).set({ paymentEntryId: entry.id }).where(eq(payrollRuns.id, run.id));
        count++;
      }
    }
  }
  const settlements = await tx.select({ s: finalSettlements, method: payProfiles.paymentMethod, costCenterId: payProfiles.costCenterId }).from(finalSettlements).leftJoin(payProfiles, eq(payProfiles.employeeId, finalSettlements.employeeId)).where(eq(finalSettlements.companyId, companyId)).orderBy(asc(finalSettlements.settlementNumber));
  const settlementsDone = settlements.length ? await postedEvents(tx, companyId, 'final_settlement') : new Map();
  for (const { s, method, costCenterId } of settlements) {
    if (!settlementsDone.has(`${s.id}:settled`)) {
      const entry = await postSettlement(tx, { ...s, lastDay: await dateFor(s.lastDay), costCenterId: costCenterId ?? null }, null);
      if (entry) {
        await tx.update(finalSettlements).set({ journalEntryId: entry.id }).where(eq(finalSettlements.id, s.id));
        count++;
      }
    }
    if (s.status === 'paid' && s.paidOn && !settlementsDone.has(`${s.id}:paid`)) {
      const entry = await postSettlementPaid(tx, { ...s, paidOn: await dateFor(s.paidOn) }, (method ?? null) as PaymentMethod | null, null);
      if (entry) {
        await tx.update(finalSettlements).set({ paymentEntryId: entry.id }).where(eq(finalSettlements.id, s.id));
        count++;
      }
    }
  }
  return count;
}
