// Customers: individuals and companies who rent. Trigram indexes make name, phone and ID search
// typo-tolerant and fast (pg_trgm is loaded on both PGlite and PostgreSQL).
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies, users } from '../../../server/db/schema';

export const customers = pgTable(
  'customers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    customerNumber: text('customer_number').notNull(),
    customerType: text('customer_type').notNull().default('individual'),
    nameEn: text('name_en'),
    nameAr: text('name_ar'),
    phone: text('phone').notNull(),
    alternativePhone: text('alternative_phone'),
    email: text('email'),
    nationality: text('nationality'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    civilId: text('civil_id'),
    civilIdExpiry: date('civil_id_expiry', { mode: 'string' }),
    passportNumber: text('passport_number'),
    passportExpiry: date('passport_expiry', { mode: 'string' }),
    licenseNumber: text('license_number'),
    licenseExpiry: date('license_expiry', { mode: 'string' }),
    commercialRegister: text('commercial_register'),
    contactPerson: text('contact_person'),
    address: text('address'),
    city: text('city'),
    creditLimit: numeric('credit_limit', { precision: 16, scale: 3 }).notNull().default('0'),
    isBlacklisted: boolean('is_blacklisted').notNull().default(false),
    blacklistReason: text('blacklist_reason'),
    isActive: boolean('is_active').notNull().default(true),
    notes: text('notes'),
    /**
     * Both names in one column, kept by the database. Search matches this column rather than an
     * expression: under row-level security only a plain column with leakproof operators can use
     * the trigram index (see docs/decisions/017-list-speed.md).
     */
    searchName: text('search_name').generatedAlwaysAs(sql`coalesce(name_ar, '') || ' ' || coalesce(name_en, '')`),
    documentCount: integer('document_count').notNull().default(0),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('customers_company_number_idx').on(t.companyId, t.customerNumber),
    index('customers_company_created_idx').on(t.companyId, t.createdAt, t.id),
    index('customers_company_civil_idx').on(t.companyId, t.civilId),
    index('customers_company_phone_idx').on(t.companyId, t.phone),
    index('customers_search_name_trgm_idx').using('gin', sql`${t.searchName} gin_trgm_ops`),
    index('customers_phone_trgm_idx').using('gin', sql`${t.phone} gin_trgm_ops`),
    index('customers_civil_id_trgm_idx').using('gin', sql`${t.civilId} gin_trgm_ops`),
    check('customers_has_name', sql`coalesce(${t.nameAr}, ${t.nameEn}) is not null`),
    check('customers_type', sql`${t.customerType} in ('individual','corporate')`),
    check('customers_blacklist_reason', sql`not ${t.isBlacklisted} or ${t.blacklistReason} is not null`),
  ],
);

export const customerDocuments = pgTable(
  'customer_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull().default('other'),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull(),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('customer_documents_customer_idx').on(t.customerId)],
);
