// /api/tenants/{id} (the customer's id): the person, the profile, the leases, what they owe and
// what they paid; and the edit that changes person and profile together.
import type { OpenAPIHono } from '@hono/zod-openapi';
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { queryRows } from '../../../server/db/client';
import { access } from '../../../server/http/access';
import type { AppEnv } from '../../../server/http/env';
import { companyContext, idParam } from '../../../server/http/fields';
import { jsonBody, jsonResponse } from '../../../server/http/openapi';
import { tenantRoute } from '../../../server/http/route';
import type { DepositStatus, LeaseStatus, PaymentFrequency } from '../../../core/leasing';
import { moneyOut, subtractMoney } from '../../../core/money';
import { overdueDays } from '../../../core/rental';
import { invoices, payments } from '../../billing/server/tables';
import { customerView } from '../../customers/server/service';
import { rentSummary, tenantLeases } from '../../property-contracts/server';
import { tenantDetailOut, tenantOut, tenantPatch, type TenantStatus } from './schemas';
import { profileView, requireTenant, tenantStatusSql, updateTenant } from './service';
import { paymentMoney } from '../../billing/server';
import { inTurn } from '../../../server/db/in-turn';

export function tenantDetailRoutes(app: OpenAPIHono<AppEnv>) {
  tenantRoute(
    app,
    {
      method: 'get',
      path: '/api/tenants/{id}',
      access: access.permission('operations.tenants.read'),
      summary: 'One tenant: the person, the profile, leases, rent overdue, balance, invoices and payments (bounced cheques included)',
      request: { params: idParam },
      responses: { 200: jsonResponse(tenantDetailOut, 'Tenant') },
    },
    async (c, { tx }) => {
      const { customer, profile } = await requireTenant(tx, c.req.valid('param').id);
      const ctx = await companyContext(tx);
      const id = customer.id;
      const [leases, rent, invoiceRows, paymentRows, [totals], [state]] = await inTurn([
        () => tenantLeases(tx, id),
        () => rentSummary(tx, { customerId: id }, { from: ctx.today, to: ctx.today, today: ctx.today }),
        () => tx.select().from(invoices).where(and(eq(invoices.customerId, id), ne(invoices.status, 'cancelled'))).orderBy(desc(invoices.issueDate), desc(invoices.invoiceNumber)).limit(100),
        () => tx.select().from(payments).where(and(eq(payments.customerId, id), inArray(payments.status, ['completed', 'bounced']))).orderBy(desc(payments.paymentDate), desc(payments.paymentNumber)).limit(100),
        () => tx
          .select({
            invoiced: sql<string>`coalesce(sum(${invoices.total}), 0)`,
            paid: sql<string>`coalesce(sum(${invoices.paidAmount}), 0)`,
            overdue: sql<string>`coalesce(sum(${invoices.total} - ${invoices.paidAmount}) filter (where ${invoices.dueDate} < ${ctx.today}), 0)`,
          })
          .from(invoices)
          .where(and(eq(invoices.customerId, id), ne(invoices.status, 'cancelled'))),
        () => queryRows<{ status: TenantStatus }>(tx, sql`select ${tenantStatusSql(sql`${id}::uuid`)} as status`),
      ]);
      const m = (v: string) => moneyOut(v, ctx.currency)!;
      return c.json(
        {
          ...customerView(customer, ctx.currency),
          profile: profileView(profile, ctx.currency),
          status: state!.status,
          currency: ctx.currency,
          leases: leases.map((l) => ({
            id: l.id,
            leaseNumber: l.leaseNumber,
            status: l.status as LeaseStatus,
            propertyId: l.propertyId,
            propertyCode: l.propertyCode,
            propertyNameAr: l.propertyNameAr,
            propertyNameEn: l.propertyNameEn,
            unitNumber: l.unitNumber,
            startDate: l.startDate,
            endDate: l.endDate,
            terminatedOn: l.terminatedOn,
            monthlyRent: m(l.monthlyRent),
            paymentFrequency: l.paymentFrequency as PaymentFrequency,
            securityDeposit: m(l.securityDeposit),
            depositStatus: l.depositStatus as DepositStatus,
          })),
          rent: { overdue: m(rent.overdue), overdueCount: rent.overdueCount },
          balance: { invoiced: m(totals!.invoiced), paid: m(totals!.paid), due: m(subtractMoney(totals!.invoiced, totals!.paid)), overdue: m(totals!.overdue) },
          invoices: invoiceRows.map((r) => ({ ...r, total: m(r.total), paidAmount: m(r.paidAmount), balance: m(subtractMoney(r.total, r.paidAmount)), overdueDays: overdueDays(r.status, r.dueDate, ctx.today) })),
          payments: paymentRows.map((p) => paymentMoney(p, ctx.currency)),
        },
        200,
      );
    },
  );

  tenantRoute(
    app,
    {
      method: 'patch',
      path: '/api/tenants/{id}',
      access: access.permission('operations.tenants.write'),
      summary: 'Edit a tenant: the person (duplicate checks; blacklisting needs a reason) and the profile',
      request: { params: idParam, ...jsonBody(tenantPatch) },
      responses: { 200: jsonResponse(tenantOut, 'Tenant') },
    },
    async (c, { tx }) => c.json(await updateTenant(tx, c.req.valid('param').id, c.req.valid('json')), 200),
  );
}
