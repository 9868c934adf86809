// The test hook that keeps /api/openapi.json honest: every response an API test receives is
// checked against the schema its route declares, so the document cannot drift from the code.
import { gunzipSync } from 'node:zlib';
import type { z } from '@hono/zod-openapi';
import { declaredResponses } from '../http/route';
import { errorBody } from '../http/openapi';

type Content = Record<string, { schema?: unknown }>;

/** Paths the hook leaves alone: better-auth's own API and the document itself. */
const unchecked = (path: string) => path.startsWith('/api/auth/') || path === '/api/openapi.json';

const mediaType = (res: Response) => (res.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
const isJson = (type: string) => type === 'application/json' || type.endsWith('+json');

/** A declared content type covers the sent one: exact, or a `type/*` wildcard. */
const covers = (declared: string, sent: string) =>
  declared === sent || (declared.endsWith('/*') && sent.startsWith(declared.slice(0, -1)));

/**
 * Throws when `res`, the answer to `method` `path`, disagrees with what the app declares.
 * Reads a clone: the caller's body stays unread.
 */
export async function checkResponse(app: object, method: string, path: string, res: Response): Promise<void> {
  const pathname = new URL(path, 'http://localhost').pathname;
  if (!pathname.startsWith('/api/') || unchecked(pathname)) return;
  const route = declaredResponses(app, method, pathname);
  const where = `${method.toUpperCase()} ${route?.path ?? pathname} → ${res.status}`;
  const type = mediaType(res);

  const declared = route && (route.responses as Record<string, { content?: Content } | undefined>)[String(res.status)];
  if (res.status >= 400) {
    if (!isJson(type)) return;
    // A route may declare its own error shape for a status (attendance's spec bodies, DECISIONS 1).
    const own = declared?.content?.['application/json']?.schema as z.ZodType | undefined;
    return checkBody(own ?? errorBody, await readJson(res), `${where} (error body)`);
  }
  if (res.status < 200 || res.status >= 300) return;
  if (!route) throw new Error(`${where}: a 2xx answer from no declared route`);
  if (!declared) throw new Error(`${where}: status ${res.status} is not declared (declared: ${Object.keys(route.responses).join(', ')})`);
  const content = declared.content ?? {};
  if (res.status === 204 || (!type && Object.keys(content).length === 0)) return;
  const match = Object.keys(content).find((t) => covers(t.toLowerCase(), type));
  if (!match) throw new Error(`${where}: sent ${type || 'no content type'}, declared ${Object.keys(content).join(', ') || 'no content'}`);
  if (!isJson(type)) return;
  const schema = content[match]!.schema as z.ZodType | undefined;
  if (!schema || typeof (schema as { safeParse?: unknown }).safeParse !== 'function') throw new Error(`${where}: no zod schema declared for ${match}`);
  checkBody(schema, await readJson(res), where);
}

/** The JSON body of a clone of `res`, unzipped when the API compressed it (api-compress.ts). */
async function readJson(res: Response): Promise<unknown> {
  const bytes = Buffer.from(await res.clone().arrayBuffer());
  const encoding = res.headers.get('content-encoding');
  const text = (encoding === 'gzip' ? gunzipSync(bytes) : bytes).toString('utf8');
  return text ? JSON.parse(text) : null;
}

function checkBody(schema: z.ZodType, body: unknown, where: string) {
  const result = schema.safeParse(body);
  if (!result.success) {
    const issues = result.error.issues.map((i) => `  ${i.path.join('.') || '(root)'}: ${i.message} [${i.code}]`).join('\n');
    throw new Error(`${where}: the body does not match the declared schema\n${issues}`);
  }
  const extra = undeclaredKeys(body, result.data);
  if (extra.length) throw new Error(`${where}: fields the schema does not declare (zod would strip them): ${extra.join(', ')}`);
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Keys present in `body` but gone from `parsed`: zod objects strip unknown keys, so a field the
 * schema forgot would pass the parse. Where a transform changed a value's kind (an object into
 * something else) the walk stops, since the output no longer mirrors the input.
 */
export function undeclaredKeys(body: unknown, parsed: unknown, at = ''): string[] {
  if (Array.isArray(body)) {
    if (!Array.isArray(parsed)) return [];
    return body.flatMap((item, i) => undeclaredKeys(item, parsed[i], `${at}[${i}]`));
  }
  if (!isPlainObject(body) || !isPlainObject(parsed)) return [];
  return Object.keys(body).flatMap((key) => {
    const here = at ? `${at}.${key}` : key;
    return key in parsed ? undeclaredKeys(body[key], parsed[key], here) : [here];
  });
}
