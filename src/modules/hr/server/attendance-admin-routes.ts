// Managers' attendance views (hr.attendance.read) and each person's own history.
import type { OpenAPIHono } from '@hono/zod-openapi';
import { z } from '@hono/zod-openapi';
import { isoDate, isoMonth as month } from '../../../server/http/fields';
import { and, desc, eq, gte, lte } from 'drizzle-orm';
import { access } from '../../../server/http/access';
import type { AppEnv } from '../../../server/http/env';
import { AppError } from '../../../server/http/errors';
import { tenantRoute } from '../../../server/http/route';
import { fileResponse, jsonResponse, XLSX } from '../../../server/http/openapi';
import { attendanceRecordOut, boardOut, monthOut } from './attendance-schemas';
import { attendanceRecords } from './tables';
import { ownEmployee, toRecordOut } from './attendance-service';
import { dayBoard, monthSummary, monthWorkbook } from './attendance-report';
import { assertReadsColleagues } from './privacy';

export function attendanceAdminRoutes(app: OpenAPIHono<AppEnv>) {
  tenantRoute(
    app,
    {
      method: 'get',
      path: '/api/hr/attendance/board',
      access: access.permission('hr.attendance.read'),
      summary: 'Who is in, late, out, absent or on leave on a day (today by default)',
      request: { query: z.object({ date: isoDate.optional() }) },
      responses: { 200: jsonResponse(boardOut, 'Board') },
    },
    async (c, { tx, actor }) => {
      assertReadsColleagues(actor, 'attendance');
      return c.json(await dayBoard(tx, c.req.valid('query').date), 200);
    },
  );

  tenantRoute(
    app,
    {
      method: 'get',
      path: '/api/hr/attendance/monthly',
      access: access.permission('hr.attendance.read'),
      summary: 'Monthly attendance per employee; format=xlsx for an Excel workbook',
      request: { query: z.object({ month, format: z.enum(['json', 'xlsx']).default('json') }) },
      responses: {
        200: {
          description: 'Summary, or with format=xlsx an Excel workbook',
          content: { ...jsonResponse(monthOut, '').content, ...fileResponse('', XLSX).content },
        },
      },
    },
    async (c, { tx, lang, actor }) => {
      assertReadsColleagues(actor, 'attendance');
      const q = c.req.valid('query');
      const summary = await monthSummary(tx, q.month);
      if (q.format === 'json') return c.json(summary, 200);
      const file = await monthWorkbook(summary, lang);
      return c.body(new Uint8Array(file), 200, {
        'Content-Type': XLSX,
        'Content-Disposition': `attachment; filename="attendance-${q.month}.xlsx"`,
      });
    },
  );

  tenantRoute(
    app,
    {
      method: 'get',
      path: '/api/hr/attendance/records',
      access: access.member,
      summary: 'Attendance history: mine, or any employee’s for those who manage attendance, HR or payroll',
      request: { query: z.object({ employeeId: z.string().uuid().optional(), from: isoDate.optional(), to: isoDate.optional() }) },
      responses: { 200: jsonResponse(z.object({ items: z.array(attendanceRecordOut) }), 'Records') },
    },
    async (c, { tx, actor }) => {
      const q = c.req.valid('query');
      const own = await ownEmployee(tx, actor);
      const employeeId = q.employeeId ?? own?.id;
      if (!employeeId) throw new AppError(404, 'no_employee');
      if (employeeId !== own?.id) assertReadsColleagues(actor, 'attendance');
      const rows = await tx
        .select()
        .from(attendanceRecords)
        .where(and(eq(attendanceRecords.employeeId, employeeId), ...(q.from ? [gte(attendanceRecords.attendanceDate, q.from)] : []), ...(q.to ? [lte(attendanceRecords.attendanceDate, q.to)] : [])))
        .orderBy(desc(attendanceRecords.attendanceDate))
        .limit(400);
      return c.json({ items: rows.map(toRecordOut) }, 200);
    },
  );
}
