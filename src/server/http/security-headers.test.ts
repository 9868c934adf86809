// Issue 12: security headers on pages and API answers, and writes from another site refused.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server';
import { inlineScriptHashes, isDataBlock, tileImageSource } from './security-headers';

const THEME_SCRIPT = "document.documentElement.classList.add('dark');";
const LANG_SCRIPT = "\n  var lang = 'ar';\n";
const page = (...inline: string[]) =>
  `<!doctype html><html lang="ar" dir="rtl"><head>${inline.map((s) => `<script>${s}</script>`).join('')}<script type="module" crossorigin src="/assets/app.js"></script></head><body>app</body></html>`;
/** A POST as sent by a client choosing its own headers (the test helper always adds the app's Origin). */
const rawPost = (path: string, cookie: string, body: unknown, headers: Record<string, string>, lang = 'ar') =>
  Promise.resolve(t.app.fetch(new Request(`http://localhost:3000${path}`, { method: 'POST', headers: { cookie, 'content-type': 'application/json', 'accept-language': lang, ...headers }, body: JSON.stringify(body) })));
const sha = (s: string) => `'sha256-${createHash('sha256').update(s, 'utf8').digest('base64')}'`;

let t: TestServer;
let webDir: string;
let admin: string;
beforeAll(async () => {
  webDir = mkdtempSync(join(tmpdir(), 'masar-web-'));
  mkdirSync(join(webDir, 'assets'));
  writeFileSync(join(webDir, 'index.html'), page(THEME_SCRIPT, LANG_SCRIPT));
  writeFileSync(join(webDir, 'landing.html'), page(LANG_SCRIPT));
  writeFileSync(join(webDir, 'auth.html'), page(THEME_SCRIPT));
  t = await startTestServer({ WEB_DIR: webDir });
  admin = await t.signIn('admin@rental.masar.test');
});
afterAll(async () => {
  await t?.stop();
  rmSync(webDir, { recursive: true, force: true });
});

function directives(csp: string | null): Map<string, string[]> {
  expect(csp).toBeTruthy();
  return new Map(csp!.split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...sources]) => [name!, sources]));
}

describe('HTML pages', () => {
  it.each([
    ['/', [LANG_SCRIPT]],
    ['/auth', [THEME_SCRIPT]],
    ['/dashboard', [THEME_SCRIPT, LANG_SCRIPT]],
    ['/index.html', [THEME_SCRIPT, LANG_SCRIPT]],
  ])('%s: a policy that runs exactly its own inline scripts, and the browser protections', async (path, scripts) => {
    const res = await t.request('GET', path);
    expect(res.headers.get('content-type')).toContain('text/html');
    const csp = directives(res.headers.get('content-security-policy'));
    const scriptSrc = csp.get('script-src')!;
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    expect(scriptSrc.filter((s) => s.startsWith("'sha256-")).sort()).toEqual(scripts.map(sha).sort());
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('permissions-policy')).toContain('geolocation=(self)');
    expect(res.headers.get('permissions-policy')).toContain('camera=(self)');
    expect(res.headers.get('strict-transport-security')).toBeNull();
    // The properties map's tiles: images from the configured tile host only.
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://*.tile.openstreetmap.org']);
  });

  it("the landing preview may be framed by the app's own console only", async () => {
    const res = await t.request('GET', '/?preview=1');
    expect(directives(res.headers.get('content-security-policy')).get('frame-ancestors')).toEqual(["'self'"]);
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it('sends HSTS when the app is served over https', async () => {
    const secure = await startTestServer({ WEB_DIR: webDir, BETTER_AUTH_URL: 'https://masar.example' });
    try {
      const res = await secure.request('GET', '/auth');
      expect(res.headers.get('strict-transport-security')).toMatch(/^max-age=31536000/);
    } finally {
      await secure.stop();
    }
  });
});

describe('API answers', () => {
  it("are never stored: a signed-in person's data", async () => {
    for (const path of ['/api/me', '/api/customers', '/api/auth/get-session']) {
      const res = await t.request('GET', path, { cookie: admin });
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe('no-store');
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
    }
  });
});

describe('writes from another site', () => {
  const customerCount = async () => (await t.json('GET', '/api/customers?pageSize=1', { cookie: admin })).body.total as number;
  const body = { nameAr: 'عميل من موقع آخر', phone: '+965 9000 7777', civilId: '299900007777' };

  it.each([
    ['a foreign Origin', { origin: 'https://evil.example' }],
    ['an opaque Origin', { origin: 'null' }],
    ['the same host on another port', { origin: 'http://localhost:4000' }],
    ['no Origin but a cross-site fetch', { 'sec-fetch-site': 'cross-site' }],
  ])('%s: 403 in Arabic and English, nothing written', async (_, headers: Record<string, string>) => {
    const before = await customerCount();
    for (const lang of ['ar', 'en'] as const) {
      const res = await rawPost('/api/customers', admin, body, headers, lang);
      expect(res.status).toBe(403);
      const error = (await res.json()).error;
      expect(error.code).toBe('cross_site_request');
      expect(error.message).toMatch(lang === 'ar' ? /موقع آخر/ : /another site/);
    }
    expect(await customerCount()).toBe(before);
  });

  it("covers the sign-in endpoints too (a foreign page cannot sign someone out or in)", async () => {
    const res = await t.request('POST', '/api/auth/sign-out', { cookie: admin, body: {}, headers: { origin: 'https://evil.example' } });
    expect(res.status).toBe(403);
    expect((await t.json('GET', '/api/me', { cookie: admin })).status).toBe(200);
  });

  it('lets the app itself, and a client that is not a browser, write', async () => {
    const before = await customerCount();
    const own = await t.request('POST', '/api/customers', { cookie: admin, body, headers: { 'sec-fetch-site': 'same-origin' } });
    expect(own.status).toBe(201);
    const server = await rawPost('/api/customers', admin, { ...body, phone: '+965 9000 7778', civilId: '299900007778' }, {});
    expect(server.status).toBe(201);
    expect(await customerCount()).toBe(before + 2);
  });
});

describe('map tiles', () => {
  it('admit the tile host of MAP_TILE_URL ({s} as a wildcard first label), and nothing CSP cannot name', () => {
    expect(tileImageSource('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe('https://*.tile.openstreetmap.org');
    expect(tileImageSource('https://Tiles.Example.com:8443/osm/{z}/{x}/{y}.png?key=1')).toBe('https://tiles.example.com:8443');
    expect(tileImageSource('http://10.0.0.5/{z}/{x}/{y}.png')).toBe('http://10.0.0.5');
    for (const unnamed of ['https://tiles-{s}.example.com/{z}/{x}/{y}.png', '/tiles/{z}/{x}/{y}.png', 'ftp://x/{z}', '']) expect(tileImageSource(unnamed), unnamed).toBeNull();
  });
});

describe('inline script hashes', () => {
  it('hash every script the browser runs, and no data block (a JSON payload is never executed)', () => {
    const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
    const html = '<script>a()</script><script type="module">b()</script><script type="text/javascript">c()</script><script type="application/json" id="masar-me">{"x":1}</script><script data-type="json">d()</script><script src="/e.js"></script>';
    expect(inlineScriptHashes(html)).toEqual([sha('a()'), sha('b()'), sha('c()'), sha('d()')]);
    expect(isDataBlock(' type="application/json" id="masar-me"')).toBe(true);
    expect(isDataBlock(" type='application/ld+json'")).toBe(true);
    for (const runs of ['', ' type=""', ' type="module"', ' type=importmap', ' type="text/javascript"', ' type="application/ecmascript"', ' data-type="application/json"']) expect(isDataBlock(runs)).toBe(false);
  });
});
