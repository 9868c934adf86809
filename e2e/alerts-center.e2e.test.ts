// The alerts center in Arabic: the bell's badge counts the demo company's open alerts and unread
// notifications; the panel filters and searches them; one is marked read and the badge drops;
// 'confirm all' empties the badge. On a phone the panel is a full-height sheet. A notification
// written in another person's session arrives live: a toast and a higher badge, no reload.
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

async function openAs(email: string, width: number, height: number): Promise<Page> {
  const context = await contextAt(browser, baseUrl, { width, height });
  contexts.push(context);
  await signInAs(context, baseUrl, email);
  const page = await context.newPage();
  await page.goto('/dashboard');
  await page.getByTestId('company-name').waitFor();
  return page;
}

const badge = (page: Page) => page.getByTestId('alerts-badge');
const badgeCount = async (page: Page) => ((await badge(page).count()) ? Number((await badge(page).textContent())!.replace('+', '')) : 0);
const rows = (page: Page) => page.getByTestId('alerts-panel').getByTestId('alert-row');
const chip = (page: Page, name: string) => page.getByTestId('alerts-panel').getByRole('group', { name: 'تصفية التنبيهات' }).getByRole('button', { name });

describe('the alerts center', () => {
  test('on a phone: a full-height sheet with its filters (375 px)', { timeout: 180_000 }, async () => {
    const page = await openAs('fleet@rental.masar.test', 375, 812);
    await badge(page).waitFor();
    expect(await badgeCount(page)).toBeGreaterThan(0);
    await page.getByTestId('alerts-bell').click();
    const panel = page.getByTestId('alerts-panel');
    await panel.getByRole('heading', { name: 'التنبيهات' }).waitFor();
    await rows(page).first().waitFor();
    const box = (await panel.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(800);
    expect(box.width).toBeGreaterThanOrEqual(370);
    expect(await sideScroll(page)).toBeLessThanOrEqual(0);
    await chip(page, 'الإشعارات').click();
    await expect.poll(async () => (await rows(page).evaluateAll((els) => els.map((e) => e.getAttribute('data-alert-type')))).every((t) => t === 'notification')).toBe(true);
    await rows(page).filter({ hasText: 'مخالفات مرورية بانتظار المراجعة' }).waitFor();
    await screenshot(page, 'alerts-sheet-375');
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
  });

  test('badge, filter, search, mark one read, confirm all → no badge (1280 px)', { timeout: 180_000 }, async () => {
    const page = await openAs('admin@rental.masar.test', 1280, 900);
    await badge(page).waitFor();
    const before = await badgeCount(page);
    expect(before).toBeGreaterThan(1);

    await page.getByTestId('alerts-bell').click();
    const panel = page.getByTestId('alerts-panel');
    await rows(page).first().waitFor();
    const box = (await panel.boundingBox())!;
    expect(Math.round(box.width)).toBe(384);
    expect(box.height).toBeLessThanOrEqual(600);
    await screenshot(page, 'alerts-panel-1280');

    await chip(page, 'عالية').click();
    await expect.poll(async () => (await rows(page).evaluateAll((els) => els.map((e) => e.getAttribute('data-severity')))).every((s) => s === 'high' || s === 'critical')).toBe(true);
    await chip(page, 'الكل').click();
    await panel.getByRole('searchbox').fill('شيك');
    await expect.poll(() => rows(page).count()).toBe(1);
    const cheque = rows(page).filter({ hasText: 'ارتداد دفعة شيك' });
    await cheque.getByRole('button', { name: 'تمت القراءة' }).click();
    await waitForToast(page, 'تم تأكيد التنبيه بنجاح');
    await expect.poll(() => badgeCount(page)).toBe(before - 1);
    await panel.getByRole('searchbox').fill('');

    await page.getByTestId('alerts-confirm-all').click();
    await waitForToast(page, 'تم تأكيد جميع التنبيهات بنجاح');
    await expect.poll(() => badge(page).count()).toBe(0);
    await expect.poll(() => rows(page).evaluateAll((els) => els.filter((e) => e.getAttribute('data-alert-type') !== 'smart').length)).toBe(0);
    await screenshot(page, 'alerts-panel-confirmed-1280');
  });

  test('a leave request filed in another session arrives live: a toast, a higher badge, the panel lists it (1280 px)', { timeout: 180_000 }, async () => {
    const page = await openAs('manager@rental.masar.test', 1280, 900);
    // The page is listening once the bell's stream is open (nothing shows; the bell carries it).
    await page.locator('[data-testid="alerts-bell"][data-live="true"]').waitFor();
    const before = await badgeCount(page);
    const url = page.url();

    // The employee, in a browser of their own, asks for two days of annual leave.
    const other = await contextAt(browser, baseUrl);
    contexts.push(other);
    await signInAs(other, baseUrl, 'employee@rental.masar.test');
    const types = await (await other.request.get('/api/hr/leave/types')).json();
    const annual = types.items.find((t: { code: string }) => t.code === 'annual').id as string;
    const filed = await other.request.post('/api/hr/leave/requests', { data: { leaveTypeId: annual, startDate: '2033-03-06', endDate: '2033-03-07' }, headers: { origin: baseUrl } });
    expect(filed.status()).toBe(201);

    await waitForToast(page, 'طلب إجازة جديد من');
    await expect.poll(() => badgeCount(page)).toBe(before + 1);
    expect(page.url()).toBe(url);
    await screenshot(page, 'alerts-live-toast-1280');
    await page.getByTestId('alerts-bell').click();
    await rows(page).filter({ hasText: 'طلب إجازة جديد من' }).waitFor();
  });

  test("the real-estate company's property alerts: one is dismissed for this user and stays away (1280 px)", { timeout: 180_000 }, async () => {
    const page = await openAs('admin@realestate.masar.test', 1280, 900);
    await page.getByTestId('alerts-bell').click();
    // Computed property alerts (a lease's stored document alert is acknowledged instead).
    const property = rows(page).and(page.locator('[data-alert-type="property"]')).filter({ has: page.getByRole('button', { name: 'إخفاء' }) });
    await property.first().waitFor();
    const first = property.first();
    const title = (await first.locator('a').first().textContent())!.trim();
    await screenshot(page, 'alerts-property-1280');
    await first.getByRole('button', { name: 'إخفاء' }).click();
    await waitForToast(page, 'تم إخفاء التنبيه بنجاح');
    await expect.poll(() => property.filter({ hasText: title }).count()).toBe(0);
    // Still dismissed after a reload: remembered for this user (DECISIONS 10).
    await page.reload();
    await page.getByTestId('company-name').waitFor();
    await page.getByTestId('alerts-bell').click();
    await property.first().waitFor();
    expect(await property.filter({ hasText: title }).count()).toBe(0);
  });
});
