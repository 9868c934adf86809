// Realtime (issue 17): GET /api/alerts/stream as the demo companies' people. An insert into an
// alerts source reaches, at commit, the streams of its own company — a notification only its own
// user's, a vehicle alert only those who may read vehicle alerts — and nobody else's; a rolled-back
// insert tells nobody. The order of delivery is the commit order (one listening connection), so
// "the event meant for me arrived and the foreign one before it did not" proves the foreign one
// was filtered out, with no waiting on a clock.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../server/db/client';
import { users } from '../../../server/db/schema';
import { withTenant } from '../../../server/tenancy/with-tenant';
import { readSse, type SseReader } from '../../../server/test/sse';
import { startTestServer, type TestServer } from '../../../server/test/test-server';
import { vehicleAlerts } from '../../maintenance/server/tables';
import { notify } from '.';

let t: TestServer;
const cookies: Record<string, string> = {};
const ids: Record<string, string> = {};
let rental: string;
let estate: string;
const streams: SseReader[] = [];

const EMAILS = { admin: 'admin@rental.masar.test', fleet: 'fleet@rental.masar.test', sales: 'sales@rental.masar.test', estateAdmin: 'admin@realestate.masar.test' } as const;

async function open(who: keyof typeof EMAILS): Promise<SseReader> {
  const res = await t.request('GET', '/api/alerts/stream', { cookie: cookies[who] });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const stream = readSse(res);
  streams.push(stream);
  await stream.next((e) => e.event === 'ready');
  return stream;
}

// As the recipient: a user's notifications are readable by that user only (RLS).
const tellUser = (companyId: string, userId: string, title: string) =>
  withTenant(t.deps.handle.db, { companyId, userId }, async (tx) => {
    await notify(tx, { userIds: [userId], title: { ar: title, en: title }, message: { ar: 'رسالة', en: 'Message' } });
    const [row] = await queryRows<{ id: string }>(tx, sql`select id from user_notifications where title = ${title}`);
    return row!.id;
  });

async function vehicleAlert(companyId: string, due: string): Promise<string> {
  return withTenant(t.deps.handle.db, { companyId, userId: null }, async (tx) => {
    const [vehicle] = await queryRows<{ id: string }>(tx, sql`select id from vehicles order by plate_number limit 1`);
    const [row] = await tx
      .insert(vehicleAlerts)
      .values({ companyId, vehicleId: vehicle!.id, alertType: 'insurance_expiry', daysBefore: 7, dueDate: due, priority: 'high', alertTitle: 'Insurance expires', alertMessage: 'Renew it', alertTitleAr: 'ينتهي التأمين', alertMessageAr: 'جدّده' })
      .returning({ id: vehicleAlerts.id });
    return row!.id;
  });
}

const alertEvent = (id: string) => (e: { event: string; data: string }) => e.event === 'alert' && JSON.parse(e.data).id === id;

beforeAll(async () => {
  t = await startTestServer();
  for (const [name, email] of Object.entries(EMAILS)) {
    cookies[name] = await t.signIn(email);
    ids[name] = (await t.deps.handle.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
  }
  rental = (await t.json('GET', '/api/me', { cookie: cookies.admin })).body.company.id;
  estate = (await t.json('GET', '/api/me', { cookie: cookies.estateAdmin })).body.company.id;
});
afterAll(async () => {
  await Promise.all(streams.map((s) => s.close()));
  await t?.stop();
});

describe('GET /api/alerts/stream', () => {
  it('refuses a visitor without a session', async () => {
    expect((await t.request('GET', '/api/alerts/stream')).status).toBe(401);
  });

  it("sends a user's new notification to that user's stream only, after the commit, and the panel then lists it", async () => {
    const [fleet, admin, estateAdmin] = await Promise.all([open('fleet'), open('admin'), open('estateAdmin')]);
    // Rolled back: nobody hears of it.
    await expect(
      withTenant(t.deps.handle.db, { companyId: rental, userId: null }, async (tx) => {
        await notify(tx, { userIds: [ids.fleet!], title: { ar: 'لن تصل', en: 'Never sent' }, message: { ar: '-', en: '-' } });
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    const forAdmin = await tellUser(rental, ids.admin!, 'للمدير وحده');
    const forFleet = await tellUser(rental, ids.fleet!, 'لمدير الأسطول');

    const received = await fleet.next(alertEvent(forFleet));
    expect(JSON.parse(received.data)).toEqual({ type: 'notification', id: forFleet });
    expect(received.id).toBe(forFleet);
    // The rolled-back one and the admin's came first on the channel: neither reached this stream.
    expect(fleet.pending().filter((e) => e.event === 'alert')).toEqual([]);
    await admin.next(alertEvent(forAdmin));
    expect(admin.pending().some(alertEvent(forFleet))).toBe(false);

    const list = await t.json('GET', '/api/alerts', { cookie: cookies.fleet });
    expect(list.body.items.map((a: { id: string }) => a.id)).toContain(forFleet);
    // Another company heard nothing of either: its own next event is the first it sees.
    const own = await tellUser(estate, ids.estateAdmin!, 'إشعار العقارات');
    await estateAdmin.next(alertEvent(own));
    expect(estateAdmin.pending().filter((e) => e.event === 'alert')).toEqual([]);
  });

  it("sends a company's new vehicle alert to those of that company who may read vehicle alerts", async () => {
    const [fleet, sales, estateAdmin] = await Promise.all([open('fleet'), open('sales'), open('estateAdmin')]);
    const alert = await vehicleAlert(rental, '2031-06-01');
    const received = await fleet.next(alertEvent(alert));
    expect(JSON.parse(received.data)).toEqual({ type: 'vehicle', id: alert });

    // The sales agent may not read vehicle alerts; the other company is another tenant. Each
    // then gets a notification of its own, which arrives with nothing before it.
    const salesOwn = await tellUser(rental, ids.sales!, 'لوكيل المبيعات');
    await sales.next(alertEvent(salesOwn));
    expect(sales.pending().filter((e) => e.event === 'alert')).toEqual([]);
    const estateOwn = await tellUser(estate, ids.estateAdmin!, 'إشعار آخر للعقارات');
    await estateAdmin.next(alertEvent(estateOwn));
    expect(estateAdmin.pending().filter((e) => e.event === 'alert')).toEqual([]);
  });
});
