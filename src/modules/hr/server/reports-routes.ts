// /hr/reports: headcount by department, the month's attendance totals, leave by type.
import type { OpenAPIHono } from '@hono/zod-openapi';
import { z } from '@hono/zod-openapi';
import { isoMonth as month } from '../../../server/http/fields';
import { and, count, eq, gte, lte, sql } from 'drizzle-orm';
import { access } from '../../../server/http/access';
import type { AppEnv } from '../../../server/http/env';
import { tenantRoute } from '../../../server/http/route';
import { employees } from '../../../server/db/schema';
import { leaveRequests, leaveTypes } from './tables';
import { monthSummary } from './attendance-report';


export function hrReportRoutes(app: OpenAPIHono<AppEnv>) {
  tenantRoute(
    app,
    {
      method: 'get',
      path: '/api/hr/reports/summary',
      access: access.permission('reports.hr.view'),
      summary: 'Headcount by department, attendance totals and leave by type for a month',
      request: { query: z.object({ month }) },
      responses: {
        200: {
          description: 'Summary',
          content: {
            'application/json': {
              schema: z.object({
                month: z.string(),
                headcount: z.array(z.object({ department: z.string().nullable(), departmentAr: z.string().nullable(), count: z.number() })),
                attendance: z.object({ present: z.number(), absent: z.number(), late: z.number(), leave: z.number(), hours: z.string() }),
                leave: z.array(z.object({ code: z.string(), name: z.string(), nameAr: z.string(), approvedDays: z.string(), pendingDays: z.string() })),
              }),
            },
          },
        },
      },
    },
    async (c, { tx }) => {
      const m = c.req.valid('query').month;
      const headcount = await tx
        .select({ department: employees.department, departmentAr: employees.departmentAr, count: count() })
        .from(employees)
        .where(eq(employees.isActive, true))
        .groupBy(employees.department, employees.departmentAr)
        .orderBy(sql`count(*) desc`);
      const summary = await monthSummary(tx, m);
      const totals = summary.items.reduce(
        (t, r) => ({ present: t.present + r.present, absent: t.absent + r.absent, late: t.late + r.late, leave: t.leave + r.leave, hours: t.hours + Number(r.hours) }),
        { present: 0, absent: 0, late: 0, leave: 0, hours: 0 },
      );
      const last = new Date(Date.UTC(Number(m.slice(0, 4)), Number(m.slice(5, 7)), 0)).toISOString().slice(0, 10);
      const leave = await tx
        .select({
          code: leaveTypes.code,
          name: leaveTypes.name,
          nameAr: leaveTypes.nameAr,
          approvedDays: sql<string>`coalesce(sum(${leaveRequests.days}) filter (where ${leaveRequests.status} = 'approved'), 0)::text`,
          pendingDays: sql<string>`coalesce(sum(${leaveRequests.days}) filter (where ${leaveRequests.status} = 'pending'), 0)::text`,
        })
        .from(leaveTypes)
        .leftJoin(leaveRequests, and(eq(leaveRequests.leaveTypeId, leaveTypes.id), gte(leaveRequests.startDate, `${m}-01`), lte(leaveRequests.startDate, last)))
        .groupBy(leaveTypes.code, leaveTypes.name, leaveTypes.nameAr)
        .orderBy(leaveTypes.code);
      return c.json({ month: m, headcount, attendance: { ...totals, hours: totals.hours.toFixed(2) }, leave }, 200);
    },
  );
}
