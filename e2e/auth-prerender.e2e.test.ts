// /auth arrives prerendered: the sign-in form is in the HTML the server sends, so it paints before
// the app's scripts. A visitor who types and presses sign-in before the scripts have run is not
// lost: the app takes over the same page, keeps what was typed and sends the held-back sign-in.
// A signed-in visit to /dashboard paints the page's greeting from the HTML the same way (decision 070).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { field, launchBrowser, newContext, screenshot, type ViewportName } from './support/browser';
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

/** Holds the app's entry script back until the returned function is called. */
async function holdTheApp(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/app-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

describe('the dashboard before its scripts (decision 070)', () => {
  for (const viewport of ['desktop', 'mobile'] as ViewportName[]) {
    test(`greets the signed-in user by name with their company from the HTML, then the app draws the dashboard in its place (${viewport})`, async () => {
      const context = await newContext(browser, baseUrl, { viewport });
      await context.request.post('/api/auth/sign-in/email', { data: { email: 'admin@rental.masar.test', password: DEMO_PASSWORD }, headers: { origin: baseUrl } });
      const page = await context.newPage();
      const release = await holdTheApp(page);
      await page.goto('/dashboard', { waitUntil: 'domcontentloaded' });
      const greeting = page.getByRole('heading', { level: 1, name: 'مرحباً، خالد الصباح' });
      await greeting.waitFor();
      expect(await page.getByText('شركة عجلات الخليج لتأجير السيارات').isVisible()).toBe(true);
      expect(await page.locator('#root').getAttribute('data-prerendered')).toBe('/dashboard');
      await screenshot(page, `dashboard-first-paint-${viewport}`);
      release();
      // The app's page: the same greeting, now above the company card and the day's figures.
      await page.getByTestId('company-name').waitFor();
      expect(await page.getByRole('heading', { level: 1 }).allTextContents()).toEqual(['مرحباً، خالد الصباح']);
      expect(await page.locator('#root').getAttribute('data-prerendered')).toBeNull();
      await context.close();
    });
  }

  test('greets in English, left to right, a user whose profile speaks English', async () => {
    // An account of its own, made by the platform's admin and switched to English.
    const email = `splash-${Date.now()}@first-paint.e2e.test`;
    const setup = await newContext(browser, baseUrl);
    await setup.request.post('/api/auth/sign-in/email', { data: { email: 'super@masar.test', password: DEMO_PASSWORD }, headers: { origin: baseUrl } });
    const created = await setup.request.post('/api/platform/companies', {
      headers: { origin: baseUrl },
      data: { name: 'First Paint Motors', businessType: 'car_rental', country: 'AE', currency: 'AED', planCode: 'basic', activeModules: ['customers'], admin: { email, firstName: 'Emma', lastName: 'Reed' } },
    });
    expect(created.status()).toBe(201);
    const outbox = (await (await setup.request.get(`/api/platform/mail-outbox?search=${encodeURIComponent(email)}`)).json()) as { items: Array<{ link: string | null }> };
    const token = new URL(outbox.items[0]!.link!).searchParams.get('token');
    expect((await setup.request.post('/api/auth/reset-password', { headers: { origin: baseUrl }, data: { newPassword: 'First-Paint-2026', token } })).status()).toBe(200);
    await setup.close();

    const context = await newContext(browser, baseUrl);
    await context.request.post('/api/auth/sign-in/email', { data: { email, password: 'First-Paint-2026' }, headers: { origin: baseUrl } });
    expect((await context.request.patch('/api/me/profile', { headers: { origin: baseUrl }, data: { languagePreference: 'en' } })).status()).toBe(200);
    const page = await context.newPage();
    const release = await holdTheApp(page);
    await page.goto('/dashboard', { waitUntil: 'domcontentloaded' });
    await page.getByRole('heading', { level: 1, name: 'Welcome, Emma Reed' }).waitFor();
    expect(await page.getByText('First Paint Motors').isVisible()).toBe(true);
    expect(await page.locator('#root > div').getAttribute('dir')).toBe('ltr');
    await screenshot(page, 'dashboard-first-paint-english');
    release();
    await page.getByTestId('company-name').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).allTextContents()).toEqual(['Welcome, Emma Reed']);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('ltr');
    await context.close();
  });

  test('shows the loading screen instead when the page carries no user: the app must ask for it first', async () => {
    const context = await newContext(browser, baseUrl);
    await context.request.post('/api/auth/sign-in/email', { data: { email: 'admin@rental.masar.test', password: DEMO_PASSWORD }, headers: { origin: baseUrl } });
    const page = await context.newPage();
    const release = await holdTheApp(page);
    // Before the first visit, so no service worker (whose requests no route sees) is there yet.
    await page.route('**/dashboard', async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(/<script type="application\/json" id="masar-me"[\s\S]*?<\/script>/, '');
      await route.fulfill({ response, body });
    });
    await page.goto('/dashboard', { waitUntil: 'domcontentloaded' });
    await page.locator('#root [aria-busy="true"]').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(0);
    expect(await page.locator('#root').getAttribute('data-prerendered')).toBeNull();
    release();
    await page.getByTestId('company-name').waitFor();
    await context.close();
  });
});
