// Issue 12: the Content-Security-Policy (no inline script without its hash, no eval) blocks
// nothing the app does: the prerendered pages, the signed-in pages, printing a PDF and the
// service worker. Chromium reports every blocked load or script as a violation event.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { field, launchBrowser } from './support/browser';
import { DEMO_PASSWORD } from './support/demo-users';

const baseUrl = inject('baseUrl');
let browser: Browser;
let context: BrowserContext;
const violations: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 800 }, locale: 'ar', serviceWorkers: 'allow' });
  context.setDefaultTimeout(30_000);
  await context.exposeBinding('reportViolation', (_source, text: string) => void violations.push(text));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      void (window as unknown as { reportViolation: (t: string) => Promise<void> }).reportViolation(
        `${location.pathname}: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`,
      );
    });
  });
  context.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

async function visit(page: Page, path: string, ready: (page: Page) => Promise<unknown>) {
  await page.goto(path);
  await ready(page);
}

describe('the content security policy', () => {
  test('blocks nothing on the landing page, or on the prerendered sign-in page the app takes over', async () => {
    const page = await context.newPage();
    await visit(page, '/', (p) => p.locator('h1').first().waitFor());
    await page.goto('/auth');
    await field(page, 'البريد الإلكتروني').fill('admin@rental.masar.test');
    await field(page, 'كلمة المرور').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'تسجيل الدخول', exact: true }).click();
    // Signed in and greeted: the inline scripts and the app's own ran.
    await page.getByRole('heading', { level: 1, name: 'مرحباً، خالد الصباح' }).waitFor();
    await page.close();
    expect(violations).toEqual([]);
  });

  test('blocks nothing on the signed-in pages, and the service worker runs under it', async () => {
    const page = await context.newPage();
    for (const path of ['/dashboard', '/contracts', '/fleet', '/customers', '/finance/invoices', '/hr/employees', '/settings']) {
      await visit(page, path, (p) => p.locator('main h1').first().waitFor());
    }
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(`${baseUrl}/`);
    await page.close();
    expect(violations).toEqual([]);
  });

  test('lets a printed PDF open from its blob in a new tab', async () => {
    const page = await context.newPage();
    await visit(page, '/finance/invoices', (p) => p.locator('main a[href^="/finance/invoices/"]:not([href$="/new"]):visible').first().waitFor());
    await page.locator('main a[href^="/finance/invoices/"]:not([href$="/new"]):visible').first().click();
    const print = page.getByRole('button', { name: /طباعة|PDF/ }).first();
    const [tab] = await Promise.all([context.waitForEvent('page'), print.click()]);
    await tab.waitForURL(/^blob:/);
    await tab.close();
    await page.close();
    expect(violations).toEqual([]);
  });
});
