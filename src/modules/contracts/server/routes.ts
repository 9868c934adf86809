// /api/contracts: list, read, create, lifecycle actions and the suspected-duplicates list.
import type { OpenAPIHono } from '@hono/zod-openapi';
import { z } from '@hono/zod-openapi';
import { aliasedTable, and, asc, count, desc, eq, ilike, inArray, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { access } from '../../../server/http/access';
import type { AppEnv } from '../../../server/http/env';
import { notFound } from '../../../server/http/errors';
import { readCounts, sumCounts } from '../../../server/http/record-counts';
import { companyContext, idParam, likePattern } from '../../../server/http/fields';
import { moneyOut } from '../../../core/money';
import { fileResponse, jsonResponse } from '../../../server/http/openapi';
import { tenantRoute } from '../../../server/http/route';
import { CONTRACT_STATUSES, overdueDays } from '../../../core/rental';
import { addMoney, subtractMoney } from '../../../core/money';
import { invoices, payments } from '../../billing/server/tables';
import { customers } from '../../customers/server/tables';
import { vehicles } from '../../fleet/server/tables';
import { closeOut, contractDetailOut, contractInput, contractListOut, contractListQuery, contractOut, duplicatesOut, handoverInput, reasonInput, returnInput, returnOut } from './schemas';
import { closeContract, createContract, handOver, lockContract, requestDiscountApproval, reserveContract, returnVehicle, simpleMove } from './service';
import { contractApprovals, registerContractApprovals } from './approval-gate';
import { refundApprovals, registerRefundApprovals } from './refund-gate';
import { approvalActor } from '../../admin/server/approvals';
import { contracts } from './tables';
import { contractPdf } from './contract-pdf';
import { contractInspections } from '../../vehicle-inspections/server';
import { pdfResponse } from '../../../server/pdf/render';
import type { FileStore } from '../../../server/files/file-store';
import { assertCustomerSignature, signatureImageRoute } from '../../admin/server/signatures';
import { contractSignature, keepHandoverSignature } from './signature';
import { paymentMoney } from '../../billing/server';
import { inTurn } from '../../../server/db/in-turn';

const MONEY = ['rate', 'dailyRate', 'rentalAmount', 'discount', 'depositAmount', 'depositApplied', 'depositRefunded', 'extraKmRate', 'lateHourRate', 'fuelChargePerEighth', 'returnChargesTotal'] as const;
const body = <T extends z.ZodTypeAny>(schema: T) => ({ body: { content: { 'application/json': { schema } }, required: true } });
const listing = { id: contracts.id, contractNumber: contracts.contractNumber, status: contracts.status, startAt: contracts.startAt, plannedEndAt: contracts.plannedEndAt, endAt: contracts.endAt, rateUnit: contracts.rateUnit, duration: contracts.duration, rentalAmount: contracts.rentalAmount, customerId: contracts.customerId, vehicleId: contracts.vehicleId, customerNameAr: customers.nameAr, customerNameEn: customers.nameEn, customerPhone: customers.phone, plateNumber: vehicles.plateNumber, make: vehicles.make, model: vehicles.model };

export function contractSearch(term: string): SQL {
  const like = likePattern(term);
  return or(ilike(contracts.contractNumber, like), ilike(customers.nameAr, like), ilike(customers.nameEn, like), ilike(customers.phone, like), ilike(vehicles.plateNumber, like))!;
}

function contractView(row: typeof contracts.$inferSelect, currency: Parameters<typeof moneyOut>[1]) {
  return { ...row, ...Object.fromEntries(MONEY.map((k) => [k, moneyOut(row[k], currency)])), extras: row.extras.map((e) => ({ ...e, amount: moneyOut(e.amount, currency) })), currency };
}

export function contractsRoutes(app: OpenAPIHono<AppEnv>) {
  registerContractApprovals(reserveContract, lockContract);
  tenantRoute(
    app,
    {
      method: 'get',
      path: '/api/contracts',
      access: access.permission('operations.contracts.read'),
      summary: 'Contracts: search by number, customer or plate; filter by status, customer, vehicle, ending soon; paginate',
      request: { query: contractListQuery },
      responses: { 200: jsonResponse(contractListOut, 'Contracts') },
    },
    async (c, { tx }) => {
      const q = c.req.valid('query');
      const ctx = await companyContext(tx);
      // The filters other than status: with any of them, the status chips count what they match.
      const narrowing: SQL[] = [];
      const statuses = (q.status ?? '').split(',').filter((s) => (CONTRACT_STATUSES as readonly string[]).includes(s));
      if (q.customerId) narrowing.push(eq(contracts.customerId, q.customerId));
      if (q.vehicleId) narrowing.push(eq(contracts.vehicleId, q.vehicleId));
      if (q.endingWithinDays !== undefined) {
        // Due back within the days, late returns included (the dashboard's "ending soon" tile counts the same).
        narrowing.push(inArray(contracts.status, ['active', 'suspended']), lte(contracts.plannedEndAt, sql`now() + make_interval(days => ${q.endingWithinDays})`));
      }
      if (q.search) narrowing.push(contractSearch(q.search));
      const where = statuses.length ? [...narrowing, inArray(contracts.status, statuses)] : narrowing;
      const filter = where.length ? and(...where) : undefined;
      const sorts = { number: contracts.contractNumber, start: contracts.startAt, end: contracts.endAt, created: contracts.createdAt };
      const order = q.dir === 'desc' ? desc(sorts[q.sort]) : asc(sorts[q.sort]);
      const base = () => tx.select(listing).from(contracts).innerJoin(customers, eq(customers.id, contracts.customerId)).innerJoin(vehicles, eq(vehicles.id, contracts.vehicleId));
      // Unfiltered, the chips read the kept counts (decision 017); narrowed, one grouped count of
      // the matches gives the chips and the total together (only a search needs the joined names).
      const countMatches = async (): Promise<Record<string, number>> => {
        const from = tx.select({ key: contracts.status, n: count() }).from(contracts);
        const rows = await (q.search ? from.innerJoin(customers, eq(customers.id, contracts.customerId)).innerJoin(vehicles, eq(vehicles.id, contracts.vehicleId)) : from)
          .where(and(...narrowing))
          .groupBy(contracts.status);
        return Object.fromEntries(rows.map((r) => [r.key, r.n]));
      };
      const [rows, byStatus] = await inTurn([
        () => base().where(filter).orderBy(order, asc(contracts.id)).limit(q.pageSize).offset((q.page - 1) * q.pageSize),
        () => narrowing.length ? countMatches() : readCounts(tx, 'contracts'),
      ]);
      const total = sumCounts(byStatus, (status) => !statuses.length || statuses.includes(status));
      return c.json({ items: rows.map((r) => ({ ...r, rentalAmount: moneyOut(r.rentalAmount, ctx.currency) })), total, page: q.page, pageSize: q.pageSize, counts: byStatus }, 200);
    },
  );

  tenantRoute(
    app,
    {
      method: 'get',
      path: '/api/contracts/duplicates',
      access: access.companyAdmin,
      summary: 'Suspected duplicate contracts: same customer and vehicle over overlapping dates',
      responses: { 200: jsonResponse(duplicatesOut, 'Pairs') },
    },
    async (c, { tx }) => {
      const other = aliasedTable(contracts, 'other');
      const rows = await tx
        .select({ firstId: contracts.id, firstNumber: contracts.contractNumber, firstStatus: contracts.status, secondId: other.id, secondNumber: other.contractNumber, secondStatus: other.status, startAt: contracts.startAt, endAt: contracts.endAt, customerNameAr: customers.nameAr, customerNameEn: customers.nameEn, plateNumber: vehicles.plateNumber })
        .from(contracts)
        .innerJoin(other, and(eq(other.customerId, contracts.customerId), eq(other.vehicleId, contracts.vehicleId), sql`${other.id} > ${contracts.id}`, sql`${other.startAt} < ${contracts.endAt}`, sql`${other.endAt} > ${contracts.startAt}`))
        .innerJoin(customers, eq(customers.id, contracts.customerId))
        .innerJoin(vehicles, eq(vehicles.id, contracts.vehicleId))
        .where(and(ne(contracts.status, 'cancelled'), ne(other.status, 'cancelled')))
        .orderBy(desc(contracts.startAt))
        .limit(200);
      return c.json({ items: rows }, 200);
    },
  );

  tenantRoute(
    app,
    {
      method: 'get',
      path: '/api/contracts/{id}',
      access: access.permission('operations.contracts.read'),
      summary: 'One contract with its customer, vehicle, invoices, payments and balance',
      request: { params: idParam },
      responses: { 200: jsonResponse(contractDetailOut, 'Contract') },
    },
    async (c, { tx, actor }) => {
      const { id } = c.req.valid('param');
      const [row] = await tx.select().from(contracts).where(eq(contracts.id, id));
      if (!row) throw notFound();
      const ctx = await companyContext(tx);
      const [[customer], [vehicle], invoiceRows, paymentRows, inspections] = await inTurn([
        () => tx.select().from(customers).where(eq(customers.id, row.customerId)),
        () => tx.select({ id: vehicles.id, plateNumber: vehicles.plateNumber, make: vehicles.make, model: vehicles.model, year: vehicles.year, odometer: vehicles.odometer, status: vehicles.status, colorAr: vehicles.colorAr, color: vehicles.color }).from(vehicles).where(eq(vehicles.id, row.vehicleId)),
        () => tx.select().from(invoices).where(eq(invoices.contractId, id)).orderBy(asc(invoices.dueDate), asc(invoices.invoiceNumber)),
        () => tx.select().from(payments).where(eq(payments.contractId, id)).orderBy(desc(payments.paymentDate)),
        () => contractInspections(tx, id, ctx.currency),
      ]);
      const m = (v: string | null) => moneyOut(v, ctx.currency);
      const open = invoiceRows.filter((i) => i.status !== 'cancelled');
      const due = open.reduce((sum, i) => addMoney(sum, subtractMoney(i.total, i.paidAmount)), '0');
      return c.json(
        {
          ...contractView(row, ctx.currency),
          ...inspections,
          customer: customer ? { id: customer.id, nameAr: customer.nameAr, nameEn: customer.nameEn, phone: customer.phone, civilId: customer.civilId, licenseNumber: customer.licenseNumber, licenseExpiry: customer.licenseExpiry, isBlacklisted: customer.isBlacklisted } : null,
          vehicle: vehicle ?? null,
          invoices: invoiceRows.map((i) => ({ ...i, total: m(i.total), paidAmount: m(i.paidAmount), balance: m(subtractMoney(i.total, i.paidAmount)), overdueDays: overdueDays(i.status, i.dueDate, ctx.today) })),
          payments: paymentRows.map((p) => paymentMoney(p, ctx.currency)),
          balance: m(due),
          // The discount's and the deposit refund's requests, newest first.
          approvals: [...(await contractApprovals(tx, id, approvalActor(actor))), ...(await refundApprovals(tx, id, approvalActor(actor)))].sort((x, y) => y.createdAt.localeCompare(x.createdAt)),
          ...(await contractSignature(tx, id)),
        },
        200,
      );
    },
  );

  tenantRoute(
    app,
    {
      method: 'get',
      path: '/api/contracts/{id}/pdf',
      access: access.permission('operations.contracts.read'),
      summary: 'The printable bilingual contract (Arabic prevails) as a PDF',
      request: { params: idParam },
      responses: { 200: fileResponse('PDF', 'application/pdf') },
    },
    async (c, { tx }) => {
      const { bytes, number } = await contractPdf(tx, c.get('deps').files, c.req.valid('param').id);
      return pdfResponse(bytes, `${number}.pdf`);
    },
  );

  tenantRoute(
    app,
    {
      method: 'post',
      path: '/api/contracts',
      access: access.permission('operations.contracts.write'),
      summary: 'Create a contract (draft, or reserved when `reserve` is set); refuses a booked vehicle, a blacklisted customer or an expiring licence',
      request: body(contractInput),
      responses: { 201: jsonResponse(contractOut, 'Created') },
    },
    async (c, { tx, companyId, actor }) => {
      const row = await createContract(tx, c.req.valid('json'), { companyId, userId: actor.userId });
      return c.json(contractView(row, (await companyContext(tx)).currency), 201);
    },
  );

  // An action an approval workflow may hold (close) answers 202 when its result is awaiting approval.
  const action = <T extends z.ZodTypeAny>(name: string, summary: string, schema: T | null, output: z.ZodType, run: (tx: Parameters<Parameters<typeof tenantRoute>[2]>[1]['tx'], id: string, input: z.infer<T>, who: { companyId: string; userId: string }, files: FileStore) => Promise<unknown>, held?: string) =>
    tenantRoute(
      app,
      {
        method: 'post',
        path: `/api/contracts/{id}/${name}`,
        access: access.permission('operations.contracts.write'),
        summary,
        request: schema ? { params: idParam, ...body(schema) } : { params: idParam },
        responses: held ? { 200: jsonResponse(output, 'Result'), 202: jsonResponse(output, held) } : { 200: jsonResponse(output, 'Result') },
      },
      async (c, { tx, companyId, actor }) => {
        const { id } = c.req.valid('param' as never) as { id: string };
        const input = schema ? (c.req.valid('json' as never) as z.infer<T>) : (undefined as z.infer<T>);
        const result = await run(tx, id, input, { companyId, userId: actor.userId }, c.get('deps').files);
        const currency = (await companyContext(tx)).currency;
        const view = (r: unknown) => (r && typeof r === 'object' && 'contractNumber' in r ? contractView(r as typeof contracts.$inferSelect, currency) : r);
        const out = result && typeof result === 'object' && 'contract' in result ? { ...(result as object), contract: view((result as { contract: unknown }).contract) } : view(result);
        const waiting = Boolean(held && out && typeof out === 'object' && (out as { awaitingApproval?: unknown }).awaitingApproval);
        return c.json(out as object, waiting ? 202 : 200);
      },
    );

  action('request-approval', 'Ask for the discount’s approval (a draft whose discount is above the approval workflow’s percentage)', null, contractOut, (tx, id, _input, who) => requestDiscountApproval(tx, id, who));
  action('reserve', 'Confirm a draft: the vehicle is booked for the dates', null, contractOut, (tx, id) => reserveContract(tx, id));
  action('handover', 'Hand the vehicle over: odometer, fuel, checklist, the customer’s signature when the company asks for it; invoices the rental by schedule', handoverInput, contractOut, async (tx, id, input, who, files) => {
    await assertCustomerSignature(tx, 'handover', input.signature);
    const row = await handOver(tx, id, input, who);
    await keepHandoverSignature(tx, files, id, input.signature, who);
    return row;
  });
  signatureImageRoute(app, { path: '/api/contracts/{id}/signature', permission: 'operations.contracts.read', subjectType: 'contract', moment: 'handover', noun: 'contract at handover' });
  action('return', 'Take the vehicle back: extra km, late time, fuel and damages are invoiced', returnInput, returnOut, (tx, id, input, who) => returnVehicle(tx, id, input, who));
  action('close', 'Close a returned contract: the deposit pays what is owed, the rest is refunded', null, closeOut, (tx, id, _input, who) => closeContract(tx, id, who), 'The refund needs approval: the contract stays returned, its deposit held, waiting on the request (awaitingApproval)');
  registerRefundApprovals(closeContract, lockContract);
  action('suspend', 'Suspend an active contract (reason required)', reasonInput, contractOut, (tx, id, input) => simpleMove(tx, id, 'suspend', input.reason));
  action('resume', 'Resume a suspended contract', null, contractOut, (tx, id) => simpleMove(tx, id, 'resume', null));
  action('cancel', 'Cancel a draft or reserved contract (reason required)', reasonInput, contractOut, (tx, id, input) => simpleMove(tx, id, 'cancel', input.reason));
}
