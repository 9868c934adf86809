// Traffic fines in Arabic, as the fleet manager: a car rented out (set up through the API), then
// in the browser the traffic department's statement imported — the column mapping guessed from
// its Arabic headers, one bad row named by its number and field while the others are imported
// and matched to the renter — and one fine deducted from the renter's deposit; the list on a phone.
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

const suffix = Date.now().toString(36).slice(-5).toUpperCase();
const digits = String(Date.now()).slice(-6);
const plate = `E2E ${digits}`;
const renter = `مشاري الفضلي ${suffix}`;

async function fleetManager(width: number, height: number): Promise<{ context: BrowserContext; page: Page }> {
  const context = await contextAt(browser, baseUrl, { width, height });
  contexts.push(context);
  await signInAs(context, baseUrl, 'fleet@rental.masar.test');
  return { context, page: await context.newPage() };
}

/** A car and its renter, handed over on 1 Sep 2025 09:00 Kuwait with a 100 KWD deposit, still out (in the past: a hand-over is a record of what happened, and its deposit posts on that day). */
async function rentedCar(context: BrowserContext) {
  const admin = await contextAt(browser, baseUrl, { width: 800, height: 600 });
  contexts.push(admin);
  await signInAs(admin, baseUrl, 'admin@rental.masar.test');
  const post = async (path: string, data: unknown) => {
    const res = await admin.request.post(path, { data, headers: { origin: baseUrl } });
    expect(res.status(), `${path}: ${await res.text()}`).toBeLessThan(300);
    return (await res.json()) as { id: string; contractNumber?: string };
  };
  const vehicle = await post('/api/fleet/vehicles', { plateNumber: plate, make: 'Toyota', model: 'Camry', year: 2025, dailyRate: '12', depositAmount: '100', odometer: 100 });
  const customer = await post('/api/customers', { nameAr: renter, phone: `+965 9${digits.padStart(7, '1')}`, civilId: `29${digits}0000`.slice(0, 12), licenseNumber: 'DL-E2E', licenseExpiry: '2040-01-01' });
  const contract = await post('/api/contracts', { customerId: customer.id, vehicleId: vehicle.id, startAt: '2025-09-01T09:00:00+03:00', rateUnit: 'week', duration: 2, depositAmount: '100' });
  await post(`/api/contracts/${contract.id}/reserve`, {});
  await post(`/api/contracts/${contract.id}/handover`, { odometer: 200, fuel: 8, at: '2025-09-01T09:00:00+03:00' });
  void context;
  return contract;
}

describe('traffic fines in the browser', () => {
  test('import a statement with one bad row, see the rest matched, deduct one from the deposit (1280 px), the list on a phone', { timeout: 300_000 }, async () => {
    const { context, page } = await fleetManager(1280, 900);
    await rentedCar(context);
    const csv = [
      'رقم المخالفة,رقم اللوحة,تاريخ المخالفة,وقت المخالفة,الموقع,نوع المخالفة,المبلغ',
      `${suffix}-1,${plate},02/09/2025,10:15,الدائري الخامس,تجاوز السرعة المقررة,20`,
      `${suffix}-2,${plate},03/09/2025,18:40,شارع الخليج العربي,الوقوف في مكان ممنوع,15`,
      `${suffix}-3,${plate},31/09/2025,08:00,طريق الملك فهد,تجاوز الإشارة الحمراء,50`,
      `${suffix}-4,${plate},05/09/2025,7:05 PM,الفروانية,استخدام الهاتف أثناء القيادة,30`,
    ].join('\n');

    await page.goto('/fleet/traffic-violations');
    await page.getByTestId('fines-import-open').click();
    await page.getByTestId('fines-import-file').setInputFiles({ name: 'moi-september.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
    // The mapping is guessed from the Arabic headers; the preview shows the first rows.
    await expect.poll(() => page.getByTestId('map-plate').inputValue()).toBe('1');
    expect(await page.getByTestId('map-time').inputValue()).toBe('3');
    await screenshot(page, 'fines-import-mapping-1280');
    await page.getByTestId('fines-import-run').click();
    const result = page.getByTestId('fines-import-result');
    await result.waitFor();
    await expect.poll(() => result.innerText()).toContain('استُوردت 3 مخالفة');
    // The bad row is named by its sheet row and field; nothing else is lost.
    expect(await page.getByTestId('fines-import-errors').innerText()).toContain('الصف 4 — التاريخ');
    await screenshot(page, 'fines-import-result-1280');
    await page.keyboard.press('Escape');

    await page.getByRole('searchbox').first().fill(suffix);
    const table = page.getByTestId('fines-table');
    await expect.poll(() => table.getByRole('row').count()).toBe(4);
    const text = await table.innerText();
    for (const n of [1, 2, 4]) expect(text).toContain(`${suffix}-${n}`);
    expect(text).not.toContain(`${suffix}-3`);
    expect(text.split(renter).length - 1).toBe(3);
    await screenshot(page, 'fines-list-1280');

    await table.getByRole('button', { name: `${suffix}-2` }).click();
    const drawer = page.getByTestId('fine-drawer');
    await expect.poll(() => drawer.getByTestId('fine-reason').innerText()).toContain('بين تسليم العقد');
    await drawer.getByRole('button', { name: 'خصم من التأمين' }).click();
    await waitForToast(page, 'تم');
    await expect.poll(() => drawer.getByTestId('fine-recharged').innerText()).toContain('خصماً من التأمين');
    await screenshot(page, 'fines-drawer-recharged-1280');
    await page.keyboard.press('Escape');

    // A fine typed by hand (time on the company's clock) is matched on save and opens in the drawer.
    await page.getByRole('button', { name: 'مخالفة جديدة' }).click();
    const labelled = (text: string) => page.getByLabel(new RegExp(`^${text}\\s*\\*?$`));
    await labelled('رقم المخالفة').fill(`${suffix}-9`);
    await labelled('المركبة').fill(digits);
    await page.getByRole('option', { name: new RegExp(digits) }).click();
    await labelled('التاريخ والوقت').fill('2025-09-04T12:00');
    await labelled('المبلغ').fill('10');
    await screenshot(page, 'fines-capture-1280');
    await page.getByRole('button', { name: 'حفظ المخالفة' }).click();
    await expect.poll(() => drawer.getByTestId('fine-reason').innerText()).toContain('بين تسليم العقد');
    expect(await drawer.getByTestId('fine-match').innerText()).toContain(renter);
    await page.keyboard.press('Escape');

    const phone = await fleetManager(375, 812);
    await phone.page.goto('/fleet/traffic-violations');
    await phone.page.getByRole('searchbox').first().fill(suffix);
    // The search has applied when only this statement's fines are left (the demo's are MOI-…).
    await expect.poll(() => phone.page.getByText(renter).count()).toBeGreaterThan(0);
    await expect.poll(() => phone.page.getByText(/^MOI-\d/).count()).toBe(0);
    expect(await sideScroll(phone.page)).toBeLessThanOrEqual(0);
    await screenshot(phone.page, 'fines-list-375');
  });
});
