// /api/payroll/reports/* (issue 19): the register and the cost of a month, social insurance per
// month of a year, the end-of-service liability as of a day; each as JSON (a ReportTable), or with
// format=xlsx|pdf as a download through finance's export. For readers of payroll (hr.payroll.read).
import type { OpenAPIHono } from '@hono/zod-openapi';
import { z } from '@hono/zod-openapi';
import { access } from '../../../server/http/access';
import type { AppEnv } from '../../../server/http/env';
import { isoDate, isoMonth } from '../../../server/http/fields';
import { fileResponse, jsonResponse, XLSX } from '../../../server/http/openapi';
import { tenantRoute } from '../../../server/http/route';
import { companyNames, exportResponse, reportTableOut, type ReportTable } from '../../finance/server';
import type { Tx } from '../../../server/db/client';
import { costReport, endOfServiceReport, insuranceReport, registerReport } from './reports';
import { whoOf } from './who';

const format = z.enum(['json', 'xlsx', 'pdf']).default('json');
type Ctx = Awaited<ReturnType<typeof whoOf>>;

const REPORTS: Array<{ slug: string; summary: string; query: z.ZodObject; build: (tx: Tx, q: Record<string, string>, who: Ctx) => Promise<ReportTable>; file: (q: Record<string, string>) => string }> = [
  {
    slug: 'register',
    summary: 'Payroll register of a month: each payslip’s gross, deductions, net and the employer’s insurance share',
    query: z.object({ month: isoMonth, format }),
    build: (tx, q, who) => registerReport(tx, q.month!, who.currency),
    file: (q) => `payroll-register-${q.month}`,
  },
  {
    slug: 'cost',
    summary: 'Payroll cost of a month by department and cost centre: salaries, allowances and the employer’s insurance',
    query: z.object({ month: isoMonth, format }),
    build: (tx, q, who) => costReport(tx, q.month!, who.currency),
    file: (q) => `payroll-cost-${q.month}`,
  },
  {
    slug: 'social-insurance',
    summary: 'Social insurance contributions per month of a year: insured employees, employees’ and employer’s shares',
    query: z.object({ year: z.coerce.number().int().min(2000, 'invalid_year').max(2100, 'invalid_year'), format }),
    build: (tx, q, who) => insuranceReport(tx, Number(q.year), who.currency),
    file: (q) => `social-insurance-${q.year}`,
  },
  {
    slug: 'end-of-service',
    summary: 'End-of-service liability as of a day: each employee’s gratuity if the employer ended the service then',
    query: z.object({ asOf: isoDate, format }),
    build: (tx, q, who) => endOfServiceReport(tx, q.asOf!, who),
    file: (q) => `end-of-service-${q.asOf}`,
  },
];

export function payrollReportRoutes(app: OpenAPIHono<AppEnv>) {
  for (const report of REPORTS) {
    tenantRoute(
      app,
      {
        method: 'get',
        path: `/api/payroll/reports/${report.slug}`,
        access: access.permission('hr.payroll.read'),
        summary: report.summary,
        request: { query: report.query },
        responses: { 200: { description: 'The report; with format=xlsx an Excel workbook, with format=pdf a PDF', content: { ...jsonResponse(reportTableOut, '').content, ...fileResponse('', XLSX, 'application/pdf').content } } },
      },
      async (c, { tx, companyId, lang, ...ctx }) => {
        const { format: as, ...q } = c.req.valid('query') as Record<string, string>;
        const who = await whoOf(tx, { companyId, lang, ...ctx });
        const table = await report.build(tx, q, who);
        if (as === 'json' || !as) return c.json(table, 200);
        return exportResponse(table, as as 'xlsx' | 'pdf', report.file(q), lang, await companyNames(tx, companyId));
      },
    );
  }
}
