// Mail: nodemailer over SMTP when SMTP_URL is set; otherwise the mail_outbox table plus a log
// line with the link, so password resets work on a laptop. Never called inside a transaction.
import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Database } from '../db/client';
import { mailOutbox } from '../db/schema';
import type { Logger } from '../logger';

export type Mailer = {
  sendPasswordReset: (to: string, link: string) => Promise<void>;
  sendInvitation: (to: string, link: string, companyName: string) => Promise<void>;
  /** A notice to a user about their company's records (a client answered a quotation, …). */
  sendNotice: (to: string, notice: { kind: string; subject: string; body: string; link: string }) => Promise<void>;
};

type Message = { to: string; subject: string; body: string; kind: string; link: string };

export function createMailer(opts: { db: Database; smtpUrl?: string; from: string; logger: Logger }): Mailer {
  const transport = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null;
  async function send(m: Message) {
    const [row] = await opts.db
      .insert(mailOutbox)
      .values({ toAddress: m.to, subject: m.subject, body: m.body, kind: m.kind, link: m.link })
      .returning({ id: mailOutbox.id });
    if (!transport) {
      opts.logger.info({ to: m.to, kind: m.kind, link: m.link }, `${m.kind} link (no SMTP_URL: kept in mail_outbox)`);
      return;
    }
    await transport.sendMail({ from: opts.from, to: m.to, subject: m.subject, text: m.body });
    if (row) await opts.db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, row.id));
  }
  return {
    sendNotice: (to, notice) => send({ to, ...notice }),
    sendPasswordReset: (to, link) =>
      send({
        to,
        link,
        kind: 'password_reset',
        subject: 'إعادة تعيين كلمة المرور — Masar password reset',
        body: ['لإعادة تعيين كلمة المرور افتح الرابط التالي (صالح لمدة ساعة):', link, '', 'To reset your password open the link above (valid for one hour).'].join('\n'),
      }),
    sendInvitation: (to, link, companyName) =>
      send({
        to,
        link,
        kind: 'invitation',
        subject: `دعوة للانضمام إلى ${companyName} على مسار — Masar invitation`,
        body: [`تمت دعوتك للانضمام إلى ${companyName} على مسار. اختر كلمة المرور من الرابط التالي (صالح لمدة 3 أيام):`, link, '', `You have been invited to ${companyName} on Masar. Choose your password at the link above (valid for 3 days).`].join('\n'),
      }),
  };
}
