// The /profile page's API: names and preferences, photo upload, sessions, password change;
// the company logo and the public landing texts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { landingContent } from '../db/schema';
import { cookieHeader, startTestServer, TINY_PNG as PNG, type TestServer } from '../test/test-server';

let t: TestServer;

beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t?.stop());

describe('my profile', () => {
  it('updates names, phone and display preferences, and /api/me shows them', async () => {
    const cookie = await t.signIn('sales@rental.masar.test');
    const res = await t.json('PATCH', '/api/me/profile', {
      cookie,
      body: { firstNameAr: 'مريم', lastNameAr: 'الرشيدي', phone: '+965 5555 1234', theme: 'dark', numberingSystem: 'arab', calendar: 'islamic-umalqura', languagePreference: 'en' },
    });
    expect(res.status).toBe(200);
    const me = await t.json('GET', '/api/me', { cookie });
    expect(me.body.profile).toMatchObject({ phone: '+965 5555 1234', theme: 'dark', numberingSystem: 'arab', calendar: 'islamic-umalqura', languagePreference: 'en' });
  });

  it('refuses a bad phone, an unknown theme and unknown fields, changing nothing', async () => {
    const cookie = await t.signIn('sales@rental.masar.test');
    const bad = await t.json('PATCH', '/api/me/profile', { cookie, body: { phone: 'call me', theme: 'neon' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.phone).toBe('رقم الهاتف غير صالح');
    expect(bad.body.error.fields.theme).toBeTruthy();
    const extra = await t.json('PATCH', '/api/me/profile', { cookie, body: { userId: 'someone-else' } });
    expect(extra.status).toBe(400);
    expect((await t.json('GET', '/api/me', { cookie })).body.profile.phone).toBe('+965 5555 1234');
  });

  it('stores a photo and serves it back only to signed-in users', async () => {
    const cookie = await t.signIn('employee@rental.masar.test');
    const res = await t.upload('/api/me/avatar', cookie, new Blob([PNG], { type: 'image/png' }), 'me.png');
    expect(res.status).toBe(200);
    const { avatarUrl } = (await res.json()) as { avatarUrl: string };
    expect(avatarUrl).toMatch(/^\/api\/files\/avatars\/[0-9a-f-]{36}\.png$/);
    const file = await t.request('GET', avatarUrl, { cookie });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await file.arrayBuffer()).equals(PNG)).toBe(true);
    expect((await t.request('GET', avatarUrl)).status).toBe(401);
    expect((await t.json('GET', '/api/me', { cookie })).body.profile.avatarUrl).toBe(avatarUrl);
  });

  it('refuses a file that is not really an image', async () => {
    const cookie = await t.signIn('employee@rental.masar.test');
    const res = await t.upload('/api/me/avatar', cookie, new Blob(['<script>alert(1)</script>'], { type: 'image/png' }), 'x.png');
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { fields: Record<string, string> } };
    expect(body.error.fields.file).toBe('نوع الملف غير مدعوم (PNG أو JPEG أو WebP)');
  });
});

describe('my sessions', () => {
  it('lists devices with the current one marked, and signs out one or all others', async () => {
    const email = 'accountant@rental.masar.test';
    const a = await t.signIn(email);
    const b = await t.signIn(email);
    const c = await t.signIn(email);
    const list = await t.json('GET', '/api/me/sessions', { cookie: a });
    expect(list.body.items.length).toBeGreaterThanOrEqual(3);
    expect(list.body.items.filter((s: { current: boolean }) => s.current)).toHaveLength(1);

    const bId = (await t.json('GET', '/api/me/sessions', { cookie: b })).body.items.find((s: { current: boolean }) => s.current).id;
    expect((await t.request('DELETE', `/api/me/sessions/${bId}`, { cookie: a })).status).toBe(200);
    expect((await t.request('GET', '/api/me', { cookie: b })).status).toBe(401);

    expect((await t.json('DELETE', '/api/me/sessions/others', { cookie: a })).body.revoked).toBeGreaterThanOrEqual(1);
    expect((await t.request('GET', '/api/me', { cookie: c })).status).toBe(401);
    expect((await t.request('GET', '/api/me', { cookie: a })).status).toBe(200);
  });

  it('cannot sign out another user’s session', async () => {
    const mine = await t.signIn('manager@rental.masar.test');
    const theirs = await t.signIn('fleet@rental.masar.test');
    const theirId = (await t.json('GET', '/api/me/sessions', { cookie: theirs })).body.items[0].id;
    expect((await t.request('DELETE', `/api/me/sessions/${theirId}`, { cookie: mine })).status).toBe(404);
    expect((await t.request('GET', '/api/me', { cookie: theirs })).status).toBe(200);
  });
});

describe('change password (current + new)', () => {
  it('says the current password is wrong, in Arabic', async () => {
    const cookie = await t.signIn('manager@rental.masar.test');
    const res = await t.json('POST', '/api/auth/change-password', { cookie, body: { currentPassword: 'not-it-at-all', newPassword: 'Another-Pass-1' } });
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({ code: 'current_password_wrong', message: 'كلمة المرور الحالية غير صحيحة' });
  });

  it('changes it and signs other sessions out when asked', async () => {
    const email = 'admin@realestate.masar.test';
    const other = await t.signIn(email);
    const cookie = await t.signIn(email);
    const res = await t.request('POST', '/api/auth/change-password', { cookie, body: { currentPassword: 'Masar@2026', newPassword: 'Doha-Homes-2026', revokeOtherSessions: true } });
    expect(res.status).toBe(200);
    expect((await t.request('GET', '/api/me', { cookie: other })).status).toBe(401);
    await expect(t.signIn(email, 'Doha-Homes-2026')).resolves.toContain('session_token');
    expect(cookieHeader(res)).toContain('session_token');
  });
});

describe('company logo', () => {
  it('is uploaded by the company admin only', async () => {
    const admin = await t.signIn('admin@rental.masar.test');
    const ok = await t.upload('/api/company/logo', admin, new Blob([PNG], { type: 'image/png' }), 'logo.png');
    expect(ok.status).toBe(200);
    const company = await t.json('GET', '/api/company', { cookie: admin });
    expect(company.body.logoUrl).toMatch(/^\/api\/files\/logos\//);
    const employee = await t.signIn('employee@rental.masar.test');
    expect((await t.upload('/api/company/logo', employee, new Blob([PNG], { type: 'image/png' }), 'logo.png')).status).toBe(403);
  });
});

describe('landing content', () => {
  it('is public and lists only active rows in order', async () => {
    await t.deps.handle.db.insert(landingContent).values([
      { contentKey: 'hero_title', contentValue: 'Run your rental company', contentValueAr: 'أدر شركة التأجير', sortOrder: 2 },
      { contentKey: 'hero_badge', contentValue: 'New', contentValueAr: 'جديد', sortOrder: 1 },
      { contentKey: 'old', contentValue: 'x', contentValueAr: 'x', sortOrder: 0, isActive: false },
    ]);
    const res = await t.json('GET', '/api/landing-content');
    expect(res.status).toBe(200);
    expect(res.body.items.map((i: { contentKey: string }) => i.contentKey)).toEqual(['hero_badge', 'hero_title']);
    expect(res.body.items[1].valueAr).toBe('أدر شركة التأجير');
  });
});
