// Computed property alerts through HTTP as the real-estate demo company's people (spec §3/§9,
// DECISIONS 9 and 10): the demo's leases, rent, vacancies and maintenance raise them with the
// rule's priorities at the seed's day; a dismissal hides one for that user only, a bad key is a
// bilingual 400, another company's user changes nothing here, and no lease/property reader sees none.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractExpiryPriority, parsePropertyAlertKey, paymentOverduePriority, vacancyPriority } from '../../../core/alerts/property';
import { parseMoney, type CurrencyCode } from '../../../core/money';
import { queryRows } from '../../../server/db/client';
import { userRoles, users } from '../../../server/db/schema';
import { withTenant } from '../../../server/tenancy/with-tenant';
import { startTestServer, type TestServer } from '../../../server/test/test-server';
import { alertDismissals } from './tables';

type Alert = { id: string; type: string; severity: string; title: string; message: string; link: string | null; data: Record<string, unknown> };

let t: TestServer;
let admin: string;
let accountant: string;
let employee: string;
let rentalAdmin: string;
const ids: Record<string, string> = {};
let companyId: string;

const list = async (cookie: string, lang: 'ar' | 'en' = 'ar') => {
  const res = await t.json('GET', '/api/alerts', { cookie, lang });
  expect(res.status).toBe(200);
  return res.body as { items: Alert[]; counts: { total: number } };
};
const property = async (cookie: string, lang: 'ar' | 'en' = 'ar') => (await list(cookie, lang)).items.filter((a) => a.type === 'property' && a.data.source === 'property'); // not a lease's document-expiry alert
const dismiss = (cookie: string, key: unknown, lang: 'ar' | 'en' = 'ar') => t.json('POST', '/api/alerts/property/dismiss', { cookie, lang, body: { key } });
const dismissals = async () => (await queryRows<{ n: number }>(t.deps.handle.db, sql`select count(*)::int as n from alert_dismissals`))[0]!.n;

beforeAll(async () => {
  t = await startTestServer();
  admin = await t.signIn('admin@realestate.masar.test');
  accountant = await t.signIn('accountant@realestate.masar.test');
  employee = await t.signIn('employee@realestate.masar.test');
  rentalAdmin = await t.signIn('admin@rental.masar.test');
  for (const name of ['admin', 'accountant', 'employee']) {
    ids[name] = (await t.deps.handle.db.select({ id: users.id }).from(users).where(eq(users.email, `${name}@realestate.masar.test`)))[0]!.id;
  }
  companyId = (await t.json('GET', '/api/me', { cookie: admin })).body.company.id;
});
afterAll(() => t?.stop());

describe('property alerts of the real-estate demo', () => {
  it('lists leases ending, overdue rent and vacant units with the spec §9 priorities, most severe first, at most 20 and 5 of a type', async () => {
    const items = await property(admin);
    const types = new Set(items.map((a) => a.data.alertType));
    for (const type of ['contract_expiry', 'payment_overdue', 'vacant_property']) expect(types, type).toContain(type);
    expect(items.length).toBeLessThanOrEqual(20);
    for (const type of types) expect(items.filter((a) => a.data.alertType === type).length, String(type)).toBeLessThanOrEqual(5);
    for (const a of items) {
      const days = a.data.daysRemaining as number;
      const rule = { contract_expiry: contractExpiryPriority(days), payment_overdue: paymentOverduePriority(-days), vacant_property: vacancyPriority(-days), contract_renewal: 'medium', maintenance_due: 'low' }[a.data.alertType as string];
      expect(a.severity, a.id).toBe(rule);
      expect(parsePropertyAlertKey(a.id), a.id).toMatchObject({ alertType: a.data.alertType, priority: a.severity });
      expect(a.data).toMatchObject({ source: 'property', priority: a.severity, dismissable: true, dueDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), propertyId: expect.any(String) });
      // A decimal string with the company currency's own decimals (QAR: none).
      if (a.data.amount !== null) expect(a.data.amount).toBe(parseMoney(a.data.amount as string, a.data.currency as CurrencyCode));
      expect(a.link).toMatch(/^\/properties\/(contracts\/|maintenance\/)?[0-9a-f-]{36}$/);
    }
    const weights = { critical: 4, high: 3, medium: 2, low: 1 } as Record<string, number>;
    const order = items.map((a) => weights[a.severity]!);
    expect(order).toEqual([...order].sort((x, y) => y - x));
    // Property alerts are computed: the badge does not count them (spec §4, like smart alerts).
    const counted = (await t.json('GET', '/api/alerts/count', { cookie: admin })).body as { total: number };
    expect(counted.total).toBe((await list(admin)).items.filter((a) => a.type === 'notification' || a.data.source === 'document_expiry').length);
  });

  it('speaks Arabic first and English on request, and links to the lease or the property', async () => {
    const ar = await property(admin);
    const overdue = ar.find((a) => a.data.alertType === 'payment_overdue')!;
    expect(overdue.title).toMatch(/^إيجار متأخر: /);
    expect(overdue.message).toMatch(/متأخر .*(يوماً|أيام|يومين|يوم)/);
    expect(overdue.link).toBe(`/properties/contracts/${overdue.data.contractId}`);
    const vacant = ar.find((a) => a.data.alertType === 'vacant_property')!;
    expect(vacant.title).toMatch(/^عقار شاغر منذ /);
    expect(vacant.link).toBe(`/properties/${vacant.data.propertyId}`);
    const en = await property(admin, 'en');
    expect(en.find((a) => a.id === overdue.id)!.title).toMatch(/^Overdue rent: /);
    expect(en.find((a) => a.id === vacant.id)!.title).toMatch(/^Vacant for \d+ days: /);
  });

  it('shows lease alerts to whoever reads leases and vacancies only to whoever reads properties', async () => {
    const forAccountant = await property(accountant);
    expect(forAccountant.length).toBeGreaterThan(0);
    expect(forAccountant.every((a) => ['contract_expiry', 'contract_renewal', 'payment_overdue'].includes(a.data.alertType as string))).toBe(true);
    expect((await property(employee)).some((a) => a.data.alertType === 'vacant_property')).toBe(true);
    expect(await property(rentalAdmin)).toEqual([]);
  });
});

describe('POST /api/alerts/property/dismiss (DECISIONS 10)', () => {
  it('hides the alert for that user only, and a second dismissal changes nothing', async () => {
    const target = (await property(admin)).find((a) => a.data.alertType === 'payment_overdue')!;
    expect((await property(accountant)).some((a) => a.id === target.id)).toBe(true);
    const done = await dismiss(admin, target.id);
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ key: target.id, dismissedAt: expect.any(String) });
    expect((await property(admin)).some((a) => a.id === target.id)).toBe(false);
    expect((await property(accountant)).some((a) => a.id === target.id)).toBe(true);
    expect((await property(employee)).some((a) => a.id === target.id)).toBe(true);
    const again = await dismiss(admin, target.id);
    expect(again.status).toBe(200);
    expect(again.body.dismissedAt).toBe(done.body.dismissedAt);
    const rows = await t.deps.handle.db.select().from(alertDismissals).where(eq(alertDismissals.alertKey, target.id));
    expect(rows.map((r) => [r.userId, r.companyId])).toEqual([[ids.admin, companyId]]);
    // The own-rows policy: a colleague's query without a user filter still sees none of it.
    const seen = await withTenant(t.deps.handle.db, { companyId, userId: ids.accountant! }, (tx) => tx.select().from(alertDismissals));
    expect(seen).toEqual([]);
  });

  it('shows a dismissed alert again when a new occurrence begins (a vacancy starting on another day)', async () => {
    const target = (await property(admin)).find((a) => a.data.alertType === 'vacant_property' && ![-30, -60, -90].includes(a.data.daysRemaining as number))!;
    expect((await dismiss(admin, target.id)).status).toBe(200);
    expect((await property(admin)).some((a) => a.data.propertyId === target.data.propertyId && a.data.alertType === 'vacant_property')).toBe(false);
    await t.deps.handle.db.execute(sql`update properties set vacant_since = vacant_since + 1 where id = ${target.data.propertyId as string}`);
    const again = (await property(admin)).find((a) => a.data.propertyId === target.data.propertyId && a.data.alertType === 'vacant_property');
    expect(again).toMatchObject({ severity: target.severity, data: { daysRemaining: (target.data.daysRemaining as number) + 1 } });
    expect(again!.id).not.toBe(target.id);
  });

  it('answers a malformed key with a 400 in Arabic and English, and an unknown one with 404, writing nothing', async () => {
    const before = await dismissals();
    const ar = await dismiss(admin, 'payment:abc');
    expect(ar.status).toBe(400);
    expect(JSON.stringify(ar.body)).toContain('مفتاح تنبيه العقار غير صالح');
    const en = await dismiss(admin, 'property:vacant_property:not-a-uuid:2026-01-01:high', 'en');
    expect(en.status).toBe(400);
    expect(JSON.stringify(en.body)).toContain('Invalid property alert key');
    expect((await dismiss(admin, 42)).status).toBe(400);
    expect((await t.json('POST', '/api/alerts/property/dismiss', { cookie: admin, body: { key: (await property(admin))[0]!.id, extra: 1 } })).status).toBe(400);
    const unknown = await dismiss(admin, 'property:vacant_property:00000000-0000-4000-8000-000000000000:2026-01-01:high');
    expect(unknown.status).toBe(404);
    expect(await dismissals()).toBe(before);
  });

  it("lets no user of another company dismiss this company's alert: 404, nothing written, still listed here", async () => {
    const target = (await property(accountant))[0]!;
    const before = await dismissals();
    const foreign = await dismiss(rentalAdmin, target.id);
    expect(foreign.status).toBe(404);
    expect(await dismissals()).toBe(before);
    expect((await property(accountant)).some((a) => a.id === target.id)).toBe(true);
  });

  it('shows nothing to a user who reads neither leases nor properties, and refuses their dismissal', async () => {
    const target = (await property(employee))[0]!;
    await t.deps.handle.db.delete(userRoles).where(eq(userRoles.userId, ids.employee!));
    expect(await property(employee)).toEqual([]);
    const refused = await dismiss(employee, target.id);
    expect(refused.status).toBe(403);
  });
});
