// The super admin's dashboard, reports (+ Excel) and platform settings; sign-up follows the
// settings' trial length.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { startTestServer, type TestServer } from '../../../server/test/test-server';
import { lastMonths } from './reports-service';

let t: TestServer;
let superCookie: string;

beforeAll(async () => {
  t = await startTestServer();
  superCookie = await t.signIn('super@masar.test');
});
afterAll(() => t?.stop());

describe('dashboard', () => {
  it('counts companies by type and status, trials ending this week, users and tickets waiting', async () => {
    const rental = await t.signIn('employee@rental.masar.test');
    await t.json('POST', '/api/support/tickets', { cookie: rental, body: { title: 'Help', description: 'Please', category: 'other' } });
    await t.json('POST', '/api/platform/companies', {
      cookie: superCookie,
      body: { name: 'Trial Ending Co', businessType: 'medical', country: 'AE', currency: 'AED', planCode: 'free', activeModules: ['patients'], admin: { email: 'trial@ending.test', firstName: 'T', lastName: 'E' } },
    });
    await t.json('PUT', '/api/platform/settings', { cookie: superCookie, body: { platformName: 'Masar', platformNameAr: 'مسار', defaultPlanCode: 'free', trialDays: 5 } });
    await t.json('POST', '/api/platform/companies', {
      cookie: superCookie,
      body: { name: 'Short Trial Co', businessType: 'retail', country: 'AE', currency: 'AED', planCode: 'free', activeModules: ['sales'], admin: { email: 'short@ending.test', firstName: 'S', lastName: 'T' } },
    });
    const res = await t.json('GET', '/api/platform/dashboard', { cookie: superCookie });
    expect(res.status).toBe(200);
    expect(res.body.companiesByType).toEqual(expect.arrayContaining([{ key: 'car_rental', count: 1 }, { key: 'medical', count: 1 }]));
    expect(res.body.companiesByStatus.find((s: { key: string }) => s.key === 'trial').count).toBeGreaterThanOrEqual(2);
    expect(res.body.trialsEndingThisWeek.map((c: { name: string }) => c.name)).toEqual(['Short Trial Co']);
    expect(res.body.activeUsers30d).toBeGreaterThanOrEqual(2);
    expect(res.body.ticketsWaiting).toBe(1);
    expect((await t.json('GET', '/api/platform/dashboard', { cookie: rental })).status).toBe(403);
  });
});

describe('reports', () => {
  it('gives sign-ups and revenue by month (exact, per currency) and usage by company; exports Excel', async () => {
    const companies = (await t.json('GET', '/api/platform/companies', { cookie: superCookie })).body.items;
    const rental = companies.find((c: { businessType: string }) => c.businessType === 'car_rental');
    const today = new Date().toISOString().slice(0, 10);
    await t.json('POST', `/api/platform/companies/${rental.id}/subscriptions`, { cookie: superCookie, body: { planCode: 'basic', billingCycle: 'monthly', periodStart: today, amount: '15.125' } });
    await t.json('POST', `/api/platform/companies/${rental.id}/subscriptions`, { cookie: superCookie, body: { planCode: 'basic', billingCycle: 'monthly', periodStart: today, amount: '0.005' } });

    const res = await t.json('GET', '/api/platform/reports?months=6', { cookie: superCookie });
    expect(res.status).toBe(200);
    expect(res.body.months).toHaveLength(6);
    const thisMonth = today.slice(0, 7);
    expect(res.body.signupsByMonth.at(-1)).toEqual({ month: thisMonth, count: expect.any(Number) });
    expect(res.body.revenueByMonth.at(-1)).toEqual({ month: thisMonth, amounts: { KWD: '15.130' } });
    const usage = res.body.usageByCompany.find((u: { id: string }) => u.id === rental.id);
    expect(usage.users).toBeGreaterThan(3);

    const file = await t.request('GET', '/api/platform/reports/export?months=6', { cookie: superCookie });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(await file.arrayBuffer());
    expect(wb.worksheets.map((w) => w.name)).toEqual(['التسجيلات', 'الإيرادات', 'الاستخدام']);
    expect(wb.worksheets[1]!.getRow(1).values).toContain('KWD');
  });

  it('lists whole calendar months', () => {
    expect(lastMonths(3, new Date('2026-01-15T00:00:00Z'))).toEqual(['2025-11', '2025-12', '2026-01']);
  });
});

describe('settings', () => {
  it('saves the settings, refuses an unknown default plan, reports SMTP status, and sign-up uses the trial length', async () => {
    const saved = await t.json('PUT', '/api/platform/settings', { cookie: superCookie, body: { platformName: 'Masar', platformNameAr: 'مسار', supportEmail: 'help@masar.test', supportPhone: '+96550000000', defaultPlanCode: 'basic', trialDays: 30 } });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ supportEmail: 'help@masar.test', trialDays: 30, smtp: { configured: false } });
    const bad = await t.json('PUT', '/api/platform/settings', { cookie: superCookie, body: { platformName: '', platformNameAr: 'مسار', defaultPlanCode: 'gold', trialDays: 400 }, lang: 'en' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(['platformName', 'trialDays']);
    expect((await t.json('PUT', '/api/platform/settings', { cookie: superCookie, body: { platformName: 'M', platformNameAr: 'م', defaultPlanCode: 'gold', trialDays: 3 } })).body.error.fields.defaultPlanCode).toBe('الخطة غير معروفة');
    expect((await t.json('POST', '/api/platform/settings/smtp-check', { cookie: superCookie })).body).toEqual({ configured: false, ok: false, error: null });

    const signup = await t.json('POST', '/api/signup', { body: { companyName: 'Thirty Days Co', businessType: 'consulting', country: 'QA', firstName: 'Ali', lastName: 'Q', email: 'ali@thirty.test', password: 'Thirty-Days-1' } });
    expect(signup.status).toBe(201);
    const detail = await t.json('GET', `/api/platform/companies/${signup.body.companyId}`, { cookie: superCookie });
    expect(detail.body.subscriptionPlan).toBe('basic');
    const days = Math.round((Date.parse(detail.body.trialEndsAt) - Date.now()) / 86_400_000);
    expect(days).toBe(30);
  });
});
