// The fast actor path (docs/decisions/012): the signed cookie is verified here and one query
// loads the actor; better-auth answers only when the session must be refreshed or expired or
// the profile is missing. Revocation must still take effect on the very next request.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { createHmac } from 'node:crypto';
import { companies, employees, profiles, sessions, userPermissions, users } from '../db/schema';
import { PERMISSION_IDS } from '../../core/permissions';
import { startTestServer, type TestServer } from '../test/test-server';
import { loadActor } from '../tenancy/actor';
import { loadSessionActor } from '../tenancy/session-actor';
import { isRefreshDue, readCookie, verifiedSessionToken, type SessionCookieConfig } from './session-cookie';

const DAY = 24 * 60 * 60 * 1000;
// better-call's signCookieValue: encodeURIComponent(`${value}.${base64(HMAC-SHA256(value, secret))}`).
const signCookieValue = (value: string, secret: string) => encodeURIComponent(`${value}.${createHmac('sha256', secret).update(value).digest('base64')}`);
const CONFIG: SessionCookieConfig = { cookieName: 'better-auth.session_token', secret: 'a-secret', expiresIn: 7 * 86400, updateAge: 86400 };

describe('the signed session cookie', () => {
  it('yields the token only with a valid signature, as better-call signs it', () => {
    const signed = signCookieValue('tok123', CONFIG.secret);
    expect(verifiedSessionToken(`x=1; better-auth.session_token=${signed}`, CONFIG)).toBe('tok123');
    expect(verifiedSessionToken(`better-auth.session_token=${signCookieValue('tok123', 'other')}`, CONFIG)).toBeNull();
    expect(verifiedSessionToken(`better-auth.session_token=${signed.replace('tok123', 'tok124')}`, CONFIG)).toBeNull();
    expect(verifiedSessionToken('better-auth.session_token=tok123', CONFIG)).toBeNull();
    expect(verifiedSessionToken('', CONFIG)).toBeNull();
    expect(verifiedSessionToken(`__Secure-better-auth.session_token=${signed}`, { ...CONFIG, cookieName: '__Secure-better-auth.session_token' })).toBe('tok123');
  });

  it('reads the first cookie of the name, unquoted and decoded', () => {
    expect(readCookie('a=1; b="x%3Dy"; b=2', 'b')).toBe('x=y');
    expect(readCookie('a=1', 'b')).toBeNull();
  });

  it('asks for better-auth once a day has passed since the session was extended', () => {
    const now = Date.now();
    expect(isRefreshDue(new Date(now + 7 * DAY), CONFIG, now)).toBe(false);
    expect(isRefreshDue(new Date(now + 6 * DAY + 60_000), CONFIG, now)).toBe(false);
    expect(isRefreshDue(new Date(now + 6 * DAY), CONFIG, now)).toBe(true);
  });
});

describe('resolving the actor', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t?.stop());
  afterEach(() => vi.restoreAllMocks());

  const tokenOf = async (email: string) => {
    const [row] = await t.deps.handle.db
      .select({ token: sessions.token })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(users.email, email))
      .orderBy(desc(sessions.createdAt))
      .limit(1);
    return row!.token;
  };

  it('answers a fresh session without calling better-auth, with the same actor as the general path', async () => {
    const cookie = await t.signIn('manager@rental.masar.test');
    const spy = vi.spyOn(t.deps.auth.api, 'getSession');
    const me = await t.json('GET', '/api/me', { cookie });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ user: { email: 'manager@rental.masar.test' }, roles: ['manager'], access: { ok: true }, company: { restriction: 'ok' } });
    expect(me.body.permissions.length).toBeGreaterThan(0);
    expect(spy).not.toHaveBeenCalled();
  });

  it('builds exactly the actor loadActor builds, for every demo account and for a browsing super admin', async () => {
    const db = t.deps.handle.db;
    const [estate] = await db.select().from(companies).where(eq(companies.businessType, 'real_estate'));
    const everyone = await db.select({ id: users.id, email: users.email }).from(users);
    expect(everyone.length).toBeGreaterThan(5);
    // Extra grants, one of them withdrawn, and an employee whose account is suspended.
    const [sales] = await db.select().from(profiles).innerJoin(users, eq(users.id, profiles.userId)).where(eq(users.email, 'sales@rental.masar.test'));
    await db.insert(userPermissions).values([
      { companyId: sales!.profiles.companyId!, userId: sales!.users.id, permissionId: PERMISSION_IDS[0]!, granted: true },
      { companyId: sales!.profiles.companyId!, userId: sales!.users.id, permissionId: PERMISSION_IDS[1]!, granted: false },
    ]);
    await db.update(employees).set({ accountStatus: 'suspended' }).where(eq(employees.userId, sales!.users.id));
    for (const user of everyone) {
      await t.signIn(user.email);
      for (const browse of [undefined, estate!.id]) {
        const fast = await loadSessionActor(t.deps.handle, await tokenOf(user.email), browse, () => false);
        expect(fast.kind, user.email).toBe('actor');
        if (fast.kind === 'actor') expect(fast.actor, user.email).toEqual(await loadActor(db, user.id, browse));
        if (user.email === 'sales@rental.masar.test' && fast.kind === 'actor') {
          expect(fast.actor.extraGrants).toEqual([PERMISSION_IDS[0]]);
          expect(fast.actor.account.ok).toBe(false);
        }
      }
    }
  });

  it('refuses a tampered cookie and a revoked session on the next request', async () => {
    const cookie = await t.signIn('fleet@rental.masar.test');
    // Change the token's first character to a different one (a fixed 'X' left a token that
    // already began with X untouched, so this failed about once in 62 runs).
    const tampered = cookie.replace(/session_token=(.)/, (_, first: string) => `session_token=${first === 'X' ? 'Y' : 'X'}`);
    expect(tampered).not.toBe(cookie);
    expect((await t.request('GET', '/api/me', { cookie: tampered })).status).toBe(401);
    await t.deps.handle.db.delete(sessions).where(eq(sessions.token, await tokenOf('fleet@rental.masar.test')));
    expect((await t.request('GET', '/api/me', { cookie })).status).toBe(401);
  });

  it('lets better-auth extend a session due for refresh (sliding expiry)', async () => {
    const cookie = await t.signIn('accountant@rental.masar.test');
    const token = await tokenOf('accountant@rental.masar.test');
    const old = new Date(Date.now() + 5 * DAY);
    await t.deps.handle.db.update(sessions).set({ expiresAt: old }).where(eq(sessions.token, token));
    const spy = vi.spyOn(t.deps.auth.api, 'getSession');
    expect((await t.request('GET', '/api/me', { cookie })).status).toBe(200);
    expect(spy).toHaveBeenCalledTimes(1);
    const [row] = await t.deps.handle.db.select().from(sessions).where(eq(sessions.token, token));
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6 * DAY);
    // Extended: the next request takes the fast path again.
    expect((await t.request('GET', '/api/me', { cookie })).status).toBe(200);
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it('refuses an expired session and lets better-auth delete it', async () => {
    const cookie = await t.signIn('sales@rental.masar.test');
    const token = await tokenOf('sales@rental.masar.test');
    await t.deps.handle.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.token, token));
    expect((await t.request('GET', '/api/me', { cookie })).status).toBe(401);
    expect(await t.deps.handle.db.select().from(sessions).where(eq(sessions.token, token))).toEqual([]);
  });

  it('creates a missing profile through the general path', async () => {
    const cookie = await t.signIn('employee@rental.masar.test');
    const me = await t.json('GET', '/api/me', { cookie });
    await t.deps.handle.db.delete(profiles).where(eq(profiles.userId, me.body.user.id));
    const again = await t.json('GET', '/api/me', { cookie });
    expect(again.status).toBe(200);
    expect(again.body.profile).toMatchObject({ firstName: 'Ahmad', lastName: 'Al-Shammari' });
  });

  it('gives a super admin the browsed company only when it exists, and ignores the header for others', async () => {
    const superCookie = await t.signIn('super@masar.test');
    const [estate] = await t.deps.handle.db.select().from(companies).where(eq(companies.businessType, 'real_estate'));
    const browsing = await t.json('GET', '/api/me', { cookie: superCookie, headers: { 'x-browse-company': estate!.id } });
    expect(browsing.body).toMatchObject({ browsing: true, company: { id: estate!.id } });
    const missing = await t.json('GET', '/api/me', { cookie: superCookie, headers: { 'x-browse-company': '00000000-0000-4000-8000-000000000000' } });
    expect(missing.body).toMatchObject({ browsing: false, company: null });
    const admin = await t.signIn('admin@rental.masar.test');
    const ignored = await t.json('GET', '/api/me', { cookie: admin, headers: { 'x-browse-company': estate!.id } });
    expect(ignored.body.browsing).toBe(false);
    expect(ignored.body.company.id).not.toBe(estate!.id);
  });

  it('reads the __Secure- cookie when the server uses secure cookies', async () => {
    const secure = await startTestServer({ BETTER_AUTH_URL: 'https://masar.example' });
    try {
      const res = await secure.request('POST', '/api/auth/sign-in/email', { body: { email: 'manager@rental.masar.test', password: 'Masar@2026' }, headers: { origin: 'https://masar.example' } });
      expect(res.status).toBe(200);
      const cookie = res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
      expect(cookie).toContain('__Secure-better-auth.session_token=');
      const spy = vi.spyOn(secure.deps.auth.api, 'getSession');
      expect((await secure.request('GET', '/api/me', { cookie })).status).toBe(200);
      expect(spy).not.toHaveBeenCalled();
    } finally {
      await secure.stop();
    }
  });
});
