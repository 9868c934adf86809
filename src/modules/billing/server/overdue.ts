// Invoices past due and not fully paid (spec §9: "pending with a date before today"), oldest
// first: the alerts center's smart alerts read them through billing's interface.
import { asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../server/db/client';
import { customers } from '../../customers/server/tables';
import { invoices } from './tables';

/** An invoice is open while pending or partly paid (the partial index `invoices_open_due_idx` holds these rows). */
export const openInvoice = sql`${invoices.status} in ('pending', 'partially_paid')`;
/** …and overdue while open on a day after its due date (spec §9: "pending with a date before today"). */
export const overdueInvoice = (today: string) => sql`${openInvoice} and ${invoices.dueDate} < ${today}::date`;

export function overdueInvoices(tx: Tx, today: string, limit: number) {
  return tx
    .select({ id: invoices.id, invoiceNumber: invoices.invoiceNumber, dueDate: invoices.dueDate, currency: invoices.currency, balance: sql<string>`${invoices.total} - ${invoices.paidAmount}`, contractId: invoices.contractId, customerNameAr: customers.nameAr, customerNameEn: customers.nameEn, createdAt: invoices.createdAt })
    .from(invoices)
    .innerJoin(customers, eq(customers.id, invoices.customerId))
    .where(overdueInvoice(today))
    .orderBy(asc(invoices.dueDate), asc(invoices.id))
    .limit(limit);
}
