// Spec §3 user_notifications: what one user of a company is told (read / unread). Company-scoped
// by the generic tenant policy; a second, restrictive policy (custom migration
// user_notifications_own_rows) keeps each user's rows to that user, whatever the query says.
import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies, users } from '../../../server/db/schema';

export const NOTIFICATION_TYPES = ['info', 'success', 'warning', 'error'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const userNotifications = pgTable(
  'user_notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Spec §3 notification_type: 'error' reads as high in the panel. */
    notificationType: text('notification_type').notNull().default('info'),
    title: text('title').notNull(),
    titleAr: text('title_ar').notNull(),
    message: text('message').notNull(),
    messageAr: text('message_ar').notNull(),
    /** The record it is about (related_type / related_id of spec §3) and anything the writer adds. */
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    link: text('link'),
    isRead: boolean('is_read').notNull().default(false),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('user_notifications_user_unread_idx').on(t.userId, t.isRead, t.createdAt),
    index('user_notifications_company_idx').on(t.companyId),
    check('user_notifications_type', sql`${t.notificationType} in ('info','success','warning','error')`),
  ],
);

/**
 * DECISIONS 10: property alerts are computed, not stored; a user's dismissal of one is remembered
 * here by the alert's key (core/alerts/property.ts: type, record, date and priority), so it stays
 * hidden for that user only and a new occurrence shows again. Own rows only, like notifications
 * (custom migration alert_dismissals_own_rows).
 */
export const alertDismissals = pgTable(
  'alert_dismissals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    alertKey: text('alert_key').notNull(),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('alert_dismissals_user_key_uq').on(t.userId, t.alertKey), index('alert_dismissals_company_idx').on(t.companyId)],
);
// Document-expiry alerts live in their own file; exported here so drizzle-kit sees the table.
export { documentExpiryAlerts } from './document-tables';
export { budgetAlerts } from './budget-tables';
