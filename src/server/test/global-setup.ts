// Builds one migrated + seeded database template per run; each test file clones it.
// PGlite: a data-dir dump on disk. PostgreSQL (TEST_DATABASE_URL): a template database.
import type { TestProject } from 'vitest/node';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openPglite, openPostgres } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { ensureReferenceData } from '../seed/reference-data';
import { seedDemo } from '../seed/demo';
import { backfillLedgers } from '../seed/ledger-backfill';

declare module 'vitest' {
  export interface ProvidedContext {
    dbKind: 'pglite' | 'postgres';
    templateDump: string;
    templateDbName: string;
    adminUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const name = `masar_tpl_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const handle = openPostgres(url.toString(), 2);
    await prepare(handle);
    await handle.close();
    project.provide('dbKind', 'postgres');
    project.provide('templateDbName', name);
    project.provide('adminUrl', adminUrl);
    project.provide('templateDump', '');
    return async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'masar-tpl-'));
  const handle = await openPglite(undefined);
  await prepare(handle);
  const dump = await handle.pglite!.dumpDataDir('none');
  const file = join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  project.provide('dbKind', 'pglite');
  project.provide('templateDump', file);
  project.provide('templateDbName', '');
  project.provide('adminUrl', '');
  return () => rmSync(dir, { recursive: true, force: true });
}

async function prepare(handle: Awaited<ReturnType<typeof openPglite>>) {
  await migrateDatabase(handle);
  await ensureReferenceData(handle.db);
  await seedDemo(handle.db);
  await backfillLedgers(handle.db);
}
