// When a run is approved, each employee who signs in to Masar hears that their payslip is ready
// (issue 19): a bilingual notice through the mail outbox, queued in the approval's transaction,
// with a link to their profile where the payslip and its PDF are. The amounts stay behind the
// sign-in: a salary is not sent in clear to a mailbox.
import { eq } from 'drizzle-orm';
import type { Tx } from '../../../server/db/client';
import { enqueueMail, noticeMail } from '../../../server/mail';
import { employeeCards } from '../../hr/server';
import { payslips } from './tables';

export async function mailPayslipNotices(tx: Tx, run: { id: string; month: string }, origin: string): Promise<number> {
  const rows = await tx.select({ employeeId: payslips.employeeId }).from(payslips).where(eq(payslips.runId, run.id));
  const cards = await employeeCards(tx, rows.map((r) => r.employeeId));
  let queued = 0;
  for (const card of cards.values()) {
    if (!card.userId || !card.email || !card.hasSystemAccess) continue;
    await enqueueMail(
      tx,
      noticeMail(card.email, {
        kind: 'payslip',
        subject: `قسيمة راتب شهر ${run.month} جاهزة — Your payslip for ${run.month}`,
        body: [`${card.nameAr}، اعتُمد مسير رواتب شهر ${run.month} وقسيمة راتبك جاهزة. اطّلع عليها وحمّلها من صفحتك الشخصية:`, `${origin}/profile`, '', `${card.nameEn}, the payroll of ${run.month} is approved and your payslip is ready on your profile (link above).`].join('\n'),
        link: `${origin}/profile`,
      }),
    );
    queued++;
  }
  return queued;
}
