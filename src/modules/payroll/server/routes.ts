// /api/payroll (issue 19, decision 056): salary structures, pay profiles and loans per employee;
// the monthly runs (create = calculate, recalculate, approve, record paid) with their payslips;
// and each employee's own payslips. Colleagues' pay is for whoever runs payroll
// (hr.payroll.write: company admin, manager, accountant — DECISIONS 18); an employee reads only
// their own payslips of approved runs.
import type { OpenAPIHono } from '@hono/zod-openapi';
import { z } from '@hono/zod-openapi';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../../server/db/client';
import { access } from '../../../server/http/access';
import type { AppEnv } from '../../../server/http/env';
import { notFound } from '../../../server/http/errors';
import { companyContext, idParam } from '../../../server/http/fields';
import { fileResponse, jsonBody, jsonResponse } from '../../../server/http/openapi';
import { pdfResponse } from '../../../server/pdf/render';
import { tenantRoute, type TenantCtx } from '../../../server/http/route';
import { checkPermission } from '../../../core/permissions';
import { accessSubject } from '../../../server/tenancy/actor';
import { parseMoney, sumMoney, type CurrencyCode } from '../../../core/money';
import { employeeForPayroll, employeeOfUser, employeesForPayroll } from '../../hr/server';
import { addStructure, createLoan, profileOf, setProfile } from './pay-service';
import { approveRun, createRun, markRunPaid, recalculateRun } from './runs';
import { whoOf } from './who';
import { mailPayslipNotices } from './payslip-mail';
import { settlementRoutes } from './settlement-routes';
import { payrollSettingsRoutes } from './settings-routes';
import { payrollReportRoutes } from './report-routes';
import { employeePayListOut, employeePayOut, loanInput, loanOut, payInput, payslipListOut, payslipOut, profileInput, runDetailOut, runInput, runListOut, runOut, structureInput, structureOut } from './schemas';
import { payslipPdf } from './payslip-pdf';
import { payslipViews } from './payslip-views';
import { bankFileRoute } from './bank-file-route';
import { adjustmentRoutes } from './adjustment-routes';
import { openLoans, profilesOf, structureHistory, structuresOn } from './structures';
import { payrollRuns, payslips } from './tables';

const manage = access.permission('hr.payroll.write');

const money = (v: string, c: CurrencyCode) => parseMoney(v, c);
const runView = (r: typeof payrollRuns.$inferSelect, currency: CurrencyCode) => ({
  id: r.id,
  month: r.month,
  status: r.status as 'calculated' | 'approved' | 'paid',
  employeeCount: r.employeeCount,
  gross: money(r.gross, currency),
  deductions: money(r.deductions, currency),
  net: money(r.net, currency),
  employerContributions: money(r.employerContributions, currency),
  calculatedAt: r.calculatedAt.toISOString(),
  approvedAt: r.approvedAt?.toISOString() ?? null,
  paidOn: r.paidOn,
  accrualEntryId: r.accrualEntryId,
  paymentEntryId: r.paymentEntryId,
  currency,
});

/** A payslip for its reader: whoever runs payroll reads any; an employee only their own of an approved run (else 404). */
async function readPayslip(tx: Tx, id: string, actor: TenantCtx['actor'], currency: CurrencyCode) {
  const [row] = await tx.select().from(payslips).where(eq(payslips.id, id));
  if (!row) throw notFound();
  const [view] = await payslipViews(tx, [row], currency);
  const runsPayroll = checkPermission(accessSubject(actor), 'hr.payroll.write').ok;
  if (!runsPayroll && ((await employeeOfUser(tx, actor.userId)) !== row.employeeId || view!.status === 'calculated')) throw notFound();
  return view!;
}

const itemsOut = (items: Array<{ labelAr: string; labelEn: string | null; amount: string }>, c: CurrencyCode) => items.map((i) => ({ ...i, amount: money(i.amount, c) }));

export function payrollRoutes(app: OpenAPIHono<AppEnv>) {
  bankFileRoute(app);
  adjustmentRoutes(app);
  settlementRoutes(app);
  payrollSettingsRoutes(app);
  payrollReportRoutes(app);
  tenantRoute(
    app,
    { method: 'get', path: '/api/payroll/runs', access: manage, summary: 'Payroll runs, newest month first', responses: { 200: jsonResponse(runListOut, 'Runs') } },
    async (c, { tx }) => {
      const { currency } = await companyContext(tx);
      const rows = await tx.select().from(payrollRuns).orderBy(desc(payrollRuns.month));
      return c.json({ items: rows.map((r) => runView(r, currency)) }, 200);
    },
  );

  tenantRoute(
    app,
    { method: 'post', path: '/api/payroll/runs', access: manage, summary: 'Create and calculate the run of a month from its attendance, leave, salary structures and loans; a month run already, or not started, is refused', request: jsonBody(runInput), responses: { 201: jsonResponse(runOut, 'Calculated') } },
    async (c, { tx, ...ctx }) => {
      const who = await whoOf(tx, ctx);
      return c.json(runView(await createRun(tx, c.req.valid('json').month, who), who.currency), 201);
    },
  );

  tenantRoute(
    app,
    { method: 'get', path: '/api/payroll/runs/{id}', access: manage, summary: 'A run with every payslip and its lines', request: { params: idParam }, responses: { 200: jsonResponse(runDetailOut, 'Run') } },
    async (c, { tx }) => {
      const { currency } = await companyContext(tx);
      const [run] = await tx.select().from(payrollRuns).where(eq(payrollRuns.id, c.req.valid('param').id));
      if (!run) throw notFound();
      const rows = await tx.select().from(payslips).where(eq(payslips.runId, run.id));
      const views = (await payslipViews(tx, rows, currency)).sort((a, b) => a.employeeNumber.localeCompare(b.employeeNumber));
      return c.json({ ...runView(run, currency), payslips: views }, 200);
    },
  );

  for (const [action, summary, handler] of [
    ['recalculate', 'Recalculate a run not yet approved from the current facts', recalculateRun],
    ['approve', 'Approve a calculated run: from now on nothing in it changes; each employee with an account is told by mail that their payslip is ready', approveRun],
  ] as const) {
    tenantRoute(
      app,
      { method: 'post', path: `/api/payroll/runs/{id}/${action}`, access: manage, summary, request: { params: idParam }, responses: { 200: jsonResponse(runOut, 'Run') } },
      async (c, { tx, ...ctx }) => {
        const who = await whoOf(tx, ctx);
        const run = await handler(tx, c.req.valid('param').id, who);
        if (action === 'approve') await mailPayslipNotices(tx, run, new URL(c.req.url).origin);
        return c.json(runView(run, who.currency), 200);
      },
    );
  }

  tenantRoute(
    app,
    { method: 'post', path: '/api/payroll/runs/{id}/pay', access: manage, summary: 'Record an approved run as paid on a day', request: { params: idParam, ...jsonBody(payInput) }, responses: { 200: jsonResponse(runOut, 'Run') } },
    async (c, { tx, ...ctx }) => {
      const who = await whoOf(tx, ctx);
      return c.json(runView(await markRunPaid(tx, c.req.valid('param').id, c.req.valid('json').paidOn, who), who.currency), 200);
    },
  );

  tenantRoute(
    app,
    { method: 'get', path: '/api/payroll/my-payslips', access: access.member, summary: 'The signed-in employee’s own payslips of approved runs, newest first', responses: { 200: jsonResponse(payslipListOut, 'Payslips') } },
    async (c, { tx, actor }) => {
      const { currency } = await companyContext(tx);
      const own = await employeeOfUser(tx, actor.userId);
      if (!own) return c.json({ items: [] }, 200);
      const rows = await tx
        .select({ p: payslips })
        .from(payslips)
        .innerJoin(payrollRuns, eq(payrollRuns.id, payslips.runId))
        .where(and(eq(payslips.employeeId, own), inArray(payrollRuns.status, ['approved', 'paid'])))
        .orderBy(desc(payslips.month));
      return c.json({ items: await payslipViews(tx, rows.map((r) => r.p), currency) }, 200);
    },
  );

  tenantRoute(
    app,
    { method: 'get', path: '/api/payroll/payslips/{id}', access: access.member, summary: 'One payslip: the employee’s own of an approved run, or any for whoever runs payroll', request: { params: idParam }, responses: { 200: jsonResponse(payslipOut, 'Payslip') } },
    async (c, { tx, actor }) => {
      const { currency } = await companyContext(tx);
      return c.json(await readPayslip(tx, c.req.valid('param').id, actor, currency), 200);
    },
  );

  tenantRoute(
    app,
    { method: 'get', path: '/api/payroll/payslips/{id}/pdf', access: access.member, summary: 'One payslip as a bilingual PDF, for the same readers as the payslip', request: { params: idParam }, responses: { 200: fileResponse('PDF', 'application/pdf') } },
    async (c, { tx, actor }) => {
      const { currency } = await companyContext(tx);
      const view = await readPayslip(tx, c.req.valid('param').id, actor, currency);
      return pdfResponse(await payslipPdf(tx, view, currency), `payslip-${view.employeeNumber}-${view.month}.pdf`);
    },
  );

  tenantRoute(
    app,
    { method: 'get', path: '/api/payroll/employees', access: manage, summary: 'Staff employed today with the pay structure in effect and what they still owe on loans', responses: { 200: jsonResponse(employeePayListOut, 'Employees') } },
    async (c, { tx, ...ctx }) => {
      const who = await whoOf(tx, ctx);
      const staff = await employeesForPayroll(tx, who.today, who.today);
      const ids = staff.map((e) => e.id);
      const structures = await structuresOn(tx, staff, who.today);
      const profiles = await profilesOf(tx, ids);
      const owed = new Map<string, string>();
      for (const l of await openLoans(tx, ids)) owed.set(l.employeeId, sumMoney([owed.get(l.employeeId) ?? '0', l.balance]));
      const items = staff.map((e) => {
        const s = structures.get(e.id)!;
        return {
          employeeId: e.id,
          employeeNumber: e.employeeNumber,
          nameAr: e.nameAr,
          nameEn: e.nameEn,
          national: profiles.get(e.id)?.nationality === who.country,
          basic: money(s.basic, who.currency),
          housing: money(s.housing, who.currency),
          transport: money(s.transport, who.currency),
          fixedPay: money(sumMoney([s.basic, s.housing, s.transport, ...s.otherAllowances.map((a) => a.amount)]), who.currency),
          fromHrRecord: s.fromHrRecord,
          effectiveFrom: s.effectiveFrom,
          loanBalance: money(owed.get(e.id) ?? '0', who.currency),
        };
      });
      return c.json({ items, currency: who.currency }, 200);
    },
  );

  tenantRoute(
    app,
    { method: 'get', path: '/api/payroll/employees/{id}', access: manage, summary: 'An employee’s pay: profile, the structure in effect today, its history and open loans', request: { params: idParam }, responses: { 200: jsonResponse(employeePayOut, 'Pay') } },
    async (c, { tx, ...ctx }) => {
      const who = await whoOf(tx, ctx);
      const id = c.req.valid('param').id;
      const employee = await employeeForPayroll(tx, id);
      if (!employee) throw notFound();
      const current = (await structuresOn(tx, [employee], who.today)).get(id)!;
      const profile = await profileOf(tx, id);
      const history = await structureHistory(tx, id);
      const loans = await openLoans(tx, [id]);
      return c.json(
        {
          employeeId: id,
          profile: { nationality: profile?.nationality ?? null, paymentMethod: profile?.paymentMethod ?? 'bank_transfer', wpsPersonId: profile?.wpsPersonId ?? null, bankCode: profile?.bankCode ?? null, costCenterId: profile?.costCenterId ?? null, national: profile?.nationality === who.country },
          current: { ...current, basic: money(current.basic, who.currency), housing: money(current.housing, who.currency), transport: money(current.transport, who.currency), otherAllowances: itemsOut(current.otherAllowances, who.currency), fixedDeductions: itemsOut(current.fixedDeductions, who.currency) },
          history: history.map((h) => ({ id: h.id, effectiveFrom: h.effectiveFrom, basic: money(h.basic, who.currency), housing: money(h.housing, who.currency), transport: money(h.transport, who.currency), otherAllowances: itemsOut(h.otherAllowances, who.currency), fixedDeductions: itemsOut(h.fixedDeductions, who.currency), reason: h.reason, createdAt: h.createdAt.toISOString() })),
          loans: loans.map((l) => ({ id: l.id, loanNumber: l.loanNumber, kind: l.kind, amount: money(l.amount, who.currency), instalment: money(l.instalment, who.currency), firstMonth: l.firstMonth, repaid: money(l.repaid, who.currency), balance: money(l.balance, who.currency) })),
          currency: who.currency,
        },
        200,
      );
    },
  );

  tenantRoute(
    app,
    { method: 'post', path: '/api/payroll/employees/{id}/structures', access: manage, summary: 'A new salary structure from a day (a raise); the earlier ones stay as history', request: { params: idParam, ...jsonBody(structureInput) }, responses: { 201: jsonResponse(structureOut, 'Created') } },
    async (c, { tx, ...ctx }) => {
      const who = await whoOf(tx, ctx);
      const h = await addStructure(tx, c.req.valid('param').id, c.req.valid('json'), who);
      return c.json({ id: h.id, effectiveFrom: h.effectiveFrom, basic: money(h.basic, who.currency), housing: money(h.housing, who.currency), transport: money(h.transport, who.currency), otherAllowances: itemsOut(h.otherAllowances, who.currency), fixedDeductions: itemsOut(h.fixedDeductions, who.currency), reason: h.reason, createdAt: h.createdAt.toISOString() }, 201);
    },
  );

  tenantRoute(
    app,
    { method: 'put', path: '/api/payroll/employees/{id}/profile', access: manage, summary: 'Set an employee’s nationality (social insurance), payment method, WPS id and cost centre', request: { params: idParam, ...jsonBody(profileInput) }, responses: { 200: jsonResponse(z.object({ nationality: z.string().nullable(), paymentMethod: z.string(), wpsPersonId: z.string().nullable(), bankCode: z.string().nullable(), costCenterId: z.string().nullable() }), 'Saved') } },
    async (c, { tx, ...ctx }) => {
      const p = await setProfile(tx, c.req.valid('param').id, c.req.valid('json'), await whoOf(tx, ctx));
      return c.json({ nationality: p.nationality, paymentMethod: p.paymentMethod, wpsPersonId: p.wpsPersonId, bankCode: p.bankCode, costCenterId: p.costCenterId }, 200);
    },
  );

  tenantRoute(
    app,
    { method: 'post', path: '/api/payroll/loans', access: manage, summary: 'Lend an employee money, or advance salary, repaid by a monthly instalment from the runs from a month on', request: jsonBody(loanInput), responses: { 201: jsonResponse(loanOut, 'Created') } },
    async (c, { tx, ...ctx }) => {
      const who = await whoOf(tx, ctx);
      const l = await createLoan(tx, c.req.valid('json'), who);
      return c.json({ id: l.id, loanNumber: l.loanNumber, employeeId: l.employeeId, kind: l.kind, amount: money(l.amount, who.currency), instalment: money(l.instalment, who.currency), firstMonth: l.firstMonth, grantedOn: l.grantedOn, journalEntryId: l.journalEntryId, currency: who.currency }, 201);
    },
  );
}
