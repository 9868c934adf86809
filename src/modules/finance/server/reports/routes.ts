// /api/finance/reports/*: the financial statements, each as JSON, or with format=xlsx|pdf as a
// download of its ReportTable; and /api/finance/overview. Permission reports.financial.view.
import type { OpenAPIHono } from '@hono/zod-openapi';
import { z } from '@hono/zod-openapi';
import { and, asc, eq } from 'drizzle-orm';
import { costCenters } from '../accounts/tables';
import { access } from '../../../../server/http/access';
import type { AppEnv } from '../../../../server/http/env';
import { companyContext, isoDate, uuidRef } from '../../../../server/http/fields';
import { fileResponse, jsonResponse, XLSX } from '../../../../server/http/openapi';
import { tenantRoute } from '../../../../server/http/route';
import type { Tx } from '../../../../server/db/client';
import { companies } from '../../../../server/db/schema';
import { agingReport } from './aging';
import { analysisRange, financialAnalysis } from './analysis';
import { agingTable } from './aging-table';
import { balanceSheet } from './balance-sheet';
import { trialBalance } from './trial-balance';
import { cashFlow } from './cash-flow';
import { defaultRange } from './chart';
import { reportContext } from './context';
import { exportResponse } from './export';
import { generalLedger, ledgerTable } from './general-ledger';
import { incomeStatement } from './income-statement';
import { financeOverview } from './overview';
import { parseReportQuery, reportQueryFields, type RawReportQuery } from './period';
import { agingOut, analysisOut, balanceSheetOut, cashFlowOut, generalLedgerOut, incomeStatementOut, overviewOut, reportOptionsOut, trialBalanceOut, vatReturnOut } from './schemas';
import { vatReturn } from './vat-return';
import type { ReportTable } from './table';

const view = access.permission('reports.financial.view');
const both = (schema: z.ZodTypeAny, what: string) => ({
  200: { description: `${what}; with format=xlsx an Excel workbook, with format=pdf a PDF`, content: { ...jsonResponse(schema, '').content, ...fileResponse('', XLSX, 'application/pdf').content } },
});

export async function companyNames(tx: Tx, companyId: string) {
  const [c] = await tx.select({ ar: companies.nameAr, en: companies.name }).from(companies).where(eq(companies.id, companyId));
  return { ar: c?.ar ?? c?.en ?? '', en: c?.en ?? '' };
}

type Statement = (ctx: Awaited<ReturnType<typeof reportContext>>) => Promise<{ table: ReportTable }>;
const STATEMENTS: Array<{ slug: string; summary: string; schema: z.ZodTypeAny; build: Statement }> = [
  { slug: 'trial-balance', summary: 'Trial balance: opening, movement and closing per posting account', schema: trialBalanceOut, build: trialBalance },
  { slug: 'income-statement', summary: 'Income statement: revenue and expenses by the chart’s tree, net result', schema: incomeStatementOut, build: incomeStatement },
  { slug: 'balance-sheet', summary: 'Balance sheet as of `to`: assets = liabilities + equity with the unclosed result', schema: balanceSheetOut, build: balanceSheet },
  { slug: 'cash-flow', summary: 'Cash-flow statement (indirect method)', schema: cashFlowOut, build: cashFlow },
  { slug: 'vat-return', summary: 'VAT return: taxable sales and output VAT, purchases and input VAT, net payable, reconciled to the VAT accounts', schema: vatReturnOut, build: vatReturn },
];

export function reportRoutes(app: OpenAPIHono<AppEnv>) {
  for (const s of STATEMENTS) {
    tenantRoute(
      app,
      { method: 'get', path: `/api/finance/reports/${s.slug}`, access: view, summary: s.summary, request: { query: z.object(reportQueryFields) }, responses: both(s.schema, s.summary) },
      async (c, { tx, companyId, lang }) => {
        const q = parseReportQuery(c.req.valid('query') as RawReportQuery, await defaultRange(tx, companyId));
        const report = await s.build(await reportContext(tx, companyId, q));
        if (q.format === 'json') return c.json(report, 200);
        return exportResponse(report.table, q.format, `${s.slug}-${q.range.from}-${q.range.to}`, lang, await companyNames(tx, companyId));
      },
    );
  }

  tenantRoute(
    app,
    {
      method: 'get',
      path: '/api/finance/reports/general-ledger',
      access: view,
      summary: 'General ledger of one account: opening, lines with running balance (keyset pages), closing',
      request: {
        query: z.object({ ...reportQueryFields, accountId: uuidRef, cursor: z.string().max(300).optional(), limit: z.coerce.number().int().min(1).max(500).default(100) }),
      },
      responses: both(generalLedgerOut, 'General ledger'),
    },
    async (c, { tx, companyId, lang }) => {
      const raw = c.req.valid('query');
      const q = parseReportQuery(raw as RawReportQuery, await defaultRange(tx, companyId));
      const ctx = await reportContext(tx, companyId, q);
      if (q.format === 'json') return c.json(await generalLedger(ctx, raw.accountId, raw.cursor ?? null, raw.limit), 200);
      // An export is the range in one page, up to what a file can reasonably hold (a PDF of a
      // busy account's year would run to thousands of pages); past that the subtitle says so.
      const cap = q.format === 'pdf' ? 5_000 : 100_000;
      const gl = await generalLedger(ctx, raw.accountId, null, cap);
      const table = ledgerTable(ctx, gl);
      if (gl.nextCursor) table.subtitle = { ar: `${table.subtitle.ar} — أول ${cap} سطر فقط: ضيّق الفترة`, en: `${table.subtitle.en} — first ${cap} lines only: narrow the period` };
      return exportResponse(table, q.format, `ledger-${gl.account.code}-${q.range.from}-${q.range.to}`, lang, await companyNames(tx, companyId));
    },
  );

  tenantRoute(
    app,
    {
      method: 'get',
      path: '/api/finance/reports/aging',
      access: view,
      summary: 'Receivables aging on a date (0–30, 31–60, 61–90, 90+ days past due) per customer, beside the receivables account balance',
      request: { query: z.object({ ...reportQueryFields, asOf: isoDate.optional().describe('The day; `to`, else today, when absent'), customerId: uuidRef.optional() }) },
      responses: both(agingOut, 'Receivables aging'),
    },
    async (c, { tx, companyId, lang }) => {
      const q = c.req.valid('query');
      const { currency, today } = await companyContext(tx);
      const asOf = q.asOf ?? q.to ?? today;
      // The shared party filter names a customer the same way the other reports do.
      const customerId = q.customerId ?? (q.partyType === 'customer' ? q.partyId : undefined) ?? null;
      const aging = await agingReport(tx, { companyId, asOf, customerId, currency });
      const table = agingTable(aging);
      if (q.format === 'json') return c.json({ ...aging, table }, 200);
      return exportResponse(table, q.format, `aging-${asOf}`, lang, await companyNames(tx, companyId));
    },
  );

  tenantRoute(
    app,
    {
      method: 'get',
      path: '/api/finance/reports/options',
      access: view,
      summary: 'What the report filters offer: the company’s cost centres',
      responses: { 200: jsonResponse(reportOptionsOut, 'Filter options') },
    },
    async (c, { tx, companyId }) => {
      const items = await tx
        .select({ id: costCenters.id, code: costCenters.code, nameAr: costCenters.nameAr, nameEn: costCenters.nameEn })
        .from(costCenters)
        .where(and(eq(costCenters.companyId, companyId), eq(costCenters.isActive, true)))
        .orderBy(asc(costCenters.code));
      return c.json({ costCenters: items }, 200);
    },
  );

  tenantRoute(
    app,
    {
      method: 'get',
      path: '/api/finance/reports/analysis',
      access: view,
      summary: 'Financial analysis: revenue, expense, result and margin by month; current and quick ratios, cash, receivables, payables, DSO and receivables turnover as of `to`',
      request: { query: z.object({ from: isoDate.optional().describe('First day; 11 months before the month of `to` when absent'), to: isoDate.optional().describe('Last day; today when absent') }) },
      responses: { 200: jsonResponse(analysisOut, 'Financial analysis') },
    },
    async (c, { tx, companyId }) => {
      const { currency, today } = await companyContext(tx);
      return c.json(await financialAnalysis(tx, companyId, currency, analysisRange(c.req.valid('query'), today)), 200);
    },
  );

  tenantRoute(
    app,
    {
      method: 'get',
      path: '/api/finance/overview',
      access: view,
      summary: 'Cash, receivables, payables, this month’s revenue and expenses, drafts and missing mappings',
      request: { query: z.object({ date: isoDate.optional().describe('As of this day; today when absent') }) },
      responses: { 200: jsonResponse(overviewOut, 'Finance overview') },
    },
    async (c, { tx, companyId }) => {
      const { currency, today } = await companyContext(tx);
      return c.json(await financeOverview(tx, companyId, currency, c.req.valid('query').date ?? today), 200);
    },
  );
}
