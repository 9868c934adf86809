import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, test } from 'vitest';
import { launchBrowser } from './support/browser';
import { contextAt, pathOf, signInAs, waitForToast } from './support/shell';

const baseUrl = inject('baseUrl');
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(async () => {
  context = await contextAt(browser, baseUrl);
  page = await context.newPage();
  await signInAs(context, baseUrl, 'admin@rental.masar.test');
  await page.goto('/dashboard');
  await page.getByTestId('sidebar').waitFor();
});
afterEach(async () => {
  await context?.close();
});

describe('quick-search palette (spec §2)', () => {
  test('Ctrl+K finds a page by an English keyword and Enter opens it', async () => {
    await page.keyboard.press('Control+KeyK');
    const palette = page.getByRole('dialog', { name: 'البحث السريع' });
    await palette.waitFor();
    await page.keyboard.type('SALARY');
    const option = palette.getByRole('option', { name: /الرواتب/ });
    await option.waitFor();
    expect(await palette.getByRole('group', { name: 'الموارد البشرية' }).isVisible()).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/hr/payroll');
    await palette.waitFor({ state: 'detached' });
  });

  test('no match says "لا توجد نتائج."; an empty query lists recent and most visited pages with counts', async () => {
    for (const path of ['/contracts', '/customers', '/contracts', '/quotations', '/contracts', '/dashboard']) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).waitFor();
    }
    await page.getByRole('button', { name: 'فتح البحث السريع' }).first().click();
    const palette = page.getByRole('dialog', { name: 'البحث السريع' });
    await palette.getByRole('group', { name: 'الصفحات الأخيرة' }).waitFor();
    const recent = await palette.getByRole('group', { name: 'الصفحات الأخيرة' }).getByRole('option').allTextContents();
    expect(recent).toEqual(['لوحة التحكم', 'العقود', 'عروض الأسعار']);
    const frequent = palette.getByRole('group', { name: 'الأكثر زيارة' });
    expect(await frequent.getByRole('option').first().textContent()).toBe('العقود3 زيارات');

    const history = await page.evaluate(() => JSON.parse(localStorage.getItem('navigation_history') ?? '[]') as Array<{ path: string; title: string; timestamp: number }>);
    expect(history[0]).toMatchObject({ path: '/dashboard', title: 'لوحة التحكم' });

    await page.keyboard.type('zzzz');
    await palette.getByText('لا توجد نتائج.').waitFor();
  });

  test('pages the user cannot open are not offered', async () => {
    const employee = await contextAt(browser, baseUrl);
    try {
      const p = await employee.newPage();
      await signInAs(employee, baseUrl, 'employee@rental.masar.test');
      await p.goto('/dashboard');
      await p.getByTestId('sidebar').waitFor();
      await p.keyboard.press('Control+KeyK');
      const palette = p.getByRole('dialog', { name: 'البحث السريع' });
      await palette.waitFor();
      await p.keyboard.type('الرواتب');
      await palette.getByText('لا توجد نتائج.').waitFor();
    } finally {
      await employee.close();
    }
  });
});

describe('keyboard shortcuts (spec §2, DECISIONS 11)', () => {
  test('"?" opens the list of shortcuts and Esc closes it', async () => {
    await page.keyboard.press('Shift+Slash');
    const dialog = page.getByRole('dialog', { name: 'اختصارات لوحة المفاتيح' });
    await dialog.waitFor();
    expect(await dialog.getByText('حفظ النموذج المفتوح').isVisible()).toBe(true);
    expect(await dialog.getByText('قيد يومية جديد').isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  test('Alt+O, Alt+Q and Alt+H navigate, each with a success toast', async () => {
    await page.keyboard.press('Alt+KeyO');
    await page.waitForURL('**/contracts');
    await waitForToast(page, 'تم الانتقال إلى العقود');
    await page.keyboard.press('Alt+KeyQ');
    await page.waitForURL('**/quotations');
    await waitForToast(page, 'تم الانتقال إلى عروض الأسعار');
    await page.keyboard.press('Alt+KeyH');
    await page.waitForURL('**/dashboard');
    await waitForToast(page, 'تم الانتقال إلى لوحة التحكم');
  });

  test('shortcuts leave a text field alone, except Ctrl+K', async () => {
    await page.keyboard.press('Control+KeyK');
    const palette = page.getByRole('dialog', { name: 'البحث السريع' });
    await palette.waitFor();
    await page.keyboard.type('?');
    expect(await page.getByRole('dialog', { name: 'اختصارات لوحة المفاتيح' }).count()).toBe(0);
    expect(await palette.getByRole('combobox').inputValue()).toBe('?');
    await page.keyboard.press('Escape');
    expect(pathOf(page)).toBe('/dashboard');
  });

  test('Ctrl+S announces a save to the page (masar:save) instead of saving the web page', async () => {
    const announced = await page.evaluate(
      () =>
        new Promise<boolean>((resolve) => {
          window.addEventListener('masar:save', (event) => {
            event.preventDefault();
            resolve(true);
          });
          window.setTimeout(() => resolve(false), 3000);
          window.dispatchEvent(new KeyboardEvent('keydown', { key: 's', code: 'KeyS', ctrlKey: true, bubbles: true, cancelable: true }));
        }),
    );
    expect(announced).toBe(true);
  });
});
