// Posts contracts' past deposit events that have no ledger entry yet (demo data, contracts from
// before the company set up its ledger or before this wiring); idempotent (decision 031).
import { and, asc, eq, gt, inArray, isNotNull } from 'drizzle-orm';
import type { Tx } from '../../../server/db/client';
import { localDate } from '../../../core/attendance';
import { companies } from '../../../server/db/schema';
import { postedEvents } from '../../finance/server';
import { postDepositHeld, postDepositRefunded } from './ledger-events';
import { contracts } from './tables';

export async function backfillContractLedger(tx: Tx, companyId: string, dateFor: (date: string) => Promise<string>): Promise<number> {
  const [company] = await tx.select({ timezone: companies.timezone }).from(companies).where(eq(companies.id, companyId));
  const day = (at: Date) => localDate(at, company?.timezone ?? 'Asia/Qatar');
  const done = await postedEvents(tx, companyId, 'contract');
  const rows = await tx
    .select()
    .from(contracts)
    .where(and(eq(contracts.companyId, companyId), inArray(contracts.depositStatus, ['held', 'settled']), gt(contracts.depositAmount, '0'), isNotNull(contracts.handoverAt)))
    .orderBy(asc(contracts.handoverAt), asc(contracts.contractNumber));
  let posted = 0;
  for (const c of rows) {
    if (!done.has(`${c.id}:deposit_held`) && (await postDepositHeld(tx, c, c.depositAmount, { date: await dateFor(day(c.handoverAt!)), userId: null }))) posted++;
    const settledAt = c.closedAt ?? c.returnedAt ?? c.handoverAt!;
    if (c.depositStatus === 'settled' && !done.has(`${c.id}:deposit_refunded`) && (await postDepositRefunded(tx, c, c.depositRefunded, { date: await dateFor(day(settledAt)), userId: null }))) posted++;
  }
  return posted;
}
