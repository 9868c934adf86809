// Sign-in, sign-out, sign-up, throttling, password reset and the forced password change,
// through the real HTTP API on a real database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { mailOutbox, systemLogs, users } from '../db/schema';
import { cookieHeader, startTestServer, type TestServer } from '../test/test-server';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t?.stop());

describe('sign-in', () => {
  it('answers a wrong password with the Arabic message of spec §8', async () => {
    const res = await t.json('POST', '/api/auth/sign-in/email', {
      body: { email: 'manager@rental.masar.test', password: 'wrong-password' },
    });
    expect(res.status).toBe(401);
    expect(res.body.error).toEqual({ code: 'invalid_credentials', message: 'البريد الإلكتروني أو كلمة المرور غير صحيحة' });
  });

  it('answers in English when the client asks for it', async () => {
    const res = await t.json('POST', '/api/auth/sign-in/email', {
      body: { email: 'nobody@masar.test', password: 'whatever1' },
      lang: 'en',
    });
    expect(res.status).toBe(401);
    expect(res.body.error.message).toBe('Invalid email or password');
  });

  it('throttles the 11th wrong try within a minute, even with the right password', async () => {
    const email = 'sales@rental.masar.test';
    for (let i = 0; i < 10; i++) {
      const res = await t.request('POST', '/api/auth/sign-in/email', { body: { email, password: `bad-${i}-pass` } });
      expect(res.status).toBe(401);
    }
    const blocked = await t.json('POST', '/api/auth/sign-in/email', { body: { email, password: 'Masar@2026' } });
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.code).toBe('too_many_attempts');
    // Another account is not affected.
    await expect(t.signIn('fleet@rental.masar.test')).resolves.toContain('session_token');
  });

  it('logs login and logout in system_logs with the email', async () => {
    const cookie = await t.signIn('accountant@rental.masar.test');
    const out = await t.request('POST', '/api/auth/sign-out', { cookie, body: {} });
    expect(out.status).toBe(200);
    const rows = await t.deps.handle.db
      .select()
      .from(systemLogs)
      .where(eq(systemLogs.category, 'authentication'))
      .orderBy(desc(systemLogs.createdAt));
    const mine = rows.filter((r) => r.metadata.email === 'accountant@rental.masar.test');
    expect(mine.map((r) => r.action).sort()).toEqual(['login', 'logout']);
    expect(mine.every((r) => r.level === 'info' && r.companyId)).toBe(true);
    const me = await t.request('GET', '/api/me', { cookie });
    expect(me.status).toBe(401);
  });
});

describe('sign-up', () => {
  const body = {
    companyName: 'Sea Breeze Rentals',
    companyNameAr: 'نسيم البحر للتأجير',
    businessType: 'car_rental',
    firstName: 'Sara',
    lastName: 'Ali',
    firstNameAr: 'سارة',
    lastNameAr: 'علي',
    email: 'sara@seabreeze.test',
    password: 'Sea-Breeze-2026',
    country: 'SA',
  };

  it('creates a company on a 14-day trial with the user as company_admin, signed in', async () => {
    const res = await t.request('POST', '/api/signup', { body });
    expect(res.status).toBe(201);
    const cookie = cookieHeader(res);
    const me = await t.json('GET', '/api/me', { cookie });
    expect(me.status).toBe(200);
    expect(me.body.roles).toEqual(['company_admin']);
    expect(me.body.company).toMatchObject({ name: 'Sea Breeze Rentals', nameAr: 'نسيم البحر للتأجير', businessType: 'car_rental', currency: 'SAR', subscriptionStatus: 'trial', plan: 'free' });
    const days = (Date.parse(me.body.company.trialEndsAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThanOrEqual(14);
    expect(me.body.profile.firstNameAr).toBe('سارة');
    expect(me.body.access).toEqual({ ok: true });
  });

  it('refuses a taken email with 409 and writes nothing', async () => {
    const before = await t.deps.handle.db.select().from(users);
    const res = await t.json('POST', '/api/signup', { body: { ...body, companyName: 'Other' } });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('email_taken');
    expect(await t.deps.handle.db.select().from(users)).toHaveLength(before.length);
  });

  it('refuses a short password and an unknown business type with field errors', async () => {
    const res = await t.json('POST', '/api/signup', {
      body: { ...body, email: 'x@y.test', password: 'short', businessType: 'spaceship' },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('validation_failed');
    expect(res.body.error.fields.password).toBe('يجب أن تكون كلمة المرور 8 أحرف على الأقل');
    expect(res.body.error.fields.businessType).toBeTruthy();
  });
});

describe('password reset', () => {
  it('mails a link to {origin}/reset-password that sets a new password and signs other sessions out', async () => {
    const email = 'employee@rental.masar.test';
    const other = await t.signIn(email);
    const req = await t.request('POST', '/api/auth/request-password-reset', {
      body: { email, redirectTo: 'http://localhost:3000/reset-password' },
    });
    expect(req.status).toBe(200);
    const [mail] = await t.deps.handle.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
    expect(mail?.link).toMatch(/^http:\/\/localhost:3000\/reset-password\?token=[\w-]+$/);
    const token = new URL(mail!.link!).searchParams.get('token');

    const reset = await t.request('POST', '/api/auth/reset-password', { body: { newPassword: 'Brand-New-2026', token } });
    expect(reset.status).toBe(200);
    expect((await t.request('GET', '/api/me', { cookie: other })).status).toBe(401);
    await expect(t.signIn(email, 'Brand-New-2026')).resolves.toContain('session_token');

    const again = await t.json('POST', '/api/auth/reset-password', { body: { newPassword: 'Another-2026', token } });
    expect(again.status).toBe(400);
    expect(again.body.error.code).toBe('invalid_token');
  });

  it('answers 200 for an unknown email without sending anything', async () => {
    const res = await t.request('POST', '/api/auth/request-password-reset', {
      body: { email: 'ghost@masar.test', redirectTo: 'http://localhost:3000/reset-password' },
    });
    expect(res.status).toBe(200);
    expect(await t.deps.handle.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'ghost@masar.test'))).toHaveLength(0);
  });
});

describe('forced password change', () => {
  it('clears requires_password_change and keeps the current session', async () => {
    const email = 'fleet@rental.masar.test';
    await t.deps.handle.db.update(users).set({ requiresPasswordChange: true }).where(eq(users.email, email));
    const cookie = await t.signIn(email);
    expect((await t.json('GET', '/api/me', { cookie })).body.user.requiresPasswordChange).toBe(true);

    const short = await t.json('POST', '/api/me/password', { cookie, body: { password: '1234567' } });
    expect(short.status).toBe(400);
    expect(short.body.error.fields.password).toBe('يجب أن تكون كلمة المرور 8 أحرف على الأقل');

    const ok = await t.request('POST', '/api/me/password', { cookie, body: { password: 'Fleet-Changed-1' } });
    expect(ok.status).toBe(200);
    expect((await t.json('GET', '/api/me', { cookie })).body.user.requiresPasswordChange).toBe(false);
    await expect(t.signIn(email, 'Fleet-Changed-1')).resolves.toContain('session_token');
  });
});
