// The web app's API types are the OpenAPI document's (issue 12): the committed file must be what
// the generator makes of today's document, so a changed route schema changes the web's types.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server';
import { generateApiTypes, typeOf, type OpenApiDocument } from './openapi-types';

const DIR = 'src/web/lib/api-types';
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t?.stop());

describe('generated web API types', () => {
  it('translate the JSON schema zod emits', () => {
    expect(typeOf({ type: 'object', properties: { id: { type: 'string' }, n: { type: ['number', 'null'] } }, required: ['id'] }, 0)).toBe('{\n  id: string;\n  n?: number | null;\n}');
    expect(typeOf({ anyOf: [{ $ref: '#/components/schemas/Ticket' }, { type: 'null' }] })).toBe('Schemas["Ticket"] | null');
    expect(typeOf({ type: 'array', items: { enum: ['a', 'b'] } })).toBe('Array<"a" | "b">');
    expect(typeOf({ type: 'object', additionalProperties: { type: 'integer' } }, 0)).toBe('{\n  [key: string]: number;\n}');
  });

  it(`${DIR} is what the document generates today, one file per API area`, async () => {
    const doc = (await t.json('GET', '/api/openapi.json')).body as OpenApiDocument;
    const files = generateApiTypes(doc);
    if (process.env.UPDATE_API_TYPES === '1') {
      rmSync(DIR, { recursive: true, force: true });
      mkdirSync(DIR, { recursive: true });
      for (const [name, text] of Object.entries(files)) writeFileSync(join(DIR, name), text);
    }
    const hint = 'run UPDATE_API_TYPES=1 npx vitest run --project api src/server/http/openapi-types.test.ts';
    expect(readdirSync(DIR).sort(), hint).toEqual(Object.keys(files).sort());
    for (const [name, text] of Object.entries(files)) expect(readFileSync(join(DIR, name), 'utf8'), `${name}: ${hint}`).toBe(text);
    expect(files['support.gen.ts']).toContain('"GET /api/support/tickets"');
    expect(Math.max(...Object.values(files).map((text) => text.split('\n').length))).toBeLessThan(400);
  });
});
