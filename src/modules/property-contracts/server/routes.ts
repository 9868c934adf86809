// /api/leases: list, read, create, edit and delete a draft, activate, renew, terminate, settle
// the deposit, record payments and cheques, the PDF; /api/lease-cheques: deposit, bounce, return.
import type { OpenAPIHono } from '@hono/zod-openapi';
import { z } from '@hono/zod-openapi';
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { LEASE_STATUSES } from '../../../core/leasing';
import { moneyOut } from '../../../core/money';
import type { Tx } from '../../../server/db/client';
import { access } from '../../../server/http/access';
import type { AppEnv } from '../../../server/http/env';
import { companyContext, idParam, likePattern } from '../../../server/http/fields';
import { fileResponse, jsonBody, jsonResponse } from '../../../server/http/openapi';
import { tenantRoute, type TenantCtx } from '../../../server/http/route';
import { pdfResponse } from '../../../server/pdf/render';
import { customers } from '../../customers/server/tables';
import { properties } from '../../properties/server/tables';
import { leaseDetail, leaseView } from './detail';
import { leasePdf } from './lease-pdf';
import { addCheques, bounceCheque, depositCheque, recordLeasePayment, returnCheque } from './payments';
import { bounceInput, chequeOut, chequesInput, chequesOut, depositInput, leaseDetailOut, leaseInput, leaseListOut, leaseListQuery, leaseOut, leasePaymentInput, leasePaymentOut, leaseUpdateInput, renewInput, returnInput, settleInput, settleOut, terminateInput, terminateOut } from './schemas';
import { approvalActor } from '../../admin/server/approvals';
import { leaseRefundApprovals, registerLeaseRefundApprovals } from './refund-gate';
import { activateLease, createLease, deleteDraft, lockLease, renewLease, settleDeposit, terminateLease, updateDraft, type Who } from './service';
import { buildingName } from './reads';
import { leases } from './tables';
import { inTurn } from '../../../server/db/in-turn';
import { lateRent } from './late-rent';

const read = access.permission('operations.contracts.read');
const write = access.permission('operations.contracts.write');
/** Money in (payments, cheques) is the cashier's and the accountant's work, as on a rental contract. */
const collect = access.permission('finance.payments.write');

async function whoOf(tx: Tx, ctx: TenantCtx): Promise<Who & { ctx: Awaited<ReturnType<typeof companyContext>> }> {
  const company = await companyContext(tx);
  return { companyId: ctx.companyId, userId: ctx.actor.userId, today: company.today, currency: company.currency, ctx: company };
}

export function leaseSearch(term: string): SQL {
  const like = likePattern(term);
  return or(ilike(leases.leaseNumber, like), sql`${customers.searchName} ilike ${like}`, ilike(customers.phone, like), sql`${properties.searchName} ilike ${like}`, ilike(properties.unitNumber, like))!;
}

export function leasesRoutes(app: OpenAPIHono<AppEnv>) {
  tenantRoute(
    app,
    {
      method: 'get',
      path: '/api/leases',
      access: read,
      summary: 'Leases: search by number, tenant or property; filter by status, property, tenant, ending soon, overdue; pages; counts by status',
      request: { query: leaseListQuery },
      responses: { 200: jsonResponse(leaseListOut, 'Leases') },
    },
    async (c, { tx }) => {
      const q = c.req.valid('query');
      const ctx = await companyContext(tx);
      const statuses = (q.status ?? '').split(',').filter((s) => (LEASE_STATUSES as readonly string[]).includes(s));
      const overdue = sql<string>`coalesce((select sum(i.total - i.paid_amount) from lease_installments li join invoices i on i.id = li.invoice_id
        where li.lease_id = ${leases.id} and ${lateRent(ctx.today, sql`${leases.graceDays}`)}), 0)::text`;
      const narrowing: SQL[] = [];
      if (q.propertyId) narrowing.push(or(eq(leases.propertyId, q.propertyId), eq(properties.parentId, q.propertyId))!);
      if (q.customerId) narrowing.push(eq(leases.customerId, q.customerId));
      if (q.endingWithinDays !== undefined) narrowing.push(eq(leases.status, 'active'), sql`${leases.endDate} <= ${ctx.today}::date + ${q.endingWithinDays}::int`);
      if (q.overdue) narrowing.push(sql`${overdue}::numeric > 0`);
      if (q.search) narrowing.push(leaseSearch(q.search));
      const filter = and(...narrowing, statuses.length ? inArray(leases.status, statuses) : undefined);
      const sorts = { number: leases.leaseNumber, start: leases.startDate, end: leases.endDate, rent: leases.monthlyRent, created: leases.createdAt };
      const listed = tx
          .select({
            id: leases.id,
            leaseNumber: leases.leaseNumber,
            status: leases.status,
            startDate: leases.startDate,
            endDate: leases.endDate,
            terminatedOn: leases.terminatedOn,
            monthlyRent: leases.monthlyRent,
            paymentFrequency: leases.paymentFrequency,
            propertyId: leases.propertyId,
            customerId: leases.customerId,
            autoRenew: leases.autoRenew,
            propertyCode: properties.propertyCode,
            propertyNameAr: properties.nameAr,
            propertyNameEn: properties.nameEn,
            unitNumber: properties.unitNumber,
            buildingNameAr: buildingName('ar'),
            buildingNameEn: buildingName('en'),
            tenantNameAr: customers.nameAr,
            tenantNameEn: customers.nameEn,
            tenantPhone: customers.phone,
            overdue,
          })
          .from(leases)
          .innerJoin(properties, eq(properties.id, leases.propertyId))
          .innerJoin(customers, eq(customers.id, leases.customerId))
          .where(filter)
          .orderBy(q.dir === 'desc' ? desc(sorts[q.sort]) : asc(sorts[q.sort]), asc(leases.id))
          .limit(q.pageSize)
          .offset((q.page - 1) * q.pageSize);
      const counted = tx
          .select({ key: leases.status, n: count() })
          .from(leases)
          .innerJoin(properties, eq(properties.id, leases.propertyId))
          .innerJoin(customers, eq(customers.id, leases.customerId))
          .where(narrowing.length ? and(...narrowing) : undefined)
          .groupBy(leases.status);
      const [rows, counts] = await inTurn([() => listed, () => counted]);
      const byStatus = Object.fromEntries(counts.map((r) => [r.key, r.n]));
      const total = Object.entries(byStatus).reduce((sum, [key, n]) => sum + (!statuses.length || statuses.includes(key) ? n : 0), 0);
      const m = (v: string) => moneyOut(v, ctx.currency)!;
      return c.json({ items: rows.map((r) => ({ ...r, status: r.status as 'active', paymentFrequency: r.paymentFrequency as 'monthly', monthlyRent: m(r.monthlyRent), overdue: m(r.overdue) })), total, page: q.page, pageSize: q.pageSize, currency: ctx.currency, counts: byStatus }, 200);
    },
  );

  tenantRoute(
    app,
    { method: 'get', path: '/api/leases/{id}', access: read, summary: 'One lease: terms, property, tenant, the rent schedule with what is paid, cheques, invoices and payments', request: { params: idParam }, responses: { 200: jsonResponse(leaseDetailOut, 'Lease') } },
    async (c, { tx, actor }) => {
      const id = c.req.valid('param').id;
      const detail = await leaseDetail(tx, id, await companyContext(tx));
      return c.json({ ...detail, approvals: await leaseRefundApprovals(tx, id, approvalActor(actor)) }, 200);
    },
  );

  tenantRoute(
    app,
    { method: 'get', path: '/api/leases/{id}/pdf', access: read, summary: 'The printable bilingual lease (Arabic prevails) with its rent schedule, as a PDF', request: { params: idParam }, responses: { 200: fileResponse('PDF', 'application/pdf') } },
    async (c, { tx }) => {
      const { bytes, number } = await leasePdf(tx, c.get('deps').files, c.req.valid('param').id);
      return pdfResponse(bytes, `${number}.pdf`);
    },
  );

  tenantRoute(
    app,
    { method: 'post', path: '/api/leases', access: write, summary: 'Create a lease (a draft with its rent schedule; `activate` to start it at once)', request: jsonBody(leaseInput), responses: { 201: jsonResponse(leaseOut, 'Created') } },
    async (c, { tx, ...ctx }) => {
      const who = await whoOf(tx, { tx, ...ctx });
      return c.json(leaseView(await createLease(tx, c.req.valid('json'), who), who.currency), 201);
    },
  );

  tenantRoute(
    app,
    { method: 'patch', path: '/api/leases/{id}', access: write, summary: 'Change a draft lease (its schedule is made again)', request: { params: idParam, ...jsonBody(leaseUpdateInput) }, responses: { 200: jsonResponse(leaseOut, 'Lease') } },
    async (c, { tx, ...ctx }) => {
      const who = await whoOf(tx, { tx, ...ctx });
      return c.json(leaseView(await updateDraft(tx, c.req.valid('param').id, c.req.valid('json'), who), who.currency), 200);
    },
  );

  tenantRoute(
    app,
    { method: 'delete', path: '/api/leases/{id}', access: write, summary: 'Delete a draft lease', request: { params: idParam }, responses: { 200: jsonResponse(z.object({ deleted: z.literal(true) }), 'Deleted') } },
    async (c, { tx }) => {
      await deleteDraft(tx, c.req.valid('param').id);
      return c.json({ deleted: true as const }, 200);
    },
  );

  /** A POST on one lease or one cheque: its body checked, run as the signed-in user on the company's today. */
  // `held`: the action an approval workflow may hold answers 202 when its result awaits approval.
  const post = <T extends z.ZodTypeAny>(path: string, rule: typeof write, summary: string, schema: T | null, output: z.ZodType, run: (tx: Tx, id: string, input: z.infer<T>, who: Who) => Promise<object>, held?: string) =>
    tenantRoute(
      app,
      { method: 'post', path, access: rule, summary, request: schema ? { params: idParam, ...jsonBody(schema) } : { params: idParam }, responses: held ? { 200: jsonResponse(output, 'Result'), 202: jsonResponse(output, held) } : { 200: jsonResponse(output, 'Result') } },
      async (c, { tx, ...ctx }) => {
        const who = await whoOf(tx, { tx, ...ctx });
        const { id } = c.req.valid('param' as never) as { id: string };
        const input = schema ? (c.req.valid('json' as never) as z.infer<T>) : (undefined as z.infer<T>);
        const out = await run(tx, id, input, who);
        return c.json(out, held && (out as { awaitingApproval?: unknown }).awaitingApproval ? 202 : 200);
      },
    );
  const out = {
    lease: (r: typeof leases.$inferSelect, who: Who) => leaseView(r, who.currency),
    cheque: (r: { amount: string }, who: Who) => ({ ...r, amount: moneyOut(r.amount, who.currency)! }),
    payment: (r: { payment: { amount: string } | null; cheque: { amount: string } | null; allocated: string }, who: Who) => ({
      payment: r.payment && { ...r.payment, amount: moneyOut(r.payment.amount, who.currency)!, currency: who.currency },
      cheque: r.cheque && out.cheque(r.cheque, who),
      allocated: moneyOut(r.allocated, who.currency)!,
    }),
    settled: (r: { lease: typeof leases.$inferSelect; depositApplied: string; depositRefunded: string; balance: string } & Record<string, unknown>, who: Who) => ({
      ...r,
      lease: leaseView(r.lease, who.currency),
      depositApplied: moneyOut(r.depositApplied, who.currency)!,
      depositRefunded: moneyOut(r.depositRefunded, who.currency)!,
      balance: moneyOut(r.balance, who.currency)!,
    }),
  };

  post('/api/leases/{id}/activate', write, 'Activate a draft: the property is held for its dates, the deposit held, the agency fee and due rent billed', null, leaseOut, async (tx, id, _input, who) => out.lease(await activateLease(tx, id, who), who));
  post('/api/leases/{id}/renew', write, 'Renew: a new active lease from the day after this one ends, for a new term and rent; the deposit carries over', renewInput, leaseOut, async (tx, id, input, who) => out.lease((await renewLease(tx, id, input, who)).lease, who));
  post('/api/leases/{id}/terminate', write, 'Terminate early: the schedule is cut at the date, charges invoiced, the deposit settled', terminateInput, terminateOut, async (tx, id, input, who) => out.settled(await terminateLease(tx, id, input, who), who));
  post('/api/leases/{id}/settle-deposit', write, 'Settle the deposit of an ended lease: it pays what is owed, the rest is refunded', settleInput, settleOut, async (tx, id, input, who) => out.settled(await settleDeposit(tx, id, input, who), who), 'The refund needs approval: the deposit stays held, waiting on the request (awaitingApproval)');
  registerLeaseRefundApprovals(async (tx, id, asked, approver, requestedBy) => {
    const company = await companyContext(tx);
    return settleDeposit(tx, id, asked, { ...approver, today: company.today, currency: company.currency }, requestedBy);
  }, lockLease);
  post('/api/leases/{id}/payments', collect, 'Record a payment (cash, transfer, card, or a cheque — held until its date)', leasePaymentInput, leasePaymentOut, async (tx, id, input, who) => out.payment(await recordLeasePayment(tx, id, input, who), who));
  post('/api/leases/{id}/cheques', collect, 'Record cheques the tenant handed over (post-dated cheques are held until their date)', chequesInput, chequesOut, async (tx, id, input, who) => ({ items: (await addCheques(tx, await lockLease(tx, id), input.cheques, who)).map((x) => out.cheque(x, who)) }));
  post('/api/lease-cheques/{id}/deposit', collect, 'Deposit a held cheque on or after its date: a payment of the lease', depositInput, leasePaymentOut, async (tx, id, input, who) => out.payment(await depositCheque(tx, id, input, who), who));
  post('/api/lease-cheques/{id}/bounce', collect, 'The bank returned a deposited cheque: its payment is reversed, a fee may be charged', bounceInput, chequeOut, async (tx, id, input, who) => out.cheque(await bounceCheque(tx, id, input, who), who));
  post('/api/lease-cheques/{id}/return', collect, 'Hand a held cheque back to the tenant', returnInput, chequeOut, async (tx, id, input, who) => out.cheque(await returnCheque(tx, id, input, who), who));
}
