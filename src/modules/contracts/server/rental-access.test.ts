// Who may do what in the rental core (spec §6 roles), tenant isolation of every endpoint, and
// the return charges computed exactly in QAR (0 decimals).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../server/db/client';
import { startTestServer, type TestServer } from '../../../server/test/test-server';

let t: TestServer;
let admin: string;
let qatar: string;
let rental: { vehicleId: string; customerId: string; contractId: string; quotationId: string; invoiceId: string };

beforeAll(async () => {
  t = await startTestServer();
  admin = await t.signIn('admin@rental.masar.test');
  qatar = await t.signIn('admin@realestate.masar.test');
  const contract = (await t.json('GET', '/api/contracts?status=active&pageSize=1', { cookie: admin })).body.items[0];
  const quotation = (await t.json('GET', '/api/quotations?pageSize=1', { cookie: admin })).body.items[0];
  const invoice = (await t.json('GET', '/api/billing/invoices?pageSize=1', { cookie: admin })).body.items[0];
  rental = { vehicleId: contract.vehicleId, customerId: contract.customerId, contractId: contract.id, quotationId: quotation.id, invoiceId: invoice.id };
});
afterAll(() => t?.stop());

describe('roles (spec §6)', () => {
  it('lets an employee read contracts but not create one', async () => {
    const employee = await t.signIn('employee@rental.masar.test');
    expect((await t.json('GET', '/api/contracts', { cookie: employee })).status).toBe(200);
    const denied = await t.json('POST', '/api/contracts', { cookie: employee, body: { customerId: rental.customerId, vehicleId: rental.vehicleId, startAt: '2030-01-01T09:00:00Z', rateUnit: 'day', duration: 1 } });
    expect(denied.status).toBe(403);
  });

  it('refuses an accountant editing a vehicle, and lets the fleet manager do it', async () => {
    const accountant = await t.signIn('accountant@rental.masar.test');
    expect((await t.json('PATCH', `/api/fleet/vehicles/${rental.vehicleId}`, { cookie: accountant, body: { colorAr: 'ذهبي' } })).status).toBe(403);
    const fleet = await t.signIn('fleet@rental.masar.test');
    const ok = await t.json('PATCH', `/api/fleet/vehicles/${rental.vehicleId}`, { cookie: fleet, body: { colorAr: 'ذهبي' } });
    // A patch changes only what it names: status and odometer stay as they were.
    expect(ok).toMatchObject({ status: 200, body: { colorAr: 'ذهبي', status: 'rented' } });
  });

  it('lets the accountant record payments but not create contracts; the sales agent creates customers and quotations', async () => {
    const accountant = await t.signIn('accountant@rental.masar.test');
    expect((await t.json('GET', '/api/billing/payments', { cookie: accountant })).status).toBe(200);
    expect((await t.json('POST', '/api/contracts', { cookie: accountant, body: {} })).status).toBe(403);
    const sales = await t.signIn('sales@rental.masar.test');
    const customer = await t.json('POST', '/api/customers', { cookie: sales, body: { nameAr: 'ريم الكندري', phone: '+965 9000 1111', civilId: '299990000111', licenseExpiry: '2031-01-01' } });
    expect(customer.status).toBe(201);
    expect((await t.json('POST', '/api/fleet/vehicles', { cookie: sales, body: { plateNumber: 'X 1', make: 'Kia', model: 'Rio', year: 2024, dailyRate: '7' } })).status).toBe(403);
  });
});

describe('tenant isolation', () => {
  it('shows another company none of the rental company’s records, by list or by id', async () => {
    // The real-estate company has customers (its tenants), invoices and payments of its own: none
    // of what it lists may be the rental company's.
    const [rentalCompany] = await queryRows<{ id: string }>(t.deps.handle.db, sql`select id from companies where business_type = 'car_rental'`);
    for (const [path, table] of [['/api/fleet/vehicles', 'vehicles'], ['/api/customers', 'customers'], ['/api/contracts', 'contracts'], ['/api/quotations', 'quotations'], ['/api/billing/invoices', 'invoices'], ['/api/billing/payments', 'payments']] as const) {
      const res = await t.json('GET', `${path}?pageSize=200`, { cookie: qatar });
      expect(res.status, path).toBe(200);
      const ids = res.body.items.map((i: { id: string }) => i.id);
      const theirs = ids.length ? await queryRows<{ id: string }>(t.deps.handle.db, sql`select id from ${sql.identifier(table)} where company_id = ${rentalCompany!.id} and id in (${sql.join(ids.map((id: string) => sql`${id}::uuid`), sql`, `)})`) : [];
      expect(theirs, path).toEqual([]);
    }
    for (const path of [`/api/fleet/vehicles/${rental.vehicleId}`, `/api/customers/${rental.customerId}`, `/api/contracts/${rental.contractId}`, `/api/quotations/${rental.quotationId}`, `/api/billing/invoices/${rental.invoiceId}`]) {
      expect((await t.json('GET', path, { cookie: qatar })).status, path).toBe(404);
    }
    const hits = await t.json('GET', '/api/search/records?q=CON-00', { cookie: qatar });
    expect(hits.body.items).toEqual([]);
    const dashboard = await t.json('GET', '/api/dashboard/rental', { cookie: qatar });
    expect(dashboard.body).toMatchObject({ activeContracts: 0, fleet: { total: 0 }, currency: 'QAR' });
  });

  it('refuses writes that point at another company’s records, writing nothing', async () => {
    const res = await t.json('POST', `/api/contracts/${rental.contractId}/return`, { cookie: qatar, body: { odometer: 999999, fuel: 8 } });
    expect(res.status).toBe(404);
    const pay = await t.json('POST', '/api/billing/payments', { cookie: qatar, body: { customerId: rental.customerId, paymentDate: '2026-11-21', method: 'cash', amount: '5' } });
    expect(pay.status).toBe(400);
    const patch = await t.json('PATCH', `/api/fleet/vehicles/${rental.vehicleId}`, { cookie: qatar, body: { odometer: 999999 } });
    expect(patch.status).toBe(404);
    const car = await t.json('GET', `/api/fleet/vehicles/${rental.vehicleId}`, { cookie: admin });
    expect(car.body.odometer).toBeLessThan(999999);
  });

  it('answers 404 to every action on another company’s records', async () => {
    const actions: Array<[string, string, unknown?]> = [
      ['POST', `/api/fleet/vehicles/${rental.vehicleId}/odometer`, { reading: 999999 }],
      ['PATCH', `/api/customers/${rental.customerId}`, { notes: 'x' }],
      ['POST', `/api/quotations/${rental.quotationId}/send`],
      ['POST', `/api/quotations/${rental.quotationId}/convert`, {}],
      ['POST', `/api/contracts/${rental.contractId}/reserve`],
      ['POST', `/api/contracts/${rental.contractId}/handover`, { odometer: 1, fuel: 8 }],
      ['POST', `/api/contracts/${rental.contractId}/suspend`, { reason: 'x' }],
      ['POST', `/api/contracts/${rental.contractId}/close`],
      ['POST', `/api/contracts/${rental.contractId}/cancel`, { reason: 'x' }],
      ['POST', `/api/billing/invoices/${rental.invoiceId}/cancel`],
      ['GET', `/api/billing/invoices/${rental.invoiceId}/pdf`],
    ];
    for (const [method, path, body] of actions) {
      const res = await t.json(method, path, { cookie: qatar, ...(body === undefined ? {} : { body }) });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
  });
});

describe('return charges in QAR', () => {
  it('rounds every charge to whole riyals', async () => {
    const vehicle = (await t.json('POST', '/api/fleet/vehicles', { cookie: qatar, body: { plateNumber: '123456', make: 'Nissan', model: 'Patrol', year: 2025, dailyRate: '450', depositAmount: '1000', odometer: 3000 } })).body;
    const customer = (await t.json('POST', '/api/customers', { cookie: qatar, body: { nameAr: 'جاسم آل ثاني', phone: '+974 5555 0101', civilId: '28963400001', licenseExpiry: '2030-06-01' } })).body;
    const contract = (await t.json('POST', '/api/contracts', { cookie: qatar, body: { customerId: customer.id, vehicleId: vehicle.id, startAt: '2025-05-01T10:00:00+03:00', rateUnit: 'day', duration: 2, kmAllowancePerDay: 300, extraKmRate: '0.85', fuelChargePerEighth: '22.5', lateHourRate: '60.4' } })).body;
    expect(contract).toMatchObject({ rate: '450', rentalAmount: '900', lateHourRate: '60' });
    await t.json('POST', `/api/contracts/${contract.id}/handover`, { cookie: qatar, body: { odometer: 3000, fuel: 8, at: '2025-05-01T10:00:00+03:00' } });
    const r = await t.json('POST', `/api/contracts/${contract.id}/return`, { cookie: qatar, body: { odometer: 3777, fuel: 7, at: '2025-05-03T13:10:00+03:00' } });
    // late: 3 h 10 min − 1 h grace → 3 h × 60 = 180; km: 777 − 300 × 3 days = none; fuel: 1/8 × 22.5 → 23.
    expect(r.body.charges.lines.map((l: { code: string; total: string }) => [l.code, l.total])).toEqual([['late', '180'], ['fuel', '23']]);
    expect(r.body.invoice.total).toBe('203');
  });
});
