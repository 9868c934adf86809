// The kept counts (record_counts) that the lists' chips and totals read must equal a real count
// of the rows after every kind of write: inserts, status changes and deletes, in any company.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client';
import { COUNTED_TABLES } from '../db/tenancy-sql';
import { startTestServer, type TestServer } from '../test/test-server';

let t: TestServer;
let admin: string;

beforeAll(async () => {
  t = await startTestServer();
  admin = await t.signIn('admin@rental.masar.test');
});
afterAll(() => t?.stop());

/** Kept and recounted figures, per company, table and key, for every counted table. */
async function keptAndReal() {
  const kept: Record<string, number> = {};
  const real: Record<string, number> = {};
  for (const row of await queryRows<{ company_id: string; entity: string; key: string; n: number }>(t.deps.handle.db, sql`select company_id, entity, key, n from record_counts where n <> 0`)) {
    kept[`${row.company_id} ${row.entity} ${row.key}`] = Number(row.n);
  }
  for (const [table, key] of Object.entries(COUNTED_TABLES)) {
    const rows = await queryRows<{ company_id: string; key: string; n: number }>(t.deps.handle.db, sql.raw(`select company_id, ${key} as key, count(*)::int as n from ${table} group by 1, 2`));
    for (const row of rows) real[`${row.company_id} ${table} ${row.key}`] = Number(row.n);
  }
  return { kept, real };
}

describe('kept record counts', () => {
  it('match the rows of the demo data', async () => {
    const { kept, real } = await keptAndReal();
    expect(Object.keys(real).length).toBeGreaterThan(10);
    expect(kept).toEqual(real);
  });

  it('follow creates, status changes and deletes, and the lists report them', async () => {
    const before = (await t.json('GET', '/api/customers?pageSize=1&status=blacklisted', { cookie: admin })).body.total;
    const customer = (await t.json('POST', '/api/customers', { cookie: admin, body: { nameAr: 'عميل العدّ', phone: '+965 6000 1122', licenseExpiry: '2031-01-01' } })).body;
    const blacklisted = await t.json('PATCH', `/api/customers/${customer.id}`, { cookie: admin, body: { isBlacklisted: true, blacklistReason: 'شيك مرتجع' } });
    expect(blacklisted.status).toBe(200);
    const listed = (await t.json('GET', '/api/customers?pageSize=1&status=blacklisted', { cookie: admin })).body;
    expect(listed.total).toBe(before + 1);
    expect(listed.counts.blacklisted).toBe(listed.total);
    const individuals = (await t.json('GET', '/api/customers?pageSize=1&type=individual&status=active', { cookie: admin })).body;
    expect(individuals.total).toBe(individuals.counts.active);
    expect(individuals.counts.all).toBeGreaterThanOrEqual(individuals.counts.active + individuals.counts.blacklisted);

    const vehicles = (await t.json('GET', '/api/fleet/vehicles?pageSize=1', { cookie: admin })).body;
    const made = await t.json('POST', '/api/fleet/vehicles', { cookie: admin, body: { plateNumber: 'CNT 4411', make: 'Toyota', model: 'Yaris', year: 2024, dailyRate: '12.000' } });
    expect(made.status).toBe(201);
    const after = (await t.json('GET', '/api/fleet/vehicles?pageSize=1', { cookie: admin })).body;
    expect(after.total).toBe(vehicles.total + 1);
    expect(after.counts.available).toBe((vehicles.counts.available ?? 0) + 1);
    expect((await t.json('PATCH', `/api/fleet/vehicles/${made.body.id}`, { cookie: admin, body: { status: 'maintenance' } })).status).toBe(200);
    const serviced = (await t.json('GET', '/api/fleet/vehicles?pageSize=1&status=maintenance', { cookie: admin })).body;
    expect(serviced.counts.maintenance).toBe((vehicles.counts.maintenance ?? 0) + 1);
    expect(serviced.total).toBe(serviced.counts.maintenance);
    // No route deletes a vehicle; a company's removal does (cascade). The delete trigger counts it.
    await t.deps.handle.db.execute(sql`delete from vehicles where id = ${made.body.id}`);
    expect((await t.json('GET', '/api/fleet/vehicles?pageSize=1', { cookie: admin })).body.counts).toEqual(vehicles.counts);

    const { kept, real } = await keptAndReal();
    expect(kept).toEqual(real);
  });

  it('narrow the status chips to what a search or filter matches, and the total agrees', async () => {
    const all = (await t.json('GET', '/api/contracts?pageSize=100', { cookie: admin })).body;
    const one = all.items[0];
    const searched = (await t.json('GET', `/api/contracts?pageSize=100&search=${encodeURIComponent(one.contractNumber)}`, { cookie: admin })).body;
    expect(searched.items.map((c: { id: string }) => c.id)).toContain(one.id);
    expect(Object.values(searched.counts).reduce((a: number, b) => a + (b as number), 0)).toBe(searched.total);
    expect(searched.counts[one.status]).toBeGreaterThanOrEqual(1);
    expect(searched.total).toBeLessThan(all.total);
    // A status chip picked inside the search: its total is that chip's count, the other chips stay.
    const picked = (await t.json('GET', `/api/contracts?pageSize=100&status=${one.status}&search=${encodeURIComponent(one.contractNumber)}`, { cookie: admin })).body;
    expect(picked.total).toBe(searched.counts[one.status]);
    expect(picked.counts).toEqual(searched.counts);
    const ofCustomer = (await t.json('GET', `/api/contracts?pageSize=100&customerId=${one.customerId}`, { cookie: admin })).body;
    expect(ofCustomer.items.every((c: { customerId: string }) => c.customerId === one.customerId)).toBe(true);
    expect(Object.values(ofCustomer.counts).reduce((a: number, b) => a + (b as number), 0)).toBe(ofCustomer.total);

    const fleet = (await t.json('GET', '/api/fleet/vehicles?pageSize=100', { cookie: admin })).body;
    const plate = fleet.items[0].plateNumber as string;
    const found = (await t.json('GET', `/api/fleet/vehicles?pageSize=100&search=${encodeURIComponent(plate)}`, { cookie: admin })).body;
    expect(Object.values(found.counts).reduce((a: number, b) => a + (b as number), 0)).toBe(found.total);
    expect(found.total).toBeLessThan(fleet.total);
    expect(found.counts[fleet.items[0].status]).toBeGreaterThanOrEqual(1);
  });
});
