// The audit trail through the API (issue 20): every change readable with who, when and the changed
// fields in the reader's language; keyset pages; filters; a record's own history for whoever may
// read the record; a super admin's browsing visible to the company; refused sign-ins in the system
// log; and no way to change the log.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../server/db/client';
import { companies } from '../../../server/db/schema';
import { withTenant } from '../../../server/tenancy/with-tenant';
import { startTestServer, type TestServer } from '../../../server/test/test-server';
import { eq } from 'drizzle-orm';

let t: TestServer;
let admin: string;
let fleet: string;
let accountant: string;
let estateAdmin: string;
let superAdmin: string;
let rentalId: string;

type Entry = { id: string; action: string; entity: string; entityLabel: string; recordId: string | null; path: string | null; actor: { id: string; name: string | null } | null; browsedBy: unknown; changes: Array<{ field: string; label: string; before: string | null; after: string | null }> };

beforeAll(async () => {
  t = await startTestServer();
  admin = await t.signIn('admin@rental.masar.test');
  fleet = await t.signIn('fleet@rental.masar.test');
  accountant = await t.signIn('accountant@rental.masar.test');
  estateAdmin = await t.signIn('admin@realestate.masar.test');
  superAdmin = await t.signIn('super@masar.test');
  const [rental] = await t.deps.handle.db.select({ id: companies.id }).from(companies).where(eq(companies.businessType, 'car_rental'));
  rentalId = rental!.id;
});
afterAll(() => t?.stop());

async function newVehicle(plate: string) {
  const res = await t.json('POST', '/api/fleet/vehicles', { cookie: fleet, body: { plateNumber: plate, make: 'Nissan', model: 'Sunny', year: 2025, dailyRate: '9', odometer: 1200 } });
  expect(res.status).toBe(201);
  return res.body as { id: string };
}

describe('the audit log', () => {
  it('shows a vehicle’s creation and change with the person and the changed fields, in Arabic and in English', async () => {
    const v = await newVehicle('AUD 101');
    expect((await t.json('PATCH', `/api/fleet/vehicles/${v.id}`, { cookie: fleet, body: { dailyRate: '11.5' } })).status).toBe(200);

    const ar = await t.json('GET', `/api/admin/audit-log?entity=vehicles&recordId=${v.id}`, { cookie: admin });
    expect(ar.status).toBe(200);
    const [change, creation] = ar.body.items as Entry[];
    expect(change).toMatchObject({ action: 'update', entity: 'vehicles', entityLabel: 'المركبة', recordId: v.id, path: `/fleet/vehicles/${v.id}` });
    expect(change!.actor?.name).toBeTruthy();
    expect(change!.changes).toEqual([{ field: 'daily_rate', label: 'السعر اليومي', before: '9', after: '11.5' }]);
    expect(creation!.action).toBe('insert');
    expect(creation!.changes.map((c) => c.field)).toEqual(expect.arrayContaining(['plate_number', 'make', 'model']));
    expect(creation!.changes.map((c) => c.field)).not.toContain('company_id');

    const en = await t.json('GET', `/api/admin/audit-log?entity=vehicles&recordId=${v.id}&action=update`, { cookie: admin, lang: 'en' });
    expect(en.body.items).toHaveLength(1);
    expect(en.body.items[0]).toMatchObject({ entityLabel: 'Vehicle', changes: [{ label: 'Daily rate' }] });
  });

  it('pages newest first with a cursor, never repeating or skipping a row of one transaction', async () => {
    const all: Entry[] = [];
    let before: string | null = null;
    for (let i = 0; i < 4; i++) {
      const page: { status: number; body: { items: Entry[]; next: string | null } } = await t.json('GET', `/api/admin/audit-log?limit=7${before ? `&before=${before}` : ''}`, { cookie: admin });
      expect(page.status).toBe(200);
      all.push(...page.body.items);
      before = page.body.next;
      if (!before) break;
    }
    expect(all).toHaveLength(28);
    expect(new Set(all.map((e) => e.id)).size).toBe(28);
    const one = await t.json('GET', '/api/admin/audit-log?limit=28', { cookie: admin });
    expect(one.body.items.map((e: Entry) => e.id)).toEqual(all.map((e) => e.id));
  });

  it('filters by person, action, day and text, and refuses a forged cursor in both languages', async () => {
    const me = (await t.json('GET', '/api/me', { cookie: fleet })).body.user.id as string;
    const v = await newVehicle('AUD 202');
    const mine = await t.json('GET', `/api/admin/audit-log?actorId=${me}&limit=200`, { cookie: admin });
    expect(mine.body.items.length).toBeGreaterThan(0);
    expect(mine.body.items.every((e: Entry) => e.actor?.id === me)).toBe(true);
    const text = await t.json('GET', `/api/admin/audit-log?q=${encodeURIComponent('AUD 202')}`, { cookie: admin });
    expect(text.body.items.map((e: Entry) => e.recordId)).toContain(v.id);
    const past = await t.json('GET', `/api/admin/audit-log?to=2000-01-01`, { cookie: admin });
    expect(past.body.items).toEqual([]);

    const forged = await t.json('GET', '/api/admin/audit-log?before=bm90LWEtY3Vyc29y', { cookie: admin });
    expect(forged.status).toBe(400);
    expect(forged.body.error.message).toMatch(/[\u0600-\u06FF]/);
    const forgedEn = await t.json('GET', '/api/admin/audit-log?before=bm90LWEtY3Vyc29y', { cookie: admin, lang: 'en' });
    expect(forgedEn.status).toBe(400);
    expect(forgedEn.body.error.message).toMatch(/[A-Za-z]/);
  });

  it('is the company admin’s: other roles are refused, and another company sees none of it', async () => {
    expect((await t.json('GET', '/api/admin/audit-log', { cookie: fleet })).status).toBe(403);
    expect((await t.json('GET', '/api/admin/system-log', { cookie: accountant })).status).toBe(403);
    const v = await newVehicle('AUD 303');
    const other = await t.json('GET', `/api/admin/audit-log?recordId=${v.id}`, { cookie: estateAdmin });
    expect(other.status).toBe(200);
    expect(other.body.items).toEqual([]);
  });

  it('exports the filtered log as an Excel workbook', async () => {
    const v = await newVehicle('AUD 404');
    const res = await t.request('GET', `/api/admin/audit-log/export?recordId=${v.id}`, { cookie: admin });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    const ExcelJS = (await import('exceljs')).default;
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.from(await res.arrayBuffer()) as never);
    const values = wb.worksheets[0]!.getSheetValues().flat().filter((x) => typeof x === 'string');
    expect(values).toEqual(expect.arrayContaining(['رقم اللوحة', 'AUD 404', 'إضافة']));
  });
});

describe('a record’s history', () => {
  it('opens for whoever reads the record and is refused to whoever does not', async () => {
    const v = await newVehicle('AUD 505');
    const seen = await t.json('GET', `/api/admin/audit-log/records/vehicles/${v.id}`, { cookie: fleet });
    expect(seen.status).toBe(200);
    expect(seen.body.items[0]).toMatchObject({ action: 'insert', recordId: v.id });
    expect((await t.json('GET', `/api/admin/audit-log/records/vehicles/${v.id}`, { cookie: accountant })).status).toBe(403);
    expect((await t.json('GET', `/api/admin/audit-log/records/vehicles/${v.id}`, { cookie: estateAdmin })).status).toBe(404);
    expect((await t.json('GET', `/api/admin/audit-log/records/ledger_balances/${v.id}`, { cookie: admin })).status).toBe(404);
  });

  it('reads in the order the changes were made, even when one transaction made them all', async () => {
    // One transaction shares one time (and PGlite's clock ticks by the millisecond): the history
    // must still read newest change first and the creation last, as a lease made and activated in
    // one request does.
    const rates = ['11', '12', '13', '14', '15', '16'];
    const id = await withTenant(t.deps.handle.db, { companyId: rentalId, userId: null }, async (tx) => {
      const [row] = await queryRows<{ id: string }>(tx, sql`insert into vehicles (company_id, plate_number, make, model, year, daily_rate, odometer)
        values (${rentalId}, 'AUD 616', 'Kia', 'Rio', 2025, 10, 5) returning id`);
      for (const rate of rates) await tx.execute(sql`update vehicles set daily_rate = ${rate} where id = ${row!.id}`);
      return row!.id;
    });
    const history = await t.json('GET', `/api/admin/audit-log/records/vehicles/${id}`, { cookie: fleet });
    const entries = history.body.items as Entry[];
    expect(entries.map((e) => e.action)).toEqual([...rates.map(() => 'update'), 'insert']);
    expect(entries.slice(0, -1).map((e) => e.changes[0]?.after)).toEqual([...rates].reverse());
    // And the pages agree: two at a time, the same order.
    const paged: Entry[] = [];
    let before: string | null = null;
    do {
      const page: { body: { items: Entry[]; next: string | null } } = await t.json('GET', `/api/admin/audit-log/records/vehicles/${id}?limit=2${before ? `&before=${before}` : ''}`, { cookie: fleet });
      paged.push(...page.body.items);
      before = page.body.next;
    } while (before);
    expect(paged.map((e) => e.id)).toEqual(entries.map((e) => e.id));
  });
});

describe('what the company sees of the platform', () => {
  it('shows a super admin’s browsing writes as theirs, flagged, and the browsing itself in the system log', async () => {
    const headers = { 'x-browse-company': rentalId };
    const res = await t.json('POST', '/api/fleet/vehicles', { cookie: superAdmin, headers, body: { plateNumber: 'AUD 606', make: 'Kia', model: 'Rio', year: 2025, dailyRate: '8', odometer: 10 } });
    expect(res.status).toBe(201);
    const log = await t.json('GET', `/api/admin/audit-log?recordId=${res.body.id}`, { cookie: admin });
    expect(log.body.items[0].browsedBy).not.toBeNull();
    const system = await t.json('GET', '/api/admin/system-log?category=browse', { cookie: admin });
    expect(system.body.items.map((e: { message: string }) => e.message)).toContain('POST /api/fleet/vehicles');
  });

  it('keeps a refused sign-in to a company account in that company’s system log', async () => {
    const refused = await t.request('POST', '/api/auth/sign-in/email', { body: { email: 'sales@rental.masar.test', password: 'Wrong-password-1' } });
    expect(refused.status).toBe(401);
    const system = await t.json('GET', '/api/admin/system-log?category=authentication', { cookie: admin });
    expect(system.body.items.map((e: { action: string }) => e.action)).toEqual(expect.arrayContaining(['login', 'login_refused']));
    const filters = await t.json('GET', '/api/admin/audit-log/filters', { cookie: admin });
    expect(filters.body.entities.map((e: { entity: string }) => e.entity)).toContain('vehicles');
    expect(filters.body.people.length).toBeGreaterThan(3);
  });
});

describe('the log cannot be changed', () => {
  it('has no write route, and the app role may neither update nor delete it', async () => {
    const { registeredRoutes } = await import('../../../server/http/route');
    const writes = registeredRoutes(t.app).filter((r) => r.method !== 'GET' && /audit|system-log/.test(r.path));
    expect(writes).toEqual([]);
    for (const statement of [sql`update audit_log set action = 'insert'`, sql`delete from audit_log`]) {
      const error: unknown = await withTenant(t.deps.handle.db, { companyId: rentalId, userId: null }, (tx) => tx.execute(statement)).then(() => null, (e: unknown) => e);
      expect(String((error as { cause?: unknown } | null)?.cause ?? error)).toMatch(/permission denied/);
    }
  });
});
