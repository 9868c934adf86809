// The rental demo's maintenance (seed.ts): a year of finished work posted to the ledger, orders in
// the workshop now with their cars in maintenance, orders booked ahead, plans with due and overdue
// rows, and no order overlapping a booking.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../server/db/client';
import { startTestServer, type TestServer } from '../../../server/test/test-server';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t?.stop());

describe('the maintenance demo', () => {
  it('holds a year of orders in every status, posted, with cars in the workshop and plans due', async () => {
    const byStatus = await queryRows<{ status: string; n: number; posted: number }>(
      t.deps.handle.db,
      sql`select m.status, count(*)::int as n, count(m.journal_entry_id)::int as posted from vehicle_maintenance m
          join companies c on c.id = m.company_id where c.business_type = 'car_rental' group by 1 order by 1`,
    );
    const of = Object.fromEntries(byStatus.map((r) => [r.status, r]));
    expect(of.completed!.n).toBeGreaterThan(40);
    expect(of.completed!.posted).toBe(of.completed!.n);
    expect(of.cancelled!.n).toBeGreaterThan(0);
    expect(of.in_progress!.n).toBe(3);
    expect(of.pending!.n).toBe(5);
    const [cars] = await queryRows<{ n: number }>(
      t.deps.handle.db,
      sql`select count(*)::int as n from vehicles v where v.status = 'maintenance' and exists (select 1 from vehicle_maintenance m where m.vehicle_id = v.id and m.status = 'in_progress')`,
    );
    expect(cars!.n).toBe(3);
    const fleet = await t.signIn('fleet@rental.masar.test');
    const due = await t.json('GET', '/api/fleet/maintenance-due', { cookie: fleet });
    const states = new Set(due.body.items.map((i: { state: string }) => i.state));
    expect(states).toContain('overdue');
    expect(states).toContain('due');
    const list = await t.json('GET', '/api/fleet/maintenance?status=in_progress', { cookie: fleet });
    expect(list.body.total).toBe(3);
  });
});
