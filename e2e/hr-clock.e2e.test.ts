// The header's clock-in/out button (spec §4 "Attendance today", §5, §8) with the browser's
// geolocation: denied, granted outside the office radius, granted inside. The demo office is at
// 29.3759, 47.9774 with a 150 m radius. sales@rental.masar.test is used because no other e2e file
// depends on its attendance; its clock-in today persists for the rest of the run, so the three
// tests run in this order on purpose.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, test } from 'vitest';
import { distanceMetres, formatDistance } from '../src/core/attendance';
import { message } from '../src/core/i18n/messages';
import { launchBrowser, screenshot } from './support/browser';
import { contextAt, signInAs } from './support/shell';

const baseUrl = inject('baseUrl');
const USER = 'sales@rental.masar.test';
const OFFICE = { latitude: 29.3759, longitude: 47.9774 };
const INSIDE = { latitude: 29.376, longitude: 47.9775 };
// About 560 m north of the office: outside the 150 m radius, under 1 km (so shown in metres).
const OUTSIDE = { latitude: 29.3809, longitude: 47.9774 };

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

async function openDashboard(geolocation: { latitude: number; longitude: number } | null): Promise<Page> {
  const context = await contextAt(browser, baseUrl, { width: 1280, height: 800 });
  context.setDefaultTimeout(30_000);
  contexts.push(context);
  if (geolocation) {
    await context.grantPermissions(['geolocation'], { origin: baseUrl });
    await context.setGeolocation(geolocation);
  }
  await signInAs(context, baseUrl, USER);
  const page = await context.newPage();
  await page.goto('/dashboard');
  await page.getByTestId('attendance-clock').waitFor();
  return page;
}

const clock = (page: Page) => page.getByTestId('attendance-clock');

/** The text of the newest toast that contains `text`. */
async function toastText(page: Page, text: string): Promise<string> {
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: text }).first();
  await toast.waitFor();
  return (await toast.textContent()) ?? '';
}

describe('clock-in/out from the header', () => {
  test('with the location permission denied: the permission-denied message, nothing recorded', { timeout: 120_000 }, async () => {
    const page = await openDashboard(null);
    await clock(page).getByRole('button', { name: 'تسجيل الحضور' }).click();
    expect(await toastText(page, 'يرجى السماح')).toContain('يرجى السماح بالوصول إلى الموقع من إعدادات المتصفح');
    // Still not recorded: the same button, no badge.
    await clock(page).getByRole('button', { name: 'تسجيل الحضور' }).waitFor();
    expect(await clock(page).getByText('حضور', { exact: true }).count()).toBe(0);
  });

  test('outside the radius: the exact distance message of spec §8', { timeout: 120_000 }, async () => {
    const page = await openDashboard(OUTSIDE);
    await clock(page).getByRole('button', { name: 'تسجيل الحضور' }).click();
    const distance = distanceMetres(OUTSIDE, OFFICE);
    expect(distance).toBeGreaterThan(150);
    expect(distance).toBeLessThan(1000);
    const expected = message('location_too_far', 'ar', { distance: formatDistance(distance, 'ar'), radius: 150 });
    expect(expected).toBe(`أنت على بعد ${distance} متر من المكتب، والنطاق المسموح 150 متر. اقترب من المكتب أو تواصل مع المسؤول`);
    expect(await toastText(page, 'أنت على بعد')).toContain(expected);
    await screenshot(page, 'hr-clock-outside-desktop');
    await clock(page).getByRole('button', { name: 'تسجيل الحضور' }).waitFor();
  });

  test('inside the radius: clock in (badge حضور), then clock out (badge انصراف, button disabled)', { timeout: 120_000 }, async () => {
    const page = await openDashboard(INSIDE);
    await clock(page).getByRole('button', { name: 'تسجيل الحضور' }).click();
    await toastText(page, 'تم تسجيل الحضور بنجاح');
    await clock(page).getByText('حضور', { exact: true }).waitFor();
    const clockOut = clock(page).getByRole('button', { name: 'تسجيل انصراف' });
    await clockOut.waitFor();
    await screenshot(page, 'hr-clock-checked-in-desktop');

    // A reload reads the state back from the server (GET /api/attendance/today).
    await page.reload();
    await clockOut.waitFor();

    await clockOut.click();
    await toastText(page, 'تم تسجيل الانصراف بنجاح');
    await clock(page).getByText('انصراف', { exact: true }).waitFor();
    const done = clock(page).getByRole('button', { name: 'تم الانصراف' });
    await done.waitFor();
    expect(await done.isDisabled()).toBe(true);
    await screenshot(page, 'hr-clock-checked-out-desktop');
  });
});
