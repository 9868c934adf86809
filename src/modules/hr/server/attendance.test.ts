// Every clock-in/out branch of the HR issue's acceptance list, through the real API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { companies, employees, userRoles, users } from '../../../server/db/schema';
import { startTestServer, type TestServer } from '../../../server/test/test-server';
import { attendanceRecords } from './tables';
import { localDate } from '../../../core/attendance';

let t: TestServer;
const OFFICE = { latitude: 29.3759, longitude: 47.9774 }; // Kuwait City
const INSIDE = { latitude: 29.3763, longitude: 47.9774 }; // ~45 m away
const OUTSIDE = { latitude: 29.3859, longitude: 47.9774 }; // ~1.1 km away

async function employeeOf(email: string) {
  const [row] = await t.deps.handle.db
    .select({ id: employees.id, userId: users.id })
    .from(employees)
    .innerJoin(users, eq(users.id, employees.userId))
    .where(eq(users.email, email));
  return row!;
}

/** Today's records (the demo data holds the past month). */
async function records(employeeId: string) {
  const today = localDate(new Date(), 'Asia/Kuwait');
  return t.deps.handle.db.select().from(attendanceRecords).where(and(eq(attendanceRecords.employeeId, employeeId), eq(attendanceRecords.attendanceDate, today)));
}

beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t?.stop());

describe('before the office is configured', () => {
  it('answers needsConfiguration and writes nothing', async () => {
    // The demo real-estate company has no office location yet.
    const cookie = await t.signIn('admin@realestate.masar.test');
    const me = await employeeOf('admin@realestate.masar.test');
    const res = await t.json('POST', '/api/attendance/clock-in', { cookie, body: { employeeId: me.id, ...INSIDE } });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ success: false, needsConfiguration: true, errorCode: 'LOCATION_NOT_CONFIGURED' });
    expect(await records(me.id)).toHaveLength(0);
  });
});

describe('location settings', () => {
  it('are set by the company admin only, with validation', async () => {
    const admin = await t.signIn('admin@rental.masar.test');
    const bad = await t.json('PUT', '/api/hr/location-settings', {
      cookie: admin,
      body: { officeLatitude: 95, officeLongitude: 47.9, allowedRadius: 2, workStartTime: '25:00', workEndTime: '17:00', lateGraceMinutes: 15, autoCheckoutEnabled: false },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(['allowedRadius', 'officeLatitude', 'workStartTime']);

    const settings = { officeLatitude: OFFICE.latitude, officeLongitude: OFFICE.longitude, allowedRadius: 200, workStartTime: '08:00', workEndTime: '17:00', lateGraceMinutes: 15, autoCheckoutEnabled: false };
    const ok = await t.json('PUT', '/api/hr/location-settings', { cookie: admin, body: settings });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual(settings);

    const employee = await t.signIn('employee@rental.masar.test');
    expect((await t.json('PUT', '/api/hr/location-settings', { cookie: employee, body: settings })).status).toBe(403);
  });
});

describe('verify-location', () => {
  it('tells the distance and the radius', async () => {
    const cookie = await t.signIn('fleet@rental.masar.test');
    const [company] = await t.deps.handle.db.select({ id: companies.id }).from(companies).where(eq(companies.businessType, 'car_rental'));
    const inside = await t.json('POST', '/api/attendance/verify-location', { cookie, body: { companyId: company!.id, ...INSIDE } });
    expect(inside.status).toBe(200);
    expect(inside.body).toMatchObject({ success: true, allowedRadius: 200 });
    expect(inside.body.distance).toBeLessThan(60);
    const outside = await t.json('POST', '/api/attendance/verify-location', { cookie, body: { companyId: company!.id, ...OUTSIDE } });
    expect(outside.status).toBe(422);
    expect(outside.body).toMatchObject({ success: false, errorCode: 'LOCATION_OUT_OF_RANGE', allowedRadius: 200 });
  });
});

describe('clock-in and clock-out', () => {
  it('refuses a position outside the radius with the distance and radius, writing nothing', async () => {
    const cookie = await t.signIn('employee@rental.masar.test');
    const me = await employeeOf('employee@rental.masar.test');
    const res = await t.json('POST', '/api/attendance/clock-in', { cookie, body: { employeeId: me.id, ...OUTSIDE } });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ success: false, errorCode: 'LOCATION_OUT_OF_RANGE', allowedRadius: 200 });
    expect(res.body.distance).toBeGreaterThan(1000);
    expect(res.body.error).toBeUndefined();
    expect(await records(me.id)).toHaveLength(0);
  });

  it('refuses clock-out before any check-in', async () => {
    const cookie = await t.signIn('employee@rental.masar.test');
    const me = await employeeOf('employee@rental.masar.test');
    const res = await t.json('POST', '/api/attendance/clock-out', { cookie, body: { employeeId: me.id, ...INSIDE } });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ success: false, errorCode: 'NOT_CLOCKED_IN' });
  });

  it('records a check-in inside the radius, once a day, then the check-out', async () => {
    const cookie = await t.signIn('employee@rental.masar.test');
    const me = await employeeOf('employee@rental.masar.test');
    expect((await t.json('GET', '/api/attendance/today', { cookie })).body.state).toBe('not_recorded');

    const inRes = await t.json('POST', '/api/attendance/clock-in', { cookie, body: { employeeId: me.id, ...INSIDE } });
    expect(inRes.status).toBe(200);
    expect(inRes.body).toMatchObject({ success: true, message: 'تم تسجيل الحضور بنجاح', allowedRadius: 200 });
    expect((await t.json('GET', '/api/attendance/today', { cookie })).body.state).toBe('checked_in');

    const again = await t.json('POST', '/api/attendance/clock-in', { cookie, body: { employeeId: me.id, ...INSIDE } });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ success: false, errorCode: 'ALREADY_CLOCKED_IN', message: 'تم تسجيل الحضور مسبقاً اليوم' });

    const out = await t.json('POST', '/api/attendance/clock-out', { cookie, body: { employeeId: me.id, ...INSIDE } });
    expect(out.status).toBe(200);
    expect(out.body.message).toBe('تم تسجيل الانصراف بنجاح');
    expect(out.body.record.checkOutTime).toBeTruthy();
    expect((await t.json('GET', '/api/attendance/today', { cookie })).body.state).toBe('checked_out');
    expect(await records(me.id)).toHaveLength(1);
  });

  it('lets only one of two simultaneous check-ins through', async () => {
    const cookie = await t.signIn('accountant@rental.masar.test');
    const me = await employeeOf('accountant@rental.masar.test');
    const body = { employeeId: me.id, ...INSIDE };
    const [a, b] = await Promise.all([t.json('POST', '/api/attendance/clock-in', { cookie, body }), t.json('POST', '/api/attendance/clock-in', { cookie, body })]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect(await records(me.id)).toHaveLength(1);
  });

  it('refuses bad coordinates with 400 and writes nothing', async () => {
    const cookie = await t.signIn('manager@rental.masar.test');
    const me = await employeeOf('manager@rental.masar.test');
    for (const coords of [{ latitude: 91, longitude: 47 }, { latitude: 29, longitude: 'east' }, { latitude: null, longitude: 47 }]) {
      const res = await t.json('POST', '/api/attendance/clock-in', { cookie, body: { employeeId: me.id, ...coords } });
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('validation_failed');
    }
    expect(await records(me.id)).toHaveLength(0);
  });

  it('refuses someone else’s employee id', async () => {
    const cookie = await t.signIn('manager@rental.masar.test');
    const other = await employeeOf('sales@rental.masar.test');
    const res = await t.json('POST', '/api/attendance/clock-in', { cookie, body: { employeeId: other.id, ...INSIDE } });
    expect(res.status).toBe(404);
    expect(await records(other.id)).toHaveLength(0);
  });

  it('refuses a user without the clock-in permission with the spec message', async () => {
    const me = await employeeOf('sales@rental.masar.test');
    await t.deps.handle.db.delete(userRoles).where(eq(userRoles.userId, me.userId));
    const cookie = await t.signIn('sales@rental.masar.test');
    const res = await t.json('POST', '/api/attendance/clock-in', { cookie, body: { employeeId: me.id, ...INSIDE } });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ success: false, error: 'ليس لديك صلاحية لتسجيل الحضور' });
    expect((await t.json('GET', '/api/attendance/today', { cookie })).body.state).toBe('no_permission');
  });

  it('refuses an employee without system access with the spec §5 message', async () => {
    const me = await employeeOf('fleet@rental.masar.test');
    await t.deps.handle.db.update(employees).set({ hasSystemAccess: false }).where(and(eq(employees.id, me.id)));
    const cookie = await t.signIn('fleet@rental.masar.test');
    const res = await t.json('POST', '/api/attendance/clock-in', { cookie, body: { employeeId: me.id, ...INSIDE } });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('not_authorised');
    expect(await records(me.id)).toHaveLength(0);
  });
});
