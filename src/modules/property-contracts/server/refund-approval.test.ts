// A lease's deposit refund under the company's approval workflow (issue 20,
// "lease_deposit_refund"): settling the deposit of an ended lease whose refund is above the
// workflow's amount answers 202 and writes nothing (no deduction billed, no deposit applied, the
// deposit held), waiting on a request; the approval settles it as it was asked (the date and the
// deductions), posting the refund once; a refund within the amount settles at once.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../server/db/client';
import { addDays } from '../../../core/leasing';
import { companyOf, inCompany, makeProperty } from '../../../server/test/estate-fixtures';
import { startTestServer, type TestServer } from '../../../server/test/test-server';

let t: TestServer;
let admin: string;
let accountant: string;
let today: string;
let companyId: string;
let serial = 0;

beforeAll(async () => {
  t = await startTestServer();
  admin = await t.signIn('admin@realestate.masar.test');
  accountant = await t.signIn('accountant@realestate.masar.test');
  companyId = (await companyOf(t, 'admin@realestate.masar.test')).companyId;
  const [row] = await queryRows<{ today: string }>(t.deps.handle.db, sql`select (now() at time zone timezone)::date::text as today from companies where id = ${companyId}`);
  today = row!.today;
  const set = await t.json('PUT', '/api/approvals/workflows/lease_deposit_refund', { cookie: admin, body: { isActive: true, threshold: '1000', steps: [{ approverType: 'role', role: 'accountant' }] } });
  expect(set.status, JSON.stringify(set.body)).toBe(200);
});
afterAll(() => t?.stop());

/** A lease begun forty days ago with this deposit, terminated today without settling it. */
async function endedLease(deposit: string) {
  serial += 1;
  const unit = await inCompany(t, { companyId, userId: null as unknown as string }, (tx) => makeProperty(tx, companyId, { nameAr: `شقة التأمين ${serial}` }));
  const customer = await t.json('POST', '/api/customers', { cookie: admin, body: { nameAr: `مستأجر التأمين ${serial}`, phone: `+974 5522 33${10 + serial}` } });
  const back = addDays(today, -40);
  const start = Number(back.slice(8)) > 28 ? `${back.slice(0, 8)}28` : back;
  const lease = await t.json('POST', '/api/leases', { cookie: admin, body: { propertyId: unit.id, customerId: customer.body.id, startDate: start, termMonths: 12, monthlyRent: '1000', securityDeposit: deposit } });
  expect(lease.status, JSON.stringify(lease.body)).toBe(201);
  expect((await t.json('POST', `/api/leases/${lease.body.id}/activate`, { cookie: admin })).status).toBe(200);
  const ended = await t.json('POST', `/api/leases/${lease.body.id}/terminate`, { cookie: admin, body: { date: today, reason: 'إخلاء مبكر', settleDeposit: false } });
  expect(ended.status, JSON.stringify(ended.body)).toBe(200);
  return lease.body.id as string;
}
const read = async (id: string) => (await t.json('GET', `/api/leases/${id}`, { cookie: admin })).body;

describe('a lease deposit refund above the amount', () => {
  let id: string;
  let requestId: string;
  let owedBefore: string;

  it('answers 202 and writes nothing: no deduction billed, the deposit held', async () => {
    id = await endedLease('6000');
    owedBefore = (await read(id)).totals.balance;
    const res = await t.json('POST', `/api/leases/${id}/settle-deposit`, { cookie: admin, body: { date: today, deductions: '250', deductionsNote: 'دهان' } });
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    expect(res.body).toMatchObject({ depositApplied: '0', depositRefunded: '0', lease: { depositStatus: 'held' }, awaitingApproval: { number: expect.stringMatching(/^APR-\d{5}$/) } });
    requestId = res.body.awaitingApproval.id;
    const lease = await read(id);
    expect(lease).toMatchObject({ depositStatus: 'held', totals: { balance: owedBefore }, approvals: [{ id: requestId, sourceType: 'lease_deposit_refund', status: 'pending' }] });
    expect(lease.invoices.some((i: { charge: string }) => i.charge === 'service_charge')).toBe(false);
  });

  it('is settled by the accountant’s approval as it was asked, the refund posted once', async () => {
    expect((await t.json('POST', `/api/approvals/requests/${requestId}/approve`, { cookie: accountant, body: {} })).status).toBe(200);
    const lease = await read(id);
    expect(lease).toMatchObject({ depositStatus: 'settled', approvals: [{ status: 'approved' }] });
    expect(lease.invoices.some((i: { charge: string }) => i.charge === 'service_charge')).toBe(true);
    // The deposit paid what was owed plus the 250 of deductions; the rest went back.
    expect(Number(lease.depositApplied) + Number(lease.depositRefunded)).toBe(6000);
    expect(Number(lease.depositApplied)).toBe(Number(owedBefore) + 250);
    const posted = await queryRows<{ n: number }>(t.deps.handle.db, sql`select count(*)::int as n from journal_entries where source_id = ${id} and event = 'deposit_refunded'`);
    expect(posted[0]!.n).toBe(1);
  });

  it('settles at once when the refund is within the amount', async () => {
    const small = await endedLease('2000');
    const res = await t.json('POST', `/api/leases/${small}/settle-deposit`, { cookie: admin, body: { date: today } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ lease: { depositStatus: 'settled' }, awaitingApproval: null });
  });
});
