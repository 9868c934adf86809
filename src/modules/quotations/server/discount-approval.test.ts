// A quotation's discount under the approvals (issue 20, "quotation_discount"): above the
// workflow's percentage the quotation is not sent (no link) until the manager approves it; the
// agent is told and sends it; the contract made from it is not asked again, even above the
// contract workflow's percentage; a rejection is final for that quotation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../server/test/test-server';

let t: TestServer;
let admin: string;
let manager: string;
let sales: string;
let customerId: string;
let vehicleId: string;
let week = 0;

/** Two days at 50.000 (a subtotal of 100.000, so the discount is its percentage), a week apart so no booking clashes. */
async function quotation(discount: string) {
  week += 1;
  const startDate = new Date(Date.UTC(2032, 0, 1 + week * 7)).toISOString().slice(0, 10);
  const res = await t.json('POST', '/api/quotations', { cookie: sales, body: { customerId, vehicleId, startDate, rateUnit: 'day', duration: 2, discount, validUntil: '2099-12-31' } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string; quotationNumber: string };
}
const send = (id: string, lang?: 'en') => t.json('POST', `/api/quotations/${id}/send`, { cookie: sales, lang });
const decide = (requestId: string, decision: 'approve' | 'reject', comment?: string) => t.json('POST', `/api/approvals/requests/${requestId}/${decision}`, { cookie: manager, body: decision === 'reject' ? { reason: comment } : {} });
const alerts = async (cookie: string) => ((await t.json('GET', '/api/alerts', { cookie })).body.items as { title: string }[]).map((a) => a.title);

async function workflow(source: string, threshold: string) {
  const res = await t.json('PUT', `/api/approvals/workflows/${source}`, { cookie: admin, body: { isActive: true, threshold, steps: [{ approverType: 'role', role: 'manager' }] } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

beforeAll(async () => {
  t = await startTestServer();
  admin = await t.signIn('admin@rental.masar.test');
  manager = await t.signIn('manager@rental.masar.test');
  sales = await t.signIn('sales@rental.masar.test');
  vehicleId = (await t.json('POST', '/api/fleet/vehicles', { cookie: admin, body: { plateNumber: 'QDA 77', make: 'Nissan', model: 'Altima', year: 2025, dailyRate: '50' } })).body.id;
  customerId = (await t.json('POST', '/api/customers', { cookie: admin, body: { nameAr: 'مريم الصباح', phone: '+965 9111 4040', civilId: '291010104040', licenseExpiry: '2040-01-01' } })).body.id;
  await workflow('quotation_discount', '10');
  await workflow('contract_discount', '10');
});
afterAll(() => t?.stop());

describe('a quotation’s discount under its workflow', () => {
  let held: { id: string; quotationNumber: string };
  let requestId: string;

  it('sends a quotation within the percentage at once', async () => {
    const q = await quotation('10');
    const sent = await send(q.id);
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ status: 'sent', approvalUrl: expect.stringContaining('token=') });
  });

  it('does not send one above it: no link, a request for the manager, the same request when sent again', async () => {
    held = await quotation('25');
    const first = await send(held.id);
    expect(first.status).toBe(202);
    expect(first.body).toMatchObject({ status: 'draft', awaitingApproval: { number: expect.stringMatching(/^APR-\d{5}$/) } });
    expect(first.body.approvalUrl).toBeUndefined();
    requestId = first.body.awaitingApproval.id;
    const again = await send(held.id);
    expect(again).toMatchObject({ status: 202, body: { awaitingApproval: { id: requestId } } });

    const detail = (await t.json('GET', `/api/quotations/${held.id}`, { cookie: sales })).body;
    expect(detail).toMatchObject({ status: 'draft', sentAt: null });
    expect(detail.approvals).toMatchObject([{ id: requestId, status: 'pending', measure: '25.000', amount: '25.000', titleAr: `خصم 25٪ في عرض السعر ${held.quotationNumber}`, mayAct: false }]);
    expect(await alerts(manager)).toContainEqual(expect.stringContaining(first.body.awaitingApproval.number));
    // The list says so in place of its status.
    const listed = await t.json('GET', `/api/quotations?search=${held.quotationNumber}`, { cookie: sales });
    expect(listed.body.items).toMatchObject([{ id: held.id, status: 'draft', awaitingApproval: { id: requestId, number: first.body.awaitingApproval.number } }]);
  });

  it('once the manager approves, the agent sends it, the client accepts, and its contract is reserved without asking again', async () => {
    expect((await decide(requestId, 'approve')).status).toBe(200);
    const sent = await send(held.id);
    expect(sent.status).toBe(200);
    const token = new URL(sent.body.approvalUrl).searchParams.get('token')!;
    expect((await t.json('POST', `/api/public/quotations/${token}/decision`, { body: { decision: 'approve' } })).status).toBe(200);

    // 25% is above the contract workflow's 10% too, but the manager approved this very discount.
    const converted = await t.json('POST', `/api/quotations/${held.id}/convert`, { cookie: sales, body: {} });
    expect(converted).toMatchObject({ status: 200, body: { status: 'reserved' } });
    const contract = (await t.json('GET', `/api/contracts/${converted.body.contractId}`, { cookie: sales })).body;
    expect(contract).toMatchObject({ status: 'reserved', discount: '25.000', approvals: [] });
  });

  it('a contract made from a quotation sent before the workflow still asks for its own approval', async () => {
    await t.json('PUT', '/api/approvals/workflows/quotation_discount', { cookie: admin, body: { isActive: false, threshold: '10', steps: [{ approverType: 'role', role: 'manager' }] } });
    const q = await quotation('30');
    const sent = await send(q.id);
    expect(sent.status).toBe(200);
    const token = new URL(sent.body.approvalUrl).searchParams.get('token')!;
    await t.json('POST', `/api/public/quotations/${token}/decision`, { body: { decision: 'approve' } });
    const converted = await t.json('POST', `/api/quotations/${q.id}/convert`, { cookie: sales, body: {} });
    expect(converted).toMatchObject({ status: 200, body: { status: 'draft' } });
    await workflow('quotation_discount', '10');
  });

  it('a contract cannot borrow a quotation’s approval: the contract route takes no quotation', async () => {
    const borrowed = await t.json('POST', '/api/contracts', { cookie: sales, body: { customerId, vehicleId, startAt: '2033-05-01T09:00:00+03:00', rateUnit: 'day', duration: 2, rate: '50', discount: '25', reserve: true, quotationId: held.id } });
    expect(borrowed.status).toBe(400);
    const own = await t.json('POST', '/api/contracts', { cookie: sales, body: { customerId, vehicleId, startAt: '2033-05-01T09:00:00+03:00', rateUnit: 'day', duration: 2, rate: '50', discount: '25', reserve: true } });
    expect(own).toMatchObject({ status: 201, body: { status: 'draft', quotationId: null } });
  });

  it('a link sent before the workflow stops working when sending again is held', async () => {
    await t.json('PUT', '/api/approvals/workflows/quotation_discount', { cookie: admin, body: { isActive: false, threshold: '10', steps: [{ approverType: 'role', role: 'manager' }] } });
    const q = await quotation('35');
    const token = new URL((await send(q.id)).body.approvalUrl).searchParams.get('token')!;
    expect((await t.json('GET', `/api/public/quotations/${token}`)).status).toBe(200);
    await workflow('quotation_discount', '10');
    const again = await send(q.id);
    expect(again).toMatchObject({ status: 202, body: { status: 'draft' } });
    expect((await t.json('GET', `/api/public/quotations/${token}`)).status).toBe(404);
    expect((await t.json('POST', `/api/public/quotations/${token}/decision`, { body: { decision: 'approve' } })).status).toBe(404);
  });

  it('a rejected discount is final for the quotation: sending is refused with the reason to make a new one', async () => {
    const q = await quotation('40');
    const first = await send(q.id);
    expect(first.status).toBe(202);
    expect((await decide(first.body.awaitingApproval.id, 'reject', 'الخصم أكبر من المسموح')).status).toBe(200);
    expect(await alerts(sales)).toContainEqual(expect.stringContaining(first.body.awaitingApproval.number));
    const refused = await send(q.id, 'en');
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: 'quotation_discount_rejected', message: `The quotation’s discount was rejected in request ${first.body.awaitingApproval.number}; make a new quotation with a smaller discount` });
    expect((await t.json('GET', `/api/quotations/${q.id}`, { cookie: sales })).body).toMatchObject({ status: 'draft', sentAt: null });
  });
});
