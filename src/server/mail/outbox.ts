// Mail is queued, never sent, by business code: the outbox row and its delivery job are written in
// the caller's transaction, so a rolled-back change sends nothing and a crash after commit loses
// nothing (the job is in the database). The mail.deliver job (delivery.ts) sends it after commit.
import { randomUUID } from 'node:crypto';
import type { Database, Tx } from '../db/client';
import { mailOutbox } from '../db/schema';
import { enqueueJobs } from '../jobs/queue';
import type { MailMessage } from './messages';

export const MAIL_DELIVER_JOB = 'mail.deliver';

/**
 * Queues one message in `tx` and returns its outbox id. Works in a tenant transaction (app_user
 * may insert into mail_outbox and jobs, not read them), so no RETURNING: the id is made here.
 */
export async function enqueueMail(tx: Database | Tx, message: MailMessage): Promise<string> {
  return (await enqueueMails(tx, [message]))[0]!;
}

/** Queues several messages with two statements in all (one for the outbox rows, one for their jobs). */
export async function enqueueMails(tx: Database | Tx, messages: readonly MailMessage[]): Promise<string[]> {
  const rows = messages.map((m) => ({ id: randomUUID(), toAddress: m.to, subject: m.subject, body: m.body, kind: m.kind, link: m.link, attachments: m.attachments ?? [] }));
  if (!rows.length) return [];
  await tx.insert(mailOutbox).values(rows);
  await enqueueJobs(tx, rows.map((r) => ({ kind: MAIL_DELIVER_JOB, payload: { outboxId: r.id } })));
  return rows.map((r) => r.id);
}
