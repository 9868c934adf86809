// Posts the lease events that have no ledger entry yet (a company that set up its books after it
// recorded leases): deposits held at activation (a renewal only what it added to the deposit it
// carried) and refunded at settlement, and the owner settlements of ended months. Rent, payments
// and charges are billing's invoices and payments: billing's backfill posts them (decision 031).
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../../server/db/client';
import { compareMoney, subtractMoney } from '../../../core/money';
import { companies } from '../../../server/db/schema';
import { localDate } from '../../../core/attendance';
import { resolveCurrency } from '../../../core/money';
import { postedEvents } from '../../finance/server';
import { addDays } from '../../../core/leasing';
import { settleOwners } from './daily';
import { postLeaseDepositHeld, postLeaseDepositRefunded } from './ledger-events';
import { leases } from './tables';

export async function backfillLeaseLedger(tx: Tx, companyId: string, dateFor: (date: string) => Promise<string>): Promise<number> {
  // The backfill runs on the platform path (no row-level security): every read names the company.
  const rows = await tx.select().from(leases).where(and(eq(leases.companyId, companyId), inArray(leases.status, ['active', 'expired', 'renewed', 'terminated'])));
  if (!rows.length) return 0;
  const posted = await postedEvents(tx, companyId, 'lease');
  const byId = new Map(rows.map((r) => [r.id, r]));
  let count = 0;
  for (const lease of rows) {
    if (lease.depositStatus === 'none') continue;
    const previous = lease.renewedFromId ? byId.get(lease.renewedFromId) : undefined;
    const carried = previous?.depositStatus === 'carried_over' ? previous.securityDeposit : '0';
    const added = subtractMoney(lease.securityDeposit, carried);
    const signed = lease.activatedAt && lease.activatedAt.toISOString().slice(0, 10) < lease.startDate ? lease.activatedAt.toISOString().slice(0, 10) : lease.startDate;
    if (compareMoney(added, '0') > 0 && !posted.has(`${lease.id}:deposit_held`)) {
      if (await postLeaseDepositHeld(tx, lease, added, { date: await dateFor(signed), userId: null })) count++;
    }
    if (lease.depositStatus === 'settled' && compareMoney(lease.depositRefunded, '0') > 0 && !posted.has(`${lease.id}:deposit_refunded`)) {
      if (await postLeaseDepositRefunded(tx, lease, lease.depositRefunded, { date: await dateFor(lease.settledOn ?? addDays(lease.endDate, 1)), userId: null })) count++;
    }
  }
  const [company] = await tx.select({ currency: companies.currency, timezone: companies.timezone }).from(companies).where(eq(companies.id, companyId));
  const today = localDate(new Date(), company?.timezone ?? 'Asia/Qatar');
  count += await settleOwners(tx, { companyId, userId: null, today, currency: resolveCurrency(company?.currency) });
  return count;
}
