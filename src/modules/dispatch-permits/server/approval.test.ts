// Dispatch permits under the company's approval workflow (issue 20): a new permit waits on its
// steps (no approve or reject action of its own meanwhile); the permit's approve route acts on the
// caller's step, and the last approval approves the permit, which then holds its vehicle; a
// clash at that moment refuses the decision with nothing written; a rejection rejects the permit
// with the reason; cancelling withdraws the request; another company cannot act on it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../server/test/test-server';

let t: TestServer;
let admin: string;
let manager: string;
let fleet: string;
let driverId: string;
let plate = 600;

async function make(cookie: string, path: string, body: unknown) {
  const res = await t.json('POST', path, { cookie, body });
  if (res.status !== 201) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}
const vehicle = () => make(fleet, '/api/fleet/vehicles', { plateNumber: `APV ${(plate += 1)}`, make: 'Toyota', model: 'Hiace', year: 2024, dailyRate: '15', odometer: 1000 });
const permit = (vehicleId: string, day = 3) => make(fleet, '/api/dispatch-permits', { vehicleId, driverId, purpose: 'delivery', purposeAr: 'توصيل إلى الفرع', startAt: `2029-05-0${day}T08:00:00+03:00`, endAt: `2029-05-0${day}T16:00:00+03:00` });
const read = async (id: string, cookie = fleet) => (await t.json('GET', `/api/dispatch-permits/${id}`, { cookie })).body;
const approve = (id: string, cookie: string, note?: string) => t.json('POST', `/api/dispatch-permits/${id}/approve`, { cookie, body: note ? { note } : {} });

beforeAll(async () => {
  t = await startTestServer();
  admin = await t.signIn('admin@rental.masar.test');
  manager = await t.signIn('manager@rental.masar.test');
  fleet = await t.signIn('fleet@rental.masar.test');
  // A driver without an account: a demo driver may be the admin's own employee record, and a
  // driver never approves their own trip (their step would then go to someone else).
  driverId = (await make(admin, '/api/hr/employees', { firstName: 'Salem', lastName: 'Driver', firstNameAr: 'سالم', lastNameAr: 'السائق', hireDate: '2026-01-15', basicSalary: '400' })).id;
  const set = await t.json('PUT', '/api/approvals/workflows/dispatch_permit', { cookie: admin, body: { isActive: true, steps: [{ approverType: 'role', role: 'manager' }, { approverType: 'role', role: 'company_admin' }] } });
  expect(set.status, JSON.stringify(set.body)).toBe(200);
});
afterAll(() => t?.stop());

describe('a permit under the workflow', () => {
  it('waits on its steps: no approve or reject of its own, and not by the fleet manager who asked', async () => {
    const p = await permit((await vehicle()).id);
    expect(p).toMatchObject({ status: 'pending', actions: ['cancel'] });
    expect(p.approvals).toHaveLength(1);
    expect(p.approvals[0]).toMatchObject({ status: 'pending', sourceType: 'dispatch_permit', measure: null, link: `/fleet/dispatch-permits/${p.id}`, mayAct: false });
    expect(p.approvals[0].titleAr).toContain(`تصريح خروج ${p.permitNumber}: المركبة APV`);
    const own = await approve(p.id, fleet);
    expect(own).toMatchObject({ status: 403, body: { error: { code: 'approval_own_request' } } });
    expect((await read(p.id)).status).toBe('pending');
  });

  it('is approved by the last step, through its own route or /approvals, and then holds its vehicle', async () => {
    const car = await vehicle();
    const p = await permit(car.id);
    expect((await read(p.id, manager)).approvals[0].mayAct).toBe(true);
    const first = await approve(p.id, manager, 'الرحلة ضرورية');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ status: 'pending', approvals: [{ status: 'pending', currentStep: 2 }] });
    const last = await t.json('POST', `/api/approvals/requests/${first.body.approvals[0].id}/approve`, { cookie: admin, body: {} });
    expect(last).toMatchObject({ status: 200, body: { status: 'approved' } });
    const approved = await read(p.id);
    expect(approved).toMatchObject({ status: 'approved', actions: ['start', 'cancel'] });
    expect(approved.history.map((h: { toStatus: string }) => h.toStatus)).toEqual(['pending', 'approved']);
    // Holding its vehicle: another permit over the same hours is refused, naming it.
    const clash = await t.json('POST', '/api/dispatch-permits', { cookie: fleet, body: { vehicleId: car.id, driverId, purpose: 'delivery', startAt: '2029-05-03T09:00:00+03:00', endAt: '2029-05-03T10:00:00+03:00' } });
    expect(clash.status).toBe(409);
    expect(clash.body.error.message).toContain(p.permitNumber);
  });

  it('refuses the last approval when the vehicle was taken meanwhile, writing nothing', async () => {
    const car = await vehicle();
    const first = await permit(car.id, 5);
    const second = await permit(car.id, 5); // pending permits hold nothing: both may wait
    for (const cookie of [manager, admin]) expect((await approve(second.id, cookie)).status).toBe(200);
    expect((await read(second.id)).status).toBe('approved');
    expect((await approve(first.id, manager)).status).toBe(200);
    const refused = await approve(first.id, admin);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toContain(second.permitNumber);
    expect(await read(first.id)).toMatchObject({ status: 'pending', approvals: [{ status: 'pending', currentStep: 2 }] });
  });

  it('is rejected with the reason when a step rejects; cancelling withdraws an open request', async () => {
    const p = await permit((await vehicle()).id, 7);
    const reject = await t.json('POST', `/api/dispatch-permits/${p.id}/reject`, { cookie: manager, body: { reason: 'لا توجد حاجة للرحلة' } });
    expect(reject.status).toBe(200);
    expect(reject.body).toMatchObject({ status: 'rejected', rejectionReason: 'لا توجد حاجة للرحلة', approvals: [{ status: 'rejected', rejectionReason: 'لا توجد حاجة للرحلة' }] });

    const q = await permit((await vehicle()).id, 8);
    const cancel = await t.json('POST', `/api/dispatch-permits/${q.id}/cancel`, { cookie: fleet, body: { reason: 'أُلغيت الرحلة' } });
    expect(cancel.status).toBe(200);
    expect(cancel.body).toMatchObject({ status: 'cancelled', approvals: [{ status: 'cancelled' }] });
  });

  it('cannot be acted on by another company (404)', async () => {
    const p = await permit((await vehicle()).id, 9);
    const estate = await t.signIn('admin@realestate.masar.test');
    expect((await t.json('POST', `/api/approvals/requests/${p.approvals[0].id}/approve`, { cookie: estate, body: {} })).status).toBe(404);
    expect((await approve(p.id, estate)).status).toBe(404);
    expect((await read(p.id)).status).toBe('pending');
  });
});

describe('without an active workflow', () => {
  it('the fleet manager approves a permit directly, as before', async () => {
    const off = await t.json('PUT', '/api/approvals/workflows/dispatch_permit', { cookie: admin, body: { isActive: false, steps: [{ approverType: 'role', role: 'manager' }] } });
    expect(off.status).toBe(200);
    const p = await permit((await vehicle()).id, 6);
    expect(p).toMatchObject({ actions: ['approve', 'reject', 'cancel'], approvals: [] });
    expect((await approve(p.id, fleet)).body).toMatchObject({ status: 'approved' });
  });
});
