// /api/dashboard/real-estate: the real-estate company's day at a glance (issue 15): occupancy,
// rent due this month against last and what was collected, overdue rent, leases ending within
// 90 days, the longest vacant properties and open maintenance. Each figure comes from the
// owning module's read (properties, leases), a handful of indexed aggregate queries in all.
import type { OpenAPIHono } from '@hono/zod-openapi';
import { daysBetween } from '../../../core/leasing';
import { moneyOut } from '../../../core/money';
import { access } from '../../../server/http/access';
import type { AppEnv } from '../../../server/http/env';
import { companyContext } from '../../../server/http/fields';
import { jsonResponse } from '../../../server/http/openapi';
import { tenantRoute } from '../../../server/http/route';
import { occupancySummary, openMaintenanceSummary } from '../../properties/server/service';
import { leasesEnding, overdueRent, rentMonths } from '../../property-contracts/server';
import { realEstateDashboardOut } from './schemas';
import { inTurn } from '../../../server/db/in-turn';

const ENDING_DAYS = 90;

export function realEstateDashboardRoutes(app: OpenAPIHono<AppEnv>) {
  tenantRoute(
    app,
    {
      method: 'get',
      path: '/api/dashboard/real-estate',
      access: access.member,
      summary: 'Real-estate dashboard: occupancy, rent due this month vs last and collected, overdue rent, leases ending within 90 days, longest vacant properties, open maintenance',
      responses: { 200: jsonResponse(realEstateDashboardOut, 'Dashboard') },
    },
    async (c, { tx }) => {
      const ctx = await companyContext(tx);
      const [occupancy, rent, overdue, ending, maintenance] = await inTurn([
        () => occupancySummary(tx, ctx.today),
        () => rentMonths(tx, ctx.today),
        () => overdueRent(tx, ctx.today),
        () => leasesEnding(tx, ctx.today, ENDING_DAYS),
        () => openMaintenanceSummary(tx),
      ]);
      const m = (v: string) => moneyOut(v, ctx.currency)!;
      const month = (r: { due: string; collected: string }) => ({ due: m(r.due), collected: m(r.collected) });
      return c.json(
        {
          currency: ctx.currency,
          today: ctx.today,
          occupancy: { leasable: occupancy.leasable, rented: occupancy.rented, percent: occupancy.leasable ? Math.round((occupancy.rented / occupancy.leasable) * 1000) / 10 : 0 },
          rent: { month: ctx.today.slice(0, 7), thisMonth: month(rent.thisMonth), lastMonth: month(rent.lastMonth) },
          overdue: { amount: m(overdue.amount), leases: overdue.leases, installments: overdue.installments, items: overdue.items.map((o) => ({ ...o, amount: m(o.amount) })) },
          ending: { days: ENDING_DAYS, count: ending.count, items: ending.items.map((e) => ({ ...e, monthlyRent: m(e.monthlyRent) })) },
          vacant: {
            count: occupancy.vacant,
            over90: occupancy.vacantOver90,
            items: occupancy.longestVacant.map((v) => ({ ...v, days: v.vacantSince ? Math.max(0, daysBetween(v.vacantSince, ctx.today)) : null })),
          },
          maintenance,
        },
        200,
      );
    },
  );
}
