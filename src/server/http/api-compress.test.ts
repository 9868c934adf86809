// API JSON goes out gzipped (level 1, whole body, with its length) to clients that accept gzip;
// small answers and clients without gzip get plain JSON.
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server';

let t: TestServer;
let admin: string;

beforeAll(async () => {
  t = await startTestServer();
  admin = await t.signIn('admin@rental.masar.test');
});
afterAll(() => t?.stop());

describe('API compression', () => {
  it('gzips a list for a client that accepts it, with the exact length, and it reads back as the same JSON', async () => {
    const zipped = await t.request('GET', '/api/contracts?pageSize=25', { cookie: admin, headers: { 'accept-encoding': 'gzip, br' } });
    expect(zipped.status).toBe(200);
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toMatch(/accept-encoding/i);
    const bytes = Buffer.from(await zipped.arrayBuffer());
    expect(Number(zipped.headers.get('content-length'))).toBe(bytes.length);
    const listed = JSON.parse(gunzipSync(bytes).toString('utf8'));

    const plain = await t.request('GET', '/api/contracts?pageSize=25', { cookie: admin });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(listed).toEqual(await plain.json());
    expect(listed.items).toHaveLength(25);
  });

  it('leaves small answers plain', async () => {
    const res = await t.request('GET', '/api/health', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(await res.json()).toMatchObject({ status: 'ok' });
  });
});
