// A purchase order under the company's approval workflow (issue 20): above the workflow's amount,
// approving a draft leaves it a draft with a request the manager is told of, and it cannot be
// received; the last step's approval approves it, dated and in the approver's name; a larger order
// needs both steps; a rejection leaves it a draft to ask again; cancelling withdraws the request;
// below the amount it is approved at once; another company cannot act on it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../server/test/test-server';

let t: TestServer;
let admin: string;
let manager: string;
let accountant: string;
let vendorId: string;

async function order(unitPrice: string) {
  const res = await t.json('POST', '/api/payables/purchase-orders', { cookie: accountant, body: { vendorId, lines: [{ description: 'قطع غيار', quantity: '1', unitPrice, vatRate: '0' }] } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string; number: string };
}
const approve = (id: string) => t.json('POST', `/api/payables/purchase-orders/${id}/approve`, { cookie: accountant, body: {} });
const read = async (id: string) => (await t.json('GET', `/api/payables/purchase-orders/${id}`, { cookie: accountant })).body;
const decide = (requestId: string, cookie: string, decision: 'approve' | 'reject', body: Record<string, string> = {}) => t.json('POST', `/api/approvals/requests/${requestId}/${decision}`, { cookie, body });

beforeAll(async () => {
  t = await startTestServer();
  admin = await t.signIn('admin@rental.masar.test');
  manager = await t.signIn('manager@rental.masar.test');
  accountant = await t.signIn('accountant@rental.masar.test');
  vendorId = (await t.json('POST', '/api/payables/vendors', { cookie: accountant, body: { nameAr: 'مورد قطع الغيار', nameEn: 'Spare Parts Vendor' } })).body.id;
  const set = await t.json('PUT', '/api/approvals/workflows/purchase_order', {
    cookie: admin,
    body: { isActive: true, threshold: '500', steps: [{ approverType: 'role', role: 'manager' }, { approverType: 'role', role: 'company_admin', minAmount: '2000' }] },
  });
  expect(set.status, JSON.stringify(set.body)).toBe(200);
});
afterAll(() => t?.stop());

describe('a purchase order above the amount', () => {
  let id: string;
  let number: string;
  let requestId: string;

  it('stays a draft when approved, waiting on a request the manager is told of', async () => {
    ({ id, number } = await order('800'));
    const res = await approve(id);
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({ status: 'draft', approvedOn: null, awaitingApproval: { number: expect.stringMatching(/^APR-\d{5}$/) } });
    requestId = res.body.awaitingApproval.id;
    const request = (await t.json('GET', `/api/approvals/requests/${requestId}`, { cookie: admin })).body;
    expect(request).toMatchObject({ sourceType: 'purchase_order', measure: '800.000', amount: '800.000', link: `/finance/purchase-orders?q=${number}` });
    expect(request.titleEn.replace(/\s/g, ' ')).toBe(`Approving purchase order ${number} to Spare Parts Vendor for KWD 800.000`);
    // The manager's step only: the admin's applies from 2000.
    expect(request.steps.map((s: { status: string }) => s.status)).toEqual(['pending', 'skipped']);
    const alerts = (await t.json('GET', '/api/alerts', { cookie: manager })).body.items as Array<{ title: string }>;
    expect(alerts.some((a) => a.title.includes(res.body.awaitingApproval.number))).toBe(true);
    const listed = (await t.json('GET', `/api/payables/purchase-orders?search=${number}`, { cookie: accountant })).body.items;
    expect(listed).toMatchObject([{ id, status: 'draft', awaitingApproval: { id: requestId } }]);
  });

  it('is held: approving again asks nothing new, and it cannot be received', async () => {
    const again = await approve(id);
    expect(again).toMatchObject({ status: 202, body: { awaitingApproval: { id: requestId } } });
    const receive = await t.json('POST', `/api/payables/purchase-orders/${id}/receive`, { cookie: accountant, body: {} });
    expect(receive).toMatchObject({ status: 409, body: { error: { code: 'payables_po_invalid_status' } } });
    expect(await read(id)).toMatchObject({ status: 'draft' });
  });

  it('is not approved by the accountant who asked; the manager’s approval approves it', async () => {
    expect(await decide(requestId, accountant, 'approve')).toMatchObject({ status: 403, body: { error: { code: 'approval_own_request' } } });
    expect(await decide(requestId, manager, 'approve')).toMatchObject({ status: 200, body: { status: 'approved' } });
    const approved = await read(id);
    expect(approved).toMatchObject({ status: 'approved', approvedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), awaitingApproval: null });
    const told = (await t.json('GET', '/api/alerts', { cookie: accountant })).body.items as Array<{ link: string | null }>;
    expect(told.some((a) => a.link === `/finance/purchase-orders?q=${number}`)).toBe(true);
    const receive = await t.json('POST', `/api/payables/purchase-orders/${id}/receive`, { cookie: accountant, body: {} });
    expect(receive).toMatchObject({ status: 200, body: { status: 'received' } });
  });
});

describe('two steps, a rejection, a withdrawal, below the amount, another company', () => {
  it('needs the manager and then the company admin above the second step’s amount', async () => {
    const { id } = await order('2500');
    const requestId = (await approve(id)).body.awaitingApproval.id;
    expect(await decide(requestId, admin, 'approve')).toMatchObject({ status: 403, body: { error: { code: 'approval_not_your_step' } } });
    expect(await decide(requestId, manager, 'approve')).toMatchObject({ status: 200, body: { status: 'pending', currentStep: 2 } });
    expect(await read(id)).toMatchObject({ status: 'draft', awaitingApproval: { id: requestId } });
    expect(await decide(requestId, admin, 'approve')).toMatchObject({ status: 200, body: { status: 'approved' } });
    expect(await read(id)).toMatchObject({ status: 'approved', awaitingApproval: null });
  });

  it('leaves a rejected order a draft; approving again opens a new request, and cancelling withdraws it', async () => {
    const { id } = await order('900');
    const first = (await approve(id)).body.awaitingApproval.id;
    const noReason = await decide(first, manager, 'reject');
    expect(noReason.status).toBe(400);
    expect(await decide(first, manager, 'reject', { reason: 'السعر أعلى من عرض المورد الآخر' })).toMatchObject({ status: 200, body: { status: 'rejected' } });
    expect(await read(id)).toMatchObject({ status: 'draft', awaitingApproval: null });

    const again = await approve(id);
    expect(again.status).toBe(202);
    expect(again.body.awaitingApproval.id).not.toBe(first);
    const cancelled = await t.json('POST', `/api/payables/purchase-orders/${id}/cancel`, { cookie: accountant, body: {} });
    expect(cancelled).toMatchObject({ status: 200, body: { status: 'cancelled', awaitingApproval: null } });
    expect((await t.json('GET', `/api/approvals/requests/${again.body.awaitingApproval.id}`, { cookie: admin })).body).toMatchObject({ status: 'cancelled' });
  });

  it('approves an order at or below the amount at once', async () => {
    const { id } = await order('500');
    expect(await approve(id)).toMatchObject({ status: 200, body: { status: 'approved', awaitingApproval: null } });
  });

  it('is not found by another company’s admin, who cannot act on it', async () => {
    const { id } = await order('1200');
    const requestId = (await approve(id)).body.awaitingApproval.id;
    const estate = await t.signIn('admin@realestate.masar.test');
    expect((await decide(requestId, estate, 'approve')).status).toBe(404);
    expect((await t.json('GET', `/api/payables/purchase-orders/${id}`, { cookie: estate })).status).toBe(404);
    expect(await read(id)).toMatchObject({ status: 'draft', awaitingApproval: { id: requestId } });
  });

  it('withdraws a request left open when the workflow is switched off and the order is approved after all', async () => {
    const { id } = await order('1500');
    const requestId = (await approve(id)).body.awaitingApproval.id;
    const off = await t.json('PUT', '/api/approvals/workflows/purchase_order', { cookie: admin, body: { isActive: false, threshold: '500', steps: [{ approverType: 'role', role: 'manager' }] } });
    expect(off.status).toBe(200);
    expect(await approve(id)).toMatchObject({ status: 200, body: { status: 'approved', awaitingApproval: null } });
    expect((await t.json('GET', `/api/approvals/requests/${requestId}`, { cookie: admin })).body).toMatchObject({ status: 'cancelled' });
    expect((await decide(requestId, manager, 'approve')).status).toBe(409);
  });
});
