// Journal entries, their lines, and the per-account per-month balances the posting transaction
// keeps (docs/decisions/029-ledger-design.md). Amounts are exact numerics rounded to the company
// currency, as invoices store them.
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, numeric, pgTable, text, timestamp, unique, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { companies, users } from '../../../../server/db/schema';
import { costCenters, ledgerAccounts } from '../accounts/tables';
import { fiscalYears } from '../periods/tables';

const money = (name: string) => numeric(name, { precision: 16, scale: 3 });
const total = (name: string) => numeric(name, { precision: 20, scale: 3 });

export const journalEntries = pgTable(
  'journal_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** JV-2026-00001: given at posting, in sequence per company and fiscal year; drafts have none. */
    entryNumber: text('entry_number'),
    fiscalYearId: uuid('fiscal_year_id').references(() => fiscalYears.id),
    entryDate: date('entry_date', { mode: 'string' }).notNull(),
    descriptionAr: text('description_ar').notNull(),
    descriptionEn: text('description_en'),
    reference: text('reference'),
    /** 'manual', 'reversal', 'year_end', or the business record that made it ('invoice', 'payment', …). */
    sourceType: text('source_type').notNull().default('manual'),
    sourceId: uuid('source_id'),
    event: text('event'),
    status: text('status', { enum: ['draft', 'posted', 'reversed'] }).notNull().default('draft'),
    total: money('total').notNull().default('0'),
    reversalOfId: uuid('reversal_of_id').references((): AnyPgColumn => journalEntries.id),
    reversedById: uuid('reversed_by_id').references((): AnyPgColumn => journalEntries.id),
    postedAt: timestamp('posted_at', { withTimezone: true }),
    postedBy: uuid('posted_by').references(() => users.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('journal_entries_company_number_uq').on(t.companyId, t.entryNumber),
    // Idempotency of automatic postings: one entry per source record and event (manual entries
    // have no source id, and nulls never collide).
    uniqueIndex('journal_entries_source_uq').on(t.companyId, t.sourceType, t.sourceId, t.event),
    index('journal_entries_company_date_idx').on(t.companyId, t.entryDate, t.entryNumber),
    index('journal_entries_company_status_idx').on(t.companyId, t.status),
    check('journal_entries_status', sql`${t.status} in ('draft','posted','reversed')`),
    check('journal_entries_numbered_when_posted', sql`(${t.status} = 'draft') = (${t.entryNumber} is null)`),
    check('journal_entries_total', sql`${t.total} >= 0`),
  ],
);

export const journalEntryLines = pgTable(
  'journal_entry_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => journalEntries.id, { onDelete: 'cascade' }),
    lineNumber: integer('line_number').notNull(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    debit: money('debit').notNull().default('0'),
    credit: money('credit').notNull().default('0'),
    description: text('description'),
    costCenterId: uuid('cost_center_id').references(() => costCenters.id),
    partyType: text('party_type', { enum: ['customer', 'vendor', 'employee', 'vehicle', 'property', 'owner'] }),
    partyId: uuid('party_id'),
    /** On a VAT line: the net amount the tax was charged on (the VAT return's sales and purchases). */
    taxBase: money('tax_base'),
    /** The entry's date and posted state, copied here so a ledger page reads one index. */
    entryDate: date('entry_date', { mode: 'string' }).notNull(),
    posted: boolean('posted').notNull().default(false),
  },
  (t) => [
    index('journal_lines_entry_idx').on(t.entryId, t.lineNumber),
    index('journal_lines_ledger_idx').on(t.accountId, t.entryDate, t.entryId),
    // Reports read the days of a partial month for every account at once (reports/movements.ts).
    index('journal_lines_company_date_idx').on(t.companyId, t.entryDate),
    index('journal_lines_party_idx').on(t.companyId, t.partyType, t.partyId, t.entryDate).where(sql`${t.partyId} is not null`),
    index('journal_lines_cost_center_idx').on(t.costCenterId, t.entryDate).where(sql`${t.costCenterId} is not null`),
    check('journal_lines_one_side', sql`(${t.debit} > 0 and ${t.credit} = 0) or (${t.credit} > 0 and ${t.debit} = 0)`),
    check('journal_lines_party', sql`(${t.partyType} is null) = (${t.partyId} is null)`),
  ],
);

/**
 * Debit and credit movement of each account per calendar month (and cost centre), added to by
 * the posting transaction: a trial balance or income statement reads a few thousand rows
 * instead of a million lines.
 */
export const ledgerBalances = pgTable(
  'ledger_balances',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    costCenterId: uuid('cost_center_id').references(() => costCenters.id),
    debit: total('debit').notNull().default('0'),
    credit: total('credit').notNull().default('0'),
  },
  (t) => [
    unique('ledger_balances_key_uq').on(t.companyId, t.accountId, t.periodStart, t.costCenterId).nullsNotDistinct(),
    index('ledger_balances_company_period_idx').on(t.companyId, t.periodStart),
  ],
);
