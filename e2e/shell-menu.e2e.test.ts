import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, test } from 'vitest';
import { launchBrowser } from './support/browser';
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

const FLEET_ITEMS = ['إدارة المركبات', 'تصاريح الخروج', 'صيانة المركبات', 'المخالفات المرورية', 'مدفوعات المخالفات', 'تقارير الأسطول', 'أقساط المركبات'];
const SUPPORT = ['الدعم الفني', 'المساعدة', 'تسجيل الخروج'];

describe('side menus built from the manifests (spec §2)', () => {
  test('car rental, company admin: the spec’s menu; the fleet group opens under /fleet', async () => {
    await signInAs(context, baseUrl, 'admin@rental.masar.test');
    await page.goto('/dashboard');
    expect(await page.getByTestId('sidebar-company').textContent()).toBe('شركة عجلات الخليج لتأجير السيارات');
    await page.getByText('نظام إدارة تأجير السيارات').waitFor();
    expect(await menuTexts(page)).toEqual([
      'لوحة التحكم',
      'إدارة الأسطول',
      'عروض الأسعار',
      'العملاء',
      'العقود',
      'المالية',
      'الموارد البشرية',
      'الشؤون القانونية',
      'التقارير',
      'الإعدادات',
      'الموافقات',
      'سجل التدقيق',
      ...SUPPORT,
      'طي القائمة الجانبية',
    ]);

    await page.goto('/fleet/reports');
    const texts = await menuTexts(page);
    expect(texts.slice(1, 2 + FLEET_ITEMS.length)).toEqual(['إدارة الأسطول', ...FLEET_ITEMS]);
    const active = page.getByRole('navigation', { name: 'القائمة الرئيسية' }).locator('[aria-current="page"]');
    expect(await active.textContent()).toBe('تقارير الأسطول');

    // The finance group holds the "finance settings" sub-group.
    await page.getByRole('button', { name: 'المالية' }).click();
    await page.getByRole('button', { name: 'الإعدادات المالية' }).click();
    await page.getByRole('link', { name: 'معالج الإعداد المحاسبي' }).click();
    await page.waitForURL('**/finance/accounting-wizard');
  });

  test('real estate, company admin: properties group, tenants, owners, lease contracts, deposits in finance', async () => {
    await signInAs(context, baseUrl, 'admin@realestate.masar.test');
    await page.goto('/dashboard');
    await page.getByText('نظام إدارة العقارات').waitFor();
    expect(await menuTexts(page)).toEqual([
      'لوحة التحكم',
      'إدارة العقارات',
      'المستأجرون',
      'الملاك',
      'عقود الإيجار',
      'المالية',
      'الموارد البشرية',
      'الشؤون القانونية',
      'التقارير',
      'الإعدادات',
      'الموافقات',
      'سجل التدقيق',
      ...SUPPORT,
      'طي القائمة الجانبية',
    ]);
    await page.getByRole('button', { name: 'المالية' }).click();
    await page.getByRole('link', { name: 'الودائع والتأمينات' }).waitFor();
  });

  test('an employee: what spec §6 lets them read and their own leave; no settings, and of administration only the approvals', async () => {
    await signInAs(context, baseUrl, 'employee@rental.masar.test');
    await page.goto('/dashboard');
    // The approvals: where their own requests (a leave under a workflow) are followed (DECISIONS 17).
    expect(await menuTexts(page)).toEqual(['لوحة التحكم', 'إدارة الأسطول', 'عروض الأسعار', 'العملاء', 'العقود', 'المالية', 'الموارد البشرية', 'الشؤون القانونية', 'التقارير', 'الموافقات', ...SUPPORT, 'طي القائمة الجانبية']);
    await page.getByRole('button', { name: 'الموارد البشرية' }).click();
    await page.getByRole('link', { name: 'الإجازات' }).click();
    await page.waitForURL('**/hr/leave-management');
    await page.getByRole('tab', { name: 'إجازاتي' }).waitFor();
    // Their own leave only: no approvals queue and no "all requests" tab about colleagues.
    expect(await page.getByRole('tab').allTextContents()).toEqual(['إجازاتي']);
  });

  test('each role reaches its own work from the menu (DECISIONS 17)', async () => {
    // The fleet manager opens the vehicles list; the accountant the invoices and payroll; neither types a URL.
    await signInAs(context, baseUrl, 'fleet@rental.masar.test');
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'إدارة الأسطول' }).click();
    await page.getByRole('link', { name: 'إدارة المركبات' }).click();
    await page.waitForURL('**/fleet');
    await page.getByRole('heading', { level: 1, name: 'إدارة المركبات' }).waitFor();
    await page.locator('main a[href^="/fleet/vehicles/"]:visible').first().waitFor();

    await signInAs(context, baseUrl, 'accountant@rental.masar.test');
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'المالية' }).click();
    await page.getByRole('link', { name: 'الفواتير' }).click();
    await page.waitForURL('**/finance/invoices');
    await page.locator('main a[href^="/finance/invoices/"]:not([href$="/new"]):visible').first().waitFor();
    await page.getByRole('button', { name: 'الموارد البشرية' }).click();
    expect(await page.getByRole('link', { name: 'الرواتب' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'الموظفون' }).count()).toBe(0);
  });

  test('Ctrl+B collapses the menu to icons and the cookie keeps it collapsed after a reload', async () => {
    await signInAs(context, baseUrl, 'admin@rental.masar.test');
    await page.goto('/dashboard');
    const sidebar = page.getByTestId('sidebar');
    expect(Math.round((await sidebar.boundingBox())!.width)).toBe(256);
    // RTL: the menu is on the right.
    expect(Math.round((await sidebar.boundingBox())!.x + 256)).toBe(1280);

    await page.keyboard.press('Control+KeyB');
    await page.waitForFunction(() => document.querySelector('[data-testid="sidebar"]')!.getBoundingClientRect().width < 60);
    const cookie = (await context.cookies()).find((c) => c.name === 'sidebar_state');
    expect(cookie?.value).toBe('false');
    expect(Math.round(cookie!.expires - Date.now() / 1000)).toBeGreaterThan(604_800 - 60);

    await page.reload();
    await page.getByTestId('sidebar').waitFor();
    expect(Math.round((await page.getByTestId('sidebar').boundingBox())!.width)).toBe(48);
    // Icons keep their names for screen readers.
    await page.getByRole('link', { name: 'العقود' }).click();
    await page.waitForURL('**/contracts');

    await page.keyboard.press('Control+KeyB');
    await page.waitForFunction(() => document.querySelector('[data-testid="sidebar"]')!.getBoundingClientRect().width > 200);
  });
});

describe('phones (375 px)', () => {
  test('a bottom bar with 5 tabs, and the menu as a sheet from the right', async () => {
    const phone = await contextAt(browser, baseUrl, { width: 375, height: 812 });
    try {
      const p = await phone.newPage();
      await signInAs(phone, baseUrl, 'admin@rental.masar.test');
      await p.goto('/dashboard');
      const bar = p.getByRole('navigation', { name: 'التنقل السريع' });
      await bar.waitFor();
      // DECISIONS 16: the car-rental company's five (no properties tab: it has no properties module).
      expect(await bar.getByRole('link').allTextContents()).toEqual(['الرئيسية', 'العملاء', 'العقود', 'الأسطول', 'التقارير']);
      expect(await bar.getByRole('link', { name: 'الرئيسية' }).getAttribute('aria-current')).toBe('page');

      await bar.getByRole('link', { name: 'الأسطول' }).click();
      await p.waitForURL('**/fleet');
      await p.goto('/fleet/maintenance');
      expect(await bar.getByRole('link', { name: 'الأسطول' }).getAttribute('aria-current')).toBe('page');
      expect(await bar.getByRole('link', { name: 'الرئيسية' }).getAttribute('aria-current')).toBeNull();
      expect(await p.getByTestId('sidebar').count()).toBe(0);

      await p.getByRole('button', { name: 'فتح القائمة' }).click();
      const sheet = p.getByRole('dialog', { name: 'القائمة الرئيسية' });
      await sheet.waitFor();
      const box = (await sheet.boundingBox())!;
      expect(Math.round(box.width)).toBe(288);
      expect(Math.round(box.x + box.width)).toBe(375);
      await sheet.getByRole('link', { name: 'العقود' }).click();
      await p.waitForURL('**/contracts');
      await sheet.waitFor({ state: 'detached' });
      expect(pathOf(p)).toBe('/contracts');
    } finally {
      await phone.close();
    }
  });

  test('a real-estate company’s bar: properties, leases, tenants; the leases tab, not properties, lit on a lease', async () => {
    const phone = await contextAt(browser, baseUrl, { width: 375, height: 812 });
    try {
      const p = await phone.newPage();
      await signInAs(phone, baseUrl, 'admin@realestate.masar.test');
      await p.goto('/dashboard');
      const bar = p.getByRole('navigation', { name: 'التنقل السريع' });
      await bar.waitFor();
      expect(await bar.getByRole('link').allTextContents()).toEqual(['الرئيسية', 'العقارات', 'العقود', 'المستأجرون', 'التقارير']);
      expect(await bar.getByRole('link').evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname))).toEqual(['/dashboard', '/properties', '/properties/contracts', '/tenants', '/reports']);
      // One tab lit at a time: the longest matching one.
      const lit = async () => {
        await bar.locator('a[aria-current="page"]').waitFor();
        return bar.locator('a[aria-current="page"]').allTextContents();
      };
      await bar.getByRole('link', { name: 'العقود' }).click();
      await p.waitForURL('**/properties/contracts');
      await bar.locator('a[aria-current="page"]', { hasText: 'العقود' }).waitFor();
      expect(await lit()).toEqual(['العقود']);
      await bar.getByRole('link', { name: 'العقارات' }).click();
      await p.waitForURL('**/properties');
      await bar.locator('a[aria-current="page"]', { hasText: 'العقارات' }).waitFor();
      expect(await lit()).toEqual(['العقارات']);
    } finally {
      await phone.close();
    }
  });
});
