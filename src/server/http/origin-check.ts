// Foreign-origin writes (CSRF, issue 12): a state-changing API request that a browser sends
// from another site is refused before it reaches a handler. Browsers send `Origin` on every
// cross-origin write and on same-origin POSTs; `Sec-Fetch-Site` says where the request came from
// even when `Origin` is absent. A client that sends neither (curl, a server integration) is not
// a browser carrying someone's cookie, and passes.
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './env';
import { sendError } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export type OriginRule = { baseUrl: string | undefined; trustedOrigins: string[] };

/** Whether `origin` is the app's own: BETTER_AUTH_URL's origin when set, else the request's host. */
export function isAppOrigin(origin: string, requestHost: string, rule: OriginRule): boolean {
  if (rule.trustedOrigins.includes(origin)) return true;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false; // 'null' (sandboxed frames, file://) and garbage
  }
  if (rule.baseUrl) return parsed.origin === new URL(rule.baseUrl).origin;
  // Without a configured URL the app is wherever it was reached; a TLS proxy in front may make
  // the scheme differ from the one this process sees, the host does not.
  return parsed.host === requestHost.toLowerCase();
}

export function refuseForeignWrites(rule: OriginRule): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header('origin');
    const foreign = origin !== undefined ? !isAppOrigin(origin, new URL(c.req.url).host, rule) : c.req.header('sec-fetch-site') === 'cross-site';
    if (foreign) return sendError(c, 403, 'cross_site_request');
    return next();
  };
}
