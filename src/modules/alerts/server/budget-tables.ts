// Spec §3 budget_alerts: written by the budgets of Finance II (issue 18) through raiseBudgetAlert,
// shown and acknowledged here. One row per budget and threshold (the unique index): a budget
// that stays over 90 % warns once, not at every posting. budget_id carries no foreign key yet:
// the budgets table arrives with Finance II, which adds it.
import { sql } from 'drizzle-orm';
import { boolean, check, index, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies, users } from '../../../server/db/schema';

export const budgetAlerts = pgTable(
  'budget_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    budgetId: uuid('budget_id').notNull(),
    /** 'budget_warning' (from 90 %) | 'budget_exceeded' (past 100 %, critical). */
    alertType: text('alert_type').notNull(),
    /** The budget's name as the writer knows it ("Fleet maintenance 2027"), for the panel's title. */
    budgetName: text('budget_name').notNull(),
    budgetNameAr: text('budget_name_ar').notNull(),
    message: text('message').notNull(),
    messageAr: text('message_ar').notNull(),
    currentPercentage: numeric('current_percentage', { precision: 9, scale: 2 }).notNull(),
    /** Actual over the budget, in the company currency (0 for a warning). */
    amountExceeded: numeric('amount_exceeded', { precision: 18, scale: 3 }).notNull().default('0'),
    /** Where the alert leads (the budget's page), given by the writer. */
    link: text('link'),
    isAcknowledged: boolean('is_acknowledged').notNull().default(false),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    acknowledgedBy: uuid('acknowledged_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('budget_alerts_once_uq').on(t.budgetId, t.alertType),
    index('budget_alerts_company_open_idx').on(t.companyId, t.isAcknowledged, t.createdAt),
    check('budget_alerts_type', sql`${t.alertType} in ('budget_warning','budget_exceeded')`),
  ],
);
