// /api/dashboard/rental: the car-rental company's day at a glance. Each figure is one aggregate
// query over indexed columns, so the tile stays fast at 20k contracts.
import type { OpenAPIHono } from '@hono/zod-openapi';
import { and, asc, count, desc, eq, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import { access } from '../../../server/http/access';
import type { AppEnv } from '../../../server/http/env';
import { readCounts, sumCounts } from '../../../server/http/record-counts';
import { companyContext } from '../../../server/http/fields';
import { moneyOut } from '../../../core/money';
import { jsonResponse } from '../../../server/http/openapi';
import { tenantRoute } from '../../../server/http/route';
import { invoices, payments } from '../../billing/server/service';
import { contracts } from '../../contracts/server/tables';
import { customers } from '../../customers/server/service';
import { vehicles } from '../../fleet/server/service';
import { zonedInstant } from '../../../core/dates';
import { rentalDashboardOut } from './schemas';
import { realEstateDashboardRoutes } from './real-estate-routes';
import { inTurn } from '../../../server/db/in-turn';

const DAY = 86_400_000;

function monthStart(today: string, back = 0): string {
  const [y, m] = today.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 - back, 1));
  return d.toISOString().slice(0, 10);
}

export function dashboardRoutes(app: OpenAPIHono<AppEnv>) {
  realEstateDashboardRoutes(app);
  tenantRoute(
    app,
    {
      method: 'get',
      path: '/api/dashboard/rental',
      access: access.member,
      summary: 'Car-rental dashboard: fleet by status, utilisation, active and ending contracts, overdue amounts, revenue this month vs last, recent activity',
      responses: { 200: jsonResponse(rentalDashboardOut, 'Dashboard') },
    },
    async (c, { tx }) => {
      const ctx = await companyContext(tx);
      const now = new Date();
      const thisMonth = monthStart(ctx.today);
      const lastMonth = monthStart(ctx.today, 1);
      // Utilisation counts from the branch's midnight on the 1st, not UTC's.
      const monthStartAt = zonedInstant(`${thisMonth}T00:00:00`, ctx.timezone);
      const elapsedDays = Math.max(1, (now.getTime() - monthStartAt.getTime()) / DAY);
      const weekAhead = new Date(now.getTime() + 7 * DAY);

      const [fleetCounts, [booked], contractCounts, [endingCount], ending, [overdue], overdueList, revenue, collections, recentContracts, recentPayments] = await inTurn([
        () => readCounts(tx, 'vehicles'),
        // Vehicle-days out on rent since the first of the month (contracts that held a car).
        () => tx
          .select({ days: sql<string>`coalesce(sum(extract(epoch from (least(${contracts.endAt}, ${now}) - greatest(${contracts.startAt}, ${monthStartAt}))) / 86400), 0)` })
          .from(contracts)
          .where(and(inArray(contracts.status, ['active', 'suspended', 'returned', 'closed']), lt(contracts.startAt, now), gte(contracts.endAt, monthStartAt))),
        () => readCounts(tx, 'contracts'),
        () => tx.select({ n: count() }).from(contracts).where(and(inArray(contracts.status, ['active', 'suspended']), lte(contracts.plannedEndAt, weekAhead))),
        () => tx
          .select({ id: contracts.id, contractNumber: contracts.contractNumber, plannedEndAt: contracts.plannedEndAt, customerNameAr: customers.nameAr, customerNameEn: customers.nameEn, plateNumber: vehicles.plateNumber })
          .from(contracts)
          .innerJoin(customers, eq(customers.id, contracts.customerId))
          .innerJoin(vehicles, eq(vehicles.id, contracts.vehicleId))
          .where(and(inArray(contracts.status, ['active', 'suspended']), lte(contracts.plannedEndAt, weekAhead)))
          .orderBy(asc(contracts.plannedEndAt))
          .limit(5),
        () => tx
          .select({ n: count(), amount: sql<string>`coalesce(sum(${invoices.total} - ${invoices.paidAmount}), 0)` })
          .from(invoices)
          .where(and(inArray(invoices.status, ['pending', 'partially_paid']), lt(invoices.dueDate, ctx.today))),
        () => tx
          .select({ id: invoices.id, invoiceNumber: invoices.invoiceNumber, dueDate: invoices.dueDate, balance: sql<string>`${invoices.total} - ${invoices.paidAmount}`, customerNameAr: customers.nameAr, customerNameEn: customers.nameEn, contractId: invoices.contractId })
          .from(invoices)
          .innerJoin(customers, eq(customers.id, invoices.customerId))
          .where(and(inArray(invoices.status, ['pending', 'partially_paid']), lt(invoices.dueDate, ctx.today)))
          .orderBy(asc(invoices.dueDate))
          .limit(5),
        // Both months in one pass, split by the 1st (a per-row month label cost more than the sums).
        () => tx
          .select({ thisMonth: sql<string>`coalesce(sum(${invoices.total}) filter (where ${invoices.issueDate} >= ${thisMonth}), 0)`, lastMonth: sql<string>`coalesce(sum(${invoices.total}) filter (where ${invoices.issueDate} < ${thisMonth}), 0)` })
          .from(invoices)
          .where(and(inArray(invoices.status, ['pending', 'partially_paid', 'paid']), gte(invoices.issueDate, lastMonth))),
        () => tx
          .select({ thisMonth: sql<string>`coalesce(sum(${payments.amount}) filter (where ${payments.paymentDate} >= ${thisMonth}), 0)`, lastMonth: sql<string>`coalesce(sum(${payments.amount}) filter (where ${payments.paymentDate} < ${thisMonth}), 0)` })
          .from(payments)
          .where(and(eq(payments.status, 'completed'), gte(payments.paymentDate, lastMonth))),
        () => tx
          .select({ id: contracts.id, number: contracts.contractNumber, status: contracts.status, at: contracts.updatedAt, customerNameAr: customers.nameAr, customerNameEn: customers.nameEn })
          .from(contracts)
          .innerJoin(customers, eq(customers.id, contracts.customerId))
          .orderBy(desc(contracts.updatedAt))
          .limit(6),
        () => tx
          .select({ id: payments.id, number: payments.paymentNumber, amount: payments.amount, method: payments.method, at: payments.createdAt, customerNameAr: customers.nameAr, customerNameEn: customers.nameEn, contractId: payments.contractId })
          .from(payments)
          .innerJoin(customers, eq(customers.id, payments.customerId))
          .orderBy(desc(payments.createdAt))
          .limit(6),
      ]);

      const fleetSize = sumCounts(fleetCounts);
      const utilisation = fleetSize ? Math.min(100, Math.round((Number(booked?.days ?? 0) / (fleetSize * elapsedDays)) * 1000) / 10) : 0;
      const months = (rows: Array<{ thisMonth: string; lastMonth: string }>) => ({ thisMonth: moneyOut(rows[0]?.thisMonth ?? '0', ctx.currency), lastMonth: moneyOut(rows[0]?.lastMonth ?? '0', ctx.currency) });
      const m = (v: string) => moneyOut(v, ctx.currency);
      const activity = [
        ...recentContracts.map((r) => ({ kind: 'contract' as const, id: r.id, number: r.number, status: r.status, at: r.at, customerNameAr: r.customerNameAr, customerNameEn: r.customerNameEn, amount: null, href: `/contracts/${r.id}` })),
        ...recentPayments.map((r) => ({ kind: 'payment' as const, id: r.id, number: r.number, status: r.method, at: r.at, customerNameAr: r.customerNameAr, customerNameEn: r.customerNameEn, amount: m(r.amount), href: r.contractId ? `/contracts/${r.contractId}` : '/finance/payments' })),
      ]
        .sort((a, b) => b.at.getTime() - a.at.getTime())
        .slice(0, 8);

      return c.json(
        {
          currency: ctx.currency,
          today: ctx.today,
          fleet: { total: fleetSize, byStatus: fleetCounts },
          utilisation: { percent: utilisation, month: thisMonth.slice(0, 7) },
          activeContracts: (contractCounts.active ?? 0) + (contractCounts.suspended ?? 0),
          endingSoon: { count: endingCount?.n ?? 0, items: ending },
          overdue: { count: overdue?.n ?? 0, amount: m(overdue?.amount ?? '0'), items: overdueList.map((o) => ({ ...o, balance: m(o.balance) })) },
          revenue: months(revenue),
          collections: months(collections),
          activity,
        },
        200,
      );
    },
  );
}
