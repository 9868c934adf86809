// Posts the authority payments of fines that have no entry yet (a company that set up its
// books after paying fines); running it twice posts once (decision 031).
import { eq } from 'drizzle-orm';
import type { Tx } from '../../../server/db/client';
import { postedEvents } from '../../finance/server';
import { postFinePaid } from './ledger-events';
import { trafficViolationPayments, trafficViolations } from './tables';

export async function backfillFinesLedger(tx: Tx, companyId: string, dateFor: (date: string) => Promise<string>): Promise<number> {
  // The platform path has no row-level security: every read names the company.
  const rows = await tx
    .select({ payment: trafficViolationPayments, violationNumber: trafficViolations.violationNumber })
    .from(trafficViolationPayments)
    .innerJoin(trafficViolations, eq(trafficViolations.id, trafficViolationPayments.violationId))
    .where(eq(trafficViolationPayments.companyId, companyId));
  if (!rows.length) return 0;
  const posted = await postedEvents(tx, companyId, 'traffic_fine_payment');
  let count = 0;
  for (const { payment, violationNumber } of rows) {
    if (posted.has(`${payment.id}:paid`)) continue;
    const entry = await postFinePaid(tx, { ...payment, paidOn: await dateFor(payment.paidOn) }, { violationNumber }, null);
    if (entry) {
      await tx.update(trafficViolationPayments).set({ journalEntryId: entry.id }).where(eq(trafficViolationPayments.id, payment.id));
      count++;
    }
  }
  return count;
}
