import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { launchBrowser, screenshot, sideScroll } from './support/browser';
import { RENTAL_COMPANY_AR } from './support/demo-users';
import { contextAt, menuTexts, signInAs, switchLanguage } from './support/shell';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const WIDTHS = [
  { name: 'mobile', width: 375, height: 812 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

/** Nothing may stick out sideways: a horizontal scrollbar is a layout bug. */
async function expectNoHorizontalOverflow(page: Page) {
  expect(await sideScroll(page)).toBeLessThanOrEqual(0);
}

describe.each(WIDTHS)('the shell at $width px', ({ name, width, height }) => {
  test('company admin: dashboard, open group, alerts panel, palette, not-available page', async () => {
    const context = await contextAt(browser, baseUrl, { width, height });
    const page = await context.newPage();
    await signInAs(context, baseUrl, 'admin@rental.masar.test');
    await page.goto('/dashboard');
    await page.getByTestId('company-name').waitFor();
    await expectNoHorizontalOverflow(page);
    await screenshot(page, `shell-dashboard-${name}`);

    await page.goto('/legal/cases');
    await page.getByRole('heading', { level: 1, name: 'متابعة القضايا' }).waitFor();
    await expectNoHorizontalOverflow(page);
    await screenshot(page, `shell-not-available-${name}`);

    await page.getByRole('button', { name: /^التنبيهات/ }).click();
    await page.getByTestId('alerts-panel').getByRole('heading', { name: 'التنبيهات' }).waitFor();
    await screenshot(page, `shell-alerts-${name}`);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'فتح البحث السريع' }).first().click();
    await page.getByRole('dialog', { name: 'البحث السريع' }).waitFor();
    await page.keyboard.type('عقود');
    await page.getByRole('option').first().waitFor();
    await screenshot(page, `shell-palette-${name}`);
    await page.keyboard.press('Escape');

    if (name === 'mobile') {
      await page.getByRole('button', { name: 'فتح القائمة' }).click();
      await page.getByRole('dialog', { name: 'القائمة الرئيسية' }).waitFor();
      await screenshot(page, `shell-sheet-${name}`);
    } else {
      await page.getByRole('button', { name: 'قائمة المستخدم' }).click();
      await page.getByRole('menu').waitFor();
      await screenshot(page, `shell-user-menu-${name}`);
      await page.keyboard.press('Escape');
      await page.keyboard.press('Control+KeyB');
      await page.waitForFunction(() => document.querySelector('[data-testid="sidebar"]')!.getBoundingClientRect().width < 60);
      await screenshot(page, `shell-collapsed-${name}`);
      await page.keyboard.press('Shift+Slash');
      await page.getByRole('dialog', { name: 'اختصارات لوحة المفاتيح' }).waitFor();
      await screenshot(page, `shell-shortcuts-${name}`);
    }
    await context.close();
  });

  test('super admin: companies page and browse mode', async () => {
    const context = await contextAt(browser, baseUrl, { width, height });
    const page = await context.newPage();
    await signInAs(context, baseUrl, 'super@masar.test');
    await page.goto('/super-admin/companies');
    await page.getByText(RENTAL_COMPANY_AR).filter({ visible: true }).first().waitFor();
    await expectNoHorizontalOverflow(page);
    await screenshot(page, `super-admin-companies-${name}`);

    await page.getByRole('button', { name: `تصفح ${RENTAL_COMPANY_AR}` }).filter({ visible: true }).click();
    await page.waitForURL('**/browse-company/dashboard');
    await page.getByTestId('company-name').waitFor();
    await expectNoHorizontalOverflow(page);
    await screenshot(page, `browse-dashboard-${name}`);
    await context.close();
  });
});

describe('the shell in English (LTR), for a retail company (generated menu)', () => {
  test('the menu moves to the left, lists the retail modules, and the texts are English', async () => {
    const context = await contextAt(browser, baseUrl, { width: 1440, height: 900 });
    const page = await context.newPage();
    const email = `owner-${Date.now()}@souq.masar.test`;
    const signup = await context.request.post('/api/signup', {
      data: { companyName: 'Souq Retail', businessType: 'retail', firstName: 'Mona', lastName: 'Saleh', email, password: 'Retail-2026', country: 'KW' },
      headers: { origin: baseUrl },
    });
    expect(signup.ok()).toBe(true);
    await signInAs(context, baseUrl, email, 'Retail-2026');
    await page.goto('/dashboard');
    await switchLanguage(page, 'قائمة المستخدم', 'English');
    await page.waitForFunction(() => document.documentElement.dir === 'ltr');

    await page.goto('/inventory');
    await page.getByRole('heading', { level: 1, name: 'Inventory' }).waitFor();
    const sidebar = (await page.getByTestId('sidebar').boundingBox())!;
    expect(Math.round(sidebar.x)).toBe(0);
    await page.getByText('Retail management system').waitFor();
    const menu = await menuTexts(page);
    expect(menu[0]).toBe('Dashboard');
    expect(menu).toEqual(expect.arrayContaining(['Customers', 'Sales', 'Invoices', 'Inventory', 'Stock movements', 'Suppliers', 'Journal entries', 'Financial reports']));
    // Settings closes the main list; the administration section (Approvals…) follows.
    expect(menu[menu.indexOf('Approvals') - 1]).toBe('Settings');
    await expectNoHorizontalOverflow(page);
    await screenshot(page, 'shell-english-retail-desktop');
    await context.close();
  });
});
