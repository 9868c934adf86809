// The web app's API types are the OpenAPI document's (issue 12): the committed file must be what
// the generator makes of today's document, so a changed route schema changes the web's types.
import { readFileSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server';
import { generateApiTypes, typeOf, type OpenApiDocument } from './openapi-types';

const FILE = 'src/web/lib/api-types.gen.ts';
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

  it(`${FILE} is what the document generates today`, async () => {
    const doc = (await t.json('GET', '/api/openapi.json')).body as OpenApiDocument;
    const generated = generateApiTypes(doc);
    if (process.env.UPDATE_API_TYPES === '1') writeFileSync(FILE, generated);
    expect(readFileSync(FILE, 'utf8'), `run UPDATE_API_TYPES=1 npx vitest run --project api src/server/http/openapi-types.test.ts`).toBe(generated);
    expect(generated).toContain('"GET /api/support/tickets"');
  });
});
