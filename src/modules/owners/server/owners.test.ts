// Owners through the API: add (code, IBAN check, commission range, civil ID or CR by type, no
// owner twice), edit, list with search and chips, the picker, and who may write.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../server/db/client';
import { startTestServer, type TestServer } from '../../../server/test/test-server';

let t: TestServer;
let admin: string;
let employee: string;

const count = async () => (await queryRows<{ n: number }>(t.deps.handle.db, sql`select count(*)::int as n from property_owners`))[0]!.n;

beforeAll(async () => {
  t = await startTestServer();
  admin = await t.signIn('admin@realestate.masar.test');
  employee = await t.signIn('employee@realestate.masar.test');
});
afterAll(() => t?.stop());

const person = { nameAr: 'خالد بن سعد المري', nameEn: 'Khalid Al-Marri', civilId: '28763400123', phone: '+974 5550 1234', bankName: 'بنك الدوحة', iban: 'qa58 dohb 0000 1234 5678 90ab cdef g', commissionRate: '7.5' };

describe('owners', () => {
  it('adds an individual with a code, the IBAN stored plain and the commission as given', async () => {
    const res = await t.json('POST', '/api/owners', { cookie: admin, body: person });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ ownerCode: expect.stringMatching(/^OWN-\d{5}$/), ownerType: 'individual', iban: 'QA58DOHB00001234567890ABCDEFG', commissionRate: '7.50', isActive: true });
  });

  it('refuses a bad IBAN, a commission above 100 and a missing civil ID or CR, in Arabic and English, writing nothing', async () => {
    const before = await count();
    const iban = await t.json('POST', '/api/owners', { cookie: admin, body: { ...person, civilId: '28763400999', iban: 'QA59DOHB00001234567890ABCDEFG' } });
    expect(iban.status).toBe(400);
    expect(iban.body.error.fields.iban).toBe('رقم الآيبان غير صالح');
    const shortIban = await t.json('POST', '/api/owners', { cookie: admin, lang: 'en', body: { ...person, civilId: '28763400999', iban: 'QA58DOHB0000' } });
    expect(shortIban.body.error.fields.iban).toBe('Invalid IBAN');
    const rate = await t.json('POST', '/api/owners', { cookie: admin, body: { ...person, civilId: '28763400999', commissionRate: '100.5' } });
    expect(rate.status).toBe(400);
    expect(rate.body.error.fields.commissionRate).toBe('نسبة العمولة بين 0 و100');
    const noId = await t.json('POST', '/api/owners', { cookie: admin, body: { ...person, civilId: null } });
    expect(noId.status).toBe(400);
    expect(noId.body.error.fields.civilId).toBe('هذا الحقل مطلوب');
    const noCr = await t.json('POST', '/api/owners', { cookie: admin, lang: 'en', body: { ownerType: 'company', nameAr: 'شركة الأملاك', civilId: '1' } });
    expect(noCr.body.error.fields.commercialRegister).toBe('This field is required');
    expect(await count()).toBe(before);
  });

  it('refuses the same owner twice, naming the one recorded', async () => {
    const res = await t.json('POST', '/api/owners', { cookie: admin, body: { ...person, nameAr: 'خالد المري', civilId: '28763400123' } });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('duplicate_owner');
    expect(res.body.error.message).toContain('خالد بن سعد المري');
    expect(res.body.error.fields.civilId).toBe('مسجل لمالك آخر');
  });

  it('adds a company by its CR, edits it, finds it by name (ة typed as ه) and code, counts the chips', async () => {
    const created = await t.json('POST', '/api/owners', { cookie: admin, body: { ownerType: 'company', nameAr: 'شركة اللؤلؤة للاستثمار العقاري', nameEn: 'Pearl Real Estate Investment', commercialRegister: 'CR-55012', commissionRate: '5' } });
    expect(created.status).toBe(201);
    const id = created.body.id;
    const edit = await t.json('PATCH', `/api/owners/${id}`, { cookie: admin, body: { commissionRate: '6.25', isActive: false, iban: '' } });
    expect(edit.status).toBe(200);
    expect(edit.body).toMatchObject({ commissionRate: '6.25', isActive: false, iban: null });
    const byName = await t.json('GET', `/api/owners?search=${encodeURIComponent('اللؤلؤه')}`, { cookie: admin });
    expect(byName.body.items.map((o: { id: string }) => o.id)).toContain(id);
    const byCode = await t.json('GET', `/api/owners?search=${created.body.ownerCode}`, { cookie: admin });
    expect(byCode.body.items[0].id).toBe(id);
    const inactive = await t.json('GET', '/api/owners?status=inactive&type=company', { cookie: admin });
    expect(inactive.body.items.map((o: { id: string }) => o.id)).toEqual([id]);
    expect(inactive.body.items[0]).toMatchObject({ propertiesCount: 0, balance: '0' });
    const all = await t.json('GET', '/api/owners', { cookie: admin });
    expect(all.body.counts.all).toBe(all.body.counts.active + all.body.counts.inactive);
    // The picker offers active owners only.
    const options = await t.json('GET', '/api/owners/options?search=Pearl', { cookie: admin });
    expect(options.body.items.map((o: { id: string }) => o.id)).not.toContain(id);
  });

  it('lets the employee read but not write (403, nothing written)', async () => {
    const before = await count();
    const payouts = async () => (await queryRows<{ n: number }>(t.deps.handle.db, sql`select count(*)::int as n from owner_payouts`))[0]!.n;
    const payoutsBefore = await payouts();
    expect((await t.json('GET', '/api/owners', { cookie: employee })).status).toBe(200);
    const [owner] = (await t.json('GET', '/api/owners', { cookie: admin })).body.items;
    expect((await t.json('GET', `/api/owners/${owner.id}`, { cookie: employee })).status).toBe(200);
    expect((await t.json('POST', '/api/owners', { cookie: employee, body: { ...person, civilId: '28763400555' } })).status).toBe(403);
    expect((await t.json('PATCH', `/api/owners/${owner.id}`, { cookie: employee, body: { notes: 'x' } })).status).toBe(403);
    expect((await t.json('POST', `/api/owners/${owner.id}/payouts`, { cookie: employee, body: { payoutDate: '2026-01-01', amount: '1', method: 'cash' } })).status).toBe(403);
    expect(await count()).toBe(before);
    expect(await payouts()).toBe(payoutsBefore);
  });
});
