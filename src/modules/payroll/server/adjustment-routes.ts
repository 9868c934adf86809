// /api/payroll/adjustments (issue 19): a month's one-off additions and deductions and the
// corrections of approved months, listed, added and removed by whoever runs payroll.
import type { OpenAPIHono } from '@hono/zod-openapi';
import { z } from '@hono/zod-openapi';
import { access } from '../../../server/http/access';
import type { AppEnv } from '../../../server/http/env';
import { idParam, isoMonth } from '../../../server/http/fields';
import { jsonBody, jsonResponse } from '../../../server/http/openapi';
import { tenantRoute } from '../../../server/http/route';
import { currencyOut, dateTimeOut, decimalOut } from '../../../server/http/row-schema';
import { parseMoney, type CurrencyCode } from '../../../core/money';
import { employeeCards } from '../../hr/server';
import { addAdjustment, adjustmentInput, removeAdjustment } from './adjustments';
import { adjustmentsOfMonth } from './structures';
import type { payAdjustments } from './tables';
import { whoOf } from './who';

const manage = access.permission('hr.payroll.write');

const adjustmentOut = z
  .object({
    id: z.string(),
    employeeId: z.string(),
    employeeNumber: z.string(),
    nameAr: z.string(),
    nameEn: z.string(),
    month: z.string(),
    kind: z.enum(['addition', 'deduction']),
    labelAr: z.string(),
    labelEn: z.string().nullable(),
    amount: decimalOut,
    correctsMonth: z.string().nullable(),
    reason: z.string().nullable(),
    createdAt: dateTimeOut,
    currency: currencyOut,
  })
  .openapi('PayAdjustment');

type Row = typeof payAdjustments.$inferSelect;
const view = (a: Row, card: { employeeNumber: string; nameAr: string; nameEn: string } | undefined, currency: CurrencyCode) => ({
  id: a.id,
  employeeId: a.employeeId,
  employeeNumber: card?.employeeNumber ?? '',
  nameAr: card?.nameAr ?? '',
  nameEn: card?.nameEn ?? '',
  month: a.month,
  kind: a.kind as 'addition' | 'deduction',
  labelAr: a.labelAr,
  labelEn: a.labelEn,
  amount: parseMoney(a.amount, currency),
  correctsMonth: a.correctsMonth,
  reason: a.reason,
  createdAt: a.createdAt.toISOString(),
  currency,
});

export function adjustmentRoutes(app: OpenAPIHono<AppEnv>) {
  tenantRoute(
    app,
    {
      method: 'get',
      path: '/api/payroll/adjustments',
      access: manage,
      summary: 'The one-off additions and deductions of a month’s run, corrections of approved months included',
      request: { query: z.object({ month: isoMonth }) },
      responses: { 200: jsonResponse(z.object({ items: z.array(adjustmentOut) }), 'Adjustments') },
    },
    async (c, { tx, ...ctx }) => {
      const who = await whoOf(tx, ctx);
      const rows = await adjustmentsOfMonth(tx, c.req.valid('query').month);
      const cards = await employeeCards(tx, rows.map((r) => r.employeeId));
      return c.json({ items: rows.map((r) => view(r, cards.get(r.employeeId), who.currency)) }, 200);
    },
  );

  tenantRoute(
    app,
    {
      method: 'post',
      path: '/api/payroll/adjustments',
      access: manage,
      summary: 'Add a one-off addition or deduction (or a correction of an approved month) to a month not yet approved; a calculated run of that month is figured again',
      request: jsonBody(adjustmentInput),
      responses: { 201: jsonResponse(adjustmentOut, 'Added') },
    },
    async (c, { tx, ...ctx }) => {
      const who = await whoOf(tx, ctx);
      const row = await addAdjustment(tx, c.req.valid('json'), who);
      const cards = await employeeCards(tx, [row.employeeId]);
      return c.json(view(row, cards.get(row.employeeId), who.currency), 201);
    },
  );

  tenantRoute(
    app,
    {
      method: 'delete',
      path: '/api/payroll/adjustments/{id}',
      access: manage,
      summary: 'Remove an adjustment of a month not yet approved; a calculated run of that month is figured again',
      request: { params: idParam },
      responses: { 200: jsonResponse(z.object({ deleted: z.literal(true) }), 'Removed') },
    },
    async (c, { tx, ...ctx }) => {
      await removeAdjustment(tx, c.req.valid('param').id, await whoOf(tx, ctx));
      return c.json({ deleted: true as const }, 200);
    },
  );
}
