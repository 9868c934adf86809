// A rental deposit's refund under the company's approval workflow (issue 20, "deposit_refund"):
// above the workflow's amount, closing a returned contract leaves it returned with its deposit
// held and nothing applied, waiting on a request the manager is told of; the manager's approval
// closes it (the deposit pays what is owed, the rest refunded and posted); a rejection leaves it
// returned to close again; a refund at or below the amount closes at once; another company
// cannot act on it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { compareMoney, subtractMoney } from '../../../core/money';
import { queryRows } from '../../../server/db/client';
import { startTestServer, type TestServer } from '../../../server/test/test-server';

let t: TestServer;
let admin: string;
let manager: string;
let serial = 0;

async function make(path: string, body: unknown) {
  const res = await t.json('POST', path, { cookie: admin, body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

/** A two-day rental in the past on its own car with this deposit, handed over and returned on time. */
async function returnedContract(deposit: string) {
  serial += 1;
  const vehicle = await make('/api/fleet/vehicles', { plateNumber: `RFD ${100 + serial}`, make: 'Kia', model: 'K5', year: 2024, dailyRate: '15', depositAmount: deposit, odometer: 1000 });
  const customer = await make('/api/customers', { nameAr: 'ناصر العنزي', phone: `+965 6000 10${10 + serial}`, civilId: `2900101300${10 + serial}`, licenseExpiry: '2040-01-01' });
  const contract = await make('/api/contracts', { customerId: customer.id, vehicleId: vehicle.id, startAt: '2025-03-01T10:00:00+03:00', rateUnit: 'day', duration: 2, reserve: true });
  expect((await t.json('POST', `/api/contracts/${contract.id}/handover`, { cookie: admin, body: { odometer: 1000, fuel: 8, at: '2025-03-01T10:00:00+03:00' } })).status).toBe(200);
  expect((await t.json('POST', `/api/contracts/${contract.id}/return`, { cookie: admin, body: { odometer: 1200, fuel: 8, at: '2025-03-03T10:00:00+03:00' } })).status).toBe(200);
  const detail = (await t.json('GET', `/api/contracts/${contract.id}`, { cookie: admin })).body;
  expect(detail).toMatchObject({ status: 'returned', depositStatus: 'held' });
  return { id: contract.id as string, owed: detail.balance as string };
}
const close = (id: string, cookie = admin) => t.json('POST', `/api/contracts/${id}/close`, { cookie });
const detail = async (id: string) => (await t.json('GET', `/api/contracts/${id}`, { cookie: admin })).body;
const decide = (requestId: string, cookie: string, decision: 'approve' | 'reject', body: Record<string, string> = {}) => t.json('POST', `/api/approvals/requests/${requestId}/${decision}`, { cookie, body });

beforeAll(async () => {
  t = await startTestServer();
  admin = await t.signIn('admin@rental.masar.test');
  manager = await t.signIn('manager@rental.masar.test');
  const set = await t.json('PUT', '/api/approvals/workflows/deposit_refund', { cookie: admin, body: { isActive: true, threshold: '50', steps: [{ approverType: 'role', role: 'manager' }] } });
  expect(set.status, JSON.stringify(set.body)).toBe(200);
});
afterAll(() => t?.stop());

describe('a refund above the amount', () => {
  let contract: { id: string; owed: string };
  let requestId: string;

  it('leaves the contract returned, its deposit held and nothing applied, waiting on a request the manager is told of', async () => {
    contract = await returnedContract('100');
    expect(compareMoney(contract.owed, '0')).toBeGreaterThan(0);
    const refund = subtractMoney('100', contract.owed);
    const res = await close(contract.id);
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({ depositApplied: '0.000', depositRefunded: '0.000', balance: contract.owed, contract: { status: 'returned', depositStatus: 'held' }, awaitingApproval: { number: expect.stringMatching(/^APR-\d{5}$/) } });
    requestId = res.body.awaitingApproval.id;
    const page = await detail(contract.id);
    expect(page).toMatchObject({ status: 'returned', balance: contract.owed, approvals: [{ id: requestId, sourceType: 'deposit_refund', status: 'pending', amount: Number(refund).toFixed(3) }] });
    const alerts = (await t.json('GET', '/api/alerts', { cookie: manager })).body.items as Array<{ title: string }>;
    expect(alerts.some((a) => a.title.includes(res.body.awaitingApproval.number))).toBe(true);
  });

  it('asks nothing new when closed again', async () => {
    expect(await close(contract.id)).toMatchObject({ status: 202, body: { awaitingApproval: { id: requestId } } });
    expect((await detail(contract.id)).approvals).toHaveLength(1);
  });

  it('is closed by the manager’s approval: the deposit pays what is owed and the rest is refunded', async () => {
    expect(await decide(requestId, manager, 'approve')).toMatchObject({ status: 200, body: { status: 'approved' } });
    const closed = await detail(contract.id);
    expect(closed).toMatchObject({ status: 'closed', depositStatus: 'settled', balance: '0.000', depositApplied: contract.owed, depositRefunded: Number(subtractMoney('100', contract.owed)).toFixed(3) });
    expect(closed.approvals[0]).toMatchObject({ status: 'approved' });
    // The refund posted once, on the approval: the deposits-held account debited by the refund.
    const posted = await queryRows<{ id: string }>(t.deps.handle.db, sql`select id from journal_entries where source_id = ${contract.id} and event = 'deposit_refunded'`);
    expect(posted).toHaveLength(1);
    const entry = (await t.json('GET', `/api/finance/journal-entries/${posted[0]!.id}`, { cookie: admin })).body;
    expect(entry).toMatchObject({ status: 'posted', total: closed.depositRefunded });
  });
});

describe('a rejection, a refund within the amount, another company', () => {
  it('leaves a rejected refund’s contract returned; closing again opens a new request', async () => {
    const { id } = await returnedContract('100');
    const first = (await close(id)).body.awaitingApproval.id;
    expect(await decide(first, manager, 'reject', { reason: 'الخدش لم يُحتسب بعد' })).toMatchObject({ status: 200, body: { status: 'rejected' } });
    expect(await detail(id)).toMatchObject({ status: 'returned', depositStatus: 'held', approvals: [{ status: 'rejected' }] });
    const again = await close(id);
    expect(again.status).toBe(202);
    expect(again.body.awaitingApproval.id).not.toBe(first);
  });

  it('closes at once when the refund is at or below the amount', async () => {
    const { id, owed } = await returnedContract('80');
    const refund = subtractMoney('80', owed);
    expect(compareMoney(refund, '50')).toBeLessThanOrEqual(0);
    expect(await close(id)).toMatchObject({ status: 200, body: { contract: { status: 'closed' }, awaitingApproval: null } });
  });

  it('is not found by another company’s admin, who cannot act on it', async () => {
    const { id } = await returnedContract('100');
    const requestId = (await close(id)).body.awaitingApproval.id;
    const estate = await t.signIn('admin@realestate.masar.test');
    expect((await decide(requestId, estate, 'approve')).status).toBe(404);
    expect((await close(id, estate)).status).toBe(404);
    expect(await detail(id)).toMatchObject({ status: 'returned', approvals: [{ status: 'pending' }] });
  });
});
