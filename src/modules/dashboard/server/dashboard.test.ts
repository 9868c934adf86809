// The rental dashboard figures and record search, against the demo company.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../server/test/test-server';

let t: TestServer;
let admin: string;

beforeAll(async () => {
  t = await startTestServer();
  admin = await t.signIn('admin@rental.masar.test');
});
afterAll(() => t?.stop());

describe('rental dashboard', () => {
  it('reports the fleet, active and ending contracts, overdue amounts and revenue consistent with the lists', async () => {
    const d = (await t.json('GET', '/api/dashboard/rental', { cookie: admin })).body;
    const vehicles = (await t.json('GET', '/api/fleet/vehicles?pageSize=1', { cookie: admin })).body;
    const active = (await t.json('GET', '/api/contracts?status=active,suspended&pageSize=1', { cookie: admin })).body;
    const overdue = (await t.json('GET', '/api/billing/invoices?status=overdue&pageSize=200', { cookie: admin })).body;
    expect(d.fleet.total).toBe(vehicles.total);
    expect(d.fleet.byStatus).toEqual(vehicles.counts);
    expect(d.activeContracts).toBe(active.total);
    // The "ending within 7 days" tile and the list it links to agree (late returns included).
    const ending = (await t.json('GET', '/api/contracts?endingWithinDays=7&pageSize=1', { cookie: admin })).body;
    expect(d.endingSoon.count).toBe(ending.total);
    expect(d.overdue.count).toBe(overdue.total);
    expect(d.overdue.amount).toBe(overdue.totals.overdue);
    expect(d.currency).toBe('KWD');
    expect(d.utilisation.percent).toBeGreaterThan(0);
    expect(d.utilisation.percent).toBeLessThanOrEqual(100);
    expect(d.activity.length).toBeGreaterThan(0);
  });

  it('moves when a payment comes in', async () => {
    const before = (await t.json('GET', '/api/dashboard/rental', { cookie: admin })).body;
    const invoice = before.overdue.items[0];
    const detail = (await t.json('GET', `/api/billing/invoices/${invoice.id}`, { cookie: admin })).body;
    await t.json('POST', '/api/billing/payments', { cookie: admin, body: { customerId: detail.customerId, paymentDate: before.today, method: 'card', amount: detail.balance, allocations: [{ invoiceId: invoice.id, amount: detail.balance }] } });
    const after = (await t.json('GET', '/api/dashboard/rental', { cookie: admin })).body;
    expect(after.overdue.count).toBe(before.overdue.count - 1);
    expect(after.activity[0]).toMatchObject({ kind: 'payment', amount: detail.balance });
  });
});

describe('record search', () => {
  it('finds a customer by an Arabic name with a typo, by phone digits and by civil ID', async () => {
    const customer = (await t.json('POST', '/api/customers', { cookie: admin, body: { nameAr: 'عبدالرحمن البغلي', nameEn: 'Abdulrahman Al-Baghli', phone: '+965 6123 4567', civilId: '287012345678', licenseExpiry: '2031-01-01' } })).body;
    for (const q of ['عبدالرحمان البغلي', '61234567', '287012345678', 'abdulrahman']) {
      const hits = (await t.json('GET', `/api/search/records?q=${encodeURIComponent(q)}`, { cookie: admin })).body.items;
      expect(hits.map((h: { id: string }) => h.id), q).toContain(customer.id);
    }
  });

  it('finds a customer whose name holds digits by that part of the name', async () => {
    const customer = (await t.json('POST', '/api/customers', { cookie: admin, body: { nameAr: 'شركة الفجر 2000', nameEn: 'Al Fajr 2000 Trading', customerType: 'corporate', phone: '+965 2245 7788' } })).body;
    for (const q of ['الفجر 2000', 'fajr 2000']) {
      const hits = (await t.json('GET', `/api/search/records?q=${encodeURIComponent(q)}`, { cookie: admin })).body.items;
      expect(hits.map((h: { id: string }) => h.id), q).toContain(customer.id);
    }
  });

  it('finds vehicles by plate ignoring spaces, and contracts and invoices by number, each with a link', async () => {
    const vehicle = (await t.json('GET', '/api/fleet/vehicles?pageSize=1', { cookie: admin })).body.items[0];
    const plateHits = (await t.json('GET', `/api/search/records?q=${encodeURIComponent(vehicle.plateNumber.replace(/\s/g, ''))}`, { cookie: admin })).body.items;
    expect(plateHits).toContainEqual(expect.objectContaining({ kind: 'vehicle', id: vehicle.id, href: `/fleet/vehicles/${vehicle.id}` }));
    const numbered = (await t.json('GET', '/api/search/records?q=00012', { cookie: admin })).body.items;
    expect(numbered.map((h: { kind: string }) => h.kind)).toEqual(expect.arrayContaining(['contract', 'invoice', 'quotation']));
  });

  it('leaves out what the user may not read', async () => {
    const accountant = await t.signIn('accountant@rental.masar.test');
    const hits = (await t.json('GET', '/api/search/records?q=00012', { cookie: accountant })).body.items;
    expect(hits.some((h: { kind: string }) => h.kind === 'quotation')).toBe(false);
  });
});
