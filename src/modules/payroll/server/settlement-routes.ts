// /api/payroll/settlements (issue 19, decision 058): an employee's end of service — figured
// first (preview: nothing written), then recorded (the employment ends and the entry posts), its
// bilingual PDF, and its payment. For whoever runs payroll (hr.payroll.write).
import type { OpenAPIHono } from '@hono/zod-openapi';
import { z } from '@hono/zod-openapi';
import { desc, eq } from 'drizzle-orm';
import type { Tx } from '../../../server/db/client';
import { access } from '../../../server/http/access';
import type { AppEnv } from '../../../server/http/env';
import { notFound } from '../../../server/http/errors';
import { companyContext, idParam } from '../../../server/http/fields';
import { fileResponse, jsonBody, jsonResponse } from '../../../server/http/openapi';
import { tenantRoute } from '../../../server/http/route';
import { currencyOut, dateOut, dateTimeOut, decimalOut } from '../../../server/http/row-schema';
import { pdfResponse } from '../../../server/pdf/render';
import { LEAVING_REASONS } from '../../../core/payroll';
import { parseMoney, type CurrencyCode } from '../../../core/money';
import { employeeCards } from '../../hr/server';
import { whoOf } from './who';
import { payInput } from './schemas';
import { figureSettlement, lineRows, paySettlement, recordSettlement, settlementInput } from './settlements';
import { settlementPdf } from './settlement-pdf';
import { finalSettlements, type SettlementLineRow } from './tables';

const manage = access.permission('hr.payroll.write');

const lineOut = z.object({ code: z.enum(['last_month', 'gratuity', 'leave', 'loan']), labelAr: z.string(), labelEn: z.string(), amount: decimalOut, sourceAr: z.string(), sourceEn: z.string() });
const gratuityOut = z.object({ amount: decimalOut, serviceDays: z.number().int(), serviceYears: z.string(), wage: decimalOut, why: z.string(), capped: z.boolean(), lawAr: z.string(), lawEn: z.string() });
const figuresOut = z.object({
  employeeId: z.string(),
  reason: z.enum(LEAVING_REASONS),
  lastDay: dateOut,
  unusedLeaveDays: z.string(),
  /** The month whose pay the settlement includes; null when an approved run paid it. */
  lastMonth: z.string().nullable(),
  lines: z.array(lineOut),
  gratuity: gratuityOut,
  total: decimalOut,
  currency: currencyOut,
});
export const settlementOut = figuresOut.extend({
  id: z.string(),
  settlementNumber: z.string(),
  employeeNumber: z.string(),
  nameAr: z.string(),
  nameEn: z.string(),
  hireDate: dateOut.nullable(),
  notes: z.string().nullable(),
  status: z.enum(['settled', 'paid']),
  paidOn: dateOut.nullable(),
  journalEntryId: z.string().nullable(),
  paymentEntryId: z.string().nullable(),
  createdAt: dateTimeOut,
});
export type SettlementView = z.infer<typeof settlementOut>;

const linesView = (lines: readonly SettlementLineRow[], c: CurrencyCode) => lines.map(({ ref: _ref, ...l }) => ({ ...l, amount: parseMoney(l.amount, c) }));

async function settlementViews(tx: Tx, rows: Array<typeof finalSettlements.$inferSelect>, currency: CurrencyCode): Promise<SettlementView[]> {
  const cards = await employeeCards(tx, rows.map((r) => r.employeeId));
  return rows.map((r) => {
    const card = cards.get(r.employeeId);
    return {
      id: r.id,
      settlementNumber: r.settlementNumber,
      employeeId: r.employeeId,
      employeeNumber: card?.employeeNumber ?? '',
      nameAr: card?.nameAr ?? '',
      nameEn: card?.nameEn ?? '',
      hireDate: card?.hireDate ?? null,
      reason: r.reason as SettlementView['reason'],
      lastDay: r.lastDay,
      unusedLeaveDays: r.unusedLeaveDays,
      lastMonth: r.lastMonth,
      lines: linesView(r.lines, currency),
      gratuity: { ...r.gratuity, amount: parseMoney(r.gratuity.amount, currency), wage: parseMoney(r.gratuity.wage, currency) },
      total: parseMoney(r.total, currency),
      notes: r.notes,
      status: r.status as 'settled' | 'paid',
      paidOn: r.paidOn,
      journalEntryId: r.journalEntryId,
      paymentEntryId: r.paymentEntryId,
      createdAt: r.createdAt.toISOString(),
      currency,
    };
  });
}

async function readSettlement(tx: Tx, id: string, currency: CurrencyCode) {
  const [row] = await tx.select().from(finalSettlements).where(eq(finalSettlements.id, id));
  if (!row) throw notFound();
  return (await settlementViews(tx, [row], currency))[0]!;
}

export function settlementRoutes(app: OpenAPIHono<AppEnv>) {
  tenantRoute(
    app,
    { method: 'get', path: '/api/payroll/settlements', access: manage, summary: 'Final settlements, newest first', responses: { 200: jsonResponse(z.object({ items: z.array(settlementOut) }), 'Settlements') } },
    async (c, { tx }) => {
      const { currency } = await companyContext(tx);
      const rows = await tx.select().from(finalSettlements).orderBy(desc(finalSettlements.lastDay), desc(finalSettlements.settlementNumber));
      return c.json({ items: await settlementViews(tx, rows, currency) }, 200);
    },
  );

  tenantRoute(
    app,
    {
      method: 'post',
      path: '/api/payroll/settlements/preview',
      access: manage,
      summary: 'Figure an employee’s final settlement for a reason and a last day (last month, gratuity, unused leave, loans) without recording it',
      request: jsonBody(settlementInput),
      responses: { 200: jsonResponse(figuresOut, 'Figures') },
    },
    async (c, { tx, ...ctx }) => {
      const who = await whoOf(tx, ctx);
      const input = c.req.valid('json');
      const f = await figureSettlement(tx, input, who);
      const g = f.settlement.gratuity;
      return c.json(
        {
          employeeId: f.employee.id,
          reason: input.reason,
          lastDay: input.lastDay,
          unusedLeaveDays: f.unusedLeaveDays,
          lastMonth: f.lastMonth,
          lines: linesView(lineRows(f.settlement), who.currency),
          gratuity: { amount: parseMoney(g.amount, who.currency), serviceDays: g.serviceDays, serviceYears: g.serviceYears, wage: parseMoney(g.wage, who.currency), why: g.why, capped: g.capped, lawAr: g.law.ar, lawEn: g.law.en },
          total: parseMoney(f.settlement.total, who.currency),
          currency: who.currency,
        },
        200,
      );
    },
  );

  tenantRoute(
    app,
    {
      method: 'post',
      path: '/api/payroll/settlements',
      access: manage,
      summary: 'Record an employee’s end of service: the settlement is posted, loans are closed, the employee becomes inactive and loses system access',
      request: jsonBody(settlementInput),
      responses: { 201: jsonResponse(settlementOut, 'Recorded') },
    },
    async (c, { tx, ...ctx }) => {
      const who = await whoOf(tx, ctx);
      const row = await recordSettlement(tx, c.req.valid('json'), who);
      return c.json(await readSettlement(tx, row.id, who.currency), 201);
    },
  );

  tenantRoute(
    app,
    { method: 'get', path: '/api/payroll/settlements/{id}', access: manage, summary: 'One final settlement', request: { params: idParam }, responses: { 200: jsonResponse(settlementOut, 'Settlement') } },
    async (c, { tx }) => {
      const { currency } = await companyContext(tx);
      return c.json(await readSettlement(tx, c.req.valid('param').id, currency), 200);
    },
  );

  tenantRoute(
    app,
    { method: 'get', path: '/api/payroll/settlements/{id}/pdf', access: manage, summary: 'The final settlement as a bilingual PDF', request: { params: idParam }, responses: { 200: fileResponse('PDF', 'application/pdf') } },
    async (c, { tx }) => {
      const { currency } = await companyContext(tx);
      const view = await readSettlement(tx, c.req.valid('param').id, currency);
      return pdfResponse(await settlementPdf(tx, view, currency), `settlement-${view.settlementNumber}.pdf`);
    },
  );

  tenantRoute(
    app,
    { method: 'post', path: '/api/payroll/settlements/{id}/pay', access: manage, summary: 'Record a final settlement as paid on a day', request: { params: idParam, ...jsonBody(payInput) }, responses: { 200: jsonResponse(settlementOut, 'Settlement') } },
    async (c, { tx, ...ctx }) => {
      const who = await whoOf(tx, ctx);
      const { id } = c.req.valid('param');
      await paySettlement(tx, id, c.req.valid('json').paidOn, who);
      return c.json(await readSettlement(tx, id, who.currency), 200);
    },
  );
}
