// Work orders through the API: the state machine with the vehicle's status, the odometer rule,
// the ledger entry on completion (line by line, with and without VAT), the preventive due list,
// the alerts job writing once, and who may do what (the fleet manager writes, the accountant and
// the employee read).
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../server/db/client';
import { companies } from '../../../server/db/schema';
import { withTenant } from '../../../server/tenancy/with-tenant';
import { startTestServer, type TestServer } from '../../../server/test/test-server';
import { runVehicleAlerts } from './alerts';
import { backfillMaintenanceLedger } from './ledger-backfill';
import { postingDateFor } from '../../finance/server';
import { setScope } from '../../../server/tenancy/with-tenant';
import { VEHICLE_ALERTS_JOB } from './jobs';
import { MODULE_JOBS } from '../../../server/module-jobs';
import type { JobRunner } from '../../../server/jobs';
import { vehicleAlerts } from './tables';

let t: TestServer;
let fleet: string;
let accountant: string;
let employee: string;
let companyId: string;

async function make(path: string, body: unknown, cookie = fleet) {
  const res = await t.json('POST', path, { cookie, body });
  if (res.status !== 201) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

const vehicleBody = (plate: string, extra: Record<string, unknown> = {}) => ({ plateNumber: plate, make: 'Kia', model: 'Pegas Test', year: 2025, dailyRate: '9', odometer: 20_000, ...extra });
const orderBody = (vehicleId: string, extra: Record<string, unknown> = {}) => ({ vehicleId, maintenanceType: 'brakes', priority: 'high', workshopName: 'ورشة الشويخ', scheduledAt: '2027-03-01T08:00:00+03:00', expectedEndAt: '2027-03-02T17:00:00+03:00', estimatedCost: '60', ...extra });

async function entryLines(sourceId: string, event: string) {
  const rows = await queryRows<{ id: string }>(t.deps.handle.db, sql`select id from journal_entries where source_id = ${sourceId} and event = ${event}`);
  expect(rows).toHaveLength(1);
  const detail = await t.json('GET', `/api/finance/journal-entries/${rows[0]!.id}`, { cookie: accountant });
  return detail.body.lines.map((l: { accountCode: string; debit: string; credit: string }) => [l.accountCode, l.debit, l.credit]);
}

beforeAll(async () => {
  t = await startTestServer();
  fleet = await t.signIn('fleet@rental.masar.test');
  accountant = await t.signIn('accountant@rental.masar.test');
  employee = await t.signIn('employee@rental.masar.test');
  companyId = (await t.json('GET', '/api/me', { cookie: fleet })).body.company.id;
});
afterAll(() => t?.stop());

describe('work orders', () => {
  it('pending → in progress (vehicle in maintenance) → completed (available, odometer, posted)', async () => {
    const car = await make('/api/fleet/vehicles', vehicleBody('MNT 101'));
    const created = await make('/api/fleet/maintenance', orderBody(car.id, { parts: [{ name: 'فحمات فرامل', quantity: '2', unitPrice: '12.500' }], labourCost: '15' }));
    expect(created).toMatchObject({ status: 'pending', maintenanceNumber: expect.stringMatching(/^MNT-\d{5}$/), priority: 'high', estimatedCost: '60.000', partsTotal: '25.000', net: '40.000', vat: '0.000', total: '40.000', vehicle: { status: 'available' } });

    const started = await t.json('POST', `/api/fleet/maintenance/${created.id}/start`, { cookie: fleet, body: { at: '2027-03-01T08:30:00+03:00' } });
    expect(started.body).toMatchObject({ status: 'in_progress', startedAt: '2027-03-01T05:30:00.000Z', vehicle: { status: 'maintenance' } });
    const again = await t.json('POST', `/api/fleet/maintenance/${created.id}/start`, { cookie: fleet, body: {} });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('invalid_transition');

    // The odometer never goes backwards: refused with the current reading, nothing changed.
    const back = await t.json('POST', `/api/fleet/maintenance/${created.id}/complete`, { cookie: fleet, body: { odometer: 19_999, at: '2027-03-02T12:00:00+03:00' }, lang: 'en' });
    expect(back.status).toBe(400);
    expect(back.body.error.message).toBe('The odometer reading cannot be lower than the last reading (20000 km)');
    expect((await t.json('GET', `/api/fleet/maintenance/${created.id}`, { cookie: fleet })).body.status).toBe('in_progress');

    const done = await t.json('POST', `/api/fleet/maintenance/${created.id}/complete`, {
      cookie: fleet,
      body: { odometer: 20_350, at: '2027-03-02T12:00:00+03:00', labourCost: '18.5', parts: [{ name: 'فحمات فرامل', quantity: '2', unitPrice: '12.500' }, { name: 'زيت فرامل', quantity: '1', unitPrice: '3.125' }] },
    });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ status: 'completed', odometerAtService: 20_350, actualCost: '46.625', actualVat: '0.000', total: '46.625', vehicle: { status: 'available', odometer: 20_350 } });
    expect(done.body.journalEntryId).toEqual(expect.any(String));
    // Dr vehicle maintenance (5102), Cr contractors and maintenance payable (210202); Kuwait has no VAT.
    expect(await entryLines(created.id, 'completed')).toEqual([
      ['5102', '46.625', '0.000'],
      ['210202', '0.000', '46.625'],
    ]);
    const closed = await t.json('POST', `/api/fleet/maintenance/${created.id}/cancel`, { cookie: fleet, body: { reason: 'x' } });
    expect(closed.status).toBe(409);
  });

  it('posts input VAT when the company charges VAT, and a cash payment from the cash box', async () => {
    await t.deps.handle.db.update(companies).set({ vatRate: '5' }).where(eq(companies.id, companyId));
    try {
      const car = await make('/api/fleet/vehicles', vehicleBody('MNT 102'));
      const order = await make('/api/fleet/maintenance', orderBody(car.id, { maintenanceType: 'oil', paidBy: 'cash', estimatedCost: '20' }));
      expect(order).toMatchObject({ estimatedVat: '1.000', estimatedTotal: '21.000' });
      // A quick job completes straight from pending.
      const done = await t.json('POST', `/api/fleet/maintenance/${order.id}/complete`, { cookie: fleet, body: { odometer: 20_000, at: '2027-03-01T10:00:00+03:00', labourCost: '5', parts: [{ name: 'زيت', quantity: '4.5', unitPrice: '2.125' }] } });
      expect(done.body).toMatchObject({ status: 'completed', actualCost: '14.563', actualVat: '0.728', total: '15.291' });
      expect(await entryLines(order.id, 'completed')).toEqual([
        ['5102', '14.563', '0.000'],
        ['110404', '0.728', '0.000'],
        ['110101', '0.000', '15.291'],
      ]);
    } finally {
      await t.deps.handle.db.update(companies).set({ vatRate: '0' }).where(eq(companies.id, companyId));
    }
  });

  it('cancelling an order in the workshop frees the vehicle; bad input is refused whole', async () => {
    const car = await make('/api/fleet/vehicles', vehicleBody('MNT 103'));
    const order = await make('/api/fleet/maintenance', orderBody(car.id, { scheduledAt: '2027-04-01T08:00:00+03:00', expectedEndAt: '2027-04-03T08:00:00+03:00' }));
    await t.json('POST', `/api/fleet/maintenance/${order.id}/start`, { cookie: fleet, body: { at: '2027-04-01T09:00:00+03:00' } });
    const cancelled = await t.json('POST', `/api/fleet/maintenance/${order.id}/cancel`, { cookie: fleet, body: { reason: 'القطعة غير متوفرة' } });
    expect(cancelled.body).toMatchObject({ status: 'cancelled', cancelReason: 'القطعة غير متوفرة', vehicle: { status: 'available' } });

    const backwards = await t.json('POST', '/api/fleet/maintenance', { cookie: fleet, body: orderBody(car.id, { expectedEndAt: '2027-02-28T08:00:00+03:00' }), lang: 'en' });
    expect(backwards.status).toBe(400);
    expect(backwards.body.error.message).toMatch(/\S/);
    const badType = await t.json('POST', '/api/fleet/maintenance', { cookie: fleet, body: orderBody(car.id, { maintenanceType: 'painting' }) });
    expect(badType.status).toBe(400);
    const list = await t.json('GET', `/api/fleet/maintenance?vehicleId=${car.id}`, { cookie: fleet });
    expect(list.body.total).toBe(1);
  });

  it('a work order over a booked contract is refused naming the contract; the list filters and counts', async () => {
    const car = await make('/api/fleet/vehicles', vehicleBody('MNT 104'));
    const admin = await t.signIn('admin@rental.masar.test');
    const customer = await make('/api/customers', { nameAr: 'بدر', phone: '+965 51000204', civilId: '290010200204', licenseNumber: 'DL-4', licenseExpiry: '2031-01-01' }, admin);
    const contract = await make('/api/contracts', { customerId: customer.id, vehicleId: car.id, startAt: '2027-05-01T09:00:00+03:00', rateUnit: 'day', duration: 3, reserve: true }, admin);
    const clash = await t.json('POST', '/api/fleet/maintenance', { cookie: fleet, body: orderBody(car.id, { scheduledAt: '2027-05-02T08:00:00+03:00', expectedEndAt: '2027-05-02T17:00:00+03:00' }) });
    expect(clash.status).toBe(409);
    expect(clash.body.error.message).toBe(`المركبة محجوزة في هذه الفترة بالعقد ${contract.contractNumber}`);
    // Moving a pending order onto the contract is refused the same way.
    const order = await make('/api/fleet/maintenance', orderBody(car.id, { scheduledAt: '2027-05-10T08:00:00+03:00', expectedEndAt: '2027-05-10T17:00:00+03:00', priority: 'urgent' }));
    const moved = await t.json('PATCH', `/api/fleet/maintenance/${order.id}`, { cookie: fleet, body: { scheduledAt: '2027-05-03T08:00:00+03:00', expectedEndAt: '2027-05-03T17:00:00+03:00' } });
    expect(moved.status).toBe(409);
    const urgent = await t.json('GET', `/api/fleet/maintenance?priority=urgent&search=MNT%20104`, { cookie: employee });
    expect(urgent.body.items.map((i: { id: string }) => i.id)).toEqual([order.id]);
    expect(urgent.body.counts).toEqual({ pending: 1 });
  });
});

describe('ledger backfill', () => {
  it('posts a completed order that has no entry once, and nothing on a second run', async () => {
    const car = await make('/api/fleet/vehicles', vehicleBody('MNT 501'));
    // An order finished before the books were kept: written as it was, without an entry.
    const [row] = await queryRows<{ id: string }>(
      t.deps.handle.db,
      sql`insert into vehicle_maintenance (company_id, maintenance_number, vehicle_id, maintenance_type, status, scheduled_at, expected_end_at, completed_at, actual_cost, actual_vat)
          values (${companyId}, 'MNT-OLD01', ${car.id}, 'tyres', 'completed', '2026-02-01T05:00:00Z', '2026-02-01T10:00:00Z', '2026-02-01T09:00:00Z', '96.000', '0') returning id`,
    );
    const run = () => t.deps.handle.db.transaction(async (tx) => {
      await setScope(tx, { companyId, userId: null });
      return backfillMaintenanceLedger(tx, companyId, (d) => postingDateFor(tx, companyId, d));
    });
    expect(await run()).toBe(1);
    expect(await run()).toBe(0);
    expect(await entryLines(row!.id, 'completed')).toEqual([
      ['5102', '96.000', '0.000'],
      ['210202', '0.000', '96.000'],
    ]);
  });
});

describe('permissions', () => {
  // Spec §6: the employee holds fleet.maintenance.read; the accountant holds no fleet permission
  // at all (the cost reaches them through the ledger), so they neither write nor read work orders.
  it('the fleet manager writes; the employee reads; the accountant cannot write', async () => {
    const car = await make('/api/fleet/vehicles', vehicleBody('MNT 201'), await t.signIn('admin@rental.masar.test'));
    for (const cookie of [accountant, employee]) {
      expect((await t.json('POST', '/api/fleet/maintenance', { cookie, body: orderBody(car.id) })).status).toBe(403);
      expect((await t.json('POST', '/api/fleet/maintenance-plans', { cookie, body: { name: 'x', vehicleId: car.id, intervalKm: 5000 } })).status).toBe(403);
    }
    expect((await t.json('GET', '/api/fleet/maintenance', { cookie: employee })).status).toBe(200);
    expect((await t.json('GET', '/api/fleet/maintenance-due', { cookie: employee })).status).toBe(200);
    expect((await t.json('GET', '/api/fleet/maintenance', { cookie: accountant })).status).toBe(403);
    const order = await make('/api/fleet/maintenance', orderBody(car.id, { scheduledAt: '2027-06-01T08:00:00+03:00', expectedEndAt: '2027-06-01T12:00:00+03:00' }));
    for (const cookie of [accountant, employee]) {
      expect((await t.json('POST', `/api/fleet/maintenance/${order.id}/start`, { cookie, body: {} })).status).toBe(403);
    }
    expect((await t.json('GET', `/api/fleet/maintenance/${order.id}`, { cookie: employee })).status).toBe(200);
  });
});

describe('preventive plans and vehicle alerts', () => {
  it('lists due and overdue plans from the latest odometer and the last service; completing an order under the plan resets it', async () => {
    const today = (await t.json('GET', '/api/fleet/maintenance-due', { cookie: fleet })).body.today as string;
    const yearAgo = `${Number(today.slice(0, 4)) - 1}${today.slice(4)}`;
    const car = await make('/api/fleet/vehicles', vehicleBody('MNT 301', { odometer: 30_500, lastServiceDate: yearAgo, lastServiceOdometer: 25_000 }));
    const byKm = await make('/api/fleet/maintenance-plans', { name: 'تغيير الزيت كل 5000 كم', maintenanceType: 'oil', vehicleId: car.id, intervalKm: 5000 });
    const byModel = await make('/api/fleet/maintenance-plans', { name: 'Annual inspection', maintenanceType: 'inspection', make: 'Kia', model: 'Pegas Test', intervalMonths: 24 });
    const due = await t.json('GET', '/api/fleet/maintenance-due', { cookie: employee });
    const mine = due.body.items.filter((i: { vehicleId: string }) => i.vehicleId === car.id);
    expect(mine).toEqual([expect.objectContaining({ planId: byKm.id, state: 'overdue', dueOdometer: 30_000, kmLeft: -500, lastServiceOdometer: 25_000 })]);
    const all = await t.json('GET', '/api/fleet/maintenance-due?all=1', { cookie: fleet });
    expect(all.body.items.find((i: { vehicleId: string; planId: string }) => i.vehicleId === car.id && i.planId === byModel.id)).toMatchObject({ state: 'ok', daysLeft: expect.any(Number) });

    const order = await make('/api/fleet/maintenance', orderBody(car.id, { maintenanceType: 'oil', planId: byKm.id, scheduledAt: '2027-07-01T08:00:00+03:00', expectedEndAt: '2027-07-01T10:00:00+03:00' }));
    await t.json('POST', `/api/fleet/maintenance/${order.id}/complete`, { cookie: fleet, body: { odometer: 30_600, at: `${today}T10:00:00+03:00` } });
    const after = await t.json('GET', '/api/fleet/maintenance-due?all=1', { cookie: fleet });
    expect(after.body.items.find((i: { vehicleId: string; planId: string }) => i.vehicleId === car.id && i.planId === byKm.id)).toMatchObject({ state: 'ok', dueOdometer: 35_600, lastServiceDate: today });
  });

  it('the daily job writes each alert once (30, 7, 0 days; registration, insurance, service), even when run twice', async () => {
    const car = await make('/api/fleet/vehicles', vehicleBody('MNT 401', { registrationExpiry: '2027-01-20', insuranceExpiry: '2027-01-01', lastServiceDate: '2026-06-01', lastServiceOdometer: 20_000 }));
    await make('/api/fleet/maintenance-plans', { name: 'خدمة نصف سنوية', vehicleId: car.id, intervalMonths: 6 });
    const run = (today: string) => withTenant(t.deps.handle.db, { companyId, userId: null }, (tx) => runVehicleAlerts(tx, { companyId, today, timezone: 'Asia/Kuwait' }));
    const mine = async () =>
      (await t.deps.handle.db.select().from(vehicleAlerts).where(eq(vehicleAlerts.vehicleId, car.id)))
        .map((a) => [a.alertType, a.dueDate, a.daysBefore, a.priority])
        .sort((a, b) => String(a).localeCompare(String(b)));

    await run('2026-12-02');
    await run('2026-12-02');
    // Insurance on 1 Jan and the service on 1 Dec (6 months after 1 June) are within 30 days; registration not yet.
    expect(await mine()).toEqual([
      ['insurance_expiry', '2027-01-01', 30, 'medium'],
      ['service_due', '2026-12-01', 0, 'critical'],
    ]);
    await run('2026-12-26');
    await run('2027-01-01');
    await run('2027-01-01');
    expect(await mine()).toEqual([
      ['insurance_expiry', '2027-01-01', 0, 'critical'],
      ['insurance_expiry', '2027-01-01', 30, 'medium'],
      ['insurance_expiry', '2027-01-01', 7, 'high'],
      ['registration_expiry', '2027-01-20', 30, 'medium'],
      ['service_due', '2026-12-01', 0, 'critical'],
    ]);
    const [alert] = await t.deps.handle.db.select().from(vehicleAlerts).where(eq(vehicleAlerts.vehicleId, car.id)).limit(1);
    expect(alert).toMatchObject({ alertTitleAr: expect.stringContaining('MNT 401'), alertTitle: expect.stringContaining('MNT 401') });

    const listed = await t.json('GET', '/api/fleet/vehicle-alerts?open=1&limit=200', { cookie: employee });
    expect(listed.body.items.filter((a: { vehicleId: string }) => a.vehicleId === car.id)).toHaveLength(5);
    const ack = await t.json('POST', `/api/fleet/vehicle-alerts/${alert!.id}/acknowledge`, { cookie: employee });
    expect(ack.body).toMatchObject({ isAcknowledged: true, acknowledgedAt: expect.any(String) });

    // The job is registered with the runner's modules.
    const names: string[] = [];
    for (const register of MODULE_JOBS) register({ every: (name: string) => names.push(name), handle: () => undefined } as unknown as JobRunner);
    expect(names).toContain(VEHICLE_ALERTS_JOB);
  });
});
