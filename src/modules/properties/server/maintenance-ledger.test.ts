// What completing a maintenance request posts, line by line, for each payer (decision 031) in the
// real-estate chart (QAR, 0 decimals): the company's cost (5101 / 210202), the owner's (2107 /
// 210202, on the owner's statement), the tenant's (the company's lines and an invoice to the
// tenant on service charges 4105); refusals that write nothing; the backfill; and one KWD case.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../server/db/client';
import { backfillLedgers } from '../../../server/seed/ledger-backfill';
import { setScope } from '../../../server/tenancy/with-tenant';
import { startTestServer, type TestServer } from '../../../server/test/test-server';
import { ownerMaintenanceCharges } from './service';

let t: TestServer;
let admin: string;
let companyId: string;
let ownerId: string;
let today: string;

type Line = [code: string, debit: string, credit: string];

async function post(path: string, body: unknown, cookie = admin) {
  const res = await t.json('POST', path, { cookie, body });
  if (res.status >= 300) throw new Error(`POST ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

async function entries(sourceId: string) {
  return queryRows<{ id: string; date: string }>(t.deps.handle.db, sql`select id, entry_date::text as date from journal_entries where source_type = 'property_maintenance' and source_id = ${sourceId} and event = 'completed'`);
}

/** The completion's entry as the finance API shows it. */
async function lines(sourceId: string, cookie = admin): Promise<Line[]> {
  const rows = await entries(sourceId);
  expect(rows, `${sourceId} posts exactly once`).toHaveLength(1);
  const detail = await t.json('GET', `/api/finance/journal-entries/${rows[0]!.id}`, { cookie });
  return detail.body.lines.map((l: { accountCode: string; debit: string; credit: string }) => [l.accountCode, l.debit, l.credit]);
}

/** A request on a new property, taken to in-progress. */
async function started(property: Record<string, unknown>, payer: string) {
  const p = await post('/api/properties', { propertyType: 'apartment', ...property });
  const req = await post('/api/property-maintenance', { propertyId: p.id, category: 'plumbing', title: 'إصلاح سخان الماء', payer });
  await post(`/api/property-maintenance/${req.id}/start`, undefined);
  return { property: p, request: req };
}

beforeAll(async () => {
  t = await startTestServer();
  admin = await t.signIn('admin@realestate.masar.test');
  const db = t.deps.handle.db;
  [{ id: companyId }] = (await queryRows<{ id: string }>(db, sql`select id from companies where business_type = 'real_estate' limit 1`)) as [{ id: string }];
  [{ id: ownerId }] = (await queryRows<{ id: string }>(db, sql`insert into property_owners (company_id, owner_code, name_ar, commission_rate) values (${companyId}, 'OWN-L1', 'مريم المالكة', '5') returning id`)) as [{ id: string }];
  today = (await post('/api/properties', { nameAr: 'مرجع التاريخ', propertyType: 'land' })).vacantSince;
});
afterAll(() => t?.stop());

describe('completion postings', () => {
  it('the company pays: Dr property maintenance (5101), Cr maintenance payable (210202), in riyals', async () => {
    const { request } = await started({ nameAr: 'شقة الشركة' }, 'company');
    await post(`/api/property-maintenance/${request.id}/complete`, { actualCost: '1499.6', completedOn: today });
    expect(await lines(request.id)).toEqual([['5101', '1500', '0'], ['210202', '0', '1500']]);
  });

  it('the owner pays: Dr owners payable (2107, party owner), Cr maintenance payable; the owner is kept on the request and on the statement', async () => {
    const none = await post('/api/properties', { nameAr: 'بلا مالك', propertyType: 'apartment' });
    const refused = await t.json('POST', '/api/property-maintenance', { cookie: admin, body: { propertyId: none.id, category: 'other', title: 'x', payer: 'owner' } });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: 'property_owner_missing', fields: { payer: expect.stringContaining('مالك') } });
    const { request } = await started({ nameAr: 'شقة المالكة', ownerId }, 'owner');
    const done = await post(`/api/property-maintenance/${request.id}/complete`, { actualCost: '2300', completedOn: today });
    expect(done).toMatchObject({ ownerId, actualCost: '2300' });
    expect(await lines(request.id)).toEqual([['2107', '2300', '0'], ['210202', '0', '2300']]);
    const [party] = await queryRows<{ partyType: string; partyId: string }>(t.deps.handle.db, sql`select l.party_type as "partyType", l.party_id as "partyId" from journal_entry_lines l join journal_entries e on e.id = l.entry_id where e.source_id = ${request.id} and l.debit > 0`);
    expect(party).toEqual({ partyType: 'owner', partyId: ownerId });
    const charges = await t.deps.handle.db.transaction(async (tx) => {
      await setScope(tx, { companyId, userId: null });
      return ownerMaintenanceCharges(tx, ownerId, { to: today });
    });
    expect(charges).toEqual([expect.objectContaining({ id: request.id, requestNumber: request.requestNumber, completedOn: today, propertyNameAr: 'شقة المالكة', title: 'إصلاح سخان الماء', amount: '2300.000' })]);
  });

  it('the tenant pays: the company’s cost lines, and an invoice to the tenant of the active lease on service charges', async () => {
    const { property, request } = await started({ nameAr: 'شقة المستأجر' }, 'company');
    const noTenant = await t.json('PATCH', `/api/property-maintenance/${request.id}`, { cookie: admin, body: { payer: 'tenant' } });
    expect(noTenant.status).toBe(409);
    expect(noTenant.body.error.code).toBe('property_no_tenant');
    // A lease as the lease service writes it (its API is built beside this module).
    const tenant = await post('/api/customers', { nameAr: 'فهد المستأجر', phone: '+974 5000 7788' });
    const [lease] = await queryRows<{ id: string }>(
      t.deps.handle.db,
      sql`insert into leases (company_id, lease_number, property_id, customer_id, status, start_date, end_date, monthly_rent, payment_frequency, payment_day, total_rent)
          values (${companyId}, 'LSE-T1', ${property.id}, ${tenant.id}, 'active', ${today}::date - 30, ${today}::date + 330, 5000, 'monthly', 1, 60000) returning id`,
    );
    expect((await t.json('PATCH', `/api/property-maintenance/${request.id}`, { cookie: admin, body: { payer: 'tenant' } })).body.payer).toBe('tenant');
    const invoicesBefore = await queryRows<{ n: number }>(t.deps.handle.db, sql`select count(*)::int as n from invoices where customer_id = ${tenant.id}`);
    const done = await post(`/api/property-maintenance/${request.id}/complete`, { actualCost: '420', completedOn: today });
    expect(done).toMatchObject({ customerId: tenant.id, ownerId: null });
    expect(await lines(request.id)).toEqual([['5101', '420', '0'], ['210202', '0', '420']]);
    const detail = await t.json('GET', `/api/property-maintenance/${request.id}`, { cookie: admin });
    expect(detail.body.invoiceNumber).toMatch(/^INV-/);
    const [invoice] = await queryRows<{ id: string; kind: string; total: string; leaseId: string; code: string }>(
      t.deps.handle.db,
      sql`select i.id, i.kind, i.total::text, i.lease_id as "leaseId", l.code from invoices i join invoice_lines l on l.invoice_id = i.id where i.id = ${done.invoiceId}`,
    );
    expect(invoice).toMatchObject({ kind: 'rent', total: '420.000', leaseId: lease!.id, code: 'service_charge' });
    expect(invoicesBefore[0]!.n + 1).toBe((await queryRows<{ n: number }>(t.deps.handle.db, sql`select count(*)::int as n from invoices where customer_id = ${tenant.id}`))[0]!.n);
    const [issued] = await queryRows<{ id: string }>(t.deps.handle.db, sql`select id from journal_entries where source_type = 'invoice' and source_id = ${invoice!.id} and event = 'issued'`);
    const invoiceLines = (await t.json('GET', `/api/finance/journal-entries/${issued!.id}`, { cookie: admin })).body.lines.map((l: { accountCode: string; debit: string; credit: string }) => [l.accountCode, l.debit, l.credit]);
    expect(invoiceLines).toEqual([['110201', '420', '0'], ['4105', '0', '420']]);
  });

  it('posts nothing for a zero cost, refuses a second completion, and the backfill posts what is missing once', async () => {
    const free = await started({ nameAr: 'شقة مجانية' }, 'company');
    await post(`/api/property-maintenance/${free.request.id}/complete`, { actualCost: '0', completedOn: today });
    expect(await entries(free.request.id)).toHaveLength(0);
    const { request } = await started({ nameAr: 'شقة قديمة' }, 'company');
    await post(`/api/property-maintenance/${request.id}/complete`, { actualCost: '300', completedOn: today });
    expect((await t.json('POST', `/api/property-maintenance/${request.id}/complete`, { cookie: admin, body: { actualCost: '300', completedOn: today } })).status).toBe(409);
    // A request completed before its company kept books in Masar: no entry until the backfill.
    await queryRows(t.deps.handle.db, sql`delete from journal_entry_lines where entry_id in (select id from journal_entries where source_id = ${request.id})`);
    await queryRows(t.deps.handle.db, sql`delete from journal_entries where source_id = ${request.id}`);
    expect(await entries(request.id)).toHaveLength(0);
    expect((await backfillLedgers(t.deps.handle.db))[companyId]).toBeGreaterThanOrEqual(1);
    expect(await lines(request.id)).toEqual([['5101', '300', '0'], ['210202', '0', '300']]);
    expect((await backfillLedgers(t.deps.handle.db))[companyId]).toBe(0);
    expect(await entries(free.request.id)).toHaveLength(0);
  });

  it('a missing mapping refuses the completion whole: still in progress, no entry, no invoice', async () => {
    const { property, request } = await started({ nameAr: 'شقة بلا ربط' }, 'company');
    await queryRows(t.deps.handle.db, sql`delete from account_mappings where company_id = ${companyId} and key = 'maintenance_payable'`);
    const refused = await t.json('POST', `/api/property-maintenance/${request.id}/complete`, { cookie: admin, body: { actualCost: '100', completedOn: today } });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('account_mapping_missing');
    expect((await t.json('GET', `/api/property-maintenance/${request.id}`, { cookie: admin })).body).toMatchObject({ status: 'in_progress', actualCost: null, completedOn: null });
    expect(await entries(request.id)).toHaveLength(0);
    expect((await t.json('GET', `/api/properties/${property.id}`, { cookie: admin })).body.status).toBe('available');
    // The backfill's first step puts the template's mapping back (addMissingMappings).
    await backfillLedgers(t.deps.handle.db);
  });

  it('in a 3-decimal currency (the KWD demo company): the cost rounded to fils on the base chart', async () => {
    const kuwait = await t.signIn('admin@rental.masar.test');
    const p = await post('/api/properties', { nameAr: 'مكتب السالمية', propertyType: 'office' }, kuwait);
    const req = await post('/api/property-maintenance', { propertyId: p.id, category: 'electrical', title: 'إنارة', estimatedCost: '12.34567' }, kuwait);
    expect(req.estimatedCost).toBe('12.346');
    await post(`/api/property-maintenance/${req.id}/start`, undefined, kuwait);
    const done = await post(`/api/property-maintenance/${req.id}/complete`, { actualCost: '12.3456', completedOn: p.vacantSince }, kuwait);
    expect(done.actualCost).toBe('12.346');
    expect(await lines(req.id, kuwait)).toEqual([['5211', '12.346', '0.000'], ['210202', '0.000', '12.346']]);
  });
});
