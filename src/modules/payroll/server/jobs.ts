// Payroll's deferred work: a payslip's PDF, attached to the employee's mail when it is sent
// (payslip-mail.ts queues the mail with the approval; the PDF is rendered at delivery, in the
// payslip's company).
import { eq } from 'drizzle-orm';
import type { JobRunner } from '../../../server/jobs/runner';
import { registerMailAttachment } from '../../../server/mail';
import { companyContext } from '../../../server/http/fields';
import { withTenant } from '../../../server/tenancy/with-tenant';
import { payslipPdf } from './payslip-pdf';
import { payslipViews } from './payslip-views';
import { payslips } from './tables';

export const PAYSLIP_PDF_ATTACHMENT = 'payroll.payslip_pdf';

export function payrollJobs(_jobs: JobRunner) {
  registerMailAttachment(PAYSLIP_PDF_ATTACHMENT, (db, a) =>
    withTenant(db, { companyId: a.companyId, userId: null }, async (tx) => {
      const { currency } = await companyContext(tx);
      const [row] = await tx.select().from(payslips).where(eq(payslips.id, a.ref));
      if (!row) throw new Error(`payslip ${a.ref} is gone`);
      const [view] = await payslipViews(tx, [row], currency);
      return { content: await payslipPdf(tx, view!, currency), contentType: 'application/pdf' };
    }),
  );
}
