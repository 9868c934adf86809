import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, test } from 'vitest';
import { launchBrowser, signInThroughForm } from './support/browser';
import { DEMO_PASSWORD, RENTAL_COMPANY_AR } from './support/demo-users';
import { contextAt, menuTexts, pathOf, signInAs } from './support/shell';

const baseUrl = inject('baseUrl');
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(async () => {
  context = await contextAt(browser, baseUrl);
  page = await context.newPage();
});
afterEach(async () => {
  await context?.close();
});

const PLATFORM_MENU = [
  'لوحة التحكم الرئيسية',
  'إدارة الشركات',
  'إدارة المستخدمين',
  'المدفوعات والاشتراكات',
  'إدارة الدعم الفني',
  'تقارير النظام',
  'إدارة صفحات الهبوط',
  'إعدادات النظام',
  'تسجيل الخروج',
];

describe('super-admin area (spec §2)', () => {
  test('platform staff sign in at /super-admin and get the nine-entry menu', async () => {
    await page.goto('/super-admin');
    await signInThroughForm(page, 'super@masar.test', DEMO_PASSWORD);
    await page.waitForURL('**/super-admin/dashboard');
    await page.getByRole('heading', { level: 1, name: 'لوحة التحكم الرئيسية' }).waitFor();
    expect((await menuTexts(page)).slice(0, PLATFORM_MENU.length)).toEqual(PLATFORM_MENU);

    // Signed in, the entry page sends a super admin straight to the dashboard.
    await page.goto('/super-admin');
    await page.waitForURL('**/super-admin/dashboard');
  });
});

describe('browse mode (spec §2, §4)', () => {
  test('a super admin browses the car-rental company and exits', async () => {
    await signInAs(context, baseUrl, 'super@masar.test');
    await page.goto('/super-admin/companies');
    const row = page.getByRole('row', { name: new RegExp(RENTAL_COMPANY_AR) });
    await row.waitFor();
    expect(await page.getByRole('row', { name: /دوحة هومز للعقارات/ }).count()).toBe(1);

    const browseHeaders: string[] = [];
    page.on('request', (request) => {
      const header = request.headers()['x-browse-company'];
      if (request.url().includes('/api/') && header) browseHeaders.push(header);
    });
    await row.getByRole('button', { name: `تصفح ${RENTAL_COMPANY_AR}` }).click();
    await page.waitForURL('**/browse-company/dashboard');

    const banner = page.getByRole('region', { name: 'وضع التصفح' });
    await banner.waitFor();
    expect(await page.getByTestId('browse-company-name').textContent()).toBe(RENTAL_COMPANY_AR);
    expect(await page.getByTestId('company-name').textContent()).toBe(RENTAL_COMPANY_AR);
    const stored = await page.evaluate(() => JSON.parse(sessionStorage.getItem('browse_company') ?? 'null') as { id: string; name: string; nameAr: string } | null);
    expect(stored?.nameAr).toBe(RENTAL_COMPANY_AR);
    expect(browseHeaders.length).toBeGreaterThan(0);
    expect(new Set(browseHeaders)).toEqual(new Set([stored!.id]));

    // The company's own menu, with links inside /browse-company.
    const menu = await menuTexts(page);
    expect(menu.slice(0, 6)).toEqual(['لوحة التحكم', 'إدارة الأسطول', 'عروض الأسعار', 'العملاء', 'العقود', 'المالية']);
    await page.getByRole('button', { name: 'إدارة الأسطول' }).click();
    await page.getByRole('link', { name: 'صيانة المركبات' }).click();
    await page.waitForURL('**/browse-company/fleet/maintenance');
    await page.getByRole('heading', { level: 1, name: 'صيانة المركبات' }).waitFor();

    // The user menu offers exit, profile, settings and sign out.
    await page.getByRole('button', { name: 'قائمة المستخدم' }).click();
    await page.getByRole('menu').waitFor(); // the menu's code loads on first use
    const items = await page.getByRole('menuitem').allTextContents();
    expect(items).toEqual(expect.arrayContaining(['الخروج من وضع التصفح', 'الملف الشخصي', 'الإعدادات', 'تسجيل الخروج']));
    await page.getByRole('menuitem', { name: 'الخروج من وضع التصفح' }).click();
    await page.waitForURL('**/super-admin/companies');
    await page.getByRole('region', { name: 'وضع التصفح' }).waitFor({ state: 'detached' });
    expect(await page.evaluate(() => sessionStorage.getItem('browse_company'))).toBeNull();
  });

  test('the header switcher starts browse mode; the banner’s back button ends it; sign-out clears it', async () => {
    await signInAs(context, baseUrl, 'super@masar.test');
    await page.goto('/super-admin/dashboard');
    await page.getByRole('button', { name: 'اختيار شركة لتصفحها' }).click();
    await page.getByRole('menuitem', { name: /دوحة هومز للعقارات/ }).click();
    await page.waitForURL('**/browse-company/dashboard');
    expect(await page.getByTestId('browse-company-name').textContent()).toBe('دوحة هومز للعقارات');
    expect((await menuTexts(page))[1]).toBe('إدارة العقارات');

    await page.getByRole('button', { name: 'العودة إلى لوحة المشرف' }).click();
    await page.waitForURL('**/super-admin/companies');
    expect(await page.evaluate(() => sessionStorage.getItem('browse_company'))).toBeNull();

    await page.getByRole('button', { name: /^تصفح / }).first().click();
    await page.waitForURL('**/browse-company/dashboard');
    await page.getByRole('button', { name: 'تسجيل الخروج' }).click();
    await page.waitForURL((url) => url.pathname === '/auth');
    expect(await page.evaluate(() => sessionStorage.getItem('browse_company'))).toBeNull();
    expect(pathOf(page)).toBe('/auth');
  });
});
