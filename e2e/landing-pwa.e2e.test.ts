// The installable app (DECISIONS 13, spec §4): the service worker of the production build keeps the
// shell for offline use, never caches the API and announces a new deploy; the install banner waits
// 3 s and remembers "Later".
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, test } from 'vitest';
import { launchBrowser } from './support/browser';

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

async function newPage(options: { serviceWorker?: boolean } = {}): Promise<Page> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: 1280, height: 800 },
    locale: 'ar',
    serviceWorkers: options.serviceWorker ? 'allow' : 'block',
  });
  context.setDefaultTimeout(15_000);
  contexts.push(context);
  return context.newPage();
}

/** Chromium's install offer, stood in for: headless Chromium never decides a site is installable. */
async function offerInstall(page: Page) {
  await page.evaluate(() => {
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => {
        (window as unknown as { prompted: boolean }).prompted = true;
      },
      userChoice: Promise.resolve({ outcome: 'accepted' as const }),
    });
    window.dispatchEvent(event);
  });
}

describe('service worker', () => {
  test('is registered at /sw.js for scope /, precaches the shell, and serves it offline', async () => {
    const page = await newPage({ serviceWorker: true });
    await page.goto('/auth');
    const registration = await page.evaluate(async () => {
      const ready = await navigator.serviceWorker.ready;
      return { scope: ready.scope, script: ready.active?.scriptURL ?? '' };
    });
    expect(registration.scope).toBe(`${baseUrl}/`);
    expect(new URL(registration.script).pathname).toBe('/sw.js');

    // Until the worker controls the page, nothing goes through it: reload once under its control.
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
      }
      return { names: await caches.keys(), urls };
    });
    expect(cached.names.some((name) => /^masar-shell-[0-9a-f]{8}$/.test(name))).toBe(true);
    expect(cached.urls).toContain('/index.html');
    expect(cached.urls).toContain('/landing.html');
    expect(cached.urls.some((url) => url.startsWith('/assets/app-'))).toBe(true);
    expect(cached.urls.filter((url) => url.startsWith('/api/'))).toEqual([]);

    await page.context().setOffline(true);
    await page.goto('/dashboard');
    // The app shell comes from the cache and renders (its data calls fail, which the app reports).
    await page.locator('#root > *').first().waitFor();
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'أدر أسطولك وعقاراتك وحساباتك من مكان واحد' }).waitFor();
  });

  test('a new deploy shows "update available"; its reload action switches to the new version', async () => {
    const page = await newPage({ serviceWorker: true });
    await page.goto('/auth');
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

    // A deploy, as the browser sees it: the worker's imported build manifest changes.
    const file = join(process.cwd(), 'dist/web/sw-manifest.js');
    const original = readFileSync(file, 'utf8');
    writeFileSync(file, original.replace(/"version":"[0-9a-f]+"/, '"version":"0e2e0e2e"'));
    try {
      await page.evaluate(() => navigator.serviceWorker.getRegistration().then((registration) => registration?.update()));
      const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'يتوفر إصدار جديد من مسار' });
      await toast.waitFor();
      await Promise.all([page.waitForEvent('load'), toast.getByRole('button', { name: 'إعادة التحميل' }).click()]);
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      expect(await page.evaluate(() => caches.keys())).toContain('masar-shell-0e2e0e2e');
    } finally {
      writeFileSync(file, original);
    }
  });
});

describe('install banner', () => {
  test('appears 3 s after the install offer; "Later" hides it for the rest of the session', async () => {
    const page = await newPage();
    await page.goto('/auth');
    await page.getByRole('heading', { level: 1 }).waitFor();
    const banner = page.getByTestId('install-banner');
    expect(await banner.count()).toBe(0);

    await offerInstall(page);
    await page.waitForTimeout(1500);
    expect(await banner.count()).toBe(0);
    await banner.waitFor({ timeout: 10_000 });
    expect(await banner.getByRole('heading', { name: 'ثبّت تطبيق مسار' }).isVisible()).toBe(true);

    await banner.getByRole('button', { name: 'لاحقاً' }).click();
    await banner.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => sessionStorage.getItem('pwa-install-dismissed'))).toBe('true');

    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    await offerInstall(page);
    await page.waitForTimeout(3500);
    expect(await banner.count()).toBe(0);
  });

  test('"Install" opens the browser’s install prompt', async () => {
    const page = await newPage();
    await page.goto('/auth');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await offerInstall(page);
    await page.getByTestId('install-banner').getByRole('button', { name: 'تثبيت' }).click({ timeout: 10_000 });
    await page.waitForFunction(() => (window as unknown as { prompted?: boolean }).prompted === true);
    await page.getByTestId('install-banner').waitFor({ state: 'detached' });
  });
});
