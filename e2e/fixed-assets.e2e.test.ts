// Fixed assets in Arabic, as the accountant: the register with its totals, the monthly
// depreciation of the month after the demo's last run previewed then posted (one entry) and seen
// posted on an asset's schedule, at 1280 px; the register and an asset on a phone (375 px).
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, test } from 'vitest';
import { launchBrowser, screenshot, sideScroll } from './support/browser';
import { contextAt, signInAs, waitForToast } from './support/shell';

const baseUrl = inject('baseUrl');
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});
afterAll(async () => {
  await browser?.close();
});


async function accountant(width: number, height: number): Promise<{ context: BrowserContext; page: Page }> {
  const context = await contextAt(browser, baseUrl, { width, height });
  contexts.push(context);
  await signInAs(context, baseUrl, 'accountant@rental.masar.test');
  return { context, page: await context.newPage() };
}

describe('fixed assets in the browser', () => {
  test('a month’s depreciation previewed, posted and seen on the schedule (1280 px)', { timeout: 240_000 }, async () => {
    const { context, page } = await accountant(1280, 900);
    await page.goto('/finance/assets');
    await page.getByRole('heading', { level: 1, name: 'الأصول الثابتة' }).waitFor();
    await page.getByTestId('assets-totals').waitFor();
    await page.getByRole('link', { name: /^FA-/ }).first().waitFor();
    expect(await sideScroll(page)).toBe(0);
    await screenshot(page, 'fixed-assets-list-1280');

    await page.getByTestId('assets-depreciation-link').click();
    await page.waitForURL('**/finance/assets/depreciation');
    await page.getByRole('heading', { level: 1, name: 'الإهلاك الشهري' }).waitFor();
    // The month offered is the one after the demo's last run; its preview lists the assets in service.
    const runs = (await context.request.get('/api/fixed-assets/depreciation/runs').then((r) => r.json())) as { nextMonth: string };
    // The month fills in once the runs have loaded, as a person would see it appear.
    await expect.poll(() => page.getByLabel('الشهر', { exact: true }).inputValue()).toBe(runs.nextMonth);
    const preview = page.getByTestId('depreciation-preview');
    await preview.waitFor();
    expect(await preview.locator('tbody tr').count()).toBeGreaterThanOrEqual(5);
    await screenshot(page, 'fixed-assets-preview-1280');

    await page.getByTestId('depreciation-post').click();
    await waitForToast(page, 'رُحّل إهلاك');
    await page.getByTestId('depreciation-posted').waitFor();
    await page.getByTestId('depreciation-posted').getByRole('link', { name: 'عرض القيد' }).waitFor();
    await page.getByTestId('depreciation-history').getByRole('button').first().waitFor();
    expect(await sideScroll(page)).toBe(0);
    await screenshot(page, 'fixed-assets-posted-1280');

    // The fit-out's schedule shows the month posted.
    const list = (await context.request.get('/api/fixed-assets?search=' + encodeURIComponent('تجهيزات مكتب فرع المطار')).then((r) => r.json())) as { items: Array<{ id: string }> };
    await page.goto(`/finance/assets/${list.items[0]!.id}`);
    const row = page.getByTestId('asset-schedule').locator(`tbody tr[data-month="${runs.nextMonth}"]`);
    await expect.poll(async () => row.getAttribute('data-state')).toBe('posted');
    await row.getByText('مُرحّل').waitFor();
    expect(await sideScroll(page)).toBe(0);
    await screenshot(page, 'fixed-asset-1280');
  });

  test('a new asset in a category made on the spot, on a phone (375 px)', { timeout: 180_000 }, async () => {
    const { page } = await accountant(375, 812);
    await page.goto('/finance/assets/new');
    const form = page.getByTestId('asset-form');
    await form.waitFor();
    await page.getByTestId('asset-new-category').click();
    const category = page.getByTestId('category-form');
    await category.getByLabel(/^اسم الفئة/).fill('معدات ورشة الصيانة');
    await category.getByLabel(/^مدة الإهلاك/).fill('48');
    expect(await sideScroll(page)).toBe(0);
    await screenshot(page, 'fixed-asset-category-375');
    await category.getByRole('button', { name: 'حفظ الفئة' }).click();
    await waitForToast(page, 'أُضيفت الفئة واختيرت للأصل');
    // Chosen at once, with its life suggested.
    const chosen = form.getByLabel(/^الفئة/);
    await expect.poll(async () => chosen.locator('option:checked').textContent()).toBe('معدات ورشة الصيانة');
    expect(await form.getByLabel(/^العمر الإنتاجي/).inputValue()).toBe('48');
    await form.getByLabel(/^اسم الأصل/).fill('رافعة هيدروليكية للورشة');
    await form.getByLabel(/^التكلفة/).fill('1440');
    await page.getByTestId('asset-save').click();
    await page.waitForURL(/\/finance\/assets\/[0-9a-f-]{36}$/);
    await page.getByTestId('asset-schedule').waitFor();
    expect(await page.getByTestId('asset-schedule').locator('tbody tr').count()).toBe(48);
    expect(await sideScroll(page)).toBe(0);
    await screenshot(page, 'fixed-asset-new-375');
  });

  test('the register and an asset on a phone (375 px)', { timeout: 120_000 }, async () => {
    const { page } = await accountant(375, 812);
    await page.goto('/finance/assets');
    await page.getByRole('heading', { level: 1, name: 'الأصول الثابتة' }).waitFor();
    await page.getByRole('link', { name: /^FA-/ }).first().waitFor();
    expect(await sideScroll(page)).toBe(0);
    await screenshot(page, 'fixed-assets-list-375');
    await page.getByRole('link', { name: /^FA-/ }).first().click();
    await page.getByTestId('asset-schedule').waitFor();
    expect(await sideScroll(page)).toBe(0);
    await screenshot(page, 'fixed-asset-375');
  });
});
