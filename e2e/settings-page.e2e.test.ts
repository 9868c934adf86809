// /settings: a company admin edits the company (phone, work week, modules; Ctrl+S saves) and an
// employee reads the same page without being able to change it. The admin's company is a fresh
// sign-up so the demo company stays as seeded.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, inject, test } from 'vitest';
import { field, launchBrowser, screenshot, sideScroll } from './support/browser';
import { DEMO_PASSWORD } from './support/demo-users';

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

let counter = 0;

async function newContext(width = 1440): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width, height: 900 }, locale: 'ar', deviceScaleFactor: 1, serviceWorkers: 'block' });
  context.setDefaultTimeout(15_000);
  contexts.push(context);
  return context;
}

/** A new Kuwaiti car-rental company; its admin is signed in inside `context`. */
async function signUpAdmin(context: BrowserContext): Promise<void> {
  const response = await context.request.post('/api/signup', {
    headers: { origin: baseUrl },
    data: {
      companyName: 'Dasman Cars',
      companyNameAr: 'دسمان للسيارات',
      businessType: 'car_rental',
      firstName: 'Fahad',
      lastName: 'Salem',
      email: `settings-${Date.now()}-${counter++}@e2e.masar.test`,
      password: 'Settings-2026!',
      country: 'KW',
      currency: 'KWD',
    },
  });
  if (!response.ok()) throw new Error(`sign-up failed: ${response.status()} ${await response.text()}`);
}

async function openSettings(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto('/settings');
  await page.getByRole('heading', { level: 1, name: 'إعدادات الشركة' }).waitFor();
  await field(page, 'اسم الشركة (بالإنجليزية)').waitFor();
  return page;
}

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text }).first().waitFor();
const day = (page: Page, name: string) => page.getByTestId('work-week').getByRole('checkbox', { name });

describe('/settings', () => {
  test('a company admin edits the phone and the work week (Ctrl+S) and finds them after a reload', async () => {
    const context = await newContext();
    await signUpAdmin(context);
    const page = await openSettings(context);
    expect(await page.getByTestId('read-only-note').count()).toBe(0);
    // Gulf default: Sunday to Thursday.
    expect(await day(page, 'الأحد').isChecked()).toBe(true);
    expect(await day(page, 'الجمعة').isChecked()).toBe(false);

    await field(page, 'رقم الهاتف').fill('+965 2222 3333');
    await day(page, 'السبت').check();
    await day(page, 'الخميس').uncheck();
    await field(page, 'رقم الهاتف').press('Control+s');
    await toast(page, 'تم حفظ إعدادات الشركة');

    await page.reload();
    await field(page, 'رقم الهاتف').waitFor();
    expect(await field(page, 'رقم الهاتف').inputValue()).toBe('+965 2222 3333');
    expect(await day(page, 'السبت').isChecked()).toBe(true);
    expect(await day(page, 'الخميس').isChecked()).toBe(false);
    const company = await (await context.request.get('/api/company')).json();
    expect(company.workWeek).toEqual([1, 2, 3, 6, 7]);
  });

  test('checks the fields inline before sending anything, and warns about a currency change', async () => {
    const context = await newContext();
    await signUpAdmin(context);
    const page = await openSettings(context);

    await field(page, 'اسم الشركة (بالإنجليزية)').fill('');
    await field(page, 'البريد الإلكتروني').fill('not-an-email');
    await page.getByRole('button', { name: 'حفظ الإعدادات' }).click();
    await page.getByText('هذا الحقل مطلوب').waitFor();
    await page.getByText('البريد الإلكتروني غير صالح').waitFor();
    // Nothing was sent: the saved name is untouched.
    expect((await (await context.request.get('/api/company')).json()).name).toBe('Dasman Cars');

    await field(page, 'العملة').selectOption('SAR');
    await page.getByText('ستُعرض كل المبالغ بالعملة الجديدة (ريال سعودي)', { exact: false }).waitFor();
  });

  test('a company admin switches a module off and on', async () => {
    const context = await newContext();
    await signUpAdmin(context);
    const page = await openSettings(context);
    const quotations = page.getByRole('switch', { name: 'عروض الأسعار' });
    expect(await quotations.getAttribute('aria-checked')).toBe('true');

    await quotations.click();
    await toast(page, 'تم تعطيل وحدة عروض الأسعار');
    await page.reload();
    await expect.poll(() => page.getByRole('switch', { name: 'عروض الأسعار' }).getAttribute('aria-checked')).toBe('false');

    await page.getByRole('switch', { name: 'عروض الأسعار' }).click();
    await toast(page, 'تم تفعيل وحدة عروض الأسعار');
    const modules = await (await context.request.get('/api/company/modules')).json();
    expect(modules.items.find((m: { moduleName: string }) => m.moduleName === 'quotations').isEnabled).toBe(true);
  });

  test('a company admin downloads every record of the company and its files as one zip', async () => {
    const context = await newContext(375);
    const signIn = await context.request.post('/api/auth/sign-in/email', { data: { email: 'admin@rental.masar.test', password: DEMO_PASSWORD }, headers: { origin: baseUrl } });
    expect(signIn.ok()).toBe(true);
    const page = await openSettings(context);
    const card = page.getByTestId('company-export');
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, 'settings-export-375-ar');
    // The whole company is packed on the server: a person waits for the file, however long that takes here.
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), card.getByRole('button', { name: 'تنزيل بيانات الشركة' }).click()]);
    await toast(page, 'نُزّل ملف بيانات الشركة');
    expect(download.suggestedFilename()).toMatch(/^masar-export-[0-9a-f]{8}-\d{4}-\d{2}-\d{2}\.zip$/);
    const zip = await JSZip.loadAsync(readFileSync((await download.path())!));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await zip.file('company-data.xlsx')!.async('nodebuffer')) as unknown as ArrayBuffer);
    expect(workbook.getWorksheet('about')!.getRow(1).getCell(1).value).toBe('company');
    expect(workbook.getWorksheet('contracts')!.rowCount).toBeGreaterThan(1);
    expect(await sideScroll(page)).toBeLessThanOrEqual(0);
  });

  test('an employee sees the company settings read-only, with a note saying why', async () => {
    const context = await newContext(375);
    const signIn = await context.request.post('/api/auth/sign-in/email', { data: { email: 'employee@rental.masar.test', password: DEMO_PASSWORD }, headers: { origin: baseUrl } });
    expect(signIn.ok()).toBe(true);
    const page = await openSettings(context);

    await page.getByTestId('read-only-note').waitFor();
    expect(await page.getByTestId('read-only-note').textContent()).toContain('يمكن لمدير الشركة وحده تعديلها');
    expect(await field(page, 'اسم الشركة (بالإنجليزية)').getAttribute('readonly')).not.toBeNull();
    expect(await field(page, 'رقم الهاتف').getAttribute('readonly')).not.toBeNull();
    expect(await field(page, 'العملة').isDisabled()).toBe(true);
    expect(await day(page, 'الأحد').isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'حفظ الإعدادات' }).count()).toBe(0);
    expect(await page.getByText('رفع شعار').count()).toBe(0);
    await page.getByRole('switch').first().waitFor();
    for (const toggle of await page.getByRole('switch').all()) expect(await toggle.isDisabled()).toBe(true);
    expect(await page.getByTestId('company-export').count()).toBe(0);
    await screenshot(page, 'settings-375-ar-employee');
  });
});

describe('settings screenshots', () => {
  for (const width of [375, 1440]) {
    test(`ar at ${width} px`, async () => {
      const context = await newContext(width);
      await signUpAdmin(context);
      const page = await openSettings(context);
      await page.getByRole('switch').first().waitFor();
      const overflow = await sideScroll(page);
      expect(overflow).toBeLessThanOrEqual(0);
      await screenshot(page, `settings-${width}-ar`);
    });
  }
});
