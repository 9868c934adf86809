// A real server on a private copy of the seeded template database, driven through app.fetch.
import { PGlite } from '@electric-sql/pglite';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { throwAwayDatabase } from '../../../scripts/lib/throwaway-database';
import { inject } from 'vitest';
import { bootstrap, type Server } from '../bootstrap';
import { loadConfig } from '../config';
import { PGLITE_EXTENSIONS, openPostgres, wrapPglite, type DbHandle } from '../db/client';
import { createLogger } from '../logger';
import { DEMO_PASSWORD } from '../seed/demo';
import { checkResponse } from './response-check';

export { DEMO_PASSWORD };

/** The smallest valid PNG (1×1 transparent pixel), for upload tests. */
export const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** PostgreSQL runs only: a new database copied from the seeded template, and its removal. */
export function clonePostgresTemplate(): Promise<{ url: string; drop: () => Promise<void> }> {
  return throwAwayDatabase(inject('adminUrl'), 'masar_t', inject('templateDbName'));
}

async function cloneTemplate(): Promise<{ handle: DbHandle; url: string | null; drop: () => Promise<void> }> {
  if (inject('dbKind') === 'postgres') {
    const database = await clonePostgresTemplate();
    const handle = openPostgres(database.url, 4);
    return {
      handle,
      url: database.url,
      drop: async () => {
        await handle.close();
        await database.drop();
      },
    };
  }
  const blob = new Blob([readFileSync(inject('templateDump'))]);
  const client = await PGlite.create({ loadDataDir: blob, extensions: PGLITE_EXTENSIONS });
  const handle = wrapPglite(client);
  return { handle, url: null, drop: () => handle.close() };
}

/** `body` is sent as JSON, `form` as multipart (uploads). */
export type RequestOptions = {
  body?: unknown;
  form?: FormData;
  cookie?: string;
  headers?: Record<string, string>;
  lang?: 'ar' | 'en';
  /** The TCP peer's address, as @hono/node-server would pass it (in-process calls have none). */
  peer?: string;
};

export type TestServer = Server & {
  request: (method: string, path: string, opts?: RequestOptions) => Promise<Response>;
  json: <T = any>(method: string, path: string, opts?: RequestOptions) => Promise<{ status: number; body: T }>;
  signIn: (email: string, password?: string) => Promise<string>;
  /** A multipart upload of `file` as `name`, with extra form fields. */
  upload: (path: string, cookie: string, file: Blob, name: string, fields?: Record<string, string>) => Promise<Response>;
  stop: () => Promise<void>;
  /**
   * Another connection pool to the same database, as a second server process would have
   * (PostgreSQL only: PGlite is one connection in one process). The caller closes it.
   */
  openSecondHandle: (() => DbHandle) | null;
};

export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const { handle, url, drop } = await cloneTemplate();
  const config = loadConfig({
    NODE_ENV: 'test',
    BETTER_AUTH_SECRET: 'test-secret-test-secret-test-secret',
    SEED_DEMO: 'false',
    WEB_DIR: 'dist/web',
    // No daily backup where tests run due jobs; a backup test's files go to a directory of its own.
    BACKUP_AT: 'off',
    BACKUP_DIR: join(tmpdir(), `masar-test-backups-${randomUUID()}`),
    ...env,
  });
  const server = await bootstrap(config, { handle, logger: createLogger('silent'), migrate: false });
  const request = async (method: string, path: string, opts: RequestOptions = {}) => {
    const headers: Record<string, string> = { 'accept-language': opts.lang ?? 'ar', ...opts.headers };
    if (opts.cookie) headers.cookie = opts.cookie;
    let body: string | FormData | undefined;
    if (opts.body !== undefined) {
      headers['content-type'] = 'application/json';
      headers.origin ??= 'http://localhost:3000';
      body = JSON.stringify(opts.body);
    } else if (opts.form) {
      headers.origin ??= 'http://localhost:3000';
      body = opts.form;
    }
    const peer = opts.peer ? { incoming: { socket: { remoteAddress: opts.peer } } } : undefined;
    const res = await server.app.fetch(new Request(`http://localhost:3000${path}`, { method, headers, body }), peer);
    // Every API answer must match the schema its route declares in /api/openapi.json.
    await checkResponse(server.app, method, path, res);
    return res;
  };
  const json = async (method: string, path: string, opts?: RequestOptions) => {
    const res = await request(method, path, opts);
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null };
  };
  const signIn = async (email: string, password = DEMO_PASSWORD) => {
    const res = await request('POST', '/api/auth/sign-in/email', { body: { email, password } });
    if (res.status !== 200) throw new Error(`sign-in ${email} failed: ${res.status} ${await res.text()}`);
    return cookieHeader(res);
  };
  const upload = (path: string, cookie: string, file: Blob, name: string, fields: Record<string, string> = {}) => {
    const form = new FormData();
    form.append('file', file, name);
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    return request('POST', path, { cookie, form });
  };
  const openSecondHandle = url ? () => openPostgres(url, 4) : null;
    const stop = async () => {
    await server.deps.realtime.close();
    await drop();
  };
  return { ...server, request, json, signIn, upload, stop, openSecondHandle };
}

/** The Cookie header a browser would send back after this response. */
export function cookieHeader(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}
