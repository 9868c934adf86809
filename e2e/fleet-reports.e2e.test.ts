// The fleet reports in Arabic, as the company admin: /fleet/reports (utilisation, the maintenance
// trend, fines by customer) and /fleet/financial-analysis (profit per vehicle), each figure as the
// API gives it, an Excel download, at 1280 px and on a phone (375 px) without sideways scrolling.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, test } from 'vitest';
import { launchBrowser, screenshot, sideScroll } from './support/browser';
import { contextAt, signInAs } from './support/shell';

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

const digits = (s: string) => s.replace(/[^0-9]/g, '');

async function admin(width: number, height: number): Promise<{ context: BrowserContext; page: Page }> {
  const context = await contextAt(browser, baseUrl, { width, height });
  contexts.push(context);
  await signInAs(context, baseUrl, 'admin@rental.masar.test');
  return { context, page: await context.newPage() };
}

describe('fleet reports in the browser', () => {
  test('reports: utilisation as the API counts it, the trend and fines tabs, an Excel download (1280 px)', { timeout: 240_000 }, async () => {
    const { context, page } = await admin(1280, 900);
    const api = (await (await context.request.get('/api/fleet-reports/utilisation')).json()) as { totals: { percent: number } };
    await page.goto('/fleet/reports');
    await page.getByRole('heading', { level: 1, name: 'تقارير الأسطول' }).waitFor();
    const stat = page.getByTestId('fleet-utilisation');
    await stat.waitFor();
    expect(await stat.textContent()).toContain(String(api.totals.percent));
    await page.getByTestId('utilisation-vehicles').locator('tbody tr').first().waitFor();
    await screenshot(page, 'fleet-reports-utilisation-1280');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Excel' }).click();
    expect((await download).suggestedFilename()).toMatch(/^fleet-utilisation.*\.xlsx$/);

    await page.getByRole('tab', { name: 'تكلفة الصيانة' }).click();
    await page.getByTestId('maintenance-total').waitFor();
    await screenshot(page, 'fleet-reports-maintenance-1280');
    await page.getByRole('tab', { name: 'المخالفات حسب العميل' }).click();
    await page.getByText('غير المسترد').first().waitFor();
    await screenshot(page, 'fleet-reports-fines-1280');
    expect(await sideScroll(page)).toBeLessThanOrEqual(0);
  });

  test('financial analysis: the fleet profit as the API sums it, and a PDF download (1280 px)', { timeout: 240_000 }, async () => {
    const { context, page } = await admin(1280, 900);
    const api = (await (await context.request.get('/api/fleet-reports/profit')).json()) as { totals: { profit: string } };
    await page.goto('/fleet/financial-analysis');
    await page.getByRole('heading', { level: 1, name: 'التحليل المالي للأسطول' }).waitFor();
    const total = page.getByTestId('profit-total');
    await total.waitFor();
    expect(digits((await total.textContent()) ?? '')).toContain(digits(api.totals.profit));
    await screenshot(page, 'fleet-financial-analysis-1280');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'PDF' }).click();
    expect((await download).suggestedFilename()).toMatch(/^fleet-profit.*\.pdf$/);
  });

  test('both pages on a phone (375 px): cards, no sideways scrolling', { timeout: 240_000 }, async () => {
    const { page } = await admin(375, 812);
    await page.goto('/fleet/reports');
    await page.getByTestId('fleet-utilisation').waitFor();
    await page.getByTestId('utilisation-vehicles').locator('li').first().waitFor();
    await screenshot(page, 'fleet-reports-375');
    expect(await sideScroll(page)).toBeLessThanOrEqual(0);
    await page.goto('/fleet/financial-analysis');
    await page.getByTestId('profit-total').waitFor();
    await page.getByTestId('profit-vehicles').locator('li').first().waitFor();
    await screenshot(page, 'fleet-financial-analysis-375');
    expect(await sideScroll(page)).toBeLessThanOrEqual(0);
  });
});
