/** Support ticket inputs, shared by the server and the web forms (issue messages are MessageCodes). */
import { z } from 'zod';
import type { MessageCode } from '../../core/i18n/messages';

const err = (code: MessageCode) => ({ error: code });

export const TICKET_STATUSES = ['open', 'in_progress', 'waiting_customer', 'resolved', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];
export const TICKET_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export type TicketPriority = (typeof TICKET_PRIORITIES)[number];
export const TICKET_CATEGORIES = ['technical', 'billing', 'account', 'feature_request', 'other'] as const;
export type TicketCategory = (typeof TICKET_CATEGORIES)[number];

/** Only files uploaded through POST /api/support/attachments (served by /api/files). */
export const attachmentSchema = z.object({
  url: z.string().regex(/^\/api\/files\/attachments\/[0-9a-f-]{36}\.(png|jpg|webp)$/, err('invalid_file_type')),
  name: z.string().trim().min(1).max(200),
});
const attachments = z.array(attachmentSchema).max(5).default([]);

export const newTicketSchema = z.object({
  title: z.string(err('required')).trim().min(1, err('required')).max(200, err('too_long')),
  description: z.string(err('required')).trim().min(1, err('required')).max(5000, err('too_long')),
  category: z.enum(TICKET_CATEGORIES, err('required')),
  priority: z.enum(TICKET_PRIORITIES, err('required')).default('medium'),
  attachments,
});
export type NewTicketInput = z.input<typeof newTicketSchema>;

export const replySchema = z.object({
  body: z.string(err('required')).trim().min(1, err('required')).max(5000, err('too_long')),
  attachments,
});

/** The platform team's reply may move the ticket on at the same time. */
export const staffReplySchema = replySchema.extend({ status: z.enum(TICKET_STATUSES).optional() });

export const ticketUpdateSchema = z.object({
  status: z.enum(TICKET_STATUSES).optional(),
  priority: z.enum(TICKET_PRIORITIES).optional(),
  assignedTo: z.string().uuid().nullable().optional(),
}).strict();

export const ratingSchema = z.object({
  rating: z.number(err('invalid_rating')).int(err('invalid_rating')).min(1, err('invalid_rating')).max(5, err('invalid_rating')),
  comment: z.string().trim().max(1000, err('too_long')).optional(),
});

export const ticketListQuery = z.object({
  status: z.enum(TICKET_STATUSES).optional(),
  priority: z.enum(TICKET_PRIORITIES).optional(),
  companyId: z.string().uuid().optional(),
  search: z.string().trim().max(100).optional(),
});
