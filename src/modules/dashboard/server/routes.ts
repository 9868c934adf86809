// /api/dashboard/rental: the car-rental company's day at a glance. Each figure is one aggregate
// query over indexed columns, so the tile stays fast at 20k contracts.
import type { OpenAPIHono } from '@hono/zod-openapi';
import { asc, desc, eq, sql } from 'drizzle-orm';
import { queryRows } from '../../../server/db/client';
import { access } from '../../../server/http/access';
import type { AppEnv } from '../../../server/http/env';
import { readCounts, sumCounts } from '../../../server/http/record-counts';
import { companyContext } from '../../../server/http/fields';
import { moneyOut } from '../../../core/money';
import { jsonResponse } from '../../../server/http/openapi';
import { tenantRoute } from '../../../server/http/route';
import { overdueInvoice, overdueInvoices } from '../../billing/server';
import { invoices, payments } from '../../billing/server/service';
import { contracts } from '../../contracts/server/tables';
import { customers } from '../../customers/server/service';
import { vehicles } from '../../fleet/server/service';
import { zonedInstant } from '../../../core/dates';
import { rentalDashboardOut } from './schemas';
import { realEstateDashboardRoutes } from './real-estate-routes';
import { inTurn } from '../../../server/db/in-turn';

const DAY = 86_400_000;

type Months = { thisMonth: string; lastMonth: string };
type Figures = { bookedDays: string; endingCount: number; overdue: { n: number; amount: string }; revenue: Months; collections: Months };

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

      // Each rule once, for its tile's count and for the five rows listed under it (billing's for the invoices).
      const endingThisWeek = sql`${contracts.status} in ('active', 'suspended') and ${contracts.plannedEndAt} <= ${weekAhead.toISOString()}::timestamptz`;
      const [fleetCounts, [figures], contractCounts, ending, overdueList, recentContracts, recentPayments] = await inTurn([
        () => readCounts(tx, 'vehicles'),
        // The tiles' sums and counts in one statement: every round trip costs a request more than
        // the aggregate it carries (each is an index read of this month's or the open rows).
        () => queryRows<Figures>(
          tx,
          sql`select
            -- Vehicle-days out on rent since the first of the month (contracts that held a car).
            (select coalesce(sum(extract(epoch from (least(${contracts.endAt}, ${now.toISOString()}::timestamptz) - greatest(${contracts.startAt}, ${monthStartAt.toISOString()}::timestamptz))) / 86400), 0)
               from ${contracts} where ${contracts.status} in ('active', 'suspended', 'returned', 'closed') and ${contracts.startAt} < ${now.toISOString()}::timestamptz and ${contracts.endAt} >= ${monthStartAt.toISOString()}::timestamptz)::text as "bookedDays",
            (select count(*)::int from ${contracts} where ${endingThisWeek}) as "endingCount",
            (select json_build_object('n', count(*), 'amount', coalesce(sum(${invoices.total} - ${invoices.paidAmount}), 0)::text)
               from ${invoices} where ${overdueInvoice(ctx.today)}) as overdue,
            -- Both months in one pass, split by the 1st (a per-row month label cost more than the sums).
            (select json_build_object('thisMonth', coalesce(sum(${invoices.total}) filter (where ${invoices.issueDate} >= ${thisMonth}::date), 0)::text, 'lastMonth', coalesce(sum(${invoices.total}) filter (where ${invoices.issueDate} < ${thisMonth}::date), 0)::text)
               from ${invoices} where ${invoices.status} in ('pending', 'partially_paid', 'paid') and ${invoices.issueDate} >= ${lastMonth}::date) as revenue,
            (select json_build_object('thisMonth', coalesce(sum(${payments.amount}) filter (where ${payments.paymentDate} >= ${thisMonth}::date), 0)::text, 'lastMonth', coalesce(sum(${payments.amount}) filter (where ${payments.paymentDate} < ${thisMonth}::date), 0)::text)
               from ${payments} where ${payments.status} = 'completed' and ${payments.paymentDate} >= ${lastMonth}::date) as collections`,
        ),
        () => readCounts(tx, 'contracts'),
        () => tx
          .select({ id: contracts.id, contractNumber: contracts.contractNumber, plannedEndAt: contracts.plannedEndAt, customerNameAr: customers.nameAr, customerNameEn: customers.nameEn, plateNumber: vehicles.plateNumber })
          .from(contracts)
          .innerJoin(customers, eq(customers.id, contracts.customerId))
          .innerJoin(vehicles, eq(vehicles.id, contracts.vehicleId))
          .where(endingThisWeek)
          .orderBy(asc(contracts.plannedEndAt))
          .limit(5),
        () => overdueInvoices(tx, ctx.today, 5),
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
      const f = figures!;

      const fleetSize = sumCounts(fleetCounts);
      const utilisation = fleetSize ? Math.min(100, Math.round((Number(f.bookedDays) / (fleetSize * elapsedDays)) * 1000) / 10) : 0;
      const months = (sums: Months) => ({ thisMonth: moneyOut(sums.thisMonth, ctx.currency), lastMonth: moneyOut(sums.lastMonth, ctx.currency) });
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
          endingSoon: { count: f.endingCount, items: ending },
          overdue: { count: f.overdue.n, amount: m(f.overdue.amount), items: overdueList.map(({ id, invoiceNumber, dueDate, balance, customerNameAr, customerNameEn, contractId }) => ({ id, invoiceNumber, dueDate, balance: m(balance), customerNameAr, customerNameEn, contractId })) },
          revenue: months(f.revenue),
          collections: months(f.collections),
          activity,
        },
        200,
      );
    },
  );
}
