// The mail.deliver job: nodemailer over SMTP when SMTP_URL is set, recording attempts, the last
// error and sent_at on the outbox row; the runner retries a failure on its backoff schedule.
// Without SMTP_URL the message stays in the outbox (status kept) and its link goes to the log,
// so password resets work on a laptop. A claimed job is one runner's (SKIP LOCKED + lease), so
// two servers never send one message at the same time; a message already sent is never resent.
import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { mailOutbox } from '../db/schema';
import type { JobRunner } from '../jobs/runner';
import { MAIL_DELIVER_JOB } from './outbox';
import { renderAttachments } from './attachments';

// Well under the runner's 5-minute lease, so a hung SMTP server fails the attempt instead of
// outliving the claim (nodemailer's own default socket timeout is 10 minutes).
const TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

export function registerMailDelivery(runner: JobRunner, opts: { smtpUrl: string | undefined; from: string }) {
  const transport = opts.smtpUrl ? nodemailer.createTransport({ url: opts.smtpUrl, ...TIMEOUTS }) : null;
  runner.handle<{ outboxId: string }>(MAIL_DELIVER_JOB, async ({ db, payload, attempt, maxAttempts, now, logger }) => {
    const byId = eq(mailOutbox.id, payload.outboxId);
    const [m] = await db.select().from(mailOutbox).where(byId);
    if (!m || m.status === 'sent') return;
    if (!transport) {
      logger.info({ to: m.toAddress, kind: m.kind, link: m.link }, `${m.kind} link (no SMTP_URL: kept in mail_outbox)`);
      await db.update(mailOutbox).set({ status: 'kept' }).where(byId);
      return;
    }
    try {
      const attachments = m.attachments.length ? await renderAttachments(db, m.attachments) : undefined;
      await transport.sendMail({ from: opts.from, to: m.toAddress, subject: m.subject, text: m.body, ...(attachments ? { attachments } : {}) });
    } catch (err) {
      const lastError = (err instanceof Error ? err.message : String(err)).slice(0, 1000);
      await db.update(mailOutbox).set({ attempts: attempt, lastError, status: attempt >= maxAttempts ? 'failed' : 'pending' }).where(byId);
      throw err;
    }
    await db.update(mailOutbox).set({ attempts: attempt, status: 'sent', sentAt: now }).where(byId);
  });
}
