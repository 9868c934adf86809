// Record documents (licences, registration cards, photos, signed contracts) in the file store,
// named by a random uuid. Images and PDFs only, checked by their magic bytes, 10 MB at most.
// Reads go through the owning record's tenant-scoped row, and the file's own row-level security.
import { randomUUID } from 'node:crypto';
import { AppError, notFound } from '../http/errors';
import type { Executor, FileStore } from './file-store';

export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
const TYPES: Record<string, { ext: string; magic: (b: Uint8Array) => boolean }> = {
  'application/pdf': { ext: 'pdf', magic: (b) => b[0] === 0x25 && b[1] === 0x50 && b[2] === 0x44 && b[3] === 0x46 },
  'image/png': { ext: 'png', magic: (b) => b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47 },
  'image/jpeg': { ext: 'jpg', magic: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  'image/webp': { ext: 'webp', magic: (b) => b[0] === 0x52 && b[1] === 0x49 && b[2] === 0x46 && b[3] === 0x46 && b[8] === 0x57 && b[9] === 0x45 },
};
/** The content types a document may have, and is downloaded with. */
export const DOCUMENT_TYPES = Object.keys(TYPES) as [string, ...string[]];

export type StoredDocument = { storageKey: string; contentType: string; size: number; fileName: string };

/** Checks and stores a document through the transaction that writes its record. */
export async function saveDocument(store: FileStore, tx: Executor, companyId: string, file: unknown): Promise<StoredDocument> {
  if (!(file instanceof File)) throw new AppError(400, 'validation_failed', { file: 'required' });
  const type = TYPES[file.type];
  if (!type) throw new AppError(400, 'file_type_not_allowed', { file: 'file_type_not_allowed' });
  if (file.size > MAX_DOCUMENT_BYTES) throw new AppError(400, 'file_too_large', { file: 'file_too_large' });
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!type.magic(bytes)) throw new AppError(400, 'file_type_not_allowed', { file: 'file_type_not_allowed' });
  const id = randomUUID();
  await store.put(tx, { id, companyId, kind: 'documents', contentType: file.type, bytes });
  return { storageKey: `documents/${companyId}/${id}.${type.ext}`, contentType: file.type, size: file.size, fileName: file.name.slice(0, 200) || `document.${type.ext}` };
}

// The key keeps the shape the files had on disk; its uuid is the stored file's id.
const KEY = /^documents\/[0-9a-f-]{36}\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(pdf|png|jpg|webp)$/;

export async function readDocument(store: FileStore, tx: Executor, storageKey: string): Promise<Uint8Array> {
  const id = KEY.exec(storageKey)?.[1];
  const stored = id ? await store.get(tx, 'documents', id) : undefined;
  if (!stored) throw notFound();
  return stored.bytes;
}

export async function removeDocument(store: FileStore, tx: Executor, storageKey: string): Promise<void> {
  const id = KEY.exec(storageKey)?.[1];
  if (id) await store.remove(tx, 'documents', id);
}

/** The download response: inline for viewing, never cached by shared caches. */
export function documentResponse(bytes: Uint8Array, doc: { contentType: string; fileName: string }): Response {
  const ascii = doc.fileName.replace(/[^A-Za-z0-9._-]/g, '_');
  return new Response(new Uint8Array(bytes), {
    headers: {
      'content-type': doc.contentType,
      'content-disposition': `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(doc.fileName)}`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}
