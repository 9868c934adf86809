// When a run is approved, each employee who signs in to Masar gets their payslip (issue 19): a
// bilingual mail through the outbox, queued in the approval's transaction, with the payslip's PDF
// attached (rendered when the mail is sent, jobs.ts) and a link to their profile, where every
// payslip stays. Employees without an account read theirs from whoever runs payroll.
import { eq } from 'drizzle-orm';
import type { Tx } from '../../../server/db/client';
import { enqueueMails, noticeMail } from '../../../server/mail';
import { employeeCards } from '../../hr/server';
import { PAYSLIP_PDF_ATTACHMENT } from './jobs';
import { payslips } from './tables';

export async function mailPayslipNotices(tx: Tx, run: { id: string; month: string; companyId: string }, origin: string): Promise<number> {
  const rows = await tx.select({ id: payslips.id, employeeId: payslips.employeeId }).from(payslips).where(eq(payslips.runId, run.id));
  const cards = await employeeCards(tx, rows.map((r) => r.employeeId));
  const messages = rows.flatMap((row) => {
    const card = cards.get(row.employeeId);
    if (!card?.userId || !card.email || !card.hasSystemAccess) return [];
    return [
      noticeMail(card.email, {
        kind: 'payslip',
        subject: `قسيمة راتب شهر ${run.month} — Your payslip for ${run.month}`,
        body: [`${card.nameAr}، اعتُمد مسير رواتب شهر ${run.month}. قسيمة راتبك مرفقة، وتجدها مع قسائمك السابقة في صفحتك الشخصية:`, `${origin}/profile`, '', `${card.nameEn}, the payroll of ${run.month} is approved. Your payslip is attached, and with your earlier ones on your profile (link above).`].join('\n'),
        link: `${origin}/profile`,
        attachments: [{ kind: PAYSLIP_PDF_ATTACHMENT, ref: row.id, companyId: run.companyId, filename: `payslip-${card.employeeNumber}-${run.month}.pdf` }],
      }),
    ];
  });
  // One insert for the outbox rows and one for their delivery jobs, however large the run.
  await enqueueMails(tx, messages);
  return messages.length;
}
