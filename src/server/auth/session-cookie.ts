// Reads better-auth's signed session cookie without going through better-auth, for the fast
// actor path (docs/decisions/012). The cookie name, secret and session timings come from
// better-auth's own context, so both paths always agree on them.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Auth } from './auth';

export type SessionCookieConfig = {
  /** `better-auth.session_token`, or `__Secure-better-auth.session_token` with secure cookies. */
  cookieName: string;
  secret: string;
  /** Seconds, as better-auth's sessionConfig. */
  expiresIn: number;
  updateAge: number;
};

const configs = new WeakMap<Auth, Promise<SessionCookieConfig>>();

export function sessionCookieConfig(auth: Auth): Promise<SessionCookieConfig> {
  let config = configs.get(auth);
  if (!config) {
    config = auth.$context.then((ctx) => ({
      cookieName: ctx.authCookies.sessionToken.name,
      secret: ctx.secret,
      expiresIn: ctx.sessionConfig.expiresIn,
      updateAge: ctx.sessionConfig.updateAge,
    }));
    configs.set(auth, config);
  }
  return config;
}

/** The first cookie of that name, unquoted and URI-decoded, as better-call's parseCookies reads it. */
export function readCookie(header: string | null | undefined, name: string): string | null {
  if (!header) return null;
  let index = 0;
  while (index < header.length) {
    const eq = header.indexOf('=', index);
    if (eq === -1) break;
    let end = header.indexOf(';', index);
    if (end === -1) end = header.length;
    else if (end < eq) {
      index = header.lastIndexOf(';', eq - 1) + 1;
      continue;
    }
    if (header.slice(index, eq).trim() === name) {
      let value = header.slice(eq + 1, end).trim();
      if (value.codePointAt(0) === 34) value = value.slice(1, -1);
      try {
        return decodeURIComponent(value);
      } catch {
        return value;
      }
    }
    index = end + 1;
  }
  return null;
}

/**
 * The session token when the cookie carries a valid signature (`token.base64(HMAC-SHA256(token))`,
 * better-call's signCookieValue), else null: exactly when better-auth would find no session cookie.
 */
export function verifiedSessionToken(cookieHeader: string | null | undefined, config: SessionCookieConfig): string | null {
  const value = readCookie(cookieHeader, config.cookieName);
  if (!value) return null;
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = value.slice(dot + 1);
  if (signature.length !== 44 || !signature.endsWith('=')) return null;
  const given = Buffer.from(signature, 'base64');
  const expected = createHmac('sha256', config.secret).update(token).digest();
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return token;
}

/**
 * better-auth refreshes a session (a write, and the sliding expiry) once `updateAge` has passed
 * since it was last extended; such a request must take better-auth's own path.
 */
export function isRefreshDue(expiresAt: Date, config: SessionCookieConfig, now = Date.now()): boolean {
  return expiresAt.getTime() - config.expiresIn * 1000 + config.updateAge * 1000 <= now;
}
