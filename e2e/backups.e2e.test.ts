// Platform backups end to end (issue 20): the super admin takes a backup on /backup, waits for it
// to be sealed and checked by a restore into a scratch database, and sees it listed with its size,
// contents and verification; the download is the sealed file. The page at 1280 and 375 px.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { launchBrowser, screenshot, sideScroll } from './support/browser';
import { contextAt, signInAs, waitForToast } from './support/shell';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('backups', () => {
  test('the super admin takes a backup and sees it listed with its verification', { timeout: 180_000 }, async () => {
    const context = await contextAt(browser, baseUrl, { width: 1280, height: 900 });
    await signInAs(context, baseUrl, 'super@masar.test');
    const page = await context.newPage();
    await page.goto('/backup');
    await page.getByRole('heading', { level: 1, name: 'النسخ الاحتياطي' }).waitFor();
    await page.getByText('النسخ اليومي متوقف على هذا الخادم').waitFor();
    const before = await page.getByTestId('backup-entry').count();

    await page.getByRole('button', { name: 'نسخة احتياطية الآن' }).click();
    await waitForToast(page, 'بدأ أخذ النسخة الاحتياطية');
    const entry = page.getByTestId('backup-entry').first();
    // Sealed, then restored into a scratch database and counted: the page follows it to the end.
    await entry.getByTestId('backup-verified').waitFor({ timeout: 120_000 });
    expect(await page.getByTestId('backup-entry').count()).toBe(before + 1);
    expect(await entry.getByTestId('backup-status').textContent()).toBe('مكتملة');
    const text = (await entry.textContent()) ?? '';
    expect(text).toContain('يدوية');
    expect(text).toMatch(/الجداول: \d+ · الصفوف: [\d,٬]+ · الشركات: \d+/);
    expect(text).toMatch(/[0-9a-f]{64}/);
    await screenshot(page, 'backup-desktop');

    const [download] = await Promise.all([page.waitForEvent('download'), entry.getByRole('button', { name: 'تنزيل' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^masar-\d{8}-\d{6}-[0-9a-f]{8}\.masar-backup$/);

    await page.setViewportSize({ width: 375, height: 812 });
    await entry.getByTestId('backup-verified').waitFor();
    expect(await sideScroll(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'backup-375');
    await context.close();
  });

  test('is not reachable by a company admin', async () => {
    const context = await contextAt(browser, baseUrl, { width: 1280, height: 900 });
    await signInAs(context, baseUrl, 'admin@rental.masar.test');
    const page = await context.newPage();
    await page.goto('/backup');
    await page.waitForURL((url) => url.pathname !== '/backup');
    expect((await context.request.get('/api/admin/backups')).status()).toBe(403);
    await context.close();
  });
});
