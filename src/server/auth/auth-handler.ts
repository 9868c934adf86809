// /api/auth/* is better-auth, wrapped so that it speaks like the rest of the API: errors as
// { error: { code, message } } in the request's language, failed sign-ins throttled per email,
// and login/logout written to system_logs.
import type { Context, Hono } from 'hono';
import { and, eq, gte, sql } from 'drizzle-orm';
import { loginAttempts, profiles, systemLogs, users } from '../db/schema';
import type { MessageCode } from '../../core/i18n/messages';
import { errorBody } from '../http/errors';
import type { AppEnv } from '../http/env';
import { languageOf } from '../http/lang';
import { clientIp, withResolvedClientIp } from '../http/client-ip';

const CODE_MAP: Record<string, MessageCode> = {
  INVALID_EMAIL_OR_PASSWORD: 'invalid_credentials',
  INVALID_PASSWORD: 'invalid_credentials',
  USER_NOT_FOUND: 'invalid_credentials',
  EMAIL_NOT_VERIFIED: 'email_not_confirmed',
  INVALID_TOKEN: 'invalid_token',
  PASSWORD_TOO_SHORT: 'password_too_short',
  INVALID_EMAIL: 'validation_failed',
  VALIDATION_ERROR: 'validation_failed',
  EMAIL_PASSWORD_SIGN_UP_DISABLED: 'not_found',
};

const THROTTLE_WINDOW_MS = 60_000;

export function mountAuth(app: Hono<AppEnv>) {
  app.on(['GET', 'POST'], '/api/auth/*', async (c) => {
    const path = new URL(c.req.url).pathname.replace(/^\/api\/auth/, '');
    if (c.req.method === 'POST' && path === '/sign-in/email') return signIn(c);
    if (c.req.method === 'POST' && path === '/sign-out') return signOut(c);
    return translate(c, await c.get('deps').auth.handler(withResolvedClientIp(c)), path);
  });
}

async function signIn(c: Context<AppEnv>) {
  const { handle, auth, config } = c.get('deps');
  const db = handle.db;
  const body = (await c.req.raw.clone().json().catch(() => null)) as { email?: unknown } | null;
  const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
  const ip = clientIp(c);
  if (email) {
    const since = new Date(Date.now() - THROTTLE_WINDOW_MS);
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(loginAttempts)
      .where(and(eq(loginAttempts.email, email), gte(loginAttempts.createdAt, since)));
    if ((row?.n ?? 0) >= config.loginMaxFailures) {
      c.header('Retry-After', '60');
      return c.json(errorBody('too_many_attempts', languageOf(c.req.header('accept-language'))), 429);
    }
  }
  const response = await auth.handler(withResolvedClientIp(c));
  if (response.status === 401 && email) {
    await db.insert(loginAttempts).values({ email, ipAddress: ip });
  }
  // A refused sign-in to a known account is the company's business too (its audit page's system
  // log); an unknown email belongs to no company and stays in login_attempts only.
  const refused = response.status === 401 || response.status === 403;
  if ((response.ok || refused) && email) {
    const [user] = await db.select({ id: users.id, companyId: profiles.companyId }).from(users).leftJoin(profiles, eq(profiles.userId, users.id)).where(eq(users.email, email));
    if (response.ok || user) {
      await db.insert(systemLogs).values({
        companyId: user?.companyId ?? null,
        userId: user?.id ?? null,
        level: response.ok ? 'info' : 'warn',
        category: 'authentication',
        action: response.ok ? 'login' : 'login_refused',
        message: response.ok ? 'User signed in' : 'Sign-in refused',
        metadata: { email },
        ipAddress: ip,
      });
    }
  }
  return translate(c, response, '/sign-in/email');
}

async function signOut(c: Context<AppEnv>) {
  const { handle, auth } = c.get('deps');
  const session = await auth.api.getSession({ headers: c.req.raw.headers }).catch(() => null);
  const response = await auth.handler(withResolvedClientIp(c));
  if (response.ok && session) {
    const [profile] = await handle.db.select({ companyId: profiles.companyId }).from(profiles).where(eq(profiles.userId, session.user.id));
    await handle.db.insert(systemLogs).values({
      companyId: profile?.companyId ?? null,
      userId: session.user.id,
      level: 'info',
      category: 'authentication',
      action: 'logout',
      message: 'User signed out',
      metadata: { email: session.user.email },
      ipAddress: clientIp(c),
    });
  }
  return translate(c, response, '/sign-out');
}

/** Rewrites better-auth's error bodies into ours; successful responses pass through. */
async function translate(c: Context<AppEnv>, response: Response, path: string): Promise<Response> {
  if (response.status < 400) return response;
  const lang = languageOf(c.req.header('accept-language'));
  const original = (await response.clone().json().catch(() => null)) as { code?: string } | null;
  let code: MessageCode =
    response.status === 429 ? 'too_many_attempts' : (original?.code && CODE_MAP[original.code]) || 'unexpected_error';
  if (code === 'unexpected_error' && path === '/sign-in/email') code = 'login_error';
  if (path === '/change-password' && original?.code === 'INVALID_PASSWORD') code = 'current_password_wrong';
  const headers = new Headers(response.headers);
  headers.set('content-type', 'application/json; charset=utf-8');
  headers.delete('content-length');
  return new Response(JSON.stringify(errorBody(code, lang)), { status: response.status, headers });
}
