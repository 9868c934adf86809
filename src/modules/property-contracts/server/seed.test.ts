// The real-estate demo (seed.ts) as the test template holds it: its size, every lease status
// and money event the pages show, places inside Doha, no two active leases on one property, and
// books that balance and agree with the receivables aging.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../server/db/client';
import { companyOf } from '../../../server/test/estate-fixtures';
import { startTestServer, type TestServer } from '../../../server/test/test-server';

let t: TestServer;
let accountant: string;
let companyId: string;

beforeAll(async () => {
  t = await startTestServer();
  accountant = await t.signIn('accountant@realestate.masar.test');
  companyId = (await companyOf(t, 'admin@realestate.masar.test')).companyId;
});
afterAll(() => t?.stop());

const one = async <T>(query: ReturnType<typeof sql>) => (await queryRows<T>(t.deps.handle.db, query))[0]!;

describe('the real-estate demo', () => {
  it('holds about 40 properties with their units, 15 owners, 120 tenants and about 150 leases in every status', async () => {
    const size = await one<{ top: number; units: number; buildings: number; owners: number; tenants: number; leases: number }>(sql`select
      (select count(*)::int from properties where company_id = ${companyId} and parent_id is null) as top,
      (select count(*)::int from properties where company_id = ${companyId} and parent_id is not null) as units,
      (select count(distinct parent_id)::int from properties where company_id = ${companyId}) as buildings,
      (select count(*)::int from property_owners where company_id = ${companyId}) as owners,
      (select count(*)::int from tenant_profiles where company_id = ${companyId}) as tenants,
      (select count(*)::int from leases where company_id = ${companyId}) as leases`);
    expect(size.top).toBeGreaterThanOrEqual(35);
    expect(size.top).toBeLessThanOrEqual(45);
    expect(size.buildings).toBeGreaterThanOrEqual(3);
    expect(size.units).toBeGreaterThanOrEqual(30);
    expect(size).toMatchObject({ owners: 15, tenants: 120 });
    expect(size.leases).toBeGreaterThanOrEqual(130);
    expect(size.leases).toBeLessThanOrEqual(170);
    const statuses = await queryRows<{ status: string; n: number }>(t.deps.handle.db, sql`select status, count(*)::int as n from leases where company_id = ${companyId} group by status`);
    const by = Object.fromEntries(statuses.map((s) => [s.status, s.n]));
    expect(Object.keys(by).sort()).toEqual(['active', 'draft', 'expired', 'renewed', 'terminated']);
    expect(by.active).toBeGreaterThan(by.expired!);
  });

  it('has the money events the pages show: a renewal, late fees, bounced and held cheques, deposits held and settled, overdue rent', async () => {
    const events = await one<Record<string, number>>(sql`select
      (select count(*)::int from leases l join leases p on p.id = l.renewed_from_id where l.company_id = ${companyId} and p.status = 'renewed' and p.deposit_status = 'carried_over') as renewed,
      (select count(*)::int from invoice_lines where company_id = ${companyId} and code = 'late_fee') as "lateFees",
      (select count(*)::int from lease_cheques where company_id = ${companyId} and status = 'bounced') as bounced,
      (select count(*)::int from lease_cheques where company_id = ${companyId} and status = 'held' and cheque_date > current_date) as held,
      (select count(*)::int from leases where company_id = ${companyId} and status = 'active' and deposit_status = 'held') as "depositsHeld",
      (select count(*)::int from leases where company_id = ${companyId} and status in ('expired', 'terminated') and deposit_status = 'settled') as "depositsSettled",
      (select count(*)::int from invoices i join lease_installments li on li.invoice_id = i.id join leases l on l.id = li.lease_id
         where i.company_id = ${companyId} and i.status in ('pending', 'partially_paid') and li.due_date + l.grace_days < current_date) as overdue,
      (select count(*)::int from owner_payouts where company_id = ${companyId}) as payouts,
      (select count(*)::int from customers where company_id = ${companyId} and is_blacklisted) as blacklisted`);
    for (const [name, n] of Object.entries(events)) expect(n, name).toBeGreaterThan(0);
  });

  it('shows vacancy (some over 90 days), maintenance in every status and payer, one request holding a vacant unit', async () => {
    const vacancy = await one<{ vacant: number; over90: number; held: number }>(sql`select
      (count(*) filter (where status <> 'rented'))::int as vacant,
      (count(*) filter (where status <> 'rented' and vacant_since < current_date - 90))::int as over90,
      (count(*) filter (where status = 'maintenance'))::int as held
      from properties p where company_id = ${companyId} and not exists (select 1 from properties u where u.parent_id = p.id)`);
    expect(vacancy.vacant).toBeGreaterThanOrEqual(5);
    expect(vacancy.over90).toBeGreaterThan(0);
    expect(vacancy.held).toBeGreaterThan(0);
    const maintenance = await queryRows<{ status: string; payer: string }>(t.deps.handle.db, sql`select distinct status, payer from property_maintenance where company_id = ${companyId}`);
    expect([...new Set(maintenance.map((m) => m.status))].sort()).toEqual(['assigned', 'cancelled', 'completed', 'in_progress', 'open']);
    expect([...new Set(maintenance.filter((m) => m.status === 'completed').map((m) => m.payer))].sort()).toEqual(['company', 'owner', 'tenant']);
  });

  it('places every property inside Doha, and never lets two active leases hold one property on the same day', async () => {
    const box = await one<{ outside: number; missing: number }>(sql`select
      (count(*) filter (where latitude not between 25.15 and 25.45 or longitude not between 51.40 and 51.60))::int as outside,
      (count(*) filter (where latitude is null))::int as missing
      from properties where company_id = ${companyId}`);
    expect(box).toEqual({ outside: 0, missing: 0 });
    const overlaps = await queryRows(
      t.deps.handle.db,
      sql`select a.lease_number, b.lease_number from leases a join leases b on a.property_id = b.property_id and a.id < b.id
          where a.company_id = ${companyId} and a.status = 'active' and b.status = 'active' and a.start_date <= b.end_date and b.start_date <= a.end_date`,
    );
    expect(overlaps).toEqual([]);
  });

  it('keeps books that balance, with the receivables aging reconciled to the receivables account', async () => {
    const today = (await one<{ today: string }>(sql`select (now() at time zone timezone)::date::text as today from companies where id = ${companyId}`)).today;
    const trial = await t.json('GET', `/api/finance/reports/trial-balance?from=${today.slice(0, 4)}-01-01&to=${today}`, { cookie: accountant });
    expect(trial.status).toBe(200);
    expect(trial.body.balanced).toBe(true);
    const unbalanced = await queryRows(t.deps.handle.db, sql`select entry_id from journal_entry_lines where company_id = ${companyId} group by entry_id having sum(debit) <> sum(credit)`);
    expect(unbalanced).toEqual([]);
    const aging = await t.json('GET', `/api/finance/reports/aging?asOf=${today}`, { cookie: accountant });
    expect(aging.status).toBe(200);
    expect(aging.body).toMatchObject({ reconciled: true, currency: 'QAR' });
    expect(Number(aging.body.difference)).toBe(0);
    // Rent is owed (the overdue tenants), and the account says the same.
    expect(Number(aging.body.totals.total)).toBeGreaterThan(0);
    expect(aging.body.receivablesAccount.balance).toBe(aging.body.totals.total);
  });
});
