// Users across companies (super admin): list with search and filters, reset password (forced
// change), disable/enable, move to another company (audited), platform accounts protected.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, companies, systemLogs } from '../../../server/db/schema';
import { startTestServer, type TestServer } from '../../../server/test/test-server';

let t: TestServer;
let superCookie: string;
let rentalId: string;
let estateId: string;

/** A fresh company member (never a shared demo user) through the console itself. */
async function newMember(suffix: string) {
  const email = `member-${suffix}@users.test`;
  const res = await t.json('POST', '/api/platform/companies', {
    cookie: superCookie,
    body: { name: `Users Co ${suffix}`, businessType: 'retail', country: 'SA', currency: 'SAR', planCode: 'basic', activeModules: ['sales'], startTrial: false, admin: { email, firstName: 'Member', lastName: suffix } },
  });
  expect(res.status).toBe(201);
  const [mail] = await t.json('GET', `/api/platform/users?search=${encodeURIComponent(email)}`, { cookie: superCookie }).then((r) => r.body.items);
  return { userId: mail.id as string, email, companyId: res.body.id as string, inviteLink: res.body.inviteLink as string };
}

async function setPassword(inviteLink: string, password: string) {
  const token = new URL(inviteLink).searchParams.get('token');
  expect((await t.request('POST', '/api/auth/reset-password', { body: { newPassword: password, token } })).status).toBe(200);
}

beforeAll(async () => {
  t = await startTestServer();
  superCookie = await t.signIn('super@masar.test');
  const all = await t.deps.handle.db.select({ id: companies.id, type: companies.businessType }).from(companies);
  rentalId = all.find((c) => c.type === 'car_rental')!.id;
  estateId = all.find((c) => c.type === 'real_estate')!.id;
});
afterAll(() => t?.stop());

describe('user list', () => {
  it('lists users of every company with roles, company, active and last sign-in; filters and pages', async () => {
    await t.signIn('employee@rental.masar.test');
    const all = await t.json('GET', '/api/platform/users?pageSize=100', { cookie: superCookie });
    expect(all.status).toBe(200);
    const companiesSeen = new Set(all.body.items.map((u: { companyId: string | null }) => u.companyId));
    expect(companiesSeen.has(rentalId) && companiesSeen.has(estateId)).toBe(true);
    const employee = all.body.items.find((u: { email: string }) => u.email === 'employee@rental.masar.test');
    expect(employee).toMatchObject({ roles: ['employee'], active: true, companyId: rentalId });
    expect(employee.lastSignInAt).not.toBeNull();

    const estate = await t.json('GET', `/api/platform/users?companyId=${estateId}`, { cookie: superCookie });
    expect(estate.body.items.every((u: { companyId: string }) => u.companyId === estateId)).toBe(true);
    const admins = await t.json('GET', '/api/platform/users?role=company_admin&pageSize=100', { cookie: superCookie });
    expect(admins.body.items.every((u: { roles: string[] }) => u.roles.includes('company_admin'))).toBe(true);
    const paged = await t.json('GET', '/api/platform/users?pageSize=2&page=2', { cookie: superCookie });
    expect(paged.body.items).toHaveLength(2);
    expect(paged.body.total).toBe(all.body.total);
  });
});

describe('account actions', () => {
  it('reset password gives a temporary password that signs in and must be changed; old sessions end', async () => {
    const m = await newMember('reset');
    await setPassword(m.inviteLink, 'First-Pass-2026');
    const old = await t.signIn(m.email, 'First-Pass-2026');
    const res = await t.json('POST', `/api/platform/users/${m.userId}/reset-password`, { cookie: superCookie });
    expect(res.status).toBe(200);
    expect(res.body.temporaryPassword).toMatch(/^[A-Za-z2-9]{12}$/);
    expect((await t.json('GET', '/api/me', { cookie: old })).status).toBe(401);
    const fresh = await t.signIn(m.email, res.body.temporaryPassword);
    expect((await t.json('GET', '/api/me', { cookie: fresh })).body.user.requiresPasswordChange).toBe(true);
    const [log] = await t.deps.handle.db.select().from(systemLogs).where(and(eq(systemLogs.action, 'user_password_reset'), eq(systemLogs.companyId, m.companyId)));
    expect(log?.metadata).toMatchObject({ userId: m.userId });
  });

  it('disable refuses the user at once, enable lets them back in', async () => {
    const m = await newMember('disable');
    await setPassword(m.inviteLink, 'First-Pass-2026');
    const cookie = await t.signIn(m.email, 'First-Pass-2026');
    expect((await t.json('POST', `/api/platform/users/${m.userId}/disable`, { cookie: superCookie })).status).toBe(200);
    expect((await t.json('GET', '/api/company', { cookie })).status).toBe(401);
    const listed = await t.json('GET', `/api/platform/users?companyId=${m.companyId}&active=false`, { cookie: superCookie });
    expect(listed.body.items.map((u: { id: string }) => u.id)).toEqual([m.userId]);
    const again = await t.signIn(m.email, 'First-Pass-2026');
    expect((await t.json('GET', '/api/company', { cookie: again, lang: 'en' })).body.error.code).toBe('not_authorised');
    expect((await t.json('POST', `/api/platform/users/${m.userId}/enable`, { cookie: superCookie })).status).toBe(200);
    expect((await t.json('GET', '/api/company', { cookie: again })).status).toBe(200);
  });

  it('moves a user to another company with a role, audited in both companies', async () => {
    const m = await newMember('move');
    const res = await t.json('POST', `/api/platform/users/${m.userId}/move`, { cookie: superCookie, body: { companyId: estateId, role: 'accountant' } });
    expect(res.status).toBe(200);
    await setPassword(m.inviteLink, 'First-Pass-2026');
    const cookie = await t.signIn(m.email, 'First-Pass-2026');
    const me = await t.json('GET', '/api/me', { cookie });
    expect(me.body.company.id).toBe(estateId);
    expect(me.body.roles).toEqual(['accountant']);
    const superId = (await t.json('GET', '/api/me', { cookie: superCookie })).body.user.id;
    const moved = await t.deps.handle.db.select().from(auditLog).where(and(eq(auditLog.entity, 'profiles'), eq(auditLog.action, 'update'), eq(auditLog.actorId, superId)));
    expect(moved.some((a) => (a.changes.company_id as { after?: string } | undefined)?.after === estateId)).toBe(true);
    const oldSide = await t.deps.handle.db.select().from(auditLog).where(and(eq(auditLog.companyId, m.companyId), eq(auditLog.entity, 'user_roles'), eq(auditLog.action, 'delete')));
    expect(oldSide).toHaveLength(1);
    expect((await t.json('POST', `/api/platform/users/${m.userId}/move`, { cookie: superCookie, body: { companyId: estateId, role: 'employee' } })).status).toBe(409);
    expect((await t.json('POST', `/api/platform/users/${m.userId}/move`, { cookie: superCookie, body: { companyId: estateId, role: 'super_admin' } })).status).toBe(400);
  });

  it('never touches a platform account', async () => {
    const superId = (await t.json('GET', '/api/me', { cookie: superCookie })).body.user.id;
    const res = await t.json('POST', `/api/platform/users/${superId}/disable`, { cookie: superCookie, lang: 'en' });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('platform_user_protected');
  });
});
