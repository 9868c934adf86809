// Platform-wide settings: one row (id 'platform'), edited by the super admin. No company_id:
// it is never visible to app_user.
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const platformSettings = pgTable(
  'platform_settings',
  {
    id: text('id').primaryKey().default('platform'),
    platformName: text('platform_name').notNull().default('Masar'),
    platformNameAr: text('platform_name_ar').notNull().default('مسار'),
    supportEmail: text('support_email'),
    supportPhone: text('support_phone'),
    defaultPlanCode: text('default_plan_code').notNull().default('free'),
    trialDays: integer('trial_days').notNull().default(14),
    updatedBy: uuid('updated_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('platform_settings_trial_ck', sql`${t.trialDays} between 0 and 365`)],
);
