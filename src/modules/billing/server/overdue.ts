// Invoices past due and not fully paid (spec §9: "pending with a date before today"), oldest
// first: the alerts center's smart alerts read them through billing's interface.
import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Tx } from '../../../server/db/client';
import { customers } from '../../customers/server/tables';
import { invoices } from './tables';

export function overdueInvoices(tx: Tx, today: string, limit: number) {
  return tx
    .select({ id: invoices.id, invoiceNumber: invoices.invoiceNumber, dueDate: invoices.dueDate, currency: invoices.currency, balance: sql<string>`${invoices.total} - ${invoices.paidAmount}`, contractId: invoices.contractId, customerNameAr: customers.nameAr, customerNameEn: customers.nameEn, createdAt: invoices.createdAt })
    .from(invoices)
    .innerJoin(customers, eq(customers.id, invoices.customerId))
    .where(and(inArray(invoices.status, ['pending', 'partially_paid']), lt(invoices.dueDate, today)))
    .orderBy(asc(invoices.dueDate), asc(invoices.id))
    .limit(limit);
}
