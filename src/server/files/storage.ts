// Uploaded files on disk under UPLOAD_DIR (default DATA_DIR/uploads), named by a random uuid so
// a URL cannot be guessed. Only the image types a browser renders safely are accepted here.
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { badRequest, notFound } from '../http/errors';

export type UploadKind = 'avatars' | 'logos' | 'attachments';
export const UPLOAD_KINDS: readonly UploadKind[] = ['avatars', 'logos', 'attachments'];

const IMAGE_TYPES: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };
const CONTENT_TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' };
/** The content types a stored image is served with. */
export const STORED_IMAGE_TYPES = Object.values(CONTENT_TYPES) as [string, ...string[]];
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

/** Validates and stores an image; returns the URL it is served from. */
export async function saveImage(uploadDir: string, kind: UploadKind, file: unknown): Promise<string> {
  if (!(file instanceof File)) throw badRequest('validation_failed', { file: 'required' });
  const ext = IMAGE_TYPES[file.type];
  if (!ext) throw badRequest('validation_failed', { file: 'invalid_file_type' });
  if (file.size > MAX_IMAGE_BYTES) throw badRequest('validation_failed', { file: 'file_too_large' });
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!looksLike(ext, bytes)) throw badRequest('validation_failed', { file: 'invalid_file_type' });
  const name = `${randomUUID()}.${ext}`;
  await mkdir(join(uploadDir, kind), { recursive: true });
  await writeFile(join(uploadDir, kind, name), bytes);
  return `/api/files/${kind}/${name}`;
}

export async function readStored(uploadDir: string, kind: string, name: string): Promise<{ bytes: Buffer; contentType: string }> {
  const ext = /^[0-9a-f-]{36}\.(png|jpg|webp)$/.exec(name)?.[1];
  if (!UPLOAD_KINDS.includes(kind as UploadKind) || !ext) throw notFound();
  const bytes = await readFile(join(uploadDir, kind, name)).catch(() => {
    throw notFound();
  });
  return { bytes, contentType: CONTENT_TYPES[ext]! };
}

// The declared type must match the file's magic bytes (a renamed HTML file is refused).
function looksLike(ext: string, b: Uint8Array): boolean {
  if (ext === 'png') return b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47;
  if (ext === 'jpg') return b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff;
  return b[0] === 0x52 && b[1] === 0x49 && b[2] === 0x46 && b[3] === 0x46 && b[8] === 0x57 && b[9] === 0x45;
}
