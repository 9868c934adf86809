// A manual journal entry under the company's approval workflow (issue 20): above the workflow's
// amount, posting leaves the entry a draft, held, with a request the manager is told of; the last
// approval posts it; a rejection lets the accountant correct it and ask anew; deleting the draft
// withdraws its request; below the amount it posts at once; another company cannot act on it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../server/test/test-server';

let t: TestServer;
let admin: string;
let manager: string;
let accountant: string;
let codes: Record<string, string>;

const today = () => new Date().toISOString().slice(0, 10);
/** A balanced two-line entry of this amount (cash against other revenue). */
const entry = (amount: string, descriptionAr = 'تسوية نقدية') => ({ entryDate: today(), descriptionAr, lines: [{ accountId: codes['110101'], debit: amount }, { accountId: codes['4201'], credit: amount }] });

async function draft(amount: string, descriptionAr?: string) {
  const res = await t.json('POST', '/api/finance/journal-entries', { cookie: accountant, body: entry(amount, descriptionAr) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string };
}
const read = async (id: string, cookie = accountant) => (await t.json('GET', `/api/finance/journal-entries/${id}`, { cookie })).body;
const post = (id: string) => t.json('POST', `/api/finance/journal-entries/${id}/post`, { cookie: accountant });

beforeAll(async () => {
  t = await startTestServer();
  admin = await t.signIn('admin@rental.masar.test');
  manager = await t.signIn('manager@rental.masar.test');
  accountant = await t.signIn('accountant@rental.masar.test');
  const accounts = (await t.json('GET', '/api/finance/accounts', { cookie: accountant })).body.items as Array<{ id: string; code: string }>;
  codes = Object.fromEntries(accounts.map((a) => [a.code, a.id]));
});
afterAll(() => t?.stop());

describe('the workflow for manual entries', () => {
  it('takes an amount in the company currency (no 100 cap), or none: every manual entry waits', async () => {
    const steps = [{ approverType: 'role', role: 'manager' }];
    const big = await t.json('PUT', '/api/approvals/workflows/journal_entry', { cookie: admin, body: { isActive: true, threshold: '150000', steps } });
    expect(big.status, JSON.stringify(big.body)).toBe(200);
    const bad = await t.json('PUT', '/api/approvals/workflows/journal_entry', { cookie: admin, body: { isActive: true, threshold: '12,5', steps } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields)).toEqual(['threshold']);
    const set = await t.json('PUT', '/api/approvals/workflows/journal_entry', { cookie: admin, body: { isActive: true, threshold: '1000', steps } });
    expect(set.status).toBe(200);
    const list = (await t.json('GET', '/api/approvals/workflows', { cookie: admin })).body.items as Array<{ sourceType: string }>;
    expect(list.find((w) => w.sourceType === 'journal_entry')).toMatchObject({ measure: 'amount', configured: true, isActive: true, threshold: '1000.000' });
  });
});

describe('an entry above the amount', () => {
  let id: string;
  let requestId: string;

  it('stays a draft when posted, with a request the manager is told of', async () => {
    id = (await draft('5000', 'تسوية عهدة الفرع')).id;
    const res = await post(id);
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({ status: 'draft', entryNumber: null });
    expect(res.body.approvals).toHaveLength(1);
    expect(res.body.approvals[0]).toMatchObject({ status: 'pending', sourceType: 'journal_entry', measure: '5000.000', amount: '5000.000', link: `/finance/journal-entries/${id}`, mayAct: false });
    expect(res.body.approvals[0].titleEn.replace(/\s/g, ' ')).toBe('Posting a manual entry of KWD 5,000.000: تسوية عهدة الفرع');
    requestId = res.body.approvals[0].id;

    const waiting = (await t.json('GET', '/api/approvals/requests?view=mine', { cookie: manager })).body.items as Array<{ id: string; mayAct: boolean }>;
    expect(waiting.find((r) => r.id === requestId)?.mayAct).toBe(true);
    const alerts = (await t.json('GET', '/api/alerts', { cookie: manager })).body.items as Array<{ title: string }>;
    expect(alerts.some((a) => a.title.includes(res.body.approvals[0].requestNumber))).toBe(true);
  });

  it('is held: not edited, and posting again asks nothing new', async () => {
    const edit = await t.json('PUT', `/api/finance/journal-entries/${id}`, { cookie: accountant, body: entry('900') });
    expect(edit).toMatchObject({ status: 409, body: { error: { code: 'approval_pending' } } });
    expect(edit.body.error.message).toContain('APR-');
    const again = await post(id);
    expect(again.status).toBe(202);
    expect(again.body.approvals.map((r: { id: string }) => r.id)).toEqual([requestId]);
    expect((await read(id)).lines.map((l: { debit: string }) => l.debit)).toEqual(['5000.000', '0.000']);
  });

  it('is not approved by the accountant who asked; the manager’s approval posts it', async () => {
    const own = await t.json('POST', `/api/approvals/requests/${requestId}/approve`, { cookie: accountant, body: {} });
    expect(own).toMatchObject({ status: 403, body: { error: { code: 'approval_own_request' } } });
    const approved = await t.json('POST', `/api/approvals/requests/${requestId}/approve`, { cookie: manager, body: { comment: 'مطابق للمستندات' } });
    expect(approved).toMatchObject({ status: 200, body: { status: 'approved' } });
    const posted = await read(id);
    expect(posted).toMatchObject({ status: 'posted', entryNumber: expect.stringMatching(/^JV-\d{4}-\d{5}$/), total: '5000.000' });
    expect(posted.approvals[0]).toMatchObject({ status: 'approved' });
    const told = (await t.json('GET', '/api/alerts', { cookie: accountant })).body.items as Array<{ title: string; link: string | null }>;
    expect(told.find((a) => a.title.includes(approved.body.requestNumber))).toMatchObject({ link: `/finance/journal-entries/${id}` });
  });
});

describe('below the amount, a rejection, a withdrawal, another company', () => {
  it('posts an entry at or below the amount at once, asking nobody', async () => {
    const { id } = await draft('1000');
    const res = await post(id);
    expect(res).toMatchObject({ status: 200, body: { status: 'posted', approvals: [] } });
  });

  it('leaves a rejected entry a draft to correct; posting it again opens a new request', async () => {
    const { id } = await draft('2000');
    const first = (await post(id)).body.approvals[0];
    const rejected = await t.json('POST', `/api/approvals/requests/${first.id}/reject`, { cookie: manager, body: { reason: 'المستند غير مرفق' } });
    expect(rejected).toMatchObject({ status: 200, body: { status: 'rejected', rejectionReason: 'المستند غير مرفق' } });
    expect(await read(id)).toMatchObject({ status: 'draft', approvals: [{ status: 'rejected' }] });

    const corrected = await t.json('PUT', `/api/finance/journal-entries/${id}`, { cookie: accountant, body: entry('1800') });
    expect(corrected.status).toBe(200);
    const again = await post(id);
    expect(again.status).toBe(202);
    expect(again.body.approvals.map((r: { status: string; measure: string }) => [r.status, r.measure])).toEqual([
      ['pending', '1800.000'],
      ['rejected', '2000.000'],
    ]);
  });

  it('withdraws the request when the held draft is deleted', async () => {
    const { id } = await draft('4000');
    const requestId = (await post(id)).body.approvals[0].id;
    expect((await t.json('DELETE', `/api/finance/journal-entries/${id}`, { cookie: accountant })).status).toBe(200);
    expect((await t.json('GET', `/api/approvals/requests/${requestId}`, { cookie: admin })).body).toMatchObject({ status: 'cancelled' });
    const waiting = (await t.json('GET', '/api/approvals/requests?view=mine', { cookie: manager })).body.items as Array<{ id: string }>;
    expect(waiting.map((r) => r.id)).not.toContain(requestId);
  });

  it('is not found by another company’s admin, who cannot act on it', async () => {
    const { id } = await draft('3000');
    const requestId = (await post(id)).body.approvals[0].id;
    const estate = await t.signIn('admin@realestate.masar.test');
    expect((await t.json('POST', `/api/approvals/requests/${requestId}/approve`, { cookie: estate, body: {} })).status).toBe(404);
    expect((await t.json('GET', `/api/finance/journal-entries/${id}`, { cookie: estate })).status).toBe(404);
    expect(await read(id)).toMatchObject({ status: 'draft', approvals: [{ status: 'pending' }] });
  });
});
