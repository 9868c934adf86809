// Traffic fines and what the company paid the authority for them (issue 16). A fine belongs to
// a vehicle and an instant; matching names who had the car then (core/fleet/fine-match.ts) and
// keeps the reason, so a person can see why and change it. Row-level security comes from the
// tenancy step (every table here has company_id).
import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies, users } from '../../../server/db/schema';
import { contracts } from '../../contracts/server/tables';
import { customers } from '../../customers/server/tables';
import { vehicles } from '../../fleet/server/tables';

const money = (name: string) => numeric(name, { precision: 16, scale: 3 });

/** What the matcher (or the person) saw: the contract's number and period, or the note typed. */
export type MatchDetail = { contractNumber?: string; from?: string; to?: string | null; note?: string };

export const trafficViolations = pgTable(
  'traffic_violations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    violationNumber: text('violation_number').notNull(),
    vehicleId: uuid('vehicle_id')
      .notNull()
      .references(() => vehicles.id),
    /** The plate as the authority wrote it (the vehicle's may since have changed). */
    plate: text('plate').notNull(),
    violatedAt: timestamp('violated_at', { withTimezone: true }).notNull(),
    location: text('location'),
    violationType: text('violation_type'),
    description: text('description'),
    authority: text('authority'),
    amount: money('amount').notNull(),
    points: integer('points'),
    status: text('status').notNull().default('pending'),
    responsible: text('responsible').notNull().default('company'),
    contractId: uuid('contract_id').references(() => contracts.id),
    customerId: uuid('customer_id').references(() => customers.id),
    /** The driver of a dispatch permit (an employee) once permits exist. */
    employeeId: uuid('employee_id'),
    matchReason: text('match_reason').notNull(),
    matchDetail: jsonb('match_detail').$type<MatchDetail>().notNull().default({}),
    matchedBy: text('matched_by').notNull().default('auto'),
    matchedByUser: uuid('matched_by_user').references(() => users.id, { onDelete: 'set null' }),
    paidAmount: money('paid_amount').notNull().default('0'),
    rechargeMethod: text('recharge_method'),
    rechargeFee: money('recharge_fee'),
    rechargeTotal: money('recharge_total'),
    rechargeInvoiceId: uuid('recharge_invoice_id'),
    rechargePaymentId: uuid('recharge_payment_id'),
    rechargedOn: date('recharged_on', { mode: 'string' }),
    /**
     * The company forgave the renter the fine (issue 20's "fine waiver"): it keeps its match, is
     * never recharged, and what the company pays the authority stays its own cost.
     */
    waivedOn: date('waived_on', { mode: 'string' }),
    waivedBy: uuid('waived_by').references(() => users.id, { onDelete: 'set null' }),
    waiverReason: text('waiver_reason'),
    source: text('source').notNull().default('manual'),
    notes: text('notes'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The authority's number identifies a fine: an import never records one twice.
    uniqueIndex('traffic_violations_company_number_uq').on(t.companyId, t.violationNumber),
    index('traffic_violations_company_status_idx').on(t.companyId, t.status, t.violatedAt),
    index('traffic_violations_company_at_idx').on(t.companyId, t.violatedAt, t.id),
    index('traffic_violations_vehicle_idx').on(t.vehicleId, t.violatedAt),
    index('traffic_violations_contract_idx').on(t.contractId),
    index('traffic_violations_customer_idx').on(t.customerId),
    check('traffic_violations_status', sql`${t.status} in ('pending','confirmed','recharged','paid','cancelled')`),
    check('traffic_violations_responsible', sql`${t.responsible} in ('customer','company','employee')`),
    check('traffic_violations_customer_has_contract', sql`${t.responsible} <> 'customer' or (${t.customerId} is not null and ${t.contractId} is not null)`),
    check('traffic_violations_matched_by', sql`${t.matchedBy} in ('auto','person')`),
    check('traffic_violations_recharge_method', sql`${t.rechargeMethod} is null or ${t.rechargeMethod} in ('invoice','deposit')`),
    check('traffic_violations_amount', sql`${t.amount} > 0 and ${t.paidAmount} >= 0 and ${t.paidAmount} <= ${t.amount}`),
    check('traffic_violations_waiver', sql`${t.waivedOn} is null or (${t.rechargeInvoiceId} is null and ${t.waiverReason} is not null)`),
    check('traffic_violations_source', sql`${t.source} in ('manual','import','seed')`),
  ],
);

export const trafficViolationPayments = pgTable(
  'traffic_violation_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    paymentNumber: text('payment_number').notNull(),
    violationId: uuid('violation_id')
      .notNull()
      .references(() => trafficViolations.id),
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
    uniqueIndex('traffic_violation_payments_company_number_uq').on(t.companyId, t.paymentNumber),
    index('traffic_violation_payments_company_date_idx').on(t.companyId, t.paidOn, t.id),
    index('traffic_violation_payments_violation_idx').on(t.violationId),
    check('traffic_violation_payments_amount', sql`${t.amount} > 0`),
    check('traffic_violation_payments_method', sql`${t.method} in ('cash','bank_transfer','cheque','card')`),
  ],
);

/** The company's admin fee on a recharged fine (one row per company; none until set). */
export const trafficFineSettings = pgTable(
  'traffic_fine_settings',
  {
    companyId: uuid('company_id')
      .primaryKey()
      .references(() => companies.id, { onDelete: 'cascade' }),
    adminFeeKind: text('admin_fee_kind').notNull().default('none'),
    adminFeeValue: money('admin_fee_value').notNull().default('0'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('traffic_fine_settings_kind', sql`${t.adminFeeKind} in ('none','fixed','percent')`)],
);
