// The vehicle-holds rule in the database (migration vehicle_holds_rule): a contract over a work
// order's window is refused, a work order over a contract is refused, also when both arrive at
// once, and the refusal names what holds the vehicle in Arabic and English.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../server/test/test-server';
import { queryRows } from '../../../server/db/client';
import { contracts } from '../../contracts/server/tables';
import { vehicleHolds } from '../../fleet/server/holds';
import { vehicleMaintenance } from './tables';

let t: TestServer;
let admin: string;
let companyId: string;

const vehicleBody = (plate: string) => ({ plateNumber: plate, make: 'Nissan', model: 'Sunny', year: 2024, dailyRate: '12', odometer: 5000 });

async function make(path: string, body: unknown) {
  const res = await t.json('POST', path, { cookie: admin, body });
  if (res.status !== 201) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** A work order written straight to the table: the rule must hold whatever path writes it. */
async function order(vehicleId: string, number: string, from: string, to: string, status = 'pending') {
  const [row] = await t.deps.handle.db
    .insert(vehicleMaintenance)
    .values({ companyId, vehicleId, maintenanceNumber: number, maintenanceType: 'brakes', status, scheduledAt: new Date(from), expectedEndAt: new Date(to) })
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
  admin = await t.signIn('admin@rental.masar.test');
  const me = await t.json('GET', '/api/me', { cookie: admin });
  companyId = me.body.company.id;
});
afterAll(() => t?.stop());

describe('the vehicle-holds rule', () => {
  it('gives every booking contract of the demo one hold over its exact times', async () => {
    const rows = await queryRows<{ missing: number }>(
      t.deps.handle.db,
      sql`select count(*)::int as missing from contracts c
          where c.status in ('reserved','active','suspended')
            and not exists (select 1 from vehicle_holds h where h.source_type = 'contract' and h.source_id = c.id
              and h.vehicle_id = c.vehicle_id and h.period = tstzrange(c.start_at, c.end_at, '[)'))`,
    );
    expect(rows[0]!.missing).toBe(0);
    const stray = await queryRows<{ n: number }>(
      t.deps.handle.db,
      sql`select count(*)::int as n from vehicle_holds h join contracts c on c.id = h.source_id
          where h.source_type = 'contract' and c.status not in ('reserved','active','suspended')`,
    );
    expect(stray[0]!.n).toBe(0);
  });

  it('refuses a contract over a work order, naming the order, until the order is cancelled', async () => {
    const vehicle = await make('/api/fleet/vehicles', vehicleBody('HOLD 101'));
    const customer = await make('/api/customers', { nameAr: 'سالم', phone: '+965 51000101', civilId: '290010200101', licenseNumber: 'DL-9', licenseExpiry: '2031-01-01' });
    const wo = await order(vehicle.id, 'MNT-T0001', '2027-05-10T09:00:00+03:00', '2027-05-12T09:00:00+03:00');
    const body = { customerId: customer.id, vehicleId: vehicle.id, startAt: '2027-05-11T09:00:00+03:00', rateUnit: 'day', duration: 2, reserve: true };
    const ar = await t.json('POST', '/api/contracts', { cookie: admin, body });
    expect(ar.status).toBe(409);
    expect(ar.body.error).toMatchObject({ code: 'vehicle_in_maintenance', message: 'المركبة في الصيانة خلال هذه الفترة (أمر الصيانة MNT-T0001)' });
    const en = await t.json('POST', '/api/contracts', { cookie: admin, body, lang: 'en' });
    expect(en.body.error.message).toBe('The vehicle is in maintenance during these dates (work order MNT-T0001)');
    // Nothing half-written: no contract for the vehicle.
    expect(await t.deps.handle.db.select().from(contracts).where(eq(contracts.vehicleId, vehicle.id))).toHaveLength(0);

    // Ending exactly when the order starts is not an overlap (half-open ranges).
    const before = await t.json('POST', '/api/contracts', { cookie: admin, body: { ...body, startAt: '2027-05-08T09:00:00+03:00', duration: 2 } });
    expect(before.status).toBe(201);

    await t.deps.handle.db.update(vehicleMaintenance).set({ status: 'cancelled' }).where(eq(vehicleMaintenance.id, wo.id));
    const after = await t.json('POST', '/api/contracts', { cookie: admin, body });
    expect(after.status).toBe(201);
    const holds = await t.deps.handle.db.select().from(vehicleHolds).where(eq(vehicleHolds.vehicleId, vehicle.id));
    expect(holds.map((h) => h.sourceType).sort()).toEqual(['contract', 'contract']);
  });

  it('refuses a work order over a reserved contract, naming the contract, and frees it when the contract is cancelled', async () => {
    const vehicle = await make('/api/fleet/vehicles', vehicleBody('HOLD 102'));
    const customer = await make('/api/customers', { nameAr: 'ناصر', phone: '+965 51000102', civilId: '290010200102', licenseNumber: 'DL-8', licenseExpiry: '2031-01-01' });
    const contract = await make('/api/contracts', { customerId: customer.id, vehicleId: vehicle.id, startAt: '2027-06-01T09:00:00+03:00', rateUnit: 'day', duration: 3, reserve: true });
    const err = await order(vehicle.id, 'MNT-T0002', '2027-06-03T08:00:00+03:00', '2027-06-05T08:00:00+03:00').catch((e: unknown) => e);
    expect(pgMessage(err)).toContain(`vehicle_holds_no_overlap: contract ${contract.contractNumber}`);
    expect(await t.deps.handle.db.select().from(vehicleMaintenance).where(eq(vehicleMaintenance.vehicleId, vehicle.id))).toHaveLength(0);

    const cancelled = await t.json('POST', `/api/contracts/${contract.id}/cancel`, { cookie: admin, body: { reason: 'العميل ألغى' } });
    expect(cancelled.status).toBe(200);
    const wo = await order(vehicle.id, 'MNT-T0002', '2027-06-03T08:00:00+03:00', '2027-06-05T08:00:00+03:00');
    const holds = await t.deps.handle.db.select().from(vehicleHolds).where(eq(vehicleHolds.vehicleId, vehicle.id));
    expect(holds.map((h) => [h.sourceType, h.sourceId])).toEqual([['maintenance', wo.id]]);
  });

  it('lets exactly one of a contract and a work order arriving at once hold the vehicle', async () => {
    const vehicle = await make('/api/fleet/vehicles', vehicleBody('HOLD 103'));
    const customer = await make('/api/customers', { nameAr: 'خالد', phone: '+965 51000103', civilId: '290010200103', licenseNumber: 'DL-7', licenseExpiry: '2031-01-01' });
    const [booking, workshop] = await Promise.allSettled([
      t.json('POST', '/api/contracts', { cookie: admin, body: { customerId: customer.id, vehicleId: vehicle.id, startAt: '2027-07-01T09:00:00+03:00', rateUnit: 'day', duration: 3, reserve: true } }),
      order(vehicle.id, 'MNT-T0003', '2027-07-02T09:00:00+03:00', '2027-07-03T09:00:00+03:00'),
    ]);
    const booked = booking.status === 'fulfilled' && booking.value.status === 201;
    const inWorkshop = workshop.status === 'fulfilled';
    expect([booked, inWorkshop].filter(Boolean)).toHaveLength(1);
    if (!booked) expect(booking.status === 'fulfilled' && booking.value.body.error.code).toBe('vehicle_in_maintenance');
    const holds = await t.deps.handle.db.select().from(vehicleHolds).where(and(eq(vehicleHolds.vehicleId, vehicle.id), inArray(vehicleHolds.sourceType, ['contract', 'maintenance'])));
    expect(holds).toHaveLength(1);
  });
});
