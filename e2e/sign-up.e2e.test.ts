import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, test } from 'vitest';
import { field, launchBrowser, newContext } from './support/browser';

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
  // A clock outside the Gulf, whatever the machine's: the country is then the user's choice.
  context = await newContext(browser, baseUrl, { timezoneId: 'Europe/London' });
  page = await context.newPage();
});
afterEach(async () => {
  await context?.close();
});

type Company = { name: string; nameAr: string; type: string; country: string; first: string; last: string; email: string; password: string };

async function fillSignUp(p: Page, company: Company) {
  await p.goto('/auth');
  await p.getByRole('tab', { name: 'ابدأ تجربتك المجانية' }).click();
  await field(p, 'اسم الشركة').fill(company.name);
  await field(p, 'اسم الشركة بالعربية').fill(company.nameAr);
  await field(p, 'نوع النشاط').selectOption(company.type);
  await field(p, 'الدولة').selectOption(company.country);
  await field(p, 'الاسم الأول').fill(company.first);
  await field(p, 'اسم العائلة').fill(company.last);
  await field(p, 'البريد الإلكتروني').fill(company.email);
  await field(p, 'كلمة المرور').fill(company.password);
  await p.getByRole('button', { name: 'إنشاء الحساب وبدء التجربة' }).click();
}

describe('starting a free trial', () => {
  test('a new company signs up and lands on its dashboard, signed in as company admin', async () => {
    const stamp = Date.now();
    await fillSignUp(page, {
      name: 'Sahel Real Estate',
      nameAr: 'الساحل العقارية',
      type: 'real_estate',
      country: 'QA',
      first: 'سارة',
      last: 'الهاشمي',
      email: `owner-${stamp}@sahel.test`,
      password: 'Sahel-2026!',
    });

    await page.waitForURL('**/dashboard');
    expect(await page.getByTestId('company-name').textContent()).toBe('الساحل العقارية');
    await page.getByRole('heading', { level: 1, name: 'مرحباً، سارة الهاشمي' }).waitFor();
    expect(await page.getByText('العقارات', { exact: true }).isVisible()).toBe(true);
    const roleTile = page.locator('dt', { hasText: 'الدور' }).locator('xpath=following-sibling::dd');
    expect(await roleTile.textContent()).toBe('مدير الشركة');
  });

  test('the form checks its fields inline before sending, in Arabic', async () => {
    await page.goto('/auth?mode=signup');
    await field(page, 'كلمة المرور').fill('short');
    await page.getByRole('button', { name: 'إنشاء الحساب وبدء التجربة' }).click();

    await page.getByText('يجب أن تكون كلمة المرور 8 أحرف على الأقل').waitFor();
    expect(await page.getByText('يرجى اختيار نوع النشاط').isVisible()).toBe(true);
    expect(await page.getByText('يرجى اختيار الدولة').isVisible()).toBe(true);
    expect(await page.getByText('هذا الحقل مطلوب').count()).toBe(4); // company, first, last, email
    // Focus goes to the first field in error.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('sign-up-companyName');
  });

  test('a taken email is reported under the email field', async () => {
    await fillSignUp(page, {
      name: 'Copy Cars',
      nameAr: '',
      type: 'car_rental',
      country: 'KW',
      first: 'Ali',
      last: 'Saleh',
      email: 'admin@rental.masar.test',
      password: 'Copy-cars-2026',
    });
    await page.getByText('البريد الإلكتروني مسجل مسبقاً').waitFor();
    expect(new URL(page.url()).pathname).toBe('/auth');
  });
});
