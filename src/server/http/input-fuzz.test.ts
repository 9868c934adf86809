// Issue 12: every write route of /api/openapi.json, called by its owner with malformed JSON,
// wrong types, 100k-character strings, huge negative numbers, impossible dates and nested
// objects, answers a 4xx with { error: { code, message } } in the caller's language (never a
// 5xx, never zod's English default text), or accepts the value.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client';
import { concretePath, estateSamples, ownerOf, rentalSamples, type EstateSampleIds, type SampleIds } from '../test/sample-records';
import { startTestServer, type TestServer } from '../test/test-server';
import { registeredRoutes } from './route';

type JsonSchema = { type?: string | string[]; properties?: Record<string, JsonSchema>; anyOf?: JsonSchema[] };
type WriteRoute = { method: string; path: string; access: string; properties: string[] };
type ReadRoute = { path: string; access: string; params: string[] };

/** zod's own English texts: none of them may reach a client. */
const ZOD_DEFAULTS = /Invalid input|expected \w+, received|Unrecognized key|Too (big|small)|Invalid (string|option|enum|element|key)|must match pattern/i;
const ARABIC = /[\u0600-\u06FF]/;

const nested = (depth: number): unknown => (depth === 0 ? 'x' : { a: nested(depth - 1) });
/** What a careless client or an attacker sends in place of a field's value. */
const BAD_VALUES: Array<[label: string, value: unknown]> = [
  ['a number', 12_345],
  ['a 100k-character string', 'x'.repeat(100_000)],
  ['a huge negative number', -1e308],
  ['an unsafe integer', -(2 ** 53) - 2],
  ['30 February', '2026-02-30'],
  ['month 13, day 45', '2026-13-45'],
  ['the year 0', '0000-01-01'],
  ['null', null],
  ['a boolean', true],
  ['an array', [1, 'x', {}]],
  ['a nested object', nested(40)],
];
/** What lands in a query string: impossible dates, huge and negative numbers, a NUL byte, a long text. */
const BAD_QUERY_VALUES = ['2026-02-30', '2026-13', '-1e308', '99999999999999999999', '-5', '0', 'null', '[]', '\u0000', 'x'.repeat(5_000), '%'];
/** Bodies that are not an object of fields at all. */
const BAD_BODIES: Array<[label: string, raw: string]> = [
  ['malformed JSON', '{"a":'],
  ['an empty body', ''],
  ['a JSON array', '[1,2,3]'],
  ['a JSON string', '"x"'],
  ['JSON null', 'null'],
  ['a deeply nested object', JSON.stringify(nested(200))],
];

let t: TestServer;
let ids: SampleIds;
let estate: EstateSampleIds;
let platformIds: Record<string, string>;
let cookies: { rental: string; estate: string; super: string };
let routes: WriteRoute[];
let reads: ReadRoute[];
/** Valid bodies of the main create routes: each field's bad value then travels with good ones, so a value validation misses reaches the database. */
let bases: Record<string, Record<string, unknown>>;

beforeAll(async () => {
  t = await startTestServer();
  cookies = { rental: await t.signIn('admin@rental.masar.test'), estate: await t.signIn('admin@realestate.masar.test'), super: await t.signIn('super@masar.test') };
  ids = await rentalSamples(t, cookies.rental);
  estate = await estateSamples(t, cookies.estate);
  const db = t.deps.handle.db;
  // A record the demo lacks stands in as an unknown id: the body is still validated before the 404.
  const one = async (query: ReturnType<typeof sql>) => (await queryRows<{ id: string }>(db, query))[0]?.id ?? '00000000-0000-4000-8000-000000000000';
  // The sample employee must not be the signed-in admin (a roles or access change would lock it out).
  ids.employee = await one(sql`select id from employees where company_id = ${ids.company} and user_id is null limit 1`);
  platformIds = {
    '/api/platform/companies/': await one(sql`select id from companies where business_type <> 'car_rental' limit 1`),
    '/api/platform/users/': await one(sql`select id from users where email = 'sales@rental.masar.test'`),
    '/api/platform/plans/': await one(sql`select id from subscription_plans limit 1`),
    '/api/platform/feature-gates/': await one(sql`select id from feature_gates limit 1`),
    '/api/platform/subscriptions/': await one(sql`select id from subscriptions limit 1`),
    '/api/platform/landing-content/': await one(sql`select id from landing_content limit 1`),
    '/api/platform/support/tickets/': ids.ticket,
  };
  bases = {
    'POST /api/customers': { nameAr: 'عميل فحص المدخلات', phone: '+965 5555 0101' },
    'POST /api/hr/employees': { firstName: 'Fuzz', lastName: 'Input', hireDate: '2026-01-15', basicSalary: '500' },
    'POST /api/fleet/vehicles': { plateNumber: 'FZ 1001', make: 'Toyota', model: 'Corolla', year: 2024, dailyRate: '12.000' },
    'POST /api/fleet/maintenance': { vehicleId: ids.vehicle, maintenanceType: 'oil', scheduledAt: '2032-01-05T08:00:00+03:00', expectedEndAt: '2032-01-05T12:00:00+03:00' },
    'POST /api/fleet/maintenance-plans': { name: 'خطة فحص', vehicleId: ids.vehicle, intervalKm: 5000 },
    'PUT /api/fleet/maintenance-plans/{id}': { name: 'خطة فحص', vehicleId: ids.vehicle, intervalKm: 5000 },
    'POST /api/dispatch-permits': { vehicleId: ids.vehicle, driverId: ids.employee, purpose: 'other', startAt: '2031-03-01T08:00:00+03:00', endAt: '2031-03-01T12:00:00+03:00' },
    'POST /api/support/tickets': { title: 'فحص', description: 'فحص المدخلات', category: 'technical' },
    'POST /api/billing/payments': { customerId: ids.customer, paymentDate: '2026-03-01', method: 'cash', amount: '1.000' },
    'POST /api/finance/accounts': { code: 'FZ-1', nameAr: 'حساب فحص', nameEn: 'Fuzz account', accountType: 'expense' },
    'POST /api/finance/journal-entries': { entryDate: '2026-03-01', descriptionAr: 'قيد فحص', lines: [{ accountId: ids.account, debit: '1.000' }] },
    'POST /api/properties': { nameAr: 'عقار فحص المدخلات', propertyType: 'apartment' },
    'POST /api/owners': { nameAr: 'مالك فحص المدخلات', civilId: '27000111222', commissionRate: '5' },
    'POST /api/tenants': { nameAr: 'مستأجر فحص المدخلات', phone: '+974 5555 0102' },
    'POST /api/traffic-violations': { violationNumber: 'FZ-FINE-1', vehicleId: ids.vehicle, violatedAt: '2026-03-01T10:00', amount: '5.000' },
    'POST /api/traffic-violations/import': { mapping: { violationNumber: 0, plate: 1, date: 2, amount: 3 }, rows: [{ row: 2, cells: ['FZ-IMP-1', 'NO PLATE', '2026-03-01', '5'] }] },
    'POST /api/traffic-violation-payments': { violationId: ids.fine, amount: '0.001', method: 'cash', paidOn: '2026-03-02' },
  };
  const doc = (await t.json('GET', '/api/openapi.json')).body as {
    paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: JsonSchema }> }; parameters?: Array<{ in: string; name: string }> }>>;
  };
  const access = new Map(registeredRoutes(t.app).map((r) => [`${r.method} ${r.path}`, r.access]));
  routes = [];
  reads = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(operations)) {
      const query = (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
      if (method === 'get' && query.length) reads.push({ path, access: access.get(`GET ${path}`) ?? 'unknown', params: query });
      const schema = op.requestBody?.content?.['application/json']?.schema;
      if (method === 'get' || !schema) continue;
      const key = `${method.toUpperCase()} ${path}`;
      routes.push({ method: method.toUpperCase(), path, access: access.get(key) ?? 'unknown', properties: Object.keys(schema.properties ?? {}) });
    }
  }
});
afterAll(() => t?.stop());

function pathOf(route: Pick<WriteRoute, 'path'>): string {
  const platform = Object.entries(platformIds).find(([prefix]) => route.path.startsWith(prefix));
  if (platform) return route.path.replace('{id}', platform[1]);
  if (route.path.startsWith('/api/public/')) return route.path.replace('{token}', 'no-such-token-0000');
  if (route.path === '/api/company/modules/{moduleName}') return route.path.replace('{moduleName}', 'fleet');
  if (route.path === '/api/approvals/workflows/{sourceType}') return route.path.replace('{sourceType}', 'contract_discount');
  if (route.path === '/api/signature-settings/{image}') return route.path.replace('{image}', 'signature');
  return route.path.includes('{') ? concretePath(route.path, ids, estate) : route.path;
}

function cookieOf(route: Pick<WriteRoute, 'access' | 'path'>): string | undefined {
  if (route.access === 'public') return undefined;
  if (route.access === 'super-admin' || route.path.startsWith('/api/platform/')) return cookies.super;
  return ownerOf(route.path) === 'estate' ? cookies.estate : cookies.rental;
}

async function send(route: WriteRoute, raw: string, lang: 'ar' | 'en') {
  const headers: Record<string, string> = { 'content-type': 'application/json', 'accept-language': lang, origin: 'http://localhost:3000' };
  const cookie = cookieOf(route);
  if (cookie) headers.cookie = cookie;
  const res = await t.app.fetch(new Request(`http://localhost:3000${pathOf(route)}`, { method: route.method, headers, body: raw }));
  const text = await res.text();
  return { status: res.status, text };
}

/** A failure message for one answer, or null when the answer is acceptable. */
function problem(answer: { status: number; text: string }, lang: 'ar' | 'en'): string | null {
  if (answer.status >= 500) return `answered ${answer.status}: ${answer.text.slice(0, 300)}`;
  if (answer.status < 400) return null;
  let body: { error?: { code?: unknown; message?: unknown; fields?: Record<string, unknown> } };
  try {
    body = JSON.parse(answer.text);
  } catch {
    return `answered ${answer.status} without JSON: ${answer.text.slice(0, 200)}`;
  }
  const error = body.error;
  if (typeof error?.code !== 'string' || typeof error.message !== 'string') return `answered ${answer.status} without {error:{code,message}}: ${answer.text.slice(0, 200)}`;
  const texts = [error.message, ...Object.values(error.fields ?? {}).map(String)];
  for (const text of texts) {
    if (ZOD_DEFAULTS.test(text)) return `zod's default text reached the client: ${text}`;
    if (lang === 'ar' && !ARABIC.test(text)) return `a message not in Arabic for an Arabic client: ${text}`;
  }
  return null;
}

describe('every write route with bad input', () => {
  it('found the write routes of the OpenAPI document', () => {
    expect(routes.length).toBeGreaterThan(50);
    expect(routes.every((r) => r.access !== 'unknown')).toBe(true);
  });

  it("each main create route's base body is accepted on its own (so the bad values below meet good ones)", async () => {
    for (const [key, base] of Object.entries(bases)) {
      const route = routes.find((r) => `${r.method} ${r.path}` === key)!;
      expect(route, key).toBeDefined();
      const answer = await send(route, JSON.stringify(base), 'ar');
      expect(answer.status, `${key}: ${answer.text.slice(0, 300)}`).toBeLessThan(300);
    }
  });

  it('bodies that are not a JSON object: a 4xx in Arabic and English', async () => {
    const failures: string[] = [];
    for (const route of routes) {
      for (const [label, raw] of BAD_BODIES) {
        for (const lang of ['ar', 'en'] as const) {
          const answer = await send(route, raw, lang);
          if (answer.status < 400) failures.push(`${route.method} ${route.path} accepted ${label}`);
          const why = problem(answer, lang);
          if (why) failures.push(`${route.method} ${route.path} ${label} (${lang}): ${why}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('each field with a wrong type, a 100k string, a huge negative number, an impossible date or a nested object: never a 5xx, errors in the caller’s language', async () => {
    const failures: string[] = [];
    let calls = 0;
    for (const route of routes) {
      const base = bases[`${route.method} ${route.path}`] ?? {};
      for (const field of [...route.properties, 'notAField']) {
        for (const [index, [label, value]] of BAD_VALUES.entries()) {
          // Arabic for every value, English for every other one: both languages on every route.
          const lang = index % 2 === 0 ? 'ar' : 'en';
          const answer = await send(route, JSON.stringify({ ...base, [field]: value }), lang);
          calls++;
          const why = problem(answer, lang);
          if (why) failures.push(`${route.method} ${route.path} ${field} = ${label}: ${why}`);
        }
      }
    }
    expect(calls).toBeGreaterThan(3000);
    expect(failures).toEqual([]);
    // Thousands of requests, one after another, and more with every new route: a machine shared
    // with other work takes minutes where an idle one takes seconds. A guard, not a budget.
  }, 600_000);

  it('every list, report and search with bad query values: never a 5xx, errors in the caller’s language', async () => {
    expect(reads.length).toBeGreaterThan(20);
    const failures: string[] = [];
    for (const route of reads) {
      for (const param of route.params) {
        for (const [index, value] of BAD_QUERY_VALUES.entries()) {
          const lang = index % 2 === 0 ? 'ar' : 'en';
          const headers: Record<string, string> = { 'accept-language': lang };
          const cookie = cookieOf(route);
          if (cookie) headers.cookie = cookie;
          const res = await t.app.fetch(new Request(`http://localhost:3000${pathOf(route)}?${param}=${encodeURIComponent(value)}`, { headers }));
          const type = res.headers.get('content-type') ?? '';
          const answer = { status: res.status, text: type.includes('json') ? await res.text() : '' };
          const why = problem(answer, lang);
          if (why) failures.push(`GET ${route.path}?${param}=${value.slice(0, 20)}: ${why}`);
        }
      }
    }
    expect(failures).toEqual([]);
    // Like the write routes above: a read per bad value per parameter of every list and report,
    // more with every module; the default minute ran out once on a loaded machine.
  }, 600_000);

  it('an unknown field is named in the caller’s language, never as zod’s “Unrecognized key”', async () => {
    const route = routes.find((r) => r.method === 'POST' && r.path === '/api/customers')!;
    for (const [lang, text] of [['ar', 'حقل غير معروف'], ['en', 'Unknown field']] as const) {
      const answer = await send(route, JSON.stringify({ ...bases['POST /api/customers'], name: 'x' }), lang);
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.text).error.fields).toEqual({ name: text });
    }
  });

  it('a customer’s impossible birth date is a field error, not a 500 (the case issue 12 measured)', async () => {
    const res = await t.json('PATCH', `/api/customers/${ids.customer}`, { cookie: cookies.rental, body: { dateOfBirth: '2026-02-30' } });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ dateOfBirth: 'التاريخ غير صالح (الصيغة YYYY-MM-DD)' });
  });
});
