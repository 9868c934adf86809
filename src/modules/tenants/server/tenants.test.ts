// Tenants through the API: one party record (a customer with a tenant profile, decision 033) —
// added new with the customers' duplicate checks or linked from an existing customer; status
// computed from the leases; blacklist with a reason; the page's leases, balance and payments;
// who may write.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../server/db/client';
import { withTenant } from '../../../server/tenancy/with-tenant';
import { startTestServer, type TestServer } from '../../../server/test/test-server';
import { companyOf, leasingFixture } from '../../owners/server/leasing-fixture';
import { ensureTenantProfile } from './service';

let t: TestServer;
let admin: string;
let employee: string;
let companyId: string;

const counts = async () =>
  (await queryRows<{ customers: number; profiles: number }>(t.deps.handle.db, sql`select (select count(*)::int from customers where company_id = ${companyId}) as customers, (select count(*)::int from tenant_profiles) as profiles`))[0]!;
const post = (body: unknown, cookie = admin) => t.json('POST', '/api/tenants', { cookie, body });

const person = { nameAr: 'مريم حسن السليطي', nameEn: 'Maryam Al-Sulaiti', phone: '+974 5512 3456', civilId: '28863409876', nationality: 'قطرية', employer: 'مؤسسة حمد الطبية', occupation: 'طبيبة', monthlyIncome: '38000.4', emergencyContactName: 'حسن السليطي', emergencyContactPhone: '+974 5598 7654' };

beforeAll(async () => {
  t = await startTestServer();
  admin = await t.signIn('admin@realestate.masar.test');
  employee = await t.signIn('employee@realestate.masar.test');
  companyId = await companyOf(t.deps.handle.db, 'admin@realestate.masar.test');
});
afterAll(() => t?.stop());

describe('tenants', () => {
  let maryam: string;

  it('adds a new person as a customer with a tenant profile: a prospect until a lease', async () => {
    const before = await counts();
    const res = await post(person);
    expect(res.status).toBe(201);
    maryam = res.body.id;
    expect(res.body).toMatchObject({ customerNumber: expect.stringMatching(/^CUS-\d{5}$/), civilId: '28863409876', status: 'prospect', profile: { employer: 'مؤسسة حمد الطبية', monthlyIncome: '38000' } });
    expect(await counts()).toEqual({ customers: before.customers + 1, profiles: before.profiles + 1 });
    // One record: the customers module sees the same person.
    expect((await t.json('GET', `/api/customers/${maryam}`, { cookie: admin })).body.nameAr).toBe('مريم حسن السليطي');
  });

  it('refuses the same civil ID again, naming the person, writing nothing; the lookup offers to link them', async () => {
    const before = await counts();
    const res = await post({ ...person, nameAr: 'مريم السليطي', phone: '+974 7000 0001', civilId: '28863409876' });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('duplicate_customer_civil_id');
    expect(res.body.error.message).toContain('مريم حسن السليطي');
    expect(await counts()).toEqual(before);
    const found = await t.json('GET', '/api/tenants/matches?civilId=28863409876&phone=55123456', { cookie: admin });
    expect(found.body.items).toEqual([expect.objectContaining({ id: maryam, isTenant: true, matchedOn: 'civilId' })]);
    const byPhone = await t.json('GET', `/api/tenants/matches?phone=${encodeURIComponent('+974 5512-3456')}`, { cookie: admin });
    expect(byPhone.body.items.map((m: { matchedOn: string }) => m.matchedOn)).toEqual(['phone']);
  });

  it('links an existing customer instead of typing them twice; refuses a second link and customer fields on a link', async () => {
    const customer = await t.json('POST', '/api/customers', { cookie: admin, body: { nameAr: 'فهد ناصر الهاجري', phone: '+974 3344 5566', civilId: '28263400321' } });
    const match = await t.json('GET', '/api/tenants/matches?civilId=28263400321', { cookie: admin });
    expect(match.body.items).toEqual([expect.objectContaining({ id: customer.body.id, isTenant: false })]);
    const before = await counts();
    const withFields = await post({ customerId: customer.body.id, nameAr: 'اسم آخر', employer: 'أوريدو' });
    expect(withFields.status).toBe(400);
    expect(withFields.body.error.fields.nameAr).toBe('عند ربط عميل موجود تُرسل بيانات المستأجر فقط؛ عدّل بيانات العميل من صفحته');
    const linked = await post({ customerId: customer.body.id, employer: 'أوريدو' });
    expect(linked.status).toBe(201);
    expect(linked.body).toMatchObject({ id: customer.body.id, customerNumber: customer.body.customerNumber, profile: { employer: 'أوريدو' } });
    expect(await counts()).toEqual({ customers: before.customers, profiles: before.profiles + 1 });
    const again = await post({ customerId: customer.body.id }, admin);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(`فهد ناصر الهاجري (${customer.body.customerNumber}) مسجل مستأجراً من قبل`);
    // Another company's customer is not there to link.
    const [rental] = await queryRows<{ id: string }>(t.deps.handle.db, sql`select c.id from customers c join companies co on co.id = c.company_id where co.business_type = 'car_rental' limit 1`);
    expect((await post({ customerId: rental!.id })).status).toBe(400);
    // A lease made for a customer makes them a tenant once, however often it is asked.
    const other = await t.json('POST', '/api/customers', { cookie: admin, body: { nameAr: 'سعاد المهندي', phone: '+974 3344 0000' } });
    await withTenant(t.deps.handle.db, { companyId, userId: null }, async (tx) => {
      const first = await ensureTenantProfile(tx, companyId, other.body.id);
      expect((await ensureTenantProfile(tx, companyId, other.body.id)).id).toBe(first.id);
    });
    expect((await t.json('GET', `/api/tenants/${other.body.id}`, { cookie: admin })).status).toBe(200);
  });

  it('computes the status from the leases and counts the chips; shows leases, balance and a bounced cheque', async () => {
    const f = leasingFixture({ db: t.deps.handle.db, companyId });
    const ownerId = (await t.json('POST', '/api/owners', { cookie: admin, body: { nameAr: 'مالك الاختبار', civilId: '27000000001', commissionRate: '5' } })).body.id;
    const flat = await f.property({ code: 'T-FLAT-1', nameAr: 'شقة الاختبار', ownerId, status: 'rented' });
    const old = await f.property({ code: 'T-FLAT-0', nameAr: 'شقة سابقة', ownerId });
    const before = (await t.json('GET', '/api/tenants', { cookie: admin })).body.counts;
    await f.lease({ number: 'LSE-T-OLD', propertyId: old, customerId: maryam, status: 'expired', start: '2025-01-01', end: '2025-12-31', rent: '6000' });
    // The demo company has its own tenants (a Sulaiti among them): Maryam is found by her full name.
    let list = await t.json('GET', `/api/tenants?status=former&search=${encodeURIComponent(person.nameAr)}`, { cookie: admin });
    expect(list.body.items.map((r: { id: string }) => r.id)).toContain(maryam);
    const leaseId = await f.lease({ number: 'LSE-T-NOW', propertyId: flat, customerId: maryam, status: 'active', start: '2026-01-01', end: '2026-12-31', rent: '6500' });
    list = await t.json('GET', `/api/tenants?status=current&search=${encodeURIComponent(person.nameAr)}`, { cookie: admin });
    expect(list.body.items).toEqual([expect.objectContaining({ id: maryam, status: 'current', activeLeases: 1, employer: 'مؤسسة حمد الطبية', balance: '0' })]);
    const all = (await t.json('GET', '/api/tenants', { cookie: admin })).body.counts;
    expect(all).toMatchObject({ all: before.all, current: before.current + 1, prospect: before.prospect - 1 });
    expect(all.current + all.former + all.prospect).toBe(all.all);

    const invoice = await f.billInstalment({ leaseId, customerId: maryam, sequence: 1, due: '2026-01-01', amount: '6500', ownerId, commissionRate: '5' });
    const cheque = await f.pay({ customerId: maryam, leaseId, invoiceId: invoice, date: '2026-01-02', amount: '6500', method: 'cheque' });
    await f.bounce(cheque, '2026-01-20');
    const page = await t.json('GET', `/api/tenants/${maryam}`, { cookie: admin });
    expect(page.status).toBe(200);
    expect(page.body.status).toBe('current');
    expect(page.body.leases.map((l: { leaseNumber: string; status: string }) => [l.leaseNumber, l.status])).toEqual([
      ['LSE-T-NOW', 'active'],
      ['LSE-T-OLD', 'expired'],
    ]);
    expect(page.body.balance).toMatchObject({ invoiced: '6500', paid: '0', due: '6500', overdue: '6500' });
    expect(page.body.rent).toEqual({ overdue: '6500', overdueCount: 1 });
    expect(page.body.payments).toEqual([expect.objectContaining({ id: cheque, status: 'bounced', bouncedOn: '2026-01-20' })]);
    expect(page.body.profile).toMatchObject({ occupation: 'طبيبة', emergencyContactPhone: '+974 5598 7654' });
    // Sorted by what they owe, largest first (the demo's tenants owe too): Maryam among them with her 6,500.
    const owed = (await t.json('GET', '/api/tenants?sort=balance&dir=desc&pageSize=200', { cookie: admin })).body.items as Array<{ id: string; balance: string }>;
    expect(owed.find((r) => r.id === maryam)).toMatchObject({ balance: '6500' });
    expect(owed.map((r) => Number(r.balance))).toEqual(owed.map((r) => Number(r.balance)).sort((a, b) => b - a));
  });

  it('blacklists only with a reason and lifts it; edits person and profile in one request', async () => {
    const none = await t.json('PATCH', `/api/tenants/${maryam}`, { cookie: admin, body: { isBlacklisted: true } });
    expect(none.status).toBe(400);
    expect(none.body.error.fields.blacklistReason).toBe('هذا الحقل مطلوب');
    const blacklisted = async () => (await t.json('GET', '/api/tenants?status=blacklisted', { cookie: admin })).body.items.map((r: { id: string }) => r.id) as string[];
    const already = await blacklisted();
    const banned = await t.json('PATCH', `/api/tenants/${maryam}`, { cookie: admin, body: { isBlacklisted: true, blacklistReason: 'شيك مرتد دون تسوية' } });
    expect(banned.body).toMatchObject({ isBlacklisted: true, blacklistReason: 'شيك مرتد دون تسوية' });
    expect((await blacklisted()).sort()).toEqual([...already, maryam].sort());
    const lifted = await t.json('PATCH', `/api/tenants/${maryam}`, { cookie: admin, body: { isBlacklisted: false, employer: 'سدرة للطب', monthlyIncome: null, email: 'maryam@example.qa' } });
    expect(lifted.status).toBe(200);
    expect(lifted.body).toMatchObject({ isBlacklisted: false, blacklistReason: null, email: 'maryam@example.qa', profile: { employer: 'سدرة للطب', monthlyIncome: null } });
    // The customers' rule: another person's phone needs a confirmation.
    const phone = await t.json('PATCH', `/api/tenants/${maryam}`, { cookie: admin, body: { phone: '+974 3344 5566' } });
    expect(phone.body.error.code).toBe('duplicate_customer_phone');
  });

  it('lets the employee read but not write (403, nothing written); a customer who is not a tenant is not found here', async () => {
    const before = await counts();
    expect((await t.json('GET', '/api/tenants', { cookie: employee })).status).toBe(200);
    expect((await t.json('GET', `/api/tenants/${maryam}`, { cookie: employee })).status).toBe(200);
    expect((await post({ nameAr: 'x', phone: '+974 1111 2222' }, employee)).status).toBe(403);
    expect((await t.json('PATCH', `/api/tenants/${maryam}`, { cookie: employee, body: { employer: 'x' } })).status).toBe(403);
    expect((await t.json('GET', '/api/tenants/matches?civilId=28863409876', { cookie: employee })).status).toBe(403);
    expect(await counts()).toEqual(before);
    const plain = await t.json('POST', '/api/customers', { cookie: admin, body: { nameAr: 'عميل فقط', phone: '+974 3000 9999' } });
    expect((await t.json('GET', `/api/tenants/${plain.body.id}`, { cookie: admin })).status).toBe(404);
  });
});
