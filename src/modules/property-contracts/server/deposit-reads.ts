// The leases' security deposits for the deposits register (finance's /finance/deposits): held from
// activation, settled at the end (applied to what was owed, the rest refunded) or carried over to
// the renewal, whose own deposit then includes it.
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../../server/db/client';
import type { DepositStatus } from '../../../core/finance';
import { customers } from '../../customers/server/tables';
import type { DepositRecord } from '../../contracts/server';
import { leases } from './tables';

export async function leaseDeposits(tx: Tx, companyId: string, timezone: string): Promise<DepositRecord[]> {
  const rows = await tx
    .select({
      id: leases.id,
      number: leases.leaseNumber,
      customerId: leases.customerId,
      customerNameAr: customers.nameAr,
      customerNameEn: customers.nameEn,
      status: leases.depositStatus,
      heldOn: sql<string>`coalesce((${leases.activatedAt} at time zone ${timezone})::date, ${leases.startDate})::text`,
      settledOn: leases.settledOn,
      amount: leases.securityDeposit,
      applied: leases.depositApplied,
      refunded: leases.depositRefunded,
    })
    .from(leases)
    .innerJoin(customers, eq(customers.id, leases.customerId))
    .where(and(eq(leases.companyId, companyId), inArray(leases.depositStatus, ['held', 'carried_over', 'settled']), gt(leases.securityDeposit, '0')));
  return rows.map((r) => ({ ...r, source: 'lease' as const, status: r.status as DepositStatus }));
}
