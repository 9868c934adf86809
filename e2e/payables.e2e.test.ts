// Vendors and payables in Arabic, as the accountant: a new vendor, a bill for it and its payment,
// each seen on the vendor page (1280 px); the vendor list and a demo vendor's page on a phone.
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, test } from 'vitest';
import { launchBrowser, screenshot, sideScroll } from './support/browser';
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

/** A control by its exact label (a required field's label also carries a hidden '*'). */
const labelled = (scope: Page | Locator, text: string) => scope.getByLabel(new RegExp(`^${text.replace(/[()%]/g, '\\$&')}\\s*\\*?$`));
/** Arabic-Indic or Latin digits, as the page shows them, read back as Latin. */
const latin = (text: string) => text.replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660)).replace(/[\u066c,\s\u00a0]/g, '').replace('\u066b', '.');

async function accountant(width: number, height: number): Promise<Page> {
  const context = await contextAt(browser, baseUrl, { width, height });
  contexts.push(context);
  await signInAs(context, baseUrl, 'accountant@rental.masar.test');
  return context.newPage();
}

describe('vendors and payables in the browser', () => {
  test('a new vendor, a bill and its payment, seen on the vendor page (1280 px)', { timeout: 240_000 }, async () => {
    const page = await accountant(1280, 900);
    await page.goto('/finance/vendors');
    await page.getByRole('heading', { level: 1, name: 'الموردون' }).waitFor();
    await page.getByTestId('vendor-totals').waitFor();

    await page.getByRole('button', { name: 'مورد جديد' }).click();
    const form = page.getByTestId('vendor-form');
    await labelled(form, 'الاسم بالعربية').fill('ورشة الاختبار للسيارات');
    await labelled(form, 'الهاتف').fill('+965 2233 4455');
    await labelled(form, 'مدة السداد (أيام)').fill('15');
    await form.getByRole('button', { name: 'حفظ المورد' }).click();
    await page.waitForURL(/\/finance\/vendors\/[0-9a-f-]{36}$/);
    await waitForToast(page, 'حُفظ المورد');
    await page.getByRole('heading', { level: 1, name: 'ورشة الاختبار للسيارات' }).waitFor();

    // A bill of two lines: 2 × 45.500 and 1 × 19.250 = 110.250.
    await page.getByTestId('vendor-actions').getByRole('button', { name: 'فاتورة جديدة' }).click();
    const bill = page.getByTestId('bill-form');
    await labelled(bill, 'رقم فاتورة المورد').fill('WS-9001');
    await bill.getByTestId('bill-description-0').fill('تغيير زيت وفلاتر');
    await bill.getByRole('textbox', { name: 'الكمية · البند 1' }).fill('2');
    await bill.getByTestId('bill-price-0').fill('45.500');
    await bill.getByRole('button', { name: 'إضافة بند' }).click();
    await bill.getByTestId('bill-description-1').fill('فحص كهرباء');
    await bill.getByTestId('bill-price-1').fill('19.250');
    // The electrical check posts to vehicle maintenance, not to purchases.
    const account = bill.getByTestId('bill-account-1');
    await account.selectOption({ label: (await account.locator('option', { hasText: '5102' }).textContent())! });
    await screenshot(page, 'payables-bill-form-1280');
    await expect.poll(async () => latin((await bill.getByTestId('bill-totals').textContent()) ?? '')).toContain('110.250');
    await bill.getByRole('button', { name: 'حفظ الفاتورة' }).click();
    await waitForToast(page, 'سُجّلت الفاتورة ورُحّلت');
    const bills = page.getByTestId('vendor-bills-table');
    await bills.getByText('WS-9001').waitFor();
    await bills.getByText('غير مدفوعة').waitFor();
    expect(latin((await page.getByTestId('vendor-balance').textContent()) ?? '')).toContain('110.250');
    const vendorId = page.url().split('/').at(-1);
    const [posted] = (await (await page.request.get(`/api/payables/bills?vendorId=${vendorId}`)).json()).items;
    const entry = await (await page.request.get(`/api/finance/journal-entries/${posted.journalEntryId}`)).json();
    expect(entry.lines.map((l: { accountCode: string; debit: string }) => [l.accountCode, l.debit])).toEqual(expect.arrayContaining([['5216', '91.000'], ['5102', '19.250']]));

    // A second bill typed by mistake is cancelled with its reason: it reads "cancelled", owes nothing.
    await page.getByTestId('vendor-actions').getByRole('button', { name: 'فاتورة جديدة' }).click();
    await labelled(bill, 'رقم فاتورة المورد').fill('WS-9001-DUP');
    await bill.getByTestId('bill-description-0').fill('تغيير زيت وفلاتر');
    await bill.getByTestId('bill-price-0').fill('50');
    await bill.getByRole('button', { name: 'حفظ الفاتورة' }).click();
    await expect.poll(async () => latin((await page.getByTestId('vendor-balance').textContent()) ?? '')).toContain('160.250');
    const duplicate = bills.getByRole('row').filter({ hasText: 'WS-9001-DUP' });
    await duplicate.getByRole('button', { name: 'إلغاء الفاتورة' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByRole('button', { name: 'إلغاء الفاتورة' }).click();
    await confirm.getByText('هذا الحقل مطلوب').waitFor();
    await confirm.getByRole('textbox').fill('فاتورة مكررة أُدخلت مرتين');
    await confirm.getByRole('button', { name: 'إلغاء الفاتورة' }).click();
    await waitForToast(page, 'أُلغيت الفاتورة وعُكس قيدها');
    await duplicate.getByText('ملغاة').waitFor();
    await expect.poll(async () => latin((await page.getByTestId('vendor-balance').textContent()) ?? '')).toContain('110.250');
    expect(await duplicate.getByRole('button', { name: 'إلغاء الفاتورة' }).count()).toBe(0);

    // Paid in full: the dialog proposes the bill's balance.
    await page.getByTestId('vendor-actions').getByRole('button', { name: 'تسجيل دفعة' }).click();
    const pay = page.getByTestId('vendor-pay-form');
    expect(latin((await pay.getByTestId('vendor-pay-total').textContent()) ?? '')).toContain('110.250');
    await labelled(pay, 'المرجع').fill('TRF-5501');
    await pay.getByRole('button', { name: 'تسجيل الدفعة' }).click();
    await waitForToast(page, 'سُجّلت الدفعة ورُحّلت');
    await bills.getByText('مدفوعة', { exact: true }).waitFor();
    await expect.poll(async () => latin((await page.getByTestId('vendor-balance').textContent()) ?? '')).toContain('0.000');
    await page.getByTestId('vendor-payments-table').getByText(/^VP-/).first().waitFor();
    expect(await sideScroll(page)).toBe(0);
    await screenshot(page, 'payables-vendor-1280');

    // The aging agrees with the payables account after it.
    await page.goto('/finance/payables-aging');
    await page.getByTestId('aging-table').waitFor();
    await page.getByTestId('aging-difference').getByText('مطابق لرصيد حساب ذمم الموردين').waitFor();
    await page.getByTestId('aging-table').getByText('شركة الكويت للتأمين').waitFor();
    expect(await sideScroll(page)).toBe(0);
    await screenshot(page, 'payables-aging-1280');
  });

  test('the vendor list and a demo vendor on a phone (375 px)', { timeout: 120_000 }, async () => {
    const page = await accountant(375, 812);
    await page.goto('/finance/vendors');
    await page.getByRole('heading', { level: 1, name: 'الموردون' }).waitFor();
    await page.getByTestId('vendors-table-cards').getByRole('link', { name: 'شركة الكويت للتأمين' }).waitFor();
    expect(await sideScroll(page)).toBe(0);
    await screenshot(page, 'payables-vendors-375');
    await page.getByTestId('vendors-table-cards').getByRole('link', { name: 'شركة الكويت للتأمين' }).click();
    await page.getByTestId('vendor-bills').waitFor();
    await page.getByTestId('vendor-bills-table-cards').getByText('متأخرة').first().waitFor();
    expect(await sideScroll(page)).toBe(0);
    await screenshot(page, 'payables-vendor-375');
    await page.goto('/finance/purchase-orders');
    await page.getByTestId('orders-table-cards').getByText(/^PO-/).first().waitFor();
    expect(await sideScroll(page)).toBe(0);
    await screenshot(page, 'payables-orders-375');
  });
});
