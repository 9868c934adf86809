// The platform console's company management: super-admin only, create with an invited admin,
// edit, suspend/reactivate (data kept, users refused), browse mode scoped and audited.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, companies, mailOutbox, moduleSettings, systemLogs } from '../../../server/db/schema';
import { startTestServer, type TestServer } from '../../../server/test/test-server';

let t: TestServer;
let superCookie: string;
let adminCookie: string;
let estateId: string;

const newCompany = (suffix: string, extra: Record<string, unknown> = {}) => ({
  name: `Gulf Wheels ${suffix}`,
  nameAr: `عجلات الخليج ${suffix}`,
  businessType: 'car_rental',
  country: 'KW',
  city: 'Kuwait City',
  currency: 'KWD',
  planCode: 'basic',
  activeModules: ['fleet', 'customers', 'contracts', 'finance'],
  admin: { email: `owner-${suffix}@wheels.test`, firstName: 'Faisal', lastName: 'Owner', firstNameAr: 'فيصل' },
  ...extra,
});

async function acceptInvite(email: string, password: string) {
  const [mail] = await t.deps.handle.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
  expect(mail?.kind).toBe('invitation');
  const token = new URL(mail!.link!).searchParams.get('token');
  expect((await t.request('POST', '/api/auth/reset-password', { body: { newPassword: password, token } })).status).toBe(200);
  return t.signIn(email, password);
}

beforeAll(async () => {
  t = await startTestServer();
  superCookie = await t.signIn('super@masar.test');
  adminCookie = await t.signIn('admin@rental.masar.test');
  const [estate] = await t.deps.handle.db.select({ id: companies.id }).from(companies).where(eq(companies.businessType, 'real_estate'));
  estateId = estate!.id;
});
afterAll(() => t?.stop());

describe('/api/platform/* is for the super admin only', () => {
  it.each([
    ['GET', '/api/platform/companies'],
    ['POST', '/api/platform/companies'],
    ['GET', '/api/platform/users'],
    ['GET', '/api/platform/mail-outbox'],
  ])('%s %s: 401 signed out, 403 for a company_admin', async (method, path) => {
    const body = method === 'POST' ? newCompany('x') : undefined;
    expect((await t.json(method, path, { body })).status).toBe(401);
    const denied = await t.json(method, path, { cookie: adminCookie, body, lang: 'en' });
    expect(denied.status).toBe(403);
    expect(denied.body.error.code).toBe('forbidden');
  });
});

describe('company list', () => {
  it('is ordered by name with counts, and filters by type, status, plan, country and search', async () => {
    const all = await t.json('GET', '/api/platform/companies', { cookie: superCookie });
    expect(all.status).toBe(200);
    const names = all.body.items.map((c: { name: string }) => c.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));
    const rental = all.body.items.find((c: { businessType: string }) => c.businessType === 'car_rental');
    expect(rental.usersCount).toBeGreaterThan(3);
    expect(typeof rental.recordsCount).toBe('number');

    const estates = await t.json('GET', '/api/platform/companies?businessType=real_estate', { cookie: superCookie });
    expect(estates.body.items.map((c: { id: string }) => c.id)).toEqual([estateId]);
    expect((await t.json('GET', '/api/platform/companies?country=qa', { cookie: superCookie })).body.items.map((c: { id: string }) => c.id)).toContain(estateId);
    expect((await t.json('GET', '/api/platform/companies?status=suspended', { cookie: superCookie })).body.items).toEqual([]);
    const search = await t.json('GET', `/api/platform/companies?search=${encodeURIComponent(rental.nameAr.slice(0, 4))}`, { cookie: superCookie });
    expect(search.body.items.map((c: { id: string }) => c.id)).toContain(rental.id);
    expect((await t.json('GET', '/api/platform/companies?status=bogus', { cookie: superCookie })).status).toBe(400);
  });
});

describe('creating a company', () => {
  it('creates it with its modules and plan, invites the admin by mail, and audits it with the super admin as actor', async () => {
    const res = await t.json('POST', '/api/platform/companies', { cookie: superCookie, body: newCompany('one') });
    expect(res.status).toBe(201);
    const id = res.body.id as string;
    const detail = await t.json('GET', `/api/platform/companies/${id}`, { cookie: superCookie });
    expect(detail.body).toMatchObject({ name: 'Gulf Wheels one', currency: 'KWD', subscriptionPlan: 'basic', subscriptionStatus: 'trial', usersCount: 1 });
    expect(detail.body.activeModules.sort()).toEqual(['contracts', 'customers', 'finance', 'fleet', 'support']);
    expect(detail.body.admins.map((a: { email: string }) => a.email)).toEqual(['owner-one@wheels.test']);
    expect(detail.body.usage.users).toBe(1);
    const modules = await t.deps.handle.db.select().from(moduleSettings).where(eq(moduleSettings.companyId, id));
    expect(modules).toHaveLength(5);

    const superId = (await t.json('GET', '/api/me', { cookie: superCookie })).body.user.id;
    const [audit] = await t.deps.handle.db.select().from(auditLog).where(and(eq(auditLog.entity, 'companies'), eq(auditLog.recordId, id)));
    expect(audit).toMatchObject({ action: 'insert', actorId: superId, companyId: id });

    // Without SMTP the invitation is kept, and the console's outbox shows its link to pass on.
    const outbox = await t.json('GET', '/api/platform/mail-outbox?search=owner-one@wheels', { cookie: superCookie });
    expect(outbox.body.items).toHaveLength(1);
    expect(outbox.body.items[0]).toMatchObject({ to: 'owner-one@wheels.test', kind: 'invitation', status: 'pending', attempts: 0, sentAt: null });
    expect(outbox.body.items[0].link).toContain('/reset-password?token=');

    const owner = await acceptInvite('owner-one@wheels.test', 'Owner-Pass-2026');
    const me = await t.json('GET', '/api/me', { cookie: owner });
    expect(me.body.roles).toEqual(['company_admin']);
    expect(me.body.company.id).toBe(id);
  });

  it('refuses bad input and a taken admin email, writing nothing', async () => {
    const before = (await t.deps.handle.db.select({ id: companies.id }).from(companies)).length;
    const bad = await t.json('POST', '/api/platform/companies', { cookie: superCookie, body: { ...newCompany('bad'), name: ' ', currency: 'XXX', businessType: 'spaceships' }, lang: 'en' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toMatchObject({ name: 'This field is required', currency: 'Unsupported currency', businessType: 'Invalid business type' });
    const taken = await t.json('POST', '/api/platform/companies', { cookie: superCookie, body: newCompany('dup', { admin: { email: 'admin@rental.masar.test', firstName: 'A', lastName: 'B' } }) });
    expect(taken.status).toBe(409);
    expect(taken.body.error.code).toBe('email_taken');
    const plan = await t.json('POST', '/api/platform/companies', { cookie: superCookie, body: newCompany('plan', { planCode: 'platinum' }) });
    expect(plan.status).toBe(400);
    expect(plan.body.error.fields.planCode).toBe('الخطة غير معروفة');
    expect((await t.deps.handle.db.select({ id: companies.id }).from(companies)).length).toBe(before);
  });

  it('edits a company and its modules (audited field by field)', async () => {
    const { body } = await t.json('POST', '/api/platform/companies', { cookie: superCookie, body: newCompany('edit') });
    const res = await t.json('PATCH', `/api/platform/companies/${body.id}`, { cookie: superCookie, body: { city: 'Hawalli', activeModules: ['fleet'] } });
    expect(res.status).toBe(200);
    expect(res.body.city).toBe('Hawalli');
    expect(res.body.activeModules.sort()).toEqual(['fleet', 'support']);
    const enabled = await t.deps.handle.db.select().from(moduleSettings).where(and(eq(moduleSettings.companyId, body.id), eq(moduleSettings.isEnabled, true)));
    expect(enabled.map((m) => m.moduleName).sort()).toEqual(['fleet', 'support']);
    const updates = await t.deps.handle.db.select().from(auditLog).where(and(eq(auditLog.recordId, body.id), eq(auditLog.action, 'update')));
    expect(updates[0]?.changes.city).toEqual({ before: 'Kuwait City', after: 'Hawalli' });
  });
});

describe('suspension', () => {
  it('refuses the company’s users with a clear message, keeps the data, and reactivation restores the status', async () => {
    const { body } = await t.json('POST', '/api/platform/companies', { cookie: superCookie, body: newCompany('susp', { startTrial: false }) });
    const owner = await acceptInvite('owner-susp@wheels.test', 'Owner-Pass-2026');
    expect((await t.json('GET', '/api/company', { cookie: owner })).status).toBe(200);

    const suspended = await t.json('POST', `/api/platform/companies/${body.id}/suspend`, { cookie: superCookie, body: { reason: 'Unpaid invoice' } });
    expect(suspended.status).toBe(200);
    expect(suspended.body.subscriptionStatus).toBe('suspended');
    const refused = await t.json('GET', '/api/company', { cookie: owner, lang: 'en' });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({ code: 'company_suspended', message: 'Your company account is suspended; please contact the platform team' });
    expect((await t.json('POST', `/api/platform/companies/${body.id}/suspend`, { cookie: superCookie })).status).toBe(409);
    expect((await t.json('GET', `/api/platform/companies/${body.id}`, { cookie: superCookie })).body.usage.users).toBe(1);

    const back = await t.json('POST', `/api/platform/companies/${body.id}/reactivate`, { cookie: superCookie });
    expect(back.body.subscriptionStatus).toBe('active');
    expect((await t.json('GET', '/api/company', { cookie: owner })).status).toBe(200);
    const logs = await t.deps.handle.db.select().from(systemLogs).where(and(eq(systemLogs.companyId, body.id), eq(systemLogs.category, 'platform')));
    expect(logs.map((l) => l.action)).toEqual(expect.arrayContaining(['company_created', 'company_suspend', 'company_reactivate']));
  });
});

describe('browse mode', () => {
  it('gives exactly the browsed company’s data and audits reads and writes with the real actor', async () => {
    const headers = { 'x-browse-company': estateId };
    const company = await t.json('GET', '/api/company', { cookie: superCookie, headers });
    expect(company.body.id).toBe(estateId);
    const employees = await t.json('GET', '/api/hr/employees?status=all', { cookie: superCookie, headers });
    expect(employees.status).toBe(200);
    const [estateEmployees] = await t.deps.handle.db.select({ id: companies.id }).from(companies).where(eq(companies.id, estateId));
    expect(estateEmployees).toBeDefined();
    // Every row returned belongs to the browsed company: the rental company's numbers are absent.
    const rentalView = await t.json('GET', '/api/hr/employees?status=all', { cookie: adminCookie });
    const rentalIds = new Set(rentalView.body.items.map((e: { id: string }) => e.id));
    expect(employees.body.items.some((e: { id: string }) => rentalIds.has(e.id))).toBe(false);

    const superId = (await t.json('GET', '/api/me', { cookie: superCookie })).body.user.id;
    const reads = await t.deps.handle.db.select().from(systemLogs).where(and(eq(systemLogs.companyId, estateId), eq(systemLogs.category, 'browse')));
    expect(reads.map((r) => r.message)).toEqual(expect.arrayContaining(['GET /api/company', 'GET /api/hr/employees']));
    expect(reads.every((r) => r.userId === superId)).toBe(true);

    const write = await t.json('PATCH', '/api/company', { cookie: superCookie, headers, body: { phone: '+97444000000' } });
    expect(write.status).toBe(200);
    const [audit] = await t.deps.handle.db.select().from(auditLog).where(and(eq(auditLog.entity, 'companies'), eq(auditLog.recordId, estateId), eq(auditLog.action, 'update')));
    expect(audit).toMatchObject({ actorId: superId, realActorId: superId, companyId: estateId });

    // A refused write rolls its own work back, but the attempt is still kept with the actor.
    const refused = await t.json('POST', '/api/hr/employees', { cookie: superCookie, headers, body: { firstName: '' } });
    expect(refused.status).toBe(400);
    const missing = await t.json('GET', '/api/contracts/00000000-0000-4000-8000-000000000000', { cookie: superCookie, headers });
    expect(missing.status).toBe(404);
    const attempts = await t.deps.handle.db.select().from(systemLogs).where(and(eq(systemLogs.companyId, estateId), eq(systemLogs.category, 'browse'), eq(systemLogs.message, 'POST /api/hr/employees')));
    expect(attempts).toHaveLength(1);
    expect(attempts[0]).toMatchObject({ userId: superId, level: 'warn', action: 'write', metadata: { failed: { status: 400 } } });
    const [notFound] = await t.deps.handle.db.select().from(systemLogs).where(and(eq(systemLogs.companyId, estateId), eq(systemLogs.category, 'browse'), eq(systemLogs.message, 'GET /api/contracts/00000000-0000-4000-8000-000000000000')));
    expect(notFound).toMatchObject({ level: 'warn', action: 'read', metadata: { failed: { status: 404, code: 'not_found' } } });
  });

  it('is ignored for anyone but a super admin', async () => {
    const company = await t.json('GET', '/api/company', { cookie: adminCookie, headers: { 'x-browse-company': estateId } });
    expect(company.body.id).not.toBe(estateId);
  });
});
