// Platform backups (issue 20): the super admin takes one, it is sealed, listed with its size,
// checksum and the check of a restore into a scratch database; the file restores into a new
// database with equal row counts and money checksums; a damaged, truncated or foreign file is
// refused with a clear message and nothing is written; nobody but the super admin reaches it.
// Runs on PGlite (data-directory dump) and, in the PostgreSQL tier, on pg_dump / pg_restore.
import { execFile } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { message } from '../../../../core/i18n/messages';
import { withDatabase } from './engines';
import { backupKey } from './sealed-file';
import { restoreBackup, startBackup, type RestoreTarget } from './service';
import { platformBackups } from '../tables';
import { eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../../../../server/test/test-server';

let t: TestServer;
let superAdmin: string;
let companyAdmin: string;
let scratch: string;
const key = backupKey('test-secret-test-secret-test-secret');

type Backup = { id: string; status: string; fileName: string | null; sizeBytes: number | null; sha256: string | null; tables: number | null; rows: number | null; companies: number | null; verification: { ok: boolean; tables: number; rows: number; companies: number; mismatches: string[] } | null };

beforeAll(async () => {
  t = await startTestServer();
  superAdmin = await t.signIn('super@masar.test');
  companyAdmin = await t.signIn('admin@rental.masar.test');
  scratch = join(tmpdir(), `masar-backup-test-${randomUUID()}`);
  await mkdir(scratch, { recursive: true });
});
afterAll(async () => {
  await t?.stop();
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

/** A new place to restore into: an absent data directory, or an empty database on the same server. */
async function newTarget(): Promise<{ target: RestoreTarget; drop: () => Promise<void> }> {
  if (t.deps.handle.kind === 'pglite') return { target: { kind: 'pglite', dataDir: join(scratch, `restored-${randomUUID()}`) }, drop: async () => undefined };
  const name = `masar_restore_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: t.deps.handle.connectionString });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  return {
    target: { kind: 'postgres', connectionString: withDatabase(t.deps.handle.connectionString!, name) },
    drop: async () => {
      const c = new pg.Client({ connectionString: t.deps.handle.connectionString });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

let backup: Backup;
let file: string;

describe('taking a backup', () => {
  it('is the super admin’s alone', async () => {
    expect((await t.json('GET', '/api/admin/backups', { cookie: companyAdmin })).status).toBe(403);
    expect((await t.json('POST', '/api/admin/backups', { cookie: companyAdmin })).status).toBe(403);
  });

  it('is queued, refuses a second one while it runs, then is listed sealed, sized and checked by a restore', { timeout: 180_000 }, async () => {
    const queued = await t.json('POST', '/api/admin/backups', { cookie: superAdmin });
    expect(queued.status).toBe(202);
    const again = await t.json('POST', '/api/admin/backups', { cookie: superAdmin });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(message('backup_running', 'ar'));
    const running = await t.json('GET', '/api/admin/backups', { cookie: superAdmin });
    expect(running.body.items[0]).toMatchObject({ id: queued.body.id, status: 'running', trigger: 'manual' });

    await t.deps.jobs.runDue();
    const list = await t.json('GET', '/api/admin/backups', { cookie: superAdmin });
    backup = list.body.items[0] as Backup;
    expect(backup).toMatchObject({ id: queued.body.id, status: 'done', engine: t.deps.handle.kind });
    expect(backup.tables).toBeGreaterThan(50);
    expect(backup.companies).toBeGreaterThanOrEqual(2);
    expect(backup.verification).toMatchObject({ ok: true, mismatches: [], tables: backup.tables, rows: backup.rows, companies: backup.companies });

    // The download is the stored file: same size and checksum as listed, and not a database in clear.
    const res = await t.request('GET', `/api/admin/backups/${backup.id}/download`, { cookie: superAdmin });
    expect(res.status).toBe(200);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.length).toBe(backup.sizeBytes);
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(backup.sha256);
    expect(bytes.subarray(0, 8).toString()).toBe('MASARBK1');
    expect(bytes.includes(Buffer.from('PGDMP'))).toBe(false);
    file = join(scratch, backup.fileName!);
    await writeFile(file, bytes);
    expect((await t.request('GET', `/api/admin/backups/${backup.id}/download`, { cookie: companyAdmin })).status).toBe(403);
  });
});

describe('a backup cut off by a stopped server', () => {
  it('is closed as failed after an hour, so it no longer holds the next one back', async () => {
    const db = t.deps.handle.db;
    const [stale] = await db.insert(platformBackups).values({ engine: t.deps.handle.kind, trigger: 'scheduled', createdAt: new Date(Date.now() - 2 * 3600_000) }).returning();
    const next = await startBackup(db, 'manual', t.deps.handle.kind, null);
    const list = await t.json('GET', '/api/admin/backups', { cookie: superAdmin });
    expect(list.body.items.find((b: Backup) => b.id === stale!.id)).toMatchObject({ status: 'failed', error: expect.stringContaining('interrupted') });
    await db.delete(platformBackups).where(eq(platformBackups.id, next));
  });
});

describe('restoring a backup', () => {
  it('fills a new database whose row counts and money checksums equal the backup’s', { timeout: 180_000 }, async () => {
    const { target, drop } = await newTarget();
    try {
      const report = await restoreBackup(file, key, target);
      expect(report).toMatchObject({ ok: true, mismatches: [], tables: backup.tables, rows: backup.rows, companies: backup.companies });
      if (target.kind === 'postgres') {
        // Restored without the dump's GRANTs (app_user may not exist on a new server): the setup's
        // digest is cleared, so the server grants and secures the tables itself when it starts there.
        const c = new pg.Client({ connectionString: target.connectionString });
        await c.connect();
        const { rows } = await c.query<{ n: number }>(`select count(*)::int as n from schema_setup where key = 'tenancy'`);
        await c.end();
        expect(rows[0]!.n).toBe(0);
      }
    } finally {
      await drop();
    }
  });

  it('refuses a truncated, altered or foreign file, or another key, and writes nothing', { timeout: 120_000 }, async () => {
    const bytes = await readFile(file);
    const truncated = join(scratch, 'truncated.masar-backup');
    await writeFile(truncated, bytes.subarray(0, Math.floor(bytes.length * 0.6)));
    const altered = join(scratch, 'altered.masar-backup');
    const flipped = Buffer.from(bytes);
    flipped[Math.floor(flipped.length / 2)]! ^= 0xff;
    await writeFile(altered, flipped);
    const foreign = join(scratch, 'notes.txt');
    await writeFile(foreign, 'not a backup at all');

    const refusal = async (path: string, withKey = key) => {
      const { target, drop } = await newTarget();
      try {
        const error = (await restoreBackup(path, withKey, target).then(() => null, (e: unknown) => e)) as { status: number; code: string } | null;
        // Nothing was written where the restore was pointed.
        if (target.kind === 'pglite') expect(existsSync(target.dataDir)).toBe(false);
        else {
          const c = new pg.Client({ connectionString: target.connectionString });
          await c.connect();
          const { rows } = await c.query<{ n: number }>(`select count(*)::int as n from information_schema.tables where table_schema = 'public'`);
          await c.end();
          expect(rows[0]!.n).toBe(0);
        }
        return error;
      } finally {
        await drop();
      }
    };
    expect(await refusal(truncated)).toMatchObject({ status: 422, code: 'backup_corrupted' });
    expect(await refusal(altered)).toMatchObject({ status: 422, code: 'backup_corrupted' });
    expect(await refusal(file, backupKey('another platform’s secret'))).toMatchObject({ status: 422, code: 'backup_corrupted' });
    expect(await refusal(foreign)).toMatchObject({ status: 422, code: 'backup_not_masar' });
    expect(message('backup_corrupted', 'ar')).toContain('لم يُستعد شيء');
    expect(message('backup_corrupted', 'en')).toContain('nothing was restored');
  });

  it('is what `npm run restore` does, with the verdict printed, and a refusal in both languages', { timeout: 180_000 }, async () => {
    const cli = (args: string[]) =>
      new Promise<{ code: number; out: string }>((resolve) => {
        execFile(process.execPath, ['--import', 'tsx', 'scripts/restore-backup.ts', ...args], { env: { ...process.env, BETTER_AUTH_SECRET: 'test-secret-test-secret-test-secret', BACKUP_KEY: '' } }, (err, stdout, stderr) =>
          resolve({ code: err ? Number((err as { code?: number }).code ?? 1) : 0, out: `${stdout}${stderr}` }),
        );
      });
    const { target, drop } = await newTarget();
    try {
      const done = await cli([file, target.kind === 'pglite' ? target.dataDir : target.connectionString]);
      expect(done.out).toContain('Verified');
      expect(done.code).toBe(0);
    } finally {
      await drop();
    }
    const truncated = join(scratch, 'cut.masar-backup');
    await writeFile(truncated, (await readFile(file)).subarray(0, 4000));
    const refused = await cli([truncated, join(scratch, `never-${randomUUID()}`)]);
    expect(refused.code).toBe(1);
    expect(refused.out).toContain(message('backup_corrupted', 'en'));
    expect(refused.out).toContain(message('backup_corrupted', 'ar'));
  });

  it('never writes over a place that already holds data', { timeout: 60_000 }, async () => {
    if (t.deps.handle.kind === 'pglite') {
      const occupied = join(scratch, 'occupied');
      await mkdir(occupied);
      await writeFile(join(occupied, 'keep.txt'), 'mine');
      await expect(restoreBackup(file, key, { kind: 'pglite', dataDir: occupied })).rejects.toMatchObject({ status: 409, code: 'backup_target_not_empty' });
      expect(await readdir(occupied)).toEqual(['keep.txt']);
    } else {
      // The live database itself is such a place.
      await expect(restoreBackup(file, key, { kind: 'postgres', connectionString: t.deps.handle.connectionString! })).rejects.toMatchObject({ status: 409, code: 'backup_target_not_empty' });
    }
  });
});
