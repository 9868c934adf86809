// DECISIONS 15: several stateless server processes behind a load balancer. Two real server
// processes on one PostgreSQL database: a session, the sign-in throttle and uploaded files are
// shared through the database, nothing through one process's memory or disk. PostgreSQL only
// (PGlite is one process per data dir): `npm test` runs it in the PostgreSQL pass, and the
// PGlite pass reports it as skipped.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePorts, startServerProcess, type ServerProcess } from '../../scripts/lib/server-process';
import { readSse } from './test/sse';
import { DEMO_PASSWORD } from './seed/demo';
import { clonePostgresTemplate, cookieHeader, TINY_PNG as PNG } from './test/test-server';

const PDF = Buffer.from('%PDF-1.4\n% uploaded on one process, read on the other\n');

let one: ServerProcess;
let two: ServerProcess;
let dropDatabase: (() => Promise<void>) | undefined;
let databaseUrl: string;

/** A browser's request: writes carry the page's Origin (the app's own). */
function call(server: ServerProcess, method: string, path: string, opts: { cookie?: string; json?: unknown; form?: FormData } = {}) {
  const headers: Record<string, string> = {};
  if (opts.cookie) headers.cookie = opts.cookie;
  if (method !== 'GET') headers.origin = server.baseUrl;
  if (opts.json !== undefined) headers['content-type'] = 'application/json';
  const body = opts.json !== undefined ? JSON.stringify(opts.json) : opts.form;
  return fetch(`${server.baseUrl}${path}`, { method, headers, body });
}

const signIn = (server: ServerProcess, email: string, password: string) => call(server, 'POST', '/api/auth/sign-in/email', { json: { email, password } });

function fileForm(bytes: Buffer, type: string, name: string, fields: Record<string, string> = {}) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return form;
}

describe.skipIf(inject('dbKind') !== 'postgres')('two server processes on one PostgreSQL database', () => {
  beforeAll(async () => {
    const database = await clonePostgresTemplate();
    dropDatabase = database.drop;
    databaseUrl = database.url;
    const [portOne, portTwo] = await freePorts(2);
    // The same configuration on both, as behind a load balancer; a low throttle keeps the test short.
    const env = { DATABASE_URL: database.url, SEED_DEMO: 'false', BETTER_AUTH_SECRET: 'scale-out-test-secret-scale-out-test', LOGIN_MAX_FAILURES: '4', LOG_LEVEL: 'warn', BACKUP_AT: 'off' };
    // Started at once: they migrate and check reference data one at a time (withStartupLock).
    const started = await Promise.allSettled([startServerProcess({ env, port: portOne }), startServerProcess({ env, port: portTwo })]);
    const [first, second] = started;
    if (first?.status === 'fulfilled') one = first.value;
    if (second?.status === 'fulfilled') two = second.value;
    const failed = started.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
  });

  afterAll(async () => {
    await Promise.all([one?.stop(), two?.stop()]);
    await dropDatabase?.();
  });

  it('accepts a session made on one process on the other, and ends it on both at sign-out', async () => {
    const res = await signIn(one, 'manager@rental.masar.test', DEMO_PASSWORD);
    expect(res.status).toBe(200);
    const cookie = cookieHeader(res);
    const me = await call(two, 'GET', '/api/me', { cookie });
    expect(me.status).toBe(200);
    expect((await me.json()).user.email).toBe('manager@rental.masar.test');

    expect((await call(two, 'POST', '/api/auth/sign-out', { cookie, json: {} })).status).toBe(200);
    expect((await call(one, 'GET', '/api/me', { cookie })).status).toBe(401);
  });

  it('counts failed sign-ins made on both processes toward one limit', async () => {
    const email = 'sales@rental.masar.test';
    // Two wrong passwords on each: neither process alone has reached the limit of four.
    for (const server of [one, two, one, two]) expect((await signIn(server, email, 'wrong-password-1')).status).toBe(401);
    const refused = await signIn(one, email, DEMO_PASSWORD);
    expect(refused.status).toBe(429);
    expect((await refused.json()).error.code).toBe('too_many_attempts');
    expect((await signIn(two, email, DEMO_PASSWORD)).status).toBe(429);
    // Another account is not affected.
    expect((await signIn(two, 'accountant@rental.masar.test', DEMO_PASSWORD)).status).toBe(200);
  });

  it('serves a file uploaded on one process from the other', async () => {
    const cookie = cookieHeader(await signIn(one, 'admin@rental.masar.test', DEMO_PASSWORD));
    const vehicles = await (await call(one, 'GET', '/api/fleet/vehicles?pageSize=1', { cookie })).json();
    const vehicle = vehicles.items[0].id as string;

    const uploaded = await call(one, 'POST', `/api/fleet/vehicles/${vehicle}/documents`, { cookie, form: fileForm(PDF, 'application/pdf', 'registration.pdf', { kind: 'registration' }) });
    expect(uploaded.status).toBe(201);
    const doc = (await uploaded.json()).id as string;
    const download = await call(two, 'GET', `/api/fleet/vehicles/${vehicle}/documents/${doc}`, { cookie });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await download.arrayBuffer()).equals(PDF)).toBe(true);

    const avatar = await call(two, 'POST', '/api/me/avatar', { cookie, form: fileForm(PNG, 'image/png', 'me.png') });
    expect(avatar.status).toBe(200);
    const image = await call(one, 'GET', (await avatar.json()).avatarUrl, { cookie });
    expect(image.status).toBe(200);
    expect(Buffer.from(await image.arrayBuffer()).equals(PNG)).toBe(true);

    // Deleted on one, gone on the other.
    expect((await call(two, 'DELETE', `/api/fleet/vehicles/${vehicle}/documents/${doc}`, { cookie })).status).toBe(200);
    expect((await call(one, 'GET', `/api/fleet/vehicles/${vehicle}/documents/${doc}`, { cookie })).status).toBe(404);
  });

  it('delivers a notification written through one process to a browser connected to the other', async () => {
    const manager = cookieHeader(await signIn(one, 'manager@rental.masar.test', DEMO_PASSWORD));
    const employee = cookieHeader(await signIn(two, 'employee@rental.masar.test', DEMO_PASSWORD));
    // The manager's page on process one listens.
    const res = await fetch(`${one.baseUrl}/api/alerts/stream`, { headers: { cookie: manager } });
    expect(res.status).toBe(200);
    const stream = readSse(res);
    try {
      await stream.next((e) => e.event === 'ready');
      // The employee asks for leave through process two: whoever approves leave is told.
      const types = await (await call(two, 'GET', '/api/hr/leave/types', { cookie: employee })).json();
      const annual = types.items.find((t: { code: string }) => t.code === 'annual').id as string;
      const filed = await call(two, 'POST', '/api/hr/leave/requests', { cookie: employee, json: { leaveTypeId: annual, startDate: '2032-02-01', endDate: '2032-02-02' } });
      expect(filed.status).toBe(201);
      const event = await stream.next((e) => e.event === 'alert');
      const { type, id } = JSON.parse(event.data) as { type: string; id: string };
      expect(type).toBe('notification');
      // What the page then fetches from process one is the new notification, in Arabic.
      const list = await (await call(one, 'GET', '/api/alerts', { cookie: manager })).json();
      const alert = list.items.find((a: { id: string }) => a.id === id);
      expect(alert.title).toMatch(/^طلب إجازة جديد من /);
    } finally {
      await stream.close();
    }
  });

  it('runs a periodic job registered on both processes once per period', async () => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      // Both processes queue the daily prune on their first tick; one row per period exists and
      // one process runs it. Wait until it has run (a poll is a second).
      const deadline = Date.now() + 60_000;
      let rows: Array<{ dedupe_key: string; status: string; attempts: number }> = [];
      while (Date.now() < deadline) {
        rows = (await client.query(`select dedupe_key, status, attempts from jobs where kind = 'jobs.prune'`)).rows;
        if (rows.length && rows.every((r) => r.status === 'done')) break;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(rows.length).toBeGreaterThan(0);
      expect(new Set(rows.map((r) => r.dedupe_key)).size).toBe(rows.length);
      for (const row of rows) expect(row).toMatchObject({ status: 'done', attempts: 1 });
    } finally {
      await client.end();
    }
  });
});
