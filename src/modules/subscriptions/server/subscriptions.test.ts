// Plans, feature gates, subscription records and plan limits (issue 6): gates switch a feature
// on and off, a limit refuses the record past it, an ended trial is read-only until a payment.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { canAccess } from '../../../core/modules';
import { companies, mailOutbox } from '../../../server/db/schema';
import { startTestServer, type TestServer } from '../../../server/test/test-server';
import { MODULES } from '../../index';
import { defaultPeriodEnd } from './records-service';

let t: TestServer;
let superCookie: string;
let counter = 0;

/** A fresh company on `planCode` with its admin signed in (never a shared demo company). */
async function newCompany(planCode: string, startTrial = false) {
  const n = ++counter;
  const email = `admin-${n}@plans.test`;
  const res = await t.json('POST', '/api/platform/companies', {
    cookie: superCookie,
    body: { name: `Plans Co ${n}`, businessType: 'car_rental', country: 'KW', currency: 'KWD', planCode, startTrial, activeModules: ['fleet'], admin: { email, firstName: 'Plan', lastName: `Admin${n}` } },
  });
  expect(res.status).toBe(201);
  const [mail] = await t.deps.handle.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
  const token = new URL(mail!.link!).searchParams.get('token');
  await t.request('POST', '/api/auth/reset-password', { body: { newPassword: 'Plan-Pass-2026', token } });
  return { id: res.body.id as string, cookie: await t.signIn(email, 'Plan-Pass-2026') };
}

async function addEmployeeWithAccount(cookie: string, n: number) {
  const emp = await t.json('POST', '/api/hr/employees', { cookie, body: { firstName: `Staff${n}`, lastName: 'X', hireDate: '2026-01-01', basicSalary: '100' } });
  return t.json('POST', `/api/hr/employees/${emp.body.id}/account`, { cookie, body: { email: `staff-${counter}-${n}@plans.test`, roles: ['employee'] }, lang: 'en' });
}

beforeAll(async () => {
  t = await startTestServer();
  superCookie = await t.signIn('super@masar.test');
});
afterAll(() => t?.stop());

describe('plans', () => {
  it('lists the seeded plans with prices per currency, with exactly one default', async () => {
    const res = await t.json('GET', '/api/platform/plans', { cookie: superCookie });
    expect(res.status).toBe(200);
    const codes = res.body.items.map((p: { planCode: string }) => p.planCode);
    expect(codes).toEqual(expect.arrayContaining(['free', 'basic', 'professional', 'enterprise']));
    expect(res.body.items.filter((p: { isDefault: boolean }) => p.isDefault).map((p: { planCode: string }) => p.planCode)).toEqual(['free']);
    const basic = res.body.items.find((p: { planCode: string }) => p.planCode === 'basic');
    expect(basic.prices).toContainEqual({ currency: 'KWD', monthly: '15.000', yearly: '150.000' });
  });

  it('creates and edits a plan with exact prices; refuses a taken code, a bad amount and losing the default', async () => {
    const plan = { planCode: 'starter', name: 'Starter', nameAr: 'البداية', maxUsers: 2, maxVehicles: 5, maxCustomers: null, maxContracts: null, storageLimitGb: 1, features: ['data_import'], isActive: true, isDefault: false, prices: [{ currency: 'KWD', monthly: '4.5', yearly: '45' }] };
    const created = await t.json('POST', '/api/platform/plans', { cookie: superCookie, body: plan });
    expect(created.status).toBe(201);
    expect(created.body.prices).toEqual([{ currency: 'KWD', monthly: '4.500', yearly: '45.000' }]);
    const list = await t.json('GET', '/api/platform/plans', { cookie: superCookie });
    expect(list.body.items.find((p: { planCode: string }) => p.planCode === 'starter').prices).toEqual([{ currency: 'KWD', monthly: '4.500', yearly: '45.000' }]);

    expect((await t.json('POST', '/api/platform/plans', { cookie: superCookie, body: plan })).status).toBe(409);
    const bad = await t.json('POST', '/api/platform/plans', { cookie: superCookie, body: { ...plan, planCode: 'bad', prices: [{ currency: 'KWD', monthly: '1.2345', yearly: '1' }] }, lang: 'en' });
    expect(bad.status).toBe(400);
    expect(Object.values(bad.body.error.fields)).toContain('Invalid amount');

    const edited = await t.json('PATCH', `/api/platform/plans/${created.body.id}`, { cookie: superCookie, body: { maxUsers: 3, prices: [{ currency: 'QAR', monthly: '50', yearly: '500' }] } });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ maxUsers: 3, prices: [{ currency: 'QAR', monthly: '50.000', yearly: '500.000' }] });

    const free = list.body.items.find((p: { planCode: string }) => p.planCode === 'free');
    const undefault = await t.json('PATCH', `/api/platform/plans/${free.id}`, { cookie: superCookie, body: { isDefault: false }, lang: 'en' });
    expect(undefault.status).toBe(400);
    expect(undefault.body.error.code).toBe('default_plan_required');
  });
});

describe('feature gates', () => {
  it('switch a guarded page on and off through GET /api/features/{code}', async () => {
    const company = await newCompany('basic');
    const route = MODULES.flatMap((m) => m.routes).find((r) => r.path === '/import')!;
    const pageOpen = async () => {
      const { enabled } = (await t.json('GET', '/api/features/data_import', { cookie: company.cookie })).body;
      return canAccess(route.access, { signedIn: true, roles: ['company_admin'], permissions: [], accountOk: true, features: { data_import: enabled } }).ok;
    };
    expect(await pageOpen()).toBe(true);

    const gates = (await t.json('GET', '/api/platform/feature-gates', { cookie: superCookie })).body.items;
    const gate = gates.find((g: { featureCode: string }) => g.featureCode === 'data_import');
    expect((await t.json('PATCH', `/api/platform/feature-gates/${gate.id}`, { cookie: superCookie, body: { isActive: false } })).status).toBe(200);
    expect(await pageOpen()).toBe(false);
    await t.json('PATCH', `/api/platform/feature-gates/${gate.id}`, { cookie: superCookie, body: { isActive: true, requiredPlans: ['enterprise'] } });
    expect(await pageOpen()).toBe(false);
    await t.json('PATCH', `/api/platform/feature-gates/${gate.id}`, { cookie: superCookie, body: { requiredPlans: ['basic', 'enterprise'] } });
    expect(await pageOpen()).toBe(true);
  });

  it('creates and deletes a gate; refuses an unknown plan and a bad code', async () => {
    const created = await t.json('POST', '/api/platform/feature-gates', { cookie: superCookie, body: { featureCode: 'fleet_gps', featureName: 'Fleet GPS', isActive: true, requiredPlans: ['enterprise'] } });
    expect(created.status).toBe(201);
    expect((await t.json('POST', '/api/platform/feature-gates', { cookie: superCookie, body: { featureCode: 'x', featureName: 'X', isActive: true, requiredPlans: ['gold'] } })).status).toBe(400);
    expect((await t.json('POST', '/api/platform/feature-gates', { cookie: superCookie, body: { featureCode: 'Bad Code', featureName: 'X', isActive: true, requiredPlans: [] } })).status).toBe(400);
    expect((await t.json('DELETE', `/api/platform/feature-gates/${created.body.id}`, { cookie: superCookie })).status).toBe(200);
    expect((await t.json('DELETE', `/api/platform/feature-gates/${created.body.id}`, { cookie: superCookie })).status).toBe(404);
  });
});

describe('plan limits', () => {
  it('refuse the user past the plan’s limit with an "upgrade your plan" error, writing nothing', async () => {
    const plans = (await t.json('GET', '/api/platform/plans', { cookie: superCookie })).body.items;
    const tiny = await t.json('POST', '/api/platform/plans', {
      cookie: superCookie,
      body: { planCode: `tiny${counter}`, name: 'Tiny', nameAr: 'صغيرة', maxUsers: 2, maxVehicles: 1, maxCustomers: 1, maxContracts: 1, storageLimitGb: null, features: [], isActive: true, isDefault: false, prices: [] },
    });
    expect(tiny.status).toBe(201);
    expect(plans.length).toBeGreaterThan(0);
    const company = await newCompany(tiny.body.planCode);
    expect((await addEmployeeWithAccount(company.cookie, 1)).status).toBe(201);
    const refused = await addEmployeeWithAccount(company.cookie, 2);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: 'plan_limit_reached', message: 'You have reached your plan’s limit; upgrade your plan to add more', fields: { resource: 'users', limit: '2' } });
    const sub = await t.json('GET', '/api/subscription', { cookie: company.cookie });
    expect(sub.body.usage.find((u: { resource: string }) => u.resource === 'users')).toEqual({ resource: 'users', used: 2, limit: 2 });
  });
});

describe('plan limits on other modules’ records (database trigger)', () => {
  it('refuse the vehicle and the customer past the plan’s limits, whichever module writes them', async () => {
    const tiny = await t.json('POST', '/api/platform/plans', {
      cookie: superCookie,
      body: { planCode: `onecar${counter}`, name: 'One car', nameAr: 'سيارة واحدة', maxUsers: 5, maxVehicles: 1, maxCustomers: 1, maxContracts: 1, storageLimitGb: null, features: [], isActive: true, isDefault: false, prices: [] },
    });
    const company = await newCompany(tiny.body.planCode);
    const vehicle = (plate: string) => ({ plateNumber: plate, make: 'Toyota', model: 'Camry', year: 2024, dailyRate: '12.500' });
    expect((await t.json('POST', '/api/fleet/vehicles', { cookie: company.cookie, body: vehicle('11-1111') })).status).toBe(201);
    const refused = await t.json('POST', '/api/fleet/vehicles', { cookie: company.cookie, body: vehicle('22-2222'), lang: 'en' });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: 'plan_limit_reached', message: 'You have reached your plan’s limit; upgrade your plan to add more' });
    expect((await t.json('GET', '/api/fleet/vehicles', { cookie: company.cookie })).body.total).toBe(1);

    expect((await t.json('POST', '/api/customers', { cookie: company.cookie, body: { nameEn: 'First', phone: '+96550000001' } })).status).toBe(201);
    expect((await t.json('POST', '/api/customers', { cookie: company.cookie, body: { nameEn: 'Second', phone: '+96550000002' } })).body.error.code).toBe('plan_limit_reached');

    const sub = await t.json('GET', '/api/subscription', { cookie: company.cookie });
    expect(sub.body.usage).toEqual(expect.arrayContaining([{ resource: 'vehicles', used: 1, limit: 1 }, { resource: 'customers', used: 1, limit: 1 }]));
  });
});

describe('trials and payments', () => {
  it('a trial past its end is read-only until a payment makes the plan active', async () => {
    const company = await newCompany('free', true);
    const sub = await t.json('GET', '/api/subscription', { cookie: company.cookie });
    expect(sub.body).toMatchObject({ status: 'trial', trialDaysLeft: 14, plan: { code: 'free' } });

    await t.deps.handle.db.update(companies).set({ trialEndsAt: new Date(Date.now() - 86_400_000) }).where(eq(companies.id, company.id));
    expect((await t.json('GET', '/api/hr/employees', { cookie: company.cookie })).status).toBe(200);
    const write = await t.json('POST', '/api/hr/employees', { cookie: company.cookie, body: { firstName: 'Late', lastName: 'Hire', hireDate: '2026-01-01', basicSalary: '1' }, lang: 'en' });
    expect(write.status).toBe(403);
    expect(write.body.error.code).toBe('trial_expired');
    expect((await t.json('GET', '/api/me', { cookie: company.cookie })).body.company.restriction).toBe('read_only');

    const today = new Date().toISOString().slice(0, 10);
    const paid = await t.json('POST', `/api/platform/companies/${company.id}/subscriptions`, { cookie: superCookie, body: { planCode: 'basic', billingCycle: 'monthly', periodStart: today, paymentMethod: 'bank_transfer', reference: 'TT-1' } });
    expect(paid.status).toBe(201);
    expect(paid.body).toMatchObject({ amount: '15.000', currency: 'KWD', periodEnd: defaultPeriodEnd(today, 'monthly'), status: 'paid' });
    expect((await t.json('POST', '/api/hr/employees', { cookie: company.cookie, body: { firstName: 'Late', lastName: 'Hire', hireDate: '2026-01-01', basicSalary: '1' } })).status).toBe(201);

    const view = await t.json('GET', '/api/subscription', { cookie: company.cookie });
    expect(view.body).toMatchObject({ status: 'active', trialDaysLeft: null, plan: { code: 'basic', monthly: '15.000' } });
    expect(view.body.history).toHaveLength(1);
    const all = await t.json('GET', `/api/platform/subscriptions?companyId=${company.id}`, { cookie: superCookie });
    expect(all.body.items).toHaveLength(1);
    expect((await t.json('PATCH', `/api/platform/subscriptions/${paid.body.id}`, { cookie: superCookie, body: { status: 'refunded' } })).body.status).toBe('refunded');
    // Refunded, nothing paid is left: back on the ended trial, read-only again.
    const refunded = await t.json('POST', '/api/hr/employees', { cookie: company.cookie, body: { firstName: 'After', lastName: 'Refund', hireDate: '2026-01-01', basicSalary: '1' }, lang: 'en' });
    expect(refunded.body.error?.code).toBe('trial_expired');
    expect((await t.json('GET', '/api/subscription', { cookie: company.cookie })).body).toMatchObject({ status: 'trial' });
  });

  it('a pending record marked paid activates the plan; a backdated payment never shortens the paid period', async () => {
    const company = await newCompany('free', true);
    await t.deps.handle.db.update(companies).set({ trialEndsAt: new Date(Date.now() - 86_400_000) }).where(eq(companies.id, company.id));
    const write = (n: number) => t.json('POST', '/api/hr/employees', { cookie: company.cookie, body: { firstName: `Hire${n}`, lastName: 'X', hireDate: '2026-01-01', basicSalary: '1' }, lang: 'en' });
    const today = new Date().toISOString().slice(0, 10);
    const pending = await t.json('POST', `/api/platform/companies/${company.id}/subscriptions`, { cookie: superCookie, body: { planCode: 'basic', billingCycle: 'yearly', periodStart: today, status: 'pending' } });
    expect(pending.status).toBe(201);
    expect((await write(1)).status).toBe(403);
    await t.json('PATCH', `/api/platform/subscriptions/${pending.body.id}`, { cookie: superCookie, body: { status: 'paid' } });
    expect((await write(2)).status).toBe(201);

    // Last year's month recorded late: the company stays paid up to the end of this year's period.
    const old = await t.json('POST', `/api/platform/companies/${company.id}/subscriptions`, { cookie: superCookie, body: { planCode: 'basic', billingCycle: 'monthly', periodStart: '2025-01-01' } });
    expect(old.status).toBe(201);
    expect((await write(3)).status).toBe(201);
    const [row] = await t.deps.handle.db.select({ expiresAt: companies.subscriptionExpiresAt, plan: companies.subscriptionPlan }).from(companies).where(eq(companies.id, company.id));
    expect(row).toEqual({ expiresAt: new Date(`${defaultPeriodEnd(today, 'yearly')}T23:59:59Z`), plan: 'basic' });
  });

  it('a paid period that has ended makes the company read-only again until it is renewed', async () => {
    const company = await newCompany('basic');
    const lapsed = await t.json('POST', `/api/platform/companies/${company.id}/subscriptions`, { cookie: superCookie, body: { planCode: 'basic', billingCycle: 'monthly', periodStart: '2025-01-01' } });
    expect(lapsed.body.periodEnd).toBe('2025-01-31');
    const write = () => t.json('POST', '/api/hr/employees', { cookie: company.cookie, body: { firstName: 'After', lastName: 'Lapse', hireDate: '2026-01-01', basicSalary: '1' }, lang: 'en' });
    const refused = await write();
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({ code: 'subscription_expired', message: 'The subscription period has ended; the account is read-only until the plan is renewed' });
    expect((await t.json('GET', '/api/me', { cookie: company.cookie })).body.company.restriction).toBe('read_only');
    expect((await t.json('GET', '/api/subscription', { cookie: company.cookie })).status).toBe(200);

    const today = new Date().toISOString().slice(0, 10);
    await t.json('POST', `/api/platform/companies/${company.id}/subscriptions`, { cookie: superCookie, body: { planCode: 'basic', billingCycle: 'yearly', periodStart: today } });
    expect((await write()).status).toBe(201);
  });

  it('refuses a bad period, an unknown plan and a company user recording payments', async () => {
    const company = await newCompany('basic');
    const bad = await t.json('POST', `/api/platform/companies/${company.id}/subscriptions`, { cookie: superCookie, body: { planCode: 'basic', billingCycle: 'monthly', periodStart: '2026-03-10', periodEnd: '2026-03-01' } });
    expect(bad.status).toBe(400);
    expect((await t.json('POST', `/api/platform/companies/${company.id}/subscriptions`, { cookie: superCookie, body: { planCode: 'gold', billingCycle: 'monthly', periodStart: '2026-03-10' } })).status).toBe(400);
    expect((await t.json('POST', `/api/platform/companies/${company.id}/subscriptions`, { cookie: company.cookie, body: { planCode: 'basic', billingCycle: 'monthly', periodStart: '2026-03-10' } })).status).toBe(403);
    expect((await t.json('GET', `/api/platform/subscriptions`, { cookie: company.cookie })).status).toBe(403);
  });

  it('computes whole-day periods', () => {
    // The same day next month, clamped to a shorter month, minus one day.
    expect(defaultPeriodEnd('2026-01-31', 'monthly')).toBe('2026-02-27');
    expect(defaultPeriodEnd('2028-02-29', 'yearly')).toBe('2029-02-27');
    expect(defaultPeriodEnd('2026-02-01', 'monthly')).toBe('2026-02-28');
    expect(defaultPeriodEnd('2026-02-01', 'yearly')).toBe('2027-01-31');
  });
});
