// Dispatch permits (issue 16): a company vehicle leaving for a non-rental movement, with its
// driver, period and trip odometer. While approved or in progress a permit holds its vehicle over
// [start_at, end_at) through the vehicle-holds rule (a trigger, custom migration
// dispatch_permits_holds), so a contract or work order over those times is refused and vice versa.
import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies, employees, users } from '../../../server/db/schema';
import { vehicles } from '../../fleet/server/tables';

export const dispatchPermits = pgTable(
  'dispatch_permits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    permitNumber: text('permit_number').notNull(),
    vehicleId: uuid('vehicle_id')
      .notNull()
      .references(() => vehicles.id),
    /** The driver: an employee of the company (read through HR's exported service). */
    driverId: uuid('driver_id')
      .notNull()
      .references(() => employees.id),
    purpose: text('purpose').notNull(),
    purposeAr: text('purpose_ar'),
    purposeEn: text('purpose_en'),
    destinationAr: text('destination_ar'),
    destinationEn: text('destination_en'),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    expectedKm: integer('expected_km'),
    fuelAllowance: numeric('fuel_allowance', { precision: 16, scale: 3 }).notNull().default('0'),
    priority: text('priority').notNull().default('normal'),
    status: text('status').notNull().default('pending'),
    rejectionReason: text('rejection_reason'),
    cancellationReason: text('cancellation_reason'),
    odometerOut: integer('odometer_out'),
    odometerIn: integer('odometer_in'),
    startedAt: timestamp('started_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    approvedBy: uuid('approved_by').references(() => users.id, { onDelete: 'set null' }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    notes: text('notes'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('dispatch_permits_company_number_uq').on(t.companyId, t.permitNumber),
    index('dispatch_permits_company_status_idx').on(t.companyId, t.status),
    index('dispatch_permits_vehicle_idx').on(t.vehicleId, t.startAt),
    index('dispatch_permits_driver_idx').on(t.driverId),
    check('dispatch_permits_status', sql`${t.status} in ('pending','approved','rejected','in_progress','completed','cancelled')`),
    check('dispatch_permits_purpose', sql`${t.purpose} in ('maintenance_trip','employee_use','delivery','inspection','other')`),
    check('dispatch_permits_priority', sql`${t.priority} in ('low','normal','high','urgent')`),
    check('dispatch_permits_period', sql`${t.endAt} > ${t.startAt}`),
    check('dispatch_permits_odometer', sql`${t.odometerIn} is null or (${t.odometerOut} is not null and ${t.odometerIn} >= ${t.odometerOut})`),
    check('dispatch_permits_rejected_reason', sql`${t.status} <> 'rejected' or ${t.rejectionReason} is not null`),
    check('dispatch_permits_fuel_nonneg', sql`${t.fuelAllowance} >= 0`),
  ],
);

/** Every status change of a permit: who, when, from, to and the note (a rejection's reason…). */
export const dispatchPermitHistory = pgTable(
  'dispatch_permit_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    permitId: uuid('permit_id')
      .notNull()
      .references(() => dispatchPermits.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    note: text('note'),
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('dispatch_permit_history_permit_idx').on(t.permitId, t.changedAt)],
);
