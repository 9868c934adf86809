// Output shapes of the attendance API; the services' row types are inferred from them, so a
// field added in code but not in /api/openapi.json fails the typecheck.
import { z } from '@hono/zod-openapi';
import { dateOut, dateTimeOut, decimalOut } from '../../../server/http/row-schema';

export const attendanceRecordOut = z
  .object({
    id: z.string(),
    attendanceDate: dateOut,
    checkInTime: dateTimeOut.nullable(),
    checkOutTime: dateTimeOut.nullable(),
    status: z.string(),
    lateMinutes: z.number(),
    totalHours: decimalOut.nullable(),
  })
  .openapi('AttendanceRecord');
export type AttendanceRecordOut = z.infer<typeof attendanceRecordOut>;

const person = { employeeId: z.string(), employeeNumber: z.string(), name: z.string(), nameAr: z.string().nullable(), department: z.string().nullable() };

export const boardRowOut = z.object({
  ...person,
  state: z.enum(['in', 'late', 'out', 'absent', 'on_leave', 'day_off']),
  checkInTime: dateTimeOut.nullable(),
  checkOutTime: dateTimeOut.nullable(),
  lateMinutes: z.number(),
});
export type BoardRow = z.infer<typeof boardRowOut>;
export const boardOut = z.object({ date: dateOut, items: z.array(boardRowOut) });

export const monthRowOut = z.object({
  ...person,
  workingDays: z.number(),
  present: z.number(),
  absent: z.number(),
  late: z.number(),
  leave: z.number(),
  /** Hours worked in the month, two decimals. */
  hours: decimalOut,
});
export type MonthRow = z.infer<typeof monthRowOut>;
export const monthOut = z.object({ month: z.string().regex(/^\d{4}-\d{2}$/), items: z.array(monthRowOut) });
