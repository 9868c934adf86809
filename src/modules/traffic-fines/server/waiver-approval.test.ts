// Waiving a fine for the renter (issue 20's "fine_waiver"): below the workflow's amount it is
// waived at once and can then be neither recharged nor re-matched; above it the fine waits on a
// request the manager is told of, held from recharge and re-matching, and the manager's approval
// waives it with the reason asked; a rejection leaves it to recharge; cancelling the fine withdraws
// the request; a fine the company answers for, an empty reason and a read-only role are refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../server/test/test-server';

let t: TestServer;
let admin: string;
let fleet: string;
let manager: string;
let vehicleId: string;
let contractNumber: string;
let serial = 0;

async function make(path: string, body: unknown, cookie = admin) {
  const res = await t.json('POST', path, { cookie, body });
  if (res.status !== 201) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

async function ok(method: string, path: string, body?: unknown, cookie = admin) {
  const res = await t.json(method, path, { cookie, body });
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** A fine during the renter's contract (2025-06-01 to 06-05, Kuwait), so the renter answers for it. */
async function renterFine(amount: string) {
  const number = `WV-${++serial}`;
  const fine = await make('/api/traffic-violations', { violationNumber: number, vehicleId, violatedAt: '2025-06-02T10:00', amount }, fleet);
  expect(fine).toMatchObject({ responsible: 'customer', contractNumber });
  return fine as { id: string; violationNumber: string };
}

const waive = (id: string, reason: string, cookie = fleet) => t.json('POST', `/api/traffic-violations/${id}/waive`, { cookie, body: { reason } });
const read = async (id: string) => ok('GET', `/api/traffic-violations/${id}`, undefined, fleet);
const decide = (requestId: string, decision: 'approve' | 'reject', body: Record<string, string> = {}) => t.json('POST', `/api/approvals/requests/${requestId}/${decision}`, { cookie: manager, body });

beforeAll(async () => {
  t = await startTestServer();
  admin = await t.signIn('admin@rental.masar.test');
  fleet = await t.signIn('fleet@rental.masar.test');
  manager = await t.signIn('manager@rental.masar.test');
  vehicleId = (await make('/api/fleet/vehicles', { plateNumber: '31 88001', make: 'Toyota', model: 'Yaris', year: 2025, dailyRate: '9', depositAmount: '100', odometer: 1000 })).id;
  const customer = await make('/api/customers', { nameAr: 'سالم المطيري', nameEn: 'Salem Al-Mutairi', phone: '+965 65550101', civilId: '290020200101', licenseNumber: 'DL-9', licenseExpiry: '2040-01-01' });
  const contract = await make('/api/contracts', { customerId: customer.id, vehicleId, startAt: '2025-06-01T08:00:00+03:00', rateUnit: 'day', duration: 4, depositAmount: '100' });
  contractNumber = contract.contractNumber;
  await ok('POST', `/api/contracts/${contract.id}/reserve`);
  await ok('POST', `/api/contracts/${contract.id}/handover`, { odometer: 1100, fuel: 8, at: '2025-06-01T08:00:00+03:00' });
  await ok('POST', `/api/contracts/${contract.id}/return`, { odometer: 1400, fuel: 8, at: '2025-06-05T08:00:00+03:00' });
  await ok('PUT', '/api/traffic-violations/settings', { kind: 'fixed', value: '5' });
  // Waivers forgoing more than KWD 50 (the fine and the admin fee) need the manager's approval.
  await ok('PUT', '/api/approvals/workflows/fine_waiver', { isActive: true, threshold: '50', steps: [{ approverType: 'role', role: 'manager' }] });
});
afterAll(() => t?.stop());

describe('a waiver below the amount', () => {
  it('is made at once; the fine can then be neither recharged, re-matched nor waived again', async () => {
    const fine = await renterFine('20');
    const res = await waive(fine.id, 'أول مخالفة للعميل');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ waivedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), waiverReason: 'أول مخالفة للعميل', awaitingApproval: null, responsible: 'customer', contractNumber });
    const recharge = await t.json('POST', `/api/traffic-violations/${fine.id}/recharge`, { cookie: fleet, body: { method: 'invoice' } });
    expect(recharge).toMatchObject({ status: 409, body: { error: { code: 'fine_waived' } } });
    expect(recharge.body.error.message).toContain('تم التنازل عن هذه المخالفة');
    expect((await t.json('POST', `/api/traffic-violations/${fine.id}/match`, { cookie: fleet, body: { to: 'company' } })).body.error.code).toBe('fine_waived');
    expect((await waive(fine.id, 'مرة أخرى')).status).toBe(409);
    // Paying the authority stays the company's own cost: the payment is taken.
    expect((await t.json('POST', '/api/traffic-violation-payments', { cookie: fleet, body: { violationId: fine.id, amount: '20', method: 'cash' } })).status).toBe(201);
    expect(await read(fine.id)).toMatchObject({ status: 'paid', waiverReason: 'أول مخالفة للعميل', rechargeInvoiceId: null });
  });
});

describe('a waiver above the amount', () => {
  let fine: { id: string; violationNumber: string };
  let requestId: string;

  it('waits on a request the manager is told of, the fine unchanged', async () => {
    fine = await renterFine('100');
    const res = await waive(fine.id, 'خطأ في قراءة اللوحة لدى الجهة');
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    expect(res.body).toMatchObject({ waivedOn: null, status: 'pending', awaitingApproval: { number: expect.stringMatching(/^APR-\d{5}$/) } });
    requestId = res.body.awaitingApproval.id;
    const request = (await t.json('GET', `/api/approvals/requests/${requestId}`, { cookie: admin })).body;
    // Measured by what the company gives up: the fine and the KWD 5 admin fee.
    expect(request).toMatchObject({ sourceType: 'fine_waiver', measure: '105.000', link: `/fleet/traffic-violations?q=${fine.violationNumber}` });
    expect(request.titleEn.replace(/\s/g, ' ')).toBe(`Waiving fine ${fine.violationNumber} (31 88001) for Salem Al-Mutairi: KWD 105.000`);
    const alerts = (await t.json('GET', '/api/alerts', { cookie: manager })).body.items as Array<{ title: string }>;
    expect(alerts.some((a) => a.title.includes(res.body.awaitingApproval.number))).toBe(true);
    const listed = (await ok('GET', `/api/traffic-violations?search=${fine.violationNumber}`, undefined, fleet)).items;
    expect(listed).toMatchObject([{ id: fine.id, waivedOn: null, awaitingApproval: { id: requestId } }]);
  });

  it('is held: no recharge, no re-match, and asking again opens nothing new', async () => {
    const recharge = await t.json('POST', `/api/traffic-violations/${fine.id}/recharge`, { cookie: fleet, body: { method: 'invoice' } });
    expect(recharge).toMatchObject({ status: 409, body: { error: { code: 'approval_pending' } } });
    expect((await t.json('POST', `/api/traffic-violations/${fine.id}/match`, { cookie: fleet, body: { to: 'company' } })).body.error.code).toBe('approval_pending');
    expect((await waive(fine.id, 'مرة ثانية')).body.awaitingApproval.id).toBe(requestId);
  });

  it('is waived by the manager’s approval with the reason first asked, and shows its request', async () => {
    const approved = await decide(requestId, 'approve');
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const after = await read(fine.id);
    expect(after).toMatchObject({ waivedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), waiverReason: 'خطأ في قراءة اللوحة لدى الجهة', awaitingApproval: null, rechargeInvoiceId: null });
    expect(after.approvals).toMatchObject([{ id: requestId, status: 'approved' }]);
  });
});

describe('a rejected waiver', () => {
  it('leaves the fine to recharge to the renter', async () => {
    const fine = await renterFine('80');
    const requestId = (await waive(fine.id, 'طلب العميل')).body.awaitingApproval.id;
    expect((await decide(requestId, 'reject', { reason: 'العميل مسؤول عن السرعة' })).status).toBe(200);
    expect(await read(fine.id)).toMatchObject({ waivedOn: null, awaitingApproval: null });
    const recharge = await t.json('POST', `/api/traffic-violations/${fine.id}/recharge`, { cookie: fleet, body: { method: 'invoice' } });
    expect(recharge.status, JSON.stringify(recharge.body)).toBe(200);
    expect(recharge.body.invoice.total).toBe('85.000');
  });
});

describe('cancelling a fine whose waiver waits', () => {
  it('withdraws the request', async () => {
    const fine = await renterFine('90');
    const requestId = (await waive(fine.id, 'ألغتها الجهة لاحقًا')).body.awaitingApproval.id;
    await ok('POST', `/api/traffic-violations/${fine.id}/cancel`, { reason: 'ألغتها الإدارة العامة للمرور' }, fleet);
    expect((await t.json('GET', `/api/approvals/requests/${requestId}`, { cookie: admin })).body.status).toBe('cancelled');
  });
});

describe('refused waivers', () => {
  it('refuses a fine the company answers for, an empty reason and a read-only person', async () => {
    const fine = await renterFine('30');
    const employee = await t.signIn('employee@rental.masar.test');
    expect((await waive(fine.id, 'سبب', employee)).status).toBe(403);
    const empty = await waive(fine.id, '  ');
    expect(empty).toMatchObject({ status: 400, body: { error: { code: 'validation_failed', fields: { reason: expect.any(String) } } } });
    await ok('POST', `/api/traffic-violations/${fine.id}/match`, { to: 'company', note: 'سيارة الشركة' }, fleet);
    expect(await waive(fine.id, 'سبب')).toMatchObject({ status: 409, body: { error: { code: 'fine_needs_renter' } } });
    expect(await read(fine.id)).toMatchObject({ waivedOn: null, responsible: 'company' });
  });
});
