// The seeded databases the test tiers copy: migrated, reference data, the demo and its ledger.
// Built by each tier's global setup, or once beforehand by `npm test` (scripts/test-template.ts),
// which hands them over in TEST_TEMPLATE_DUMP and TEST_TEMPLATE_DATABASE.
import { writeFileSync } from 'node:fs';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS, openPostgres, wrapPglite, type DbHandle } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { ensureReferenceData } from '../seed/reference-data';
import { seedDemo } from '../seed/demo';
import { backfillLedgers } from '../seed/ledger-backfill';

async function prepare(handle: DbHandle) {
  await migrateDatabase(handle);
  await ensureReferenceData(handle.db);
  await seedDemo(handle.db);
  await backfillLedgers(handle.db);
}

/**
 * A PGlite data directory with the seeded data, written to `file` as a tar dump. Every API test
 * file loads it, so it is kept small: the seed leaves seven 16 MB WAL segments, which PostgreSQL
 * would keep for reuse (min_wal_size 80 MB); with a smaller floor and no recycling the closing
 * checkpoint deletes those it no longer needs. 214 MB → 113 MB, a load 1.2–1.6 s → 0.55 s.
 */
export async function buildPgliteTemplate(file: string): Promise<void> {
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS, startParams: [...PGlite.defaultStartParams, '-c', 'min_wal_size=32MB', '-c', 'wal_recycle=off'] });
  const handle = wrapPglite(client);
  await prepare(handle);
  await handle.exec('checkpoint');
  const dump = await client.dumpDataDir('none');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
}

/** A new database `name` on the server of `adminUrl`, seeded, for `create database … template`. */
export async function buildPostgresTemplate(adminUrl: string, name: string): Promise<void> {
  await withAdmin(adminUrl, (admin) => admin.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = openPostgres(url.toString(), 2);
  try {
    await prepare(handle);
  } finally {
    // A template cannot be copied while a connection to it is open.
    await handle.close();
  }
}

export async function dropPostgresTemplate(adminUrl: string, name: string): Promise<void> {
  await withAdmin(adminUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`));
}

async function withAdmin(adminUrl: string, work: (admin: pg.Client) => Promise<unknown>) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await work(admin);
  } finally {
    await admin.end();
  }
}
