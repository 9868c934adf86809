// The HR pages at a phone width and a desktop width, as the demo company admin: no sideways
// overflow, and full-page screenshots in test-results/screenshots/ to look at (RTL, alignment).
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { isoWeekday } from '../src/core/attendance';
import { launchBrowser, SCREENSHOT_DIR, screenshot, sideScroll } from './support/browser';
import { contextAt, signInAs } from './support/shell';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const WIDTHS = [
  { name: 'mobile', width: 375, height: 812 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

async function expectNoHorizontalOverflow(page: Page) {
  expect(await sideScroll(page)).toBeLessThanOrEqual(0);
}

/** The last Sunday–Thursday before today (the demo company's week), so the board has people in it. */
function lastWorkingDay(): string {
  for (let back = 1; ; back += 1) {
    const day = new Date(Date.now() - back * 86_400_000).toISOString().slice(0, 10);
    if ([7, 1, 2, 3, 4].includes(isoWeekday(day))) return day;
  }
}

/** What is on screen (a dialog over the page), not the whole page. */
async function viewportShot(page: Page, name: string) {
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), animations: 'disabled' });
}

describe.each(WIDTHS)('HR pages at $width px', ({ name, width, height }) => {
  test('employees, attendance board, leave (and the employee form)', { timeout: 120_000 }, async () => {
    const context = await contextAt(browser, baseUrl, { width, height });
    context.setDefaultTimeout(30_000);
    await signInAs(context, baseUrl, 'admin@rental.masar.test');
    const page = await context.newPage();

    await page.goto('/hr/employees');
    await page.getByTestId(name === 'mobile' ? 'employee-cards' : 'employee-table').waitFor().catch(async (error: unknown) => {
      await viewportShot(page, `hr-debug-${name}`);
      throw error;
    });
    await expectNoHorizontalOverflow(page);
    await screenshot(page, `hr-employees-${name}`);

    await page.getByRole('button', { name: 'إضافة موظف' }).click();
    await page.getByRole('dialog', { name: 'موظف جديد' }).waitFor();
    await viewportShot(page, `hr-employee-form-${name}`);
    await page.keyboard.press('Escape');

    await page.goto(`/hr/attendance?date=${lastWorkingDay()}`);
    await page.getByTestId('board-tiles').waitFor();
    await page.getByText('EMP-0001').locator('visible=true').first().waitFor();
    await expectNoHorizontalOverflow(page);
    await screenshot(page, `hr-attendance-${name}`);

    await page.getByRole('tab', { name: 'التقرير الشهري' }).click();
    await page.getByTestId('monthly-report').waitFor();
    await screenshot(page, `hr-attendance-monthly-${name}`);

    await page.goto('/hr/leave-management');
    await page.getByRole('tab', { name: /بانتظار الموافقة/ }).waitFor();
    await page.getByText('طلبات الموظفين التي تنتظر قرارك').waitFor();
    await page.waitForLoadState('networkidle');
    await expectNoHorizontalOverflow(page);
    await screenshot(page, `hr-leave-${name}`);

    await page.getByRole('tab', { name: 'إجازاتي' }).click();
    await page.getByTestId('leave-balances').waitFor();
    await screenshot(page, `hr-leave-mine-${name}`);
    await context.close();
  });
});
