// Support tickets: numbering, the reply thread, status rules and response times. The same
// functions serve the company (inside its RLS transaction) and the platform team (owner path).
import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../../server/db/client';
import { badRequest, notFound } from '../../../server/http/errors';
import { formatNumber, nextNumber } from '../../../server/platform/sequences';
import type { z } from 'zod';
import type { TicketStatus, newTicketSchema, ticketListQuery, ticketUpdateSchema } from '../schemas';
import { supportTicketReplies, supportTickets, type TicketAttachment } from './tables';

export type Author = { id: string; name: string; email: string };
type Ticket = typeof supportTickets.$inferSelect;

export async function createTicket(tx: Tx, companyId: string, author: Author, input: z.infer<typeof newTicketSchema>): Promise<Ticket> {
  const number = formatNumber('TKT', await nextNumber(tx, companyId, 'support_ticket'), 5);
  const [row] = await tx
    .insert(supportTickets)
    .values({ companyId, ticketNumber: number, ...input, createdBy: author.id, createdByName: author.name, createdByEmail: author.email })
    .returning();
  return row!;
}

const escapeLike = (text: string) => `%${text.replace(/[%_\\]/g, (m) => `\\${m}`)}%`;

/** Newest activity first. The company path adds no company filter: RLS scopes it. */
export async function listTickets(tx: Tx, q: z.infer<typeof ticketListQuery>) {
  const where: SQL[] = [];
  if (q.status) where.push(eq(supportTickets.status, q.status));
  if (q.priority) where.push(eq(supportTickets.priority, q.priority));
  if (q.companyId) where.push(eq(supportTickets.companyId, q.companyId));
  if (q.search) {
    const like = escapeLike(q.search);
    where.push(or(ilike(supportTickets.title, like), ilike(supportTickets.ticketNumber, like), ilike(supportTickets.createdByName, like))!);
  }
  return tx.select().from(supportTickets).where(where.length ? and(...where) : undefined).orderBy(desc(supportTickets.lastActivityAt)).limit(500);
}

export async function loadTicket(tx: Tx, id: string): Promise<Ticket> {
  const [row] = await tx.select().from(supportTickets).where(eq(supportTickets.id, id));
  if (!row) throw notFound();
  return row;
}

export async function ticketWithReplies(tx: Tx, id: string) {
  const ticket = await loadTicket(tx, id);
  const replies = await tx.select().from(supportTicketReplies).where(eq(supportTicketReplies.ticketId, id)).orderBy(asc(supportTicketReplies.createdAt));
  return { ...ticket, replies };
}

/** Timestamps that follow a status: resolved and closed keep when they happened; reopening clears them. */
function statusFields(ticket: Ticket, status: TicketStatus, now: Date): Partial<Ticket> {
  if (status === ticket.status) return {};
  if (status === 'resolved') return { status, resolvedAt: now, closedAt: null };
  if (status === 'closed') return { status, closedAt: now, resolvedAt: ticket.resolvedAt ?? now };
  return { status, resolvedAt: null, closedAt: null };
}

export async function addReply(tx: Tx, ticket: Ticket, author: Author, fromStaff: boolean, body: string, attachments: TicketAttachment[], status?: TicketStatus) {
  if (ticket.status === 'closed') throw badRequest('ticket_closed');
  const now = new Date();
  const [reply] = await tx
    .insert(supportTicketReplies)
    .values({ companyId: ticket.companyId, ticketId: ticket.id, authorId: author.id, authorName: author.name, fromStaff, body, attachments })
    .returning();
  // Staff: the first answer starts the clock's stop; by default the ticket waits for the customer.
  // Customer: an answer to a waiting or resolved ticket puts it back in the team's queue.
  const next: TicketStatus = fromStaff ? (status ?? 'waiting_customer') : ticket.status === 'open' ? 'open' : 'in_progress';
  await tx
    .update(supportTickets)
    .set({
      ...statusFields(ticket, next, now),
      ...(fromStaff && !ticket.firstResponseAt ? { firstResponseAt: now } : {}),
      lastActivityAt: now,
      updatedAt: now,
    })
    .where(eq(supportTickets.id, ticket.id));
  return reply!;
}

export async function updateTicket(tx: Tx, ticket: Ticket, patch: z.infer<typeof ticketUpdateSchema>) {
  const now = new Date();
  const [row] = await tx
    .update(supportTickets)
    .set({
      ...(patch.status ? statusFields(ticket, patch.status, now) : {}),
      ...(patch.priority ? { priority: patch.priority } : {}),
      ...(patch.assignedTo !== undefined ? { assignedTo: patch.assignedTo } : {}),
      lastActivityAt: now,
      updatedAt: now,
    })
    .where(eq(supportTickets.id, ticket.id))
    .returning();
  return row!;
}

/** The customer closes their own ticket (no more replies). */
export async function closeTicket(tx: Tx, ticket: Ticket) {
  if (ticket.status === 'closed') throw badRequest('ticket_closed');
  return updateTicket(tx, ticket, { status: 'closed' });
}

export async function rateTicket(tx: Tx, ticket: Ticket, rating: number, comment: string | undefined) {
  if (ticket.status !== 'resolved' && ticket.status !== 'closed') throw badRequest('rating_not_allowed');
  const [row] = await tx
    .update(supportTickets)
    .set({ satisfactionRating: rating, satisfactionComment: comment ?? null, updatedAt: new Date() })
    .where(eq(supportTickets.id, ticket.id))
    .returning();
  return row!;
}

/**
 * A ticket's screenshot is for the ticket's company and the platform team: a company user may
 * read an uploaded file only when one of the company's tickets or replies carries it (read
 * under the company's row-level security).
 */
export async function companyHasAttachment(tx: Tx, url: string): Promise<boolean> {
  const probe = JSON.stringify([{ url }]);
  const [ticket] = await tx.select({ id: supportTickets.id }).from(supportTickets).where(sql`${supportTickets.attachments} @> ${probe}::jsonb`).limit(1);
  if (ticket) return true;
  const [reply] = await tx.select({ id: supportTicketReplies.id }).from(supportTicketReplies).where(sql`${supportTicketReplies.attachments} @> ${probe}::jsonb`).limit(1);
  return Boolean(reply);
}
