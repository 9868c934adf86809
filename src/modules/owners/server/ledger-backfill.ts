// Posts owner payouts that have no ledger entry yet (made before the company set up its books);
// idempotent like every backfill step (decision 031).
import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../../../server/db/client';
import { postedEvents } from '../../finance/server';
import { postOwnerPayout } from './ledger-events';
import { ownerPayouts, propertyOwners } from './tables';

export async function backfillOwnersLedger(tx: Tx, companyId: string, dateFor: (date: string) => Promise<string>): Promise<number> {
  const done = await postedEvents(tx, companyId, 'owner_payout');
  const rows = await tx
    .select({ payout: ownerPayouts, nameAr: propertyOwners.nameAr })
    .from(ownerPayouts)
    .innerJoin(propertyOwners, eq(propertyOwners.id, ownerPayouts.ownerId))
    .where(and(eq(ownerPayouts.companyId, companyId)))
    .orderBy(asc(ownerPayouts.payoutDate), asc(ownerPayouts.payoutNumber));
  let posted = 0;
  for (const { payout, nameAr } of rows) {
    if (done.has(`${payout.id}:paid`)) continue;
    const entry = await postOwnerPayout(tx, payout, { nameAr }, { userId: null, date: await dateFor(payout.payoutDate) });
    if (!entry) continue;
    await tx.update(ownerPayouts).set({ journalEntryId: entry.id }).where(eq(ownerPayouts.id, payout.id));
    posted++;
  }
  return posted;
}
