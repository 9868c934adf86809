// /api/owners/{id}/statement (JSON and the printable PDF) and /api/owners/{id}/payouts.
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../../server/http/env';
import { access } from '../../../server/http/access';
import { AppError } from '../../../server/http/errors';
import { companyContext, idParam } from '../../../server/http/fields';
import { fileResponse, jsonBody, jsonResponse } from '../../../server/http/openapi';
import { tenantRoute } from '../../../server/http/route';
import { pdfResponse } from '../../../server/pdf/render';
import { addMonths } from '../../../core/leasing';
import { payoutOut, payoutInput, statementOut, statementQuery } from './schemas';
import { recordPayout, requireOwner } from './service';
import { ownerStatement } from './statement';
import { ownerStatementPdf } from './statement-pdf';
import { payoutView } from './views';

/**
 * The period asked for, by default this month up to today. It runs forwards and covers at most
 * ten years (a statement, not an archive dump).
 */
function periodOf(query: { from?: string; to?: string }, today: string) {
  const to = query.to ?? today;
  const from = query.from ?? `${to.slice(0, 7)}-01`;
  if (from > to) throw new AppError(400, 'statement_period_invalid', { to: 'statement_period_invalid' });
  if (addMonths(from, 120) <= to) throw new AppError(400, 'statement_period_too_long', { from: 'statement_period_too_long' });
  return { from, to };
}

export function ownerStatementRoutes(app: OpenAPIHono<AppEnv>) {
  tenantRoute(
    app,
    {
      method: 'get',
      path: '/api/owners/{id}/statement',
      access: access.permission('operations.owners.read'),
      summary: 'The owner statement of a period: opening balance, collections with their commission, expenses, payouts, closing balance',
      request: { params: idParam, query: statementQuery },
      responses: { 200: jsonResponse(statementOut, 'Statement') },
    },
    async (c, { tx }) => {
      const ctx = await companyContext(tx);
      const period = periodOf(c.req.valid('query'), ctx.today);
      const owner = await requireOwner(tx, c.req.valid('param').id);
      const statement = await ownerStatement(tx, owner.id, period, ctx.currency);
      return c.json(
        {
          ...statement,
          owner: { id: owner.id, ownerCode: owner.ownerCode, nameAr: owner.nameAr, nameEn: owner.nameEn, commissionRate: owner.commissionRate },
          currency: ctx.currency,
          payouts: statement.payouts.map((p) => payoutView(p, ctx.currency)),
        },
        200,
      );
    },
  );

  tenantRoute(
    app,
    {
      method: 'get',
      path: '/api/owners/{id}/statement/pdf',
      access: access.permission('operations.owners.read'),
      summary: 'The printable bilingual owner statement of a period (PDF)',
      request: { params: idParam, query: statementQuery },
      responses: { 200: fileResponse('PDF', 'application/pdf') },
    },
    async (c, { tx }) => {
      const period = periodOf(c.req.valid('query'), (await companyContext(tx)).today);
      const owner = await requireOwner(tx, c.req.valid('param').id);
      const bytes = await ownerStatementPdf(tx, owner, period);
      return pdfResponse(bytes, `${owner.ownerCode}-${period.from}-${period.to}.pdf`);
    },
  );

  tenantRoute(
    app,
    {
      method: 'post',
      path: '/api/owners/{id}/payouts',
      access: access.permission('operations.owners.write'),
      summary: 'Pay an owner (posted: Dr owners payable, Cr cash or bank); more than the balance due needs allowAdvance',
      request: { params: idParam, ...jsonBody(payoutInput) },
      responses: { 201: jsonResponse(payoutOut, 'Created') },
    },
    async (c, { tx, companyId, actor }) => {
      const payout = await recordPayout(tx, { companyId, userId: actor.userId }, c.req.valid('param').id, c.req.valid('json'));
      return c.json(payoutView(payout, (await companyContext(tx)).currency), 201);
    },
  );
}
