// better-auth's per-address sign-in limit counts each client on its own: the address is the TCP
// peer's (no proxy trusted by default), so a client cannot dodge the limit by writing a new
// X-Forwarded-For each time, and two offices do not share one bucket.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ SIGN_IN_PER_IP_MAX: '2' });
});
afterAll(() => t?.stop());

const signIn = (peer: string, forwardedFor: string) =>
  t.request('POST', '/api/auth/sign-in/email', { body: { email: 'fleet@rental.masar.test', password: 'Masar@2026' }, peer, headers: { 'x-forwarded-for': forwardedFor } });

describe('sign-ins per client address', () => {
  it('refuses the third from one address whatever X-Forwarded-For claims, and lets another address in', async () => {
    expect((await signIn('203.0.113.10', '198.51.100.1')).status).toBe(200);
    expect((await signIn('203.0.113.10', '198.51.100.2')).status).toBe(200);
    expect((await signIn('203.0.113.10', '198.51.100.3')).status).toBe(429);
    expect((await signIn('203.0.113.11', '198.51.100.3')).status).toBe(200);
  });
});

describe('behind a trusted proxy (TRUST_PROXY=1)', () => {
  let proxied: TestServer;
  beforeAll(async () => {
    proxied = await startTestServer({ SIGN_IN_PER_IP_MAX: '2', TRUST_PROXY: '1' });
  });
  afterAll(() => proxied?.stop());

  it('counts the address the proxy appended, not the proxy or what the client wrote before it', async () => {
    const viaProxy = (forwardedFor: string) =>
      proxied.request('POST', '/api/auth/sign-in/email', { body: { email: 'fleet@rental.masar.test', password: 'Masar@2026' }, peer: '10.0.0.2', headers: { 'x-forwarded-for': forwardedFor } });
    expect((await viaProxy('203.0.113.20')).status).toBe(200);
    expect((await viaProxy('1.1.1.1, 203.0.113.20')).status).toBe(200);
    expect((await viaProxy('2.2.2.2, 203.0.113.20')).status).toBe(429);
    // Another client through the same proxy has its own count.
    expect((await viaProxy('203.0.113.21')).status).toBe(200);
  });
});
