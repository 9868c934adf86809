// Document-expiry alerts through the daily job and HTTP: the job for a fixed `now` writes each
// document's alert once (a rerun changes nothing), refreshes its days and closes what was renewed;
// the panel lists them in the reader's language to whoever may read the record; acknowledge and
// confirm all touch only the caller's company. Dates are far in the future (2040) so the demo's
// own papers, dated from the seed's clock, never fall in the window.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../server/db/client';
import type { JobHandler, JobRunner } from '../../../server/jobs';
import { MODULE_JOBS } from '../../../server/module-jobs';
import { withTenant } from '../../../server/tenancy/with-tenant';
import { startTestServer, type TestServer } from '../../../server/test/test-server';
import { leases } from '../../property-contracts/server/tables';
import { runDocumentExpiry } from './document-expiry';
import { documentExpiryAlerts } from './document-tables';
import { DOCUMENT_EXPIRY_JOB } from './jobs';

let t: TestServer;
let admin: string;
/** Reads customers, not vehicles. */
let accountant: string;
let estateAdmin: string;
let companyId: string;
let estateId: string;
let carId: string;
let customerId: string;
let leaseId: string;
let job: JobHandler;

const TODAY = '2040-03-01';
/** 09:00 in Kuwait and Doha: the companies' own day is 2040-03-01. */
const NOW = new Date('2040-03-01T06:00:00Z');
const logger = { info: () => undefined } as never;

type Item = { id: string; type: string; severity: string; title: string; message: string; link: string | null; data: Record<string, unknown> };
const list = async (cookie: string, lang: 'ar' | 'en' = 'ar') => {
  const res = await t.json('GET', '/api/alerts', { cookie, lang });
  expect(res.status).toBe(200);
  return res.body as { items: Item[]; counts: Record<string, number> };
};
const docs = (items: Item[]) => items.filter((a) => a.data.source === 'document_expiry');
const rowsOf = (entityIds: string[]) => t.deps.handle.db.select().from(documentExpiryAlerts).where(inArray(documentExpiryAlerts.entityId, entityIds)).orderBy(documentExpiryAlerts.entityType, documentExpiryAlerts.documentType, documentExpiryAlerts.expiryDate);
const runJob = (now = NOW) => job({ db: t.deps.handle.db, logger, now } as never);

beforeAll(async () => {
  t = await startTestServer();
  admin = await t.signIn('admin@rental.masar.test');
  accountant = await t.signIn('accountant@rental.masar.test');
  estateAdmin = await t.signIn('admin@realestate.masar.test');
  companyId = (await t.json('GET', '/api/me', { cookie: admin })).body.company.id;
  estateId = (await t.json('GET', '/api/me', { cookie: estateAdmin })).body.company.id;
  // Registration in 19 days (medium), insurance expired 4 days ago (high).
  const car = await t.json('POST', '/api/fleet/vehicles', { cookie: admin, body: { plateNumber: 'DOC 404', make: 'Toyota', model: 'Yaris', year: 2025, dailyRate: '10', odometer: 100, registrationExpiry: '2040-03-20', insuranceExpiry: '2040-02-26' } });
  expect(car.status).toBe(201);
  carId = car.body.id;
  // A licence ending in 3 days (high); the civil ID far off (no alert).
  const customer = await t.json('POST', '/api/customers', { cookie: admin, body: { nameAr: 'سالم الوثائق', nameEn: 'Salem Papers', phone: '+965 5299 4040', civilId: '290010299404', civilIdExpiry: '2045-01-01', licenseNumber: 'DL-DOC', licenseExpiry: '2040-03-04' } });
  expect(customer.status).toBe(201);
  customerId = customer.body.id;
  // One of the real-estate demo's active leases, made to end within the window.
  const [lease] = await withTenant(t.deps.handle.db, { companyId: estateId, userId: null }, (tx) => tx.select({ id: leases.id }).from(leases).where(eq(leases.status, 'active')).limit(1));
  leaseId = lease!.id;
  await t.deps.handle.db.update(leases).set({ endDate: '2040-03-15' }).where(eq(leases.id, leaseId));
  // The server's own daily run, on the real clock, may already have alerted this lease (a demo
  // lease ending within 30 days of today): the test's runs are on the fixed clock alone.
  await t.deps.handle.db.delete(documentExpiryAlerts).where(eq(documentExpiryAlerts.entityId, leaseId));
  const handlers = new Map<string, JobHandler>();
  for (const register of MODULE_JOBS) register({ every: (name: string, _p: unknown, handler: JobHandler) => handlers.set(name, handler), handle: () => undefined } as unknown as JobRunner);
  job = handlers.get(DOCUMENT_EXPIRY_JOB)!;
});
afterAll(() => t?.stop());

describe('the daily job', () => {
  it('is registered and writes each expiring document once, in each company (a rerun changes nothing)', async () => {
    expect(job).toBeTypeOf('function');
    await runJob();
    const first = await rowsOf([carId, customerId, leaseId]);
    expect(first.map((r) => [r.entityType, r.documentType, r.alertType, r.expiryDate, r.daysUntilExpiry, r.companyId === (r.entityType === 'lease' ? estateId : companyId)])).toEqual([
      ['customer', 'driving_license', 'expiring', '2040-03-04', 3, true],
      ['lease', 'lease', 'expiring', '2040-03-15', 14, true],
      ['vehicle', 'vehicle_insurance', 'expired', '2040-02-26', -4, true],
      ['vehicle', 'vehicle_registration', 'expiring', '2040-03-20', 19, true],
    ]);
    expect(first.find((r) => r.entityType === 'lease')).toMatchObject({ contractId: leaseId, propertyId: expect.any(String) });
    await runJob();
    expect(await rowsOf([carId, customerId, leaseId])).toEqual(first);
    // Derived rows refreshed daily: kept out of the audit log (tenancy-sql), which keeps the records they come from.
    const [{ n } = { n: -1 }] = await queryRows<{ n: number }>(t.deps.handle.db, sql`select count(*)::int as n from audit_log where entity = 'document_expiry_alerts'`);
    expect(n).toBe(0);
  });

  it("refreshes the days the next day and closes a renewed document's alert, alerting on the new date", async () => {
    await runJob(new Date('2040-03-02T06:00:00Z'));
    const next = await rowsOf([carId]);
    expect(next.map((r) => r.daysUntilExpiry)).toEqual([-5, 18]);
    // Insurance renewed, but only to a date still inside the window: the old alert closes as renewed.
    expect((await t.json('PATCH', `/api/fleet/vehicles/${carId}`, { cookie: admin, body: { insuranceExpiry: '2040-03-30' } })).status).toBe(200);
    await runJob(new Date('2040-03-02T06:00:00Z'));
    const insurance = (await rowsOf([carId])).filter((r) => r.documentType === 'vehicle_insurance');
    expect(insurance.map((r) => [r.expiryDate, r.isAcknowledged, r.closedReason, r.acknowledgedBy])).toEqual([
      ['2040-02-26', true, 'renewed', null],
      ['2040-03-30', false, null, null],
    ]);
    // Renewed for a year: out of the window, the open alert closes as cleared.
    expect((await t.json('PATCH', `/api/fleet/vehicles/${carId}`, { cookie: admin, body: { insuranceExpiry: '2041-03-01' } })).status).toBe(200);
    await runJob(new Date('2040-03-02T06:00:00Z'));
    expect((await rowsOf([carId])).filter((r) => !r.isAcknowledged).map((r) => r.documentType)).toEqual(['vehicle_registration']);
    expect((await rowsOf([carId])).find((r) => r.expiryDate === '2040-03-30')!.closedReason).toBe('cleared');
    // Back to the fixed day for the rest of the file (every company).
    await runJob();
  });
});

describe('the panel', () => {
  it("lists them in the reader's language, linked to the record, with their days", async () => {
    const ar = docs((await list(admin)).items);
    const licence = ar.find((a) => a.data.entityId === customerId)!;
    expect(licence).toMatchObject({ type: 'system', severity: 'high', title: 'رخصة القيادة: سالم الوثائق', link: `/customers/${customerId}`, data: { documentType: 'driving_license', entityType: 'customer', daysRemaining: 3, dueDate: '2040-03-04', acknowledgeable: true } });
    expect(licence.message).toBe('رخصة القيادة للعميل سالم الوثائق: تنتهي الصلاحية في 2040/03/04');
    const registration = ar.find((a) => a.data.entityId === carId)!;
    expect(registration).toMatchObject({ type: 'vehicle', severity: 'medium', link: `/fleet/vehicles/${carId}`, data: { daysRemaining: 19 } });
    const en = docs((await list(admin, 'en')).items);
    expect(en.find((a) => a.id === licence.id)).toMatchObject({ title: 'Driving licence: Salem Papers', message: 'Driving licence of Salem Papers expires on 2040/03/04' });
    const lease = docs((await list(estateAdmin, 'en')).items).find((a) => a.data.entityId === leaseId)!;
    expect(lease).toMatchObject({ type: 'property', severity: 'medium', link: `/properties/contracts/${leaseId}`, data: { documentType: 'lease', daysRemaining: 14 } });
  });

  it('shows vehicle papers only to whoever may read vehicles, and counts what each may see', async () => {
    const forAccountant = await list(accountant);
    expect(docs(forAccountant.items).some((a) => a.data.entityType === 'vehicle')).toBe(false);
    expect(docs(forAccountant.items).some((a) => a.data.entityId === customerId)).toBe(true);
    const forAdmin = await list(admin);
    expect(forAdmin.counts.document).toBe(docs(forAdmin.items).length);
    expect(forAccountant.counts.document).toBe(docs(forAccountant.items).length);
    expect(forAdmin.counts.total).toBe(forAdmin.counts.budget! + forAdmin.counts.vehicle! + forAdmin.counts.notification! + forAdmin.counts.document!);
  });
});

describe('acknowledge and confirm all', () => {
  it('acknowledges one; another company answers 404 and a reader without vehicles 404, nothing changed', async () => {
    const [registration] = (await rowsOf([carId])).filter((r) => !r.isAcknowledged);
    for (const cookie of [estateAdmin, accountant]) expect((await t.json('POST', `/api/alerts/document/${registration!.id}/acknowledge`, { cookie })).status).toBe(404);
    expect((await rowsOf([carId])).find((r) => r.id === registration!.id)!.isAcknowledged).toBe(false);
    const before = (await list(admin)).counts.document!;
    const done = await t.json('POST', `/api/alerts/document/${registration!.id}/acknowledge`, { cookie: admin });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ id: registration!.id, acknowledgedAt: expect.any(String) });
    const after = await list(admin);
    expect(after.counts.document).toBe(before - 1);
    expect(after.items.some((a) => a.id === registration!.id)).toBe(false);
    const row = (await rowsOf([carId])).find((r) => r.id === registration!.id)!;
    expect(row).toMatchObject({ isAcknowledged: true, closedReason: null, acknowledgedBy: expect.any(String) });
    // The next run leaves an acknowledged alert closed.
    await withTenant(t.deps.handle.db, { companyId, userId: null }, (tx) => runDocumentExpiry(tx, { companyId, today: TODAY, now: NOW }));
    expect((await rowsOf([carId])).find((r) => r.id === registration!.id)!.isAcknowledged).toBe(true);
  });

  it("confirm all closes the company's document alerts the caller may see, no other company's", async () => {
    const estateOpen = (await rowsOf([leaseId])).filter((r) => !r.isAcknowledged).length;
    expect(estateOpen).toBe(1);
    const res = await t.json('POST', '/api/alerts/confirm-all', { cookie: admin });
    expect(res.status).toBe(200);
    expect(res.body.document).toBeGreaterThan(0);
    expect((await list(admin)).counts.document).toBe(0);
    const open = await t.deps.handle.db.select({ id: documentExpiryAlerts.id }).from(documentExpiryAlerts).where(and(eq(documentExpiryAlerts.companyId, companyId), eq(documentExpiryAlerts.isAcknowledged, false)));
    expect(open).toEqual([]);
    expect((await rowsOf([leaseId])).filter((r) => !r.isAcknowledged)).toHaveLength(estateOpen);
  });
});
