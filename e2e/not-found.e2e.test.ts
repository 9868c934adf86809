import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { launchBrowser, newContext } from './support/browser';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('unknown paths', () => {
  test('show the Arabic 404 page with a link home', async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    await page.goto('/no/such/page');
    await page.getByRole('heading', { level: 1, name: 'عذراً! الصفحة غير موجودة' }).waitFor();

    await page.getByRole('link', { name: 'العودة إلى الصفحة الرئيسية' }).click();
    await page.waitForURL((url) => url.pathname === '/'); // home is the public landing page
    await context.close();
  });

  test('show “Oops! Page not found” in English', async () => {
    const context = await newContext(browser, baseUrl, { language: 'en' });
    const page = await context.newPage();
    await page.goto('/definitely-missing');
    await page.getByRole('heading', { level: 1, name: 'Oops! Page not found' }).waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('ltr');
    await context.close();
  });
});
