// The mail outbox as the super admin sees it: what the platform sent, is sending, or kept. Without
// SMTP_URL nothing leaves the server, so the links of undelivered invitations and resets are shown
// for the operator to pass on; a delivered message never shows its link again. Attempts and the
// last error come from the mail.deliver job (src/server/mail/delivery.ts).
import { desc, ilike } from 'drizzle-orm';
import type { Database } from '../../../server/db/client';
import { mailOutbox } from '../../../server/db/schema';
import { likePattern } from '../../../server/http/fields';

export async function listMailOutbox(db: Database, search?: string) {
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(search ? ilike(mailOutbox.toAddress, likePattern(search)) : undefined)
    .orderBy(desc(mailOutbox.createdAt))
    .limit(50);
  return rows.map((m) => ({
    id: m.id,
    to: m.toAddress,
    subject: m.subject,
    kind: m.kind,
    // Rows from before the delivery job have sent_at but the default status.
    status: m.sentAt ? ('sent' as const) : m.status,
    attempts: m.attempts,
    lastError: m.lastError,
    createdAt: m.createdAt,
    sentAt: m.sentAt,
    link: m.sentAt ? null : m.link,
  }));
}
