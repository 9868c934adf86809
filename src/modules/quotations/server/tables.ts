// Quotations: a priced offer a client approves or rejects on a public page. Only a hash of the
// approval token is stored, so a leaked database does not leak working approval links.
import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies, users } from '../../../server/db/schema';
import { customers } from '../../customers/server/tables';
import { vehicles } from '../../fleet/server/tables';

const money = (name: string) => numeric(name, { precision: 16, scale: 3 });

export type QuotationExtra = { description: string; amount: string };

export const quotations = pgTable(
  'quotations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    quotationNumber: text('quotation_number').notNull(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    vehicleId: uuid('vehicle_id').references(() => vehicles.id),
    /** A body type when no particular vehicle is promised ("an SUV"). */
    vehicleClass: text('vehicle_class'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    rateUnit: text('rate_unit').notNull(),
    duration: integer('duration').notNull(),
    rate: money('rate').notNull(),
    extras: jsonb('extras').$type<QuotationExtra[]>().notNull().default([]),
    discount: money('discount').notNull().default('0'),
    subtotal: money('subtotal').notNull(),
    total: money('total').notNull(),
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    terms: text('terms'),
    notes: text('notes'),
    status: text('status').notNull().default('draft'),
    approvalTokenHash: text('approval_token_hash'),
    approvalExpiresAt: timestamp('approval_expires_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    clientComment: text('client_comment'),
    decisionIp: text('decision_ip'),
    contractId: uuid('contract_id'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('quotations_company_number_uq').on(t.companyId, t.quotationNumber),
    index('quotations_number_trgm_idx').using('gin', sql`${t.quotationNumber} gin_trgm_ops`),
    uniqueIndex('quotations_token_uq').on(t.approvalTokenHash),
    index('quotations_company_status_idx').on(t.companyId, t.status, t.createdAt),
    index('quotations_customer_idx').on(t.customerId),
    check('quotations_vehicle_or_class', sql`${t.vehicleId} is not null or ${t.vehicleClass} is not null`),
    check('quotations_duration', sql`${t.duration} > 0`),
    check('quotations_status', sql`${t.status} in ('draft','sent','approved','rejected','expired','converted')`),
  ],
);
