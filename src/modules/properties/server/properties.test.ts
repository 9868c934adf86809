// Properties and units through the API, in the real-estate demo company (QAR, 0 decimals):
// numbering, what a unit takes from its building, unit numbers unique per building, the list's
// filters and counts, the map, the lease picker, manual status rules, documents and photos, and
// who may do what (the employee reads, the accountant does not even read).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../server/db/client';
import { setScope } from '../../../server/tenancy/with-tenant';
import { startTestServer, TINY_PNG, type TestServer } from '../../../server/test/test-server';
import { setOccupancy } from './service';

let t: TestServer;
let admin: string;
let companyId: string;
let ownerId: string;

const count = async (table: string) => (await queryRows<{ n: number }>(t.deps.handle.db, sql`select count(*)::int as n from ${sql.identifier(table)} where company_id = ${companyId}`))[0]!.n;

async function make(body: Record<string, unknown>) {
  const res = await t.json('POST', '/api/properties', { cookie: admin, body });
  if (res.status !== 201) throw new Error(`POST /api/properties: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

beforeAll(async () => {
  t = await startTestServer();
  admin = await t.signIn('admin@realestate.masar.test');
  const db = t.deps.handle.db;
  [{ id: companyId }] = (await queryRows<{ id: string }>(db, sql`select id from companies where business_type = 'real_estate' limit 1`)) as [{ id: string }];
  // The owners module is built beside this one; its row is written here as its API would.
  [{ id: ownerId }] = (await queryRows<{ id: string }>(db, sql`insert into property_owners (company_id, owner_code, name_ar, name_en, commission_rate) values (${companyId}, 'OWN-T1', 'خالد المالك', 'Khalid Owner', '5') returning id`)) as [{ id: string }];
});
afterAll(() => t?.stop());

describe('adding properties and units', () => {
  it('numbers a property PRP-00001…, rounds money to the riyal, defaults its use from its type and counts it vacant from today', async () => {
    const villa = await make({ nameAr: 'فيلا اللؤلؤة', nameEn: 'Pearl villa', propertyType: 'villa', rentPrice: '12500.6', district: 'اللؤلؤة', latitude: 25.3712, longitude: 51.5501, features: ['private_pool', 'garden'] });
    expect(villa.propertyCode).toMatch(/^PRP-\d{5}$/);
    expect(villa).toMatchObject({ status: 'available', usage: 'residential', rentPrice: '12501', currency: 'QAR', latitude: '25.371200', features: ['private_pool', 'garden'], daysVacant: 0 });
    expect(villa.vacantSince).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const shop = await make({ nameAr: 'محل الدفنة', propertyType: 'retail', propertyCode: 'SHOP-1', status: 'for_sale' });
    expect(shop).toMatchObject({ propertyCode: 'SHOP-1', usage: 'commercial', status: 'for_sale' });
    const again = await t.json('POST', '/api/properties', { cookie: admin, body: { nameAr: 'آخر', propertyType: 'office', propertyCode: 'shop-1' } });
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ code: 'property_code_taken', fields: { propertyCode: 'هذا الرمز مستخدم لعقار آخر' } });
  });

  it('gives a unit its building’s owner, place and coordinates, keeps unit numbers unique per building, and refuses units of a unit', async () => {
    const tower = await make({ nameAr: 'برج الخليج', nameEn: 'Gulf tower', propertyType: 'building', ownerId, city: 'الدوحة', district: 'الخليج الغربي', address: 'شارع 820', latitude: 25.32, longitude: 51.53, floors: 20 });
    const unit = await make({ parentId: tower.id, unitNumber: 'A-101', nameAr: 'شقة A-101', propertyType: 'apartment', bedrooms: 2, rentPrice: '7000' });
    expect(unit).toMatchObject({ parentId: tower.id, ownerId, ownerNameAr: 'خالد المالك', city: 'الدوحة', district: 'الخليج الغربي', address: 'شارع 820', latitude: '25.320000', longitude: '51.530000', parentCode: tower.propertyCode, usage: 'residential' });
    const before = await count('properties');
    const dup = await t.json('POST', '/api/properties', { cookie: admin, body: { parentId: tower.id, unitNumber: ' a-101 ', nameAr: 'مكررة', propertyType: 'apartment' } });
    expect(dup.status).toBe(409);
    expect(dup.body.error.code).toBe('unit_number_taken');
    const noNumber = await t.json('POST', '/api/properties', { cookie: admin, body: { parentId: tower.id, nameAr: 'بلا رقم', propertyType: 'apartment' } });
    expect(noNumber.status).toBe(400);
    expect(noNumber.body.error.fields).toEqual({ unitNumber: 'هذا الحقل مطلوب' });
    const nested = await t.json('POST', '/api/properties', { cookie: admin, body: { parentId: unit.id, unitNumber: '1', nameAr: 'داخل وحدة', propertyType: 'apartment' } });
    expect(nested.status).toBe(409);
    expect(nested.body.error.code).toBe('property_parent_is_unit');
    expect(await count('properties')).toBe(before);
    // The same number in another building is fine; a unit may stand elsewhere when told.
    const other = await make({ nameAr: 'مجمع الريان', propertyType: 'building' });
    const elsewhere = await make({ parentId: other.id, unitNumber: 'A-101', nameAr: 'فيلا 1', propertyType: 'villa', latitude: 25.29, longitude: 51.42 });
    expect(elsewhere).toMatchObject({ latitude: '25.290000', unitNumber: 'A-101' });
    const half = await t.json('POST', '/api/properties', { cookie: admin, body: { nameAr: 'نصف إحداثيات', propertyType: 'land', latitude: 25.1 } });
    expect(half.status).toBe(400);
    expect(half.body.error.fields).toEqual({ longitude: 'إحداثيات الموقع غير صالحة' });
  });
});

describe('the list, the map and the picker', () => {
  let tower: { id: string; propertyCode: string };
  beforeAll(async () => {
    tower = await make({ nameAr: 'أبراج الوسيل', nameEn: 'Lusail towers', propertyType: 'building', district: 'لوسيل', latitude: 25.42, longitude: 51.49 });
    await make({ parentId: tower.id, unitNumber: '1', nameAr: 'مكتب 1', propertyType: 'office', rentPrice: '9000' });
    await make({ parentId: tower.id, unitNumber: '2', nameAr: 'مكتب 2', propertyType: 'office', status: 'reserved' });
    await make({ nameAr: 'أرض سلوى', propertyType: 'land', district: 'سلوى', status: 'for_sale' });
  });

  it('lists top-level properties by default with a building’s occupancy, units on request, and counts by status', async () => {
    const top = await t.json('GET', '/api/properties?pageSize=200', { cookie: admin });
    expect(top.status).toBe(200);
    expect(top.body.items.every((p: { parentId: string | null }) => p.parentId === null)).toBe(true);
    expect(top.body.items.find((p: { id: string }) => p.id === tower.id)).toMatchObject({ unitsCount: 2, rentedUnits: 0, status: 'available' });
    expect(top.body.total).toBe(top.body.items.length);
    const units = await t.json('GET', '/api/properties?level=units&pageSize=200', { cookie: admin });
    expect(units.body.items.length).toBeGreaterThanOrEqual(2);
    expect(units.body.items.every((p: { parentId: string | null }) => p.parentId !== null)).toBe(true);
    const all = await t.json('GET', '/api/properties?level=all&pageSize=1', { cookie: admin });
    expect(all.body.total).toBe(top.body.total + units.body.total);
    const forSale = await t.json('GET', '/api/properties?status=for_sale,reserved&level=all', { cookie: admin });
    expect(forSale.body.items.map((p: { status: string }) => p.status).every((s: string) => ['for_sale', 'reserved'].includes(s))).toBe(true);
    // The chips count every status of what the other filters match.
    expect(forSale.body.total).toBe((forSale.body.counts.for_sale ?? 0) + (forSale.body.counts.reserved ?? 0));
    expect(forSale.body.counts.available).toBeGreaterThan(0);
  });

  it('searches code, names and district, and filters by type and owner', async () => {
    // The demo company has its own Lusail buildings: every hit names the district, and the tower is among them.
    const byDistrict = await t.json('GET', `/api/properties?search=${encodeURIComponent('لوسيل')}&pageSize=100`, { cookie: admin });
    expect(byDistrict.body.items.map((p: { id: string }) => p.id)).toContain(tower.id);
    expect(byDistrict.body.items.every((p: { district: string | null; nameAr: string }) => `${p.district} ${p.nameAr}`.includes('لوسيل'))).toBe(true);
    const byCode = await t.json('GET', `/api/properties?search=${tower.propertyCode}`, { cookie: admin });
    expect(byCode.body.items.map((p: { id: string }) => p.id)).toContain(tower.id);
    const lands = await t.json('GET', '/api/properties?type=land', { cookie: admin });
    expect(lands.body.items.length).toBeGreaterThan(0);
    expect(lands.body.items.every((p: { propertyType: string }) => p.propertyType === 'land')).toBe(true);
    const owned = await t.json('GET', `/api/properties?ownerId=${ownerId}&level=all`, { cookie: admin });
    expect(owned.body.items.length).toBeGreaterThan(0);
    expect(owned.body.items.every((p: { ownerId: string }) => p.ownerId === ownerId)).toBe(true);
  });

  it('maps every property with coordinates, a unit under its building’s marker, filtered by type and status', async () => {
    const map = await t.json('GET', '/api/properties/map', { cookie: admin });
    expect(map.status).toBe(200);
    const ids = map.body.items.map((p: { id: string }) => p.id);
    expect(ids).toContain(tower.id);
    expect(map.body.items.every((p: { latitude: string }) => Number(p.latitude) !== 0)).toBe(true);
    // Units standing where the tower stands are not separate markers; the villa standing elsewhere is.
    expect(map.body.items.filter((p: { parentId: string | null }) => p.parentId !== null).every((p: { unitNumber?: string; nameAr: string }) => p.nameAr === 'فيلا 1')).toBe(true);
    const towerRow = map.body.items.find((p: { id: string }) => p.id === tower.id);
    expect(towerRow).toMatchObject({ unitsCount: 2, rentedUnits: 0, latitude: '25.420000' });
    expect(map.body.tiles).toEqual({ url: 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png', attribution: '© OpenStreetMap contributors' });
    const villas = await t.json('GET', '/api/properties/map?type=villa&status=available', { cookie: admin });
    expect(villas.body.items.every((p: { propertyType: string; status: string }) => p.propertyType === 'villa' && p.status === 'available')).toBe(true);
  });

  it('offers the lease form only what can be leased: not a building with units, not a sold property', async () => {
    const sold = await make({ nameAr: 'شقة مباعة', propertyType: 'apartment' });
    expect((await t.json('PATCH', `/api/properties/${sold.id}`, { cookie: admin, body: { status: 'sold' } })).status).toBe(200);
    const all = await t.json('GET', `/api/properties/options?search=${encodeURIComponent('أبراج الوسيل')}`, { cookie: admin });
    const leasable = await t.json('GET', '/api/properties/options?leasable=1', { cookie: admin });
    const ids = leasable.body.items.map((p: { id: string }) => p.id);
    expect(ids).not.toContain(tower.id);
    expect(ids).not.toContain(sold.id);
    expect(all.body.items.find((p: { id: string }) => p.id === tower.id)).toMatchObject({ leasable: false });
    const office = await t.json('GET', `/api/properties/options?leasable=1&search=${encodeURIComponent('مكتب 1')}`, { cookie: admin });
    expect(office.body.items.find((p: { buildingNameAr: string | null }) => p.buildingNameAr === 'أبراج الوسيل')).toMatchObject({ nameAr: 'مكتب 1', unitNumber: '1', rentPrice: '9000', leasable: true });
  });
});

describe('status, the page and documents', () => {
  it('changes the status only among the manual ones, never away from rented, and follows units into the building', async () => {
    const flat = await make({ nameAr: 'شقة السد', propertyType: 'apartment' });
    expect((await t.json('PATCH', `/api/properties/${flat.id}`, { cookie: admin, body: { status: 'rented' } })).status).toBe(400);
    const reserved = await t.json('PATCH', `/api/properties/${flat.id}`, { cookie: admin, body: { status: 'reserved', rentPrice: '6000' } });
    expect(reserved.body).toMatchObject({ status: 'reserved', rentPrice: '6000', vacantSince: flat.vacantSince });
    // A lease makes it rented (written here as the lease service's setOccupancy would).
    await queryRows(t.deps.handle.db, sql`update properties set status = 'rented', vacant_since = null where id = ${flat.id}`);
    const refused = await t.json('PATCH', `/api/properties/${flat.id}`, { cookie: admin, body: { status: 'available', nameAr: 'لا' }, lang: 'en' });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toMatch(/rented/);
    expect((await t.json('GET', `/api/properties/${flat.id}`, { cookie: admin })).body).toMatchObject({ status: 'rented', nameAr: 'شقة السد', daysVacant: null });
  });

  it('shows a building’s page: units with their status, occupancy, no leases yet, rent figures of the year, documents and photos', async () => {
    const tower = await make({ nameAr: 'برج المرقاب', propertyType: 'building', ownerId });
    const u1 = await make({ parentId: tower.id, unitNumber: '101', nameAr: 'شقة 101', propertyType: 'apartment' });
    await make({ parentId: tower.id, unitNumber: '102', nameAr: 'شقة 102', propertyType: 'apartment' });
    const photo = await t.upload(`/api/properties/${tower.id}/documents`, admin, new Blob([TINY_PNG], { type: 'image/png' }), 'front.png', { kind: 'photo' });
    expect(photo.status).toBe(201);
    const page = await t.json('GET', `/api/properties/${tower.id}`, { cookie: admin });
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ owner: { id: ownerId, nameAr: 'خالد المالك' }, parent: null, occupancy: { units: 2, rented: 0, vacant: 2, percent: 0 }, leases: [], rent: { due: '0', collected: '0', overdue: '0', overdueCount: 0 }, leasable: false });
    expect(page.body.units.map((u: { unitNumber: string; status: string; tenantNameAr: string | null }) => [u.unitNumber, u.status, u.tenantNameAr])).toEqual([['101', 'available', null], ['102', 'available', null]]);
    expect(page.body.documents).toMatchObject([{ kind: 'photo', fileName: 'front.png', contentType: 'image/png' }]);
    const image = await t.request('GET', `/api/properties/${tower.id}/documents/${page.body.documents[0].id}`, { cookie: admin });
    expect(image.headers.get('content-type')).toBe('image/png');
    const unitPage = await t.json('GET', `/api/properties/${u1.id}`, { cookie: admin });
    expect(unitPage.body).toMatchObject({ parent: { id: tower.id, nameAr: 'برج المرقاب' }, occupancy: null, leasable: true, units: [] });
    // Leases fill the units (through setOccupancy, as the lease service calls it): every unit
    // rented, the building is rented; one falls vacant, the building is available from that day.
    const occupy = (id: string, occupied: boolean, since: string) =>
      t.deps.handle.db.transaction(async (tx) => {
        await setScope(tx, { companyId, userId: null });
        await setOccupancy(tx, id, { occupied, since });
      });
    const u2 = page.body.units[1].id as string;
    await occupy(u1.id, true, '2026-01-01');
    expect((await t.json('GET', `/api/properties/${tower.id}`, { cookie: admin })).body).toMatchObject({ status: 'available', occupancy: { rented: 1, percent: 50 } });
    await occupy(u2, true, '2026-01-01');
    expect((await t.json('GET', `/api/properties/${tower.id}`, { cookie: admin })).body).toMatchObject({ status: 'rented', vacantSince: null, occupancy: { units: 2, rented: 2, vacant: 0, percent: 100 } });
    await occupy(u2, false, '2026-06-30');
    expect((await t.json('GET', `/api/properties/${tower.id}`, { cookie: admin })).body).toMatchObject({ status: 'available', vacantSince: '2026-06-30', occupancy: { rented: 1 } });
  });
});

describe('who may do what', () => {
  it('lets the employee read but not write, and keeps the accountant out; nothing is written', async () => {
    const [any] = (await t.json('GET', '/api/properties?pageSize=1', { cookie: admin })).body.items;
    const employee = await t.signIn('employee@realestate.masar.test');
    expect((await t.json('GET', '/api/properties', { cookie: employee })).status).toBe(200);
    expect((await t.json('GET', `/api/properties/${any.id}`, { cookie: employee })).status).toBe(200);
    expect((await t.json('GET', '/api/properties/map', { cookie: employee })).status).toBe(200);
    const before = await count('properties');
    expect((await t.json('POST', '/api/properties', { cookie: employee, body: { nameAr: 'ممنوع', propertyType: 'land' } })).status).toBe(403);
    expect((await t.json('PATCH', `/api/properties/${any.id}`, { cookie: employee, body: { nameAr: 'ممنوع' } })).status).toBe(403);
    const upload = await t.upload(`/api/properties/${any.id}/documents`, employee, new Blob([TINY_PNG], { type: 'image/png' }), 'x.png', { kind: 'photo' });
    expect(upload.status).toBe(403);
    expect(await count('properties')).toBe(before);
    const accountant = await t.signIn('accountant@realestate.masar.test');
    expect((await t.json('GET', '/api/properties', { cookie: accountant })).status).toBe(403);
  });
});
