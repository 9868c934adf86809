// Both sides of a ticket hear about it by mail (sent after commit, never inside a transaction):
// the platform team on a new ticket or a customer reply, the ticket's author on an answer or
// a status change.
import { eq } from 'drizzle-orm';
import type { Deps } from '../../../server/http/env';
import { userRoles, users } from '../../../server/db/schema';
import { getPlatformSettings } from '../../platform-admin/server/service';

type TicketRef = { id: string; ticketNumber: string; title: string; createdByEmail: string };

/** The support contact of the platform settings, or every super admin when none is set. */
async function platformRecipients(deps: Deps): Promise<string[]> {
  const settings = await getPlatformSettings(deps.handle.db);
  if (settings.supportEmail) return [settings.supportEmail];
  const rows = await deps.handle.db.select({ email: users.email }).from(userRoles).innerJoin(users, eq(users.id, userRoles.userId)).where(eq(userRoles.role, 'super_admin'));
  return rows.map((r) => r.email);
}

export async function notifyPlatform(deps: Deps, origin: string, ticket: TicketRef, event: 'new' | 'reply') {
  const link = `${origin}/super-admin/support?ticket=${ticket.id}`;
  const subject = event === 'new' ? `تذكرة دعم جديدة ${ticket.ticketNumber} — New support ticket` : `رد العميل على ${ticket.ticketNumber} — Customer reply`;
  const body = [
    event === 'new' ? `تذكرة جديدة: ${ticket.title}` : `رد جديد من العميل على التذكرة: ${ticket.title}`,
    link,
    '',
    event === 'new' ? `New ticket: ${ticket.title}` : `The customer replied to: ${ticket.title}`,
  ].join('\n');
  for (const to of await platformRecipients(deps)) await deps.mailer.sendNotice(to, { kind: `support_${event}`, subject, body, link });
}

export async function notifyAuthor(deps: Deps, origin: string, ticket: TicketRef, event: 'reply' | 'status', status?: string) {
  const link = `${origin}/support/ticket/${ticket.id}`;
  const subject = event === 'reply' ? `رد فريق الدعم على ${ticket.ticketNumber} — Support replied` : `تحديث حالة ${ticket.ticketNumber} — Ticket status updated`;
  const body = [
    event === 'reply' ? `رد فريق الدعم الفني على تذكرتك: ${ticket.title}` : `تم تحديث حالة تذكرتك "${ticket.title}"`,
    link,
    '',
    event === 'reply' ? `The support team replied to your ticket: ${ticket.title}` : `Your ticket "${ticket.title}" is now ${status ?? ''}`,
  ].join('\n');
  await deps.mailer.sendNotice(ticket.createdByEmail, { kind: `support_${event}`, subject, body, link });
}
