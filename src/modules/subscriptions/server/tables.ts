// Plan prices per currency and each company's subscription records. Plans and feature gates
// themselves are platform tables (src/server/db/schema/platform.ts). subscriptions has
// company_id, so the tenancy step gives it row-level security and the audit trigger.
import { sql } from 'drizzle-orm';
import { check, date, index, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies, subscriptionPlans } from '../../../server/db/schema';

/** A plan's monthly and yearly price in one currency (spec §9 currencies); exact decimals. */
export const planPrices = pgTable(
  'plan_prices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    planId: uuid('plan_id')
      .notNull()
      .references(() => subscriptionPlans.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    monthly: numeric('monthly', { precision: 14, scale: 3 }).notNull(),
    yearly: numeric('yearly', { precision: 14, scale: 3 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('plan_prices_plan_currency_uq').on(t.planId, t.currency),
    check('plan_prices_amounts_ck', sql`${t.monthly} >= 0 and ${t.yearly} >= 0`),
  ],
);

/** One paid (or pending) period of a company's plan, recorded by the platform team. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    planId: uuid('plan_id')
      .notNull()
      .references(() => subscriptionPlans.id),
    planCode: text('plan_code').notNull(),
    billingCycle: text('billing_cycle').notNull(),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    amount: numeric('amount', { precision: 14, scale: 3 }).notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull().default('paid'),
    paymentMethod: text('payment_method'),
    reference: text('reference'),
    notes: text('notes'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    recordedBy: uuid('recorded_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('subscriptions_company_period_idx').on(t.companyId, t.periodStart),
    check('subscriptions_period_ck', sql`${t.periodEnd} >= ${t.periodStart}`),
    check('subscriptions_amount_ck', sql`${t.amount} >= 0`),
    check('subscriptions_cycle_ck', sql`${t.billingCycle} in ('monthly', 'yearly')`),
    check('subscriptions_status_ck', sql`${t.status} in ('paid', 'pending', 'cancelled', 'refunded')`),
  ],
);
