// The S3-compatible bucket store (S3_URL; decision 065): the bytes in the bucket under
// `<kind>/<id>`, the stored_files row (content null) in the database, written in the record's
// transaction as with the database store. The row stays the authority: a file is served only when
// the caller's transaction (row-level security) sees its row, so a tenant cannot read another's
// object by its id. The bucket is written before the row, and the object of a removed row is left
// for the store's sweep (the nightly files.sweep-bucket job): a transaction that rolls back never
// leaves a row without its bytes, only bytes without a row, which the sweep deletes.
import { AwsClient } from 'aws4fetch';
import { and, eq, inArray } from 'drizzle-orm';
import { storedFiles } from '../db/schema';
import type { FileKind, FileStore } from './file-store';

export type BucketConfig = { endpoint: string; bucket: string; region: string; accessKeyId: string; secretAccessKey: string };

/**
 * `http(s)://KEY:SECRET@host[:port]/bucket[?region=…]`: path-style addressing, which every
 * S3-compatible service (AWS, MinIO, R2, Spaces, Wasabi) accepts. The key and secret may be
 * percent-encoded; the region defaults to us-east-1 (MinIO's and R2's `auto` work too).
 */
export function parseS3Url(raw: string): BucketConfig {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error('S3_URL is not a URL: expected http(s)://KEY:SECRET@host/bucket');
  }
  const bucket = url.pathname.split('/').filter(Boolean)[0];
  if (!/^https?:$/.test(url.protocol) || !url.username || !url.password || !bucket) {
    throw new Error('S3_URL must be http(s)://KEY:SECRET@host/bucket (with the access key, its secret and the bucket)');
  }
  return {
    endpoint: url.origin,
    bucket: decodeURIComponent(bucket),
    region: url.searchParams.get('region') || 'us-east-1',
    accessKeyId: decodeURIComponent(url.username),
    secretAccessKey: decodeURIComponent(url.password),
  };
}

const keyOf = (kind: FileKind, id: string) => `${kind}/${id}`;
const OUR_KEY = /^(?:avatars|logos|attachments|documents|signatures)\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

function bucketClient(config: BucketConfig) {
  const client = new AwsClient({ accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey, service: 's3', region: config.region });
  const objectUrl = (key: string) => `${config.endpoint}/${encodeURIComponent(config.bucket)}/${key.split('/').map(encodeURIComponent).join('/')}`;
  const failed = async (what: string, res: Response) => new Error(`bucket ${what} failed: ${res.status} ${(await res.text()).slice(0, 200)}`);
  return {
    async put(key: string, bytes: Uint8Array, contentType: string) {
      const res = await client.fetch(objectUrl(key), { method: 'PUT', body: new Uint8Array(bytes), headers: { 'content-type': contentType } });
      if (!res.ok) throw await failed(`PUT ${key}`, res);
    },
    async get(key: string): Promise<Uint8Array | undefined> {
      const res = await client.fetch(objectUrl(key));
      if (res.status === 404) return undefined;
      if (!res.ok) throw await failed(`GET ${key}`, res);
      return new Uint8Array(await res.arrayBuffer());
    },
    async remove(key: string) {
      const res = await client.fetch(objectUrl(key), { method: 'DELETE' });
      if (!res.ok && res.status !== 404) throw await failed(`DELETE ${key}`, res);
    },
    /** Every object (ListObjectsV2, page by page) with when it was last written. */
    async *list(): AsyncGenerator<{ key: string; lastModified: Date }> {
      let token: string | undefined;
      do {
        const query = new URLSearchParams({ 'list-type': '2', ...(token ? { 'continuation-token': token } : {}) });
        const res = await client.fetch(`${config.endpoint}/${encodeURIComponent(config.bucket)}?${query}`);
        if (!res.ok) throw await failed('list', res);
        const xml = await res.text();
        for (const [, body] of xml.matchAll(/<Contents>([\s\S]*?)<\/Contents>/g)) {
          const key = /<Key>([^<]*)<\/Key>/.exec(body!)?.[1];
          const modified = /<LastModified>([^<]*)<\/LastModified>/.exec(body!)?.[1];
          if (key && modified) yield { key: unescapeXml(key), lastModified: new Date(modified) };
        }
        token = /<IsTruncated>true<\/IsTruncated>/.test(xml) ? unescapeXml(/<NextContinuationToken>([^<]*)<\/NextContinuationToken>/.exec(xml)?.[1] ?? '') || undefined : undefined;
      } while (token);
    },
  };
}

const unescapeXml = (s: string) => s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&');

export type BucketFileStore = FileStore & Required<Pick<FileStore, 'sweep'>>;

export function bucketFileStore(config: BucketConfig): BucketFileStore {
  const bucket = bucketClient(config);
  const match = (kind: FileKind, id: string) => and(eq(storedFiles.id, id), eq(storedFiles.kind, kind));
  return {
    put: async (db, file) => {
      await bucket.put(keyOf(file.kind, file.id), file.bytes, file.contentType);
      await db.insert(storedFiles).values({ id: file.id, companyId: file.companyId, kind: file.kind, contentType: file.contentType, size: file.bytes.byteLength, content: null });
    },
    get: async (db, kind, id) => {
      const [row] = await db.select({ contentType: storedFiles.contentType, content: storedFiles.content }).from(storedFiles).where(match(kind, id));
      if (!row) return undefined;
      // Kept in the database before the bucket was configured: still served from there.
      if (row.content) return { bytes: row.content, contentType: row.contentType };
      const bytes = await bucket.get(keyOf(kind, id));
      return bytes ? { bytes, contentType: row.contentType } : undefined;
    },
    remove: async (db, kind, id) => {
      await db.delete(storedFiles).where(match(kind, id));
    },
    sweep: async (db, now, graceMs = 60 * 60_000) => {
      let kept = 0;
      let deleted = 0;
      let batch: { key: string; id: string }[] = [];
      const settle = async () => {
        const ids = batch.map((o) => o.id);
        const claimed = new Set(ids.length ? (await db.select({ id: storedFiles.id }).from(storedFiles).where(inArray(storedFiles.id, ids))).map((r) => r.id) : []);
        for (const object of batch) {
          if (claimed.has(object.id)) kept++;
          else {
            await bucket.remove(object.key);
            deleted++;
          }
        }
        batch = [];
      };
      for await (const object of bucket.list()) {
        // Only what this store wrote: another application's objects in a shared bucket are not ours.
        const id = OUR_KEY.exec(object.key)?.[1];
        if (!id || now.getTime() - object.lastModified.getTime() < graceMs) {
          kept++;
          continue;
        }
        batch.push({ key: object.key, id });
        if (batch.length >= 500) await settle();
      }
      await settle();
      return { kept, deleted };
    },
  };
}
