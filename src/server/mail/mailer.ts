// Mail: nodemailer over SMTP when SMTP_URL is set; otherwise the mail_outbox table plus a log
// line with the link, so password resets work on a laptop. Never called inside a transaction.
import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Database } from '../db/client';
import { mailOutbox } from '../db/schema';
import type { Logger } from '../logger';

export type Mailer = {
  sendPasswordReset: (to: string, link: string) => Promise<void>;
};

export function createMailer(opts: { db: Database; smtpUrl?: string; from: string; logger: Logger }): Mailer {
  const transport = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null;
  return {
    async sendPasswordReset(to, link) {
      const subject = 'إعادة تعيين كلمة المرور — Masar password reset';
      const body = [
        'لإعادة تعيين كلمة المرور افتح الرابط التالي (صالح لمدة ساعة):',
        link,
        '',
        'To reset your password open the link above (valid for one hour).',
      ].join('\n');
      const [row] = await opts.db
        .insert(mailOutbox)
        .values({ toAddress: to, subject, body, kind: 'password_reset', link })
        .returning({ id: mailOutbox.id });
      if (!transport) {
        opts.logger.info({ to, link }, 'password reset link (no SMTP_URL: kept in mail_outbox)');
        return;
      }
      await transport.sendMail({ from: opts.from, to, subject, text: body });
      if (row) {
        await opts.db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, row.id));
      }
    },
  };
}
