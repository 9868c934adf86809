// Vehicle financing in Arabic, as the fleet manager: a new agreement for two vehicles with the
// schedule previewed as the terms are typed, saved and activated, a partial payment recorded and
// the schedule showing it; the agreement page at 1280 px and the list on a phone.
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

async function fleetManager(width: number, height: number): Promise<{ context: BrowserContext; page: Page }> {
  const context = await contextAt(browser, baseUrl, { width, height });
  contexts.push(context);
  await signInAs(context, baseUrl, 'fleet@rental.masar.test');
  return { context, page: await context.newPage() };
}

describe('vehicle financing in the browser', () => {
  test('an agreement previewed, activated and partly paid (1280 px)', { timeout: 240_000 }, async () => {
    const { context, page } = await fleetManager(1280, 900);
    await page.goto('/fleet/vehicle-installments');
    await page.getByRole('heading', { level: 1, name: 'أقساط المركبات' }).waitFor();
    await page.getByTestId('financing-totals').waitFor();

    await page.getByRole('link', { name: 'اتفاقية جديدة' }).click();
    await page.waitForURL('**/fleet/vehicle-installments/new');
    await page.getByRole('heading', { level: 1, name: 'اتفاقية تمويل جديدة' }).waitFor();
    await labelled(page, 'الجهة الممولة').fill('بنك الاختبار للتمويل');
    // Two vehicles from the picker.
    const picker = labelled(page, 'المركبات');
    for (const n of [0, 1]) {
      await picker.click();
      await picker.press('ArrowDown');
      const option = page.getByRole('option').nth(n);
      await option.waitFor();
      await option.click();
    }
    expect(await page.getByTestId('financing-vehicles').locator('li').count()).toBe(2);
    await labelled(page, 'قيمة المركبات (KWD)').fill('12500');
    await labelled(page, 'الدفعة المقدمة (KWD)').fill('2500');
    await labelled(page, 'عدد الأقساط').fill('12');
    await labelled(page, 'نسبة الفائدة السنوية (%)').fill('6');
    // 10,000 financed at 6 % over 12 months: 860.664 a month (decision 036's worked example).
    const preview = page.getByTestId('financing-preview');
    await expect.poll(async () => latin((await preview.getByTestId('preview-monthly').textContent()) ?? ''), { timeout: 15_000 }).toContain('860.664');
    expect(await page.getByTestId('preview-schedule').locator('tbody tr').count()).toBe(12);
    const sum = (await context.request.post('/api/vehicle-financing/preview', { data: { total: '12500', downPayment: '2500', instalmentCount: 12, annualRate: '6', startDate: await labelled(page, 'تاريخ أول قسط').inputValue() }, headers: { origin: baseUrl } }).then((r) => r.json())) as { totalPayable: string };
    expect(latin((await preview.getByTestId('preview-total').textContent()) ?? '')).toContain(sum.totalPayable);
    await page.getByTestId('financing-save-draft').click();
    await page.waitForURL(/\/fleet\/vehicle-installments\/[0-9a-f-]{36}$/);
    await waitForToast(page, 'أُنشئت الاتفاقية');
    const detail = page.getByTestId('financing-detail');
    await detail.getByText('مسودة').first().waitFor();

    // Activate.
    await page.getByTestId('financing-actions').getByRole('button', { name: 'تفعيل' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'تفعيل' }).click();
    await waitForToast(page, 'فُعّلت الاتفاقية');
    await detail.getByText('سارية').first().waitFor();

    // A partial payment: 300 of the first 860.664.
    await page.getByTestId('financing-actions').getByRole('button', { name: 'تسجيل دفعة' }).click();
    const dialog = page.getByRole('dialog');
    await labelled(dialog, 'المبلغ (KWD)').fill('300');
    await labelled(dialog, 'المرجع').fill('TR-1001');
    await dialog.getByRole('button', { name: 'تأكيد' }).click();
    await waitForToast(page, 'سُجلت الدفعة');
    const first = page.getByTestId('financing-schedule').locator('tbody tr').first();
    await expect.poll(async () => first.getAttribute('data-state')).toBe('partial');
    await first.getByText('مدفوع جزئياً').waitFor();
    expect(latin((await page.getByTestId('financing-paid').textContent()) ?? '')).toContain('300.000');
    await page.getByTestId('financing-payments').getByText('TR-1001').waitFor();
    expect(await sideScroll(page)).toBe(0);
    await screenshot(page, 'financing-agreement-1280');
  });

  test('the list and an agreement on a phone (375 px)', { timeout: 120_000 }, async () => {
    const { page } = await fleetManager(375, 812);
    await page.goto('/fleet/vehicle-installments');
    await page.getByRole('heading', { level: 1, name: 'أقساط المركبات' }).waitFor();
    await page.getByRole('link', { name: /^FIN-/ }).first().waitFor();
    expect(await sideScroll(page)).toBe(0);
    await screenshot(page, 'financing-list-375');
    await page.getByRole('link', { name: /^FIN-/ }).first().click();
    await page.getByTestId('financing-schedule').waitFor();
    expect(await sideScroll(page)).toBe(0);
    await screenshot(page, 'financing-agreement-375');
  });
});
