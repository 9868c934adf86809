// /api/traffic-violations: list, read, capture, import (read the sheet, then import the mapped
// rows), match, confirm, cancel, recharge, waive (under the approvals), the admin-fee setting; /api/traffic-violation-payments:
// payments to the authority. The fleet manager writes (fleet.violations.write), the employee and
// the accountant read (DECISIONS 17).
import type { OpenAPIHono } from '@hono/zod-openapi';
import { message } from '../../../core/i18n/messages';
import { toMoney } from '../../../core/money';
import type { Tx } from '../../../server/db/client';
import { AppError } from '../../../server/http/errors';
import { access } from '../../../server/http/access';
import type { AppEnv } from '../../../server/http/env';
import { companyContext, idParam } from '../../../server/http/fields';
import { fileResponse, jsonBody, jsonResponse } from '../../../server/http/openapi';
import { pdfResponse } from '../../../server/pdf/render';
import { fineNoticePdf } from './notice-pdf';
import { tenantRoute, tenantRouteWith, type TenantCtx } from '../../../server/http/route';
import { guessMapping } from '../../../core/fleet';
import { importFines } from './import';
import { payFine } from './payments';
import { feeRule, rechargeFine, saveFeeRule } from './recharge';
import { cancelInput, feeRuleIo, fineDetailOut, fineInput, fineListOut, fineListQuery, fineOut, finePaymentInput, finePaymentListOut, finePaymentListQuery, finePaymentOut, importInput, importOut, matchInput, rechargeInput, rechargeOut, sheetInput, waiveInput, sheetOut } from './schemas';
import { cancelFine, confirmFine, createFine, setMatch, type Who } from './service';
import { readSheet } from './sheet';
import { registerWaiverApprovals, waiveFine, waiverApprovals } from './waiver';
import { approvalActor } from '../../admin/server/approvals';
import { listFinePayments, listFines, paymentsOfFine, readFine, readFinePayment } from './views';

const read = access.permission('fleet.violations.read');
const write = access.permission('fleet.violations.write');

async function whoOf(tx: Tx, ctx: TenantCtx): Promise<Who> {
  return { companyId: ctx.companyId, userId: ctx.actor.userId, ctx: await companyContext(tx) };
}

export function trafficFinesRoutes(app: OpenAPIHono<AppEnv>) {
  registerWaiverApprovals();
  tenantRoute(
    app,
    { method: 'get', path: '/api/traffic-violations', access: read, summary: 'Traffic fines: search by plate, number, customer or contract; filter by status and responsible; counts by status; outstanding and unrecovered totals', request: { query: fineListQuery }, responses: { 200: jsonResponse(fineListOut, 'Fines') } },
    async (c, { tx }) => c.json(await listFines(tx, c.req.valid('query'), await companyContext(tx)), 200),
  );

  tenantRoute(
    app,
    { method: 'get', path: '/api/traffic-violations/settings', access: read, summary: 'The admin fee added to a fine recharged to the renter', responses: { 200: jsonResponse(feeRuleIo, 'Admin fee rule') } },
    async (c, { tx }) => c.json(ruleOut(await feeRule(tx)), 200),
  );

  tenantRoute(
    app,
    { method: 'put', path: '/api/traffic-violations/settings', access: write, summary: 'Sets the admin fee: none, a fixed amount or a percentage of the fine', request: jsonBody(feeRuleIo), responses: { 200: jsonResponse(feeRuleIo, 'Admin fee rule') } },
    async (c, { tx, ...ctx }) => {
      const who = await whoOf(tx, { tx, ...ctx });
      const body = c.req.valid('json');
      if (body.kind !== 'none' && !body.value) throw new AppError(400, 'validation_failed', { value: 'required' });
      if (body.kind === 'percent' && Number(body.value) > 100) throw new AppError(400, 'validation_failed', { value: 'invalid_number' });
      const rule = body.kind === 'none' ? { kind: 'none' as const } : { kind: body.kind, value: body.kind === 'fixed' ? toMoney('value', body.value!, who.ctx.currency) : body.value! };
      return c.json(ruleOut(await saveFeeRule(tx, rule, who)), 200);
    },
  );

  tenantRoute(
    app,
    {
      method: 'get',
      path: '/api/traffic-violations/{id}/notice',
      access: read,
      summary: 'The customer’s notice of a fine charged to them (bilingual PDF letter); 409 for a fine the company or a driver answers for',
      request: { params: idParam },
      responses: { 200: fileResponse('PDF', 'application/pdf') },
    },
    async (c, { tx }) => {
      const { bytes, number } = await fineNoticePdf(tx, c.req.valid('param').id);
      return pdfResponse(bytes, `notice-${number}.pdf`);
    },
  );

  tenantRoute(
    app,
    { method: 'get', path: '/api/traffic-violations/{id}', access: read, summary: 'One fine: its match and the reason, the recharge, payments to the authority, the fee rule', request: { params: idParam }, responses: { 200: jsonResponse(fineDetailOut, 'Fine') } },
    async (c, { tx, actor }) => {
      const ctx = await companyContext(tx);
      const id = c.req.valid('param').id;
      const fine = await readFine(tx, id, ctx);
      return c.json({ ...fine, currency: ctx.currency, payments: await paymentsOfFine(tx, id, ctx), feeRule: ruleOut(await feeRule(tx)), approvals: await waiverApprovals(tx, id, approvalActor(actor)) }, 200);
    },
  );

  tenantRoute(
    app,
    { method: 'post', path: '/api/traffic-violations', access: write, summary: 'Captures a fine by hand (time on the company clock) and matches it to whoever had the car', request: jsonBody(fineInput), responses: { 201: jsonResponse(fineOut, 'Fine') } },
    async (c, { tx, ...ctx }) => {
      const who = await whoOf(tx, { tx, ...ctx });
      const body = c.req.valid('json');
      const row = await createFine(tx, { ...body, amount: toMoney('amount', body.amount, who.ctx.currency) }, who);
      return c.json(await readFine(tx, row.id, who.ctx), 201);
    },
  );

  tenantRouteWith(
    app,
    { method: 'post', path: '/api/traffic-violations/import/read', access: write, summary: 'Reads an uploaded spreadsheet (.xlsx or CSV, base64): headers, rows with their sheet numbers, and a guessed column mapping', request: jsonBody(sheetInput), responses: { 200: jsonResponse(sheetOut, 'Sheet') } },
    // The sheet is parsed before the tenant transaction opens (a large file never holds it open).
    async (c) => {
      const body = c.req.valid('json');
      return readSheet(body.fileName, Buffer.from(body.content, 'base64'));
    },
    async (c, _ctx, sheet) => c.json({ ...sheet, mapping: guessMapping(sheet.headers) }, 200),
  );

  tenantRoute(
    app,
    { method: 'post', path: '/api/traffic-violations/import', access: write, summary: 'Imports mapped rows: errors named by row and field, duplicates by number skipped, the valid rows inserted and matched in one transaction', request: jsonBody(importInput), responses: { 200: jsonResponse(importOut, 'Import result') } },
    async (c, { tx, lang, ...ctx }) => {
      const who = await whoOf(tx, { tx, lang, ...ctx });
      const result = await importFines(tx, c.req.valid('json'), who);
      return c.json({ ...result, errors: result.errors.map((e) => ({ ...e, message: message(e.code, lang) })) }, 200);
    },
  );

  tenantRoute(
    app,
    { method: 'post', path: '/api/traffic-violations/{id}/match', access: write, summary: 'A person changes the match: a contract of the vehicle, the company, or the automatic rule again', request: { params: idParam, ...jsonBody(matchInput) }, responses: { 200: jsonResponse(fineOut, 'Fine') } },
    async (c, { tx, ...ctx }) => {
      const who = await whoOf(tx, { tx, ...ctx });
      const row = await setMatch(tx, c.req.valid('param').id, c.req.valid('json'), who);
      return c.json(await readFine(tx, row.id, who.ctx), 200);
    },
  );

  tenantRoute(
    app,
    { method: 'post', path: '/api/traffic-violations/{id}/confirm', access: write, summary: 'Confirms a pending fine (checked against the authority)', request: { params: idParam }, responses: { 200: jsonResponse(fineOut, 'Fine') } },
    async (c, { tx }) => {
      const row = await confirmFine(tx, c.req.valid('param').id);
      return c.json(await readFine(tx, row.id, await companyContext(tx)), 200);
    },
  );

  tenantRoute(
    app,
    { method: 'post', path: '/api/traffic-violations/{id}/cancel', access: write, summary: 'Cancels a fine the authority withdrew (none paid on it)', request: { params: idParam, ...jsonBody(cancelInput) }, responses: { 200: jsonResponse(fineOut, 'Fine') } },
    async (c, { tx }) => {
      const row = await cancelFine(tx, c.req.valid('param').id, c.req.valid('json').reason ?? null);
      return c.json(await readFine(tx, row.id, await companyContext(tx)), 200);
    },
  );

  tenantRoute(
    app,
    { method: 'post', path: '/api/traffic-violations/{id}/recharge', access: write, summary: 'Recharges the fine and the admin fee to the renter: an invoice, or an invoice paid from the held deposit', request: { params: idParam, ...jsonBody(rechargeInput) }, responses: { 200: jsonResponse(rechargeOut, 'Recharged') } },
    async (c, { tx, ...ctx }) => {
      const who = await whoOf(tx, { tx, ...ctx });
      const done = await rechargeFine(tx, c.req.valid('param').id, c.req.valid('json').method, who);
      return c.json({ fine: await readFine(tx, done.fine.id, who.ctx), invoice: done.invoice, paymentId: done.paymentId }, 200);
    },
  );

  tenantRoute(
    app,
    {
      method: 'post',
      path: '/api/traffic-violations/{id}/waive',
      access: write,
      summary: 'Waives a fine matched to a renter, with a reason: it is never recharged. Under an approval workflow, a waiver above its amount answers 202 and waits on its request',
      request: { params: idParam, ...jsonBody(waiveInput) },
      responses: { 200: jsonResponse(fineOut, 'Fine waived'), 202: jsonResponse(fineOut, 'Under an approval workflow: not waived yet, waiting on its request (awaitingApproval)') },
    },
    async (c, { tx, ...ctx }) => {
      const who = await whoOf(tx, { tx, ...ctx });
      const done = await waiveFine(tx, c.req.valid('param').id, c.req.valid('json').reason, who);
      return c.json(await readFine(tx, done.fine.id, who.ctx), done.waiting ? 202 : 200);
    },
  );

  tenantRoute(
    app,
    { method: 'get', path: '/api/traffic-violation-payments', access: read, summary: 'Payments of fines to the authority, newest first, with the outstanding and unrecovered totals', request: { query: finePaymentListQuery }, responses: { 200: jsonResponse(finePaymentListOut, 'Payments') } },
    async (c, { tx }) => c.json(await listFinePayments(tx, c.req.valid('query'), await companyContext(tx)), 200),
  );

  tenantRoute(
    app,
    { method: 'post', path: '/api/traffic-violation-payments', access: write, summary: 'Records a payment of a fine to the authority (partial or full), posted to the ledger', request: jsonBody(finePaymentInput), responses: { 201: jsonResponse(finePaymentOut, 'Payment') } },
    async (c, { tx, ...ctx }) => {
      const who = await whoOf(tx, { tx, ...ctx });
      const body = c.req.valid('json');
      const payment = await payFine(tx, { ...body, amount: toMoney('amount', body.amount, who.ctx.currency) }, who);
      return c.json(await readFinePayment(tx, payment.id, who.ctx), 201);
    },
  );
}

function ruleOut(rule: Awaited<ReturnType<typeof feeRule>>) {
  return rule.kind === 'none' ? { kind: 'none' as const } : { kind: rule.kind, value: rule.value };
}
