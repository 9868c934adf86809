// Rules a counter clerk meets every day: a plate is registered once per company (spaces and case
// do not make a new plate), a customer is not entered twice (same civil ID refused, same phone
// only when confirmed), the availability calendar shows the branch's days, and drafts that
// overlap for the same customer and car appear on the duplicates report.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../server/test/test-server';

let t: TestServer;
let admin: string;

beforeAll(async () => {
  t = await startTestServer();
  admin = await t.signIn('admin@rental.masar.test');
});
afterAll(() => t?.stop());

const vehicle = (plateNumber: string) => ({ plateNumber, make: 'Toyota', model: 'Yaris', year: 2024, dailyRate: '9' });
const customer = (civilId: string, phone: string) => ({ nameAr: 'هيا المطيري', phone, civilId, licenseNumber: `DL-${civilId}`, licenseExpiry: '2035-01-01' });

describe('plates', () => {
  it('refuses a plate already registered, however it is spaced or cased, writing nothing', async () => {
    expect((await t.json('POST', '/api/fleet/vehicles', { cookie: admin, body: vehicle('AB 4455') })).status).toBe(201);
    const before = (await t.json('GET', '/api/fleet/vehicles?pageSize=1', { cookie: admin })).body.total;
    const again = await t.json('POST', '/api/fleet/vehicles', { cookie: admin, body: vehicle('ab4455') });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('رقم اللوحة مسجل لمركبة أخرى');
    expect((await t.json('GET', '/api/fleet/vehicles?pageSize=1', { cookie: admin })).body.total).toBe(before);
  });
});

describe('customer duplicates', () => {
  it('refuses the same civil ID, and the same phone unless the clerk confirms a different person', async () => {
    const first = await t.json('POST', '/api/customers', { cookie: admin, body: customer('288111222333', '+965 6000 7001') });
    expect(first.status).toBe(201);
    const sameId = await t.json('POST', '/api/customers', { cookie: admin, body: customer('288111222333', '+965 6000 7002'), lang: 'en' });
    expect(sameId.status).toBe(409);
    expect(sameId.body.error).toMatchObject({ code: 'duplicate_customer_civil_id', fields: { civilId: 'Already recorded for another customer' } });
    expect(sameId.body.error.message).toContain(first.body.customerNumber);
    const samePhone = await t.json('POST', '/api/customers', { cookie: admin, body: customer('288111222444', '+965 60007001') });
    expect(samePhone.status).toBe(409);
    expect(samePhone.body.error.code).toBe('duplicate_customer_phone');
    const confirmed = await t.json('POST', '/api/customers', { cookie: admin, body: { ...customer('288111222444', '+965 60007001'), confirmDuplicatePhone: true } });
    expect(confirmed.status).toBe(201);
  });
});

describe('availability and duplicate contracts', () => {
  it('shows a booking that starts in the small hours of the first day, on the branch clock', async () => {
    const car = (await t.json('POST', '/api/fleet/vehicles', { cookie: admin, body: vehicle('AV 1001') })).body;
    const who = (await t.json('POST', '/api/customers', { cookie: admin, body: customer('288999000111', '+965 6999 0111') })).body;
    // 01:00 in Kuwait on 1 March is 22:00 UTC on 28 February.
    const booked = await t.json('POST', '/api/contracts', { cookie: admin, body: { customerId: who.id, vehicleId: car.id, startAt: '2031-03-01T01:00:00+03:00', rateUnit: 'day', duration: 2, reserve: true } });
    expect(booked.status).toBe(201);
    const calendar = await t.json('GET', '/api/fleet/availability?from=2031-03-01&to=2031-03-07', { cookie: admin });
    const row = calendar.body.vehicles.find((v: { id: string }) => v.id === car.id);
    expect(row.bookings.map((b: { contractNumber: string }) => b.contractNumber)).toEqual([booked.body.contractNumber]);
    const before = await t.json('GET', '/api/fleet/availability?from=2031-02-20&to=2031-02-28', { cookie: admin });
    expect(before.body.vehicles.find((v: { id: string }) => v.id === car.id).bookings).toEqual([]);
    expect((await t.json('GET', '/api/fleet/availability?from=2031-03-07&to=2031-03-01', { cookie: admin })).status).toBe(400);
  });

  it('lists two overlapping drafts for the same customer and car as suspected duplicates', async () => {
    const car = (await t.json('POST', '/api/fleet/vehicles', { cookie: admin, body: vehicle('DP 2002') })).body;
    const who = (await t.json('POST', '/api/customers', { cookie: admin, body: customer('288555666777', '+965 6555 6777') })).body;
    const draft = (startAt: string) => t.json('POST', '/api/contracts', { cookie: admin, body: { customerId: who.id, vehicleId: car.id, startAt, rateUnit: 'day', duration: 3 } });
    const a = (await draft('2031-04-01T09:00:00+03:00')).body;
    const b = (await draft('2031-04-02T09:00:00+03:00')).body;
    const report = await t.json('GET', '/api/contracts/duplicates', { cookie: admin });
    const pair = report.body.items.find((p: { firstNumber: string; secondNumber: string }) => [p.firstNumber, p.secondNumber].sort().join() === [a.contractNumber, b.contractNumber].sort().join());
    expect(pair).toMatchObject({ plateNumber: 'DP 2002' });
    const employee = await t.signIn('employee@rental.masar.test');
    expect((await t.json('GET', '/api/contracts/duplicates', { cookie: employee })).status).toBe(403);
  });
});
