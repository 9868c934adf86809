// Spec §3 document_expiry_alerts: one row per document and expiry date (vehicle registration and
// insurance, a customer's licence and IDs, a lease's end), written by the daily job
// alerts.document_expiry. The unique key makes a rerun write nothing twice; a renewed document
// (new expiry date) is a new row. Company-scoped by the generic tenant policy.
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies, users } from '../../../server/db/schema';

export const documentExpiryAlerts = pgTable(
  'document_expiry_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** 'vehicle' | 'customer' | 'employee' | 'lease': whose document, read through its module. */
    entityType: text('entity_type').notNull(),
    /** The record's id in its own module (no foreign key: four owners, each its module's table). */
    entityId: uuid('entity_id').notNull(),
    /** core/alerts/documents DOCUMENT_TYPES (vehicle_registration, driving_license, lease…). */
    documentType: text('document_type').notNull(),
    /** 'expiring' | 'expired' (expired reads as high). */
    alertType: text('alert_type').notNull(),
    expiryDate: date('expiry_date', { mode: 'string' }).notNull(),
    /** As of the job's last run for the company (it refreshes open alerts daily). */
    daysUntilExpiry: integer('days_until_expiry').notNull(),
    /** The display name: plate, customer, employee or property name. */
    entityName: text('entity_name').notNull(),
    entityNameAr: text('entity_name_ar').notNull(),
    description: text('description').notNull(),
    descriptionAr: text('description_ar').notNull(),
    /** For leases (spec §3 property_id, contract_id). */
    propertyId: uuid('property_id'),
    contractId: uuid('contract_id'),
    isAcknowledged: boolean('is_acknowledged').notNull().default(false),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    acknowledgedBy: uuid('acknowledged_by').references(() => users.id, { onDelete: 'set null' }),
    /** Set when the job, not a person, closed it: 'renewed' | 'cleared' | 'lapsed' (decision 046). */
    closedReason: text('closed_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('document_expiry_alerts_document_uq').on(t.companyId, t.entityType, t.entityId, t.documentType, t.expiryDate),
    index('document_expiry_alerts_open_idx').on(t.companyId, t.isAcknowledged, t.entityType),
    check('document_expiry_alerts_entity_type', sql`${t.entityType} in ('vehicle','customer','employee','lease')`),
    check('document_expiry_alerts_alert_type', sql`${t.alertType} in ('expiring','expired')`),
    check('document_expiry_alerts_closed_reason', sql`${t.closedReason} is null or ${t.closedReason} in ('renewed','cleared','lapsed')`),
  ],
);
