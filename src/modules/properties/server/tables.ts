// Properties and their units (a unit is a property whose parent is the building: it is leased,
// priced and tracked on its own, and the building's occupancy is computed from its units),
// their documents and photos, and maintenance requests.
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { companies, users } from '../../../server/db/schema';
import { propertyOwners } from '../../owners/server/tables';

const money = (name: string) => numeric(name, { precision: 16, scale: 3 });

export const properties = pgTable(
  'properties',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    propertyCode: text('property_code').notNull(),
    parentId: uuid('parent_id').references((): AnyPgColumn => properties.id),
    /** A unit's number inside its building (A-101, Shop 3). */
    unitNumber: text('unit_number'),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en'),
    propertyType: text('property_type').notNull(),
    usage: text('usage').notNull().default('residential'),
    status: text('status').notNull().default('available'),
    ownerId: uuid('owner_id').references(() => propertyOwners.id),
    city: text('city'),
    district: text('district'),
    address: text('address'),
    areaSqm: numeric('area_sqm', { precision: 12, scale: 2 }),
    bedrooms: integer('bedrooms'),
    bathrooms: integer('bathrooms'),
    floors: integer('floors'),
    floorNumber: integer('floor_number'),
    parkingSpaces: integer('parking_spaces'),
    furnished: boolean('furnished').notNull().default(false),
    features: jsonb('features').$type<string[]>().notNull().default([]),
    /** Asking rent per month, and sale price. */
    rentPrice: money('rent_price'),
    salePrice: money('sale_price'),
    latitude: numeric('latitude', { precision: 9, scale: 6 }),
    longitude: numeric('longitude', { precision: 9, scale: 6 }),
    description: text('description'),
    /** The day it last became vacant (or was listed): the vacancy alert counts from it (DECISIONS 9). */
    vacantSince: date('vacant_since', { mode: 'string' }),
    isActive: boolean('is_active').notNull().default(true),
    searchName: text('search_name').generatedAlwaysAs(sql`coalesce(name_ar, '') || ' ' || coalesce(name_en, '') || ' ' || property_code || ' ' || coalesce(district, '')`),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('properties_company_code_uq').on(t.companyId, t.propertyCode),
    index('properties_company_status_idx').on(t.companyId, t.status),
    index('properties_company_created_idx').on(t.companyId, t.createdAt, t.id),
    index('properties_parent_idx').on(t.parentId),
    index('properties_owner_idx').on(t.ownerId),
    index('properties_search_trgm_idx').using('gin', sql`${t.searchName} gin_trgm_ops`),
    check('properties_type', sql`${t.propertyType} in ('residential','commercial','industrial','land','warehouse','office','retail','villa','apartment','building')`),
    check('properties_status', sql`${t.status} in ('available','rented','for_sale','maintenance','reserved','sold')`),
    check('properties_usage', sql`${t.usage} in ('residential','commercial')`),
    check('properties_not_own_parent', sql`${t.parentId} is distinct from ${t.id}`),
    check('properties_coordinates', sql`(${t.latitude} is null) = (${t.longitude} is null) and (${t.latitude} is null or (${t.latitude} between -90 and 90 and ${t.longitude} between -180 and 180))`),
  ],
);

export const propertyDocuments = pgTable(
  'property_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull().default('other'),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull(),
    expiresOn: date('expires_on', { mode: 'string' }),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('property_documents_property_idx').on(t.propertyId)],
);

export const propertyMaintenance = pgTable(
  'property_maintenance',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    requestNumber: text('request_number').notNull(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id),
    category: text('category').notNull(),
    priority: text('priority').notNull().default('medium'),
    title: text('title').notNull(),
    description: text('description'),
    status: text('status').notNull().default('open'),
    /** Who bears the cost: owner (deducted in the owner statement), tenant (invoiced), company. */
    payer: text('payer').notNull().default('company'),
    /** The unit cannot be leased while the work is open (a vacant unit shows 'maintenance'). */
    blocksLeasing: boolean('blocks_leasing').notNull().default(false),
    contractorName: text('contractor_name'),
    contractorPhone: text('contractor_phone'),
    reportedBy: text('reported_by'),
    scheduledFor: date('scheduled_for', { mode: 'string' }),
    estimatedCost: money('estimated_cost'),
    actualCost: money('actual_cost'),
    completedOn: date('completed_on', { mode: 'string' }),
    /** The property's owner when the work was completed: whose statement an owner-paid cost goes to. */
    ownerId: uuid('owner_id').references(() => propertyOwners.id),
    /** The tenant and invoice when the tenant pays. */
    customerId: uuid('customer_id'),
    invoiceId: uuid('invoice_id'),
    statusReason: text('status_reason'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('property_maintenance_company_number_uq').on(t.companyId, t.requestNumber),
    index('property_maintenance_company_status_idx').on(t.companyId, t.status, t.createdAt),
    index('property_maintenance_property_idx').on(t.propertyId, t.createdAt),
    index('property_maintenance_owner_idx').on(t.ownerId, t.completedOn).where(sql`${t.payer} = 'owner' and ${t.status} = 'completed'`),
    check('property_maintenance_category', sql`${t.category} in ('plumbing','electrical','air_conditioning','carpentry','painting','appliances','pest_control','cleaning','structural','elevator','other')`),
    check('property_maintenance_priority', sql`${t.priority} in ('low','medium','high','urgent')`),
    check('property_maintenance_status', sql`${t.status} in ('open','assigned','in_progress','completed','cancelled')`),
    check('property_maintenance_payer', sql`${t.payer} in ('owner','tenant','company')`),
    check('property_maintenance_completed_cost', sql`${t.status} <> 'completed' or ${t.actualCost} is not null`),
  ],
);

export const maintenanceDocuments = pgTable(
  'maintenance_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    requestId: uuid('request_id')
      .notNull()
      .references(() => propertyMaintenance.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull().default('other'),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull(),
    expiresOn: date('expires_on', { mode: 'string' }),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('maintenance_documents_request_idx').on(t.requestId)],
);
