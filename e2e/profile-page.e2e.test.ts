// /profile: names (seen in the header), preferences applied app-wide and kept on the server, photo,
// password change, and sessions. Each test signs up its own company so the demo users stay as seeded.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, test } from 'vitest';
import { field, launchBrowser, screenshot, sideScroll } from './support/browser';

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

const PASSWORD = 'Profile-2026!';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
// A 1×1 PNG: the server checks the file's magic bytes, not only its type.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

type Account = { email: string; password: string };
let counter = 0;

async function newContext(options: { width?: number; userAgent?: string } = {}): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: options.width ?? 1440, height: 900 },
    locale: 'ar',
    deviceScaleFactor: 1,
    userAgent: options.userAgent,
    serviceWorkers: 'block',
  });
  context.setDefaultTimeout(15_000);
  contexts.push(context);
  return context;
}

/** A new company on a trial; its admin is signed in inside `context` (the sign-up sets the cookie). */
async function signUp(context: BrowserContext): Promise<Account> {
  const email = `profile-${Date.now()}-${counter++}@e2e.masar.test`;
  const response = await context.request.post('/api/signup', {
    headers: { origin: baseUrl },
    data: { companyName: 'Najd Motors', companyNameAr: 'نجد للسيارات', businessType: 'car_rental', firstName: 'Sara', lastName: 'Hamad', firstNameAr: 'سارة', lastNameAr: 'حمد', email, password: PASSWORD, country: 'QA' },
  });
  if (!response.ok()) throw new Error(`sign-up failed: ${response.status()} ${await response.text()}`);
  return { email, password: PASSWORD };
}

async function signIn(context: BrowserContext, account: Account) {
  const response = await context.request.post('/api/auth/sign-in/email', { data: account, headers: { origin: baseUrl } });
  return response.status();
}

async function openProfile(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto('/profile');
  await page.getByRole('heading', { level: 1, name: /الملف الشخصي|Profile/ }).waitFor();
  return page;
}

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text }).first().waitFor();

describe('/profile', () => {
  test('editing the Arabic name shows it in the header and survives a reload; Ctrl+S saves too', async () => {
    const context = await newContext();
    await signUp(context);
    const page = await openProfile(context);
    expect(await page.getByTestId('user-name').textContent()).toBe('سارة حمد');

    await field(page, 'الاسم الأول (بالعربية)').fill('ريم');
    await field(page, 'اسم العائلة (بالعربية)').fill('العتيبي');
    await page.getByRole('button', { name: 'حفظ التغييرات' }).click();
    await toast(page, 'تم حفظ بياناتك');
    await page.getByTestId('user-name').filter({ hasText: 'ريم العتيبي' }).waitFor();

    await field(page, 'المسمى الوظيفي (بالعربية)').fill('مديرة العمليات');
    await field(page, 'المسمى الوظيفي (بالعربية)').press('Control+s');
    await page.locator('[data-sonner-toast]').filter({ hasText: 'تم حفظ بياناتك' }).nth(1).waitFor();

    await field(page, 'رقم الهاتف').fill('call me');
    await page.getByRole('button', { name: 'حفظ التغييرات' }).click();
    await page.getByText('رقم الهاتف غير صالح').waitFor();
    expect(await field(page, 'رقم الهاتف').getAttribute('aria-invalid')).toBe('true');

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'الملف الشخصي' }).waitFor();
    expect(await field(page, 'الاسم الأول (بالعربية)').inputValue()).toBe('ريم');
    expect(await field(page, 'المسمى الوظيفي (بالعربية)').inputValue()).toBe('مديرة العمليات');
    expect(await field(page, 'رقم الهاتف').inputValue()).toBe('');
  });

  test('dark theme and English apply at once, persist after a reload, and follow the user to a new device', async () => {
    const context = await newContext();
    const account = await signUp(context);
    const page = await openProfile(context);

    await page.getByText('داكن', { exact: true }).click();
    await page.waitForFunction(() => document.documentElement.classList.contains('dark'));
    await toast(page, 'تم حفظ التفضيلات');

    await page.getByText('English', { exact: true }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Profile' }).waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('ltr');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');

    // The choice shows at once and is saved behind it: wait for the save before reloading.
    const saved = page.waitForResponse((res) => res.url().endsWith('/api/me/profile') && res.request().method() === 'PATCH' && (res.request().postData() ?? '').includes('numberingSystem'));
    await page.getByText('Arabic-Indic (١٢٣)').click();
    // QAR has no decimals: 1234.5 shows as 1,235 in Arabic-Indic digits.
    await page.getByTestId('format-example').filter({ hasText: '١٬٢٣٥' }).waitFor();
    expect((await saved).ok()).toBe(true);

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Profile' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);

    const me = await (await context.request.get('/api/me')).json();
    expect(me.profile).toMatchObject({ languagePreference: 'en', theme: 'dark', numberingSystem: 'arab' });

    // Another browser (empty local storage, Arabic by default) picks the saved preferences up on sign-in.
    const other = await newContext();
    expect(await signIn(other, account)).toBe(200);
    const otherPage = await other.newPage();
    await otherPage.goto('/dashboard');
    await otherPage.waitForFunction(() => document.documentElement.lang === 'en' && document.documentElement.classList.contains('dark'));
  });

  test('uploads a photo with a preview, and refuses a file that is not an image', async () => {
    const context = await newContext();
    await signUp(context);
    const page = await openProfile(context);
    const input = page.locator('input[type="file"]');

    await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await page.getByText('نوع الملف غير مدعوم (PNG أو JPEG أو WebP)').waitFor();

    await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('img', { name: 'صورتك الشخصية' }).waitFor();
    await toast(page, 'تم تحديث صورتك');

    await page.reload();
    const src = await page.getByRole('img', { name: 'صورتك الشخصية' }).getAttribute('src');
    expect(src).toMatch(/^\/api\/files\/avatars\/[0-9a-f-]{36}\.png$/);
    expect((await context.request.get(src!)).headers()['content-type']).toBe('image/png');
  });

  test('changes the password: mismatch and wrong current password first, then the right one', async () => {
    const context = await newContext();
    const account = await signUp(context);
    const page = await openProfile(context);
    const submit = page.getByRole('button', { name: 'تغيير كلمة المرور' });

    await field(page, 'كلمة المرور الحالية').fill('not-my-password');
    await field(page, 'كلمة المرور الجديدة').fill('Brand-New-2026');
    await field(page, 'تأكيد كلمة المرور الجديدة').fill('Brand-New-2025');
    await submit.click();
    await page.getByText('كلمتا المرور غير متطابقتين').waitFor();

    await field(page, 'تأكيد كلمة المرور الجديدة').fill('Brand-New-2026');
    await submit.click();
    await page.getByText('كلمة المرور الحالية غير صحيحة').waitFor();
    expect(await field(page, 'كلمة المرور الحالية').getAttribute('aria-invalid')).toBe('true');

    await field(page, 'كلمة المرور الحالية').fill(account.password);
    await submit.click();
    await toast(page, 'تم تغيير كلمة المرور بنجاح');
    expect(await field(page, 'كلمة المرور الجديدة').inputValue()).toBe('');

    const fresh = await newContext();
    expect(await signIn(fresh, account)).toBe(401);
    expect(await signIn(fresh, { email: account.email, password: 'Brand-New-2026' })).toBe(200);
  });

  test('lists the sessions with "this device", signs one device out, then all the others', async () => {
    const context = await newContext();
    const account = await signUp(context);
    const phone = await newContext({ userAgent: IPHONE });
    expect(await signIn(phone, account)).toBe(200);
    const laptop = await newContext();
    expect(await signIn(laptop, account)).toBe(200);

    const page = await openProfile(context);
    const sessions = page.getByTestId('sessions').getByRole('listitem');
    await sessions.nth(2).waitFor();
    expect(await sessions.count()).toBe(3);
    expect(await page.getByTestId('sessions').getByText('هذا الجهاز').count()).toBe(1);

    await page.getByTestId('sessions').getByRole('button', { name: /تسجيل الخروج.*Safari على iOS/ }).click();
    await toast(page, 'تم تسجيل الخروج من جهاز واحد');
    await expect.poll(() => sessions.count()).toBe(2);
    expect((await phone.request.get('/api/me')).status()).toBe(401);

    await page.getByRole('button', { name: 'تسجيل الخروج من الأجهزة الأخرى' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'تسجيل الخروج' }).click();
    await toast(page, 'تم تسجيل الخروج من جهاز واحد');
    await expect.poll(() => sessions.count()).toBe(1);
    expect((await laptop.request.get('/api/me')).status()).toBe(401);
    expect((await context.request.get('/api/me')).status()).toBe(200);
  });
});

describe('profile screenshots', () => {
  for (const width of [375, 1440]) {
    test(`ar at ${width} px`, async () => {
      const context = await newContext({ width });
      await signUp(context);
      const page = await openProfile(context);
      await page.getByTestId('sessions').waitFor();
      const overflow = await sideScroll(page);
      expect(overflow).toBeLessThanOrEqual(0);
      await screenshot(page, `profile-${width}-ar`);
    });
  }
});
