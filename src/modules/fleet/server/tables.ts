// Fleet tables. Row-level security and the audit trigger come from the tenancy step (every
// table here has company_id). Money is numeric(16,3): enough for every Gulf currency's decimals.
import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies, users } from '../../../server/db/schema';

const money = (name: string) => numeric(name, { precision: 16, scale: 3 });

export const vehicles = pgTable(
  'vehicles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    plateNumber: text('plate_number').notNull(),
    make: text('make').notNull(),
    model: text('model').notNull(),
    year: integer('year').notNull(),
    vin: text('vin'),
    color: text('color'),
    colorAr: text('color_ar'),
    bodyType: text('body_type').notNull().default('sedan'),
    fuelType: text('fuel_type').notNull().default('petrol'),
    transmission: text('transmission').notNull().default('automatic'),
    seats: integer('seats').notNull().default(5),
    odometer: integer('odometer').notNull().default(0),
    fuelLevel: integer('fuel_level').notNull().default(8),
    status: text('status').notNull().default('available'),
    dailyRate: money('daily_rate').notNull(),
    weeklyRate: money('weekly_rate'),
    monthlyRate: money('monthly_rate'),
    minDailyRate: money('min_daily_rate'),
    minWeeklyRate: money('min_weekly_rate'),
    minMonthlyRate: money('min_monthly_rate'),
    depositAmount: money('deposit_amount').notNull().default('0'),
    registrationNumber: text('registration_number'),
    registrationExpiry: date('registration_expiry', { mode: 'string' }),
    insurancePolicyNumber: text('insurance_policy_number'),
    insuranceProvider: text('insurance_provider'),
    insuranceExpiry: date('insurance_expiry', { mode: 'string' }),
    purchaseDate: date('purchase_date', { mode: 'string' }),
    purchaseCost: money('purchase_cost'),
    serviceIntervalKm: integer('service_interval_km'),
    serviceIntervalMonths: integer('service_interval_months'),
    lastServiceDate: date('last_service_date', { mode: 'string' }),
    lastServiceOdometer: integer('last_service_odometer'),
    photoFileId: uuid('photo_file_id'),
    notes: text('notes'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Plates compare without spaces or case: "12 34567" and "1234567" are one plate.
    uniqueIndex('vehicles_company_plate_uq').on(t.companyId, sql`upper(regexp_replace(${t.plateNumber}, '\\s', '', 'g'))`),
    index('vehicles_company_status_idx').on(t.companyId, t.status),
    // The list's default order: the first page comes straight off the index, no sort.
    index('vehicles_company_plate_idx').on(t.companyId, t.plateNumber, t.id),
    index('vehicles_plate_trgm_idx').using('gin', sql`${t.plateNumber} gin_trgm_ops`),
    check('vehicles_odometer_nonneg', sql`${t.odometer} >= 0`),
    check('vehicles_fuel_level', sql`${t.fuelLevel} between 0 and 8`),
    check('vehicles_status', sql`${t.status} in ('available','rented','reserved','maintenance','out_of_service','accident','stolen','police_station')`),
  ],
);

/** Every odometer reading with its source: the history the "never backwards" rule checks. */
export const odometerReadings = pgTable(
  'vehicle_odometer_readings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    vehicleId: uuid('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    reading: integer('reading').notNull(),
    source: text('source').notNull(),
    sourceId: uuid('source_id'),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('odometer_vehicle_idx').on(t.vehicleId, t.recordedAt)],
);

/** Documents and photos of a vehicle; the bytes are in stored_files (server/files/file-store.ts). */
export const vehicleDocuments = pgTable(
  'vehicle_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    vehicleId: uuid('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull().default('other'),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull(),
    expiresOn: date('expires_on', { mode: 'string' }),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('vehicle_documents_vehicle_idx').on(t.vehicleId)],
);

// The vehicle-holds rule lives in its own file; exported here so drizzle-kit sees the table.
export { vehicleHolds } from './holds';
