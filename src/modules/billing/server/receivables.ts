// What customers owe on a date, invoice by invoice: what the finance module's aging report
// reads (billing's tables stay billing's). An invoice is open on a date when it was issued on or
// before it and not cancelled by then; its balance is its total less the allocations of payments
// dated on or before it (a bounced cheque's count until the day it bounced). Billing has no
// credit notes: a cancellation is the only other reduction.
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../../server/db/client';

export type OpenReceivable = {
  invoiceId: string;
  invoiceNumber: string;
  customerId: string;
  customerNameAr: string;
  customerNameEn: string | null;
  issueDate: string;
  dueDate: string;
  total: string;
  balance: string;
};

export async function openReceivablesAsOf(tx: Tx, companyId: string, asOf: string, customerId?: string | null): Promise<OpenReceivable[]> {
  return queryRows<OpenReceivable>(
    tx,
    sql`select i.id as "invoiceId", i.invoice_number as "invoiceNumber", i.customer_id as "customerId", c.name_ar as "customerNameAr", c.name_en as "customerNameEn",
               i.issue_date::text as "issueDate", i.due_date::text as "dueDate", i.total::text as total, (i.total - coalesce(paid.amount, 0))::text as balance
        from invoices i
        join customers c on c.id = i.customer_id
        left join lateral (
          select sum(a.amount) as amount from payment_allocations a join payments p on p.id = a.payment_id
          where a.invoice_id = i.id and p.payment_date <= ${asOf} and (p.status = 'completed' or p.bounced_on > ${asOf})
        ) paid on true
        where i.company_id = ${companyId} and i.issue_date <= ${asOf}
          and not (i.status = 'cancelled' and coalesce(i.cancelled_on, i.issue_date) <= ${asOf})
          and i.total - coalesce(paid.amount, 0) <> 0
          ${customerId ? sql`and i.customer_id = ${customerId}` : sql``}
        order by c.name_ar, i.customer_id, i.due_date, i.invoice_number`,
  );
}
