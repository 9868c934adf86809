// Budgets (issue 18): one per fiscal year and purpose, with lines by ledger account and
// optionally cost centre, each holding its 12 monthly figures (fiscal months, in order) and their
// exact sum. Row-level security and the audit trigger come from the tenancy step.
import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { companies, users } from '../../../server/db/schema';
import { costCenters, ledgerAccounts } from '../../finance/server/accounts/tables';
import { fiscalYears } from '../../finance/server/periods/tables';

export const budgets = pgTable(
  'budgets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    fiscalYearId: uuid('fiscal_year_id')
      .notNull()
      .references(() => fiscalYears.id),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
    /** draft → approved (→ closed); only an approved budget raises alerts. */
    status: text('status').notNull().default('draft'),
    notes: text('notes'),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    approvedBy: uuid('approved_by').references(() => users.id, { onDelete: 'set null' }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('budgets_company_year_idx').on(t.companyId, t.fiscalYearId, t.status), check('budgets_status', sql`${t.status} in ('draft','approved','closed')`)],
);

export const budgetLines = pgTable(
  'budget_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    budgetId: uuid('budget_id')
      .notNull()
      .references(() => budgets.id, { onDelete: 'cascade' }),
    lineNumber: integer('line_number').notNull(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    costCenterId: uuid('cost_center_id').references(() => costCenters.id),
    /** The 12 fiscal months' figures, first month first. */
    months: numeric('months', { precision: 16, scale: 3 }).array().notNull(),
    annual: numeric('annual', { precision: 18, scale: 3 }).notNull(),
  },
  (t) => [
    // One line per account and centre (no centre counts as one): the service refuses overlaps too.
    unique('budget_lines_account_centre_uq').on(t.budgetId, t.accountId, t.costCenterId).nullsNotDistinct(),
    index('budget_lines_account_idx').on(t.companyId, t.accountId),
    check('budget_lines_twelve_months', sql`array_length(${t.months}, 1) = 12`),
    check('budget_lines_annual', sql`${t.annual} >= 0`),
  ],
);
