// The rental contracts' security deposits for the deposits register (finance's /finance/deposits):
// every deposit taken at hand-over, with what was applied to charges and refunded at close.
import { and, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Tx } from '../../../server/db/client';
import type { DepositStatus } from '../../../core/finance';
import { customers } from '../../customers/server/tables';
import { contracts } from './tables';

export type DepositRecord = {
  source: 'contract' | 'lease';
  id: string;
  number: string;
  customerId: string;
  customerNameAr: string | null;
  customerNameEn: string | null;
  status: DepositStatus;
  /** The company's calendar day it was taken, and the day it was settled. */
  heldOn: string;
  settledOn: string | null;
  amount: string;
  applied: string;
  refunded: string;
};

export async function contractDeposits(tx: Tx, companyId: string, timezone: string): Promise<DepositRecord[]> {
  const rows = await tx
    .select({
      id: contracts.id,
      number: contracts.contractNumber,
      customerId: contracts.customerId,
      customerNameAr: customers.nameAr,
      customerNameEn: customers.nameEn,
      status: contracts.depositStatus,
      heldOn: sql<string>`(${contracts.handoverAt} at time zone ${timezone})::date::text`,
      settledOn: sql<string | null>`(${contracts.closedAt} at time zone ${timezone})::date::text`,
      amount: contracts.depositAmount,
      applied: contracts.depositApplied,
      refunded: contracts.depositRefunded,
    })
    .from(contracts)
    .innerJoin(customers, eq(customers.id, contracts.customerId))
    .where(and(eq(contracts.companyId, companyId), inArray(contracts.depositStatus, ['held', 'settled']), gt(contracts.depositAmount, '0'), isNotNull(contracts.handoverAt)));
  return rows.map((r) => ({ ...r, source: 'contract' as const, status: r.status as DepositStatus, settledOn: r.status === 'settled' ? r.settledOn : null }));
}
