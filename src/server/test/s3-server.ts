// A small S3-compatible server for the bucket store's tests (as smtp-server is for mail): one
// bucket in memory, path-style PUT, GET, DELETE and ListObjectsV2 (two keys a page, so paging is
// exercised), and a request not signed with SigV4 by the expected access key is refused (403).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type TestBucket = {
  url: string;
  objects: Map<string, { bytes: Buffer; contentType: string; lastModified: Date }>;
  stop: () => Promise<void>;
};

const PAGE = 2;
const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export async function startTestBucket(bucket = 'masar-files', key = 'TESTKEY', secret = 'test-secret'): Promise<TestBucket> {
  const objects: TestBucket['objects'] = new Map();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const auth = req.headers.authorization ?? '';
      if (!auth.startsWith(`AWS4-HMAC-SHA256 Credential=${key}/`) || !auth.includes('/s3/aws4_request')) {
        res.writeHead(403).end('<Error><Code>AccessDenied</Code></Error>');
        return;
      }
      const url = new URL(req.url ?? '/', 'http://bucket');
      const [name, ...rest] = url.pathname.slice(1).split('/');
      if (name !== bucket) {
        res.writeHead(404).end('<Error><Code>NoSuchBucket</Code></Error>');
        return;
      }
      const objectKey = rest.map(decodeURIComponent).join('/');
      if (!objectKey && req.method === 'GET' && url.searchParams.get('list-type') === '2') {
        const keys = [...objects.keys()].sort();
        const from = Number(url.searchParams.get('continuation-token') ?? 0);
        const page = keys.slice(from, from + PAGE);
        const truncated = from + PAGE < keys.length;
        const contents = page.map((k) => `<Contents><Key>${escapeXml(k)}</Key><LastModified>${objects.get(k)!.lastModified.toISOString()}</LastModified><Size>${objects.get(k)!.bytes.length}</Size></Contents>`).join('');
        res.writeHead(200, { 'content-type': 'application/xml' }).end(
          `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult><Name>${bucket}</Name><KeyCount>${page.length}</KeyCount><IsTruncated>${truncated}</IsTruncated>${truncated ? `<NextContinuationToken>${from + PAGE}</NextContinuationToken>` : ''}${contents}</ListBucketResult>`,
        );
        return;
      }
      if (req.method === 'PUT') {
        objects.set(objectKey, { bytes: Buffer.concat(chunks), contentType: String(req.headers['content-type'] ?? ''), lastModified: new Date() });
        res.writeHead(200).end();
      } else if (req.method === 'GET') {
        const object = objects.get(objectKey);
        if (!object) res.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>');
        else res.writeHead(200, { 'content-type': object.contentType }).end(object.bytes);
      } else if (req.method === 'DELETE') {
        objects.delete(objectKey);
        res.writeHead(204).end();
      } else res.writeHead(405).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${key}:${secret}@127.0.0.1:${port}/${bucket}?region=me-central-1`,
    objects,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
