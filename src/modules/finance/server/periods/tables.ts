// Fiscal years and their monthly periods. A closed period refuses every posting dated inside it;
// the posting service locks the period row (FOR SHARE) so a close cannot slip past a posting.
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies, users } from '../../../../server/db/schema';

export const fiscalYears = pgTable(
  'fiscal_years',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    status: text('status', { enum: ['open', 'closed'] }).notNull().default('open'),
    closingEntryId: uuid('closing_entry_id'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: uuid('closed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('fiscal_years_company_start_uq').on(t.companyId, t.startDate),
    check('fiscal_years_status', sql`${t.status} in ('open','closed')`),
    check('fiscal_years_span', sql`${t.endDate} > ${t.startDate}`),
  ],
);

export const fiscalPeriods = pgTable(
  'fiscal_periods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    fiscalYearId: uuid('fiscal_year_id')
      .notNull()
      .references(() => fiscalYears.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    status: text('status', { enum: ['open', 'closed'] }).notNull().default('open'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: uuid('closed_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('fiscal_periods_company_start_uq').on(t.companyId, t.startDate),
    index('fiscal_periods_year_idx').on(t.fiscalYearId, t.number),
    check('fiscal_periods_status', sql`${t.status} in ('open','closed')`),
  ],
);
