// The ledger's working pages in Arabic, at 1280 and 375 px: the accounting wizard on a freshly
// signed-up company (template, fiscal year, balanced opening balances, mappings, review → apply),
// and the accountant's manual entry (pasted from a spreadsheet, typed with the keyboard), posted,
// reversed on a chosen date, both entries in the list. Entry dates are fixed, not today's.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, test } from 'vitest';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { launchBrowser, SCREENSHOT_DIR, screenshot } from './support/browser';
import { contextAt, menuTexts, pathOf, signInAs, waitForToast } from './support/shell';

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

const suffix = Date.now().toString(36).slice(-5);
const cell = (page: Page, row: number, col: string) => page.locator(`[data-cell="${row}:${col}"]`);

/** What a phone shows without scrolling (a full-page shot of a long tree is too tall to read). */
async function viewportShot(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), animations: 'disabled' });
}

async function pasteInto(page: Page, row: number, col: string, text: string) {
  await cell(page, row, col).focus();
  await page.evaluate(([selector, data]) => {
    const transfer = new DataTransfer();
    transfer.setData('text/plain', data!);
    document.querySelector(selector!)!.dispatchEvent(new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true }));
  }, [`[data-cell="${row}:${col}"]`, text]);
}

describe('finance working pages', () => {
  test('a new company runs the accounting wizard', { timeout: 180_000 }, async () => {
    const context = await contextAt(browser, baseUrl, { width: 1280, height: 900 });
    contexts.push(context);
    const signup = await context.request.post('/api/signup', {
      data: { companyName: `Wizard Cars ${suffix}`, businessType: 'car_rental', firstName: 'Huda', lastName: 'Ali', email: `wizard-${suffix}@books.test`, password: 'Wizard-2026', country: 'KW' },
      headers: { origin: baseUrl },
    });
    expect(signup.ok()).toBe(true);
    await signInAs(context, baseUrl, `wizard-${suffix}@books.test`, 'Wizard-2026');
    const page = await context.newPage();
    await page.goto('/finance/accounting-wizard');
    await page.getByRole('heading', { level: 1, name: 'معالج الإعداد المحاسبي' }).waitFor();
    await page.getByTestId('template-car_rental').getByText('مقترح لنشاطك').waitFor();
    await screenshot(page, 'finance-wizard-template-desktop');
    await page.getByTestId('wizard-next').click();
    await page.getByLabel('شهر بداية السنة المالية').selectOption('1');
    await page.getByLabel('تاريخ الأرصدة الافتتاحية').fill('2026-01-01');
    await page.getByTestId('wizard-next').click();

    await page.getByTestId('opening-110101-debit').fill('5000');
    await page.getByTestId('opening-3302-credit').fill('4000');
    await page.getByTestId('opening-balance').getByText('غير متوازنة').waitFor();
    expect(await page.getByTestId('wizard-next').isDisabled()).toBe(true);
    await page.getByTestId('opening-3302-credit').fill('5000');
    await page.getByTestId('opening-balance').getByText('الأرصدة متوازنة').waitFor();
    await page.setViewportSize({ width: 375, height: 800 });
    await viewportShot(page, 'finance-wizard-opening-phone');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByTestId('wizard-next').click();
    await page.getByLabel('ذمم العملاء المدينة').waitFor();
    await page.getByTestId('wizard-next').click();
    await page.getByText('حساباً بإجمالي').waitFor();
    await screenshot(page, 'finance-wizard-review-desktop');
    await page.getByTestId('wizard-apply').click();
    await page.getByTestId('wizard-done').waitFor();

    const state = await (await context.request.get('/api/finance/setup')).json();
    expect(state).toMatchObject({ setupDone: true, template: 'car_rental', hasEntries: true });
    await page.goto('/finance/chart-of-accounts');
    await page.getByTestId('account-1').waitFor();
    await page.getByRole('button', { name: 'توسيع الكل' }).click();
    await page.getByTestId('account-110101').getByText('5,000.000').waitFor();
    await screenshot(page, 'finance-chart-desktop');
    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByTestId('account-110101').scrollIntoViewIfNeeded();
    await viewportShot(page, 'finance-chart-phone');
  });

  test('a 1,000-line entry: pasted, rendered a window at a time, totals exact, Ctrl+S saves the draft', { timeout: 180_000 }, async () => {
    const context = await contextAt(browser, baseUrl, { width: 1280, height: 900 });
    contexts.push(context);
    await signInAs(context, baseUrl, 'accountant@rental.masar.test');
    const page = await context.newPage();
    await page.goto('/finance/journal-entries/new');
    await page.getByLabel('تاريخ القيد').fill('2026-04-30');
    await page.getByLabel('الوصف بالعربية').fill(`قيد كبير ${suffix}`);
    // 500 debits of 1.001 and 500 credits of 1.001: 500.500 each side, exact in fils.
    const rows = Array.from({ length: 1000 }, (_, i) => (i % 2 === 0 ? `110102\t1.001\t\tسطر ${i + 1}` : `110101\t\t1.001\tسطر ${i + 1}`));
    await pasteInto(page, 0, 'account', rows.join('\n'));
    await waitForToast(page, 'أُلصق 1,000 سطراً');
    await page.getByTestId('total-debit').getByText('500.500').waitFor();
    await page.getByTestId('total-difference').getByText('متوازن').waitFor();
    expect(await page.locator('[data-testid^="line-"]').count()).toBeLessThan(80);
    await page.getByTestId('entry-lines').evaluate((box) => box.scrollTo({ top: box.scrollHeight }));
    await page.getByTestId('line-999').waitFor();
    await cell(page, 999, 'description').focus();
    await page.keyboard.press('Control+KeyS');
    await waitForToast(page, 'حُفظت المسودة');
    await expect.poll(() => pathOf(page)).toMatch(/^\/finance\/journal-entries\/[0-9a-f-]+\/edit$/);
    const id = pathOf(page).split('/')[3]!;
    const saved = await (await context.request.get(`/api/finance/journal-entries/${id}`)).json();
    expect(saved).toMatchObject({ status: 'draft', totals: { debit: '500.500', credit: '500.500', difference: '0.000' } });
    expect(saved.lines).toHaveLength(1000);
  });

  test('the accountant makes a manual entry, posts it, reverses it, sees both in the list, the trial balance and the ledger, exports the trial balance', { timeout: 240_000 }, async () => {
    const context = await contextAt(browser, baseUrl, { width: 1280, height: 900 });
    contexts.push(context);
    await signInAs(context, baseUrl, 'accountant@rental.masar.test');
    const page = await context.newPage();
    await page.goto('/finance/journal-entries');
    expect(await menuTexts(page)).toContain('المالية');
    await page.getByRole('heading', { level: 1, name: 'القيود اليومية' }).waitFor();
    // DECISIONS 11: the finance shortcut for a new entry opens the form.
    await page.keyboard.press('Control+Alt+KeyJ');
    await page.getByRole('heading', { level: 1, name: 'قيد يومية جديد' }).waitFor();
    expect(pathOf(page)).toBe('/finance/journal-entries/new');

    await page.getByLabel('تاريخ القيد').fill('2026-03-15');
    await page.getByLabel('الوصف بالعربية').fill(`تسوية الصندوق ${suffix}`);
    await pasteInto(page, 0, 'account', `110102\t12.345\t\tعهدة نثرية\n110101\t\t12.345\tمن الصندوق`);
    await waitForToast(page, 'أُلصق 2 سطراً');
    await page.getByTestId('total-difference').getByText('متوازن').waitFor();
    // Keyboard: arrows move between rows, Enter moves to the next cell.
    await cell(page, 0, 'debit').focus();
    await page.keyboard.press('ArrowDown');
    const focused = () => page.evaluate(() => (document.activeElement as HTMLElement).dataset.cell);
    await expect.poll(focused).toBe('1:debit');
    await page.keyboard.press('Enter');
    await expect.poll(focused).toBe('1:credit');
    await cell(page, 2, 'account').fill('110101');
    await cell(page, 2, 'debit').fill('1.0005');
    await page.getByTestId('total-difference').getByText('متوازن').waitFor();
    await cell(page, 2, 'debit').fill('');
    await cell(page, 2, 'account').fill('');
    await screenshot(page, 'finance-entry-form-desktop');
    await page.setViewportSize({ width: 375, height: 800 });
    await screenshot(page, 'finance-entry-form-phone');
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.getByTestId('entry-post').click();
    await waitForToast(page, 'رُحّل القيد JV-');
    await page.getByTestId('entry-status').getByText('مرحّل').waitFor();
    const original = ((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').replace('القيد', '').trim();
    expect(original).toMatch(/^JV-/);
    await page.getByTestId('entry-total-debit').getByText('12.345').waitFor();

    await page.getByTestId('entry-reverse').click();
    const dialog = page.getByRole('alertdialog', { name: `عكس القيد ${original}` });
    await dialog.locator('#reverse-date').fill('2026-03-20');
    await dialog.getByRole('button', { name: 'عكس القيد' }).click();
    await waitForToast(page, 'عُكس القيد');
    await page.getByTestId('reversal-of').getByText(original).waitFor();
    const reversal = ((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').replace('القيد', '').trim();
    expect(reversal).not.toBe(original);
    await screenshot(page, 'finance-entry-page-desktop');
    await page.getByTestId('reversal-of').click();
    await page.getByTestId('reversed-by').getByText(reversal).waitFor();
    await page.getByTestId('entry-status').getByText('معكوس').waitFor();

    await page.goto('/finance/journal-entries?from=2026-03-15&to=2026-03-20');
    const table = page.getByTestId('entries-table');
    await table.getByRole('link', { name: original, exact: true }).waitFor();
    await table.getByRole('link', { name: reversal, exact: true }).waitFor();
    await table.getByText(`عكس القيد ${original}`).waitFor();
    await screenshot(page, 'finance-entries-desktop');
    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByRole('link', { name: reversal, exact: true }).first().waitFor();
    await screenshot(page, 'finance-entries-phone');
    await page.setViewportSize({ width: 1280, height: 900 });

    // The trial balance of those days: the petty-cash account moved 12.345 each way and closes where it began.
    await page.goto('/finance/reports/trial-balance?from=2026-03-15&to=2026-03-20');
    const petty = page.getByRole('row').filter({ hasText: '110102' });
    await petty.getByText('12.345').first().waitFor();
    expect(await petty.getByText('12.345').count()).toBe(2);
    await screenshot(page, 'finance-trial-balance-desktop');

    // Excel: the workbook reads back right to left with the account's movement as numbers.
    const [xlsx] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Excel' }).click()]);
    const xlsxPath = join(SCREENSHOT_DIR, 'finance-trial-balance.xlsx');
    await xlsx.saveAs(xlsxPath);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(xlsxPath);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.views[0]?.rightToLeft).toBe(true);
    const pettyRow = sheet.getSheetValues().find((row) => Array.isArray(row) && row.includes('110102')) as unknown[];
    expect(pettyRow.filter((v) => v === 12.345)).toHaveLength(2);

    // PDF: a real PDF, turned into a PNG beside the screenshots to be looked at.
    const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'PDF' }).click()]);
    const pdfPath = join(SCREENSHOT_DIR, 'finance-trial-balance.pdf');
    await pdf.saveAs(pdfPath);
    expect(readFileSync(pdfPath).subarray(0, 5).toString()).toBe('%PDF-');
    execFileSync('pdftoppm', ['-png', '-r', '80', '-singlefile', pdfPath, join(SCREENSHOT_DIR, 'finance-trial-balance-pdf')]);
    expect(existsSync(join(SCREENSHOT_DIR, 'finance-trial-balance-pdf.png'))).toBe(true);

    // The account's ledger, opened from its row: the entry and its reversal, each linking to its page.
    await petty.getByRole('link').first().click();
    await expect.poll(() => pathOf(page)).toBe('/finance/ledger');
    const ledger = page.getByTestId('ledger-table');
    await ledger.getByRole('link', { name: original, exact: true }).waitFor();
    await ledger.getByRole('link', { name: reversal, exact: true }).waitFor();
    await screenshot(page, 'finance-ledger-desktop');
    await ledger.getByRole('link', { name: reversal, exact: true }).click();
    await page.getByTestId('reversal-of').getByText(original).waitFor();
  });
});
