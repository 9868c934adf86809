// Rental contracts. The no-double-booking rule is an exclusion constraint over the vehicle and
// the booking range (custom migration, drizzle-kit cannot express it), so no code path can
// book one car twice. The handover and return inspections live in vehicle_inspections (decision 041). end_at is the planned end until the return, then the actual return time.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies, users } from '../../../server/db/schema';
import { customers } from '../../customers/server/tables';
import { vehicles } from '../../fleet/server/tables';

const money = (name: string) => numeric(name, { precision: 16, scale: 3 });

/** Agreed extras (child seat, delivery…) billed with the rental; carried over from a quotation. */
export type ContractExtra = { description: string; amount: string };

export const contracts = pgTable(
  'contracts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    contractNumber: text('contract_number').notNull(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    vehicleId: uuid('vehicle_id')
      .notNull()
      .references(() => vehicles.id),
    quotationId: uuid('quotation_id'),
    status: text('status').notNull().default('draft'),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    plannedEndAt: timestamp('planned_end_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    rateUnit: text('rate_unit').notNull(),
    duration: integer('duration').notNull(),
    rate: money('rate').notNull(),
    dailyRate: money('daily_rate').notNull(),
    rentalAmount: money('rental_amount').notNull(),
    extras: jsonb('extras').$type<ContractExtra[]>().notNull().default([]),
    discount: money('discount').notNull().default('0'),
    depositAmount: money('deposit_amount').notNull().default('0'),
    depositStatus: text('deposit_status').notNull().default('none'),
    depositApplied: money('deposit_applied').notNull().default('0'),
    depositRefunded: money('deposit_refunded').notNull().default('0'),
    kmAllowancePerDay: integer('km_allowance_per_day').notNull().default(0),
    extraKmRate: money('extra_km_rate').notNull().default('0'),
    lateGraceMinutes: integer('late_grace_minutes').notNull().default(60),
    lateHourRate: money('late_hour_rate').notNull().default('0'),
    fuelChargePerEighth: money('fuel_charge_per_eighth').notNull().default('0'),
    handoverAt: timestamp('handover_at', { withTimezone: true }),
    handoverOdometer: integer('handover_odometer'),
    handoverFuel: integer('handover_fuel'),
    returnedAt: timestamp('returned_at', { withTimezone: true }),
    returnOdometer: integer('return_odometer'),
    returnFuel: integer('return_fuel'),
    returnChargesTotal: money('return_charges_total'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    terms: text('terms'),
    notes: text('notes'),
    statusReason: text('status_reason'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('contracts_company_number_uq').on(t.companyId, t.contractNumber),
    // Record search finds a contract by any part of its number (trigram, like plates and names).
    index('contracts_number_trgm_idx').using('gin', sql`${t.contractNumber} gin_trgm_ops`),
    index('contracts_company_status_idx').on(t.companyId, t.status, t.startAt),
    // start and status ride along so the dashboard's utilisation sum reads the index only (decision 028).
    index('contracts_company_end_idx').on(t.companyId, t.endAt, t.startAt, t.status),
    // The dashboard: contracts ending soon, and the latest changes.
    index('contracts_company_status_planned_end_idx').on(t.companyId, t.status, t.plannedEndAt),
    // The dashboard's "ending soon": running contracts in planned-end order, so the first five are
    // read off the index and joined one by one (not all customers and vehicles hashed).
    index('contracts_running_planned_end_idx').on(t.companyId, t.plannedEndAt).where(sql`status in ('active', 'suspended')`),
    index('contracts_company_updated_idx').on(t.companyId, t.updatedAt),
    index('contracts_company_start_idx').on(t.companyId, t.startAt, t.id),
    index('contracts_customer_idx').on(t.customerId),
    index('contracts_vehicle_idx').on(t.vehicleId, t.startAt),
    check('contracts_range', sql`${t.endAt} > ${t.startAt}`),
    check('contracts_status', sql`${t.status} in ('draft','reserved','active','suspended','returned','closed','cancelled')`),
    check('contracts_fuel', sql`${t.handoverFuel} is null or ${t.handoverFuel} between 0 and 8`),
  ],
);
