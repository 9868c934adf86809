// Invoices, their lines, payments and how payments are allocated to invoices. Amounts are
// exact numerics; journal_entry_id points at the ledger entry the event posted (ledger-events.ts).
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies, users } from '../../../server/db/schema';
import { customers } from '../../customers/server/tables';
import { contracts } from '../../contracts/server/tables';

const money = (name: string) => numeric(name, { precision: 16, scale: 3 });

export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    invoiceNumber: text('invoice_number').notNull(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    contractId: uuid('contract_id').references(() => contracts.id),
    /** The lease it bills (rent, late fees, the agency fee); plain id: leases import billing's tables. */
    leaseId: uuid('lease_id'),
    kind: text('kind').notNull().default('rental'),
    installment: integer('installment'),
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    currency: text('currency').notNull(),
    subtotal: money('subtotal').notNull(),
    discount: money('discount').notNull().default('0'),
    taxRate: numeric('tax_rate', { precision: 5, scale: 2 }).notNull().default('0'),
    taxAmount: money('tax_amount').notNull().default('0'),
    /** The line prices included the VAT (the company's setting when it was issued): subtotal and discount are gross. */
    pricesIncludeTax: boolean('prices_include_tax').notNull().default(false),
    total: money('total').notNull(),
    paidAmount: money('paid_amount').notNull().default('0'),
    status: text('status').notNull().default('pending'),
    notes: text('notes'),
    /** The day it was cancelled: the aging report and the ledger's reversal both date it. */
    cancelledOn: date('cancelled_on', { mode: 'string' }),
    journalEntryId: uuid('journal_entry_id'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoices_company_number_uq').on(t.companyId, t.invoiceNumber),
    index('invoices_number_trgm_idx').using('gin', sql`${t.invoiceNumber} gin_trgm_ops`),
    index('invoices_company_status_due_idx').on(t.companyId, t.status, t.dueDate),
    index('invoices_company_due_idx').on(t.companyId, t.dueDate, t.invoiceNumber),
    index('invoices_contract_idx').on(t.contractId),
    index('invoices_lease_idx').on(t.leaseId).where(sql`${t.leaseId} is not null`),
    index('invoices_customer_idx').on(t.customerId),
    // Revenue this month and last (dashboard) from the index alone.
    index('invoices_company_issue_idx').on(t.companyId, t.issueDate, t.status, t.total),
    // Unpaid invoices by due date (overdue list, its count and sums, the dashboard's overdue tile):
    // the list reads them in its order without filtering paid ones out, the sums from the index.
    index('invoices_open_due_idx').on(t.companyId, t.dueDate, t.invoiceNumber, t.total, t.paidAmount).where(sql`status in ('pending', 'partially_paid')`),
    check('invoices_kind', sql`${t.kind} in ('rental','extras','damages','fines','return_charges','rent','other')`),
    check('invoices_status', sql`${t.status} in ('pending','partially_paid','paid','cancelled')`),
    check('invoices_paid_within_total', sql`${t.paidAmount} >= 0 and ${t.paidAmount} <= ${t.total}`),
  ],
);

export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    lineNumber: integer('line_number').notNull(),
    code: text('code').notNull().default('other'),
    description: text('description').notNull(),
    quantity: numeric('quantity', { precision: 12, scale: 3 }).notNull().default('1'),
    unitPrice: money('unit_price').notNull(),
    total: money('total').notNull(),
  },
  (t) => [index('invoice_lines_invoice_idx').on(t.invoiceId, t.lineNumber)],
);

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    paymentNumber: text('payment_number').notNull(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    contractId: uuid('contract_id').references(() => contracts.id),
    leaseId: uuid('lease_id'),
    paymentDate: date('payment_date', { mode: 'string' }).notNull(),
    method: text('method').notNull(),
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    reference: text('reference'),
    chequeNumber: text('cheque_number'),
    bankName: text('bank_name'),
    notes: text('notes'),
    /** completed, or bounced: a cheque the bank returned unpaid (its allocations no longer count from that day). */
    status: text('status').notNull().default('completed'),
    bouncedOn: date('bounced_on', { mode: 'string' }),
    bounceReason: text('bounce_reason'),
    /** What was paid back to the customer of the part no invoice took (payment_refunds). */
    refundedAmount: money('refunded_amount').notNull().default('0'),
    journalEntryId: uuid('journal_entry_id'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_company_number_uq').on(t.companyId, t.paymentNumber),
    // Collections this month and last (dashboard) from the index alone.
    index('payments_company_date_idx').on(t.companyId, t.paymentDate, t.status, t.amount),
    index('payments_company_created_idx').on(t.companyId, t.createdAt),
    index('payments_customer_idx').on(t.customerId),
    check('payments_amount_positive', sql`${t.amount} > 0`),
    check('payments_refunded', sql`${t.refundedAmount} >= 0 and ${t.refundedAmount} <= ${t.amount}`),
    check('payments_method', sql`${t.method} in ('cash','cheque','bank_transfer','card','deposit')`),
    check('payments_status', sql`${t.status} in ('completed','bounced') and (${t.status} = 'bounced') = (${t.bouncedOn} is not null)`),
    index('payments_lease_idx').on(t.leaseId).where(sql`${t.leaseId} is not null`),
  ],
);

export const paymentAllocations = pgTable(
  'payment_allocations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id),
    amount: money('amount').notNull(),
  },
  (t) => [index('allocations_invoice_idx').on(t.invoiceId), index('allocations_payment_idx').on(t.paymentId), check('allocations_positive', sql`${t.amount} > 0`)],
);

/**
 * Money paid back to a customer out of a payment's unallocated part (an over-payment or an advance
 * no invoice took): Dr customer_credit, Cr the cash or bank account it leaves from.
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    refundNumber: text('refund_number').notNull(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    refundDate: date('refund_date', { mode: 'string' }).notNull(),
    amount: money('amount').notNull(),
    method: text('method').notNull(),
    reference: text('reference'),
    reason: text('reason').notNull(),
    journalEntryId: uuid('journal_entry_id'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_refunds_company_number_uq').on(t.companyId, t.refundNumber),
    index('payment_refunds_payment_idx').on(t.paymentId),
    check('payment_refunds_amount', sql`${t.amount} > 0`),
    check('payment_refunds_method', sql`${t.method} in ('cash','cheque','bank_transfer','card')`),
  ],
);
