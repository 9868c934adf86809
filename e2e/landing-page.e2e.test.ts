// The public landing page `/` (spec §1, DECISIONS 12 and 14): static Arabic HTML without React,
// its sign-in and trial links, the English switch, landing_content rows, and the signed-in redirect.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, test } from 'vitest';
import { BUSINESS_TYPES, BUSINESS_TYPE_IDS } from '../src/core/auth/business-types';
import { launchBrowser, screenshot, sideScroll } from './support/browser';
import { DEMO_PASSWORD } from './support/demo-users';

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

async function open(options: { width?: number; language?: 'ar' | 'en' } = {}): Promise<Page> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: options.width ?? 1440, height: 900 },
    locale: options.language === 'en' ? 'en-US' : 'ar',
    deviceScaleFactor: 1,
  });
  context.setDefaultTimeout(15_000);
  if (options.language === 'en') await context.addInitScript(() => localStorage.setItem('lang', 'en'));
  contexts.push(context);
  return context.newPage();
}

const pathOf = (page: Page) => new URL(page.url()).pathname;

/** Nothing may stick out sideways: a horizontal scrollbar on a phone is a layout bug. */
async function expectNoHorizontalOverflow(page: Page) {
  expect(await sideScroll(page)).toBeLessThanOrEqual(0);
}

describe('the landing page', () => {
  test('renders in Arabic, right to left, with the ten business types and the trial promise, without React', async () => {
    const page = await open();
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(new URL(response.url()).pathname);
    });
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'أدر أسطولك وعقاراتك وحساباتك من مكان واحد' }).waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await page.locator('html').getAttribute('lang')).toBe('ar');
    expect(await page.title()).toBe('مسار — نظام إدارة الأعمال لشركات الخليج');

    const types = page.getByTestId('business-types').getByRole('listitem');
    expect(await types.count()).toBe(10);
    for (const id of BUSINESS_TYPE_IDS) {
      expect(await page.getByTestId('business-types').getByRole('heading', { name: BUSINESS_TYPES[id].label.ar, exact: true }).isVisible()).toBe(true);
    }
    expect(await types.locator('svg').count()).toBe(10);
    for (const promise of ['تجربة مجانية 14 يوماً', 'بدون بطاقة ائتمان', 'الإعداد في 5 دقائق']) {
      expect(await page.getByText(promise, { exact: true }).first().isVisible()).toBe(true);
    }
    // The static marketing figures.
    expect(await page.locator('dl dd').allTextContents()).toEqual(['10', '6', '8', '5']);
    // A light page: no app bundle, no React root.
    expect(await page.locator('#root').count()).toBe(0);
    expect(scripts.some((path) => /\/assets\/app-/.test(path))).toBe(false);
  });

  test('"sign in" opens /auth and the trial buttons open the sign-up tab', async () => {
    const page = await open({ width: 375 });
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'تسجيل الدخول' }).click();
    await page.waitForURL('**/auth');
    await page.getByRole('heading', { level: 1, name: 'مرحباً بعودتك' }).waitFor();

    await page.goto('/');
    await page.getByTestId('hero-trial').click();
    await page.waitForURL('**/auth?tab=signup');
    await page.getByRole('heading', { level: 1, name: 'أنشئ حساب شركتك' }).waitFor();
    expect(await page.getByRole('tab', { name: 'ابدأ تجربتك المجانية' }).getAttribute('aria-selected')).toBe('true');
  });

  test('switches to English (left to right), remembers it, and the app follows', async () => {
    const page = await open();
    await page.goto('/');
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('heading', { level: 1, name: 'Run your fleet, properties and accounts in one place' }).waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('ltr');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(await page.title()).toBe('Masar — business management for Gulf companies');
    expect(await page.getByTestId('business-types').getByRole('heading', { name: 'Car rental', exact: true }).isVisible()).toBe(true);

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Run your fleet, properties and accounts in one place' }).waitFor();
    await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
    await page.getByRole('heading', { level: 1, name: 'Welcome back' }).waitFor();

    await page.goto('/');
    await page.getByRole('button', { name: 'العربية' }).click();
    await page.getByRole('heading', { level: 1, name: 'أدر أسطولك وعقاراتك وحساباتك من مكان واحد' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('ar');
  });

  test('active landing_content rows replace the built-in texts and add feature cards (DECISIONS 12)', async () => {
    const page = await open();
    // The super admin's landing management is another issue: the API answer is stood in for here.
    await page.route('**/api/landing-content', (route) =>
      route.fulfill({
        json: {
          items: [
            { contentKey: 'hero_badge', value: 'New: Hijri dates', valueAr: 'جديد: التاريخ الهجري', sortOrder: 1 },
            { contentKey: 'hero_title', value: 'Run your rental company', valueAr: 'أدر شركة التأجير بثقة', sortOrder: 2 },
            { contentKey: 'zakat', value: 'Zakat\nComputed for you', valueAr: 'الزكاة\nتُحسب تلقائياً', sortOrder: 3 },
          ],
        },
      }),
    );
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'أدر شركة التأجير بثقة' }).waitFor();
    expect(await page.getByText('جديد: التاريخ الهجري').isVisible()).toBe(true);
    const extra = page.locator('#feature-list [data-extra-feature]');
    expect(await extra.count()).toBe(1);
    expect(await extra.getByRole('heading').textContent()).toBe('الزكاة');
    expect(await extra.locator('p').textContent()).toBe('تُحسب تلقائياً');

    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('heading', { level: 1, name: 'Run your rental company' }).waitFor();
    expect(await extra.getByRole('heading').textContent()).toBe('Zakat');
    // Keys without a row keep their built-in text.
    expect(await page.getByRole('heading', { level: 2, name: 'Everything your company needs, in one system' }).isVisible()).toBe(true);
  });

  test('a signed-in user opening / lands on the dashboard', async () => {
    const page = await open();
    const response = await page.context().request.post('/api/auth/sign-in/email', {
      data: { email: 'fleet@rental.masar.test', password: DEMO_PASSWORD },
      headers: { origin: baseUrl },
    });
    expect(response.ok()).toBe(true);
    await page.goto('/');
    await page.waitForURL('**/dashboard');
    expect(pathOf(page)).toBe('/dashboard');
  });
});

describe('landing screenshots', () => {
  for (const language of ['ar', 'en'] as const) {
    for (const width of [375, 1440]) {
      test(`${language} at ${width} px`, async () => {
        const page = await open({ width, language });
        await page.goto('/');
        await page.getByRole('heading', { level: 1 }).waitFor();
        await expectNoHorizontalOverflow(page);
        await screenshot(page, `landing-${width}-${language}`);
      });
    }
  }
});
