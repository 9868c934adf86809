// The country chosen at sign-up sets the company's currency, clock, working days and VAT, and a
// country changed in the settings does the same (decision 027); a bad country writes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, users } from '../db/schema';
import { cookieHeader, startTestServer, type TestServer } from '../test/test-server';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t?.stop());

let n = 0;
const signUpBody = (extra: Record<string, unknown> = {}) => ({
  companyName: `Country Co ${++n}`,
  businessType: 'car_rental',
  firstName: 'Huda',
  lastName: 'Saleh',
  email: `huda${n}@country.test`,
  password: 'Country-2026',
  ...extra,
});

async function signUp(extra: Record<string, unknown>) {
  const res = await t.request('POST', '/api/signup', { body: signUpBody(extra) });
  expect(res.status).toBe(201);
  const cookie = cookieHeader(res);
  return { cookie, company: (await t.json('GET', '/api/company', { cookie })).body };
}

const rowCounts = async () => ({ users: (await t.deps.handle.db.select().from(users)).length, companies: (await t.deps.handle.db.select().from(companies)).length });

describe('country at sign-up', () => {
  it('a Kuwaiti company starts in KWD on Kuwait’s clock, Sunday to Thursday, without VAT', async () => {
    const { company } = await signUp({ country: 'KW' });
    expect(company).toMatchObject({ country: 'KW', currency: 'KWD', timezone: 'Asia/Kuwait', vatRate: '0.00' });
    expect([...company.workWeek].sort()).toEqual([1, 2, 3, 4, 7]);
  });

  it('Saudi and Emirati companies get their VAT and the UAE its Monday-to-Friday week', async () => {
    expect((await signUp({ country: 'SA' })).company).toMatchObject({ currency: 'SAR', timezone: 'Asia/Riyadh', vatRate: '15.00' });
    const uae = (await signUp({ country: 'AE' })).company;
    expect(uae).toMatchObject({ currency: 'AED', timezone: 'Asia/Dubai', vatRate: '5.00', workWeek: [1, 2, 3, 4, 5] });
  });

  it('keeps a currency chosen over the country’s', async () => {
    expect((await signUp({ country: 'KW', currency: 'USD' })).company).toMatchObject({ country: 'KW', currency: 'USD', timezone: 'Asia/Kuwait' });
  });

  it('refuses a missing or unknown country with a field error in Arabic and English, writing nothing', async () => {
    const before = await rowCounts();
    const missing = await t.json('POST', '/api/signup', { body: signUpBody() });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toMatchObject({ code: 'validation_failed', fields: { country: 'يرجى اختيار الدولة من القائمة' } });
    for (const country of ['XX', 'kuwait', '']) {
      const english = await t.json('POST', '/api/signup', { body: signUpBody({ country }), lang: 'en' });
      expect(english.status, country).toBe(400);
      expect(english.body.error.fields).toEqual({ country: 'Please choose a country from the list' });
    }
    expect(await rowCounts()).toEqual(before);
  });
});

describe('country in the company settings', () => {
  it('changing the country brings its defaults; fields sent with it win', async () => {
    const { cookie } = await signUp({ country: 'KW' });
    const moved = await t.json('PATCH', '/api/company', { cookie, body: { country: 'SA' } });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ country: 'SA', currency: 'SAR', timezone: 'Asia/Riyadh', vatRate: '15.00' });

    const chosen = await t.json('PATCH', '/api/company', { cookie, body: { country: 'AE', currency: 'USD', vatRate: '0' } });
    expect(chosen.body).toMatchObject({ country: 'AE', currency: 'USD', timezone: 'Asia/Dubai', vatRate: '0.00', workWeek: [1, 2, 3, 4, 5] });

    // The same country again changes nothing else: a hand-set week stays.
    await t.json('PATCH', '/api/company', { cookie, body: { workWeek: [6, 7, 1, 2, 3] } });
    expect((await t.json('PATCH', '/api/company', { cookie, body: { country: 'AE' } })).body.workWeek).toEqual([6, 7, 1, 2, 3]);
  });

  it('refuses an unknown country or VAT rate and changes nothing', async () => {
    const { cookie, company } = await signUp({ country: 'QA' });
    const bad = await t.json('PATCH', '/api/company', { cookie, body: { country: 'US', vatRate: '150', name: 'Renamed' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({ country: 'يرجى اختيار الدولة من القائمة', vatRate: 'نسبة الضريبة يجب أن تكون بين 0 و99.99' });
    expect((await t.json('GET', '/api/company', { cookie })).body).toEqual(company);
  });
});
