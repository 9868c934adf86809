// GET /api/payroll/runs/{id}/bank-file (issue 19): the run's bank transfer file, for an approved
// or paid run; refused with every employee whose IBAN is missing or wrong named (409) so the file
// a bank receives is never short of anyone.
import { eq } from 'drizzle-orm';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../../server/http/env';
import { access } from '../../../server/http/access';
import { AppError, notFound } from '../../../server/http/errors';
import { companyContext, idParam } from '../../../server/http/fields';
import { fileResponse } from '../../../server/http/openapi';
import { tenantRoute } from '../../../server/http/route';
import { monthEnd } from '../../../core/assets';
import { bankTransferFile } from '../../../core/payroll';
import { employeesForPayroll } from '../../hr/server';
import { profilesOf } from './structures';
import { payrollRuns, payslips } from './tables';

export function bankFileRoute(app: OpenAPIHono<AppEnv>) {
  tenantRoute(
    app,
    {
      method: 'get',
      path: '/api/payroll/runs/{id}/bank-file',
      access: access.permission('hr.payroll.write'),
      summary: 'The bank transfer file (CSV) of an approved run: one row per employee paid by transfer; 409 naming each employee without a valid IBAN',
      request: { params: idParam },
      responses: { 200: fileResponse('CSV', 'text/csv') },
    },
    async (c, { tx }) => {
      const { currency } = await companyContext(tx);
      const [run] = await tx.select().from(payrollRuns).where(eq(payrollRuns.id, c.req.valid('param').id));
      if (!run) throw notFound();
      if (run.status === 'calculated') throw new AppError(409, 'payroll_bank_file_not_approved');
      const slips = await tx.select({ employeeId: payslips.employeeId, net: payslips.net }).from(payslips).where(eq(payslips.runId, run.id));
      const staff = new Map((await employeesForPayroll(tx, `${run.month}-01`, monthEnd(run.month))).map((e) => [e.id, e]));
      const profiles = await profilesOf(tx, slips.map((s) => s.employeeId));
      const file = bankTransferFile(
        slips.flatMap((s) => {
          const e = staff.get(s.employeeId);
          return e ? [{ employeeNumber: e.employeeNumber, nameAr: e.nameAr, nameEn: e.nameEn, bankName: e.bankName, iban: e.iban, net: s.net, method: (profiles.get(s.employeeId)?.paymentMethod ?? 'bank_transfer') as 'bank_transfer' | 'cash' | 'cheque' }] : [];
        }),
        { month: run.month, currency },
      );
      if (!file.ok) throw new AppError(409, 'payroll_bank_file_incomplete', Object.fromEntries(file.problems.map((p) => [p.employeeNumber, p.problem])), { count: file.problems.length });
      return new Response(file.csv, {
        headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="salaries-${run.month}.csv"`, 'cache-control': 'private, no-store' },
      });
    },
  );
}
