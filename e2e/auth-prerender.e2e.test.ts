// /auth arrives prerendered: the sign-in form is in the HTML the server sends, so it paints before
// the app's scripts. A visitor who types and presses sign-in before the scripts have run is not
// lost: the app takes over the same page, keeps what was typed and sends the held-back sign-in.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { field, launchBrowser, newContext } from './support/browser';
import { DEMO_PASSWORD } from './support/demo-users';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('prerendered sign-in page', () => {
  test('the server sends the Arabic sign-in form itself, and the app to a signed-in user', async () => {
    const context = await newContext(browser, baseUrl);
    const html = await (await context.request.get('/auth')).text();
    expect(html).toContain('مرحباً بعودتك');
    expect(html).toContain('id="sign-in-email"');
    expect(html).toContain('<title>تسجيل الدخول · مسار</title>');
    await context.request.post('/api/auth/sign-in/email', { data: { email: 'admin@rental.masar.test', password: DEMO_PASSWORD }, headers: { origin: baseUrl } });
    expect(await (await context.request.get('/auth')).text()).not.toContain('مرحباً بعودتك');
    await context.close();
  });

  test('what is typed and submitted before the scripts run signs the visitor in once they do', async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    // Hold the app's code back until the form has been filled in and sent.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/app-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/auth', { waitUntil: 'domcontentloaded' });
    await field(page, 'البريد الإلكتروني').fill('admin@rental.masar.test');
    await field(page, 'كلمة المرور').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'تسجيل الدخول', exact: true }).click();
    // Held back: no request carried the password in its URL, and the page is still /auth.
    expect(new URL(page.url()).search).toBe('');
    release();
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { level: 1, name: 'مرحباً، خالد الصباح' }).waitFor();
    await context.close();
  });

  test('an English visitor gets the app’s own English page, not the Arabic markup', async () => {
    const context = await newContext(browser, baseUrl, { language: 'en' });
    const page = await context.newPage();
    await page.goto('/auth');
    await page.getByRole('heading', { level: 1, name: 'Welcome back' }).waitFor();
    expect(await page.getByText('مرحباً بعودتك').count()).toBe(0);
    expect(await page.locator('html').getAttribute('dir')).toBe('ltr');
    await context.close();
  });
});
