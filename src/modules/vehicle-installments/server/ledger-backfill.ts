// Posts the financing events that have no ledger entry yet (a company that set up its books after
// it recorded agreements): each activation on its activation day, each payment on its own day.
// Skips what finance lists as posted, so running it twice posts once (decision 031).
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../../server/db/client';
import { postedEvents } from '../../finance/server';
import { postFinancingActivated, postFinancingPayment } from './ledger-events';
import { financingAgreements, financingPayments } from './tables';

export async function backfillFinancingLedger(tx: Tx, companyId: string, dateFor: (date: string) => Promise<string>): Promise<number> {
  // The backfill runs on the platform path (no row-level security): every read names the company.
  const agreements = await tx.select().from(financingAgreements).where(and(eq(financingAgreements.companyId, companyId), inArray(financingAgreements.status, ['active', 'completed'])));
  if (!agreements.length) return 0;
  let count = 0;
  const activated = await postedEvents(tx, companyId, 'financing_agreement');
  for (const a of agreements) {
    if (activated.has(`${a.id}:activated`) || !a.activatedOn) continue;
    const entry = await postFinancingActivated(tx, a, { date: await dateFor(a.activatedOn), userId: null });
    if (entry) {
      await tx.update(financingAgreements).set({ journalEntryId: entry.id }).where(eq(financingAgreements.id, a.id));
      count++;
    }
  }
  const paid = await postedEvents(tx, companyId, 'financing_payment');
  const byId = new Map(agreements.map((a) => [a.id, a]));
  const payments = await tx.select().from(financingPayments).where(eq(financingPayments.companyId, companyId));
  for (const p of payments) {
    const a = byId.get(p.agreementId);
    if (!a || paid.has(`${p.id}:paid`)) continue;
    const entry = await postFinancingPayment(tx, a, { ...p, paidOn: await dateFor(p.paidOn) }, { userId: null });
    if (entry) {
      await tx.update(financingPayments).set({ journalEntryId: entry.id }).where(eq(financingPayments.id, p.id));
      count++;
    }
  }
  return count;
}
