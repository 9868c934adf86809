// Support tickets and their reply threads. Both carry company_id, so a company sees only its own
// tickets (row-level security from the tenancy step) and every change is audited by the trigger;
// the platform team reads across companies through the super-admin routes.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from '../../../server/db/schema';

export type TicketAttachment = { url: string; name: string };

export const supportTickets = pgTable(
  'support_tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    ticketNumber: text('ticket_number').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    category: text('category').notNull(),
    priority: text('priority').notNull().default('medium'),
    status: text('status').notNull().default('open'),
    createdBy: uuid('created_by').notNull(),
    createdByName: text('created_by_name').notNull(),
    createdByEmail: text('created_by_email').notNull(),
    // A platform (super_admin) user; no foreign key so removing staff keeps the history.
    assignedTo: uuid('assigned_to'),
    attachments: jsonb('attachments').$type<TicketAttachment[]>().notNull().default([]),
    firstResponseAt: timestamp('first_response_at', { withTimezone: true }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    satisfactionRating: integer('satisfaction_rating'),
    satisfactionComment: text('satisfaction_comment'),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('support_tickets_company_number_uq').on(t.companyId, t.ticketNumber),
    index('support_tickets_company_activity_idx').on(t.companyId, t.lastActivityAt),
    index('support_tickets_status_activity_idx').on(t.status, t.lastActivityAt),
    check('support_tickets_status_ck', sql`${t.status} in ('open', 'in_progress', 'waiting_customer', 'resolved', 'closed')`),
    check('support_tickets_priority_ck', sql`${t.priority} in ('low', 'medium', 'high', 'urgent')`),
    check('support_tickets_rating_ck', sql`${t.satisfactionRating} is null or ${t.satisfactionRating} between 1 and 5`),
  ],
);

export const supportTicketReplies = pgTable(
  'support_ticket_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').notNull(),
    authorName: text('author_name').notNull(),
    fromStaff: boolean('from_staff').notNull().default(false),
    body: text('body').notNull(),
    attachments: jsonb('attachments').$type<TicketAttachment[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('support_ticket_replies_ticket_idx').on(t.ticketId, t.createdAt)],
);
