// A backup file as stored and downloaded: never the database in clear (it holds password hashes
// and every company's data). Layout:
//   "MASARBK1" | header length (u32 BE) | header JSON | IV (12) | AES-256-GCM ciphertext | tag (16)
// The header (engine, time, manifest) is readable without the key, so a file can be told apart,
// and is bound to the ciphertext as additional data: changing a byte anywhere fails the tag.
import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AppError } from '../../../../server/http/errors';
import type { BackupManifest } from './manifest';

const MAGIC = Buffer.from('MASARBK1');
const IV_BYTES = 12;
const TAG_BYTES = 16;

export type SealedHeader = { version: 1; engine: BackupManifest['engine']; takenAt: string; manifest: BackupManifest };

/** The encryption key, from BACKUP_KEY when set, else from the server's auth secret. */
export function backupKey(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'masar-backup', 'backup file v1', 32));
}

/** Writes `body` sealed into `path`; returns its size and SHA-256 as stored. */
export async function sealToFile(body: Readable, path: string, header: SealedHeader, key: Buffer): Promise<{ sizeBytes: number; sha256: string }> {
  const headerBytes = Buffer.from(JSON.stringify(header));
  const length = Buffer.alloc(4);
  length.writeUInt32BE(headerBytes.length);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const prefix = Buffer.concat([MAGIC, length, headerBytes]);
  cipher.setAAD(prefix);
  const hash = createHash('sha256');
  let size = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _enc, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  // One pipeline from the dump to the file: a failure anywhere (a full disk) destroys the dump's
  // stream too, so a dumping process sees its pipe close instead of waiting forever.
  async function* framed(source: AsyncIterable<Buffer>) {
    yield Buffer.concat([prefix, iv]);
    for await (const chunk of source) yield chunk;
    yield cipher.getAuthTag();
  }
  await pipeline(body, cipher, framed, tap, createWriteStream(path, { mode: 0o600 }));
  return { sizeBytes: size, sha256: hash.digest('hex') };
}

const refused = (code: 'backup_not_masar' | 'backup_corrupted') => new AppError(422, code);

/** The header of a sealed file, without the key (refused when the file is not one). */
export async function readSealedHeader(path: string): Promise<{ header: SealedHeader; bodyStart: number; size: number }> {
  const { size } = await stat(path);
  const file = await open(path, 'r');
  try {
    const lead = Buffer.alloc(MAGIC.length + 4);
    await file.read(lead, 0, lead.length, 0);
    if (size < lead.length || !lead.subarray(0, MAGIC.length).equals(MAGIC)) throw refused('backup_not_masar');
    const length = lead.readUInt32BE(MAGIC.length);
    const bodyStart = lead.length + length + IV_BYTES;
    if (size < bodyStart + TAG_BYTES) throw refused('backup_corrupted');
    const headerBytes = Buffer.alloc(length);
    await file.read(headerBytes, 0, length, lead.length);
    return { header: parseHeader(headerBytes), bodyStart, size };
  } finally {
    await file.close();
  }
}

/**
 * Opens a sealed file into `plainPath` and returns its header. The plain copy is only trusted
 * once the tag checks at the very end: on any damage (a flipped byte, a cut-off file, another
 * key) it is refused with backup_corrupted, and the caller has written nothing anywhere else.
 */
export async function unsealToFile(path: string, plainPath: string, key: Buffer): Promise<SealedHeader> {
  const { bodyStart, size } = await readSealedHeader(path);
  const file = await open(path, 'r');
  const prefixAndIv = Buffer.alloc(bodyStart);
  const tag = Buffer.alloc(TAG_BYTES);
  try {
    await file.read(prefixAndIv, 0, bodyStart, 0);
    await file.read(tag, 0, TAG_BYTES, size - TAG_BYTES);
  } finally {
    await file.close();
  }
  // The header returned is parsed from the very bytes the tag authenticates.
  const aad = prefixAndIv.subarray(0, bodyStart - IV_BYTES);
  const header = parseHeader(aad.subarray(MAGIC.length + 4));
  const decipher = createDecipheriv('aes-256-gcm', key, prefixAndIv.subarray(bodyStart - IV_BYTES));
  decipher.setAAD(aad);
  decipher.setAuthTag(tag);
  try {
    const end = size - TAG_BYTES - 1;
    const body = end >= bodyStart ? createReadStream(path, { start: bodyStart, end }) : Readable.from([]);
    await pipeline(body, decipher, createWriteStream(plainPath, { mode: 0o600 }));
  } catch (err) {
    // Only a failed tag (OpenSSL's "unable to authenticate data") means a damaged file; a full
    // disk or a refused write says so itself.
    if (/authenticate/i.test((err as Error).message ?? '')) throw refused('backup_corrupted');
    throw err;
  }
  return header;
}

function parseHeader(bytes: Buffer): SealedHeader {
  let header: SealedHeader;
  try {
    header = JSON.parse(bytes.toString('utf8')) as SealedHeader;
  } catch {
    throw refused('backup_corrupted');
  }
  if (header?.version !== 1 || !header.manifest) throw refused('backup_corrupted');
  return header;
}
