// Both sides of a ticket hear about it by mail, queued in the transaction that changed the ticket
// (src/server/mail): the platform team on a new ticket or a customer reply, the ticket's author
// on an answer or a status change.
import { eq } from 'drizzle-orm';
import type { Database, Tx } from '../../../server/db/client';
import { userRoles, users } from '../../../server/db/schema';
import { enqueueJob } from '../../../server/jobs';
import { enqueueMail, noticeMail } from '../../../server/mail';
import { getPlatformSettings } from '../../platform-admin/server/service';

type TicketRef = { id: string; ticketNumber: string; title: string; createdByEmail: string };

export const NOTIFY_PLATFORM_JOB = 'support.notify-platform';
export type NotifyPlatformPayload = { origin: string; ticket: TicketRef; event: 'new' | 'reply' };

/**
 * From a company's transaction (app_user, which may not read the platform's recipients): a job
 * committed with the ticket looks them up and queues the mail (supportJobs in jobs.ts).
 */
export async function queuePlatformNotice(tx: Tx, origin: string, ticket: TicketRef, event: 'new' | 'reply') {
  const payload: NotifyPlatformPayload = { origin, event, ticket: { id: ticket.id, ticketNumber: ticket.ticketNumber, title: ticket.title, createdByEmail: ticket.createdByEmail } };
  await enqueueJob(tx, { kind: NOTIFY_PLATFORM_JOB, payload });
}

/** The support contact of the platform settings, or every super admin when none is set. */
async function platformRecipients(tx: Database | Tx): Promise<string[]> {
  const settings = await getPlatformSettings(tx);
  if (settings.supportEmail) return [settings.supportEmail];
  const rows = await tx.select({ email: users.email }).from(userRoles).innerJoin(users, eq(users.id, userRoles.userId)).where(eq(userRoles.role, 'super_admin'));
  return rows.map((r) => r.email);
}

export async function notifyPlatform(tx: Tx, { origin, ticket, event }: NotifyPlatformPayload) {
  const link = `${origin}/super-admin/support?ticket=${ticket.id}`;
  const subject = event === 'new' ? `تذكرة دعم جديدة ${ticket.ticketNumber} — New support ticket` : `رد العميل على ${ticket.ticketNumber} — Customer reply`;
  const body = [
    event === 'new' ? `تذكرة جديدة: ${ticket.title}` : `رد جديد من العميل على التذكرة: ${ticket.title}`,
    link,
    '',
    event === 'new' ? `New ticket: ${ticket.title}` : `The customer replied to: ${ticket.title}`,
  ].join('\n');
  for (const to of await platformRecipients(tx)) await enqueueMail(tx, noticeMail(to, { kind: `support_${event}`, subject, body, link }));
}

export async function notifyAuthor(tx: Tx, origin: string, ticket: TicketRef, event: 'reply' | 'status', status?: string) {
  const link = `${origin}/support/ticket/${ticket.id}`;
  const subject = event === 'reply' ? `رد فريق الدعم على ${ticket.ticketNumber} — Support replied` : `تحديث حالة ${ticket.ticketNumber} — Ticket status updated`;
  const body = [
    event === 'reply' ? `رد فريق الدعم الفني على تذكرتك: ${ticket.title}` : `تم تحديث حالة تذكرتك "${ticket.title}"`,
    link,
    '',
    event === 'reply' ? `The support team replied to your ticket: ${ticket.title}` : `Your ticket "${ticket.title}" is now ${status ?? ''}`,
  ].join('\n');
  await enqueueMail(tx, noticeMail(ticket.createdByEmail, { kind: `support_${event}`, subject, body, link }));
}
