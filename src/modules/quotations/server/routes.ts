// /api/quotations: list, read, create, send (public approval link), convert to a contract;
// /api/public/quotations/{token}: the client's view and decision, without signing in.
import type { OpenAPIHono } from '@hono/zod-openapi';
import { z } from '@hono/zod-openapi';
import { and, count, desc, eq, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { access } from '../../../server/http/access';
import type { AppEnv } from '../../../server/http/env';
import { AppError, notFound } from '../../../server/http/errors';
import { companyContext, idParam, likePattern } from '../../../server/http/fields';
import { moneyOut } from '../../../core/money';
import { jsonResponse } from '../../../server/http/openapi';
import { platformRoute, tenantRoute } from '../../../server/http/route';
import { withTenant } from '../../../server/tenancy/with-tenant';
import { enqueueMail, noticeMail } from '../../../server/mail';
import { companies, users } from '../../../server/db/schema';
import { effectiveQuotationStatus, type QuotationStatus } from '../../../core/rental';
import { zonedInstant } from '../../../core/dates';
import { resolveCurrency, type CurrencyCode } from '../../../core/money';
import { createContract } from '../../contracts/server/service';
import { customers } from '../../customers/server/tables';
import { vehicles } from '../../fleet/server/tables';
import { assertCustomerSignature, captureSignature, capturedSignatureOf, customerSignatureRequired, signatureImageRoute, signatureView } from '../../admin/server/signatures';
import { approvalUrl, hashToken, newApprovalToken } from './approval';
import { gateQuotationSend, quotationApprovals, quotationsAwaitingApproval } from './approval-gate';
import { createQuotation } from './service';
import { approvalActor } from '../../admin/server/approvals';
import {
  convertInput,
  decisionInput,
  publicQuotationOut,
  quotationConvertedOut,
  quotationDecisionOut,
  quotationDetailOut,
  quotationInput,
  quotationListOut,
  quotationListQuery,
  quotationOut,
  quotationHeldOut,
  quotationSentOut,
  tokenParam,
} from './schemas';
import { quotations } from './tables';
import { inTurn } from '../../../server/db/in-turn';

const body = <T extends z.ZodTypeAny>(schema: T) => ({ body: { content: { 'application/json': { schema } }, required: true } });
type Row = typeof quotations.$inferSelect;

function view(q: Row, currency: CurrencyCode, today: string) {
  const m = (v: string) => moneyOut(v, currency)!;
  return {
    ...q,
    approvalTokenHash: undefined,
    rate: m(q.rate),
    discount: m(q.discount),
    subtotal: m(q.subtotal),
    total: m(q.total),
    extras: q.extras.map((e) => ({ ...e, amount: m(e.amount) })),
    status: effectiveQuotationStatus(q.status as QuotationStatus, q.validUntil, today),
    currency,
  };
}

export function quotationsRoutes(app: OpenAPIHono<AppEnv>) {
  tenantRoute(
    app,
    {
      method: 'get',
      path: '/api/quotations',
      access: access.permission('operations.quotations.read'),
      summary: 'Quotations: search by number or customer; filter by status; paginate',
      request: { query: quotationListQuery },
      responses: { 200: jsonResponse(quotationListOut, 'Quotations') },
    },
    async (c, { tx }) => {
      const q = c.req.valid('query');
      const ctx = await companyContext(tx);
      const where: SQL[] = [];
      if (q.status === 'expired') where.push(or(eq(quotations.status, 'expired'), and(inArray(quotations.status, ['draft', 'sent']), lt(quotations.validUntil, ctx.today)))!);
      else if (q.status === 'draft' || q.status === 'sent') where.push(eq(quotations.status, q.status), sql`${quotations.validUntil} >= ${ctx.today}`);
      else if (q.status !== 'all') where.push(eq(quotations.status, q.status));
      if (q.search) {
        const like = likePattern(q.search);
        where.push(or(ilike(quotations.quotationNumber, like), ilike(customers.nameAr, like), ilike(customers.nameEn, like), ilike(customers.phone, like))!);
      }
      const filter = where.length ? and(...where) : undefined;
      const [[total], rows] = await inTurn([
        () => tx.select({ n: count() }).from(quotations).innerJoin(customers, eq(customers.id, quotations.customerId)).where(filter),
        () => tx
          .select({ quotation: quotations, customerNameAr: customers.nameAr, customerNameEn: customers.nameEn, plateNumber: vehicles.plateNumber, make: vehicles.make, model: vehicles.model })
          .from(quotations)
          .innerJoin(customers, eq(customers.id, quotations.customerId))
          .leftJoin(vehicles, eq(vehicles.id, quotations.vehicleId))
          .where(filter)
          .orderBy(desc(quotations.createdAt), desc(quotations.quotationNumber))
          .limit(q.pageSize)
          .offset((q.page - 1) * q.pageSize),
      ]);
      const waiting = await quotationsAwaitingApproval(tx, rows.map((r) => r.quotation.id));
      const awaitingApproval = (id: string) => {
        const request = waiting.get(id);
        return request ? { id: request.id, number: request.requestNumber } : null;
      };
      const items = rows.map((r) => ({ ...view(r.quotation, ctx.currency, ctx.today), customerNameAr: r.customerNameAr, customerNameEn: r.customerNameEn, plateNumber: r.plateNumber, make: r.make, model: r.model, awaitingApproval: awaitingApproval(r.quotation.id) }));
      return c.json({ items, total: total?.n ?? 0, page: q.page, pageSize: q.pageSize }, 200);
    },
  );

  tenantRoute(
    app,
    { method: 'get', path: '/api/quotations/{id}', access: access.permission('operations.quotations.read'), summary: 'One quotation', request: { params: idParam }, responses: { 200: jsonResponse(quotationDetailOut, 'Quotation') } },
    async (c, { tx, actor }) => {
      const [row] = await tx.select().from(quotations).where(eq(quotations.id, c.req.valid('param').id));
      if (!row) throw notFound();
      const ctx = await companyContext(tx);
      const [[customer], [vehicle]] = await inTurn([
        () => tx.select({ id: customers.id, nameAr: customers.nameAr, nameEn: customers.nameEn, phone: customers.phone, email: customers.email }).from(customers).where(eq(customers.id, row.customerId)),
        () => row.vehicleId ? tx.select({ id: vehicles.id, plateNumber: vehicles.plateNumber, make: vehicles.make, model: vehicles.model, year: vehicles.year }).from(vehicles).where(eq(vehicles.id, row.vehicleId)) : Promise.resolve([]),
      ]);
      const signed = await capturedSignatureOf(tx, 'quotation', row.id, 'quotation_approval');
      const approvals = await quotationApprovals(tx, row.id, approvalActor(actor));
      return c.json({ ...view(row, ctx.currency, ctx.today), customer: customer ?? null, vehicle: vehicle ?? null, clientSignature: signatureView(signed, `/api/quotations/${row.id}/signature`), approvals }, 200);
    },
  );

  tenantRoute(
    app,
    { method: 'post', path: '/api/quotations', access: access.permission('operations.quotations.write'), summary: 'Create a draft quotation for a customer and a vehicle or vehicle class', request: body(quotationInput), responses: { 201: jsonResponse(quotationOut, 'Created') } },
    async (c, { tx, companyId, actor }) => {
      const ctx = await companyContext(tx);
      const row = await createQuotation(tx, c.req.valid('json'), { companyId, userId: actor.userId });
      return c.json(view(row, ctx.currency, ctx.today), 201);
    },
  );

  tenantRoute(
    app,
    {
      method: 'post',
      path: '/api/quotations/{id}/send',
      access: access.permission('operations.quotations.write'),
      summary: 'Send: a new public approval link (the old one stops working). A discount above the quotation_discount workflow’s percentage is not sent until approved',
      request: { params: idParam },
      responses: { 200: jsonResponse(quotationSentOut, 'Sent, with the approval link'), 202: jsonResponse(quotationHeldOut, 'Not sent: the discount waits on its approval request (awaitingApproval)') },
    },
    async (c, { tx, actor }) => {
      const { id } = c.req.valid('param');
      const ctx = await companyContext(tx);
      const [row] = await tx.select().from(quotations).where(eq(quotations.id, id)).for('update');
      if (!row) throw notFound();
      if (!['draft', 'sent'].includes(row.status) || row.validUntil < ctx.today) throw new AppError(409, 'invalid_transition');
      const held = await gateQuotationSend(tx, row, actor.userId);
      if (held) {
        // A link sent before the workflow (or before its percentage was lowered) stops working:
        // the client cannot accept a discount that now waits on approval.
        const [waiting] = row.status === 'sent' ? await tx.update(quotations).set({ status: 'draft', approvalTokenHash: null, approvalExpiresAt: null, updatedAt: new Date() }).where(eq(quotations.id, id)).returning() : [row];
        return c.json({ ...view(waiting!, ctx.currency, ctx.today), awaitingApproval: { id: held.id, number: held.requestNumber } }, 202);
      }
      const { token, hash } = newApprovalToken();
      // The end of the validity day on the company's clock.
      const expires = zonedInstant(`${row.validUntil}T23:59:59`, ctx.timezone);
      const [updated] = await tx.update(quotations).set({ status: 'sent', approvalTokenHash: hash, approvalExpiresAt: expires, sentAt: new Date(), updatedAt: new Date() }).where(eq(quotations.id, id)).returning();
      return c.json({ ...view(updated!, ctx.currency, ctx.today), approvalUrl: approvalUrl(new URL(c.req.url).origin, token) }, 200);
    },
  );

  tenantRoute(
    app,
    { method: 'post', path: '/api/quotations/{id}/convert', access: access.permission('operations.contracts.write'), summary: 'Turn an approved quotation into a contract', request: { params: idParam, ...body(convertInput) }, responses: { 200: jsonResponse(quotationConvertedOut, 'The new contract') } },
    async (c, { tx, companyId, actor }) => {
      const { id } = c.req.valid('param');
      const input = c.req.valid('json');
      const [row] = await tx.select().from(quotations).where(eq(quotations.id, id)).for('update');
      if (!row) throw notFound();
      if (row.status !== 'approved') throw new AppError(409, 'quotation_not_approved');
      const vehicleId = input.vehicleId ?? row.vehicleId;
      if (!vehicleId) throw new AppError(400, 'quotation_needs_vehicle', { vehicleId: 'required' });
      const contract = await createContract(
        tx,
        {
          customerId: row.customerId,
          vehicleId,
          startAt: input.startAt ?? `${row.startDate}T09:00:00+03:00`,
          rateUnit: row.rateUnit as 'day',
          duration: row.duration,
          rate: row.rate,
          extras: row.extras,
          discount: row.discount,
          terms: row.terms,
          notes: row.notes,
          reserve: input.reserve ?? true,
          quotationId: row.id,
          depositAmount: input.depositAmount,
          kmAllowancePerDay: input.kmAllowancePerDay,
          extraKmRate: input.extraKmRate,
          lateHourRate: input.lateHourRate,
          fuelChargePerEighth: input.fuelChargePerEighth,
        },
        { companyId, userId: actor.userId },
      );
      await tx.update(quotations).set({ status: 'converted', contractId: contract.id, updatedAt: new Date() }).where(eq(quotations.id, id));
      return c.json({ contractId: contract.id, contractNumber: contract.contractNumber, status: contract.status }, 200);
    },
  );

  signatureImageRoute(app, { path: '/api/quotations/{id}/signature', permission: 'operations.quotations.read', subjectType: 'quotation', moment: 'quotation_approval', noun: 'quotation when approving it' });

  // Public: the client's page. The token is the only key; nothing else about the company leaks.
  platformRoute(
    app,
    { method: 'get', path: '/api/public/quotations/{token}', access: access.public, summary: 'The quotation behind an approval link', request: { params: tokenParam }, responses: { 200: jsonResponse(publicQuotationOut, 'Quotation') } },
    async (c, { db }) => {
      const found = await byToken(db, c.req.valid('param').token);
      const signatureRequired = await withTenant(db, { companyId: found.row.companyId, userId: null }, (tx) => customerSignatureRequired(tx, 'quotation_approval'));
      return c.json({ ...found.publicView, signatureRequired }, 200);
    },
  );

  platformRoute(
    app,
    { method: 'post', path: '/api/public/quotations/{token}/decision', access: access.public, summary: 'The client approves or rejects, with a comment', request: { params: tokenParam, ...body(decisionInput) }, responses: { 200: jsonResponse(quotationDecisionOut, 'Decided') } },
    async (c, { db, ip }) => {
      const { token } = c.req.valid('param');
      const input = c.req.valid('json');
      const found = await byToken(db, token);
      const status = input.decision === 'approve' ? 'approved' : 'rejected';
      // The company hears of it: a notice to whoever prepared the quotation, queued with the decision.
      // The address is read first: the tenant transaction (app_user) may not read users.
      const [creator] = found.row.createdBy ? await db.select({ email: users.email }).from(users).where(eq(users.id, found.row.createdBy)) : [];
      const verb = status === 'approved' ? { ar: 'وافق العميل على', en: 'approved' } : { ar: 'رفض العميل', en: 'rejected' };
      const decided = await withTenant(db, { companyId: found.row.companyId, userId: null, ip }, async (tx) => {
        // An approval is signed on screen when the company asks for it (issue 20, electronic signature).
        if (status === 'approved') await assertCustomerSignature(tx, 'quotation_approval', input.signature);
        const [updated] = await tx
          .update(quotations)
          .set({ status, decidedAt: new Date(), clientComment: input.comment ?? null, decisionIp: ip, updatedAt: new Date() })
          .where(and(eq(quotations.id, found.row.id), eq(quotations.status, 'sent')))
          .returning();
        if (updated && status === 'approved' && input.signature) {
          await captureSignature(tx, c.get('deps').files, { companyId: found.row.companyId, subjectType: 'quotation', subjectId: updated.id, moment: 'quotation_approval', signerName: input.signature.signerName, image: input.signature.image, capturedBy: null, ip });
        }
        if (updated && creator) {
          await enqueueMail(
            tx,
            noticeMail(creator.email, {
              kind: `quotation_${status}`,
              subject: `${verb.ar} عرض السعر ${found.row.quotationNumber} — client ${verb.en} ${found.row.quotationNumber}`,
              body: [`${verb.ar} عرض السعر ${found.row.quotationNumber}.`, input.comment ? `تعليق العميل: ${input.comment}` : '', '', `The client ${verb.en} quotation ${found.row.quotationNumber}.`].join('\n'),
              link: `${new URL(c.req.url).origin}/quotations?open=${found.row.id}`,
            }),
          );
        }
        return updated;
      });
      if (!decided) throw new AppError(409, 'quotation_already_decided');
      return c.json({ status, quotationNumber: found.row.quotationNumber }, 200);
    },
  );
}

async function byToken(db: Parameters<Parameters<typeof platformRoute>[2]>[1]['db'], token: string) {
  const [hit] = await db
    .select({ row: quotations, companyNameAr: companies.nameAr, companyName: companies.name, currency: companies.currency, logoUrl: companies.logoUrl, phone: companies.phone, customerNameAr: customers.nameAr, customerNameEn: customers.nameEn, plateNumber: vehicles.plateNumber, make: vehicles.make, model: vehicles.model, year: vehicles.year })
    .from(quotations)
    .innerJoin(companies, eq(companies.id, quotations.companyId))
    .innerJoin(customers, eq(customers.id, quotations.customerId))
    .leftJoin(vehicles, eq(vehicles.id, quotations.vehicleId))
    .where(eq(quotations.approvalTokenHash, hashToken(token)));
  if (!hit) throw new AppError(404, 'quotation_link_invalid');
  if (hit.row.status === 'sent' && hit.row.approvalExpiresAt && hit.row.approvalExpiresAt.getTime() < Date.now()) throw new AppError(410, 'quotation_link_expired');
  const currency = resolveCurrency(hit.currency);
  const m = (v: string) => moneyOut(v, currency)!;
  const q = hit.row;
  return {
    row: q,
    publicView: {
      quotationNumber: q.quotationNumber,
      status: q.status,
      company: { nameAr: hit.companyNameAr, name: hit.companyName, logoUrl: hit.logoUrl, phone: hit.phone },
      customer: { nameAr: hit.customerNameAr, nameEn: hit.customerNameEn },
      vehicle: hit.plateNumber ? { make: hit.make, model: hit.model, year: hit.year } : null,
      vehicleClass: q.vehicleClass,
      startDate: q.startDate,
      rateUnit: q.rateUnit,
      duration: q.duration,
      rate: m(q.rate),
      extras: q.extras.map((e) => ({ description: e.description, amount: m(e.amount) })),
      subtotal: m(q.subtotal),
      discount: m(q.discount),
      total: m(q.total),
      currency,
      validUntil: q.validUntil,
      terms: q.terms,
      decidedAt: q.decidedAt,
      clientComment: q.clientComment,
    },
  };
}
