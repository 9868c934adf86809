// Uploaded images (photos, logos, ticket screenshots), kept in the file store under a random
// uuid so a URL cannot be guessed. Only the image types a browser renders safely are accepted.
import { randomUUID } from 'node:crypto';
import { badRequest, notFound } from '../http/errors';
import type { Executor, FileStore } from './file-store';

export type UploadKind = 'avatars' | 'logos' | 'attachments';
export const UPLOAD_KINDS: readonly UploadKind[] = ['avatars', 'logos', 'attachments'];

const IMAGE_TYPES: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };
const CONTENT_TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' };
/** The content types a stored image is served with. */
export const STORED_IMAGE_TYPES = Object.values(CONTENT_TYPES) as [string, ...string[]];
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

const NAME = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(png|jpg|webp)$/;

/**
 * Validates and stores an image through `db` (the transaction of the record that points at it,
 * when there is one); returns the URL it is served from.
 */
export async function saveImage(store: FileStore, db: Executor, kind: UploadKind, companyId: string | null, file: unknown): Promise<string> {
  if (!(file instanceof File)) throw badRequest('validation_failed', { file: 'required' });
  const ext = IMAGE_TYPES[file.type];
  if (!ext) throw badRequest('validation_failed', { file: 'invalid_file_type' });
  if (file.size > MAX_IMAGE_BYTES) throw badRequest('validation_failed', { file: 'file_too_large' });
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!looksLike(ext, bytes)) throw badRequest('validation_failed', { file: 'invalid_file_type' });
  const id = randomUUID();
  await store.put(db, { id, companyId, kind, contentType: file.type, bytes });
  return `/api/files/${kind}/${id}.${ext}`;
}

export async function readStored(store: FileStore, db: Executor, kind: string, name: string): Promise<{ bytes: Uint8Array; contentType: string }> {
  const [, id, ext] = NAME.exec(name) ?? [];
  if (!UPLOAD_KINDS.includes(kind as UploadKind) || !id || !ext) throw notFound();
  const stored = await store.get(db, kind as UploadKind, id);
  // One URL per file: the extension must be the stored type's.
  if (!stored || stored.contentType !== CONTENT_TYPES[ext]) throw notFound();
  return stored;
}

/** Drops the image an old URL pointed at (a replaced photo or logo); other URLs are left alone. */
export async function removeStored(store: FileStore, db: Executor, kind: UploadKind, url: string | null): Promise<void> {
  const id = url?.startsWith(`/api/files/${kind}/`) ? NAME.exec(url.slice(`/api/files/${kind}/`.length))?.[1] : undefined;
  if (id) await store.remove(db, kind, id);
}

// The declared type must match the file's magic bytes (a renamed HTML file is refused).
function looksLike(ext: string, b: Uint8Array): boolean {
  if (ext === 'png') return b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47;
  if (ext === 'jpg') return b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff;
  return b[0] === 0x52 && b[1] === 0x49 && b[2] === 0x46 && b[3] === 0x46 && b[8] === 0x57 && b[9] === 0x45;
}
