// The two ways a database is copied and put back (decision 062). PGlite: its data-directory dump
// (a tarball of the cluster's files), taken while the manifest's transaction holds PGlite's one
// session, so both see the same state. PostgreSQL: pg_dump in custom format reading the snapshot
// the manifest's REPEATABLE READ transaction exported, so the dump and the figures agree to the row
// while requests go on (pg_dump takes no lock that blocks them).
import { spawn } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { PGLITE_EXTENSIONS, wrapPglite, type Database, type DbHandle } from '../../../../server/db/client';
import * as schema from '../../../../server/db/schema';
import { takeManifest, type BackupManifest } from './manifest';

export type Dumped = { manifest: BackupManifest; body: Readable; finished: Promise<void> };

/** Runs a client tool; resolves when it exits 0, rejects with its last stderr lines otherwise. */
function tool(command: string, args: string[], opts: { stdin?: Readable; stdout?: 'pipe' } = {}) {
  const child = spawn(command, args, { stdio: [opts.stdin ? 'pipe' : 'ignore', opts.stdout ?? 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (d: Buffer) => void (stderr = (stderr + d.toString()).slice(-2000)));
  if (opts.stdin) opts.stdin.pipe(child.stdin!);
  const exited = new Promise<void>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${command} exited with ${code}: ${stderr.trim()}`))));
  });
  return { child, exited };
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
  return { manifest, body: Readable.from([Buffer.from(await tarball.arrayBuffer())]), finished: Promise.resolve() };
}

/**
 * PostgreSQL: a connection of its own holds a read-only REPEATABLE READ transaction; the manifest
 * is read in it and pg_dump reads its exported snapshot. The connection's role must see every
 * company's rows (a superuser or BYPASSRLS): row_security off makes a role that cannot fail loudly
 * instead of counting nothing.
 */
export async function dumpPostgres(connectionString: string, takenAt: Date): Promise<Dumped> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    await client.query('set local row_security = off');
    const { rows } = await client.query<{ snapshot: string }>('select pg_export_snapshot() as snapshot');
    const manifest = await takeManifest(drizzlePg(client, { schema }) as unknown as Database, 'postgres', takenAt);
    const dump = tool('pg_dump', ['--format=custom', '--no-owner', `--snapshot=${rows[0]!.snapshot}`, `--dbname=${connectionString}`], { stdout: 'pipe' });
    const finished = dump.exited.finally(async () => {
      await client.query('commit').catch(() => undefined);
      await client.end();
    });
    return { manifest, body: dump.child.stdout!, finished };
  } catch (err) {
    await client.end();
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
  await tool('pg_restore', ['--no-owner', '--exit-on-error', '--single-transaction', `--dbname=${connectionString}`], { stdin: createReadStream(plainPath) }).exited;
}

/** Whether a database already holds tables (a restore never writes over one that does). */
export async function postgresIsEmpty(connectionString: string): Promise<boolean> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(`select count(*)::int as n from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')`);
    return rows[0]!.n === 0;
  } finally {
    await client.end();
  }
}

/** The same server, another database name. */
export function withDatabase(connectionString: string, database: string): string {
  const url = new URL(connectionString);
  url.pathname = `/${database}`;
  return url.toString();
}
