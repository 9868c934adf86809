// /api/billing: invoices (list, read, create, cancel) and payments (list, record with allocations,
// refund what no invoice took: refund-routes.ts).
import type { OpenAPIHono } from '@hono/zod-openapi';
import { z } from '@hono/zod-openapi';
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { queryRows } from '../../../server/db/client';
import { companies } from '../../../server/db/schema';
import { access } from '../../../server/http/access';
import type { AppEnv } from '../../../server/http/env';
import { AppError, notFound } from '../../../server/http/errors';
import { readCounts, sumCounts } from '../../../server/http/record-counts';
import { amount, companyContext, idParam, isoDate, likePattern, optionalText, pageQuery, requiredText, uuidRef } from '../../../server/http/fields';
import { moneyOut } from '../../../core/money';
import { fileResponse, jsonResponse } from '../../../server/http/openapi';
import { tenantRoute } from '../../../server/http/route';
import { subtractMoney, type CurrencyCode } from '../../../core/money';
import { overdueDays } from '../../../core/rental';
import { contracts } from '../../contracts/server/tables';
import { customers } from '../../customers/server/tables';
import { cancelInvoice, createInvoice, recordPayment } from './service';
import { paymentRefundRoutes } from './refund-routes';
import { invoicePdf, receiptPdf } from './billing-pdf';
import { invoiceZatca } from './zatca';
import { pdfResponse } from '../../../server/pdf/render';
import { invoiceDetailOut, invoiceListOut, invoiceOut, paymentCreatedOut, paymentListOut } from './schemas';
import { invoiceLines, invoices, paymentAllocations, payments } from './tables';
import { leaseNumberOf, paymentItems, paymentMoney, paymentRows } from './payment-view';
import { inTurn } from '../../../server/db/in-turn';
import { openInvoice, overdueInvoice } from './overdue';

const body = <T extends z.ZodTypeAny>(schema: T) => ({ body: { content: { 'application/json': { schema } }, required: true } });

const invoiceInput = z
  .object({
    customerId: uuidRef,
    contractId: uuidRef.nullable().optional(),
    kind: z.enum(['rental', 'extras', 'damages', 'fines', 'other']).default('other'),
    issueDate: isoDate,
    dueDate: isoDate,
    lines: z.array(z.object({ description: requiredText(300), quantity: z.string().regex(/^\d{1,6}(\.\d{1,3})?$/, 'invalid_number'), unitPrice: amount })).min(1, 'required').max(100),
    discount: amount.optional(),
    taxRate: z.string().regex(/^\d{1,2}(\.\d{1,2})?$/, 'invalid_number').optional(),
    notes: optionalText(2000),
  })
  .strict();

const paymentInput = z
  .object({
    customerId: uuidRef,
    contractId: uuidRef.nullable().optional(),
    paymentDate: isoDate,
    method: z.enum(['cash', 'cheque', 'bank_transfer', 'card']),
    amount,
    reference: optionalText(80),
    chequeNumber: optionalText(40),
    bankName: optionalText(120),
    notes: optionalText(1000),
    allocations: z
      .array(z.object({ invoiceId: uuidRef, amount }))
      .max(100)
      // Each allocation is checked against the invoice's balance as read before any is applied,
      // so one invoice named twice could be paid past its total: refuse it.
      .refine((list) => new Set(list.map((a) => a.invoiceId)).size === list.length, 'duplicate_allocation')
      .optional(),
  })
  .strict();

function invoiceView(i: typeof invoices.$inferSelect, currency: CurrencyCode, today: string) {
  const m = (v: string) => moneyOut(v, currency)!;
  return { ...i, subtotal: m(i.subtotal), discount: m(i.discount), taxAmount: m(i.taxAmount), total: m(i.total), paidAmount: m(i.paidAmount), balance: m(subtractMoney(i.total, i.paidAmount)), overdueDays: overdueDays(i.status, i.dueDate, today) };
}

const pdf = { 200: fileResponse('PDF', 'application/pdf') };

export function billingRoutes(app: OpenAPIHono<AppEnv>) {
  paymentRefundRoutes(app);
  tenantRoute(
    app,
    { method: 'get', path: '/api/billing/invoices/{id}/pdf', access: access.permission('finance.invoices.read'), summary: 'The printable bilingual invoice (PDF)', request: { params: idParam }, responses: pdf },
    async (c, { tx }) => {
      const { bytes, number } = await invoicePdf(tx, c.get('deps').files, c.req.valid('param').id);
      return pdfResponse(bytes, `${number}.pdf`);
    },
  );

  tenantRoute(
    app,
    { method: 'get', path: '/api/billing/payments/{id}/pdf', access: access.permission('finance.payments.read'), summary: 'The printable bilingual receipt (PDF)', request: { params: idParam }, responses: pdf },
    async (c, { tx }) => {
      const { bytes, number } = await receiptPdf(tx, c.get('deps').files, c.req.valid('param').id);
      return pdfResponse(bytes, `${number}.pdf`);
    },
  );

  tenantRoute(
    app,
    {
      method: 'get',
      path: '/api/billing/invoices',
      access: access.permission('finance.invoices.read'),
      summary: 'Invoices: search by number or customer; filter by status (overdue = pending and due before today); paginate',
      request: { query: z.object({ ...pageQuery, status: z.enum(['all', 'open', 'overdue', 'pending', 'partially_paid', 'paid', 'cancelled']).default('all'), contractId: uuidRef.optional(), customerId: uuidRef.optional() }) },
      responses: { 200: jsonResponse(invoiceListOut, 'Invoices') },
    },
    async (c, { tx }) => {
      const q = c.req.valid('query');
      const ctx = await companyContext(tx);
      const where: SQL[] = [];
      if (q.status === 'open') where.push(openInvoice);
      else if (q.status === 'overdue') where.push(overdueInvoice(ctx.today));
      else if (q.status !== 'all') where.push(eq(invoices.status, q.status));
      if (q.contractId) where.push(eq(invoices.contractId, q.contractId));
      if (q.customerId) where.push(eq(invoices.customerId, q.customerId));
      if (q.search) {
        const like = likePattern(q.search);
        where.push(or(ilike(invoices.invoiceNumber, like), ilike(customers.nameAr, like), ilike(customers.nameEn, like), ilike(contracts.contractNumber, like))!);
      }
      const filter = where.length ? and(...where) : undefined;
      const [[total], rows, [sums]] = await inTurn([
        () => q.search
          ? tx.select({ n: count() }).from(invoices).innerJoin(customers, eq(customers.id, invoices.customerId)).leftJoin(contracts, eq(contracts.id, invoices.contractId)).where(filter)
          : q.status === 'overdue' || q.contractId || q.customerId
            ? tx.select({ n: count() }).from(invoices).where(filter)
            : // By status only: the kept counts ('open' is pending + partially paid).
              readCounts(tx, 'invoices').then((counts) => [{ n: sumCounts(counts, (status) => q.status === 'all' || status === q.status || (q.status === 'open' && (status === 'pending' || status === 'partially_paid'))) }]),
        () => tx
          .select({ invoice: invoices, customerNameAr: customers.nameAr, customerNameEn: customers.nameEn, contractNumber: contracts.contractNumber, leaseNumber: leaseNumberOf(invoices.leaseId) })
          .from(invoices)
          .innerJoin(customers, eq(customers.id, invoices.customerId))
          .leftJoin(contracts, eq(contracts.id, invoices.contractId))
          .where(filter)
          .orderBy(q.dir === 'asc' ? asc(invoices.dueDate) : desc(invoices.dueDate), desc(invoices.invoiceNumber))
          .limit(q.pageSize)
          .offset((q.page - 1) * q.pageSize),
        () => tx
          .select({ outstanding: sql<string>`coalesce(sum(${invoices.total} - ${invoices.paidAmount}), 0)`, overdue: sql<string>`coalesce(sum(${invoices.total} - ${invoices.paidAmount}) filter (where ${invoices.dueDate} < ${ctx.today}), 0)` })
          .from(invoices)
          .where(openInvoice),
      ]);
      return c.json(
        {
          items: rows.map((r) => ({ ...invoiceView(r.invoice, ctx.currency, ctx.today), customerNameAr: r.customerNameAr, customerNameEn: r.customerNameEn, contractNumber: r.contractNumber, leaseNumber: r.leaseNumber })),
          total: total?.n ?? 0,
          page: q.page,
          pageSize: q.pageSize,
          currency: ctx.currency,
          totals: { outstanding: moneyOut(sums!.outstanding, ctx.currency), overdue: moneyOut(sums!.overdue, ctx.currency) },
        },
        200,
      );
    },
  );

  tenantRoute(
    app,
    { method: 'get', path: '/api/billing/invoices/{id}', access: access.permission('finance.invoices.read'), summary: 'One invoice with lines and allocated payments', request: { params: idParam }, responses: { 200: jsonResponse(invoiceDetailOut, 'Invoice') } },
    async (c, { tx }) => {
      const { id } = c.req.valid('param');
      const [row] = await tx.select().from(invoices).where(eq(invoices.id, id));
      if (!row) throw notFound();
      const ctx = await companyContext(tx);
      const [lines, allocations, [customer], [contract]] = await inTurn([
        () => tx.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, id)).orderBy(asc(invoiceLines.lineNumber)),
        () => tx.select({ amount: paymentAllocations.amount, paymentId: payments.id, paymentNumber: payments.paymentNumber, paymentDate: payments.paymentDate, method: payments.method }).from(paymentAllocations).innerJoin(payments, eq(payments.id, paymentAllocations.paymentId)).where(eq(paymentAllocations.invoiceId, id)),
        () => tx.select({ id: customers.id, nameAr: customers.nameAr, nameEn: customers.nameEn, phone: customers.phone }).from(customers).where(eq(customers.id, row.customerId)),
        () => row.contractId ? tx.select({ id: contracts.id, contractNumber: contracts.contractNumber }).from(contracts).where(eq(contracts.id, row.contractId)) : Promise.resolve([]),
      ]);
      const [lease] = row.leaseId ? await queryRows<{ id: string; leaseNumber: string }>(tx, sql`select id, lease_number as "leaseNumber" from leases where id = ${row.leaseId}`) : [];
      const m = (v: string) => moneyOut(v, ctx.currency);
      const [zatca, [seller]] = await inTurn([() => invoiceZatca(tx, row, ctx.currency), () => tx.select({ vatNumber: companies.vatNumber }).from(companies)]);
      return c.json(
        {
          ...invoiceView(row, ctx.currency, ctx.today),
          lines: lines.map((l) => ({ ...l, unitPrice: m(l.unitPrice), total: m(l.total) })),
          payments: allocations.map((a) => ({ ...a, amount: m(a.amount) })),
          customer: customer ?? null,
          contract: contract ?? null,
          lease: lease ?? null,
          sellerVatNumber: seller?.vatNumber ?? null,
          zatca,
        },
        200,
      );
    },
  );

  tenantRoute(
    app,
    { method: 'post', path: '/api/billing/invoices', access: access.permission('finance.invoices.write'), summary: 'Create an invoice (extras, damages, fines…) with lines, discount and tax', request: body(invoiceInput), responses: { 201: jsonResponse(invoiceOut, 'Created') } },
    async (c, { tx, companyId, actor }) => {
      const input = c.req.valid('json');
      if (input.dueDate < input.issueDate) throw new AppError(400, 'validation_failed', { dueDate: 'invalid_date_range' });
      const ctx = await companyContext(tx);
      const [customer] = await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, input.customerId));
      if (!customer) throw new AppError(400, 'validation_failed', { customerId: 'not_found' });
      const row = await createInvoice(tx, { ...input, companyId, currency: ctx.currency, userId: actor.userId });
      return c.json(invoiceView(row, ctx.currency, ctx.today), 201);
    },
  );

  tenantRoute(
    app,
    { method: 'post', path: '/api/billing/invoices/{id}/cancel', access: access.permission('finance.invoices.write'), summary: 'Cancel an unpaid invoice', request: { params: idParam }, responses: { 200: jsonResponse(invoiceOut, 'Invoice') } },
    async (c, { tx, actor }) => {
      const { id } = c.req.valid('param');
      const ctx = await companyContext(tx);
      const updated = await cancelInvoice(tx, id, { date: ctx.today, userId: actor.userId });
      if (!updated) throw notFound();
      return c.json(invoiceView(updated, ctx.currency, ctx.today), 200);
    },
  );

  tenantRoute(
    app,
    {
      method: 'get',
      path: '/api/billing/payments',
      access: access.permission('finance.payments.read'),
      summary: 'Payments received: search by number, customer or reference; paginate',
      request: { query: z.object({ ...pageQuery, contractId: uuidRef.optional(), customerId: uuidRef.optional() }) },
      responses: { 200: jsonResponse(paymentListOut, 'Payments') },
    },
    async (c, { tx }) => {
      const q = c.req.valid('query');
      const ctx = await companyContext(tx);
      const where: SQL[] = [];
      if (q.contractId) where.push(eq(payments.contractId, q.contractId));
      if (q.customerId) where.push(eq(payments.customerId, q.customerId));
      if (q.search) {
        const like = likePattern(q.search);
        where.push(or(ilike(payments.paymentNumber, like), ilike(payments.reference, like), ilike(customers.nameAr, like), ilike(customers.nameEn, like))!);
      }
      const filter = where.length ? and(...where) : undefined;
      const [[total], rows] = await inTurn([
        () => tx.select({ n: count() }).from(payments).innerJoin(customers, eq(customers.id, payments.customerId)).where(filter),
        () => paymentRows(tx)
          .where(filter)
          .orderBy(desc(payments.paymentDate), desc(payments.paymentNumber))
          .limit(q.pageSize)
          .offset((q.page - 1) * q.pageSize),
      ]);
      const items = await paymentItems(tx, rows, ctx.currency);
      return c.json({ items, total: total?.n ?? 0, page: q.page, pageSize: q.pageSize, currency: ctx.currency }, 200);
    },
  );

  tenantRoute(
    app,
    { method: 'post', path: '/api/billing/payments', access: access.permission('finance.payments.write'), summary: 'Record a payment (cash, cheque, bank transfer, card) and allocate it to invoices', request: body(paymentInput), responses: { 201: jsonResponse(paymentCreatedOut, 'Created') } },
    async (c, { tx, companyId, actor }) => {
      const input = c.req.valid('json');
      if (input.method === 'cheque' && !input.chequeNumber) throw new AppError(400, 'validation_failed', { chequeNumber: 'required' });
      const ctx = await companyContext(tx);
      const [customer] = await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, input.customerId));
      if (!customer) throw new AppError(400, 'validation_failed', { customerId: 'not_found' });
      const result = await recordPayment(tx, { ...input, companyId, currency: ctx.currency, userId: actor.userId });
      return c.json({ ...paymentMoney(result.payment, ctx.currency), allocated: result.allocated, unallocated: result.unallocated }, 201);
    },
  );
}
