// The accountant's checks on the books, in Arabic: the deposits register agreeing with its account
// and filtered to the deposits still held, reached from the treasury page, and the financial
// system analysis with every check sound, at 1280 px; both on a phone (375 px).
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


/** Waits for a check's verdict and expects it sound; when it is not, the failure carries the API's own answer. */
async function expectSound(page: Page, testId: string, sound: string, api: string) {
  const verdict = page.getByTestId(testId);
  await verdict.waitFor();
  const text = (await verdict.textContent()) ?? '';
  if (!text.includes(sound)) expect.fail(`${testId}: "${text}"\n${JSON.stringify(await (await page.request.get(api)).json())}`);
}

async function accountant(width: number, height: number): Promise<Page> {
  const context = await contextAt(browser, baseUrl, { width, height });
  contexts.push(context);
  await signInAs(context, baseUrl, 'accountant@rental.masar.test');
  return context.newPage();
}

describe('the books checked in the browser', () => {
  test('the deposits register from the treasury, and the financial system analysis (1280 px)', { timeout: 240_000 }, async () => {
    const page = await accountant(1280, 900);
    await page.goto('/finance/treasury');
    await page.getByTestId('treasury-deposits-link').click();
    await page.waitForURL('**/finance/deposits');
    await page.getByRole('heading', { level: 1, name: 'الودائع والتأمينات' }).waitFor();
    await expectSound(page, 'deposits-reconciliation', 'السجل مطابق للحساب', '/api/finance/deposits');
    // The register comes a page at a time (the demo holds hundreds of deposits); the next page follows on.
    const range = page.getByTestId('pagination-range');
    await expect.poll(() => range.textContent()).toMatch(/^1–50 من \d{3}/);
    await page.getByRole('navigation', { name: 'التنقل بين الصفحات' }).getByRole('button', { name: 'التالي' }).click();
    await expect.poll(() => range.textContent()).toMatch(/^51–100 من \d{3}/);
    await page.getByTestId('deposits-chips').getByRole('button', { name: /محتجز/ }).click();
    await page.waitForURL('**/finance/deposits?status=held');
    const rows = page.getByTestId('deposits-table').locator('tbody tr');
    // The settled deposits leave once the filtered list has come back; the held ones stay.
    await rows.filter({ hasText: 'مسوّى' }).first().waitFor({ state: 'detached' });
    await rows.filter({ hasText: 'محتجز' }).first().waitFor();
    expect(await rows.filter({ hasText: 'مسوّى' }).count()).toBe(0);
    expect(await sideScroll(page)).toBe(0);
    await screenshot(page, 'deposits-held-1280');

    await page.goto('/finance/settings/financial-system-analysis');
    await page.getByRole('heading', { level: 1, name: 'تحليل النظام المالي' }).waitFor();
    await expectSound(page, 'health-verdict', 'الدفاتر سليمة', '/api/finance/health');
    expect(await page.locator('[data-testid^="health-"][data-ok="true"]').count()).toBe(6);
    await screenshot(page, 'finance-health-1280');
  });

  test('both on a phone (375 px)', { timeout: 240_000 }, async () => {
    const page = await accountant(375, 800);
    await page.goto('/finance/deposits');
    await expectSound(page, 'deposits-reconciliation', 'السجل مطابق للحساب', '/api/finance/deposits');
    expect(await sideScroll(page)).toBe(0);
    await screenshot(page, 'deposits-375');
    await page.goto('/finance/settings/financial-system-analysis');
    await page.getByTestId('health-verdict').waitFor();
    expect(await sideScroll(page)).toBe(0);
    await screenshot(page, 'finance-health-375');
  });
});
