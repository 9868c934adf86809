export { invitationMail, noticeMail, passwordResetMail, type MailMessage } from './messages';
export { MAIL_DELIVER_JOB, enqueueMail, enqueueMails } from './outbox';
export { registerMailDelivery } from './delivery';
export { registerMailAttachment, type MailAttachmentRef } from './attachments';
