// Maintenance requests through the API in the real-estate demo company (QAR): numbering, the
// moves and their refusals, a blocking request holding a vacant unit in maintenance (and out of
// leasing) until it is done, and who may do what.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../server/db/client';
import { setScope } from '../../../server/tenancy/with-tenant';
import { startTestServer, TINY_PNG, type TestServer } from '../../../server/test/test-server';
import { assertLeasable } from './service';

let t: TestServer;
let admin: string;
let companyId: string;

const count = async (table: string) => (await queryRows<{ n: number }>(t.deps.handle.db, sql`select count(*)::int as n from ${sql.identifier(table)} where company_id = ${companyId}`))[0]!.n;

async function post(path: string, body: unknown, cookie = admin) {
  const res = await t.json('POST', path, { cookie, body });
  if (res.status >= 300) throw new Error(`POST ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** Whether the lease service would take the property now, as it asks (inside the company's scope). */
async function leasable(propertyId: string): Promise<string> {
  return t.deps.handle.db
    .transaction(async (tx) => {
      await setScope(tx, { companyId, userId: null });
      await assertLeasable(tx, propertyId);
      return 'leasable';
    })
    .catch((e: { code?: string }) => e.code ?? 'error');
}

beforeAll(async () => {
  t = await startTestServer();
  admin = await t.signIn('admin@realestate.masar.test');
  [{ id: companyId }] = (await queryRows<{ id: string }>(t.deps.handle.db, sql`select id from companies where business_type = 'real_estate' limit 1`)) as [{ id: string }];
});
afterAll(() => t?.stop());

describe('maintenance requests', () => {
  it('numbers requests PMR-00001…, moves them open → assigned → in progress → completed, and refuses the moves their status forbids', async () => {
    const villa = await post('/api/properties', { nameAr: 'فيلا الدحيل', propertyType: 'villa' });
    const req = await post('/api/property-maintenance', { propertyId: villa.id, category: 'air_conditioning', title: 'المكيف لا يبرد', estimatedCost: '800.4' });
    expect(req).toMatchObject({ status: 'open', priority: 'medium', payer: 'company', blocksLeasing: false, estimatedCost: '800', propertyCode: villa.propertyCode, propertyNameAr: 'فيلا الدحيل' });
    expect(req.requestNumber).toMatch(/^PMR-\d{5}$/);
    const early = await t.json('POST', `/api/property-maintenance/${req.id}/complete`, { cookie: admin, body: { actualCost: '700', completedOn: '2026-01-01' } });
    expect(early.status).toBe(409);
    expect(early.body.error.code).toBe('maintenance_move_refused');
    const noContractor = await t.json('POST', `/api/property-maintenance/${req.id}/assign`, { cookie: admin, body: {} });
    expect(noContractor.status).toBe(400);
    expect(noContractor.body.error.fields).toEqual({ contractorName: 'هذا الحقل مطلوب' });
    expect(await post(`/api/property-maintenance/${req.id}/assign`, { contractorName: 'مؤسسة البرودة', contractorPhone: '+974 5555 1234', scheduledFor: '2026-12-01' })).toMatchObject({ status: 'assigned', contractorName: 'مؤسسة البرودة', scheduledFor: '2026-12-01' });
    expect((await t.json('PATCH', `/api/property-maintenance/${req.id}`, { cookie: admin, body: { priority: 'urgent', description: 'غرفة النوم الرئيسية' } })).body).toMatchObject({ priority: 'urgent' });
    expect(await post(`/api/property-maintenance/${req.id}/start`, undefined)).toMatchObject({ status: 'in_progress' });
    const missing = await t.json('POST', `/api/property-maintenance/${req.id}/complete`, { cookie: admin, body: {} });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.error.fields).sort()).toEqual(['actualCost', 'completedOn']);
    const future = await t.json('POST', `/api/property-maintenance/${req.id}/complete`, { cookie: admin, body: { actualCost: '700', completedOn: '2099-01-01' } });
    expect(future.status).toBe(400);
    expect(future.body.error.fields).toEqual({ completedOn: 'التاريخ بعد اليوم' });
    const today = (await t.json('GET', `/api/properties/${villa.id}`, { cookie: admin })).body.vacantSince;
    expect(await post(`/api/property-maintenance/${req.id}/complete`, { actualCost: '650', completedOn: today })).toMatchObject({ status: 'completed', actualCost: '650', completedOn: today });
    const closed = await t.json('PATCH', `/api/property-maintenance/${req.id}`, { cookie: admin, body: { title: 'تعديل' } });
    expect(closed.status).toBe(409);
    expect(closed.body.error.code).toBe('maintenance_closed');
    expect((await t.json('POST', `/api/property-maintenance/${req.id}/cancel`, { cookie: admin, body: { reason: 'x' } })).status).toBe(409);
  });

  it('holds a vacant unit in maintenance while a blocking request is open: no lease, no manual way back, then available again', async () => {
    const tower = await post('/api/properties', { nameAr: 'برج الصيانة', propertyType: 'building' });
    const unit = await post('/api/properties', { parentId: tower.id, unitNumber: '5', nameAr: 'شقة 5', propertyType: 'apartment' });
    expect(await leasable(unit.id)).toBe('leasable');
    const req = await post('/api/property-maintenance', { propertyId: unit.id, category: 'plumbing', priority: 'high', title: 'تسرب مياه', blocksLeasing: true });
    const during = (await t.json('GET', `/api/properties/${unit.id}`, { cookie: admin })).body;
    expect(during).toMatchObject({ status: 'maintenance', vacantSince: unit.vacantSince, leasable: false });
    expect(during.maintenance.map((m: { id: string }) => m.id)).toEqual([req.id]);
    expect(await leasable(unit.id)).toBe('property_under_maintenance');
    const back = await t.json('PATCH', `/api/properties/${unit.id}`, { cookie: admin, body: { status: 'available' } });
    expect(back.status).toBe(409);
    expect(back.body.error.message).toContain(req.requestNumber);
    // The building's page lists its units' requests; the list filters by the building too.
    expect((await t.json('GET', `/api/properties/${tower.id}`, { cookie: admin })).body.maintenance.map((m: { id: string }) => m.id)).toEqual([req.id]);
    expect((await t.json('GET', `/api/property-maintenance?propertyId=${tower.id}`, { cookie: admin })).body.items.map((m: { id: string }) => m.id)).toEqual([req.id]);
    const reason = await t.json('POST', `/api/property-maintenance/${req.id}/cancel`, { cookie: admin, body: {} });
    expect(reason.status).toBe(400);
    expect(await post(`/api/property-maintenance/${req.id}/cancel`, { reason: 'أصلحه المالك بنفسه' })).toMatchObject({ status: 'cancelled', statusReason: 'أصلحه المالك بنفسه' });
    expect((await t.json('GET', `/api/properties/${unit.id}`, { cookie: admin })).body).toMatchObject({ status: 'available', vacantSince: unit.vacantSince, leasable: true });
    expect(await leasable(unit.id)).toBe('leasable');
  });

  it('lists requests with status counts, search, priority and payer filters; keeps photos', async () => {
    const flat = await post('/api/properties', { nameAr: 'شقة النرجسية', propertyType: 'apartment' });
    const a = await post('/api/property-maintenance', { propertyId: flat.id, category: 'electrical', priority: 'urgent', title: 'انقطاع الكهرباء في المطبخ' });
    await post('/api/property-maintenance', { propertyId: flat.id, category: 'painting', priority: 'low', title: 'دهان الصالة' });
    const photo = await t.upload(`/api/property-maintenance/${a.id}/documents`, admin, new Blob([TINY_PNG], { type: 'image/png' }), 'damage.png', { kind: 'photo' });
    expect(photo.status).toBe(201);
    const detail = await t.json('GET', `/api/property-maintenance/${a.id}`, { cookie: admin });
    expect(detail.body).toMatchObject({ property: { id: flat.id, nameAr: 'شقة النرجسية', status: 'available' }, invoiceNumber: null, documents: [{ kind: 'photo', fileName: 'damage.png' }] });
    const urgent = await t.json('GET', '/api/property-maintenance?priority=urgent&status=open', { cookie: admin });
    expect(urgent.body.items.map((r: { id: string }) => r.id)).toContain(a.id);
    expect(urgent.body.items.every((r: { priority: string; status: string }) => r.priority === 'urgent' && r.status === 'open')).toBe(true);
    expect(urgent.body.total).toBe(urgent.body.counts.open);
    const found = await t.json('GET', `/api/property-maintenance?search=${encodeURIComponent('النرجسية')}&sort=priority`, { cookie: admin });
    expect(found.body.items.map((r: { title: string }) => r.title)).toEqual(['انقطاع الكهرباء في المطبخ', 'دهان الصالة']);
    expect((await t.json('GET', '/api/property-maintenance?payer=owner', { cookie: admin })).body.items.every((r: { payer: string }) => r.payer === 'owner')).toBe(true);
  });

  it('lets the employee read requests but not open or move one; nothing is written', async () => {
    const [any] = (await t.json('GET', '/api/property-maintenance?pageSize=1', { cookie: admin })).body.items;
    const employee = await t.signIn('employee@realestate.masar.test');
    expect((await t.json('GET', '/api/property-maintenance', { cookie: employee })).status).toBe(200);
    expect((await t.json('GET', `/api/property-maintenance/${any.id}`, { cookie: employee })).status).toBe(200);
    const before = await count('property_maintenance');
    expect((await t.json('POST', '/api/property-maintenance', { cookie: employee, body: { propertyId: any.propertyId, category: 'other', title: 'ممنوع' } })).status).toBe(403);
    expect((await t.json('POST', `/api/property-maintenance/${any.id}/cancel`, { cookie: employee, body: { reason: 'x' } })).status).toBe(403);
    expect(await count('property_maintenance')).toBe(before);
  });
});
