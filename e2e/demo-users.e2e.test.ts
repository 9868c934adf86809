import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { launchBrowser, newContext, signInThroughForm } from './support/browser';
import { DEMO_PASSWORD, DEMO_USERS } from './support/demo-users';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('every demo user can sign in through the browser', () => {
  for (const user of DEMO_USERS) {
    test(user.email, async () => {
      const context = await newContext(browser, baseUrl);
      try {
        const page = await context.newPage();
        await page.goto('/auth');
        await signInThroughForm(page, user.email, DEMO_PASSWORD);
        await page.waitForURL('**/dashboard');

        // The welcome heading names the user: "مرحباً، <name>".
        await page.getByRole('heading', { level: 1, name: /^مرحباً، \S/ }).waitFor();
        const roleTile = page.locator('dt', { hasText: 'الدور' }).locator('xpath=following-sibling::dd');
        expect(await roleTile.textContent()).toContain(user.roleLabel);

        const company = await page.getByTestId('company-name').textContent();
        if (user.hasCompany) expect(company).not.toBe('حسابك غير مرتبط بشركة');
        else expect(company).toBe('حسابك غير مرتبط بشركة');

        // Effective permissions are counted, never zero for a seeded role.
        const permissions = page.locator('dt', { hasText: 'الصلاحيات الفعّالة' }).locator('xpath=following-sibling::dd');
        expect(await permissions.textContent()).toMatch(/\d+ صلاحي/);
      } finally {
        await context.close();
      }
    });
  }
});
