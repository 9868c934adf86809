// Serving the built web app: the SPA fallback, cache headers, compression.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestServer, type TestServer } from './test/test-server';

let t: TestServer;
let webDir: string;
beforeAll(async () => {
  webDir = mkdtempSync(join(tmpdir(), 'masar-web-'));
  mkdirSync(join(webDir, 'assets'));
  writeFileSync(join(webDir, 'index.html'), '<!doctype html><html lang="ar" dir="rtl"><body>app</body></html>');
  writeFileSync(join(webDir, 'assets', 'main-abc123.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);
  t = await startTestServer({ WEB_DIR: webDir });
});
afterAll(async () => {
  await t?.stop();
  rmSync(webDir, { recursive: true, force: true });
});

describe('web app serving', () => {
  it.each(['/', '/auth', '/dashboard', '/some/deep/link'])('serves index.html for %s, never cached', async (path) => {
    const res = await t.request('GET', path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toContain('dir="rtl"');
  });

  it('serves hashed assets cached for a year, compressed', async () => {
    const res = await t.request('GET', '/assets/main-abc123.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-encoding')).toBe('gzip');
  });

  it('sends a signed-in user from / straight to the dashboard', async () => {
    const cookie = await t.signIn('employee@rental.masar.test');
    const res = await t.request('GET', '/', { cookie });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/dashboard');
  });

  it('serves the separate landing page at / when it is built', async () => {
    writeFileSync(join(webDir, 'landing.html'), '<!doctype html><html lang="ar" dir="rtl"><body>landing</body></html>');
    const res = await t.request('GET', '/');
    expect(await res.text()).toContain('landing');
    expect(await (await t.request('GET', '/auth')).text()).toContain('app');
    rmSync(join(webDir, 'landing.html'));
  });

  it('answers a missing asset with 404 rather than the app', async () => {
    const res = await t.request('GET', '/assets/missing-000.js');
    expect(res.status).toBe(404);
  });
});
