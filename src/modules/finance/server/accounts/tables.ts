// The chart of accounts (a tree by parent id: a company has a few hundred accounts at most, so a
// recursive query or an in-memory walk is instant), cost centres, the account mappings of
// automatic postings, and the company's finance settings.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { companies } from '../../../../server/db/schema';

export const costCenters = pgTable(
  'cost_centers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en'),
    parentId: uuid('parent_id').references((): AnyPgColumn => costCenters.id),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cost_centers_company_code_uq').on(t.companyId, t.code)],
);

export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
    accountType: text('account_type', { enum: ['asset', 'liability', 'equity', 'revenue', 'expense'] }).notNull(),
    normalBalance: text('normal_balance', { enum: ['debit', 'credit'] }).notNull(),
    /** A header groups accounts and takes no postings. */
    isHeader: boolean('is_header').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    parentId: uuid('parent_id').references((): AnyPgColumn => ledgerAccounts.id),
    defaultCostCenterId: uuid('default_cost_center_id').references(() => costCenters.id),
    description: text('description'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_accounts_company_code_uq').on(t.companyId, t.code),
    index('ledger_accounts_parent_idx').on(t.parentId),
    check('ledger_accounts_type', sql`${t.accountType} in ('asset','liability','equity','revenue','expense')`),
    check('ledger_accounts_normal_balance', sql`${t.normalBalance} in ('debit','credit')`),
    check('ledger_accounts_not_own_parent', sql`${t.parentId} is distinct from ${t.id}`),
  ],
);

export const accountMappings = pgTable(
  'account_mappings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('account_mappings_company_key_uq').on(t.companyId, t.key), index('account_mappings_account_idx').on(t.accountId)],
);

/** One row per company: the fiscal year's start month and the chart template it was set up from. */
export const financeSettings = pgTable(
  'finance_settings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    fiscalYearStartMonth: integer('fiscal_year_start_month').notNull().default(1),
    template: text('template'),
    /** Set when the accounting wizard (or the demo seed) finished: /finance stops offering it. */
    setupCompletedAt: timestamp('setup_completed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('finance_settings_company_uq').on(t.companyId), check('finance_settings_start_month', sql`${t.fiscalYearStartMonth} between 1 and 12`)],
);
