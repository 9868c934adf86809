// /api/customers: list with typo-tolerant search, read (contracts, balance, payments), create, edit.
import type { OpenAPIHono } from '@hono/zod-openapi';
import { and, asc, count, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import { access } from '../../../server/http/access';
import type { AppEnv } from '../../../server/http/env';
import { notFound } from '../../../server/http/errors';
import { readCounts } from '../../../server/http/record-counts';
import { companyContext, idParam } from '../../../server/http/fields';
import { moneyOut } from '../../../core/money';
import { jsonResponse } from '../../../server/http/openapi';
import { tenantRoute } from '../../../server/http/route';
import { overdueDays } from '../../../core/rental';
import { subtractMoney as subtract } from '../../../core/money';
import { invoices, payments } from '../../billing/server/tables';
import { contracts } from '../../contracts/server/tables';
import { vehicles } from '../../fleet/server/tables';
import { customerDetailOut, customerInput, customerListOut, customerListQuery, customerOut, customerPatch } from './schemas';
import { createCustomer, customerMatch, customerNameExpr, customerView, updateCustomer } from './service';
import { customerDocuments, customers } from './tables';
import { customerDocumentRoutes } from './document-routes';
import { paymentMoney } from '../../billing/server';
import { inTurn } from '../../../server/db/in-turn';

const nameExpr = customerNameExpr;

export function customersRoutes(app: OpenAPIHono<AppEnv>) {
  customerDocumentRoutes(app);
  tenantRoute(
    app,
    {
      method: 'get',
      path: '/api/customers',
      access: access.permission('operations.customers.read'),
      summary: 'Customers: search by name (typo-tolerant), phone, civil ID or number; filter; paginate',
      request: { query: customerListQuery },
      responses: { 200: jsonResponse(customerListOut, 'Customers') },
    },
    async (c, { tx }) => {
      const q = c.req.valid('query');
      const ctx = await companyContext(tx);
      const where: SQL[] = [];
      if (q.type !== 'all') where.push(eq(customers.customerType, q.type));
      if (q.status === 'active') where.push(and(eq(customers.isActive, true), eq(customers.isBlacklisted, false))!);
      if (q.status === 'inactive') where.push(eq(customers.isActive, false));
      if (q.status === 'blacklisted') where.push(eq(customers.isBlacklisted, true));
      if (q.search) where.push(customerMatch(q.search));
      const filter = where.length ? and(...where) : undefined;
      const sorts = { name: nameExpr, number: customers.customerNumber, created: customers.createdAt };
      const order = q.search
        ? [sql`word_similarity(${q.search}, ${nameExpr}) desc`, desc(customers.createdAt)]
        : [q.dir === 'desc' ? sql`${sorts[q.sort]} desc` : sql`${sorts[q.sort]} asc`, asc(customers.id)];
      // Key of the kept counts: type/ + a|i (active or not) + b when blacklisted (tenancy-sql.ts).
      const inStatus = (status: typeof q.status, state: string) =>
        status === 'all' || (status === 'active' ? state === 'a' : status === 'inactive' ? state.startsWith('i') : state.endsWith('b'));
      // A search counts its matches in the same pass that ranks them (count(*) over ()): the fuzzy
      // name match is the costly part, done once rather than again for the total (decision 028).
      // A plain list keeps its index-ordered read of one page (its total is the kept counts).
      const matches = q.search ? sql<number>`count(*) over ()`.mapWith(Number) : sql<number>`0`.mapWith(Number);
      const [kept, found] = await inTurn([
        () => readCounts(tx, 'customers'),
        () => tx.select({ customer: customers, matches }).from(customers).where(filter).orderBy(...order).limit(q.pageSize).offset((q.page - 1) * q.pageSize),
      ]);
      const rows = found.map((r) => r.customer);
      // Past the last page no row carries the count: ask for it then only.
      const searched = !q.search ? undefined : found.length ? { n: found[0]!.matches } : (await tx.select({ n: count() }).from(customers).where(filter))[0];
      // The status chips count within the chosen type; the total follows every filter.
      const ofType = Object.entries(kept).filter(([key]) => q.type === 'all' || key.startsWith(`${q.type}/`));
      const statusCount = (status: typeof q.status) => ofType.reduce((sum, [key, n]) => sum + (inStatus(status, key.split('/')[1] ?? '') ? n : 0), 0);
      const counts = { all: statusCount('all'), active: statusCount('active'), inactive: statusCount('inactive'), blacklisted: statusCount('blacklisted') };
      const total = searched?.n ?? counts[q.status];
      return c.json({ items: rows.map((r) => ({ ...r, creditLimit: moneyOut(r.creditLimit, ctx.currency) })), total, page: q.page, pageSize: q.pageSize, counts }, 200);
    },
  );

  tenantRoute(
    app,
    {
      method: 'get',
      path: '/api/customers/{id}',
      access: access.permission('operations.customers.read'),
      summary: 'One customer with contracts, invoices, payments and balance',
      request: { params: idParam },
      responses: { 200: jsonResponse(customerDetailOut, 'Customer') },
    },
    async (c, { tx }) => {
      const { id } = c.req.valid('param');
      const [customer] = await tx.select().from(customers).where(eq(customers.id, id));
      if (!customer) throw notFound();
      const ctx = await companyContext(tx);
      const [contractRows, invoiceRows, paymentRows, documents] = await inTurn([
        () => tx
          .select({ id: contracts.id, contractNumber: contracts.contractNumber, status: contracts.status, startAt: contracts.startAt, endAt: contracts.endAt, rentalAmount: contracts.rentalAmount, plateNumber: vehicles.plateNumber, make: vehicles.make, model: vehicles.model })
          .from(contracts)
          .innerJoin(vehicles, eq(vehicles.id, contracts.vehicleId))
          .where(eq(contracts.customerId, id))
          .orderBy(desc(contracts.startAt))
          .limit(100),
        () => tx.select().from(invoices).where(and(eq(invoices.customerId, id), ne(invoices.status, 'cancelled'))).orderBy(desc(invoices.issueDate)).limit(200),
        () => tx.select().from(payments).where(and(eq(payments.customerId, id), eq(payments.status, 'completed'))).orderBy(desc(payments.paymentDate)).limit(100),
        () => tx.select().from(customerDocuments).where(eq(customerDocuments.customerId, id)).orderBy(desc(customerDocuments.createdAt)),
      ]);
      const [totals] = await tx
        .select({
          invoiced: sql<string>`coalesce(sum(${invoices.total}), 0)`,
          paid: sql<string>`coalesce(sum(${invoices.paidAmount}), 0)`,
          overdue: sql<string>`coalesce(sum(${invoices.total} - ${invoices.paidAmount}) filter (where ${invoices.dueDate} < ${ctx.today}), 0)`,
        })
        .from(invoices)
        .where(and(eq(invoices.customerId, id), ne(invoices.status, 'cancelled')));
      const m = (v: string | null) => moneyOut(v, ctx.currency);
      return c.json(
        {
          ...customer,
          creditLimit: m(customer.creditLimit),
          currency: ctx.currency,
          balance: { invoiced: m(totals!.invoiced), paid: m(totals!.paid), due: m(subtract(totals!.invoiced, totals!.paid)), overdue: m(totals!.overdue) },
          contracts: contractRows.map((r) => ({ ...r, rentalAmount: m(r.rentalAmount) })),
          invoices: invoiceRows.map((r) => ({ ...r, total: m(r.total), paidAmount: m(r.paidAmount), balance: m(subtract(r.total, r.paidAmount)), overdueDays: overdueDays(r.status, r.dueDate, ctx.today) })),
          payments: paymentRows.map((p) => paymentMoney(p, ctx.currency)),
          documents,
        },
        200,
      );
    },
  );

  tenantRoute(
    app,
    {
      method: 'post',
      path: '/api/customers',
      access: access.permission('operations.customers.write'),
      summary: 'Add a customer (refuses a duplicate civil ID; a duplicate phone needs confirmation)',
      request: { body: { content: { 'application/json': { schema: customerInput } }, required: true } },
      responses: { 201: jsonResponse(customerOut, 'Created') },
    },
    async (c, { tx, companyId, actor }) => {
      const row = await createCustomer(tx, { companyId, userId: actor.userId }, c.req.valid('json'));
      return c.json(customerView(row, (await companyContext(tx)).currency), 201);
    },
  );

  tenantRoute(
    app,
    {
      method: 'patch',
      path: '/api/customers/{id}',
      access: access.permission('operations.customers.write'),
      summary: 'Edit a customer; blacklisting needs a reason',
      request: { params: idParam, body: { content: { 'application/json': { schema: customerPatch } }, required: true } },
      responses: { 200: jsonResponse(customerOut, 'Customer') },
    },
    async (c, { tx }) => {
      const row = await updateCustomer(tx, c.req.valid('param').id, c.req.valid('json'));
      return c.json(customerView(row, (await companyContext(tx)).currency), 200);
    },
  );
}
