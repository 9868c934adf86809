// Mail is queued, never sent, by business code: the outbox row and its delivery job are written in
// the caller's transaction, so a rolled-back change sends nothing and a crash after commit loses
// nothing (the job is in the database). The mail.deliver job (delivery.ts) sends it after commit.
import { randomUUID } from 'node:crypto';
import type { Database, Tx } from '../db/client';
import { mailOutbox } from '../db/schema';
import { enqueueJob } from '../jobs/queue';
import type { MailMessage } from './messages';

export const MAIL_DELIVER_JOB = 'mail.deliver';

/**
 * Queues one message in `tx` and returns its outbox id. Works in a tenant transaction (app_user
 * may insert into mail_outbox and jobs, not read them), so no RETURNING: the id is made here.
 */
export async function enqueueMail(tx: Database | Tx, message: MailMessage): Promise<string> {
  const id = randomUUID();
  await tx.insert(mailOutbox).values({ id, toAddress: message.to, subject: message.subject, body: message.body, kind: message.kind, link: message.link, attachments: message.attachments ?? [] });
  await enqueueJob(tx, { kind: MAIL_DELIVER_JOB, payload: { outboxId: id } });
  return id;
}
