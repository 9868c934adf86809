// Applies drizzle-kit's generated migrations, then the tenancy step. Runs on every start.
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { queryRows, type DbHandle } from './client';
import { TENANCY_SQL } from './tenancy-sql';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../../drizzle', import.meta.url));

/**
 * Several server processes starting on one PostgreSQL database migrate and seed one at a time
 * (concurrent CREATE OR REPLACE of the tenancy functions fails with "tuple concurrently updated").
 * A session advisory lock on a connection of its own; PGlite has one process per data dir.
 */
export async function withStartupLock<T>(handle: DbHandle, fn: () => Promise<T>): Promise<T> {
  if (!handle.pool) return fn();
  const client = await handle.pool.connect();
  try {
    await client.query(`select pg_advisory_lock(hashtext('masar.startup'))`);
    return await fn();
  } finally {
    await client.query(`select pg_advisory_unlock(hashtext('masar.startup'))`).catch(() => undefined);
    client.release();
  }
}

export async function migrateDatabase(handle: DbHandle): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  await handle.exec('create extension if not exists btree_gist; create extension if not exists pg_trgm;');
  if (handle.kind === 'pglite') await migratePglite(handle.db as unknown as PgliteDatabase, config);
  else await migratePg(handle.db as unknown as NodePgDatabase, config);
  await applyTenancy(handle);
}

/**
 * The tenancy step (row-level security, grants, the audit and count triggers on every table) is
 * DDL that locks each table. It runs when the schema or the step changed since it last ran — a new
 * migration, a new version of the step, another database user — and not on every start: a second
 * process starting beside a running one would otherwise take those locks under live traffic and
 * its jobs (a deadlock seen with two processes on one database).
 */
async function applyTenancy(handle: DbHandle): Promise<void> {
  await handle.exec('create table if not exists schema_setup (key text primary key, digest text not null)');
  const [who] = await queryRows<{ name: string }>(handle.db, sql`select current_user as name`);
  const migrations = readdirSync(MIGRATIONS_FOLDER).filter((f) => f.endsWith('.sql')).sort();
  const digest = createHash('sha256').update(JSON.stringify([TENANCY_SQL, migrations, who?.name])).digest('hex');
  const [done] = await queryRows<{ digest: string }>(handle.db, sql`select digest from schema_setup where key = 'tenancy'`);
  if (done?.digest === digest) return;
  for (const script of TENANCY_SQL) await withDeadlockRetry(() => handle.exec(script));
  await handle.db.execute(sql`insert into schema_setup (key, digest) values ('tenancy', ${digest}) on conflict (key) do update set digest = excluded.digest`);
}

/** DDL beside live transactions may be chosen as a deadlock's victim: the step is idempotent, so run it again. */
async function withDeadlockRetry(run: () => Promise<void>, attempts = 5): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      const code = (error as { code?: string; cause?: { code?: string } }).code ?? (error as { cause?: { code?: string } }).cause?.code;
      if (code !== '40P01' || attempt >= attempts) throw error;
    }
  }
}
