// Where uploaded bytes live: somewhere every server process sees them (DECISIONS 15). One
// interface; the database store is the default (decision 025). Checks on type, magic bytes and
// size happen before a store sees a file (storage.ts, documents.ts).
import { and, eq } from 'drizzle-orm';
import type { Database, Tx } from '../db/client';
import { storedFiles } from '../db/schema';
import type { JobRunner } from '../jobs';
import { bucketFileStore, parseS3Url } from './bucket-store';

export type FileKind = 'avatars' | 'logos' | 'attachments' | 'documents' | 'signatures';

/** The raw client (platform path) or a transaction; a tenant transaction sees only its company's files. */
export type Executor = Database | Tx;

export type NewFile = { id: string; companyId: string | null; kind: FileKind; contentType: string; bytes: Uint8Array };
export type FileContent = { bytes: Uint8Array; contentType: string };

export type FileStore = {
  /**
   * Keeps a checked file. Pass the transaction of the record the file belongs to, so both are
   * kept or neither is.
   */
  put: (db: Executor, file: NewFile) => Promise<void>;
  /** The file of that kind and id, or undefined (missing, or another company's). */
  get: (db: Executor, kind: FileKind, id: string) => Promise<FileContent | undefined>;
  remove: (db: Executor, kind: FileKind, id: string) => Promise<void>;
  /**
   * Housekeeping of a store whose bytes live outside the database (the bucket): deletes the bytes
   * no row claims any more, older than `graceMs` (an upload may be mid-transaction). The database
   * store has none: its bytes go with their row.
   */
  sweep?: (db: Database, now: Date, graceMs?: number) => Promise<{ kept: number; deleted: number }>;
};

/** Rows of stored_files: the bytes beside their kind, company, type and size. */
export function databaseFileStore(): FileStore {
  const match = (kind: FileKind, id: string) => and(eq(storedFiles.id, id), eq(storedFiles.kind, kind));
  return {
    put: async (db, file) => {
      await db.insert(storedFiles).values({ id: file.id, companyId: file.companyId, kind: file.kind, contentType: file.contentType, size: file.bytes.byteLength, content: file.bytes });
    },
    get: async (db, kind, id) => {
      const [row] = await db.select({ bytes: storedFiles.content, contentType: storedFiles.contentType }).from(storedFiles).where(match(kind, id));
      // A file whose bytes went to a bucket (S3_URL was set when it was kept) is not here.
      return row?.bytes ? { bytes: row.bytes, contentType: row.contentType } : undefined;
    },
    remove: async (db, kind, id) => {
      await db.delete(storedFiles).where(match(kind, id));
    },
  };
}

/** The store the configuration chooses: the bucket at S3_URL when set, else the database. */
export function createFileStore(s3Url?: string): FileStore {
  return s3Url ? bucketFileStore(parseS3Url(s3Url)) : databaseFileStore();
}

/** With a bucket: every night, the objects no stored_files row claims (a rolled-back upload, a removed file) are deleted. */
export function registerBucketSweep(runner: JobRunner, store: FileStore) {
  const sweep = store.sweep;
  if (!sweep) return;
  runner.every('files.sweep-bucket', { daily: '02:30', timeZone: 'UTC' }, async ({ db, now }) => {
    await sweep(db, now);
  });
}
