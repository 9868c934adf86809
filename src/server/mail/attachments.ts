// Mail attachments are made when the mail is sent, not when it is queued: the outbox row names
// each one (a kind, the record it comes from, its company and file name), and the module that
// owns the record registers how to render it (payroll: a payslip's PDF). A business transaction
// stays quick (approving a run renders no PDF), and a file is made only for mail really sent.
import type { Database } from '../db/client';

export type MailAttachmentRef = { kind: string; ref: string; companyId: string; filename: string };
export type RenderedAttachment = { filename: string; content: Buffer; contentType: string };
type Renderer = (db: Database, attachment: MailAttachmentRef) => Promise<{ content: Buffer; contentType: string }>;

const renderers = new Map<string, Renderer>();

export function registerMailAttachment(kind: string, render: Renderer) {
  renderers.set(kind, render);
}

/** Each named attachment rendered; an unknown kind fails the delivery attempt (retried, then failed). */
export async function renderAttachments(db: Database, refs: readonly MailAttachmentRef[]): Promise<RenderedAttachment[]> {
  const out: RenderedAttachment[] = [];
  for (const a of refs) {
    const render = renderers.get(a.kind);
    if (!render) throw new Error(`no renderer for the mail attachment ${a.kind}`);
    out.push({ filename: a.filename, ...(await render(db, a)) });
  }
  return out;
}
