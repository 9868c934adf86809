// A payment as every API answer shows it (its own list, a contract's, a customer's, a lease's or
// a tenant's page, the receipt just recorded): its money in the company currency's decimals.
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../server/db/client';
import { moneyOut, type CurrencyCode } from '../../../core/money';
import { contracts } from '../../contracts/server/tables';
import { customers } from '../../customers/server/tables';
import { withRefunds } from './refunds';
import { invoices, payments } from './tables';

export const paymentMoney = <P extends { amount: string; refundedAmount: string }>(payment: P, currency: CurrencyCode) => ({
  ...payment,
  amount: moneyOut(payment.amount, currency)!,
  refundedAmount: moneyOut(payment.refundedAmount, currency)!,
});

/** The lease an invoice or payment belongs to, by number (the leases module owns that table; one look-up per row shown). */
export const leaseNumberOf = (leaseId: typeof invoices.leaseId | typeof payments.leaseId) => sql<string | null>`(select l.lease_number from leases l where l.id = ${leaseId})`;

/** The payments list's select: each payment with its customer's names and its contract or lease number. */
export const paymentRows = (tx: Tx) =>
  tx
    .select({ payment: payments, customerNameAr: customers.nameAr, customerNameEn: customers.nameEn, contractNumber: contracts.contractNumber, leaseNumber: leaseNumberOf(payments.leaseId) })
    .from(payments)
    .innerJoin(customers, eq(customers.id, payments.customerId))
    .leftJoin(contracts, eq(contracts.id, payments.contractId));

type PaymentRow = Awaited<ReturnType<typeof paymentRows>>[number];

/** The rows as the list shows them: money rounded, what is left to refund and any refund waiting on approval. */
export async function paymentItems(tx: Tx, rows: readonly PaymentRow[], currency: CurrencyCode) {
  const enriched = await withRefunds(tx, rows.map((r) => r.payment), currency);
  return rows.map((r, i) => ({ ...paymentMoney(enriched[i]!, currency), customerNameAr: r.customerNameAr, customerNameEn: r.customerNameEn, contractNumber: r.contractNumber, leaseNumber: r.leaseNumber }));
}
