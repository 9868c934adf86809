// The web app's API types, generated from /api/openapi.json (issue 12): the zod schemas every route
// declares are the one source, the browser code reads their TypeScript shape from
// src/web/lib/api-types, and a test fails when that file no longer matches the document.
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

/** Parts of an area with files of their own, so that no area outgrows one file. */
const SUB_AREAS: Record<string, readonly string[]> = {
  finance: ['reports', 'cost-centers', 'deposits', 'health'],
  payroll: ['settlements', 'reports', 'settings'],
};

/** Where an operation's types live: its API area (`/api/hr/...` → hr; the console's by its own area). */
function areaOf(path: string): string {
  const [, , area = 'common', sub] = path.split('/');
  if (area === 'platform' && sub) return `platform-${sub.replace(/[{}]/g, '')}`;
  return sub && SUB_AREAS[area]?.includes(sub) ? `${area}-${sub}` : area;
}

const typeName = (area: string) => area.replace(/(^|-)([a-z])/g, (_, __, c: string) => c.toUpperCase());
const HEADER = [
  '// Generated from /api/openapi.json by src/server/http/openapi-types.ts: do not edit.',
  '// Regenerate with `UPDATE_API_TYPES=1 npx vitest run --project api src/server/http/openapi-types.test.ts`.',
];
const byKey = <T>([a]: [string, T], [b]: [string, T]) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The web's API types as files of src/web/lib/api-types/, one per API area (each area's success
 * bodies and the named schemas it is the first to use) plus index.ts joining them, so no file
 * grows with the whole API.
 */
export function generateApiTypes(doc: OpenApiDocument): Record<string, string> {
  const areas = new Map<string, { schemas: Array<[string, string]>; responses: Array<[string, string]> }>();
  const area = (name: string) => areas.get(name) ?? (areas.set(name, { schemas: [], responses: [] }).get(name)!);
  const operations: Array<[string, string]> = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const success = Object.entries(op.responses ?? {}).find(([status]) => status.startsWith('2'));
      const schema = success?.[1].content?.['application/json']?.schema;
      if (schema) operations.push([`${method.toUpperCase()} ${path}`, typeOf(schema, 1)]);
    }
  }
  operations.sort(byKey);
  for (const [name, type] of operations) area(areaOf(name.split(' ')[1]!)).responses.push([name, type]);
  for (const [name, schema] of Object.entries(doc.components?.schemas ?? {}).sort(byKey)) {
    const user = operations.find(([, type]) => type.includes(`Schemas[${JSON.stringify(name)}]`));
    area(user ? areaOf(user[0].split(' ')[1]!) : 'common').schemas.push([name, typeOf(schema, 1)]);
  }
  const files: Record<string, string> = {};
  const names = [...areas.keys()].sort();
  const parts = { schemas: [] as string[], responses: [] as string[] };
  for (const name of names) {
    const { schemas, responses } = areas.get(name)!;
    const body: string[] = [];
    const block = (title: string, rows: Array<[string, string]>, quote: boolean) => {
      if (rows.length) body.push(`export type ${title} = {`, ...rows.map(([k, t]) => `  ${quote ? JSON.stringify(k) : key(k)}: ${t};`), '};', '');
    };
    block(`${typeName(name)}Schemas`, schemas, false);
    block(`${typeName(name)}Responses`, responses, true);
    const exported = [...(schemas.length ? [`${typeName(name)}Schemas`] : []), ...(responses.length ? [`${typeName(name)}Responses`] : [])];
    parts.schemas.push(...exported.filter((e) => e.endsWith('Schemas')));
    parts.responses.push(...exported.filter((e) => e.endsWith('Responses')));
    const uses = body.some((line) => line.includes('Schemas['));
    files[`${name}.gen.ts`] = [...HEADER, ...(uses ? ["import type { Schemas } from './index';", ''] : []), ...body].join('\n');
    files['index.ts'] ??= '';
    files['index.ts'] += `import type { ${exported.join(', ')} } from './${name}.gen';\n`;
  }
  files['index.ts'] = [
    ...HEADER,
    files['index.ts']!.trimEnd(),
    '',
    '/** The named schemas of the document (components.schemas). */',
    `export type Schemas = ${parts.schemas.join(' &\n  ')};`,
    '',
    '/** The JSON body of each operation’s success answer, by `METHOD /path`. */',
    `export type ApiResponses = ${parts.responses.join(' &\n  ')};`,
    '',
    'export type ApiResponse<K extends keyof ApiResponses> = ApiResponses[K];',
    '',
  ].join('\n');
  return files;
}
