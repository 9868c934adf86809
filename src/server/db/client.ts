// One database handle for the whole server: PGlite on disk by default, PostgreSQL when
// DATABASE_URL is set. Both expose the same drizzle API over the same schema.
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PgDialect, type PgDatabase, type PgQueryResultHKT, type PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations, SQL } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type DbKind = 'pglite' | 'postgres';

export type DbHandle = {
  db: Database;
  kind: DbKind;
  /** Raw client, for LISTEN/NOTIFY and data-dir dumps. */
  pglite?: PGlite;
  pool?: pg.Pool;
  /** PostgreSQL: where a connection of its own (LISTEN) connects. */
  connectionString?: string;
  /** Runs a multi-statement SQL script outside drizzle (simple query protocol). */
  exec: (script: string) => Promise<void>;
  close: () => Promise<void>;
};

export const PGLITE_EXTENSIONS = { btree_gist, pg_trgm };

export function wrapPglite(client: PGlite): DbHandle {
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    exec: async (script) => void (await client.exec(script)),
    close: () => client.close(),
  };
}

export async function openPglite(dataDir: string | undefined): Promise<DbHandle> {
  const client = await PGlite.create({ dataDir, extensions: PGLITE_EXTENSIONS });
  return wrapPglite(client);
}

export function openPostgres(connectionString: string, max = 10): DbHandle {
  const pool = new pg.Pool({ connectionString, max });
  // An idle client can be cut off by the server (restart, failover, a dropped test database);
  // without a listener pg re-throws that as an uncaught exception. The pool replaces the client.
  pool.on('error', (err: Error & { code?: string }) => {
    if (err.code !== '57P01') console.warn(`postgres: idle client error: ${err.message}`);
  });
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    pool,
    connectionString,
    exec: async (script) => void (await pool.query(script)),
    close: () => pool.end(),
  };
}

export async function openDatabase(env: { DATABASE_URL?: string; DATA_DIR?: string }): Promise<DbHandle> {
  if (env.DATABASE_URL) return openPostgres(env.DATABASE_URL);
  return openPglite(env.DATA_DIR ?? './data');
}

/** Rows of a raw SQL query, typed; both drivers return { rows }. */
export async function queryRows<T>(db: Pick<Database, 'execute'>, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const dialect = new PgDialect();

/**
 * Rows of a raw query the server runs on every request, as a named prepared statement on
 * PostgreSQL: each pooled connection parses and plans it once, then reuses the plan (an unnamed
 * statement is planned on every run, ~0.8 ms of the session lookup's ~1 ms). `name` must be
 * unique per SQL text. PGlite (one in-process connection, no network) runs it as usual.
 */
export async function preparedRows<T>(handle: Pick<DbHandle, 'db' | 'pool'>, name: string, query: SQL): Promise<T[]> {
  if (!handle.pool) return queryRows<T>(handle.db, query);
  const { sql: text, params } = dialect.sqlToQuery(query);
  const result = await handle.pool.query({ name, text, values: params as unknown[] });
  return result.rows as T[];
}
