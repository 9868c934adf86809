// Posts completed maintenance requests that have no ledger entry yet (requests completed before
// the company set up its ledger); idempotent (decision 031). A tenant's invoice is billing's and
// is posted by billing's own backfill.
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Tx } from '../../../server/db/client';
import { postedEvents } from '../../finance/server';
import { postMaintenanceCompleted } from './ledger-events';
import { propertyMaintenance } from './tables';

export async function backfillPropertyLedger(tx: Tx, companyId: string, dateFor: (date: string) => Promise<string>): Promise<number> {
  const done = await postedEvents(tx, companyId, 'property_maintenance');
  const rows = await tx
    .select()
    .from(propertyMaintenance)
    .where(and(eq(propertyMaintenance.companyId, companyId), eq(propertyMaintenance.status, 'completed'), gt(propertyMaintenance.actualCost, '0')))
    .orderBy(asc(propertyMaintenance.completedOn), asc(propertyMaintenance.requestNumber));
  let posted = 0;
  for (const r of rows) {
    if (done.has(`${r.id}:completed`) || !r.completedOn) continue;
    if (await postMaintenanceCompleted(tx, r, { date: await dateFor(r.completedOn), userId: null })) posted++;
  }
  return posted;
}
