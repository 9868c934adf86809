// Vehicle financing agreements (issue 16): the agreement with its lender, the vehicles it
// finances, its amortisation schedule and the payments made on it, each split over instalments.
// Row-level security and the audit trigger come from the tenancy step (every table has company_id).
import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies, users } from '../../../server/db/schema';
import { vehicles } from '../../fleet/server/tables';

const money = (name: string) => numeric(name, { precision: 16, scale: 3 });

export const financingAgreements = pgTable(
  'financing_agreements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    agreementNumber: text('agreement_number').notNull(),
    /** The lender (a bank, a dealer's finance arm); a vendor record can replace it with Finance II. */
    vendorName: text('vendor_name').notNull(),
    vendorContact: text('vendor_contact'),
    status: text('status').notNull().default('draft'),
    total: money('total').notNull(),
    downPayment: money('down_payment').notNull().default('0'),
    /** How the down payment left the company (its ledger account at activation). */
    downPaymentMethod: text('down_payment_method').notNull().default('bank_transfer'),
    financed: money('financed').notNull(),
    instalmentCount: integer('instalment_count').notNull(),
    /** Percent a year. */
    annualRate: numeric('annual_rate', { precision: 6, scale: 3 }).notNull(),
    /** The first instalment's due date; the others follow monthly. */
    startDate: date('start_date', { mode: 'string' }).notNull(),
    monthlyPayment: money('monthly_payment').notNull(),
    totalInterest: money('total_interest').notNull(),
    notes: text('notes'),
    activatedOn: date('activated_on', { mode: 'string' }),
    completedOn: date('completed_on', { mode: 'string' }),
    cancelledOn: date('cancelled_on', { mode: 'string' }),
    journalEntryId: uuid('journal_entry_id'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('financing_agreements_company_number_uq').on(t.companyId, t.agreementNumber),
    index('financing_agreements_company_status_idx').on(t.companyId, t.status, t.startDate),
    check('financing_agreements_status', sql`${t.status} in ('draft','active','completed','cancelled')`),
    check('financing_agreements_method', sql`${t.downPaymentMethod} in ('cash','cheque','bank_transfer','card')`),
    check('financing_agreements_amounts', sql`${t.total} > 0 and ${t.downPayment} >= 0 and ${t.downPayment} < ${t.total} and ${t.financed} = ${t.total} - ${t.downPayment}`),
    check('financing_agreements_terms', sql`${t.instalmentCount} between 1 and 360 and ${t.annualRate} >= 0 and ${t.annualRate} <= 100`),
  ],
);

export const financingVehicles = pgTable(
  'financing_agreement_vehicles',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    agreementId: uuid('agreement_id')
      .notNull()
      .references(() => financingAgreements.id, { onDelete: 'cascade' }),
    vehicleId: uuid('vehicle_id')
      .notNull()
      .references(() => vehicles.id),
  },
  (t) => [primaryKey({ columns: [t.agreementId, t.vehicleId] }), index('financing_agreement_vehicles_vehicle_idx').on(t.vehicleId)],
);

export const financingInstalments = pgTable(
  'financing_instalments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    agreementId: uuid('agreement_id')
      .notNull()
      .references(() => financingAgreements.id, { onDelete: 'cascade' }),
    sequence: integer('sequence').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    principal: money('principal').notNull(),
    interest: money('interest').notNull(),
    principalPaid: money('principal_paid').notNull().default('0'),
    interestPaid: money('interest_paid').notNull().default('0'),
  },
  (t) => [
    uniqueIndex('financing_instalments_agreement_sequence_uq').on(t.agreementId, t.sequence),
    index('financing_instalments_company_due_idx').on(t.companyId, t.dueDate),
    check('financing_instalments_paid', sql`${t.principalPaid} >= 0 and ${t.principalPaid} <= ${t.principal} and ${t.interestPaid} >= 0 and ${t.interestPaid} <= ${t.interest}`),
  ],
);

export const financingPayments = pgTable(
  'financing_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    agreementId: uuid('agreement_id')
      .notNull()
      .references(() => financingAgreements.id, { onDelete: 'cascade' }),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    amount: money('amount').notNull(),
    principal: money('principal').notNull(),
    interest: money('interest').notNull(),
    method: text('method').notNull(),
    reference: text('reference'),
    /** Which instalments it paid: [{ sequence, principal, interest }]. */
    allocations: text('allocations').notNull(),
    journalEntryId: uuid('journal_entry_id'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('financing_payments_agreement_idx').on(t.agreementId, t.paidOn),
    check('financing_payments_method', sql`${t.method} in ('cash','cheque','bank_transfer','card')`),
    check('financing_payments_split', sql`${t.amount} > 0 and ${t.amount} = ${t.principal} + ${t.interest}`),
  ],
);
