// Treasury in Arabic, as the accountant: a bank statement imported into the demo bank account
// (the columns guessed, the rows previewed), two lines matched to the receipt and cheque the
// books hold, the bank's fee created as a disbursement from its line, the difference back to
// zero (1280 px); the accounts, an account and the demo statement's reconciliation on a phone.
import type { Browser, BrowserContext, Page } from 'playwright-core';
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

const latin = (text: string) => text.replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660)).replace(/[\u066c,\s\u00a0]/g, '').replace('\u066b', '.');
const visible = (page: Page, testId: string) => page.locator(`[data-testid="${testId}"]:visible`);

async function accountant(width: number, height: number): Promise<{ context: BrowserContext; page: Page }> {
  const context = await contextAt(browser, baseUrl, { width, height });
  contexts.push(context);
  await signInAs(context, baseUrl, 'accountant@rental.masar.test');
  return { context, page: await context.newPage() };
}

type Account = { id: string; kind: string; nameAr: string; ledgerAccount: { id: string; code: string } };

describe('treasury in the browser', () => {
  test('a statement imported, two lines matched and the missing fee created (1280 px)', { timeout: 240_000 }, async () => {
    const { context, page } = await accountant(1280, 900);
    const headers = { origin: baseUrl };
    const accounts = (await (await context.request.get('/api/treasury/accounts')).json()) as { items: Account[] };
    const bank = accounts.items.find((a) => a.kind === 'bank' && a.ledgerAccount.code === '110103')!;
    const options = (await (await context.request.get('/api/treasury/ledger-accounts')).json()) as { accounts: { id: string; accountType: string }[] };
    const revenue = options.accounts.find((a) => a.accountType === 'revenue')!;
    const expense = options.accounts.find((a) => a.accountType === 'expense')!;
    // What the books hold: a customer's transfer and a cheque paid, dated from the server's today.
    const receipt = await (await context.request.post('/api/treasury/movements', { headers, data: { kind: 'receipt', treasuryAccountId: bank.id, counterAccountId: revenue.id, amount: '777.125', description: 'تحويل عميل', reference: 'E2E-TRX-1' } })).json();
    await context.request.post('/api/treasury/movements', { headers, data: { kind: 'disbursement', treasuryAccountId: bank.id, counterAccountId: expense.id, amount: '1234.500', description: 'شيك مورد', reference: 'E2E-CHQ-2' } });
    const day = receipt.date as string;
    const dmy = `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
    const csv = ['Date,Description,Reference,Debit,Credit', `${dmy},TRANSFER IN,E2E-TRX-1,,777.125`, `${dmy},CHEQUE PAID,E2E-CHQ-2,1234.500,`, `${dmy},ACCOUNT FEE,FEE-E2E,3.750,`].join('\n');

    await page.goto('/finance/treasury');
    await page.getByRole('heading', { level: 1, name: 'الخزينة والبنوك' }).waitFor();
    await page.getByTestId('treasury-accounts').getByRole('link', { name: bank.nameAr }).click();
    await page.waitForURL(`**/finance/treasury/${bank.id}`);
    await page.getByTestId('treasury-import-open').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('treasury-import-file').setInputFiles({ name: 'kuwait-bank.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await expect.poll(async () => latin((await dialog.getByTestId('treasury-import-count').textContent()) ?? ''), { timeout: 15_000 }).toContain('3');
    // The mapping was guessed from the titles: debit and credit columns.
    expect(await dialog.getByTestId('treasury-import-debit').inputValue()).toBe('3');
    expect(await dialog.getByTestId('treasury-import-credit').inputValue()).toBe('4');
    await screenshot(page, 'treasury-import-1280');
    await dialog.getByTestId('treasury-import-submit').click();
    await page.waitForURL(/\/finance\/treasury\/reconcile\/[0-9a-f-]{36}$/);
    await waitForToast(page, 'تم استيراد الكشف');

    // Two suggestions (same references), confirmed together.
    const confirmAll = page.getByTestId('treasury-confirm-all');
    await expect.poll(async () => latin((await confirmAll.textContent()) ?? '')).toContain('(2)');
    await confirmAll.click();
    await waitForToast(page, 'تم تأكيد المطابقة');
    await expect.poll(async () => latin((await page.getByTestId('treasury-difference').textContent()) ?? '')).toContain('-3.750');

    // The fee the books lack, created from its line.
    await visible(page, 'treasury-create-entry').click();
    const entry = page.getByRole('dialog');
    await entry.getByLabel(/الحساب المقابل/).selectOption(expense.id);
    await entry.getByRole('button', { name: 'حفظ وترحيل' }).click();
    await waitForToast(page, 'تم إنشاء القيد ومطابقته');
    await expect.poll(async () => latin((await page.getByTestId('treasury-difference').textContent()) ?? '')).toContain('0.000');
    expect(await page.locator('[data-testid="treasury-lines"] tbody').getByText('مطابق', { exact: true }).count()).toBe(3);
    expect(await sideScroll(page)).toBe(0);
    await screenshot(page, 'treasury-reconcile-1280');
  });

  test('the accounts, an account and the demo statement on a phone (375 px)', { timeout: 120_000 }, async () => {
    const { page } = await accountant(375, 812);
    await page.goto('/finance/treasury');
    await page.getByTestId('treasury-accounts').waitFor();
    expect(await sideScroll(page)).toBe(0);
    await screenshot(page, 'treasury-list-375');
    await page.getByTestId('treasury-accounts').getByRole('link', { name: /بنك الكويت الوطني/ }).click();
    await page.getByTestId('treasury-statements').waitFor();
    expect(await sideScroll(page)).toBe(0);
    await screenshot(page, 'treasury-account-375');
    await page.getByTestId('treasury-statements').getByRole('link', { name: 'التسوية' }).last().click();
    await page.getByTestId('treasury-lines-cards').waitFor();
    await visible(page, 'treasury-confirm-one').first().waitFor();
    expect(await sideScroll(page)).toBe(0);
    await screenshot(page, 'treasury-reconcile-375');
  });
});
