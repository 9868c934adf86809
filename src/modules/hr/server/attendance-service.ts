// Geofenced clock-in and clock-out (spec §4 "Attendance today", §5, §7, §8). Runs inside the
// request's tenant transaction; every refusal says why in the spec's response fields.
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../../server/db/client';
import { companies, employees } from '../../../server/db/schema';
import { distanceMetres, localDate, type LatLng } from '../../../core/attendance';
import { dateTimeFormat } from '../../../core/dates';
import { checkPermission, CLOCK_IN_PERMISSION } from '../../../core/permissions';
import { message } from '../../../core/i18n/messages';
import { accessSubject, type Actor } from '../../../server/tenancy/actor';
import type { Lang } from '../../../server/http/lang';
import { attendanceRecords } from './tables';
import type { AttendanceRecordOut } from './attendance-schemas';

export type ClockResult = {
  status: 200 | 400 | 403 | 404 | 409 | 422;
  body: {
    success: boolean;
    message: string;
    error?: string;
    errorCode?: string;
    needsConfiguration?: boolean;
    distance?: number;
    allowedRadius?: number;
    record?: AttendanceRecordOut;
  };
};

export function toRecordOut(r: typeof attendanceRecords.$inferSelect): AttendanceRecordOut {
  return {
    id: r.id,
    attendanceDate: r.attendanceDate,
    checkInTime: r.checkInTime?.toISOString() ?? null,
    checkOutTime: r.checkOutTime?.toISOString() ?? null,
    status: r.status,
    lateMinutes: r.lateMinutes,
    totalHours: r.totalHours,
  };
}

type Office = { location: LatLng; radius: number; timezone: string; workStartTime: string | null; lateGraceMinutes: number };

export async function loadOffice(tx: Tx): Promise<Office | null> {
  const [c] = await tx.select().from(companies);
  if (!c || c.officeLatitude === null || c.officeLongitude === null || !c.allowedRadius) return null;
  return {
    location: { latitude: Number(c.officeLatitude), longitude: Number(c.officeLongitude) },
    radius: c.allowedRadius,
    timezone: c.timezone,
    workStartTime: c.workStartTime,
    lateGraceMinutes: c.lateGraceMinutes,
  };
}

export async function companyTimezone(tx: Tx): Promise<string> {
  const [c] = await tx.select({ tz: companies.timezone }).from(companies);
  return c?.tz ?? 'Asia/Qatar';
}

/** The actor's own employee row (RLS confines the lookup to the company). */
export async function ownEmployee(tx: Tx, actor: Actor, employeeId?: string) {
  const [row] = await tx
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.userId, actor.userId), ...(employeeId ? [eq(employees.id, employeeId)] : [])));
  return row ?? null;
}

function refuse(status: ClockResult['status'], lang: Lang, fields: Omit<ClockResult['body'], 'success' | 'message'> & { text: string }): ClockResult {
  const { text, ...rest } = fields;
  return { status, body: { success: false, message: text, ...rest } };
}

type Attempt = { tx: Tx; actor: Actor; lang: Lang; employeeId: string; position: LatLng; now?: Date };

/** The checks shared by clock-in and clock-out, in the spec order; null when all pass. */
async function precheck(a: Attempt): Promise<{ fail: ClockResult } | { office: Office; distance: number; today: string }> {
  const employee = await ownEmployee(a.tx, a.actor, a.employeeId);
  if (!employee) return { fail: refuse(404, a.lang, { text: message('no_employee', a.lang), error: message('no_employee', a.lang), errorCode: 'EMPLOYEE_NOT_FOUND' }) };
  const permitted = checkPermission(accessSubject(a.actor), CLOCK_IN_PERMISSION);
  if (!permitted.ok) {
    const text = permitted.reason === 'forbidden' ? message('clock_in_forbidden', a.lang) : message(permitted.reason, a.lang);
    return { fail: refuse(403, a.lang, { text, error: text, errorCode: 'PERMISSION_DENIED' }) };
  }
  const office = await loadOffice(a.tx);
  if (!office) return { fail: refuse(422, a.lang, { text: message('office_location_not_configured', a.lang), needsConfiguration: true, errorCode: 'LOCATION_NOT_CONFIGURED' }) };
  const distance = distanceMetres(a.position, office.location);
  if (distance > office.radius) {
    return { fail: refuse(422, a.lang, { text: message('location_out_of_range', a.lang), errorCode: 'LOCATION_OUT_OF_RANGE', distance, allowedRadius: office.radius }) };
  }
  return { office, distance, today: localDate(a.now ?? new Date(), office.timezone) };
}

/** Minutes after the work start (plus grace) in the office's time zone; 0 when on time. */
export function lateMinutes(now: Date, office: Pick<Office, 'timezone' | 'workStartTime' | 'lateGraceMinutes'>): number {
  if (!office.workStartTime) return 0;
  const [h = 0, m = 0] = office.workStartTime.split(':').map(Number);
  const parts = dateTimeFormat('en-GB', { timeZone: office.timezone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(now);
  const hour = Number(parts.find((p) => p.type === 'hour')?.value);
  const minute = Number(parts.find((p) => p.type === 'minute')?.value);
  const late = hour * 60 + minute - (h * 60 + m);
  return late > office.lateGraceMinutes ? late : 0;
}

export async function clockIn(a: Attempt): Promise<ClockResult> {
  const checked = await precheck(a);
  if ('fail' in checked) return checked.fail;
  const now = a.now ?? new Date();
  const late = lateMinutes(now, checked.office);
  // The unique (employee, day) index settles two simultaneous taps: the second inserts nothing.
  const [record] = await a.tx
    .insert(attendanceRecords)
    .values({
      companyId: a.actor.companyId!,
      employeeId: a.employeeId,
      attendanceDate: checked.today,
      checkInTime: now,
      checkInLatitude: String(a.position.latitude),
      checkInLongitude: String(a.position.longitude),
      checkInDistance: checked.distance,
      locationVerified: true,
      status: late > 0 ? 'late' : 'present',
      lateMinutes: late,
    })
    .onConflictDoNothing()
    .returning();
  if (!record) return refuse(409, a.lang, { text: message('already_clocked_in', a.lang), errorCode: 'ALREADY_CLOCKED_IN' });
  return { status: 200, body: { success: true, message: message('clock_in_success', a.lang), distance: checked.distance, allowedRadius: checked.office.radius, record: toRecordOut(record) } };
}

export async function clockOut(a: Attempt): Promise<ClockResult> {
  const checked = await precheck(a);
  if ('fail' in checked) return checked.fail;
  const now = a.now ?? new Date();
  const [open] = await a.tx
    .select()
    .from(attendanceRecords)
    .where(and(eq(attendanceRecords.employeeId, a.employeeId), eq(attendanceRecords.attendanceDate, checked.today)));
  if (!open?.checkInTime) return refuse(409, a.lang, { text: message('not_clocked_in', a.lang), errorCode: 'NOT_CLOCKED_IN' });
  if (open.checkOutTime) return refuse(409, a.lang, { text: message('already_clocked_out', a.lang), errorCode: 'ALREADY_CLOCKED_OUT' });
  const hours = ((now.getTime() - open.checkInTime.getTime()) / 3_600_000).toFixed(2);
  const [record] = await a.tx
    .update(attendanceRecords)
    .set({
      checkOutTime: now,
      checkOutLatitude: String(a.position.latitude),
      checkOutLongitude: String(a.position.longitude),
      checkOutDistance: checked.distance,
      totalHours: hours,
      updatedAt: now,
    })
    .where(eq(attendanceRecords.id, open.id))
    .returning();
  return { status: 200, body: { success: true, message: message('clock_out_success', a.lang), distance: checked.distance, allowedRadius: checked.office.radius, record: toRecordOut(record!) } };
}
