// The web app's API types, generated from /api/openapi.json (issue 12): the zod schemas every route
// declares are the one source, the browser code reads their TypeScript shape from
// src/web/lib/api-types.gen.ts, and a test fails when that file no longer matches the document.
// A small generator for the JSON Schema subset zod emits (the usual tools want TypeScript 5).

type Schema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
  prefixItems?: Schema[];
};
type Operation = { responses?: Record<string, { content?: Record<string, { schema?: Schema }> }> };
export type OpenApiDocument = { paths: Record<string, Record<string, Operation>>; components?: { schemas?: Record<string, Schema> } };

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;
const key = (name: string) => (IDENTIFIER.test(name) ? name : JSON.stringify(name));

/** The TypeScript type of one JSON schema, indented for its depth. */
export function typeOf(schema: Schema | undefined, depth = 0): string {
  if (!schema || Object.keys(schema).length === 0) return 'unknown';
  if (schema.$ref) return `Schemas[${JSON.stringify(schema.$ref.replace('#/components/schemas/', ''))}]`;
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return [...new Set(union.map((s) => typeOf(s, depth)))].join(' | ');
  if (schema.allOf) return schema.allOf.map((s) => typeOf(s, depth)).join(' & ');
  if (Array.isArray(schema.type)) return schema.type.map((type) => typeOf({ ...schema, type }, depth)).join(' | ');
  switch (schema.type) {
    case 'string':
      return 'string';
    case 'number':
    case 'integer':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'null':
      return 'null';
    case 'array':
      if (schema.prefixItems) return `[${schema.prefixItems.map((s) => typeOf(s, depth)).join(', ')}]`;
      return `Array<${typeOf(schema.items, depth)}>`;
    default:
      return objectType(schema, depth);
  }
}

function objectType(schema: Schema, depth: number): string {
  const pad = '  '.repeat(depth + 1);
  const required = new Set(schema.required ?? []);
  const fields = Object.entries(schema.properties ?? {}).map(([name, field]) => `${pad}${key(name)}${required.has(name) ? '' : '?'}: ${typeOf(field, depth + 1)};`);
  const extra = schema.additionalProperties;
  if (extra && typeof extra === 'object') fields.push(`${pad}[key: string]: ${typeOf(extra, depth + 1)};`);
  if (fields.length === 0) return extra ? 'Record<string, unknown>' : 'Record<string, never>';
  return `{\n${fields.join('\n')}\n${'  '.repeat(depth)}}`;
}

/** The whole module: named schemas, then each operation's JSON success body by `METHOD /path`. */
export function generateApiTypes(doc: OpenApiDocument): string {
  const lines = [
    '// Generated from /api/openapi.json by src/server/http/openapi-types.ts: do not edit.',
    '// Regenerate with `UPDATE_API_TYPES=1 npx vitest run --project api src/server/http/openapi-types.test.ts`.',
    '',
    'export type Schemas = {',
  ];
  for (const [name, schema] of Object.entries(doc.components?.schemas ?? {}).sort(([a], [b]) => (a < b ? -1 : 1))) lines.push(`  ${key(name)}: ${typeOf(schema, 1)};`);
  lines.push('};', '', '/** The JSON body of each operation’s success answer. */', 'export type ApiResponses = {');
  const operations: Array<[string, string]> = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const success = Object.entries(op.responses ?? {}).find(([status]) => status.startsWith('2'));
      const schema = success?.[1].content?.['application/json']?.schema;
      if (schema) operations.push([`${method.toUpperCase()} ${path}`, typeOf(schema, 1)]);
    }
  }
  for (const [name, type] of operations.sort(([a], [b]) => (a < b ? -1 : 1))) lines.push(`  ${JSON.stringify(name)}: ${type};`);
  lines.push('};', '', 'export type ApiResponse<K extends keyof ApiResponses> = ApiResponses[K];', '');
  return lines.join('\n');
}
