// /api/me for every demo role, the spec §5 check order as the API applies it, feature gates,
// and the missing-profile path (every route's declared access: route-access.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { employees, profiles, users } from '../db/schema';
import { ROLE_PERMISSIONS } from '../../core/permissions';
import { DEMO_ACCOUNTS } from '../seed/demo';
import { startTestServer, type TestServer } from '../test/test-server';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t?.stop());

describe('/api/me', () => {
  it.each(DEMO_ACCOUNTS)('shows $email ($role) the permissions of spec §6', async ({ email, role }) => {
    const cookie = await t.signIn(email);
    const me = await t.json('GET', '/api/me', { cookie });
    expect(me.status).toBe(200);
    expect(me.body.roles).toEqual([role]);
    expect(me.body.permissions).toEqual([...ROLE_PERMISSIONS[role]].sort());
    expect(me.body.access).toEqual({ ok: true });
    if (role === 'super_admin') {
      expect(me.body.company).toBeNull();
      expect(me.body.isSuperAdmin).toBe(true);
    } else {
      expect(me.body.company.currency).toBe(email.includes('rental') ? 'KWD' : 'QAR');
      expect(me.body.profile.firstNameAr).toBeTruthy();
    }
  });

  it('follows the spec §5 order: system access, then account status, with Arabic reasons', async () => {
    const email = 'manager@rental.masar.test';
    const [user] = await t.deps.handle.db.select().from(users).where(eq(users.email, email));
    const cookie = await t.signIn(email);
    const setEmployee = (patch: Partial<typeof employees.$inferInsert>) =>
      t.deps.handle.db.update(employees).set(patch).where(eq(employees.userId, user!.id));

    await setEmployee({ hasSystemAccess: false, accountStatus: 'suspended' });
    let me = await t.json('GET', '/api/me', { cookie });
    expect(me.body.access).toEqual({ ok: false, reason: 'not_authorised', message: expect.stringMatching(/[\u0600-\u06FF]/) });
    expect(me.body.permissions).toEqual([]);
    const denied = await t.json('GET', '/api/company', { cookie });
    expect(denied.status).toBe(403);
    expect(denied.body.error.code).toBe('not_authorised');

    await setEmployee({ hasSystemAccess: true });
    me = await t.json('GET', '/api/me', { cookie });
    expect(me.body.access.reason).toBe('employee_inactive');

    await setEmployee({ accountStatus: 'active' });
    expect((await t.json('GET', '/api/company', { cookie })).status).toBe(200);
  });

  it('refuses a company-admin route to a manager with the permission message', async () => {
    const cookie = await t.signIn('sales@rental.masar.test');
    const res = await t.json('PATCH', '/api/company', { cookie, body: { city: 'Hawalli' } });
    expect(res.status).toBe(403);
    expect(res.body.error).toEqual({ code: 'forbidden', message: 'ليس لديك صلاحية لتنفيذ هذا الإجراء' });
  });

  it('creates a missing profile on first sign-in (spec PGRST116 path)', async () => {
    const email = 'accountant@rental.masar.test';
    const [user] = await t.deps.handle.db.select().from(users).where(eq(users.email, email));
    await t.deps.handle.db.delete(profiles).where(eq(profiles.userId, user!.id));
    const cookie = await t.signIn(email);
    const me = await t.json('GET', '/api/me', { cookie });
    expect(me.status).toBe(200);
    expect(me.body.profile).toMatchObject({ firstName: 'Noura', firstNameAr: 'نورة' });
    expect(me.body.company.currency).toBe('KWD');
  });
});

describe('/api/features/{code}', () => {
  it('answers from the company plan, and false for anything unknown', async () => {
    const cookie = await t.signIn('admin@rental.masar.test'); // demo companies are on "professional"
    expect((await t.json('GET', '/api/features/advanced_reports', { cookie })).body).toEqual({ enabled: true });
    expect((await t.json('GET', '/api/features/invoice_scanner', { cookie })).body).toEqual({ enabled: false });
    expect((await t.json('GET', '/api/features/no_such_feature', { cookie })).body).toEqual({ enabled: false });
    expect((await t.json('GET', '/api/features/advanced_reports')).status).toBe(401);
  });
});

describe('/api/platform/companies', () => {
  it('lists every company for a super admin only', async () => {
    const superCookie = await t.signIn('super@masar.test');
    const list = await t.json('GET', '/api/platform/companies', { cookie: superCookie });
    expect(list.status).toBe(200);
    expect(list.body.items.map((c: { name: string }) => c.name)).toEqual(['Doha Homes Real Estate', 'Gulf Wheels Car Rental']);
    const admin = await t.signIn('admin@rental.masar.test');
    const denied = await t.json('GET', '/api/platform/companies', { cookie: admin });
    expect(denied.status).toBe(403);
    expect(denied.body.error.code).toBe('forbidden');
  });
});
