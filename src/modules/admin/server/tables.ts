// The platform's backups (issue 20, /backup): one row per backup taken, with where its encrypted
// file is, what it holds (the manifest, also sealed inside the file) and what its verification
// found. Platform-level, no company_id (so no row-level security): only the super admin's routes
// read it.
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { BackupManifest, BackupVerification } from './backup/manifest';

export type BackupStatus = 'running' | 'done' | 'failed';

export const platformBackups = pgTable(
  'platform_backups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** 'pglite' (a data-directory dump) or 'postgres' (pg_dump custom format). */
    engine: text('engine').notNull(),
    /** 'manual' (the super admin's button) or 'scheduled' (the daily job). */
    trigger: text('trigger').notNull(),
    status: text('status').$type<BackupStatus>().notNull().default('running'),
    fileName: text('file_name'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    /** SHA-256 of the encrypted file as stored and downloaded. */
    sha256: text('sha256'),
    durationMs: integer('duration_ms'),
    manifest: jsonb('manifest').$type<BackupManifest>(),
    verification: jsonb('verification').$type<BackupVerification>(),
    error: text('error'),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('platform_backups_created_idx').on(t.createdAt)],
);
