// Vehicle maintenance in Arabic, as the fleet manager: a work order for an available vehicle with
// a part line, into the workshop (the vehicle in maintenance), completed with the odometer and paid
// from cash (the vehicle available again, its odometer moved on), a photo attached; the record page
// at 1280 px and the list with its views on a phone.
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
const labelled = (scope: Page | Locator, text: string) => scope.getByLabel(new RegExp(`^${text.replace(/[()]/g, '\\$&')}\\s*\\*?$`));

async function fleetManager(width: number, height: number): Promise<{ context: BrowserContext; page: Page }> {
  const context = await contextAt(browser, baseUrl, { width, height });
  contexts.push(context);
  await signInAs(context, baseUrl, 'fleet@rental.masar.test');
  return { context, page: await context.newPage() };
}

/** A day this many days after the company's today, as YYYY-MM-DD. */
async function dayAhead(context: BrowserContext, days: number): Promise<string> {
  const company = (await (await context.request.get('/api/company')).json()) as { timezone: string };
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: company.timezone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

type Car = { id: string; plateNumber: string; odometer: number; status: string };
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

describe('vehicle maintenance in the browser', () => {
  test('a work order with a part: into the workshop, completed, a photo attached (1280 px)', { timeout: 240_000 }, async () => {
    const { context, page } = await fleetManager(1280, 900);
    // This test's own vehicle (another file's car may be rented or returned meanwhile); the order's window is far from any booking.
    const stamp = String(Date.now()).slice(-6);
    const car = (await (await context.request.post('/api/fleet/vehicles', { data: { plateNumber: `MNT ${stamp}`, make: 'Toyota', model: 'Corolla', year: 2024, dailyRate: '12', odometer: 24000 }, headers: { origin: baseUrl } })).json()) as Car;
    expect(car.status, JSON.stringify(car)).toBe('available');
    const digits = stamp;
    const day = await dayAhead(context, 300);

    await page.goto('/fleet/maintenance');
    await page.getByRole('heading', { level: 1, name: 'صيانة المركبات' }).waitFor();
    await page.getByTestId('work-order-chips').getByText('مكتمل').first().waitFor();
    await page.getByRole('link', { name: 'أمر صيانة جديد' }).first().click();
    await page.waitForURL('**/fleet/maintenance/new');
    await page.getByRole('heading', { level: 1, name: 'أمر صيانة جديد' }).waitFor();
    await labelled(page, 'المركبة').fill(digits);
    await page.getByRole('option', { name: new RegExp(digits) }).first().click();
    await labelled(page, 'نوع الصيانة').selectOption('oil');
    await labelled(page, 'موعد الدخول').fill(`${day}T08:00`);
    await labelled(page, 'الانتهاء المتوقع').fill(`${day}T16:00`);
    await labelled(page, 'الأولوية').selectOption('high');
    await labelled(page, 'الورشة').fill('ورشة الخليج للسيارات');
    await page.getByRole('button', { name: 'إضافة قطعة' }).click();
    await page.getByTestId('part-name-0').fill('فلتر زيت');
    await page.getByTestId('part-quantity-0').fill('2');
    await page.getByTestId('part-price-0').fill('3.500');
    await labelled(page, 'أجور العمل (KWD)').fill('10');
    await expect.poll(() => page.getByTestId('work-order-form-totals').innerText()).toContain('17.000');
    await screenshot(page, 'work-order-form-1280');
    await page.getByRole('button', { name: 'حفظ' }).click();
    await page.waitForURL(/\/fleet\/maintenance\/[0-9a-f-]{36}$/);
    const id = new URL(page.url()).pathname.split('/').pop()!;
    const status = page.getByTestId('work-order-status');
    await status.getByText('مجدول').waitFor();
    await page.getByTestId('work-order-parts').getByText('فلتر زيت').waitFor();

    // Into the workshop: the vehicle is in maintenance.
    const actions = page.getByTestId('work-order-actions');
    await actions.getByRole('button', { name: 'إدخال الورشة' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'تأكيد' }).click();
    await waitForToast(page, 'تم تحديث أمر الصيانة');
    await status.getByText('في الورشة').waitFor();
    await page.getByTestId('work-order-vehicle-status').getByText('في الصيانة').waitFor();

    // Completed: an odometer below the vehicle's reading is refused in Arabic; then 50 km on, paid from cash.
    await actions.getByRole('button', { name: 'إكمال الصيانة' }).click();
    const dialog = page.getByRole('dialog');
    await labelled(dialog, 'قراءة العداد (كم)').fill(String(car.odometer - 1));
    await dialog.getByRole('button', { name: 'تأكيد' }).click();
    await dialog.getByRole('alert').waitFor();
    await labelled(dialog, 'قراءة العداد (كم)').fill(String(car.odometer + 50));
    await labelled(dialog, 'طريقة السداد').selectOption('cash');
    await dialog.getByRole('button', { name: 'تأكيد' }).click();
    await waitForToast(page, 'تم تحديث أمر الصيانة');
    await status.getByText('مكتمل').waitFor();
    await page.getByTestId('work-order-vehicle-status').getByText('متاحة').waitFor();
    await page.getByTestId('work-order-actions').waitFor({ state: 'detached' });
    // 2 × 3.500 + 10 = 17.000 net; the total carries the company's VAT (none in Kuwait).
    expect(await page.getByTestId('work-order-net').innerText()).toContain('17.000');
    const after = (await (await context.request.get(`/api/fleet/vehicles/${car.id}`)).json()) as Car;
    expect(after.status).toBe('available');
    expect(after.odometer).toBe(car.odometer + 50);
    const order = (await (await context.request.get(`/api/fleet/maintenance/${id}`)).json()) as { status: string; paidBy: string; journalEntryId: string | null };
    expect(order).toMatchObject({ status: 'completed', paidBy: 'cash' });

    // A photo of the work, shown as a picture.
    const panel = page.getByTestId('documents-panel');
    await panel.getByRole('combobox').selectOption('photo');
    await panel.getByTestId('document-file').setInputFiles({ name: 'after-service.png', mimeType: 'image/png', buffer: PNG });
    const picture = panel.locator('li', { hasText: 'after-service.png' }).locator('img');
    await picture.waitFor();
    await page.waitForFunction((img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0, await picture.elementHandle());
    expect(await page.getByTestId('work-order-history').locator('li').count()).toBe(3);
    await screenshot(page, 'work-order-1280');

    // The preventive plans, with a new one for the make and model.
    await page.goto('/fleet/maintenance?view=plans');
    await page.getByTestId('plans-table').waitFor();
    await page.getByRole('button', { name: 'خطة جديدة' }).click();
    const form = page.getByTestId('plan-form');
    await labelled(form, 'اسم الخطة').fill('فحص الفرامل كل ٦ أشهر');
    await labelled(form, 'نوع الصيانة').selectOption('brakes');
    await labelled(form, 'تنطبق على').selectOption('model');
    await labelled(form, 'الصنع').fill('Nissan');
    await labelled(form, 'الطراز').fill('Patrol');
    await labelled(form, 'كل (شهر)').fill('6');
    await form.getByRole('button', { name: 'حفظ' }).click();
    await waitForToast(page, 'حُفظت الخطة');
    await page.getByTestId('plans-table').getByText('فحص الفرامل كل ٦ أشهر').waitFor();
    await screenshot(page, 'maintenance-plans-1280');
  });

  test('the list and its views on a phone (375 px)', { timeout: 120_000 }, async () => {
    const { page } = await fleetManager(375, 812);
    await page.goto('/fleet/maintenance');
    await page.getByRole('heading', { level: 1, name: 'صيانة المركبات' }).waitFor();
    await page.getByRole('link', { name: /^MNT-\d{5}$/ }).first().waitFor();
    expect(await sideScroll(page)).toBe(0);
    await screenshot(page, 'work-orders-list-375');
    await page.getByTestId('maintenance-views').getByRole('button', { name: /^المستحقة/ }).click();
    await page.getByTestId('due-view').waitFor();
    await page.getByTestId('due-create-order').first().waitFor();
    expect(await sideScroll(page)).toBe(0);
    await screenshot(page, 'maintenance-due-375');
  });
});
