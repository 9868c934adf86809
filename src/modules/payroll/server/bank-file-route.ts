// GET /api/payroll/runs/{id}/bank-file (issue 19, decision 059): the salary file of an approved or
// paid run. Where the company's country mandates a wage protection file (UAE and Qatar SIF, Oman,
// Saudi Arabia) that is the default (`format=wps`); everywhere `format=csv` gives the generic bank
// CSV. Nothing is handed over short: a missing employer identifier names the settings field, and
// each employee without a valid id, bank code or IBAN is named (409).
import { z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../../server/http/env';
import { access } from '../../../server/http/access';
import { AppError, notFound } from '../../../server/http/errors';
import { companyContext, idParam } from '../../../server/http/fields';
import { fileResponse } from '../../../server/http/openapi';
import { tenantRoute } from '../../../server/http/route';
import { message } from '../../../core/i18n/messages';
import { monthEnd } from '../../../core/assets';
import { bankTransferFile, WPS_FORMAT, wpsFile, type WpsEmployee } from '../../../core/payroll';
import { sumMoney } from '../../../core/money';
import { employeesForPayroll } from '../../hr/server';
import { payrollSettingsOf } from './settings';
import { profilesOf } from './structures';
import { payrollRuns, payslips, type PayslipFacts, type PayslipLineRow } from './tables';
import { whoOf } from './who';

type Method = 'bank_transfer' | 'cash' | 'cheque';

/** The company's wall-clock time, YYYY-MM-DDTHH:MM:SS (the WPS file's creation stamp). */
function localDateTime(now: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' }).format(now).replace(' ', 'T');
}

/** What a payslip pays, split the way the WPS files ask for it. */
function slipParts(lines: readonly PayslipLineRow[], facts: PayslipFacts) {
  const sum = (pick: (l: PayslipLineRow) => boolean) => sumMoney(lines.filter(pick).map((l) => l.amount));
  const earning = (code: string) => sum((l) => l.kind === 'earning' && l.code === code);
  return {
    basic: earning('basic'),
    housing: earning('housing'),
    transport: earning('transport'),
    overtime: sum((l) => l.kind === 'earning' && l.code.startsWith('overtime')),
    additions: sum((l) => l.kind === 'earning' && l.code.startsWith('addition_')),
    socialInsurance: sum((l) => l.kind === 'deduction' && l.code.startsWith('si_')),
    deductionLabels: lines.filter((l) => l.kind === 'deduction').map((l) => l.labelEn),
    overtimeHours: sumMoney([facts.overtimeHours, facts.restDayOvertimeHours]),
    paidDays: Math.max(0, facts.employedDays - facts.unpaidLeaveDays - facts.absentDays),
    unpaidLeaveDays: facts.unpaidLeaveDays,
  };
}

export function bankFileRoute(app: OpenAPIHono<AppEnv>) {
  tenantRoute(
    app,
    {
      method: 'get',
      path: '/api/payroll/runs/{id}/bank-file',
      access: access.permission('hr.payroll.write'),
      summary: 'The salary file of an approved run: the country’s wage protection file (UAE/Qatar SIF, Oman, Saudi) by default where it has one, else (or with format=csv) the generic bank CSV; 409 naming each missing employer or employee detail',
      request: { params: idParam, query: z.object({ format: z.enum(['wps', 'csv']).optional() }) },
      responses: { 200: fileResponse('The WPS file (SIF or text) or the bank CSV', 'text/plain', 'text/csv') },
    },
    async (c, { tx, ...ctx }) => {
      const { lang } = ctx;
      const { timezone } = await companyContext(tx);
      const who = await whoOf(tx, ctx);
      const wps = WPS_FORMAT[who.country];
      const format = c.req.valid('query').format ?? (wps ? 'wps' : 'csv');
      if (format === 'wps' && !wps) throw new AppError(400, 'payroll_wps_not_in_country');
      const [run] = await tx.select().from(payrollRuns).where(eq(payrollRuns.id, c.req.valid('param').id));
      if (!run) throw notFound();
      if (run.status === 'calculated') throw new AppError(409, 'payroll_bank_file_not_approved');
      const slips = await tx.select({ employeeId: payslips.employeeId, net: payslips.net, gross: payslips.gross, deductions: payslips.deductions, lines: payslips.lines, facts: payslips.facts }).from(payslips).where(eq(payslips.runId, run.id));
      const first = `${run.month}-01`;
      const last = monthEnd(run.month);
      const staff = new Map((await employeesForPayroll(tx, first, last)).map((e) => [e.id, e]));
      const profiles = await profilesOf(tx, slips.map((s) => s.employeeId));
      const headers = (filename: string, type: string) => ({ 'content-type': type, 'content-disposition': `attachment; filename="${filename}"`, 'cache-control': 'private, no-store' });

      if (format === 'csv') {
        const file = bankTransferFile(
          slips.flatMap((s) => {
            const e = staff.get(s.employeeId);
            return e ? [{ employeeNumber: e.employeeNumber, nameAr: e.nameAr, nameEn: e.nameEn, bankName: e.bankName, iban: e.iban, net: s.net, method: (profiles.get(s.employeeId)?.paymentMethod ?? 'bank_transfer') as Method }] : [];
          }),
          { month: run.month, currency: who.currency },
        );
        if (!file.ok) throw new AppError(409, 'payroll_bank_file_incomplete', Object.fromEntries(file.problems.map((p) => [p.employeeNumber, p.problem])), { count: file.problems.length });
        return new Response(file.csv, { headers: headers(`salaries-${run.month}.csv`, 'text/csv; charset=utf-8') });
      }

      const settings = await payrollSettingsOf(tx);
      const rows = slips.flatMap((s): WpsEmployee[] => {
        const e = staff.get(s.employeeId);
        if (!e) return [];
        const p = profiles.get(s.employeeId);
        const periodStart = e.hireDate && e.hireDate > first ? e.hireDate : first;
        const periodEnd = e.terminationDate && e.terminationDate < last ? e.terminationDate : last;
        return [{ employeeNumber: e.employeeNumber, nameAr: e.nameAr, nameEn: e.nameEn, personId: p?.wpsPersonId ?? null, bankCode: p?.bankCode ?? null, iban: e.iban, method: (p?.paymentMethod ?? 'bank_transfer') as Method, net: s.net, gross: s.gross, deductions: s.deductions, periodStart, periodEnd, ...slipParts(s.lines, s.facts) }];
      });
      const file = wpsFile(
        wps!,
        rows,
        { employerId: settings?.wpsEmployerId ?? null, payerId: settings?.wpsPayerId ?? null, payerBank: settings?.wpsPayerBank ?? null, payerAccount: settings?.wpsPayerAccount ?? null, legacyLayout: settings?.wpsLegacyLayout ?? false },
        { month: run.month, currency: who.currency, createdAt: localDateTime(new Date(), timezone), valueDate: run.paidOn ?? who.today },
      );
      if (!file.ok) {
        if (file.reason === 'currency') throw new AppError(409, 'payroll_wps_currency');
        if (file.reason === 'employer') throw new AppError(409, 'payroll_wps_settings_incomplete', file.fields);
        // Each employee's problems in one sentence, in the caller's language.
        const fields = Object.fromEntries(file.employees.map((p) => [p.employeeNumber, p.problems.map((code) => message(code as Parameters<typeof message>[0], lang)).join(lang === 'ar' ? '؛ ' : '; ')]));
        throw new AppError(409, 'payroll_wps_incomplete', fields, { count: file.employees.length });
      }
      return new Response(file.content, { headers: headers(file.filename, file.contentType) });
    },
  );
}
