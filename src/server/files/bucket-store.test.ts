// With S3_URL set, uploaded bytes go to the S3-compatible bucket and only their row to the
// database: served the same way, hidden from other tenants by the row, and what no row claims any
// more (a replaced photo, a rolled-back upload) is deleted by the nightly sweep.
import { eq, sql } from 'drizzle-orm';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client';
import { storedFiles } from '../db/schema';
import { withTenant } from '../tenancy/with-tenant';
import { startTestBucket, type TestBucket } from '../test/s3-server';
import { startTestServer, TINY_PNG as PNG, type TestServer } from '../test/test-server';
import { parseS3Url } from './bucket-store';

let bucket: TestBucket;
let t: TestServer;
let admin: string;

beforeAll(async () => {
  bucket = await startTestBucket();
  t = await startTestServer({ S3_URL: bucket.url });
  admin = await t.signIn('admin@rental.masar.test');
});
afterAll(async () => {
  await t?.stop();
  await bucket?.stop();
});

const idOf = (url: string) => /([0-9a-f-]{36})\.\w+$/.exec(url)![1]!;
const row = async (id: string) => (await t.deps.handle.db.select({ companyId: storedFiles.companyId, size: storedFiles.size, content: storedFiles.content }).from(storedFiles).where(eq(storedFiles.id, id)))[0];
const HOUR = 60 * 60_000;

describe('files in an S3-compatible bucket', () => {
  it('keeps the bytes in the bucket and the row in the database, and serves them from there', async () => {
    const pdf = new Blob([new TextEncoder().encode('%PDF-1.4\n% kept in the bucket\n')], { type: 'application/pdf' });
    const vehicle = (await t.json('GET', '/api/fleet/vehicles?pageSize=1', { cookie: admin })).body.items[0];
    const doc = await (await t.upload(`/api/fleet/vehicles/${vehicle.id}/documents`, admin, pdf, 'reg.pdf', { kind: 'registration' })).json();
    const id = idOf(doc.storageKey);
    expect(await row(id)).toEqual({ companyId: vehicle.companyId, size: pdf.size, content: null });
    expect(bucket.objects.get(`documents/${id}`)?.bytes.subarray(0, 8).toString()).toBe('%PDF-1.4');

    const own = await withTenant(t.deps.handle.db, { companyId: vehicle.companyId, userId: null }, (tx) => t.deps.files.get(tx, 'documents', id));
    expect(Buffer.from(own!.bytes).toString()).toContain('kept in the bucket');
    // Another company's transaction does not see the row, so the object is not read for it.
    const [other] = await queryRows<{ id: string }>(t.deps.handle.db, sql`select id from companies where id <> ${vehicle.companyId} limit 1`);
    expect(await withTenant(t.deps.handle.db, { companyId: other!.id, userId: null }, (tx) => t.deps.files.get(tx, 'documents', id))).toBeUndefined();

    // The company's export carries the file's bytes, read from the bucket.
    const exported = await t.request('GET', '/api/company/export', { cookie: admin });
    expect(exported.status).toBe(200);
    const zip = await JSZip.loadAsync(new Uint8Array(await exported.arrayBuffer()));
    expect(await zip.file(`files/documents/${id}.pdf`)?.async('string')).toContain('kept in the bucket');
  });

  it('serves a photo over HTTP from the bucket; the replaced one is swept at night, foreign and fresh objects are not', async () => {
    const cookie = await t.signIn('fleet@rental.masar.test');
    const first = (await (await t.upload('/api/me/avatar', cookie, new Blob([PNG], { type: 'image/png' }), 'a.png')).json()).avatarUrl as string;
    const second = (await (await t.upload('/api/me/avatar', cookie, new Blob([PNG], { type: 'image/png' }), 'b.png')).json()).avatarUrl as string;
    const served = await t.request('GET', second, { cookie });
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(Buffer.from(PNG))).toBe(true);
    expect((await t.request('GET', first, { cookie })).status).toBe(404);
    // The replaced photo's row went in the transaction; its bytes wait for the sweep.
    expect(await row(idOf(first))).toBeUndefined();
    expect(bucket.objects.has(`avatars/${idOf(first)}`)).toBe(true);

    // An upload whose transaction rolled back leaves bytes and no row.
    const rolledBack = crypto.randomUUID();
    await t.deps.handle.db
      .transaction(async (tx) => {
        await t.deps.files.put(tx, { id: rolledBack, companyId: null, kind: 'attachments', contentType: 'image/png', bytes: PNG });
        throw new Error('the record failed');
      })
      .catch(() => undefined);
    expect(await row(rolledBack)).toBeUndefined();
    expect(bucket.objects.has(`attachments/${rolledBack}`)).toBe(true);
    bucket.objects.set('exports/someone-elses.csv', { bytes: Buffer.from('a,b'), contentType: 'text/csv', lastModified: new Date(0) });

    const sweep = t.deps.files.sweep!;
    // Within the hour an upload may still be committing: nothing is deleted yet.
    expect((await sweep(t.deps.handle.db, new Date())).deleted).toBe(0);
    const later = await sweep(t.deps.handle.db, new Date(Date.now() + 2 * HOUR));
    expect(later.deleted).toBe(2);
    expect(bucket.objects.has(`avatars/${idOf(first)}`)).toBe(false);
    expect(bucket.objects.has(`attachments/${rolledBack}`)).toBe(false);
    expect(bucket.objects.has(`avatars/${idOf(second)}`)).toBe(true);
    expect(bucket.objects.has('exports/someone-elses.csv')).toBe(true);
    expect((await t.request('GET', second, { cookie })).status).toBe(200);
  });

  it('reads S3_URL as a path-style endpoint with its key, secret, bucket and region, and refuses one without them', () => {
    expect(parseS3Url('https://AKIA%2FX:s%2Fcret@s3.me-central-1.amazonaws.com/masar-files?region=me-central-1')).toEqual({
      endpoint: 'https://s3.me-central-1.amazonaws.com',
      bucket: 'masar-files',
      region: 'me-central-1',
      accessKeyId: 'AKIA/X',
      secretAccessKey: 's/cret',
    });
    expect(parseS3Url('http://minio:minio123@127.0.0.1:9000/files').region).toBe('us-east-1');
    expect(() => parseS3Url('http://127.0.0.1:9000/files')).toThrow(/KEY:SECRET/);
    expect(() => parseS3Url('http://k:s@127.0.0.1:9000/')).toThrow(/bucket/);
    expect(() => parseS3Url('not a url')).toThrow(/not a URL/);
  });
});
