import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { launchBrowser, newContext, screenshot, signInThroughForm, VIEWPORTS, type ViewportName, sideScroll } from './support/browser';
import { DEMO_PASSWORD } from './support/demo-users';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Nothing may stick out sideways: a horizontal scrollbar on a phone is a layout bug. */
async function expectNoHorizontalOverflow(page: Page) {
  expect(await sideScroll(page)).toBeLessThanOrEqual(0);
}

describe.each(Object.keys(VIEWPORTS) as ViewportName[])('screens at %s width', (viewport) => {
  test('/auth: sign-in and sign-up', async () => {
    const context = await newContext(browser, baseUrl, { viewport });
    const page = await context.newPage();
    await page.goto('/auth');
    await page.getByRole('heading', { level: 1, name: 'مرحباً بعودتك' }).waitFor();
    await expectNoHorizontalOverflow(page);
    await screenshot(page, `auth-${viewport}`);

    await page.getByRole('button', { name: 'تسجيل الدخول', exact: true }).click();
    await page.getByText('هذا الحقل مطلوب').first().waitFor();
    await screenshot(page, `auth-errors-${viewport}`);

    await page.getByRole('tab', { name: 'ابدأ تجربتك المجانية' }).click();
    await page.getByRole('heading', { level: 1, name: 'أنشئ حساب شركتك' }).waitFor();
    await expectNoHorizontalOverflow(page);
    await screenshot(page, `auth-signup-${viewport}`);
    await context.close();
  });

  test('/dashboard of a company admin', async () => {
    const context = await newContext(browser, baseUrl, { viewport });
    const page = await context.newPage();
    await page.goto('/auth');
    await signInThroughForm(page, 'admin@rental.masar.test', DEMO_PASSWORD);
    await page.waitForURL('**/dashboard');
    await page.getByTestId('company-name').waitFor();
    await expectNoHorizontalOverflow(page);
    await screenshot(page, `dashboard-${viewport}`);
    await context.close();
  });

  test('/reset-password and 404', async () => {
    const context = await newContext(browser, baseUrl, { viewport });
    const page = await context.newPage();
    await page.goto('/reset-password?token=abc');
    await page.getByRole('heading', { level: 1, name: 'تعيين كلمة مرور جديدة' }).waitFor();
    await expectNoHorizontalOverflow(page);
    await screenshot(page, `reset-password-${viewport}`);
    await page.goto('/missing-page');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await screenshot(page, `not-found-${viewport}`);
    await context.close();
  });
});
