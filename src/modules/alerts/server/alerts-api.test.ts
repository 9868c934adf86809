// The alerts center through HTTP as the demo companies' people: notify() inside the writer's
// transaction (rolled back → nothing), recipients by permission, the merged list in the reader's
// language, head-only counts, acknowledge / read / confirm all, and what never leaks: another
// user's notifications, another company's alerts, a source the reader may not see.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../server/db/client';
import { users } from '../../../server/db/schema';
import { withTenant } from '../../../server/tenancy/with-tenant';
import { startTestServer, type TestServer } from '../../../server/test/test-server';
import { runVehicleAlerts } from '../../maintenance/server';
import { vehicleAlerts } from '../../maintenance/server/tables';
import { notify } from '.';
import { runDocumentExpiry } from './document-expiry';
import { userNotifications } from './tables';

let t: TestServer;
let admin: string;
let fleet: string;
let accountant: string;
let sales: string;
let estateAdmin: string;
let companyId: string;
const ids: Record<string, string> = {};

const me = async (cookie: string) => (await t.json('GET', '/api/me', { cookie })).body;
const alerts = async (cookie: string, lang: 'ar' | 'en' = 'ar') => {
  const res = await t.json('GET', '/api/alerts', { cookie, lang });
  expect(res.status).toBe(200);
  return res.body as { items: Array<{ id: string; type: string; severity: string; title: string; message: string; link: string | null; data: Record<string, unknown> }>; counts: { vehicle: number; notification: number; budget: number; total: number } };
};
const count = async (cookie: string) => (await t.json('GET', '/api/alerts/count', { cookie })).body as { vehicle: number; notification: number; document: number; total: number };
const rowsOf = (userId: string) => t.deps.handle.db.select().from(userNotifications).where(eq(userNotifications.userId, userId));

beforeAll(async () => {
  t = await startTestServer();
  admin = await t.signIn('admin@rental.masar.test');
  fleet = await t.signIn('fleet@rental.masar.test');
  accountant = await t.signIn('accountant@rental.masar.test');
  sales = await t.signIn('sales@rental.masar.test');
  estateAdmin = await t.signIn('admin@realestate.masar.test');
  const body = await me(admin);
  companyId = body.company.id;
  const emails = { admin: 'admin@rental.masar.test', fleet: 'fleet@rental.masar.test', accountant: 'accountant@rental.masar.test', sales: 'sales@rental.masar.test', estateAdmin: 'admin@realestate.masar.test' };
  for (const [name, email] of Object.entries(emails)) ids[name] = (await t.deps.handle.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
  // A vehicle whose insurance ends in 3 days: the daily job writes a 'high' alert for it.
  const car = await t.json('POST', '/api/fleet/vehicles', { cookie: fleet, body: { plateNumber: 'ALR 101', make: 'Toyota', model: 'Yaris', year: 2025, dailyRate: '10', odometer: 100, insuranceExpiry: '2031-03-04' } });
  expect(car.status).toBe(201);
  await withTenant(t.deps.handle.db, { companyId, userId: null }, (tx) => runVehicleAlerts(tx, { companyId, today: '2031-03-01', timezone: 'Asia/Kuwait' }));
  // …and the document-expiry job writes the same paper once, with its days.
  await withTenant(t.deps.handle.db, { companyId, userId: null }, (tx) => runDocumentExpiry(tx, { companyId, today: '2031-03-01', now: new Date('2031-03-01T06:00:00Z') }));
});
afterAll(() => t?.stop());

describe('notify()', () => {
  it('writes nothing when the writer rolls back', async () => {
    const before = (await rowsOf(ids.admin!)).length;
    await expect(
      withTenant(t.deps.handle.db, { companyId, userId: ids.fleet! }, async (tx) => {
        expect(await notify(tx, { userIds: [ids.admin!], title: { ar: 'تجربة', en: 'Test' }, message: { ar: 'لن تُحفظ', en: 'Not kept' } })).toBe(1);
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(await rowsOf(ids.admin!)).toHaveLength(before);
  });

  it('reaches the holders of a permission in the company only, never another company or a listed outsider', async () => {
    const written = await withTenant(t.deps.handle.db, { companyId, userId: ids.admin! }, async (tx) => {
      const byPermission = await notify(tx, { permission: 'fleet.maintenance.write', type: 'warning', title: { ar: 'ورشة مغلقة غداً', en: 'Workshop closed tomorrow' }, message: { ar: 'أعد جدولة الأوامر', en: 'Reschedule the orders' }, link: '/fleet/maintenance', data: { relatedType: 'test' } });
      const outsider = await notify(tx, { userIds: [ids.estateAdmin!, ids.sales!], title: { ar: 'لك', en: 'For you' }, message: { ar: 'رسالة', en: 'A message' } });
      return { byPermission, outsider };
    });
    expect(written.outsider).toBe(1); // the other company's admin is not a member here
    const who = async (userId: string) => (await rowsOf(userId)).filter((r) => r.title === 'Workshop closed tomorrow').length;
    expect([await who(ids.admin!), await who(ids.fleet!), await who(ids.accountant!), await who(ids.sales!)]).toEqual([1, 1, 0, 0]);
    expect((await rowsOf(ids.estateAdmin!)).filter((r) => r.title === 'For you')).toHaveLength(0);
    expect(written.byPermission).toBeGreaterThanOrEqual(2);
  });
});

describe('GET /api/alerts', () => {
  it("merges the vehicle alerts, the user's notifications and smart alerts, most severe first, in the reader's language", async () => {
    const ar = await alerts(fleet);
    // The insurance ending in 3 days shows once: as its document-expiry alert, not also as the
    // fleet's vehicle alert of the same paper.
    const aboutCar = ar.items.filter((a) => `${a.title} ${a.message}`.includes('ALR 101'));
    expect(aboutCar).toHaveLength(1);
    const vehicle = aboutCar[0];
    expect(vehicle).toMatchObject({ type: 'vehicle', severity: 'high', title: expect.stringContaining('تأمين'), link: expect.stringMatching(/^\/fleet\/vehicles\//), data: { source: 'document_expiry', documentType: 'vehicle_insurance', daysRemaining: 3 } });
    expect(ar.items.some((a) => a.type === 'notification' && a.title === 'ورشة مغلقة غداً')).toBe(true);
    const weights = { critical: 4, high: 3, medium: 2, low: 1 } as Record<string, number>;
    const order = ar.items.map((a) => weights[a.severity]!);
    expect(order).toEqual([...order].sort((a, b) => b - a));
    const en = await alerts(fleet, 'en');
    expect(en.items.find((a) => a.id === vehicle!.id)!.title).toMatch(/insurance/i);
    expect(en.items.some((a) => a.title === 'Workshop closed tomorrow')).toBe(true);
  });

  it('shows each source only to whoever may read it', async () => {
    const forAccountant = await alerts(accountant);
    expect(forAccountant.items.some((a) => a.type === 'vehicle')).toBe(false);
    expect(forAccountant.items.some((a) => a.data.source === 'maintenance')).toBe(false);
    expect(forAccountant.counts.vehicle).toBe(0);
    // The counter reads the fleet to book cars (DECISIONS 17), so it is told of a car's alerts.
    const forSales = await alerts(sales);
    expect(forSales.items.some((a) => a.type === 'vehicle')).toBe(true);
  });

  it('lists the demo notifications of each company to their own people', async () => {
    const a = await alerts(admin);
    expect(a.items.filter((x) => x.type === 'notification').map((x) => x.title)).toEqual(expect.arrayContaining(['ارتداد دفعة شيك', 'مرحباً بك في مركز التنبيهات']));
    expect(a.items.find((x) => x.title === 'ارتداد دفعة شيك')).toMatchObject({ severity: 'high', link: '/finance/payments' });
    const estate = await alerts(estateAdmin);
    expect(estate.items.some((x) => x.type === 'vehicle')).toBe(false);
    expect(estate.items.filter((x) => x.type === 'notification').map((x) => x.title)).toEqual(expect.arrayContaining(['إيجارات مستحقة هذا الأسبوع']));
    const sameIds = estate.items.filter((x) => a.items.some((y) => y.id === x.id));
    expect(sameIds).toEqual([]);
  });
});

describe('counts, acknowledge, read, confirm all', () => {
  // Registration and insurance expiries count once, as document alerts (the fleet manager sees both kinds).
  it('counts open vehicle alerts and the unread notifications of the caller', async () => {
    const [{ n: openVehicle } = { n: -1 }] = await queryRows<{ n: number }>(t.deps.handle.db, sql`select count(*)::int as n from vehicle_alerts where company_id = ${companyId} and not is_acknowledged and alert_type = 'service_due'`);
    const unread = (await rowsOf(ids.fleet!)).filter((r) => !r.isRead).length;
    const counted = await count(fleet);
    // Document-expiry alerts (document-expiry.test.ts) join the total.
    expect(counted).toEqual({ budget: 0, vehicle: openVehicle, notification: unread, document: counted.document, total: openVehicle! + unread + counted.document });
    expect((await count(accountant)).vehicle).toBe(0);
  });

  it('acknowledges one vehicle alert (404 from another company, 403 without the fleet permission, nothing changed)', async () => {
    const [alert] = await t.deps.handle.db.select().from(vehicleAlerts).where(and(eq(vehicleAlerts.companyId, companyId), eq(vehicleAlerts.isAcknowledged, false), eq(vehicleAlerts.alertType, 'service_due'))).limit(1);
    const foreign = await t.json('POST', `/api/alerts/vehicle/${alert!.id}/acknowledge`, { cookie: estateAdmin });
    expect(foreign.status).toBe(404);
    const refused = await t.json('POST', `/api/alerts/vehicle/${alert!.id}/acknowledge`, { cookie: accountant, lang: 'en' });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toMatch(/permission/i);
    const [still] = await t.deps.handle.db.select().from(vehicleAlerts).where(eq(vehicleAlerts.id, alert!.id));
    expect(still!.isAcknowledged).toBe(false);
    const before = await count(fleet);
    const done = await t.json('POST', `/api/alerts/vehicle/${alert!.id}/acknowledge`, { cookie: fleet });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ id: alert!.id, acknowledgedAt: expect.any(String) });
    expect((await count(fleet)).vehicle).toBe(before.vehicle - 1);
    expect((await alerts(fleet)).items.some((a) => a.id === alert!.id)).toBe(false);
  });

  it("reads one's own notification; another user's answers 404 and stays unread", async () => {
    const [mine] = (await rowsOf(ids.admin!)).filter((r) => !r.isRead);
    const other = await t.json('POST', `/api/alerts/notifications/${mine!.id}/read`, { cookie: accountant });
    expect(other.status).toBe(404);
    const foreign = await t.json('POST', `/api/alerts/notifications/${mine!.id}/read`, { cookie: estateAdmin });
    expect(foreign.status).toBe(404);
    expect((await rowsOf(ids.admin!)).find((r) => r.id === mine!.id)!.isRead).toBe(false);
    expect((await alerts(accountant)).items.some((a) => a.id === mine!.id)).toBe(false);
    const read = await t.json('POST', `/api/alerts/notifications/${mine!.id}/read`, { cookie: admin });
    expect(read.status).toBe(200);
    expect((await rowsOf(ids.admin!)).find((r) => r.id === mine!.id)).toMatchObject({ isRead: true, readAt: expect.any(Date) });
  });

  it("confirm all closes the company's vehicle alerts and the caller's notifications, nobody else's", async () => {
    const accountantUnread = (await rowsOf(ids.accountant!)).filter((r) => !r.isRead).length;
    expect(accountantUnread).toBeGreaterThan(0);
    const estateBefore = await count(estateAdmin);
    const res = await t.json('POST', '/api/alerts/confirm-all', { cookie: fleet });
    expect(res.status).toBe(200);
    expect(res.body.vehicle).toBeGreaterThan(0);
    expect(await count(fleet)).toEqual({ budget: 0, vehicle: 0, notification: 0, document: 0, total: 0 });
    expect((await rowsOf(ids.accountant!)).filter((r) => !r.isRead)).toHaveLength(accountantUnread);
    expect(await count(estateAdmin)).toEqual(estateBefore);
    const [{ n } = { n: -1 }] = await queryRows<{ n: number }>(t.deps.handle.db, sql`select count(*)::int as n from vehicle_alerts where company_id = ${companyId} and not is_acknowledged and alert_type = 'service_due'`);
    expect(n).toBe(0);
    // The accountant's confirm all touches only their own notifications (no fleet permission).
    const mine = await t.json('POST', '/api/alerts/confirm-all', { cookie: accountant });
    expect(mine.body).toEqual({ budget: 0, vehicle: 0, notification: accountantUnread, document: expect.any(Number) });
  });

  it('the row-level policy hides other users’ rows even from a query without a user filter', async () => {
    const seen = await withTenant(t.deps.handle.db, { companyId, userId: ids.sales! }, (tx) => tx.select({ userId: userNotifications.userId }).from(userNotifications));
    expect(seen.length).toBeGreaterThan(0);
    expect(new Set(seen.map((r) => r.userId))).toEqual(new Set([ids.sales!]));
  });
});
