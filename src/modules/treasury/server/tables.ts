// Treasury (issue 18, decision 050): cash boxes and bank accounts, each tied to one posting
// account of the chart; receipts, disbursements and transfers between them; imported bank
// statements whose lines are matched, each once, to one ledger line of the bank's account each.
// Row-level security and the audit trigger come from the tenancy step (every table has company_id).
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies, users } from '../../../server/db/schema';

const money = (name: string) => numeric(name, { precision: 16, scale: 3 });

export const treasuryAccounts = pgTable(
  'treasury_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en'),
    bankName: text('bank_name'),
    iban: text('iban'),
    accountNumber: text('account_number'),
    /** Always the company currency (foreign-currency accounts are not kept yet). */
    currency: text('currency').notNull(),
    /** The asset posting account of the chart that holds this box's or bank's money. */
    ledgerAccountId: uuid('ledger_account_id').notNull(),
    openingBalance: money('opening_balance').notNull().default('0'),
    openingDate: date('opening_date', { mode: 'string' }),
    openingEntryId: uuid('opening_entry_id'),
    /** Days either side of a statement line's date within which a ledger line is suggested. */
    matchWindowDays: integer('match_window_days').notNull().default(3),
    isActive: boolean('is_active').notNull().default(true),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('treasury_accounts_ledger_uq').on(t.companyId, t.ledgerAccountId),
    check('treasury_accounts_kind', sql`${t.kind} in ('cash','bank')`),
    check('treasury_accounts_opening', sql`${t.openingBalance} >= 0`),
    check('treasury_accounts_window', sql`${t.matchWindowDays} between 0 and 31`),
  ],
);

export const treasuryTransactions = pgTable(
  'treasury_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** RCT-00001, PAY-00001, TRF-00001: one sequence per kind. */
    number: text('number').notNull(),
    kind: text('kind').notNull(),
    treasuryAccountId: uuid('treasury_account_id')
      .notNull()
      .references(() => treasuryAccounts.id),
    /** A transfer's destination. */
    toTreasuryAccountId: uuid('to_treasury_account_id').references(() => treasuryAccounts.id),
    /** A receipt's or disbursement's other side: a revenue, expense or any posting account. */
    counterAccountId: uuid('counter_account_id'),
    costCenterId: uuid('cost_center_id'),
    date: date('date', { mode: 'string' }).notNull(),
    amount: money('amount').notNull(),
    description: text('description').notNull(),
    reference: text('reference'),
    /** Set when the movement was created from a bank statement line (create-missing). */
    statementLineId: uuid('statement_line_id'),
    journalEntryId: uuid('journal_entry_id'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('treasury_transactions_number_uq').on(t.companyId, t.number),
    index('treasury_transactions_account_idx').on(t.treasuryAccountId, t.date),
    check('treasury_transactions_kind', sql`${t.kind} in ('receipt','disbursement','transfer')`),
    check('treasury_transactions_amount', sql`${t.amount} > 0`),
    check(
      'treasury_transactions_sides',
      sql`(${t.kind} = 'transfer' and ${t.toTreasuryAccountId} is not null and ${t.toTreasuryAccountId} <> ${t.treasuryAccountId} and ${t.counterAccountId} is null) or (${t.kind} <> 'transfer' and ${t.counterAccountId} is not null and ${t.toTreasuryAccountId} is null)`,
    ),
  ],
);

export const bankStatements = pgTable(
  'bank_statements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    number: text('number').notNull(),
    treasuryAccountId: uuid('treasury_account_id')
      .notNull()
      .references(() => treasuryAccounts.id),
    fileName: text('file_name').notNull(),
    /** The balance the statement opens with (the bank's figure before its first line). */
    openingBalance: money('opening_balance').notNull().default('0'),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    toDate: date('to_date', { mode: 'string' }).notNull(),
    lineCount: integer('line_count').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('bank_statements_number_uq').on(t.companyId, t.number), index('bank_statements_account_idx').on(t.treasuryAccountId, t.toDate)],
);

export const bankStatementLines = pgTable(
  'bank_statement_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    statementId: uuid('statement_id')
      .notNull()
      .references(() => bankStatements.id, { onDelete: 'cascade' }),
    /** The row's number in the imported file. */
    rowNumber: integer('row_number').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    description: text('description').notNull(),
    reference: text('reference'),
    /** Into the account positive, out of it negative. */
    amount: money('amount').notNull(),
    /** The ledger line of the bank's account it is reconciled with: each side matched once. */
    journalLineId: uuid('journal_line_id'),
    matchedAt: timestamp('matched_at', { withTimezone: true }),
    matchedBy: uuid('matched_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('bank_statement_lines_row_uq').on(t.statementId, t.rowNumber),
    uniqueIndex('bank_statement_lines_journal_line_uq').on(t.companyId, t.journalLineId),
    check('bank_statement_lines_amount', sql`${t.amount} <> 0`),
    check('bank_statement_lines_matched', sql`(${t.journalLineId} is null) = (${t.matchedAt} is null)`),
  ],
);
