// The two ways a database is copied and put back (decision 062). PGlite: its data-directory dump
// (a tarball of the cluster's files), taken while the manifest's transaction holds PGlite's one
// session, so both see the same state. PostgreSQL: pg_dump in custom format reading the snapshot
// the manifest's REPEATABLE READ transaction exported, so the dump and the figures agree to the row
// while requests go on (pg_dump takes no lock that blocks them).
import { spawn } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { PGLITE_EXTENSIONS, wrapPglite, type Database, type DbHandle } from '../../../../server/db/client';
import * as schema from '../../../../server/db/schema';
import { takeManifest, type BackupManifest } from './manifest';

/** What a dump hands over: the manifest, the bytes to seal, the end of the dump, and a way to stop it. */
export type Dumped = { manifest: BackupManifest; body: Readable; finished: Promise<void>; abort: () => void };

/**
 * libpq's connection for a client tool: the URL without its password, which goes in PGPASSWORD
 * (an argument is readable by every local user in the process list).
 */
function libpq(connectionString: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(connectionString);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { url: url.toString(), env: password ? { ...process.env, PGPASSWORD: password } : process.env };
}

/** A dedicated connection whose loss is an error of the backup, not an uncaught one of the server. */
async function connect(connectionString: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString });
  client.on('error', () => undefined); // the pending query or the next one fails and says why
  await client.connect();
  return client;
}

/** Runs a client tool; resolves when it exits 0, rejects with its last stderr lines otherwise. */
function tool(command: string, args: string[], connectionString: string, opts: { stdin?: Readable; stdout?: 'pipe' } = {}) {
  const { url, env } = libpq(connectionString);
  const child = spawn(command, [...args, `--dbname=${url}`], { stdio: [opts.stdin ? 'pipe' : 'ignore', opts.stdout ?? 'ignore', 'pipe'], env });
  let stderr = '';
  child.stderr!.on('data', (d: Buffer) => void (stderr = (stderr + d.toString()).slice(-2000)));
  const exited = new Promise<void>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${command} exited with ${code}: ${stderr.trim()}`))));
  });
  // A tool that stops reading early (pg_restore on its first error) breaks the pipe: its exit code
  // says what went wrong, not the EPIPE.
  const fed = opts.stdin ? pipeline(opts.stdin, child.stdin!).catch(() => undefined) : Promise.resolve();
  // eslint-disable-next-line no-restricted-syntax -- a child process and its input stream, no database
  return { child, exited: Promise.all([exited, fed]).then(() => undefined) };
}

/** PGlite: the manifest and the dump in one transaction of its single session. */
export async function dumpPglite(handle: DbHandle, takenAt: Date): Promise<Dumped> {
  const client = handle.pglite!;
  let manifest!: BackupManifest;
  let tarball!: Blob;
  await handle.db.transaction(async (tx) => {
    manifest = await takeManifest(tx, 'pglite', takenAt);
    tarball = await client.dumpDataDir('gzip');
  });
  return { manifest, body: Readable.from([Buffer.from(await tarball.arrayBuffer())]), finished: Promise.resolve(), abort: () => undefined };
}

/**
 * PostgreSQL: a connection of its own holds a read-only REPEATABLE READ transaction; the manifest
 * is read in it and pg_dump reads its exported snapshot. The connection's role must see every
 * company's rows (a superuser or BYPASSRLS): row_security off makes a role that cannot fail loudly
 * instead of counting nothing. `abort` (the sealing failed) stops pg_dump and ends the
 * transaction: an open snapshot would hold back vacuum across the whole database.
 */
export async function dumpPostgres(connectionString: string, takenAt: Date): Promise<Dumped> {
  const client = await connect(connectionString);
  try {
    await client.query('begin isolation level repeatable read read only');
    await client.query('set local row_security = off');
    const { rows } = await client.query<{ snapshot: string }>('select pg_export_snapshot() as snapshot');
    const manifest = await takeManifest(drizzlePg(client, { schema }) as unknown as Database, 'postgres', takenAt);
    const dump = tool('pg_dump', ['--format=custom', '--no-owner', `--snapshot=${rows[0]!.snapshot}`], connectionString, { stdout: 'pipe' });
    const finished = dump.exited.finally(async () => {
      await client.query('commit').catch(() => undefined);
      await client.end().catch(() => undefined);
    });
    return { manifest, body: dump.child.stdout!, finished, abort: () => void dump.child.kill() };
  } catch (err) {
    await client.end().catch(() => undefined);
    throw err;
  }
}

/** A fresh PGlite from a dump: in memory (a check) or in an empty directory (a restore). */
export async function loadPglite(plainPath: string, dataDir?: string): Promise<DbHandle> {
  const client = await PGlite.create({ dataDir, loadDataDir: new Blob([await readFile(plainPath)]), extensions: PGLITE_EXTENSIONS });
  return wrapPglite(client);
}

/** pg_restore of a custom-format dump into an existing, empty database. */
export async function restorePostgres(plainPath: string, connectionString: string): Promise<void> {
  // --no-privileges: the dump's GRANTs name app_user, which a new server may not have yet; the
  // server sets up the role, its grants and row-level security itself (migrate.ts applyTenancy).
  await tool('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction'], connectionString, { stdin: createReadStream(plainPath) }).exited;
  // The restored digest of that setup would tell the server it is done: forget it, so the server
  // applies it (and the grants) on its first start there.
  const client = await connect(connectionString);
  try {
    await client.query(`delete from schema_setup where key = 'tenancy'`);
  } finally {
    await client.end();
  }
}

/** Whether a database already holds tables (a restore never writes over one that does). */
export async function postgresIsEmpty(connectionString: string): Promise<boolean> {
  const client = await connect(connectionString);
  try {
    const { rows } = await client.query<{ n: number }>(`select count(*)::int as n from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')`);
    return rows[0]!.n === 0;
  } finally {
    await client.end();
  }
}

export { connect as connectPostgres };

/** The same server, another database name. */
export function withDatabase(connectionString: string, database: string): string {
  const url = new URL(connectionString);
  url.pathname = `/${database}`;
  return url.toString();
}
