// Permits in the vehicle-holds rule: an approved or in-progress permit refuses a contract or work
// order over its times and is refused by them, also when both arrive at once; the refusal names
// the holder in Arabic and English. And the read fine matching uses: the permit covering an instant.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../server/test/test-server';
import { contracts } from '../../contracts/server/tables';
import { vehicleHolds } from '../../fleet/server/holds';
import { vehicleMaintenance } from '../../maintenance/server/tables';
import { permitsCovering, permitsOverlapping } from './index';

let t: TestServer;
let fleet: string;
let admin: string;
let companyId: string;
let driverId: string;

async function make(cookie: string, path: string, body: unknown) {
  const res = await t.json('POST', path, { cookie, body });
  if (res.status !== 201) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

const vehicle = (plate: string) => make(fleet, '/api/fleet/vehicles', { plateNumber: plate, make: 'Nissan', model: 'Urvan', year: 2023, dailyRate: '20', odometer: 9000 });
const customer = (n: number) => make(admin, '/api/customers', { nameAr: `عميل ${n}`, phone: `+965 5200${n}`, civilId: `2900102${n}`, licenseNumber: `DL-${n}`, licenseExpiry: '2032-01-01' });
const permit = (vehicleId: string, startAt: string, endAt: string) =>
  make(fleet, '/api/dispatch-permits', { vehicleId, driverId, purpose: 'maintenance_trip', startAt, endAt, destinationAr: 'الورشة', fuelAllowance: '3' });
const approve = (id: string) => t.json('POST', `/api/dispatch-permits/${id}/approve`, { cookie: fleet, body: {} });

/** A work order written straight to its table: the rule must hold whatever path writes it. */
async function order(vehicleId: string, number: string, from: string, to: string) {
  const [row] = await t.deps.handle.db
    .insert(vehicleMaintenance)
    .values({ companyId, vehicleId, maintenanceNumber: number, maintenanceType: 'tyres', status: 'pending', scheduledAt: new Date(from), expectedEndAt: new Date(to) })
    .returning();
  return row!;
}

function pgMessage(err: unknown): string {
  let cur = err as { message?: string; cause?: unknown } | undefined;
  let all = '';
  for (let i = 0; i < 4 && cur; i++) {
    all += ` ${cur.message ?? ''}`;
    cur = cur.cause as typeof cur;
  }
  return all;
}

beforeAll(async () => {
  t = await startTestServer();
  [fleet, admin] = await Promise.all([t.signIn('fleet@rental.masar.test'), t.signIn('admin@rental.masar.test')]);
  const me = await t.json('GET', '/api/me', { cookie: admin });
  companyId = me.body.company.id;
  const options = await t.json('GET', '/api/dispatch-permits/availability?startAt=2028-01-01T08:00:00%2B03:00&endAt=2028-01-01T10:00:00%2B03:00', { cookie: fleet });
  driverId = options.body.drivers[0].id;
});
afterAll(() => t?.stop());

describe('permits in the vehicle-holds rule', () => {
  it('holds only once approved: a contract over an approved permit is refused naming the permit, and allowed once it is cancelled', async () => {
    const car = await vehicle('PRM 301');
    const buyer = await customer(301);
    const p = await permit(car.id, '2028-03-01T08:00:00+03:00', '2028-03-02T08:00:00+03:00');
    const body = { customerId: buyer.id, vehicleId: car.id, startAt: '2028-03-01T20:00:00+03:00', rateUnit: 'day', duration: 2, reserve: true };
    // A pending permit holds nothing.
    expect(await t.deps.handle.db.select().from(vehicleHolds).where(eq(vehicleHolds.sourceId, p.id))).toHaveLength(0);
    expect((await approve(p.id)).status).toBe(200);
    const [hold] = await t.deps.handle.db.select().from(vehicleHolds).where(eq(vehicleHolds.sourceId, p.id));
    expect(hold).toMatchObject({ sourceType: 'permit', reference: p.permitNumber, vehicleId: car.id });

    const ar = await t.json('POST', '/api/contracts', { cookie: admin, body });
    expect(ar.status).toBe(409);
    expect(ar.body.error).toMatchObject({ code: 'vehicle_on_permit', message: `المركبة خارجة بتصريح خروج خلال هذه الفترة (التصريح ${p.permitNumber})` });
    const en = await t.json('POST', '/api/contracts', { cookie: admin, body, lang: 'en' });
    expect(en.body.error.message).toBe(`The vehicle is out on a dispatch permit during these dates (permit ${p.permitNumber})`);
    expect(await t.deps.handle.db.select().from(contracts).where(eq(contracts.vehicleId, car.id))).toHaveLength(0);

    // The form offers only free vehicles: not this one over the permit's times, this one after them.
    const during = await t.json('GET', `/api/dispatch-permits/availability?startAt=2028-03-01T10:00:00%2B03:00&endAt=2028-03-01T11:00:00%2B03:00`, { cookie: fleet });
    expect(during.body.vehicles.map((v: { id: string }) => v.id)).not.toContain(car.id);
    const after = await t.json('GET', `/api/dispatch-permits/availability?startAt=2028-03-02T08:00:00%2B03:00&endAt=2028-03-02T11:00:00%2B03:00`, { cookie: fleet });
    expect(after.body.vehicles.map((v: { id: string }) => v.id)).toContain(car.id);
    // The permit's own edit form still offers its vehicle.
    const own = await t.json('GET', `/api/dispatch-permits/availability?startAt=2028-03-01T10:00:00%2B03:00&endAt=2028-03-01T11:00:00%2B03:00&exceptPermitId=${p.id}`, { cookie: fleet });
    expect(own.body.vehicles.map((v: { id: string }) => v.id)).toContain(car.id);

    const cancelled = await t.json('POST', `/api/dispatch-permits/${p.id}/cancel`, { cookie: fleet, body: { reason: 'تأجلت الرحلة' } });
    expect(cancelled.body.status).toBe('cancelled');
    expect((await t.json('POST', '/api/contracts', { cookie: admin, body })).status).toBe(201);
  });

  it('refuses a permit over a reserved contract or a work order, naming it, in Arabic and English', async () => {
    const car = await vehicle('PRM 302');
    const buyer = await customer(302);
    const contract = await make(admin, '/api/contracts', { customerId: buyer.id, vehicleId: car.id, startAt: '2028-04-01T09:00:00+03:00', rateUnit: 'day', duration: 3, reserve: true });
    const over = { vehicleId: car.id, driverId, purpose: 'inspection', startAt: '2028-04-03T08:00:00+03:00', endAt: '2028-04-05T08:00:00+03:00' };
    const ar = await t.json('POST', '/api/dispatch-permits', { cookie: fleet, body: over });
    expect(ar.status).toBe(409);
    expect(ar.body.error).toMatchObject({ code: 'vehicle_double_booked', message: `المركبة محجوزة في هذه الفترة بالعقد ${contract.contractNumber}` });

    const wo = await order(car.id, 'MNT-P0302', '2028-04-10T08:00:00+03:00', '2028-04-12T08:00:00+03:00');
    const en = await t.json('POST', '/api/dispatch-permits', { cookie: fleet, body: { ...over, startAt: '2028-04-11T08:00:00+03:00', endAt: '2028-04-11T12:00:00+03:00' }, lang: 'en' });
    expect(en.status).toBe(409);
    expect(en.body.error.message).toBe(`The vehicle is in maintenance during these dates (work order ${wo.maintenanceNumber})`);

    // Moving an approved permit onto the work order is refused too, and it keeps its old times.
    const p = await permit(car.id, '2028-04-08T08:00:00+03:00', '2028-04-09T08:00:00+03:00');
    await approve(p.id);
    const moved = await t.json('PATCH', `/api/dispatch-permits/${p.id}`, { cookie: fleet, body: { endAt: '2028-04-10T12:00:00+03:00' } });
    expect(moved.status).toBe(409);
    expect(moved.body.error.code).toBe('vehicle_in_maintenance');
    const [hold] = await t.deps.handle.db.select().from(vehicleHolds).where(eq(vehicleHolds.sourceId, p.id));
    expect(hold!.period).toBe('["2028-04-08 05:00:00+00","2028-04-09 05:00:00+00")');
  });

  it('refuses a work order over an approved permit in the database itself', async () => {
    const car = await vehicle('PRM 303');
    const p = await permit(car.id, '2028-05-01T08:00:00+03:00', '2028-05-01T18:00:00+03:00');
    await approve(p.id);
    const err = await order(car.id, 'MNT-P0303', '2028-05-01T12:00:00+03:00', '2028-05-02T12:00:00+03:00').catch((e: unknown) => e);
    expect(pgMessage(err)).toContain(`vehicle_holds_no_overlap: permit ${p.permitNumber}`);
    // Ending exactly when the permit starts is not an overlap (half-open periods).
    await order(car.id, 'MNT-P0304', '2028-04-30T08:00:00+03:00', '2028-05-01T08:00:00+03:00');
  });

  it('lets exactly one of two permits approved at once hold the vehicle', async () => {
    const car = await vehicle('PRM 304');
    const a = await permit(car.id, '2028-06-01T08:00:00+03:00', '2028-06-01T18:00:00+03:00');
    const b = await permit(car.id, '2028-06-01T12:00:00+03:00', '2028-06-02T12:00:00+03:00');
    const results = await Promise.all([approve(a.id), approve(b.id)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const refused = results.find((r) => r.status === 409)!;
    expect(refused.body.error.code).toBe('vehicle_on_permit');
    const holds = await t.deps.handle.db.select().from(vehicleHolds).where(and(eq(vehicleHolds.vehicleId, car.id), eq(vehicleHolds.sourceType, 'permit')));
    expect(holds).toHaveLength(1);
  });

  it('lets exactly one of a permit approval and a booking arriving at once hold the vehicle', async () => {
    const car = await vehicle('PRM 305');
    const buyer = await customer(305);
    const p = await permit(car.id, '2028-07-01T08:00:00+03:00', '2028-07-02T08:00:00+03:00');
    const [approval, booking] = await Promise.all([
      approve(p.id),
      t.json('POST', '/api/contracts', { cookie: admin, body: { customerId: buyer.id, vehicleId: car.id, startAt: '2028-07-01T12:00:00+03:00', rateUnit: 'day', duration: 1, reserve: true } }),
    ]);
    expect([approval.status === 200, booking.status === 201].filter(Boolean)).toHaveLength(1);
    if (approval.status !== 200) expect(approval.body.error.code).toBe('vehicle_double_booked');
    else expect(booking.body.error.code).toBe('vehicle_on_permit');
    expect(await t.deps.handle.db.select().from(vehicleHolds).where(eq(vehicleHolds.vehicleId, car.id))).toHaveLength(1);
  });
});

describe('permitsOverlapping (for traffic-fine matching)', () => {
  it('returns the permit and driver covering an instant: from its start, until just before its end', async () => {
    const car = await vehicle('PRM 306');
    const p = await permit(car.id, '2028-08-01T08:00:00+03:00', '2028-08-01T18:00:00+03:00');
    const at = (iso: string) => t.deps.handle.db.transaction((tx) => permitsOverlapping(tx, car.id, new Date(iso)));
    // Pending: the vehicle never left on it.
    expect(await at('2028-08-01T09:00:00+03:00')).toEqual([]);
    await approve(p.id);
    await t.json('POST', `/api/dispatch-permits/${p.id}/start`, { cookie: fleet, body: { odometer: 9000 } });
    await t.json('POST', `/api/dispatch-permits/${p.id}/complete`, { cookie: fleet, body: { odometer: 9040 } });
    const hit = await at('2028-08-01T08:00:00+03:00');
    expect(hit).toHaveLength(1);
    expect(hit[0]).toMatchObject({ id: p.id, permitNumber: p.permitNumber, status: 'completed', driverId, driver: { id: driverId } });
    expect(hit[0]!.driver!.nameAr).toBeTruthy();
    expect(await at('2028-08-01T17:59:00+03:00')).toHaveLength(1);
    expect(await at('2028-08-01T18:00:00+03:00')).toEqual([]);
    expect(await at('2028-08-01T07:59:00+03:00')).toEqual([]);

    // The batch read: the same permit for a span that meets its period, by vehicle; none past its end.
    const span = (from: string, to: string) => t.deps.handle.db.transaction((tx) => permitsCovering(tx, [car.id], new Date(from), new Date(to)));
    const covering = await span('2028-07-31T00:00:00+03:00', '2028-08-01T08:00:00+03:00');
    expect(covering.get(car.id)).toEqual([{ id: p.id, permitNumber: p.permitNumber, driverId, startAt: new Date('2028-08-01T08:00:00+03:00'), endAt: new Date('2028-08-01T18:00:00+03:00') }]);
    expect((await span('2028-08-01T18:00:00+03:00', '2028-08-02T00:00:00+03:00')).size).toBe(0);
    expect((await t.deps.handle.db.transaction((tx) => permitsCovering(tx, [], new Date(), new Date()))).size).toBe(0);
  });
});
