// A module's texts are a namespace of their own, fetched in the active language only: a page of
// the fleet and one of HR show their Arabic texts, and switching to English on the page shows
// its English texts at once (the switch fetches every namespace in use before it shows), then
// back. A company of its own, so the language preference it stores touches no other test.
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, test } from 'vitest';
import { launchBrowser } from './support/browser';
import { contextAt, signInAs, switchLanguage } from './support/shell';

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

describe('module texts', () => {
  test('a module page shows its Arabic texts, then its English ones after a switch on the page, and back', async () => {
    const context = await contextAt(browser, baseUrl, { width: 1280, height: 800 });
    contexts.push(context);
    const email = `owner-${Date.now()}@texts.masar.test`;
    const signup = await context.request.post('/api/signup', {
      data: { companyName: 'Texts Rental', businessType: 'car_rental', firstName: 'Huda', lastName: 'Ali', email, password: 'Texts-2026', country: 'KW' },
      headers: { origin: baseUrl },
    });
    expect(signup.ok()).toBe(true);
    await signInAs(context, baseUrl, email, 'Texts-2026');
    const page = await context.newPage();

    await page.goto('/fleet');
    await page.getByText('أسطولك بحالته وأسعاره، مع تنبيهات انتهاء الاستمارة والتأمين والصيانة.').waitFor();
    await switchLanguage(page, 'قائمة المستخدم', 'English');
    await page.getByText('Your fleet with status and rates, and warnings for registration, insurance and service.').waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('ltr');

    // HR's namespace arrives in English straight away: Arabic was never fetched for it.
    await page.goto('/hr/employees');
    await page.getByText('Employee records, pay and the state of their system accounts.').waitFor();
    await switchLanguage(page, 'User menu', 'العربية');
    await page.getByText('سجلات الموظفين ورواتبهم وحالة حساباتهم في النظام.').waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
  });
});
