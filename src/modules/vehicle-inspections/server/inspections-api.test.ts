// Condition checks through the API (decision 041): the contract's handover and return write
// their inspections here; a return compared with its handover finds the new damage; charging it
// raises an invoice or takes it from the deposit (nothing written when the deposit is short);
// a dispatch check; who may do what; refusals in Arabic and English.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TINY_PNG, type TestServer } from '../../../server/test/test-server';
import { invoices } from '../../billing/server/tables';
import { vehicleInspections } from './tables';

let t: TestServer;
let admin: string;
let fleet: string;
let accountant: string;
let employee: string;

const vehicleBody = (plate: string) => ({ plateNumber: plate, make: 'Toyota', model: 'Camry', year: 2024, dailyRate: '15', depositAmount: '100', odometer: 12000 });
const customerBody = (civilId: string) => ({ nameAr: 'سالم العتيبي', nameEn: 'Salem Al-Otaibi', phone: `+965 6${civilId.slice(-7)}`, civilId, licenseNumber: 'DL-9', licenseExpiry: '2033-01-01' });

async function make(path: string, body: unknown, cookie = admin) {
  const res = await t.json('POST', path, { cookie, body });
  if (res.status !== 201) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** A contract handed over with one scratch on the left side, on its own vehicle. */
async function handedOver(plate: string, civilId: string, start: string) {
  const vehicle = await make('/api/fleet/vehicles', vehicleBody(plate));
  const customer = await make('/api/customers', customerBody(civilId));
  const contract = await make('/api/contracts', { customerId: customer.id, vehicleId: vehicle.id, startAt: start, rateUnit: 'day', duration: 3, reserve: true });
  const handover = await t.json('POST', `/api/contracts/${contract.id}/handover`, {
    cookie: admin,
    body: { odometer: 12010, fuel: 8, at: start, inspection: { checklist: [{ code: 'spare_tyre', ok: true }, { code: 'jack', ok: false }], damages: [], damagePoints: [{ view: 'left', x: 0.3, y: 0.5, type: 'scratch', severity: 'minor' }], customerSignature: 'M10 10 L50 40 L90 20', customerSignerName: 'سالم' } },
  });
  expect(handover.status).toBe(200);
  return { vehicle, customer, contract };
}

beforeAll(async () => {
  t = await startTestServer();
  admin = await t.signIn('admin@rental.masar.test');
  fleet = await t.signIn('fleet@rental.masar.test');
  accountant = await t.signIn('accountant@rental.masar.test');
  employee = await t.signIn('employee@rental.masar.test');
});
afterAll(() => t?.stop());

describe('the contract writes its inspections through condition checks', () => {
  it('keeps the contract API’s shape and records the handover and the return as inspections', async () => {
    const { vehicle, contract } = await handedOver('VIN 101', '290020200001', '2025-04-01T09:00:00+03:00');
    const detail = await t.json('GET', `/api/contracts/${contract.id}`, { cookie: admin });
    expect(detail.body.handoverInspection).toMatchObject({ checklist: [{ code: 'spare_tyre', ok: true }, { code: 'jack', ok: false }], damages: [], damagePointCount: 1 });
    expect(detail.body.returnInspection).toBeNull();

    const returned = await t.json('POST', `/api/contracts/${contract.id}/return`, {
      cookie: admin,
      body: { odometer: 12300, fuel: 8, at: '2025-04-04T09:00:00+03:00', inspection: { checklist: [], damages: [{ description: 'خدش في الباب', amount: '35' }] } },
    });
    expect(returned.status).toBe(200);
    expect(returned.body.charges.lines.map((l: { code: string }) => l.code)).toEqual(['damage']);
    const list = await t.json('GET', `/api/vehicle-inspections?vehicleId=${vehicle.id}`, { cookie: employee });
    expect(list.status).toBe(200);
    expect(list.body.items.map((i: { kind: string }) => i.kind)).toEqual(['return', 'handover']);
    expect(list.body.counts).toEqual({ handover: 1, return: 1 });
    const ret = await t.json('GET', `/api/vehicle-inspections/${list.body.items[0].id}`, { cookie: employee });
    expect(ret.body).toMatchObject({ kind: 'return', odometer: 12300, fuel: 8, contractNumber: contract.contractNumber, vehiclePlate: 'VIN 101', damagePoints: [{ view: null, type: 'other', note: 'خدش في الباب', amount: '35.000' }] });
    expect(ret.body.inspectionNumber).toMatch(/^VI-\d{5}$/);
    // The priced damage was invoiced by the return: the comparison lists it, charging finds nothing more.
    expect(ret.body.comparison).toMatchObject({ newPointIndexes: [0], charged: false, depositLeft: '100.000' });
    const charge = await t.json('POST', `/api/vehicle-inspections/${ret.body.id}/charge`, { cookie: fleet, body: { method: 'invoice', prices: { minor: '10', moderate: '20', major: '50' } } });
    expect(charge.status).toBe(409);
    expect(charge.body.error.code).toBe('no_new_damage');
    // A second return inspection of the contract is refused, naming the first.
    const again = await t.json('POST', '/api/vehicle-inspections', { cookie: fleet, lang: 'en', body: { kind: 'return', contractId: contract.id } });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toContain(ret.body.inspectionNumber);
  });
});

describe('comparing a return with its handover and charging the new damage', () => {
  it('finds two new points beside the known scratch and charges them on an invoice', async () => {
    const { vehicle, contract } = await handedOver('VIN 202', '290020200002', '2025-05-01T09:00:00+03:00');
    const photo = await t.upload(`/api/fleet/vehicles/${vehicle.id}/documents`, fleet, new Blob([TINY_PNG], { type: 'image/png' }), 'dent.png', { kind: 'photo' });
    expect(photo.status).toBe(201);
    const photoId = ((await photo.json()) as { id: string }).id;
    await t.json('POST', `/api/contracts/${contract.id}/return`, { cookie: admin, body: { odometer: 12200, fuel: 8, at: '2025-05-04T09:00:00+03:00' } });
    const [ret] = await t.deps.handle.db.select().from(vehicleInspections).where(eq(vehicleInspections.contractId, contract.id)).then((rows) => rows.filter((r) => r.kind === 'return'));
    const points = [
      { view: 'left', x: 0.32, y: 0.51, type: 'scratch', severity: 'minor' },
      { view: 'front', x: 0.5, y: 0.7, type: 'dent', severity: 'moderate', note: 'الصدام الأمامي', photoDocumentId: photoId },
      { view: 'top', x: 0.4, y: 0.2, type: 'crack', severity: 'major' },
    ];
    const patched = await t.json('PATCH', `/api/vehicle-inspections/${ret!.id}`, { cookie: fleet, body: { damagePoints: points, customerSignature: 'M5 5 L100 60', inspectorSignature: 'M1 1 L2 2' } });
    expect(patched.status).toBe(200);
    expect(patched.body.comparison).toMatchObject({ newPointIndexes: [1, 2], handoverPoints: [{ view: 'left', x: 0.3, y: 0.5 }], charged: false });
    expect(patched.body.customerSignature).toBe('M5 5 L100 60');

    const charged = await t.json('POST', `/api/vehicle-inspections/${ret!.id}/charge`, { cookie: fleet, body: { method: 'invoice', prices: { minor: '10', moderate: '25.5', major: '80.1234' } } });
    expect(charged.status).toBe(200);
    expect(charged.body).toMatchObject({ invoice: { total: '105.623' }, paymentId: null, inspection: { chargeMethod: 'invoice', comparison: { charged: true, chargeTotal: '105.623' } } });
    const [invoice] = await t.deps.handle.db.select().from(invoices).where(eq(invoices.id, charged.body.invoice.id));
    expect(invoice).toMatchObject({ kind: 'damages', contractId: contract.id, status: 'pending' });
    const twice = await t.json('POST', `/api/vehicle-inspections/${ret!.id}/charge`, { cookie: fleet, body: { method: 'invoice', prices: { minor: '10', moderate: '25', major: '80' } } });
    expect(twice.status).toBe(409);
    const locked = await t.json('PATCH', `/api/vehicle-inspections/${ret!.id}`, { cookie: fleet, body: { damagePoints: [] } });
    expect(locked.status).toBe(409);
  });

  it('takes the charge from the deposit, and writes nothing when the deposit is short', async () => {
    const { contract } = await handedOver('VIN 303', '290020200003', '2025-06-01T09:00:00+03:00');
    await t.json('POST', `/api/contracts/${contract.id}/return`, { cookie: admin, body: { odometer: 12100, fuel: 8, at: '2025-06-04T09:00:00+03:00', inspection: { checklist: [], damages: [], damagePoints: [{ view: 'back', x: 0.5, y: 0.5, type: 'broken', severity: 'major' }, { view: 'right', x: 0.2, y: 0.6, type: 'dent', severity: 'minor' }] } } });
    const list = await t.json('GET', `/api/vehicle-inspections?contractId=${contract.id}&kind=return`, { cookie: fleet });
    const id = list.body.items[0].id;
    const short = await t.json('POST', `/api/vehicle-inspections/${id}/charge`, { cookie: fleet, lang: 'en', body: { method: 'deposit', prices: { minor: '20', moderate: '0', major: '90' } } });
    expect(short.status).toBe(409);
    expect(short.body.error.code).toBe('deposit_insufficient');
    const before = await t.deps.handle.db.select().from(invoices).where(eq(invoices.contractId, contract.id));
    expect(before.filter((i) => i.kind === 'damages')).toHaveLength(0);

    const paid = await t.json('POST', `/api/vehicle-inspections/${id}/charge`, { cookie: fleet, body: { method: 'deposit', prices: { minor: '15', moderate: '0', major: '60' } } });
    expect(paid.status).toBe(200);
    expect(paid.body.invoice.total).toBe('75.000');
    expect(paid.body.paymentId).toEqual(expect.any(String));
    expect(paid.body.inspection.comparison.depositLeft).toBe('25.000');
    const [invoice] = await t.deps.handle.db.select().from(invoices).where(eq(invoices.id, paid.body.invoice.id));
    expect(invoice!.status).toBe('paid');
  });

  it('refuses prices that charge nothing and a photo of another vehicle', async () => {
    const { contract } = await handedOver('VIN 404', '290020200004', '2025-07-01T09:00:00+03:00');
    const other = await make('/api/fleet/vehicles', vehicleBody('VIN 405'));
    const photo = await t.upload(`/api/fleet/vehicles/${other.id}/documents`, fleet, new Blob([TINY_PNG], { type: 'image/png' }), 'x.png', { kind: 'photo' });
    const photoId = ((await photo.json()) as { id: string }).id;
    const wrong = await t.json('POST', `/api/contracts/${contract.id}/return`, { cookie: admin, lang: 'en', body: { odometer: 12100, fuel: 8, at: '2025-07-03T09:00:00+03:00', inspection: { checklist: [], damages: [], damagePoints: [{ view: 'top', x: 0.5, y: 0.5, type: 'dent', severity: 'minor', photoDocumentId: photoId }] } } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.code).toBe('photo_not_of_vehicle');
    const [stillOut] = (await t.json('GET', `/api/contracts/${contract.id}`, { cookie: admin })).body.status === 'active' ? [true] : [false];
    expect(stillOut).toBe(true);
    await t.json('POST', `/api/contracts/${contract.id}/return`, { cookie: admin, body: { odometer: 12100, fuel: 8, at: '2025-07-03T09:00:00+03:00', inspection: { checklist: [], damages: [], damagePoints: [{ view: 'top', x: 0.5, y: 0.5, type: 'dent', severity: 'minor' }] } } });
    const id = (await t.json('GET', `/api/vehicle-inspections?contractId=${contract.id}&kind=return`, { cookie: fleet })).body.items[0].id;
    const zero = await t.json('POST', `/api/vehicle-inspections/${id}/charge`, { cookie: fleet, body: { method: 'invoice', prices: { minor: '0', moderate: '5', major: '5' } } });
    expect(zero.status).toBe(400);
    expect(zero.body.error.code).toBe('nothing_to_charge');
    const badSignature = await t.json('PATCH', `/api/vehicle-inspections/${id}`, { cookie: fleet, body: { customerSignature: '<script>' } });
    expect(badSignature.status).toBe(400);
  });
});

describe('a dispatch check', () => {
  it('is recorded on an approved permit, once', async () => {
    const vehicle = await make('/api/fleet/vehicles', vehicleBody('VIN 505'));
    const options = await t.json('GET', '/api/dispatch-permits/availability?startAt=2031-08-01T08:00:00%2B03:00&endAt=2031-08-01T12:00:00%2B03:00', { cookie: fleet });
    const permit = await make('/api/dispatch-permits', { vehicleId: vehicle.id, driverId: options.body.drivers[0].id, purpose: 'delivery', startAt: '2031-08-01T08:00:00+03:00', endAt: '2031-08-01T12:00:00+03:00' }, fleet);
    const early = await t.json('POST', '/api/vehicle-inspections', { cookie: fleet, body: { kind: 'dispatch', dispatchPermitId: permit.id } });
    expect(early.status).toBe(409);
    expect(early.body.error.code).toBe('inspection_not_due');
    await t.json('POST', `/api/dispatch-permits/${permit.id}/approve`, { cookie: fleet, body: {} });
    const body = { kind: 'dispatch', dispatchPermitId: permit.id, odometer: 12000, fuel: 6, checklist: [{ code: 'tyres', status: 'ok' }, { code: 'lights', status: 'na' }], damagePoints: [{ view: 'right', x: 0.1, y: 0.9, type: 'scratch', severity: 'minor' }], inspectorSignature: 'M0 0 L10 10' };
    const created = await t.json('POST', '/api/vehicle-inspections', { cookie: fleet, body });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ kind: 'dispatch', permitNumber: permit.permitNumber, vehicleId: vehicle.id, comparison: null, inspectorName: expect.any(String) });
    const twice = await t.json('POST', '/api/vehicle-inspections', { cookie: fleet, body });
    expect(twice.status).toBe(409);
    const noSource = await t.json('POST', '/api/vehicle-inspections', { cookie: fleet, body: { kind: 'dispatch' } });
    expect(noSource.status).toBe(400);
  });
});

describe('who may do what', () => {
  it('lets the fleet manager write, the employee read, and keeps the accountant out', async () => {
    const list = await t.json('GET', '/api/vehicle-inspections', { cookie: employee });
    expect(list.status).toBe(200);
    const id = list.body.items[0].id;
    expect((await t.json('GET', `/api/vehicle-inspections/${id}`, { cookie: employee })).status).toBe(200);
    expect((await t.json('PATCH', `/api/vehicle-inspections/${id}`, { cookie: employee, body: { notes: 'x' } })).status).toBe(403);
    expect((await t.json('POST', `/api/vehicle-inspections/${id}/charge`, { cookie: employee, body: { method: 'invoice', prices: { minor: '1', moderate: '1', major: '1' } } })).status).toBe(403);
    expect((await t.json('GET', '/api/vehicle-inspections', { cookie: accountant })).status).toBe(403);
    expect((await t.json('GET', `/api/vehicle-inspections/${id}`, { cookie: accountant })).status).toBe(403);
    expect((await t.json('PATCH', `/api/vehicle-inspections/${id}`, { cookie: fleet, body: { notes: 'تم الفحص' } })).status).toBe(200);
  });
});
