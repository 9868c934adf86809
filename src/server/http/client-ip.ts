// The caller's address. A client can write any X-Forwarded-For it likes, so the header is read
// only as far as proxies we run appended to it (TRUST_PROXY hops); with none configured the TCP
// peer is the client. Everything that keys on the address reads it from here: the sign-in
// throttle, better-auth's per-address limit, and the address stamped on audit and system logs.
import type { Context } from 'hono';
import type { AppEnv } from './env';

/**
 * Each proxy appends the address it received the request from, so with `trustedHops` proxies in
 * front of us the client is that many places from the end of the chain (the chain being the
 * header's entries followed by our own TCP peer). Entries a client wrote itself sit further left
 * and are never chosen.
 */
export function resolveClientIp(forwardedFor: string | null | undefined, peer: string | null | undefined, trustedHops: number): string | null {
  const forwarded = trustedHops > 0 ? (forwardedFor ?? '').split(',').map((s) => s.trim()).filter(Boolean) : [];
  const chain = [...forwarded, ...(peer ? [peer] : [])];
  if (!chain.length) return null;
  const ip = chain[Math.max(0, chain.length - 1 - trustedHops)]!;
  // An IPv4 peer on a dual-stack socket reads "::ffff:203.0.113.9".
  return ip.startsWith('::ffff:') && ip.includes('.') ? ip.slice(7) : ip;
}

/** The TCP peer as @hono/node-server passes it; absent when the app is called in-process (tests). */
function peerAddress(c: Context<AppEnv>): string | null {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } }; server?: { incoming?: { socket?: { remoteAddress?: string } } } } | undefined;
  return (env?.server ?? env)?.incoming?.socket?.remoteAddress ?? null;
}

export function clientIp(c: Context<AppEnv>): string | null {
  return resolveClientIp(c.req.header('x-forwarded-for'), peerAddress(c), c.get('deps').config.trustedProxyHops);
}

/**
 * The request as better-auth should see it: its rate limiter reads the address from
 * X-Forwarded-For, so that header carries the resolved address and nothing a client wrote.
 */
export function withResolvedClientIp(c: Context<AppEnv>): Request {
  const headers = new Headers(c.req.raw.headers);
  headers.delete('x-real-ip');
  const ip = clientIp(c);
  if (ip) headers.set('x-forwarded-for', ip);
  else headers.delete('x-forwarded-for');
  return new Request(c.req.raw, { headers });
}
