// One migrated + seeded database template per run; each test file clones it. PGlite: a data-dir
// dump on disk. PostgreSQL (TEST_DATABASE_URL): a template database. `npm test` builds both while
// lint and typecheck run and hands them over (TEST_TEMPLATE_DUMP, TEST_TEMPLATE_DATABASE); they
// are then its to remove. Run on its own, the tier builds its template here.
import type { TestProject } from 'vitest/node';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildPgliteTemplate, buildPostgresTemplate, dropPostgresTemplate } from './templates';

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
    const given = process.env.TEST_TEMPLATE_DATABASE;
    const name = given || `masar_tpl_${process.pid}_${Date.now()}`;
    if (!given) await buildPostgresTemplate(adminUrl, name);
    project.provide('dbKind', 'postgres');
    project.provide('templateDbName', name);
    project.provide('adminUrl', adminUrl);
    project.provide('templateDump', '');
    return given ? undefined : () => dropPostgresTemplate(adminUrl, name);
  }
  const given = process.env.TEST_TEMPLATE_DUMP;
  if (given && !existsSync(given)) throw new Error(`TEST_TEMPLATE_DUMP names a file that does not exist: ${given}`);
  const dir = given ? null : mkdtempSync(join(tmpdir(), 'masar-tpl-'));
  const file = given || join(dir!, 'template.tar');
  if (!given) await buildPgliteTemplate(file);
  project.provide('dbKind', 'pglite');
  project.provide('templateDump', file);
  project.provide('templateDbName', '');
  project.provide('adminUrl', '');
  return dir ? () => rmSync(dir, { recursive: true, force: true }) : undefined;
}
