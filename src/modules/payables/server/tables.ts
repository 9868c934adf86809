// Vendors and what the company owes them (issue 18, decision 051): vendors, purchase orders with
// their lines, vendor bills (from an order or direct) with their lines, and payments allocated to
// bills. Row-level security and the audit trigger come from the tenancy step (company_id).
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies, users } from '../../../server/db/schema';

const money = (name: string) => numeric(name, { precision: 16, scale: 3 });
const companyId = () =>
  uuid('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });

export const vendors = pgTable(
  'vendors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    code: text('code').notNull(),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en'),
    vatNumber: text('vat_number'),
    contactName: text('contact_name'),
    phone: text('phone'),
    email: text('email'),
    bankName: text('bank_name'),
    iban: text('iban'),
    paymentTermsDays: integer('payment_terms_days').notNull().default(30),
    isActive: boolean('is_active').notNull().default(true),
    notes: text('notes'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('vendors_company_code_uq').on(t.companyId, t.code),
    index('vendors_company_name_idx').on(t.companyId, t.nameAr),
    check('vendors_terms', sql`${t.paymentTermsDays} between 0 and 365`),
  ],
);

export const purchaseOrders = pgTable(
  'purchase_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    number: text('number').notNull(),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendors.id),
    status: text('status').notNull().default('draft'),
    orderDate: date('order_date', { mode: 'string' }).notNull(),
    expectedDate: date('expected_date', { mode: 'string' }),
    /** The ledger account its lines expense to when billed (the purchases mapping when empty). */
    accountId: uuid('account_id'),
    subtotal: money('subtotal').notNull(),
    vat: money('vat').notNull(),
    total: money('total').notNull(),
    notes: text('notes'),
    approvedOn: date('approved_on', { mode: 'string' }),
    receivedOn: date('received_on', { mode: 'string' }),
    closedOn: date('closed_on', { mode: 'string' }),
    cancelledOn: date('cancelled_on', { mode: 'string' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('purchase_orders_company_number_uq').on(t.companyId, t.number),
    index('purchase_orders_company_status_idx').on(t.companyId, t.status, t.orderDate),
    index('purchase_orders_vendor_idx').on(t.vendorId),
    check('purchase_orders_status', sql`${t.status} in ('draft','approved','received','billed','closed','cancelled')`),
    check('purchase_orders_total', sql`${t.total} = ${t.subtotal} + ${t.vat} and ${t.subtotal} >= 0 and ${t.vat} >= 0`),
  ],
);

/** The lines of an order and of a bill share their shape. */
const lineColumns = () => ({
  id: uuid('id').primaryKey().defaultRandom(),
  companyId: companyId(),
  position: integer('position').notNull(),
  description: text('description').notNull(),
  quantity: numeric('quantity', { precision: 14, scale: 3 }).notNull(),
  unitPrice: money('unit_price').notNull(),
  vatRate: numeric('vat_rate', { precision: 5, scale: 2 }).notNull(),
  net: money('net').notNull(),
  vat: money('vat').notNull(),
  total: money('total').notNull(),
  /** The expense account of this line (the document's account, else the purchases mapping). */
  accountId: uuid('account_id'),
});

export const purchaseOrderLines = pgTable(
  'purchase_order_lines',
  {
    ...lineColumns(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => purchaseOrders.id, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('purchase_order_lines_position_uq').on(t.orderId, t.position), check('purchase_order_lines_amounts', sql`${t.quantity} > 0 and ${t.unitPrice} >= 0 and ${t.vatRate} between 0 and 100`)],
);

export const vendorBills = pgTable(
  'vendor_bills',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    number: text('number').notNull(),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendors.id),
    orderId: uuid('order_id').references(() => purchaseOrders.id),
    /** The vendor's own invoice number. */
    vendorReference: text('vendor_reference'),
    billDate: date('bill_date', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    subtotal: money('subtotal').notNull(),
    vat: money('vat').notNull(),
    total: money('total').notNull(),
    /** What payments allocated to it so far (kept with each allocation, never above the total). */
    paid: money('paid').notNull().default('0'),
    notes: text('notes'),
    journalEntryId: uuid('journal_entry_id'),
    /** A bill entered in error is cancelled (never deleted): its entry is reversed on this day. */
    cancelledOn: date('cancelled_on', { mode: 'string' }),
    cancelReason: text('cancel_reason'),
    reversalEntryId: uuid('reversal_entry_id'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('vendor_bills_company_number_uq').on(t.companyId, t.number),
    // An order is billed once (a cancelled bill gives the order back to be billed again).
    uniqueIndex('vendor_bills_order_uq').on(t.orderId).where(sql`${t.cancelledOn} is null`),
    index('vendor_bills_vendor_idx').on(t.vendorId, t.billDate),
    index('vendor_bills_company_due_idx').on(t.companyId, t.dueDate),
    check('vendor_bills_amounts', sql`${t.total} = ${t.subtotal} + ${t.vat} and ${t.total} > 0 and ${t.paid} >= 0 and ${t.paid} <= ${t.total}`),
    check('vendor_bills_dates', sql`${t.dueDate} >= ${t.billDate}`),
    // Only a bill nothing was paid on is cancelled, never before its own date, always with a reason.
    check('vendor_bills_cancel', sql`${t.cancelledOn} is null or (${t.paid} = 0 and ${t.cancelledOn} >= ${t.billDate} and ${t.cancelReason} is not null)`),
  ],
);

export const vendorBillLines = pgTable(
  'vendor_bill_lines',
  {
    ...lineColumns(),
    billId: uuid('bill_id')
      .notNull()
      .references(() => vendorBills.id, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('vendor_bill_lines_position_uq').on(t.billId, t.position), check('vendor_bill_lines_amounts', sql`${t.quantity} > 0 and ${t.unitPrice} >= 0 and ${t.vatRate} between 0 and 100`)],
);

export const vendorPayments = pgTable(
  'vendor_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    number: text('number').notNull(),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendors.id),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    amount: money('amount').notNull(),
    method: text('method').notNull(),
    reference: text('reference'),
    notes: text('notes'),
    journalEntryId: uuid('journal_entry_id'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('vendor_payments_company_number_uq').on(t.companyId, t.number),
    index('vendor_payments_vendor_idx').on(t.vendorId, t.paidOn),
    check('vendor_payments_method', sql`${t.method} in ('cash','cheque','bank_transfer','card')`),
    check('vendor_payments_amount', sql`${t.amount} > 0`),
  ],
);

export const vendorPaymentAllocations = pgTable(
  'vendor_payment_allocations',
  {
    companyId: companyId(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => vendorPayments.id, { onDelete: 'cascade' }),
    billId: uuid('bill_id')
      .notNull()
      .references(() => vendorBills.id),
    amount: money('amount').notNull(),
  },
  (t) => [primaryKey({ columns: [t.paymentId, t.billId] }), index('vendor_payment_allocations_bill_idx').on(t.billId), check('vendor_payment_allocations_amount', sql`${t.amount} > 0`)],
);
