import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { field, launchBrowser, newContext, screenshot, signInThroughForm } from './support/browser';
import { FORCED_CHANGE_USER } from './support/demo-users';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('forced password change (a super admin created by the CLI)', () => {
  test('an undismissable dialog requires a new password, then the app reloads without it', async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    await page.goto('/auth');
    await signInThroughForm(page, FORCED_CHANGE_USER.email, FORCED_CHANGE_USER.password);
    await page.waitForURL('**/dashboard');

    const dialog = page.getByRole('dialog', { name: 'تحديث كلمة المرور' });
    await dialog.waitFor();
    await screenshot(page, 'forced-password-desktop');
    await page.keyboard.press('Escape');
    await page.mouse.click(5, 5);
    expect(await dialog.isVisible()).toBe(true);
    // Shortcuts cannot reach what lies behind it either.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.type('?');
    await page.waitForTimeout(300);
    expect(await page.getByRole('dialog', { name: 'اختصارات لوحة المفاتيح' }).count()).toBe(0);

    await field(page, 'كلمة المرور الجديدة').fill('short');
    await field(page, 'تأكيد كلمة المرور').fill('short');
    await dialog.getByRole('button', { name: 'حفظ ومتابعة' }).click();
    await dialog.getByText('يجب أن تكون كلمة المرور 8 أحرف على الأقل').waitFor();

    await field(page, 'كلمة المرور الجديدة').fill('Owner-new-2026');
    await field(page, 'تأكيد كلمة المرور').fill('Owner-new-2027');
    await dialog.getByRole('button', { name: 'حفظ ومتابعة' }).click();
    await dialog.getByText('كلمتا المرور غير متطابقتين').waitFor();

    await field(page, 'تأكيد كلمة المرور').fill('Owner-new-2026');
    const reloaded = page.waitForEvent('load');
    await dialog.getByRole('button', { name: 'حفظ ومتابعة' }).click();
    await page.getByText('تم تغيير كلمة المرور بنجاح').waitFor();
    await reloaded; // spec §4: the page reloads after 1 s
    await page.getByTestId('company-name').waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);

    // The new password is the one that works from now on.
    await page.getByRole('button', { name: 'تسجيل الخروج' }).click();
    await page.waitForURL('**/auth');
    await signInThroughForm(page, FORCED_CHANGE_USER.email, 'Owner-new-2026');
    await page.waitForURL('**/dashboard');
    await page.getByTestId('company-name').waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await context.close();
  });
});
