// Billing in Arabic as the demo company admin: a manual invoice with two lines and a discount
// (totals live, then exact from the server), a cheque payment that needs its cheque number, paid
// oldest-first so the invoice reads "paid", and the invoices list's overdue filter.
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, test } from 'vitest';
import { launchBrowser, screenshot } from './support/browser';
import { contextAt, signInAs, waitForToast } from './support/shell';

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

const labelled = (scope: Page | Locator, text: string) => scope.getByLabel(new RegExp(`^${text.replace(/[()]/g, '\\$&')}\\s*\\*?$`));
const suffix = Date.now().toString(36).slice(-5);
const digits = String(Date.now()).slice(-7);

describe('billing pages', () => {
  test('manual invoice → cheque payment → paid; the overdue filter', { timeout: 180_000 }, async () => {
    const context = await contextAt(browser, baseUrl, { width: 1440, height: 900 });
    contexts.push(context);
    await signInAs(context, baseUrl, 'admin@rental.masar.test');
    const made = await context.request.post('/api/customers', { data: { nameAr: `شركة الفجر ${suffix}`, customerType: 'corporate', phone: `+965 2${digits}` }, headers: { origin: baseUrl } });
    expect(made.status()).toBe(201);
    const page = await context.newPage();

    await page.goto('/finance/invoices/new');
    await page.getByRole('heading', { level: 1, name: 'فاتورة يدوية' }).waitFor();
    await labelled(page, 'العميل').fill(suffix);
    await page.getByRole('option', { name: new RegExp(`شركة الفجر ${suffix}`) }).click();
    await labelled(page, 'نوع الفاتورة').selectOption('fines');
    await labelled(page, 'البيان').fill('مخالفة سرعة');
    await labelled(page, 'سعر الوحدة (KWD)').fill('20');
    await page.getByRole('button', { name: 'إضافة بند' }).click();
    await labelled(page, 'البيان').nth(1).fill('رسوم إدارية');
    await labelled(page, 'الكمية').nth(1).fill('2');
    await labelled(page, 'سعر الوحدة (KWD)').nth(1).fill('1.250');
    await labelled(page, 'الخصم (KWD)').fill('0.500');
    await page.getByText('22.000 د.ك').first().waitFor();
    await page.getByRole('button', { name: 'إصدار الفاتورة' }).click();
    await waitForToast(page, 'تم إصدار الفاتورة INV-');
    const detail = page.getByTestId('invoice-detail');
    await detail.getByTestId('invoice-lines').getByText('مخالفة سرعة').waitFor();
    await detail.getByText('مستحقة', { exact: true }).waitFor();
    const invoiceUrl = page.url();
    const invoiceNumber = ((await detail.getByRole('heading', { level: 1 }).textContent()) ?? '').replace('الفاتورة', '').trim();

    await page.goto('/finance/payments/new');
    const pay = page.getByRole('dialog', { name: 'تسجيل دفعة' });
    await labelled(pay, 'العميل').fill(suffix);
    await page.getByRole('option', { name: new RegExp(`شركة الفجر ${suffix}`) }).click();
    await pay.getByTestId('payment-due').getByText(/22\.000/).waitFor();
    await labelled(pay, 'طريقة الدفع').selectOption('cheque');
    await pay.getByRole('button', { name: 'سداد كامل المستحق' }).click();
    await pay.getByRole('button', { name: 'تسجيل الدفعة' }).click();
    await pay.locator('#payment-chequeNumber-error').getByText('هذا الحقل مطلوب').waitFor();
    await labelled(pay, 'رقم الشيك').fill('004512');
    await labelled(pay, 'البنك').fill('بنك الكويت الوطني');
    await pay.getByRole('button', { name: 'تسجيل الدفعة' }).click();
    await waitForToast(page, 'تم تسجيل الدفعة RCT-');
    const row = page.getByTestId('payments-table').locator('tbody tr').filter({ hasText: `شركة الفجر ${suffix}` });
    await row.getByText('شيك').waitFor();
    await row.getByText('004512').waitFor();
    await screenshot(page, 'rental-payments-desktop');

    await page.goto(invoiceUrl);
    await detail.getByText('مدفوعة', { exact: true }).waitFor();

    // Paying from an invoice pays that invoice: its number shows, the amount starts at its balance.
    const customerId = (await made.json()).id as string;
    const today = new Date().toISOString().slice(0, 10);
    const older = await context.request.post('/api/billing/invoices', { data: { customerId, kind: 'fines', issueDate: '2026-01-05', dueDate: '2026-01-10', lines: [{ description: 'مخالفة قديمة', quantity: '1', unitPrice: '5' }] }, headers: { origin: baseUrl } });
    expect(older.status()).toBe(201);
    const newer = await context.request.post('/api/billing/invoices', { data: { customerId, kind: 'fines', issueDate: today, dueDate: today, lines: [{ description: 'رسوم مواقف', quantity: '1', unitPrice: '3' }] }, headers: { origin: baseUrl } });
    expect(newer.status()).toBe(201);
    const newerId = (await newer.json()).id as string;
    await page.goto(invoiceUrl.replace(/[^/]+$/, newerId));
    await detail.getByRole('button', { name: 'تسجيل دفعة' }).click();
    const payThis = page.getByRole('dialog', { name: 'تسجيل دفعة' });
    await payThis.getByText('يُخصَّص المبلغ لهذه الفاتورة حتى رصيدها').waitFor();
    expect(await labelled(payThis, 'المبلغ (KWD)').inputValue()).toBe('3.000');
    await payThis.getByRole('button', { name: 'تسجيل الدفعة' }).click();
    await waitForToast(page, 'تم تسجيل الدفعة RCT-');
    await detail.getByText('مدفوعة', { exact: true }).waitFor();
    // The older open invoice was not touched, though oldest-first would have picked it.
    const olderNow = await context.request.get(`/api/billing/invoices/${(await older.json()).id}`);
    expect((await olderNow.json()).status).toBe('pending');

    await page.goto('/finance/invoices?status=overdue');
    await page.getByTestId('invoices-table').or(page.getByText('لا توجد فواتير مطابقة')).first().waitFor();
    expect(await page.getByTestId('invoices-table').getByText(invoiceNumber).count()).toBe(0);
  });
});
