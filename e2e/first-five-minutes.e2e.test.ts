// The first five minutes (issue 13, decision 027), in Arabic at 1280 px and 375 px: a Kuwaiti
// car-rental company signs up, works in Kuwaiti dinars, sees its setup checklist, adds its first
// customer and sees that step tick, then hides the list.
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, test } from 'vitest';
import { field, launchBrowser, screenshot, sideScroll } from './support/browser';
import { waitForToast } from './support/shell';

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

async function contextAt(width: number, timezoneId: string): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width, height: width < 768 ? 812 : 900 }, locale: 'ar', timezoneId, deviceScaleFactor: 1, serviceWorkers: 'block' });
  context.setDefaultTimeout(30_000);
  contexts.push(context);
  return context;
}

const labelled = (scope: Page | Locator, text: string) => scope.getByLabel(new RegExp(`^${text.replace(/[()]/g, '\\$&')}\\s*\\*?$`));

async function expectNoHorizontalOverflow(page: Page) {
  expect(await sideScroll(page)).toBeLessThanOrEqual(0);
}

/** Fills the sign-up form up to the submit; the country is left to the test. */
async function fillSignUp(page: Page, stamp: string) {
  await page.goto('/auth?mode=signup');
  await page.getByRole('heading', { level: 1, name: 'أنشئ حساب شركتك' }).waitFor();
  await field(page, 'اسم الشركة').fill(`Salmiya Cars ${stamp}`);
  await field(page, 'اسم الشركة بالعربية').fill('السالمية لتأجير السيارات');
  await field(page, 'نوع النشاط').selectOption('car_rental');
  await field(page, 'الاسم الأول').fill('بدر');
  await field(page, 'اسم العائلة').fill('العازمي');
  await field(page, 'البريد الإلكتروني').fill(`owner-${stamp}@salmiya.test`);
  await field(page, 'كلمة المرور').fill('Salmiya-2026!');
}

const item = (page: Page, id: string) => page.getByTestId(`setup-item-${id}`);

describe('the first five minutes of a Kuwaiti car-rental company', () => {
  test('signs up choosing Kuwait, works in KWD, ticks a step by adding a customer, then hides the list (1280 px)', { timeout: 180_000 }, async () => {
    const stamp = Date.now().toString(36);
    const context = await contextAt(1280, 'Europe/London');
    const page = await context.newPage();
    await fillSignUp(page, stamp);
    // Nothing in this browser says Gulf: the country must be chosen, and the hint names its currency.
    expect(await field(page, 'الدولة').inputValue()).toBe('');
    await field(page, 'الدولة').selectOption('KW');
    await page.getByText('العملة: دينار كويتي (KWD).', { exact: false }).waitFor();
    await screenshot(page, 'first-minutes-signup-1280');
    await page.getByRole('button', { name: 'إنشاء الحساب وبدء التجربة' }).click();

    await page.waitForURL('**/dashboard');
    const checklist = page.getByTestId('setup-checklist');
    await checklist.waitFor();
    await checklist.getByRole('heading', { name: 'جهّز شركتك في دقائق' }).waitFor();
    expect(await page.getByTestId('setup-progress').textContent()).toBe('أنجزت 0 من 6 خطوات');
    expect(await item(page, 'first_customer').getAttribute('data-done')).toBe('false');
    // The company card below the figures says Kuwaiti dinar; the figures are in KWD too.
    await page.getByTestId('tile-overdue').getByText('د.ك', { exact: false }).waitFor();
    await page.getByText('دينار كويتي', { exact: false }).first().waitFor();
    await expectNoHorizontalOverflow(page);
    await screenshot(page, 'first-minutes-dashboard-1280');

    // The step links to where it is done.
    await item(page, 'first_customer').getByRole('link').click();
    await page.waitForURL('**/customers');
    await page.getByRole('button', { name: 'إضافة عميل' }).first().click();
    const form = page.getByRole('dialog', { name: 'عميل جديد' });
    const digits = String(Date.now()).slice(-7);
    await labelled(form, 'الاسم بالعربية').fill('مشاري الرشيدي');
    await labelled(form, 'رقم الهاتف').fill(`+965 5${digits}`);
    await labelled(form, 'الرقم المدني').fill(`28${digits}321`);
    await labelled(form, 'رقم رخصة القيادة').fill(`DL-${stamp}`);
    await labelled(form, 'انتهاء رخصة القيادة').fill('2031-06-30');
    await form.getByRole('button', { name: 'حفظ', exact: true }).click();
    await waitForToast(page, 'تمت إضافة العميل برقم CUS-');

    await page.getByTestId('sidebar').getByRole('link', { name: 'لوحة التحكم' }).click();
    await page.waitForURL('**/dashboard');
    await expect.poll(() => item(page, 'first_customer').getAttribute('data-done')).toBe('true');
    expect(await page.getByTestId('setup-progress').textContent()).toBe('أنجزت 1 من 6 خطوات');
    await item(page, 'first_customer').getByText('تم', { exact: true }).waitFor();
    await screenshot(page, 'first-minutes-ticked-1280');

    // The settings show the country and its currency, zone and VAT.
    await page.goto('/settings');
    await field(page, 'الدولة').waitFor();
    expect(await field(page, 'الدولة').inputValue()).toBe('KW');
    expect(await field(page, 'العملة').inputValue()).toBe('KWD');
    expect(await field(page, 'المنطقة الزمنية').inputValue()).toBe('Asia/Kuwait');
    expect(await field(page, 'نسبة ضريبة القيمة المضافة (٪)').inputValue()).toBe('0');

    // Hidden for good, for the whole company.
    await page.goto('/dashboard');
    await page.getByTestId('setup-checklist').waitFor();
    await page.getByRole('button', { name: 'إخفاء قائمة الإعداد لكل مديري الشركة' }).click();
    await page.getByTestId('setup-checklist').waitFor({ state: 'detached' });
    await page.reload();
    await page.getByTestId('company-name').waitFor();
    expect(await page.getByTestId('setup-checklist').count()).toBe(0);
    expect((await (await context.request.get('/api/dashboard/setup-checklist')).json()).dismissed).toBe(true);
  });

  test('on a phone in Kuwait: the country is guessed, and the checklist fits 375 px', { timeout: 120_000 }, async () => {
    const stamp = Date.now().toString(36);
    const context = await contextAt(375, 'Asia/Kuwait');
    const page = await context.newPage();
    await fillSignUp(page, stamp);
    expect(await field(page, 'الدولة').inputValue()).toBe('KW');
    await expectNoHorizontalOverflow(page);
    await screenshot(page, 'first-minutes-signup-375');
    await page.getByRole('button', { name: 'إنشاء الحساب وبدء التجربة' }).click();

    await page.waitForURL('**/dashboard');
    await page.getByTestId('setup-checklist').waitFor();
    await page.getByTestId('tile-activity').waitFor();
    await expectNoHorizontalOverflow(page);
    // Every step's "start" link is on screen, not pushed out by its text.
    for (const link of await page.getByTestId('setup-checklist').getByRole('link').all()) {
      const box = (await link.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
    }
    await screenshot(page, 'first-minutes-dashboard-375');
    const company = await (await context.request.get('/api/company')).json();
    expect(company).toMatchObject({ country: 'KW', currency: 'KWD', timezone: 'Asia/Kuwait' });
  });
});
