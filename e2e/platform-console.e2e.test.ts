// The platform console end to end (issue 6): create a company with its admin and follow the
// invitation from the mail outbox; browse the company and exit; a ticket opened by a company user and answered
// by the super admin; a landing text edited and seen on `/`. Screenshots at 375 and 1440 px.
import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { field, launchBrowser, newContext, screenshot, signInThroughForm, sideScroll } from './support/browser';
import { contextAt, signInAs, waitForToast } from './support/shell';

const baseUrl = inject('baseUrl');
let browser: Browser;
const run = Date.now();

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function pageAs(email: string | null, width = 1440): Promise<{ context: BrowserContext; page: Page }> {
  const context = await contextAt(browser, baseUrl, { width, height: 900 });
  if (email) await signInAs(context, baseUrl, email);
  return { context, page: await context.newPage() };
}

/** The invitation link kept in the mail outbox (no SMTP in tests), as the console's settings page shows it. */
async function outboxLinkFor(page: Page, email: string): Promise<string> {
  await page.goto('/super-admin/settings');
  const outbox = page.getByTestId('mail-outbox');
  await outbox.getByLabel('ابحث بالبريد الإلكتروني').fill(email);
  const message = outbox.getByTestId('outbox-message').filter({ hasText: email });
  await message.getByText('لم تُرسل').waitFor();
  return message.getByLabel('الرابط').inputValue();
}

describe('companies', () => {
  test('the super admin creates a company; its admin follows the invitation and signs in', async () => {
    const email = `owner-${run}@console.e2e.test`;
    const name = `Console Motors ${run}`;
    const admin = await pageAs('super@masar.test');
    await admin.page.goto('/super-admin/companies/create');
    await field(admin.page, 'اسم الشركة (بالإنجليزية)').fill(name);
    await field(admin.page, 'اسم الشركة بالعربية').fill(`كونسول موتورز ${run}`);
    await field(admin.page, 'المدينة').fill('الكويت');
    await field(admin.page, 'البريد الإلكتروني').fill(email);
    await field(admin.page, 'الاسم الأول').fill('Nawaf');
    await field(admin.page, 'اسم العائلة').fill('Owner');
    await screenshot(admin.page, 'console-company-create-desktop');
    await admin.page.getByRole('button', { name: 'إنشاء الشركة وإرسال الدعوة' }).click();
    await admin.page.getByTestId('company-created').waitFor();

    await admin.page.goto(`/super-admin/companies?search=${encodeURIComponent('Console Motors')}`);
    await admin.page.getByRole('row', { name: new RegExp(`كونسول موتورز ${run}`) }).waitFor();
    const link = await outboxLinkFor(admin.page, email);
    expect(link).toContain('/reset-password?token=');
    await screenshot(admin.page, 'console-mail-outbox-desktop');
    await admin.context.close();

    const owner = await pageAs(null, 375);
    await owner.page.goto(link);
    await field(owner.page, 'كلمة المرور الجديدة').fill('Owner-Pass-2026');
    await field(owner.page, 'تأكيد كلمة المرور').fill('Owner-Pass-2026');
    await owner.page.getByRole('button', { name: 'تحديث كلمة المرور' }).click();
    await owner.page.waitForURL('**/auth');
    await signInThroughForm(owner.page, email, 'Owner-Pass-2026');
    await owner.page.waitForURL('**/dashboard');
    // A new company starts on the trial: the banner counts the days left.
    expect(await owner.page.getByTestId('subscription-banner').textContent()).toContain('متبقٍ 14 يوم');
    await owner.page.goto('/subscription');
    await owner.page.getByTestId('usage').waitFor();
    await screenshot(owner.page, 'console-subscription-mobile');
    await owner.context.close();
  });

  test('browse a company from the list and exit', async () => {
    const { context, page } = await pageAs('super@masar.test');
    await page.goto('/super-admin/companies?businessType=real_estate');
    const row = page.getByRole('row', { name: /دوحة هومز للعقارات/ });
    await row.getByRole('button', { name: 'تصفح دوحة هومز للعقارات' }).click();
    await page.waitForURL('**/browse-company/dashboard');
    expect(await page.getByTestId('browse-company-name').textContent()).toBe('دوحة هومز للعقارات');
    await page.getByRole('button', { name: 'العودة إلى لوحة المشرف' }).click();
    await page.waitForURL('**/super-admin/companies');
    expect(await page.evaluate(() => sessionStorage.getItem('browse_company'))).toBeNull();
    await context.close();
  });
});

describe('a company’s data', () => {
  test('the super admin exports a company from its row as one zip of its records', async () => {
    const { context, page } = await pageAs('super@masar.test');
    await page.goto('/super-admin/companies?businessType=real_estate');
    const row = page.getByRole('row', { name: /دوحة هومز للعقارات/ });
    await row.getByRole('button', { name: 'إجراءات دوحة هومز للعقارات' }).click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('company-export').click()]);
    await page.locator('[data-sonner-toast]').filter({ hasText: 'نُزّلت بيانات دوحة هومز للعقارات' }).first().waitFor();
    expect(download.suggestedFilename()).toMatch(/^masar-export-[0-9a-f]{8}-\d{4}-\d{2}-\d{2}\.zip$/);
    expect(readFileSync((await download.path())!).subarray(0, 2).toString()).toBe('PK');
    await context.close();
  });
});

describe('support', () => {
  test('a company user opens a ticket and the super admin answers it', async () => {
    const title = `Printer problem ${run}`;
    const user = await pageAs('employee@rental.masar.test');
    await user.page.goto('/support');
    await user.page.getByRole('button', { name: 'تذكرة جديدة' }).first().click();
    await field(user.page, 'العنوان').fill(title);
    await field(user.page, 'وصف المشكلة').fill('The contract print button does nothing.');
    await user.page.getByRole('button', { name: 'إرسال التذكرة' }).click();
    await user.page.waitForURL('**/support/ticket/*');
    await user.page.getByRole('heading', { level: 1, name: title }).waitFor();

    const staff = await pageAs('super@masar.test');
    await staff.page.goto('/super-admin/support');
    await staff.page.getByRole('link', { name: new RegExp(title) }).click();
    await staff.page.getByTestId('ticket-panel').waitFor();
    await field(staff.page, 'الرد').fill('Please update the browser and try again.');
    await staff.page.getByRole('button', { name: 'إرسال الرد' }).click();
    await waitForToast(staff.page, 'تم إرسال الرد');
    await screenshot(staff.page, 'console-support-desktop');
    await staff.context.close();

    await user.page.reload();
    await user.page.getByTestId('ticket-thread').getByText('Please update the browser and try again.').waitFor();
    expect(await user.page.getByText('بانتظار ردك').count()).toBeGreaterThan(0);
    await screenshot(user.page, 'console-ticket-desktop');
    await user.context.close();
  });
});

describe('support contact', () => {
  test('the support phone and email set in the console show on a company user’s support page', async () => {
    const admin = await pageAs('super@masar.test');
    await admin.page.goto('/super-admin/settings');
    await field(admin.page, 'هاتف الدعم').fill('+974 4000 5678');
    await field(admin.page, 'بريد الدعم الفني').fill(`help-${run}@masar.test`);
    await admin.page.getByRole('button', { name: 'حفظ', exact: true }).click();
    await waitForToast(admin.page, 'تم الحفظ');
    await admin.context.close();

    const user = await pageAs('employee@rental.masar.test', 375);
    await user.page.goto('/support');
    const contact = user.page.getByTestId('support-contact');
    await contact.getByText('+974 4000 5678').waitFor();
    expect(await contact.getByRole('link', { name: `help-${run}@masar.test` }).getAttribute('href')).toBe(`mailto:help-${run}@masar.test`);
    await screenshot(user.page, 'console-support-contact-mobile');
    await user.context.close();
  });
});

describe('landing content', () => {
  test('an edited landing text shows on /', async () => {
    const text = `بطاقة تجريبية ${run}\nوصف البطاقة`;
    const { context, page } = await pageAs('super@masar.test');
    await page.goto('/super-admin/landing-management');
    await page.getByRole('button', { name: 'نص جديد' }).first().click();
    await page.getByLabel('المفتاح').first().selectOption('__custom');
    await field(page, 'مفتاح آخر (بطاقة ميزة)').fill(`e2e_card_${run}`);
    await field(page, 'النص بالعربية').fill(text);
    await page.getByRole('button', { name: 'حفظ' }).click();
    await waitForToast(page, 'تم الحفظ');
    await page.getByTestId('landing-rows').getByText(`e2e_card_${run}`, { exact: false }).waitFor();

    const visitor = await pageAs(null, 375);
    await visitor.page.goto('/');
    await visitor.page.getByText(`بطاقة تجريبية ${run}`).waitFor();
    await visitor.context.close();

    // Edit it: a new visitor sees the new wording, not the old.
    await page.getByRole('button', { name: `تعديل e2e_card_${run}` }).click();
    await field(page, 'النص بالعربية').fill(`بطاقة معدلة ${run}\nوصف جديد`);
    await page.getByRole('button', { name: 'حفظ' }).click();
    await waitForToast(page, 'تم الحفظ');
    await page.getByTestId('landing-rows').getByText(`بطاقة معدلة ${run}`).waitFor();
    const second = await pageAs(null, 375);
    await second.page.goto('/');
    await second.page.getByText(`بطاقة معدلة ${run}`).waitFor();
    expect(await second.page.getByText(`بطاقة تجريبية ${run}`).count()).toBe(0);
    await second.context.close();

    // Clean up: other suites check the landing page's built-in texts.
    await page.getByRole('button', { name: `حذف e2e_card_${run}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'حذف' }).click();
    await waitForToast(page, 'تم الحذف');
    await context.close();
  });
});

describe('payments', () => {
  test('the super admin records a payment for a company; the company sees it on /subscription', async () => {
    const { context, page } = await pageAs('super@masar.test');
    await page.goto('/super-admin/payments');
    await page.getByRole('button', { name: 'تسجيل دفعة' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('الشركة').selectOption({ label: 'دوحة هومز للعقارات' });
    await dialog.getByLabel('المرجع').fill(`TT-${run}`);
    await dialog.getByRole('button', { name: 'تسجيل دفعة' }).click();
    await waitForToast(page, 'تم تسجيل الدفعة');
    const row = page.getByTestId('records-table').getByRole('row', { name: new RegExp(`TT-${run}`) });
    await row.waitFor();
    // Basic in Qatari riyals: no decimals (spec §9).
    expect(await row.textContent()).toContain('180');
    await screenshot(page, 'console-payment-recorded-desktop');
    await context.close();

    const company = await pageAs('admin@realestate.masar.test');
    await company.page.goto('/subscription');
    await company.page.getByText(`basic · شهري`).first().waitFor();
    await company.context.close();
  });
});

describe('screenshots', () => {
  test('English, left to right (an account of its own, switched to English)', async () => {
    const email = `english-${run}@console.e2e.test`;
    const setup = await contextAt(browser, baseUrl);
    await signInAs(setup, baseUrl, 'super@masar.test');
    const created = await setup.request.post('/api/platform/companies', {
      headers: { origin: baseUrl },
      data: { name: `English Co ${run}`, businessType: 'consulting', country: 'AE', currency: 'AED', planCode: 'basic', activeModules: ['customers'], admin: { email, firstName: 'Emma', lastName: 'Reed' } },
    });
    expect(created.status()).toBe(201);
    const outbox = (await (await setup.request.get(`/api/platform/mail-outbox?search=${encodeURIComponent(email)}`)).json()) as { items: Array<{ link: string | null }> };
    const token = new URL(outbox.items[0]!.link!).searchParams.get('token');
    expect((await setup.request.post('/api/auth/reset-password', { headers: { origin: baseUrl }, data: { newPassword: 'English-Pass-2026', token } })).status()).toBe(200);
    await setup.close();

    const context = await newContext(browser, baseUrl, { language: 'en' });
    await signInAs(context, baseUrl, email, 'English-Pass-2026');
    expect((await context.request.patch('/api/me/profile', { headers: { origin: baseUrl }, data: { languagePreference: 'en' } })).status()).toBe(200);
    const page = await context.newPage();
    for (const path of ['/support', '/subscription']) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => document.documentElement.dir)).toBe('ltr');
      await screenshot(page, `console-en${path.replace('/', '-')}`);
    }
    expect(await page.getByTestId('usage').textContent()).toContain('Users');
    await context.close();
  });

  const PLATFORM = ['dashboard', 'companies', 'users', 'payments', 'payments?tab=plans', 'payments?tab=gates', 'support', 'reports', 'landing-management', 'settings'];
  for (const width of [375, 1440]) {
    test(`console pages at ${width} px`, async () => {
      const { context, page } = await pageAs('super@masar.test', width);
      for (const name of PLATFORM) {
        await page.goto(`/super-admin/${name}`);
        await page.getByRole('heading', { level: 1 }).waitFor();
        await page.waitForLoadState('networkidle');
        const overflow = await sideScroll(page);
        expect(overflow, `${name} overflows at ${width}px`).toBeLessThanOrEqual(0);
        await screenshot(page, `console-${name.replace(/\W+/g, '-')}-${width}`);
      }
      await context.close();
      const user = await pageAs('admin@rental.masar.test', width);
      for (const path of ['/support', '/subscription']) {
        await user.page.goto(path);
        await user.page.getByRole('heading', { level: 1 }).waitFor();
        await user.page.waitForLoadState('networkidle');
        await screenshot(user.page, `console-company${path.replace('/', '-')}-${width}`);
      }
      await user.context.close();
    });
  }
});
