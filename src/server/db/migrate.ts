// Applies drizzle-kit's generated migrations, then the tenancy step. Runs on every start.
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { fileURLToPath } from 'node:url';
import type { DbHandle } from './client';
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
  for (const script of TENANCY_SQL) await handle.exec(script);
}
