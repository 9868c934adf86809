// POST /api/attendance/verify-location | clock-in | clock-out (DECISIONS 1: the spec's bodies and
// response fields) and GET /api/attendance/today for the header button.
import type { OpenAPIHono } from '@hono/zod-openapi';
import { z } from '@hono/zod-openapi';
import { and, eq } from 'drizzle-orm';
import { access } from '../../../server/http/access';
import type { AppEnv } from '../../../server/http/env';
import { tenantRoute } from '../../../server/http/route';
import { errorBody, jsonResponse } from '../../../server/http/openapi';
import { distanceMetres, localDate } from '../../../core/attendance';
import { checkPermission, CLOCK_IN_PERMISSION } from '../../../core/permissions';
import { message } from '../../../core/i18n/messages';
import { accessSubject } from '../../../server/tenancy/actor';
import { attendanceRecords } from './tables';
import { attendanceRecordOut } from './attendance-schemas';
import { clockIn, clockOut, companyTimezone, loadOffice, ownEmployee, toRecordOut } from './attendance-service';

const latitude = z.number({ error: 'invalid_coordinates' }).min(-90, 'invalid_coordinates').max(90, 'invalid_coordinates');
const longitude = z.number({ error: 'invalid_coordinates' }).min(-180, 'invalid_coordinates').max(180, 'invalid_coordinates');
const clockBody = z.object({ employeeId: z.string().uuid('invalid_employee'), latitude, longitude }).strict();

const record = attendanceRecordOut;
const clockResponse = z.object({
  success: z.boolean(),
  message: z.string(),
  error: z.string().optional(),
  errorCode: z.string().optional(),
  needsConfiguration: z.boolean().optional(),
  distance: z.number().optional(),
  allowedRadius: z.number().optional(),
  record: record.optional(),
});

export function attendanceRoutes(app: OpenAPIHono<AppEnv>) {
  tenantRoute(
    app,
    {
      method: 'post',
      path: '/api/attendance/verify-location',
      access: access.member,
      summary: 'Is this position within the office radius?',
      request: { body: { content: { 'application/json': { schema: z.object({ companyId: z.string().uuid(), latitude, longitude }).strict() } }, required: true } },
      responses: { 200: jsonResponse(clockResponse, 'Inside the radius'), 422: jsonResponse(clockResponse, 'Outside, or no office configured') },
    },
    async (c, { tx, lang }) => {
      const { latitude: lat, longitude: lng } = c.req.valid('json');
      const office = await loadOffice(tx);
      if (!office) {
        return c.json({ success: false, message: message('office_location_not_configured', lang), needsConfiguration: true, errorCode: 'LOCATION_NOT_CONFIGURED' }, 422);
      }
      const distance = distanceMetres({ latitude: lat, longitude: lng }, office.location);
      if (distance > office.radius) {
        return c.json({ success: false, message: message('location_out_of_range', lang), errorCode: 'LOCATION_OUT_OF_RANGE', distance, allowedRadius: office.radius }, 422);
      }
      return c.json({ success: true, message: message('location_verified', lang), distance, allowedRadius: office.radius }, 200);
    },
  );

  for (const [path, run] of [
    ['/api/attendance/clock-in', clockIn],
    ['/api/attendance/clock-out', clockOut],
  ] as const) {
    tenantRoute(
      app,
      {
        method: 'post',
        path,
        access: access.member,
        summary: path.endsWith('in') ? 'Clock in from the office location' : 'Clock out from the office location',
        request: { body: { content: { 'application/json': { schema: clockBody } }, required: true } },
        responses: {
          200: jsonResponse(clockResponse, 'Recorded'),
          // The account checks before the handler answer with the common error body.
          403: jsonResponse(z.union([clockResponse, errorBody]), 'Not permitted'),
          404: jsonResponse(clockResponse, 'Not the caller’s employee record'),
          409: jsonResponse(clockResponse, 'Already recorded / nothing to close'),
          422: jsonResponse(clockResponse, 'Outside the radius or no office configured'),
        },
      },
      async (c, { tx, actor, lang }) => {
        const { employeeId, latitude: lat, longitude: lng } = c.req.valid('json');
        const result = await run({ tx, actor, lang, employeeId, position: { latitude: lat, longitude: lng } });
        return c.json(result.body, result.status);
      },
    );
  }

  tenantRoute(
    app,
    {
      method: 'get',
      path: '/api/attendance/today',
      access: access.member,
      summary: 'My attendance today and what the header button should offer',
      responses: {
        200: jsonResponse(
          z.object({
            employeeId: z.string().nullable(),
            date: z.string(),
            state: z.enum(['not_recorded', 'checked_in', 'checked_out', 'no_permission']),
            record: record.nullable(),
            officeConfigured: z.boolean(),
          }),
          'Today',
        ),
      },
    },
    async (c, { tx, actor }) => {
      const today = localDate(new Date(), await companyTimezone(tx));
      const employee = await ownEmployee(tx, actor);
      const permitted = checkPermission(accessSubject(actor), CLOCK_IN_PERMISSION).ok;
      const [row] = employee
        ? await tx.select().from(attendanceRecords).where(and(eq(attendanceRecords.employeeId, employee.id), eq(attendanceRecords.attendanceDate, today)))
        : [];
      const state = !employee || !permitted ? 'no_permission' : !row?.checkInTime ? 'not_recorded' : row.checkOutTime ? 'checked_out' : 'checked_in';
      return c.json({ employeeId: employee?.id ?? null, date: today, state, record: row ? toRecordOut(row) : null, officeConfigured: Boolean(await loadOffice(tx)) }, 200);
    },
  );
}
