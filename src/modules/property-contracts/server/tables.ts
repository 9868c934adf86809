// Leases (property contracts), their rent schedule and the tenant's cheques. Two active leases
// of one property over overlapping days are refused by an exclusion constraint (custom
// migration, like rental contracts' double booking), whatever path the write takes.
// An instalment is billed (a billing invoice) when it falls due; what is paid lives in billing.
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, numeric, pgTable, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { companies, users } from '../../../server/db/schema';
import { invoices } from '../../billing/server/tables';
import { customers } from '../../customers/server/tables';
import { propertyOwners } from '../../owners/server/tables';
import { properties } from '../../properties/server/tables';

const money = (name: string) => numeric(name, { precision: 16, scale: 3 });

export const leases = pgTable(
  'leases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    leaseNumber: text('lease_number').notNull(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id),
    /** The tenant (a customer with a tenant profile). */
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    status: text('status').notNull().default('draft'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    /** Inclusive. */
    endDate: date('end_date', { mode: 'string' }).notNull(),
    monthlyRent: money('monthly_rent').notNull(),
    paymentFrequency: text('payment_frequency').notNull().default('monthly'),
    paymentDay: integer('payment_day').notNull(),
    /** The schedule's exact total. */
    totalRent: money('total_rent').notNull(),
    /** VAT on rent where it applies (commercial leases in Saudi Arabia, the UAE…), percent. */
    taxRate: numeric('tax_rate', { precision: 5, scale: 2 }).notNull().default('0'),
    securityDeposit: money('security_deposit').notNull().default('0'),
    depositStatus: text('deposit_status').notNull().default('none'),
    depositApplied: money('deposit_applied').notNull().default('0'),
    depositRefunded: money('deposit_refunded').notNull().default('0'),
    /** The agency fee the tenant pays at signing (invoiced on activation). */
    commissionAmount: money('commission_amount').notNull().default('0'),
    graceDays: integer('grace_days').notNull().default(5),
    lateFeeType: text('late_fee_type').notNull().default('none'),
    lateFeeValue: money('late_fee_value').notNull().default('0'),
    autoRenew: boolean('auto_renew').notNull().default(false),
    renewalMonths: integer('renewal_months').notNull().default(12),
    utilitiesIncluded: boolean('utilities_included').notNull().default(false),
    terms: text('terms'),
    notes: text('notes'),
    renewedFromId: uuid('renewed_from_id').references((): AnyPgColumn => leases.id),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    terminatedOn: date('terminated_on', { mode: 'string' }),
    /** The day the deposit was settled (applied to what was owed, the rest refunded). */
    settledOn: date('settled_on', { mode: 'string' }),
    statusReason: text('status_reason'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('leases_company_number_uq').on(t.companyId, t.leaseNumber),
    index('leases_number_trgm_idx').using('gin', sql`${t.leaseNumber} gin_trgm_ops`),
    index('leases_company_status_end_idx').on(t.companyId, t.status, t.endDate),
    index('leases_company_start_idx').on(t.companyId, t.startDate, t.id),
    index('leases_property_idx').on(t.propertyId, t.startDate),
    index('leases_customer_idx').on(t.customerId),
    check('leases_range', sql`${t.endDate} >= ${t.startDate}`),
    check('leases_status', sql`${t.status} in ('draft','active','expired','renewed','terminated')`),
    check('leases_frequency', sql`${t.paymentFrequency} in ('monthly','quarterly','semi_annual','annual')`),
    check('leases_payment_day', sql`${t.paymentDay} between 1 and 28`),
    check('leases_late_fee_type', sql`${t.lateFeeType} in ('none','fixed','percent')`),
    check('leases_deposit_status', sql`${t.depositStatus} in ('none','held','carried_over','settled')`),
    check('leases_amounts', sql`${t.monthlyRent} > 0 and ${t.securityDeposit} >= 0 and ${t.commissionAmount} >= 0 and ${t.graceDays} between 0 and 90`),
  ],
);

export const leaseInstallments = pgTable(
  'lease_installments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    leaseId: uuid('lease_id')
      .notNull()
      .references(() => leases.id, { onDelete: 'cascade' }),
    sequence: integer('sequence').notNull(),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    amount: money('amount').notNull(),
    prorated: boolean('prorated').notNull().default(false),
    /** scheduled → billed (its invoice issued on the due date) or cancelled (termination). */
    status: text('status').notNull().default('scheduled'),
    invoiceId: uuid('invoice_id').references(() => invoices.id),
    lateFeeInvoiceId: uuid('late_fee_invoice_id').references(() => invoices.id),
    /** Whose rent it was when billed, and the commission agreed then (owner statements). */
    ownerId: uuid('owner_id').references(() => propertyOwners.id),
    commissionRate: numeric('commission_rate', { precision: 5, scale: 2 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('lease_installments_lease_sequence_uq').on(t.leaseId, t.sequence),
    // The daily run: instalments falling due, across the company's leases.
    index('lease_installments_due_idx').on(t.companyId, t.dueDate).where(sql`${t.status} = 'scheduled'`),
    index('lease_installments_company_due_all_idx').on(t.companyId, t.dueDate, t.status),
    index('lease_installments_invoice_idx').on(t.invoiceId),
    index('lease_installments_owner_idx').on(t.ownerId),
    check('lease_installments_status', sql`${t.status} in ('scheduled','billed','cancelled')`),
    check('lease_installments_period', sql`${t.periodEnd} >= ${t.periodStart}`),
    check('lease_installments_amount', sql`${t.amount} >= 0`),
  ],
);

export const leaseCheques = pgTable(
  'lease_cheques',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    leaseId: uuid('lease_id')
      .notNull()
      .references(() => leases.id, { onDelete: 'cascade' }),
    installmentId: uuid('installment_id').references(() => leaseInstallments.id, { onDelete: 'set null' }),
    chequeNumber: text('cheque_number').notNull(),
    bankName: text('bank_name').notNull(),
    /** The date written on the cheque: it cannot be deposited before. */
    chequeDate: date('cheque_date', { mode: 'string' }).notNull(),
    amount: money('amount').notNull(),
    status: text('status').notNull().default('held'),
    /** The billing payment the deposit made (bounced: that payment is reversed). */
    paymentId: uuid('payment_id'),
    depositedOn: date('deposited_on', { mode: 'string' }),
    bouncedOn: date('bounced_on', { mode: 'string' }),
    bounceReason: text('bounce_reason'),
    returnedOn: date('returned_on', { mode: 'string' }),
    notes: text('notes'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('lease_cheques_company_bank_number_uq').on(t.companyId, t.bankName, t.chequeNumber),
    index('lease_cheques_lease_idx').on(t.leaseId, t.chequeDate),
    index('lease_cheques_company_status_idx').on(t.companyId, t.status, t.chequeDate),
    check('lease_cheques_status', sql`${t.status} in ('held','deposited','bounced','returned')`),
    check('lease_cheques_amount', sql`${t.amount} > 0`),
  ],
);

/**
 * What the ledger has settled with each owner, month by month (decision 033): a month's
 * settlement is the rent collected up to its last day less what earlier settlements took, so a
 * payment recorded late, dated in a settled month, is settled with the next month.
 */
export const ownerSettlements = pgTable(
  'owner_settlements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => propertyOwners.id),
    /** YYYY-MM */
    month: text('month').notNull(),
    collected: money('collected').notNull(),
    commission: money('commission').notNull(),
    journalEntryId: uuid('journal_entry_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('owner_settlements_owner_month_uq').on(t.companyId, t.ownerId, t.month)],
);
