import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, test } from 'vitest';
import { field, launchBrowser, newContext, signInThroughForm } from './support/browser';
import { DEMO_PASSWORD, RENTAL_COMPANY_AR } from './support/demo-users';

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
  context = await newContext(browser, baseUrl);
  page = await context.newPage();
});
afterEach(async () => {
  await context?.close();
});

const pathOf = (p: Page) => new URL(p.url()).pathname;

describe('signing in', () => {
  test('a company admin signs in through the form and sees the Arabic dashboard of their company', async () => {
    await page.goto('/auth');
    await page.getByRole('heading', { level: 1, name: 'مرحباً بعودتك' }).waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await page.locator('html').getAttribute('lang')).toBe('ar');
    expect(await page.title()).toBe('تسجيل الدخول · مسار');

    await signInThroughForm(page, 'admin@rental.masar.test', DEMO_PASSWORD);

    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { level: 1, name: 'مرحباً، خالد الصباح' }).waitFor();
    expect(await page.getByTestId('company-name').textContent()).toBe(RENTAL_COMPANY_AR);
    expect(await page.getByText('تأجير السيارات', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText('دينار كويتي (KWD)').isVisible()).toBe(true);
    expect(await page.getByTestId('user-name').textContent()).toBe('خالد الصباح');
    expect(await page.getByRole('button', { name: 'تسجيل الخروج' }).isVisible()).toBe(true);
  });

  test('a wrong password shows the error inline in the form and stays on /auth', async () => {
    await page.goto('/auth');
    await signInThroughForm(page, 'manager@rental.masar.test', 'not-the-password');

    const alert = page.getByRole('alert').filter({ hasText: 'البريد الإلكتروني أو كلمة المرور غير صحيحة' });
    await alert.waitFor();
    expect(pathOf(page)).toBe('/auth');
    // Inline, inside the form: not a toast.
    expect(await page.locator('form').getByText('البريد الإلكتروني أو كلمة المرور غير صحيحة').count()).toBe(1);
  });

  test('an empty form shows required errors under the fields, without calling the server', async () => {
    await page.goto('/auth');
    let signInCalls = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/auth/sign-in')) signInCalls += 1;
    });
    await page.getByRole('button', { name: 'تسجيل الدخول', exact: true }).click();

    // The form's validation code loads when the form is first used (features/auth/lib/load-schemas).
    await page.getByText('هذا الحقل مطلوب').nth(1).waitFor();
    expect(await page.getByText('هذا الحقل مطلوب').count()).toBe(2);
    expect(await field(page, 'البريد الإلكتروني').getAttribute('aria-invalid')).toBe('true');
    expect(signInCalls).toBe(0);
  });

  test('visiting /dashboard signed out lands on /auth, and signing in returns to /dashboard', async () => {
    await page.goto('/dashboard');
    await page.waitForURL('**/auth?from=*');
    expect(new URL(page.url()).searchParams.get('from')).toBe('/dashboard');

    await signInThroughForm(page, 'accountant@rental.masar.test', DEMO_PASSWORD);
    await page.waitForURL('**/dashboard');
    await page.getByTestId('company-name').waitFor();
  });

  test('/ and /auth send a signed-in user to /dashboard; signing out returns to /auth for good', async () => {
    // Signed out, `/` is the public landing page (e2e/landing-page.e2e.test.ts); its sign-in link leads to /auth.
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'تسجيل الدخول' }).click();
    await page.waitForURL('**/auth');
    await signInThroughForm(page, 'sales@rental.masar.test', DEMO_PASSWORD);
    await page.waitForURL('**/dashboard');

    await page.goto('/auth');
    await page.waitForURL('**/dashboard');
    await page.goto('/');
    await page.waitForURL('**/dashboard');

    await page.getByRole('button', { name: 'تسجيل الخروج' }).click();
    await page.waitForURL('**/auth');
    await page.goto('/dashboard');
    await page.waitForURL('**/auth?from=*');
  });
});

describe('forgot password', () => {
  test('asks for the email first, then confirms the link was sent', async () => {
    await page.goto('/auth');
    await page.getByRole('button', { name: 'نسيت كلمة المرور؟' }).click();
    await page.getByText('يرجى إدخال البريد الإلكتروني أولاً').waitFor();

    await field(page, 'البريد الإلكتروني').fill('employee@rental.masar.test');
    await page.getByRole('button', { name: 'نسيت كلمة المرور؟' }).click();
    await page.getByText('تم إرسال رابط إعادة تعيين كلمة المرور إلى بريدك').waitFor();
    expect(await page.getByText('يرجى إدخال البريد الإلكتروني أولاً').count()).toBe(0);
  });
});

describe('language', () => {
  test('switching to English turns the page left-to-right and survives a reload', async () => {
    await page.goto('/auth');
    await page.getByRole('button', { name: 'التبديل إلى اللغة الإنجليزية' }).click();
    await page.getByRole('heading', { level: 1, name: 'Welcome back' }).waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('ltr');

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Welcome back' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');

    // Server messages follow the language too (Accept-Language).
    await field(page, 'Email').fill('fleet@rental.masar.test');
    await field(page, 'Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'Invalid email or password' }).waitFor();
  });
});
