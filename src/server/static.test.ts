// Serving the built web app: the SPA fallback, cache headers, compression.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { companies } from './db/schema';
import { startTestServer, type TestServer } from './test/test-server';
import { ME_PAYLOAD_ID } from './web-page';

let t: TestServer;
let webDir: string;
beforeAll(async () => {
  webDir = mkdtempSync(join(tmpdir(), 'masar-web-'));
  mkdirSync(join(webDir, 'assets'));
  writeFileSync(join(webDir, 'index.html'), '<!doctype html><html lang="ar" dir="rtl"><head><title>Masar</title></head><body>app</body></html>');
  writeFileSync(join(webDir, 'route-chunks.json'), JSON.stringify({ layout: ['/assets/shell-1.js'], pages: { '/dashboard': ['/assets/dashboard-1.js'], '/customers/:id': ['/assets/customer-1.js'] } }));
  writeFileSync(join(webDir, 'assets', 'main-abc123.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);
  t = await startTestServer({ WEB_DIR: webDir });
});
afterAll(async () => {
  await t?.stop();
  rmSync(webDir, { recursive: true, force: true });
});

describe('web app serving', () => {
  it.each(['/', '/auth', '/dashboard', '/some/deep/link'])('serves index.html for %s, never cached, with no user in it', async (path) => {
    const res = await t.request('GET', path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const html = await res.text();
    expect(html).toContain('dir="rtl"');
    expect(html).not.toContain(ME_PAYLOAD_ID);
    expect(html).not.toContain('modulepreload');
  });

  it('serves hashed assets cached for a year, compressed', async () => {
    const res = await t.request('GET', '/assets/main-abc123.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-encoding')).toBe('gzip');
  });

  it('sends the brotli or gzip the build wrote beside an asset, as the browser accepts, the type of the asset kept', async () => {
    const path = join(webDir, 'assets', 'main-abc123.js');
    writeFileSync(`${path}.br`, 'brotli bytes');
    writeFileSync(`${path}.gz`, 'gzip bytes');
    try {
      const brotli = await t.request('GET', '/assets/main-abc123.js', { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
      expect(brotli.headers.get('content-encoding')).toBe('br');
      expect(brotli.headers.get('content-type')).toContain('javascript');
      expect(brotli.headers.get('vary')).toContain('Accept-Encoding');
      expect(brotli.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(Buffer.from(await brotli.arrayBuffer()).toString()).toBe('brotli bytes');
      const gzip = await t.request('GET', '/assets/main-abc123.js', { headers: { 'accept-encoding': 'gzip' } });
      expect(gzip.headers.get('content-encoding')).toBe('gzip');
      expect(Buffer.from(await gzip.arrayBuffer()).toString()).toBe('gzip bytes');
    } finally {
      rmSync(`${path}.br`);
      rmSync(`${path}.gz`);
    }
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

/** The JSON data block the page carries, parsed, or null. */
function payloadOf(html: string): { json: unknown; lang: string } | null {
  const match = new RegExp(`<script type="application/json" id="${ME_PAYLOAD_ID}" data-lang="(\\w+)">([\\s\\S]*?)</script>`).exec(html);
  return match ? { lang: match[1]!, json: JSON.parse(match[2]!) } : null;
}

describe('the signed-in page (decision 028)', () => {
  it('carries the /api/me answer of that user and company, and the route chunks to preload; personal, so never stored', async () => {
    for (const email of ['admin@rental.masar.test', 'admin@realestate.masar.test']) {
      const cookie = await t.signIn(email);
      const res = await t.request('GET', '/dashboard', { cookie });
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect(res.headers.get('vary')).toContain('Cookie');
      const html = await res.text();
      const me = await t.json('GET', '/api/me', { cookie });
      expect(payloadOf(html)).toEqual({ lang: 'ar', json: me.body });
      expect((me.body as { user: { email: string } }).user.email).toBe(email);
      expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/shell-1.js"><link rel="modulepreload" crossorigin href="/assets/dashboard-1.js">');
      // A data block is never run: the page's policy needs (and gets) no hash for it.
      expect(res.headers.get('content-security-policy')).not.toContain('sha256-');
    }
  });

  it('preloads the page a pattern names, and nothing for a path no page has', async () => {
    const cookie = await t.signIn('admin@rental.masar.test');
    const customer = await (await t.request('GET', '/customers/0b7c3a52-1111-4111-8111-111111111111', { cookie })).text();
    expect(customer).toContain('/assets/customer-1.js');
    const unknown = await (await t.request('GET', '/no/such/page', { cookie })).text();
    expect(unknown).not.toContain('modulepreload');
    expect(payloadOf(unknown)).not.toBeNull();
  });

  it('keeps a company name with </script> inside the JSON, which reads back as it was', async () => {
    const name = 'Evil</script><script>alert(1)</script><!-- $& \u2028';
    const db = t.deps.handle.db;
    const cookie = await t.signIn('admin@rental.masar.test');
    const companyId = (await t.json<{ company: { id: string; name: string } }>('GET', '/api/me', { cookie })).body.company.id;
    const [before] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
    await db.update(companies).set({ name }).where(eq(companies.id, companyId));
    try {
      const html = await (await t.request('GET', '/dashboard', { cookie })).text();
      // Exactly one script element in the page, closed once: nothing broke out of it.
      expect(html.match(/<script/g)).toHaveLength(1);
      expect(html.match(/<\/script>/g)).toHaveLength(1);
      expect(html).not.toContain('<!--');
      expect((payloadOf(html)?.json as { company: { name: string } }).company.name).toBe(name);
    } finally {
      await db.update(companies).set({ name: before!.name }).where(eq(companies.id, companyId));
    }
  });

  it('sends /dashboard as the built signed-in page when there is one: its user greeted before the scripts run, the route chunks in a data block (decision 070)', async () => {
    writeFileSync(join(webDir, 'signed-in.html'), '<!doctype html><html lang="ar" dir="rtl"><head><title>Masar</title></head><body><div id="root"><!--first-paint--><p>loading</p><!--/first-paint--></div><script>guard()</script></body></html>');
    try {
      const cookie = await t.signIn('admin@rental.masar.test');
      const res = await t.request('GET', '/dashboard', { cookie });
      const html = await res.text();
      expect(html).toContain('<script type="application/json" id="masar-preloads">["/assets/shell-1.js","/assets/dashboard-1.js"]</script>');
      expect(html).not.toContain('modulepreload');
      expect(html).toContain('<div id="root" data-prerendered="/dashboard" data-fallback="&lt;p&gt;loading&lt;/p&gt;">');
      expect(html).toContain('lang="ar" dir="rtl">');
      expect(html).toContain('>مرحباً، خالد الصباح</h1>');
      expect(html).toContain('>شركة عجلات الخليج لتأجير السيارات</p>');
      expect(payloadOf(html)?.lang).toBe('ar');
      // The page's own inline script runs under its hash; the data blocks need none.
      expect(res.headers.get('content-security-policy')?.match(/sha256-/g)).toHaveLength(1);

      // Another page has only the spinner to paint: the app's page as before, its chunks preloaded at once.
      const customer = await (await t.request('GET', '/customers/0b7c3a52-1111-4111-8111-111111111111', { cookie })).text();
      expect(customer).toContain('<body>app</body>');
      expect(customer).toContain('<link rel="modulepreload" crossorigin href="/assets/customer-1.js">');
      // Signed out: the plain app, no user and no greeting.
      expect(await (await t.request('GET', '/dashboard')).text()).not.toContain('مرحباً');
    } finally {
      rmSync(join(webDir, 'signed-in.html'));
    }
  });

  it('gives a signed-out visitor no payload, a page any cache may keep revalidating', async () => {
    const res = await t.request('GET', '/dashboard', { cookie: 'better-auth.session_token=forged.value' });
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(payloadOf(await res.text())).toBeNull();
  });
});
