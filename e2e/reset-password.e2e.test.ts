import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, test } from 'vitest';
import { readFileSync } from 'node:fs';
import { field, launchBrowser, newContext, signInThroughForm } from './support/browser';

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

async function submitNewPassword(p: Page, password: string, confirm: string) {
  await field(p, 'كلمة المرور الجديدة').fill(password);
  await field(p, 'تأكيد كلمة المرور').fill(confirm);
  await p.getByRole('button', { name: 'تحديث كلمة المرور' }).click();
}

describe('reset password page', () => {
  test('without a token it explains the link is invalid and links to request a new one', async () => {
    await page.goto('/reset-password');
    await page.getByRole('heading', { name: 'رابط إعادة التعيين غير صالح' }).waitFor();
    await page.getByRole('link', { name: 'طلب رابط جديد' }).click();
    await page.waitForURL('**/auth');
  });

  test('checks the length and the confirmation before sending', async () => {
    await page.goto('/reset-password?token=some-token');
    await submitNewPassword(page, 'short', 'short');
    await page.getByText('يجب أن تكون كلمة المرور 8 أحرف على الأقل').waitFor();

    await submitNewPassword(page, 'long-enough-1', 'long-enough-2');
    await page.getByText('كلمتا المرور غير متطابقتين').waitFor();
  });

  test('a token the server rejects shows the invalid-link message', async () => {
    await page.goto('/reset-password?token=not-a-real-token');
    await submitNewPassword(page, 'brand-new-pass', 'brand-new-pass');
    await page.getByRole('heading', { name: 'رابط إعادة التعيين غير صالح' }).waitFor();
  });

  test('better-auth’s ?error=INVALID_TOKEN redirect shows the invalid-link message', async () => {
    await page.goto('/reset-password?error=INVALID_TOKEN');
    await page.getByRole('heading', { name: 'رابط إعادة التعيين غير صالح' }).waitFor();
    expect(await field(page, 'كلمة المرور الجديدة').count()).toBe(0);
  });
});

describe('forgot password, end to end', () => {
  test('the emailed link (logged when no SMTP is set) sets a new password that signs in', async () => {
    // A user of its own, so the demo accounts keep their password for the other tests.
    const email = `reset-${Date.now()}@e2e.masar.test`;
    const signup = await fetch(`${baseUrl}/api/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl },
      body: JSON.stringify({ companyName: 'Reset Test Co', businessType: 'retail', country: 'QA', firstName: 'Reem', lastName: 'Test', email, password: 'Original-2026' }),
    });
    expect(signup.status).toBe(201);
    await page.goto('/auth');
    await page.getByRole('button', { name: 'نسيت كلمة المرور؟' }).click();
    await page.getByText('يرجى إدخال البريد الإلكتروني أولاً').waitFor();

    await field(page, 'البريد الإلكتروني').fill(email);
    await page.getByRole('button', { name: 'نسيت كلمة المرور؟' }).click();
    await page.getByText('تم إرسال رابط إعادة تعيين كلمة المرور إلى بريدك').waitFor();

    const link = await resetLinkFor(email);
    expect(new URL(link).pathname).toBe('/reset-password');
    await page.goto(link);
    await submitNewPassword(page, 'Reem-Reset-2026', 'Reem-Reset-2026');
    await page.getByText('تم تحديث كلمة المرور بنجاح').waitFor();
    await page.waitForURL('**/auth');

    await signInThroughForm(page, email, 'Reem-Reset-2026');
    await page.waitForURL('**/dashboard');
  });
});

/** The reset link the server logged for this address (the mail outbox's log line). */
async function resetLinkFor(email: string): Promise<string> {
  for (let i = 0; i < 40; i++) {
    const lines = readFileSync(inject('serverLog'), 'utf8').split('\n');
    const entry = lines
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as { to?: string; link?: string })
      .reverse()
      .find((l) => l.to === email && l.link);
    if (entry?.link) return entry.link;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no reset link logged for ${email}`);
}
