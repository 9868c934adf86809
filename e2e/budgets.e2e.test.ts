// Budgets in Arabic, as the accountant: a budget made in the form, approved, then pushed past
// 100 % by a manual journal entry posted through the API; its critical alert row appears on the
// budget page and in the bell's panel. Then the budget and the cost-centre tree on a phone.
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

const labelled = (scope: Page | Locator, text: string) => scope.getByLabel(new RegExp(`^${text.replace(/[()%]/g, '\\$&')}\\s*\\*?$`));
const latin = (text: string) => text.replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660)).replace(/[\u066c,\s\u00a0]/g, '').replace('\u066b', '.');

async function accountant(width: number, height: number): Promise<{ context: BrowserContext; page: Page }> {
  const context = await contextAt(browser, baseUrl, { width, height });
  contexts.push(context);
  await signInAs(context, baseUrl, 'accountant@rental.masar.test');
  return { context, page: await context.newPage() };
}

describe('budgets in the browser', () => {
  test('a budget passes 100 % and its critical alert shows on the page and in the bell (1280 px)', { timeout: 240_000 }, async () => {
    const { context, page } = await accountant(1280, 900);
    await page.goto('/finance/budgets');
    await page.getByRole('heading', { level: 1, name: 'الموازنات' }).waitFor();
    await page.getByTestId('budgets-list').waitFor();

    await page.getByRole('link', { name: 'موازنة جديدة' }).click();
    await page.waitForURL('**/finance/budgets/new');
    await labelled(page, 'الاسم بالعربية').fill('موازنة الضيافة');
    await labelled(page, 'الاسم بالإنجليزية').fill('Hospitality budget');
    const line = page.getByTestId('budget-form-line').first();
    await labelled(line, 'الحساب').selectOption({ label: '5214 · الضيافة' });
    await labelled(line, 'المبلغ السنوي (KWD)').fill('1000');
    await page.getByTestId('budget-save').click();
    await page.waitForURL(/\/finance\/budgets\/[0-9a-f-]{36}$/);
    await waitForToast(page, 'حُفظت الموازنة');
    const budgetId = page.url().split('/').pop()!;

    await page.getByTestId('budget-approve').click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'اعتماد' }).click();
    await waitForToast(page, 'تم حفظ حالة الموازنة');
    await page.getByTestId('budget-detail').getByText('معتمدة').first().waitFor();

    // 1,200 of hospitality, posted as a manual entry on the fiscal year's first day.
    const headers = { origin: baseUrl };
    const options = (await (await context.request.get('/api/budgets/options')).json()) as { fiscalYears: Array<{ id: string; startDate: string }>; accounts: Array<{ id: string; code: string }> };
    const budget = (await (await context.request.get(`/api/budgets/${budgetId}`)).json()) as { fiscalYear: { startDate: string } };
    const accounts = (await (await context.request.get('/api/finance/accounts?search=110103')).json()) as { items: Array<{ id: string; code: string }> };
    const hospitality = options.accounts.find((a) => a.code === '5214')!.id;
    const bank = accounts.items.find((a) => a.code === '110103')!.id;
    const draft = (await (await context.request.post('/api/finance/journal-entries', { headers, data: { entryDate: budget.fiscalYear.startDate, descriptionAr: 'ضيافة وفود العملاء', lines: [{ accountId: hospitality, debit: '1200' }, { accountId: bank, credit: '1200' }] } })).json()) as { id: string };
    expect((await context.request.post(`/api/finance/journal-entries/${draft.id}/post`, { headers })).status()).toBe(200);

    await page.reload();
    const alert = page.getByTestId('budget-alerts').locator('[data-testid="budget-alert"][data-severity="critical"]');
    await alert.getByText('تجاوز الموازنة: موازنة الضيافة').waitFor();
    expect(latin((await page.getByTestId('budget-used').textContent()) ?? '')).toContain('120.00%');
    expect(await sideScroll(page)).toBe(0);
    await screenshot(page, 'budget-exceeded-1280');

    await page.getByTestId('alerts-bell').click();
    const panel = page.getByTestId('alerts-panel');
    await panel.getByTestId('alert-row').filter({ hasText: 'تجاوز الموازنة: موازنة الضيافة' }).first().waitFor();
    await screenshot(page, 'budget-alert-bell-1280');
  });

  test('the demo budget and the cost-centre tree on a phone (375 px)', { timeout: 120_000 }, async () => {
    const { page } = await accountant(375, 812);
    await page.goto('/finance/budgets');
    await page.getByTestId('budgets-list').getByRole('link', { name: /الموازنة التشغيلية/ }).click();
    await page.getByTestId('budget-lines').waitFor();
    // The demo's insurance line shows how much of it is used (the premium, and the insurer's bills in payables).
    await page.getByTestId('budget-line').filter({ hasText: 'تأمين المركبات' }).getByText(/^\d+\.\d{2}%$/).waitFor();
    await screenshot(page, 'budget-detail-375');
    expect(await sideScroll(page)).toBe(0);
    await page.goto('/finance/cost-centers');
    await page.getByRole('heading', { level: 1, name: 'مراكز التكلفة' }).waitFor();
    await page.getByTestId('cost-center-row').filter({ hasText: 'فرع المطار' }).first().waitFor();
    await screenshot(page, 'cost-centers-375');
    expect(await sideScroll(page)).toBe(0);
  });
});
