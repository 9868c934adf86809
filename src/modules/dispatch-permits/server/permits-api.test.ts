// Dispatch permits through the API: the lifecycle and its refusals (Arabic and English, nothing
// half-written), the trip odometer, and who may do what (DECISIONS 17).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../server/test/test-server';
import { vehicleHolds } from '../../fleet/server/holds';
import { vehicles } from '../../fleet/server/tables';
import { dispatchPermitHistory, dispatchPermits } from './tables';

let t: TestServer;
let admin: string;
let fleet: string;
let accountant: string;
let employee: string;
let driverId: string;

const vehicleBody = (plate: string, odometer = 5000) => ({ plateNumber: plate, make: 'Toyota', model: 'Hilux', year: 2024, dailyRate: '15', odometer });

async function make(cookie: string, path: string, body: unknown) {
  const res = await t.json('POST', path, { cookie, body });
  if (res.status !== 201) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

const permitBody = (vehicleId: string, startAt: string, endAt: string) => ({
  vehicleId,
  driverId,
  purpose: 'delivery',
  purposeAr: 'توصيل قطع غيار إلى الفرع',
  destinationAr: 'فرع الأحمدي',
  destinationEn: 'Ahmadi branch',
  startAt,
  endAt,
  expectedKm: 80,
  fuelAllowance: '5.1255',
  priority: 'high',
});

beforeAll(async () => {
  t = await startTestServer();
  admin = await t.signIn('admin@rental.masar.test');
  fleet = await t.signIn('fleet@rental.masar.test');
  accountant = await t.signIn('accountant@rental.masar.test');
  employee = await t.signIn('employee@rental.masar.test');
  const options = await t.json('GET', '/api/dispatch-permits/availability?startAt=2028-01-01T08:00:00%2B03:00&endAt=2028-01-01T10:00:00%2B03:00', { cookie: fleet });
  expect(options.status).toBe(200);
  driverId = options.body.drivers[0].id;
});
afterAll(() => t?.stop());

describe('the dispatch permit lifecycle', () => {
  it('goes pending → approved → in progress → completed, with a number, the history and the vehicle odometer', async () => {
    const vehicle = await make(fleet, '/api/fleet/vehicles', vehicleBody('DSP 201'));
    const created = await make(fleet, '/api/dispatch-permits', permitBody(vehicle.id, '2028-02-01T08:00:00+03:00', '2028-02-01T17:00:00+03:00'));
    expect(created).toMatchObject({ status: 'pending', purpose: 'delivery', priority: 'high', fuelAllowance: '5.126', currency: 'KWD', vehiclePlate: 'DSP 201', actions: ['approve', 'reject', 'cancel'] });
    expect(created.permitNumber).toMatch(/^DP-\d{5}$/);
    expect(created.startAt).toBe('2028-02-01T05:00:00.000Z');

    const approved = await t.json('POST', `/api/dispatch-permits/${created.id}/approve`, { cookie: fleet, body: {} });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ status: 'approved', actions: ['start', 'cancel'] });
    const started = await t.json('POST', `/api/dispatch-permits/${created.id}/start`, { cookie: fleet, body: { odometer: 5010 } });
    expect(started.body).toMatchObject({ status: 'in_progress', odometerOut: 5010, actions: ['complete'] });
    const done = await t.json('POST', `/api/dispatch-permits/${created.id}/complete`, { cookie: fleet, body: { odometer: 5092, note: 'عاد بحالة جيدة' } });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ status: 'completed', odometerOut: 5010, odometerIn: 5092, distanceKm: 82, actions: [] });
    expect(done.body.history.map((h: { fromStatus: string | null; toStatus: string }) => [h.fromStatus, h.toStatus])).toEqual([
      [null, 'pending'],
      ['pending', 'approved'],
      ['approved', 'in_progress'],
      ['in_progress', 'completed'],
    ]);
    expect(done.body.history[3].note).toBe('عاد بحالة جيدة');
    expect(done.body.history[1].changedByName).toBe('يوسف العنزي');

    const [row] = await t.deps.handle.db.select().from(vehicles).where(eq(vehicles.id, vehicle.id));
    expect(row!.odometer).toBe(5092);

    const read = await t.json('GET', `/api/dispatch-permits/${created.id}`, { cookie: employee });
    expect(read.status).toBe(200);
    expect(read.body.status).toBe('completed');
  });

  it('refuses what the status does not allow with a 409 in Arabic and English, and changes nothing', async () => {
    const vehicle = await make(fleet, '/api/fleet/vehicles', vehicleBody('DSP 202'));
    const permit = await make(fleet, '/api/dispatch-permits', permitBody(vehicle.id, '2028-02-02T08:00:00+03:00', '2028-02-02T12:00:00+03:00'));
    const ar = await t.json('POST', `/api/dispatch-permits/${permit.id}/start`, { cookie: fleet, body: { odometer: 5000 } });
    expect(ar.status).toBe(409);
    expect(ar.body.error).toMatchObject({ code: 'invalid_transition', message: 'لا يمكن تنفيذ هذا الإجراء في الحالة الحالية' });
    const en = await t.json('POST', `/api/dispatch-permits/${permit.id}/complete`, { cookie: fleet, body: { odometer: 5000 }, lang: 'en' });
    expect(en.status).toBe(409);
    expect(en.body.error.message).toBe('This action is not possible in the current status');

    // A rejection needs its reason.
    const noReason = await t.json('POST', `/api/dispatch-permits/${permit.id}/reject`, { cookie: fleet, body: { reason: '  ' } });
    expect(noReason.status).toBe(400);
    expect(noReason.body.error.fields.reason).toBeTruthy();
    const rejected = await t.json('POST', `/api/dispatch-permits/${permit.id}/reject`, { cookie: fleet, body: { reason: 'لا يوجد سائق متاح' } });
    expect(rejected.body).toMatchObject({ status: 'rejected', rejectionReason: 'لا يوجد سائق متاح' });
    const again = await t.json('POST', `/api/dispatch-permits/${permit.id}/approve`, { cookie: fleet, body: {} });
    expect(again.status).toBe(409);
    const edit = await t.json('PATCH', `/api/dispatch-permits/${permit.id}`, { cookie: fleet, body: { expectedKm: 10 } });
    expect(edit.status).toBe(409);

    const history = await t.deps.handle.db.select().from(dispatchPermitHistory).where(eq(dispatchPermitHistory.permitId, permit.id));
    expect(history.map((h) => h.toStatus).sort()).toEqual(['pending', 'rejected']);
  });

  it('refuses an odometer in below the odometer out (422) and an odometer out below the vehicle’s (400)', async () => {
    const vehicle = await make(fleet, '/api/fleet/vehicles', vehicleBody('DSP 203', 7000));
    const permit = await make(fleet, '/api/dispatch-permits', permitBody(vehicle.id, '2028-02-03T08:00:00+03:00', '2028-02-03T12:00:00+03:00'));
    await t.json('POST', `/api/dispatch-permits/${permit.id}/approve`, { cookie: fleet, body: {} });
    const backwards = await t.json('POST', `/api/dispatch-permits/${permit.id}/start`, { cookie: fleet, body: { odometer: 6999 } });
    expect(backwards.status).toBe(400);
    expect(backwards.body.error).toMatchObject({ code: 'odometer_backwards', message: 'قراءة العداد لا يمكن أن تقل عن آخر قراءة (7000 كم)' });
    const still = await t.json('GET', `/api/dispatch-permits/${permit.id}`, { cookie: fleet });
    expect(still.body).toMatchObject({ status: 'approved', odometerOut: null });

    await t.json('POST', `/api/dispatch-permits/${permit.id}/start`, { cookie: fleet, body: { odometer: 7020 } });
    const below = await t.json('POST', `/api/dispatch-permits/${permit.id}/complete`, { cookie: fleet, body: { odometer: 7019 } });
    expect(below.status).toBe(422);
    expect(below.body.error).toMatchObject({ code: 'odometer_in_below_out', message: 'قراءة العداد عند العودة (7019 كم) أقل من قراءته عند الخروج (7020 كم)' });
    const belowEn = await t.json('POST', `/api/dispatch-permits/${permit.id}/complete`, { cookie: fleet, body: { odometer: 7019 }, lang: 'en' });
    expect(belowEn.body.error.message).toBe('The odometer on return (7019 km) is lower than at departure (7020 km)');
    const [row] = await t.deps.handle.db.select().from(dispatchPermits).where(eq(dispatchPermits.id, permit.id));
    expect(row).toMatchObject({ status: 'in_progress', odometerIn: null });
    const [car] = await t.deps.handle.db.select().from(vehicles).where(eq(vehicles.id, vehicle.id));
    expect(car!.odometer).toBe(7020);

    // The same reading as at departure is a trip of zero km.
    const same = await t.json('POST', `/api/dispatch-permits/${permit.id}/complete`, { cookie: fleet, body: { odometer: 7020 } });
    expect(same.body).toMatchObject({ status: 'completed', distanceKm: 0 });
  });

  it('refuses a period that ends before it starts, an unknown driver and an unknown vehicle', async () => {
    const vehicle = await make(fleet, '/api/fleet/vehicles', vehicleBody('DSP 204'));
    const backwards = await t.json('POST', '/api/dispatch-permits', { cookie: fleet, body: permitBody(vehicle.id, '2028-02-04T12:00:00+03:00', '2028-02-04T08:00:00+03:00') });
    expect(backwards.status).toBe(400);
    expect(backwards.body.error.fields.endAt).toBe('الفترة غير صالحة');
    const noDriver = await t.json('POST', '/api/dispatch-permits', { cookie: fleet, body: { ...permitBody(vehicle.id, '2028-02-04T08:00:00+03:00', '2028-02-04T12:00:00+03:00'), driverId: vehicle.id } });
    expect(noDriver.status).toBe(400);
    expect(Object.keys(noDriver.body.error.fields)).toEqual(['driverId']);
    const noVehicle = await t.json('POST', '/api/dispatch-permits', { cookie: fleet, body: permitBody(driverId, '2028-02-04T08:00:00+03:00', '2028-02-04T12:00:00+03:00') });
    expect(noVehicle.status).toBe(400);
    expect(Object.keys(noVehicle.body.error.fields)).toEqual(['vehicleId']);
    const none = await t.deps.handle.db.select().from(dispatchPermits).where(eq(dispatchPermits.vehicleId, vehicle.id));
    expect(none).toHaveLength(0);
  });
});

describe('the demo', () => {
  it('has permits in every status, and exactly the approved and in-progress ones hold their vehicle', async () => {
    const list = await t.json('GET', '/api/dispatch-permits?pageSize=100', { cookie: fleet });
    expect(Object.keys(list.body.counts).sort()).toEqual(['approved', 'cancelled', 'completed', 'in_progress', 'pending', 'rejected']);
    const holding = list.body.items.filter((p: { status: string }) => p.status === 'approved' || p.status === 'in_progress').map((p: { id: string }) => p.id).sort();
    const holds = await t.deps.handle.db.select().from(vehicleHolds).where(eq(vehicleHolds.sourceType, 'permit'));
    expect(holds.map((h) => h.sourceId).sort()).toEqual(holding);
  });
});

describe('who may do what (DECISIONS 17)', () => {
  it('lets the fleet manager write, the employee only read, and the accountant neither', async () => {
    const vehicle = await make(fleet, '/api/fleet/vehicles', vehicleBody('DSP 205'));
    const body = permitBody(vehicle.id, '2028-02-05T08:00:00+03:00', '2028-02-05T12:00:00+03:00');
    const byAccountant = await t.json('POST', '/api/dispatch-permits', { cookie: accountant, body });
    expect(byAccountant.status).toBe(403);
    const byEmployee = await t.json('POST', '/api/dispatch-permits', { cookie: employee, body });
    expect(byEmployee.status).toBe(403);
    const permit = await make(fleet, '/api/dispatch-permits', body);
    expect((await t.json('POST', `/api/dispatch-permits/${permit.id}/approve`, { cookie: employee, body: {} })).status).toBe(403);
    expect((await t.json('POST', `/api/dispatch-permits/${permit.id}/approve`, { cookie: accountant, body: {} })).status).toBe(403);
    expect((await t.json('PATCH', `/api/dispatch-permits/${permit.id}`, { cookie: accountant, body: { expectedKm: 5 } })).status).toBe(403);
    const list = await t.json('GET', `/api/dispatch-permits?search=DSP%20205`, { cookie: employee });
    expect(list.status).toBe(200);
    expect(list.body.items.map((p: { id: string }) => p.id)).toEqual([permit.id]);
    expect(list.body.counts).toEqual({ pending: 1 });
    expect((await t.json('GET', '/api/dispatch-permits', { cookie: accountant })).status).toBe(403);
    expect((await t.json('POST', `/api/dispatch-permits/${permit.id}/approve`, { cookie: admin, body: {} })).status).toBe(200);
  });
});
