// Revenue per rental contract over a period, for the fleet's profit per vehicle (decision 042).
import { and, eq, gte, isNotNull, lte, ne, notInArray, sql } from 'drizzle-orm';
import type { Tx } from '../../../server/db/client';
import { invoices } from './tables';

/**
 * Net revenue (subtotal − discount, before VAT) of the invoices issued in [from, to] per contract,
 * cancelled invoices and fine recharges left out (the fleet reports net fines separately).
 */
export async function revenueByContract(tx: Tx, companyId: string, from: string, to: string): Promise<Array<{ contractId: string; revenue: string }>> {
  const rows = await tx
    .select({ contractId: invoices.contractId, revenue: sql<string>`sum(${invoices.subtotal} - ${invoices.discount})::text` })
    .from(invoices)
    .where(
      and(
        eq(invoices.companyId, companyId),
        isNotNull(invoices.contractId),
        ne(invoices.status, 'cancelled'),
        notInArray(invoices.kind, ['fines']),
        gte(invoices.issueDate, from),
        lte(invoices.issueDate, to),
      ),
    )
    .groupBy(invoices.contractId);
  return rows.map((r) => ({ contractId: r.contractId!, revenue: r.revenue }));
}
