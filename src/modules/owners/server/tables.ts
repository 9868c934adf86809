// Property owners whose buildings the company manages for a commission, and the payouts made
// to them. An owner is not a customer: money flows to them, not from them.
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies, users } from '../../../server/db/schema';

const money = (name: string) => numeric(name, { precision: 16, scale: 3 });

export const propertyOwners = pgTable(
  'property_owners',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    ownerCode: text('owner_code').notNull(),
    ownerType: text('owner_type').notNull().default('individual'),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en'),
    /** Civil ID (QID) of a person. */
    civilId: text('civil_id'),
    /** Commercial registration of a company. */
    commercialRegister: text('commercial_register'),
    nationality: text('nationality'),
    phone: text('phone'),
    email: text('email'),
    address: text('address'),
    bankName: text('bank_name'),
    iban: text('iban'),
    /** The management commission, a percentage of the rent collected. */
    commissionRate: numeric('commission_rate', { precision: 5, scale: 2 }).notNull().default('0'),
    notes: text('notes'),
    isActive: boolean('is_active').notNull().default(true),
    searchName: text('search_name').generatedAlwaysAs(sql`coalesce(name_ar, '') || ' ' || coalesce(name_en, '') || ' ' || owner_code`),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('property_owners_company_code_uq').on(t.companyId, t.ownerCode),
    index('property_owners_search_trgm_idx').using('gin', sql`${t.searchName} gin_trgm_ops`),
    index('property_owners_company_created_idx').on(t.companyId, t.createdAt, t.id),
    check('property_owners_type', sql`${t.ownerType} in ('individual','company')`),
    check('property_owners_commission', sql`${t.commissionRate} >= 0 and ${t.commissionRate} <= 100`),
  ],
);

export const ownerPayouts = pgTable(
  'owner_payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    payoutNumber: text('payout_number').notNull(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => propertyOwners.id),
    payoutDate: date('payout_date', { mode: 'string' }).notNull(),
    amount: money('amount').notNull(),
    method: text('method').notNull(),
    reference: text('reference'),
    notes: text('notes'),
    journalEntryId: uuid('journal_entry_id'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('owner_payouts_company_number_uq').on(t.companyId, t.payoutNumber),
    index('owner_payouts_owner_date_idx').on(t.ownerId, t.payoutDate),
    check('owner_payouts_amount_positive', sql`${t.amount} > 0`),
    check('owner_payouts_method', sql`${t.method} in ('cash','cheque','bank_transfer')`),
  ],
);
