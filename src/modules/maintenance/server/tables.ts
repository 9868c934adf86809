// Vehicle maintenance: work orders, preventive plans and the vehicle alerts the daily job writes.
// Row-level security and the audit trigger come from the tenancy step (company_id everywhere).
// A pending or in-progress order holds its vehicle over [scheduled_at, expected_end_at) through
// the vehicle-holds rule (fleet/server/holds.ts, trigger in the vehicle_holds_rule migration).
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies, users } from '../../../server/db/schema';
import { vehicles } from '../../fleet/server/tables';
import { MAINTENANCE_PRIORITIES, MAINTENANCE_STATUSES, MAINTENANCE_TYPES } from '../../../core/fleet/work-orders';

const money = (name: string) => numeric(name, { precision: 16, scale: 3 });

export type PartLine = { name: string; quantity: string; unitPrice: string };


const list = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(','));

/** Preventive plans: every N km and/or M months, for one vehicle or every vehicle of a make and model. */
export const maintenancePlans = pgTable(
  'maintenance_plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    maintenanceType: text('maintenance_type').notNull().default('routine'),
    vehicleId: uuid('vehicle_id').references(() => vehicles.id, { onDelete: 'cascade' }),
    make: text('make'),
    model: text('model'),
    intervalKm: integer('interval_km'),
    intervalMonths: integer('interval_months'),
    isActive: boolean('is_active').notNull().default(true),
    notes: text('notes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('maintenance_plans_company_idx').on(t.companyId, t.isActive),
    check('maintenance_plans_interval', sql`${t.intervalKm} > 0 or ${t.intervalMonths} > 0`),
    check('maintenance_plans_target', sql`(${t.vehicleId} is not null) <> (${t.make} is not null and ${t.model} is not null)`),
    check('maintenance_plans_type', sql`${t.maintenanceType} in (${list(MAINTENANCE_TYPES)})`),
  ],
);

export const vehicleMaintenance = pgTable(
  'vehicle_maintenance',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    maintenanceNumber: text('maintenance_number').notNull(),
    vehicleId: uuid('vehicle_id')
      .notNull()
      .references(() => vehicles.id),
    planId: uuid('plan_id').references(() => maintenancePlans.id, { onDelete: 'set null' }),
    maintenanceType: text('maintenance_type').notNull(),
    priority: text('priority').notNull().default('medium'),
    status: text('status').notNull().default('pending'),
    description: text('description'),
    workshopName: text('workshop_name'),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }).notNull(),
    /** The planned end of the workshop visit: the hold's end while pending or in progress. */
    expectedEndAt: timestamp('expected_end_at', { withTimezone: true }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    odometerAtService: integer('odometer_at_service'),
    estimatedCost: money('estimated_cost').notNull().default('0'),
    estimatedVat: money('estimated_vat').notNull().default('0'),
    labourCost: money('labour_cost').notNull().default('0'),
    parts: jsonb('parts').$type<PartLine[]>().notNull().default([]),
    /** Labour + parts, before VAT; set on completion. */
    actualCost: money('actual_cost'),
    actualVat: money('actual_vat'),
    paidBy: text('paid_by').notNull().default('payable'),
    journalEntryId: uuid('journal_entry_id'),
    notes: text('notes'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('vehicle_maintenance_company_number_uq').on(t.companyId, t.maintenanceNumber),
    index('vehicle_maintenance_company_status_idx').on(t.companyId, t.status, t.scheduledAt),
    index('vehicle_maintenance_vehicle_idx').on(t.vehicleId, t.scheduledAt),
    check('vehicle_maintenance_status', sql`${t.status} in (${list(MAINTENANCE_STATUSES)})`),
    check('vehicle_maintenance_type', sql`${t.maintenanceType} in (${list(MAINTENANCE_TYPES)})`),
    check('vehicle_maintenance_priority', sql`${t.priority} in (${list(MAINTENANCE_PRIORITIES)})`),
    check('vehicle_maintenance_paid_by', sql`${t.paidBy} in ('payable','cash')`),
    check('vehicle_maintenance_window', sql`${t.expectedEndAt} > ${t.scheduledAt}`),
    check('vehicle_maintenance_odometer', sql`${t.odometerAtService} is null or ${t.odometerAtService} >= 0`),
  ],
);

/** Photos and papers of a work order (the damage, the work, the workshop's invoice); bytes in stored_files. */
export const workOrderDocuments = pgTable(
  'vehicle_maintenance_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    workOrderId: uuid('work_order_id')
      .notNull()
      .references(() => vehicleMaintenance.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull().default('other'),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull(),
    expiresOn: date('expires_on', { mode: 'string' }),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('vehicle_maintenance_documents_order_idx').on(t.workOrderId)],
);

/** Spec §3 vehicle_alerts; one row per vehicle, kind, due date and step (30 / 7 / 0 days). */
export const vehicleAlerts = pgTable(
  'vehicle_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    vehicleId: uuid('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    alertType: text('alert_type').notNull(),
    daysBefore: integer('days_before').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    priority: text('priority').notNull(),
    alertTitle: text('alert_title').notNull(),
    alertMessage: text('alert_message').notNull(),
    alertTitleAr: text('alert_title_ar').notNull(),
    alertMessageAr: text('alert_message_ar').notNull(),
    isAcknowledged: boolean('is_acknowledged').notNull().default(false),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('vehicle_alerts_once_uq').on(t.vehicleId, t.alertType, t.dueDate, t.daysBefore),
    index('vehicle_alerts_company_open_idx').on(t.companyId, t.isAcknowledged, t.createdAt),
    check('vehicle_alerts_type', sql`${t.alertType} in ('service_due','registration_expiry','insurance_expiry')`),
    check('vehicle_alerts_priority', sql`${t.priority} in ('low','medium','high','critical')`),
  ],
);
