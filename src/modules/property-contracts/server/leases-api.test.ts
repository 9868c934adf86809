// /api/leases through HTTP as the real-estate company's people: a draft with its schedule,
// activation, the list with its filters and counts, the PDF, payments and a cheque's life,
// the overlap refused (also for two activations at once), clear errors in Arabic and English,
// and who may do what (the employee reads; the accountant collects but does not sign leases).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../server/db/client';
import { addDays } from '../../../core/leasing';
import { companyOf, inCompany, makeProperty } from '../../../server/test/estate-fixtures';
import { startTestServer, type TestServer } from '../../../server/test/test-server';

let t: TestServer;
let admin: string;
let today: string;
let companyId: string;

beforeAll(async () => {
  t = await startTestServer();
  admin = await t.signIn('admin@realestate.masar.test');
  const estate = await companyOf(t, 'admin@realestate.masar.test');
  companyId = estate.companyId;
  const [row] = await queryRows<{ today: string }>(t.deps.handle.db, sql`select (now() at time zone timezone)::date::text as today from companies where id = ${companyId}`);
  today = row!.today;
});
afterAll(() => t?.stop());

const property = (fields = {}) => inCompany(t, { companyId, userId: null as unknown as string }, (tx) => makeProperty(tx, companyId, fields));

async function tenant(name: string, phone: string) {
  const res = await t.json('POST', '/api/customers', { cookie: admin, body: { nameAr: name, phone } });
  expect(res.status).toBe(201);
  return res.body.id as string;
}

describe('leases over HTTP', () => {
  it('a draft shows its schedule; activated, the rent due is billed and the lease is listed, searchable and printable', async () => {
    const unit = await property({ nameAr: 'شقة الخليج 12' });
    const customerId = await tenant('ريم السليطي', '+974 5511 2201');
    // Forty days back, on a day a payment day can be (the 29th–31st would open with a stub period).
    const back = addDays(today, -40);
    const start = Number(back.slice(8)) > 28 ? `${back.slice(0, 8)}28` : back;
    const created = await t.json('POST', '/api/leases', { cookie: admin, body: { propertyId: unit.id, customerId, startDate: start, termMonths: 12, monthlyRent: '6500', securityDeposit: '6500' } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: 'draft', monthlyRent: '6500', totalRent: '78000', currency: 'QAR' });
    const draft = await t.json('GET', `/api/leases/${created.body.id}`, { cookie: admin });
    expect(draft.body.installments).toHaveLength(12);
    expect(draft.body.installments.every((i: { status: string }) => i.status === 'scheduled')).toBe(true);
    const active = await t.json('POST', `/api/leases/${created.body.id}/activate`, { cookie: admin });
    expect(active.status).toBe(200);
    const detail = await t.json('GET', `/api/leases/${created.body.id}`, { cookie: admin });
    expect(detail.body.installments.slice(0, 2).map((i: { status: string }) => i.status)).toEqual(['billed', 'billed']);
    expect(detail.body.installments[0].state).toBe('overdue');
    expect(detail.body.totals).toMatchObject({ billed: '13000', balance: '13000', overdue: '13000' });
    expect(detail.body.property).toMatchObject({ id: unit.id, status: 'rented' });
    expect(detail.body.tenant).toMatchObject({ id: customerId, nameAr: 'ريم السليطي' });

    const listed = await t.json('GET', '/api/leases?search=' + encodeURIComponent('ريم السليطي'), { cookie: admin });
    expect(listed.body.items.map((l: { id: string }) => l.id)).toEqual([created.body.id]);
    expect(listed.body.items[0]).toMatchObject({ status: 'active', overdue: '13000', tenantNameAr: 'ريم السليطي' });
    const overdue = await t.json('GET', '/api/leases?overdue=1&status=active', { cookie: admin });
    expect(overdue.body.items.some((l: { id: string }) => l.id === created.body.id)).toBe(true);
    expect(overdue.body.counts.active).toBeGreaterThanOrEqual(1);
    const pdf = await t.request('GET', `/api/leases/${created.body.id}/pdf`, { cookie: admin });
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.subarray(0, 4).toString()).toBe('%PDF');
    expect(bytes.includes(Buffer.from('IBMPlexSansArabic'))).toBe(true);

    // A cash payment pays the oldest month; a cheque dated today is deposited at once, and bounces.
    const cash = await t.json('POST', `/api/leases/${created.body.id}/payments`, { cookie: admin, body: { method: 'cash', amount: '6500' } });
    expect(cash.status).toBe(200);
    expect(cash.body).toMatchObject({ allocated: '6500', cheque: null });
    const cheque = await t.json('POST', `/api/leases/${created.body.id}/payments`, { cookie: admin, body: { method: 'cheque', amount: '6500', cheque: { chequeNumber: '770011', bankName: 'QIB', chequeDate: today } } });
    expect(cheque.body.cheque).toMatchObject({ status: 'deposited', depositedOn: today });
    const bounced = await t.json('POST', `/api/lease-cheques/${cheque.body.cheque.id}/bounce`, { cookie: admin, body: { reason: 'رصيد غير كافٍ', fee: '300' } });
    expect(bounced.body).toMatchObject({ status: 'bounced', bouncedOn: today });
    const after = await t.json('GET', `/api/leases/${created.body.id}`, { cookie: admin });
    expect(after.body.installments.slice(0, 2).map((i: { state: string }) => i.state)).toEqual(['paid', 'overdue']);
    expect(after.body.payments.find((p: { id: string }) => p.id === cheque.body.payment.id)).toMatchObject({ status: 'bounced' });
    expect(after.body.totals.balance).toBe('6800');
  });

  it('refuses a second active lease over the same days, naming the first — also when two activations race', async () => {
    const unit = await property();
    const a = await tenant('مستأجر أول', '+974 5511 2202');
    const b = await tenant('مستأجر ثان', '+974 5511 2203');
    const body = (customerId: string, start: string) => ({ propertyId: unit.id, customerId, startDate: start, termMonths: 12, monthlyRent: '4000' });
    const first = await t.json('POST', '/api/leases', { cookie: admin, body: { ...body(a, addDays(today, 10)), activate: true } });
    expect(first.status).toBe(201);
    const second = await t.json('POST', '/api/leases', { cookie: admin, body: body(b, addDays(today, 100)) });
    const refused = await t.json('POST', `/api/leases/${second.body.id}/activate`, { cookie: admin });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: 'lease_overlap' });
    expect(refused.body.error.message).toContain(first.body.leaseNumber);
    const english = await t.json('POST', `/api/leases/${second.body.id}/activate`, { cookie: admin, lang: 'en' });
    expect(english.body.error.message).toBe(`The property is already leased for these dates by lease ${first.body.leaseNumber}`);

    const other = await property();
    const c = await t.json('POST', '/api/leases', { cookie: admin, body: { ...body(a, addDays(today, 5)), propertyId: other.id } });
    const d = await t.json('POST', '/api/leases', { cookie: admin, body: { ...body(b, addDays(today, 60)), propertyId: other.id } });
    const race = await Promise.all([c, d].map((l) => t.json('POST', `/api/leases/${l.body.id}/activate`, { cookie: admin })));
    expect(race.map((r) => r.status).sort()).toEqual([200, 409]);
    const [{ n }] = (await queryRows<{ n: number }>(t.deps.handle.db, sql`select count(*)::int as n from leases where property_id = ${other.id} and status = 'active'`)) as [{ n: number }];
    expect(n).toBe(1);
  });

  it('answers bad input with the fields named in Arabic and English, and writes nothing', async () => {
    const unit = await property();
    const customerId = await tenant('مستأجر الخطأ', '+974 5511 2204');
    const [{ n: before }] = (await queryRows<{ n: number }>(t.deps.handle.db, sql`select count(*)::int as n from leases`)) as [{ n: number }];
    const ar = await t.json('POST', '/api/leases', { cookie: admin, body: { propertyId: unit.id, customerId, startDate: '2026-05-10', endDate: '2026-05-01', monthlyRent: '4000' } });
    expect(ar.status).toBe(400);
    expect(ar.body.error.fields.endDate).toBe('تاريخ نهاية العقد قبل تاريخ بدايته');
    const en = await t.json('POST', '/api/leases', { cookie: admin, lang: 'en', body: { propertyId: unit.id, customerId, startDate: '2026-02-30', monthlyRent: 'abc', paymentDay: 31 } });
    expect(en.status).toBe(400);
    expect(Object.keys(en.body.error.fields).sort()).toEqual(['monthlyRent', 'paymentDay', 'startDate']);
    const none = await t.json('POST', `/api/leases/${crypto.randomUUID()}/payments`, { cookie: admin, body: { method: 'cheque', amount: '10' } });
    expect(none.status).toBe(404);
    const [{ n: after }] = (await queryRows<{ n: number }>(t.deps.handle.db, sql`select count(*)::int as n from leases`)) as [{ n: number }];
    expect(after).toBe(before);
  });

  it('lets the employee read but not write, and the accountant collect rent but not sign leases', async () => {
    const employee = await t.signIn('employee@realestate.masar.test');
    const accountant = await t.signIn('accountant@realestate.masar.test');
    const unit = await property();
    const customerId = await tenant('مستأجر الصلاحيات', '+974 5511 2205');
    const lease = await t.json('POST', '/api/leases', { cookie: admin, body: { propertyId: unit.id, customerId, startDate: today, termMonths: 6, monthlyRent: '3000', activate: true } });
    expect((await t.json('GET', '/api/leases', { cookie: employee })).status).toBe(200);
    expect((await t.json('GET', `/api/leases/${lease.body.id}`, { cookie: employee })).status).toBe(200);
    const [{ n: before }] = (await queryRows<{ n: number }>(t.deps.handle.db, sql`select count(*)::int as n from leases`)) as [{ n: number }];
    expect((await t.json('POST', '/api/leases', { cookie: employee, body: { propertyId: unit.id, customerId, startDate: addDays(today, 400), monthlyRent: '1' } })).status).toBe(403);
    expect((await t.json('POST', `/api/leases/${lease.body.id}/payments`, { cookie: employee, body: { method: 'cash', amount: '3000' } })).status).toBe(403);
    expect((await t.json('POST', '/api/leases', { cookie: accountant, body: { propertyId: unit.id, customerId, startDate: addDays(today, 400), monthlyRent: '1' } })).status).toBe(403);
    const [{ n: after }] = (await queryRows<{ n: number }>(t.deps.handle.db, sql`select count(*)::int as n from leases`)) as [{ n: number }];
    expect(after).toBe(before);
    const paid = await t.json('POST', `/api/leases/${lease.body.id}/payments`, { cookie: accountant, body: { method: 'bank_transfer', amount: '3000', reference: 'TRF-1' } });
    expect(paid.status).toBe(200);
    expect(paid.body.payment).toMatchObject({ method: 'bank_transfer', amount: '3000', leaseId: lease.body.id });
  });
});
