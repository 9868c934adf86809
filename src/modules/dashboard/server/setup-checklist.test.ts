// The setup checklist of a new company (decision 027): items by module, ticked from real data,
// admins only, dismissed for the whole company; the demo companies come set up.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieHeader, startTestServer, type TestServer } from '../../../server/test/test-server';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t?.stop());

async function newCompany(businessType: string, email: string) {
  const res = await t.request('POST', '/api/signup', {
    body: { companyName: `Setup ${email}`, businessType, country: 'KW', firstName: 'Omar', lastName: 'Ali', email, password: 'Setup-2026!' },
  });
  expect(res.status).toBe(201);
  return cookieHeader(res);
}

const checklist = async (cookie: string) => (await t.json('GET', '/api/dashboard/setup-checklist', { cookie })).body;
const state = (body: { items: Array<{ id: string; done: boolean }> }) => Object.fromEntries(body.items.map((i) => [i.id, i.done]));

describe('setup checklist', () => {
  it('lists a new car-rental company’s steps, each linking to where it is done, none done yet', async () => {
    const cookie = await newCompany('car_rental', 'setup-rental@checklist.test');
    const body = await checklist(cookie);
    expect(body).toEqual({
      visible: true,
      dismissed: false,
      items: [
        { id: 'company_profile', href: '/settings', done: false },
        { id: 'first_vehicle', href: '/fleet', done: false },
        { id: 'first_customer', href: '/customers', done: false },
        { id: 'invite_staff', href: '/hr/user-management', done: false },
        { id: 'office_location', href: '/hr/location-settings', done: false },
        { id: 'accounts', href: '/finance/accounting-wizard', done: false },
      ],
    });
  });

  it('follows the company’s modules: a real-estate company has no vehicle or customer step', async () => {
    const cookie = await newCompany('real_estate', 'setup-estate@checklist.test');
    expect((await checklist(cookie)).items.map((i: { id: string }) => i.id)).toEqual(['company_profile', 'invite_staff', 'office_location', 'accounts']);
    // Switching the fleet module on brings its step.
    await t.json('PUT', '/api/company/modules/fleet', { cookie, body: { isEnabled: true } });
    expect((await checklist(cookie)).items.map((i: { id: string }) => i.id)).toContain('first_vehicle');
  });

  it('ticks each step from the company’s data, and hides itself when all are done', async () => {
    const cookie = await newCompany('car_rental', 'setup-done@checklist.test');
    const customer = await t.json('POST', '/api/customers', { cookie, body: { nameAr: 'أول عميل', phone: '+965 6000 0001', civilId: '289010100001', licenseExpiry: '2031-01-01' } });
    expect(customer.status).toBe(201);
    expect(state(await checklist(cookie))).toMatchObject({ first_customer: true, first_vehicle: false });

    await t.json('PATCH', '/api/company', { cookie, body: { phone: '+965 2200 0000' } });
    expect(state(await checklist(cookie)).company_profile).toBe(false); // a logo is needed too
    const form = new FormData();
    form.append('file', new File([Uint8Array.from(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'))], 'logo.png', { type: 'image/png' }));
    expect((await t.request('POST', '/api/company/logo', { cookie, form })).status).toBe(200);
    expect(state(await checklist(cookie)).company_profile).toBe(true);

    await t.json('PUT', '/api/hr/location-settings', {
      cookie,
      body: { officeLatitude: 29.37, officeLongitude: 47.97, allowedRadius: 150, workStartTime: '08:00', workEndTime: '17:00', lateGraceMinutes: 15, autoCheckoutEnabled: false },
    });
    const vehicle = await t.json('POST', '/api/fleet/vehicles', { cookie, body: { plateNumber: '12-34567', make: 'Toyota', model: 'Corolla', year: 2024, dailyRate: '12' } });
    expect(vehicle.status).toBe(201);
    const employee = await t.json('POST', '/api/hr/employees', { cookie, body: { firstName: 'Sami', lastName: 'Nasser', hireDate: '2026-01-01', basicSalary: '500' } });
    expect(employee.status).toBe(201);
    expect(state(await checklist(cookie))).toMatchObject({ office_location: true, first_vehicle: true, invite_staff: false });
    const account = await t.json('POST', `/api/hr/employees/${employee.body.id}/account`, { cookie, body: { email: 'sami@checklist.test', roles: ['employee'], temporaryPassword: 'Sami-2026!' } });
    expect(account.status).toBe(201);
    expect(state(await checklist(cookie)).accounts).toBe(false);
    const books = await t.json('POST', '/api/finance/setup', { cookie, body: { template: 'car_rental', fiscalYearStartMonth: 1, openingDate: '2026-01-01', openingBalances: [], mappings: {} } });
    expect(books.status).toBe(200);

    const done = await checklist(cookie);
    expect(done.items.every((i: { done: boolean }) => i.done)).toBe(true);
    expect(done.visible).toBe(false);
  });

  it('is for company admins; one admin’s dismissal hides it for the company, and only that company', async () => {
    const cookie = await newCompany('car_rental', 'setup-dismiss@checklist.test');
    const other = await newCompany('car_rental', 'setup-other@checklist.test');
    const dismissed = await t.json('POST', '/api/dashboard/setup-checklist/dismiss', { cookie });
    expect(dismissed.status).toBe(200);
    expect(dismissed.body).toEqual({ visible: false, dismissed: true, items: [] });
    expect(await checklist(cookie)).toEqual({ visible: false, dismissed: true, items: [] });
    expect((await checklist(other)).visible).toBe(true);

    const employee = await t.signIn('employee@rental.masar.test');
    expect((await t.json('GET', '/api/dashboard/setup-checklist', { cookie: employee })).status).toBe(403);
    expect((await t.json('POST', '/api/dashboard/setup-checklist/dismiss', { cookie: employee })).status).toBe(403);
  });

  it('does not show on the demo companies: they come set up', async () => {
    for (const email of ['admin@rental.masar.test', 'admin@realestate.masar.test']) {
      expect((await checklist(await t.signIn(email))).visible).toBe(false);
    }
  });
});
