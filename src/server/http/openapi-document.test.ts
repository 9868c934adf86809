// Issue 12: /api/openapi.json declares what every success response carries, so a generated
// client never gets `unknown`; and the test hook (response-check.ts) catches a body that drifts.
import { OpenAPIHono, z } from '@hono/zod-openapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from './env';
import { jsonResponse } from './openapi';
import { platformRoute } from './route';
import { checkResponse } from '../test/response-check';
import { startTestServer, type TestServer } from '../test/test-server';

type Schema = Record<string, unknown>;
type Operation = { responses?: Record<string, { content?: Record<string, { schema?: Schema }> }> };

const isEmpty = (v: unknown) => typeof v === 'object' && v !== null && Object.keys(v).length === 0;

/** Where a schema says nothing: `{}` (a z.any / z.unknown), outside a record's free values. */
function emptySpots(schema: unknown, components: Record<string, Schema>, at: string, seen = new Set<string>()): string[] {
  if (typeof schema !== 'object' || schema === null) return [];
  const node = schema as Schema;
  if (typeof node.$ref === 'string') {
    const name = node.$ref.split('/').pop()!;
    if (seen.has(name)) return [];
    return emptySpots(components[name], components, at, new Set([...seen, name]));
  }
  if (Object.keys(node).length === 0) return [at || '(root)'];
  return Object.entries(node).flatMap(([key, value]) => {
    // An object with declared properties that lets anything else through (.passthrough()).
    if (key === 'additionalProperties' && node.properties && isEmpty(value)) return [`${at}.additionalProperties`];
    // z.record(z.string(), z.unknown()): a JSON column whose contents truly vary (said at the schema).
    if (key === 'additionalProperties' || key === 'propertyNames' || key === 'example') return [];
    if (Array.isArray(value)) return value.flatMap((v, i) => emptySpots(v, components, `${at}.${key}[${i}]`, seen));
    return emptySpots(value, components, `${at}.${key}`, seen);
  });
}

describe('/api/openapi.json', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t?.stop());

  it('declares a schema for every success response', async () => {
    const doc = await t.json('GET', '/api/openapi.json');
    expect(doc.status).toBe(200);
    const components = (doc.body.components?.schemas ?? {}) as Record<string, Schema>;
    const problems: string[] = [];
    let count = 0;
    for (const [path, item] of Object.entries(doc.body.paths as Record<string, Record<string, Operation>>)) {
      for (const [method, op] of Object.entries(item)) {
        for (const [status, response] of Object.entries(op.responses ?? {})) {
          if (!/^2\d\d$/.test(status)) continue;
          count++;
          const where = `${method.toUpperCase()} ${path} ${status}`;
          if (status === '204') continue;
          const content = Object.entries(response.content ?? {});
          if (content.length === 0) problems.push(`${where}: no content`);
          for (const [type, media] of content) {
            for (const spot of emptySpots(media.schema ?? {}, components, '')) problems.push(`${where} ${type}: empty schema at ${spot}`);
          }
        }
      }
    }
    expect(count).toBeGreaterThan(100);
    expect(problems).toEqual([]);
  });
});

describe('the response check', () => {
  const app = new OpenAPIHono<AppEnv>();
  // platformRoute hands the handler the database (this route never touches it) and reads the
  // client address, which needs the proxy setting.
  app.use('*', async (c, next) => {
    c.set('deps', { handle: { db: null }, config: { trustedProxyHops: 0 } } as never);
    await next();
  });
  platformRoute(
    app,
    {
      method: 'get',
      path: '/api/things/{id}',
      access: { kind: 'public' },
      request: { params: z.object({ id: z.string() }) },
      responses: { 200: jsonResponse(z.object({ id: z.string(), total: z.string() }), 'A thing') },
    },
    async (c) => c.json(JSON.parse(c.req.header('x-body') ?? '{}'), 200),
  );
  const call = async (body: unknown) => {
    const path = '/api/things/7';
    const res = await app.request(path, { headers: { 'x-body': JSON.stringify(body) } });
    await checkResponse(app, 'GET', path, res);
    return res;
  };

  it('passes a body that matches, leaving it unread for the caller', async () => {
    const res = await call({ id: '7', total: '1.500' });
    expect(await res.json()).toEqual({ id: '7', total: '1.500' });
  });

  it('fails a wrong type, naming the route, status and field', async () => {
    await expect(call({ id: '7', total: 1.5 })).rejects.toThrow(/GET \/api\/things\/\{id\} → 200: the body does not match[\s\S]*total:/);
  });

  it('fails a field the schema does not declare', async () => {
    await expect(call({ id: '7', total: '1.500', secret: 'x' })).rejects.toThrow(/does not declare[^\n]*: secret/);
  });

  it('fails an error body that is not { error: { code, message } }', async () => {
    const res = new Response(JSON.stringify({ message: 'nope' }), { status: 404, headers: { 'content-type': 'application/json' } });
    await expect(checkResponse(app, 'GET', '/api/things/7', res)).rejects.toThrow(/error body/);
  });
});
