// The platform's mail, bilingual (Arabic first): built here, queued by enqueueMail.
import type { MailAttachmentRef } from './attachments';

export type MailMessage = { to: string; subject: string; body: string; kind: string; link: string | null; attachments?: MailAttachmentRef[] };

export function passwordResetMail(to: string, link: string): MailMessage {
  return {
    to,
    link,
    kind: 'password_reset',
    subject: 'إعادة تعيين كلمة المرور — Masar password reset',
    body: ['لإعادة تعيين كلمة المرور افتح الرابط التالي (صالح لمدة ساعة):', link, '', 'To reset your password open the link above (valid for one hour).'].join('\n'),
  };
}

export function invitationMail(to: string, link: string, companyName: string): MailMessage {
  return {
    to,
    link,
    kind: 'invitation',
    subject: `دعوة للانضمام إلى ${companyName} على مسار — Masar invitation`,
    body: [
      `تمت دعوتك للانضمام إلى ${companyName} على مسار. اختر كلمة المرور من الرابط التالي (صالح لمدة 3 أيام):`,
      link,
      '',
      `You have been invited to ${companyName} on Masar. Choose your password at the link above (valid for 3 days).`,
    ].join('\n'),
  };
}

/** A notice to a user about their company's records (a client answered a quotation, a ticket moved, …). */
export function noticeMail(to: string, notice: { kind: string; subject: string; body: string; link: string; attachments?: MailAttachmentRef[] }): MailMessage {
  return { to, ...notice };
}
