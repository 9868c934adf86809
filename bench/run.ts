// `npm run bench`: the figures ARCHITECTURE.md budgets name, measured on a real server.
// - JS loaded (gzip) by the landing page and by the signed-in shell + dashboard, in Chromium
// - the largest route chunk (gzip) in dist/web/assets
// - API p50/p95 latency with 20 concurrent connections
// - Lighthouse (mobile) on /, /auth and /dashboard
//
// `npm run bench -- --api` measures the API only (no build needed), `-- --web` the web figures only.
// With DATABASE_URL set the server runs on PostgreSQL: the bench creates a throw-away database on
// that server (the URL names the maintenance database, e.g. postgres://postgres@127.0.0.1/postgres),
// seeds the demo data into it and drops it at the end. Otherwise it runs on embedded PGlite.
import { readdirSync, readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startServerProcess } from '../scripts/lib/server-process';
import { throwAwayDatabase } from '../scripts/lib/throwaway-database';
import { formatScores, runLighthouse } from './lighthouse';

const KB = 1024;
const BUDGETS = { landing: 100 * KB, shell: 200 * KB, chunk: 100 * KB, p95: 25 };
const LAUNCH_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const CREDENTIALS = { email: 'admin@rental.masar.test', password: 'Masar@2026' };

const args = new Set(process.argv.slice(2));
// The build the server serves (the server reads WEB_DIR too).
const WEB_DIR = process.env.WEB_DIR ?? 'dist/web';
const runApi = !args.has('--web');
const runWeb = !args.has('--api');

const kb = (n: number) => `${(n / KB).toFixed(1)} KB`;
const verdict = (ok: boolean) => (ok ? 'within budget' : 'OVER BUDGET');

function gzipOf(path: string) {
  return gzipSync(readFileSync(path), { level: 9 }).length;
}

async function jsLoadedBy(baseUrl: string, path: string, signIn?: { email: string; password: string }) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: LAUNCH_ARGS });
  try {
    const context = await browser.newContext({ baseURL: baseUrl });
    if (signIn) {
      const res = await context.request.post('/api/auth/sign-in/email', { data: signIn, headers: { origin: baseUrl } });
      if (!res.ok()) throw new Error(`bench sign-in failed: ${res.status()}`);
    }
    const page = await context.newPage();
    const scripts = new Set<string>();
    page.on('response', (r) => {
      if (r.request().resourceType() === 'script' && r.url().startsWith(baseUrl)) scripts.add(new URL(r.url()).pathname);
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    let total = 0;
    for (const script of scripts) total += gzipOf(join(WEB_DIR, script));
    return { total, files: scripts.size, landedOn: new URL(page.url()).pathname };
  } finally {
    await browser.close();
  }
}

/** `total` requests over `concurrency` connections, after `warmup` unmeasured ones (JIT, plans). */
async function latency(baseUrl: string, path: string, cookie: string, total = 2000, concurrency = 20, warmup = 200) {
  const times: number[] = [];
  const run = async (count: number, record: boolean) => {
    let next = 0;
    const worker = async () => {
      while (next < count) {
        next++;
        const start = performance.now();
        const res = await fetch(baseUrl + path, { headers: { cookie } });
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`${path} answered ${res.status}`);
        if (record) times.push(performance.now() - start);
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
  };
  await run(warmup, false);
  await run(total, true);
  times.sort((a, b) => a - b);
  return { p50: times[Math.floor(times.length * 0.5)]!, p95: times[Math.floor(times.length * 0.95)]!, n: times.length };
}

async function signInCookie(baseUrl: string) {
  const login = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify(CREDENTIALS),
  });
  if (!login.ok) throw new Error(`bench sign-in failed: ${login.status}`);
  return login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

const adminUrl = process.env.DATABASE_URL;
// A fresh database on the PostgreSQL server DATABASE_URL points at, dropped afterwards.
const database = adminUrl ? await throwAwayDatabase(adminUrl, 'masar_bench') : null;
const dbLabel = database ? `PostgreSQL (${new URL(adminUrl!).host}, fresh database)` : 'embedded PGlite';
// The server process reads DATABASE_URL from its environment: point it at the throw-away database.
// `--scale N` seeds N times the demo data (50 ≈ 20k contracts, 10k customers, 3k vehicles).
const scaleAt = process.argv.indexOf('--scale');
const scale = scaleAt > 0 ? Math.max(1, Number(process.argv[scaleAt + 1]) || 1) : 1;
const server = await startServerProcess({
  env: { LOG_LEVEL: 'warn', SEED_DEMO: 'true', DEMO_SCALE: String(scale), ...(database ? { DATABASE_URL: database.url } : {}) },
  startupTimeoutMs: 20 * 60_000,
});
try {
  const cookie = await signInCookie(server.baseUrl);
  console.log(`\nMasar benchmarks — database: ${dbLabel}; demo data ×${scale}; ${cpus().length} cores\n`);

  if (runApi) {
    const line = (label: string, r: { p50: number; p95: number; n: number }, budget = '') =>
      console.log(`${label.padEnd(40)}p50 ${r.p50.toFixed(1).padStart(6)} ms, p95 ${r.p95.toFixed(1).padStart(6)} ms over ${r.n} requests${budget}`);
    // The floor: no session, one `select 1`, through the same HTTP stack and load generator on
    // the same cores. No signed-in endpoint can be faster than this on this machine.
    line('GET /api/health (floor: select 1):', await latency(server.baseUrl, '/api/health', ''));
    line('GET /api/me, 20 connections:', await latency(server.baseUrl, '/api/me', cookie));
    line('GET /api/company/modules (tenant tx):', await latency(server.baseUrl, '/api/company/modules', cookie));
    const staff = await latency(server.baseUrl, '/api/hr/employees?pageSize=25', cookie);
    line('GET /api/hr/employees (25 rows):', staff, ` — list budget p95 ${BUDGETS.p95} ms: ${verdict(staff.p95 <= BUDGETS.p95)}`);
    // The rental lists and the dashboard, at the seeded scale (`--scale 50` for the budget).
    for (const [label, path, total] of [
      ['GET /api/fleet/vehicles (25 rows):', '/api/fleet/vehicles?pageSize=25'],
      ['GET /api/customers (25 rows):', '/api/customers?pageSize=25'],
      ['GET /api/customers?search= (typo):', `/api/customers?pageSize=25&search=${encodeURIComponent('محمد العنزى')}`, 200],
      ['GET /api/contracts (25 rows):', '/api/contracts?pageSize=25&sort=start&dir=desc'],
      ['GET /api/contracts?status=active:', '/api/contracts?pageSize=25&status=active'],
      ['GET /api/billing/invoices (overdue):', '/api/billing/invoices?pageSize=25&status=overdue'],
    ] as Array<[string, string, number?]>) {
      const r = await latency(server.baseUrl, path, cookie, total ?? 500);
      line(label, r, ` — list budget p95 ${BUDGETS.p95} ms: ${verdict(r.p95 <= BUDGETS.p95)}`);
    }
    line('GET /api/dashboard/rental:', await latency(server.baseUrl, '/api/dashboard/rental', cookie));
  }

  if (runWeb) {
    const landing = await jsLoadedBy(server.baseUrl, '/');
    const shell = await jsLoadedBy(server.baseUrl, '/dashboard', CREDENTIALS);
    const chunks = readdirSync(join(WEB_DIR, 'assets')).filter((f) => f.endsWith('.js')).map((f) => ({ f, size: gzipOf(join(WEB_DIR, 'assets', f)) }));
    const largest = chunks.sort((a, b) => b.size - a.size)[0]!;
    console.log(`JS loaded by / (gzip):                  ${kb(landing.total)} in ${landing.files} files (landed on ${landing.landedOn}) — budget ${kb(BUDGETS.landing)}: ${verdict(landing.total <= BUDGETS.landing)}`);
    console.log(`JS loaded by signed-in shell (gzip):    ${kb(shell.total)} in ${shell.files} files (landed on ${shell.landedOn}) — budget ${kb(BUDGETS.shell)}: ${verdict(shell.total <= BUDGETS.shell)}`);
    console.log(`Largest route chunk (gzip):             ${kb(largest.size)} (${largest.f}) — budget ${kb(BUDGETS.chunk)}: ${verdict(largest.size <= BUDGETS.chunk)}`);
    console.log('\nLighthouse (mobile preset), budget 0.95 for performance and accessibility:');
    for (const path of ['/', '/auth']) console.log(`  ${formatScores(await runLighthouse(server.baseUrl + path))}`);
    console.log(`  ${formatScores(await runLighthouse(`${server.baseUrl}/dashboard`, { cookie }))}`);
  }
} finally {
  await server.stop();
  await database?.drop();
}
