// The audit trail in Arabic, as the company admin: a vehicle's rate changed, found in the log by
// its kind, opened onto the changed field (before and after), followed to the vehicle whose own
// activity shows the same change; the sign-in in the system log; the log on a phone.
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

async function admin(width: number, height: number): Promise<{ context: BrowserContext; page: Page }> {
  const context = await contextAt(browser, baseUrl, { width, height });
  contexts.push(context);
  await signInAs(context, baseUrl, 'admin@rental.masar.test');
  return { context, page: await context.newPage() };
}


describe('the audit trail in the browser', () => {
  test('a changed rate, found in the log, opened, and seen on the vehicle (1280 px)', { timeout: 180_000 }, async () => {
    const { context, page } = await admin(1280, 900);
    const created = await context.request.post('/api/fleet/vehicles', { data: { plateNumber: 'AUD 7788', make: 'Toyota', model: 'Yaris', year: 2025, dailyRate: '10', odometer: 500 }, headers: { origin: baseUrl } });
    expect(created.status()).toBe(201);
    const vehicle = (await created.json()) as { id: string };
    expect((await context.request.patch(`/api/fleet/vehicles/${vehicle.id}`, { data: { dailyRate: '12.5' }, headers: { origin: baseUrl } })).status()).toBe(200);

    await page.goto('/audit');
    await page.getByRole('heading', { level: 1, name: 'سجل التدقيق' }).waitFor();
    await page.getByLabel('نوع السجل').selectOption({ label: 'المركبة' });
    await page.getByLabel('الإجراء').selectOption({ label: 'تعديل' });
    const first = page.getByTestId('audit-entry').first();
    await expect.poll(async () => first.textContent(), { timeout: 15_000 }).toContain('تعديل');
    await first.locator('summary').click();
    const rate = first.getByRole('row', { name: /السعر اليومي/ });
    await rate.waitFor();
    expect(await rate.textContent()).toContain('12.5');
    expect(await rate.textContent()).toContain('10');
    await screenshot(page, 'audit-log-1280');

    await first.getByRole('link', { name: 'فتح السجل' }).click();
    await page.waitForURL(`**/fleet/vehicles/${vehicle.id}`);
    const activity = page.getByTestId('record-activity');
    await activity.getByTestId('audit-entry').nth(1).waitFor();
    expect(await activity.getByTestId('audit-entry').first().textContent()).toContain('تعديل');
    expect(await activity.getByTestId('audit-entry').last().textContent()).toContain('إضافة');

    await page.goto('/audit?tab=system');
    await page.getByTestId('system-entry').first().waitFor();
    expect(await page.getByTestId('system-entry').allTextContents()).toEqual(expect.arrayContaining([expect.stringContaining('تسجيل دخول')]));
  });

  test('the log reads on a phone without sideways scrolling (375 px)', { timeout: 120_000 }, async () => {
    const { page } = await admin(375, 812);
    await page.goto('/audit');
    await page.getByRole('heading', { level: 1, name: 'سجل التدقيق' }).waitFor();
    const first = page.getByTestId('audit-entry').first();
    await first.waitFor();
    await first.locator('summary').click();
    await first.getByRole('table').waitFor();
    expect(await sideScroll(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'audit-log-375');
  });
});
