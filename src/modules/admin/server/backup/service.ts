// Platform backups (issue 20, /backup, decision 062): taken on demand or daily by the job runner,
// sealed (sealed-file.ts) into BACKUP_DIR, then checked by restoring the sealed file into a
// scratch database (a PGlite in memory, or a new PostgreSQL database dropped afterwards) and
// comparing its row counts and money checksums with the manifest taken with the dump.
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { openPostgres, type Database, type DbHandle, type Tx } from '../../../../server/db/client';
import { AppError } from '../../../../server/http/errors';
import { platformBackups } from '../tables';
import { connectPostgres, dumpPglite, dumpPostgres, loadPglite, postgresIsEmpty, restorePostgres, withDatabase } from './engines';
import { compareManifests, takeManifest, type BackupManifest, type BackupVerification } from './manifest';
import type { Logger } from '../../../../server/logger';
import { sealToFile, unsealToFile, type SealedHeader } from './sealed-file';

export type BackupSettings = { dir: string; key: Buffer; keep: number };

const stamp = (d: Date) => d.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');

/**
 * The row a backup is tracked by, made before the work starts (so the page shows it running).
 * One at a time: an advisory lock makes the check and the insert one step, so two requests (or a
 * request and the daily job) cannot both start one.
 */
export async function startBackup(db: Database | Tx, trigger: 'manual' | 'scheduled', engine: DbHandle['kind'], userId: string | null): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('masar:platform-backup'))`);
    // A backup still "running" after an hour was cut off (its server stopped mid-way): it is
    // closed as failed so that it does not hold every later backup back; a partial file it left
    // goes with its row when pruning reaches it.
    await tx
      .update(platformBackups)
      .set({ status: 'failed', error: 'interrupted: the server stopped before the backup finished', finishedAt: sql`now()` })
      .where(and(eq(platformBackups.status, 'running'), lt(platformBackups.createdAt, sql`now() - interval '1 hour'`)));
    const running = await tx.select({ id: platformBackups.id }).from(platformBackups).where(eq(platformBackups.status, 'running')).limit(1);
    if (running.length) throw new AppError(409, 'backup_running');
    const [row] = await tx.insert(platformBackups).values({ engine, trigger, createdBy: userId }).returning({ id: platformBackups.id });
    return row!.id;
  });
}

const failure = (err: unknown) => String((err as Error)?.message ?? err).slice(0, 2000);

/**
 * Takes the backup of row `id`, seals it, checks it, and keeps the newest `keep` verified ones.
 * The row is claimed by naming its file: a runner that takes the same job again (a lease run out)
 * finds it named and leaves it. A failed dump or seal leaves no file behind.
 */
export async function runBackup(handle: DbHandle, settings: BackupSettings, id: string, now: () => Date, logger?: Logger): Promise<void> {
  const started = Date.now();
  const takenAt = now();
  const fileName = `masar-${stamp(takenAt)}-${id.slice(0, 8)}.masar-backup`;
  const claimed = await handle.db
    .update(platformBackups)
    .set({ fileName })
    .where(and(eq(platformBackups.id, id), eq(platformBackups.status, 'running'), isNull(platformBackups.fileName)))
    .returning({ id: platformBackups.id });
  if (!claimed.length) return;
  const path = join(settings.dir, fileName);
  let manifest: BackupManifest;
  let stored: { sizeBytes: number; sha256: string };
  try {
    await mkdir(settings.dir, { recursive: true, mode: 0o700 });
    const dumped = handle.kind === 'pglite' ? await dumpPglite(handle, takenAt) : await dumpPostgres(handle.connectionString!, takenAt);
    manifest = dumped.manifest;
    const header: SealedHeader = { version: 1, engine: handle.kind, takenAt: takenAt.toISOString(), manifest };
    // Both must end well: the seal (the file written) and the dump (pg_dump's exit code).
    const [sealing, dumping] = await Promise.allSettled([sealToFile(dumped.body, path, header, settings.key), dumped.finished]);
    if (sealing.status === 'rejected') {
      dumped.abort();
      await dumped.finished.catch(() => undefined);
      throw sealing.reason;
    }
    if (dumping.status === 'rejected') throw dumping.reason;
    stored = sealing.value;
  } catch (err) {
    await rm(path, { force: true });
    await handle.db
      .update(platformBackups)
      .set({ status: 'failed', fileName: null, error: failure(err), durationMs: Date.now() - started, finishedAt: now() })
      .where(eq(platformBackups.id, id));
    throw err;
  }
  await handle.db
    .update(platformBackups)
    .set({ status: 'done', sizeBytes: stored.sizeBytes, sha256: stored.sha256, manifest, durationMs: Date.now() - started, finishedAt: now() })
    .where(eq(platformBackups.id, id));
  // The backup stands from here on; its check and the pruning report their own trouble.
  const verification = await verifyBackupFile(handle, path, settings.key, now).catch(
    (err: unknown): BackupVerification => ({ ok: false, at: now().toISOString(), tables: 0, rows: 0, companies: 0, mismatches: [failure(err)] }),
  );
  await handle.db.update(platformBackups).set({ verification }).where(eq(platformBackups.id, id));
  await pruneBackups(handle.db, settings).catch((err: unknown) => logger?.warn({ err }, 'old backups could not all be removed'));
}

/**
 * Keeps the newest `keep` backups whose check passed, and every backup newer than the oldest of
 * them (so a run of failed checks never pushes the last good backups out); older ones lose their
 * file and their row.
 */
async function pruneBackups(db: Database, settings: BackupSettings) {
  const rows = await db
    .select({ id: platformBackups.id, fileName: platformBackups.fileName, status: platformBackups.status, verification: platformBackups.verification })
    .from(platformBackups)
    .orderBy(desc(platformBackups.createdAt));
  const good = rows.filter((b) => b.status === 'done' && b.verification?.ok);
  if (good.length <= settings.keep) return;
  const oldestKept = rows.indexOf(good[settings.keep - 1]!);
  const old = rows.slice(oldestKept + 1).filter((b) => b.status !== 'running');
  for (const b of old) if (b.fileName) await rm(join(settings.dir, b.fileName), { force: true });
  if (old.length) await db.delete(platformBackups).where(inArray(platformBackups.id, old.map((b) => b.id)));
}

async function withPlainCopy<T>(path: string, key: Buffer, fn: (plainPath: string, header: SealedHeader) => Promise<T>): Promise<T> {
  const scratch = await mkdtemp(join(tmpdir(), 'masar-restore-'));
  try {
    const plainPath = join(scratch, 'dump');
    const header = await unsealToFile(path, plainPath, key);
    return await fn(plainPath, header);
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/**
 * The check of a sealed file: restored into a scratch database of its engine (a PGlite in memory;
 * a new database on the live PostgreSQL server, dropped afterwards), then counted.
 */
export async function verifyBackupFile(handle: DbHandle, path: string, key: Buffer, now: () => Date): Promise<BackupVerification> {
  return withPlainCopy(path, key, async (plainPath, header) => {
    if (header.engine === 'pglite') {
      const copy = await loadPglite(plainPath);
      try {
        return compareManifests(header.manifest, await takeManifest(copy.db, 'pglite', new Date(header.takenAt)), now());
      } finally {
        await copy.close();
      }
    }
    if (handle.kind !== 'postgres') throw new AppError(422, 'backup_wrong_engine', undefined, { engine: 'PostgreSQL' });
    const name = `masar_verify_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
    const admin = await connectPostgres(handle.connectionString!);
    try {
      await admin.query(`create database ${name}`);
      try {
        const url = withDatabase(handle.connectionString!, name);
        await restorePostgres(plainPath, url);
        const copy = openPostgres(url, 1);
        try {
          return compareManifests(header.manifest, await takeManifest(copy.db, 'postgres', new Date(header.takenAt)), now());
        } finally {
          await copy.close();
        }
      } finally {
        await admin.query(`drop database if exists ${name} with (force)`);
      }
    } finally {
      await admin.end();
    }
  });
}

export type RestoreTarget = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; connectionString: string };

/**
 * Restores a sealed file into a new place: an empty or absent data directory (PGlite) or an
 * existing empty database (PostgreSQL), then checks it against the backup's manifest. A damaged
 * file is refused before anything is written; so is a target that already holds data.
 */
export async function restoreBackup(path: string, key: Buffer, target: RestoreTarget, now: () => Date = () => new Date()): Promise<BackupVerification> {
  const empty = target.kind === 'pglite' ? !existsSync(target.dataDir) || (await readdir(target.dataDir)).length === 0 : await postgresIsEmpty(target.connectionString);
  if (!empty) throw new AppError(409, 'backup_target_not_empty');
  return withPlainCopy(path, key, async (plainPath, header) => {
    if (header.engine !== target.kind) throw new AppError(422, 'backup_wrong_engine', undefined, { engine: header.engine === 'pglite' ? 'PGlite' : 'PostgreSQL' });
    if (target.kind === 'pglite') {
      const copy = await loadPglite(plainPath, target.dataDir);
      try {
        return compareManifests(header.manifest, await takeManifest(copy.db, 'pglite', new Date(header.takenAt)), now());
      } finally {
        await copy.close();
      }
    }
    await restorePostgres(plainPath, target.connectionString);
    const copy = openPostgres(target.connectionString, 1);
    try {
      return compareManifests(header.manifest, await takeManifest(copy.db, 'postgres', new Date(header.takenAt)), now());
    } finally {
      await copy.close();
    }
  });
}
