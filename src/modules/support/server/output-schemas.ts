// Output shapes of the support API: tickets and replies as stored, for both sides.
import { z } from '@hono/zod-openapi';
import { rowSchema } from '../../../server/http/row-schema';
import { TICKET_CATEGORIES, TICKET_PRIORITIES, TICKET_STATUSES } from '../schemas';
import { supportTicketReplies, supportTickets } from './tables';

const attachments = z.array(z.object({ url: z.string(), name: z.string() }));

export const ticketOut = rowSchema(supportTickets)
  .extend({ category: z.enum(TICKET_CATEGORIES), priority: z.enum(TICKET_PRIORITIES), status: z.enum(TICKET_STATUSES), attachments })
  .openapi('SupportTicket');
export const ticketReplyOut = rowSchema(supportTicketReplies).extend({ attachments }).openapi('SupportTicketReply');
export const ticketThreadOut = ticketOut.extend({ replies: z.array(ticketReplyOut) });

/** The platform side names each ticket's company. */
const companyNames = { companyName: z.string().nullable(), companyNameAr: z.string().nullable() };
export const platformTicketListOut = z.object({ items: z.array(ticketOut.extend(companyNames)), counts: z.record(z.string(), z.number()) });
export const platformTicketThreadOut = ticketThreadOut.extend(companyNames);
export const staffListOut = z.object({ items: z.array(z.object({ id: z.string(), name: z.string(), email: z.string() })) });
