// Condition checks in Arabic (issue 16, decision 041): on a 375 px phone the company admin returns
// a car through the check wizard — the checklist, the odometer, two new damage points tapped on
// the outline, the customer's signature drawn on screen — and the check compares the return with
// the handover, finds the two new points and charges them to the contract. Then the check at
// 1280 px. The contract is made here through the API, so nothing depends on demo counts.
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, test } from 'vitest';
import { launchBrowser, screenshot, sideScroll } from './support/browser';
import { contextAt, signInAs } from './support/shell';

const baseUrl = inject('baseUrl');
let browser: Browser;
const contexts: BrowserContext[] = [];
let checkPath = '';

beforeAll(async () => {
  browser = await launchBrowser();
});
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});
afterAll(async () => {
  await browser?.close();
});

async function admin(width: number, height: number): Promise<{ context: BrowserContext; page: Page }> {
  const context = await contextAt(browser, baseUrl, { width, height });
  contexts.push(context);
  await signInAs(context, baseUrl, 'admin@rental.masar.test');
  return { context, page: await context.newPage() };
}

/** A rented car: its contract started yesterday and was handed over with one scratch on the left side. */
async function rentedCar(context: BrowserContext) {
  const post = async (path: string, data: unknown) => {
    const res = await context.request.post(path, { data, headers: { origin: baseUrl } });
    if (!res.ok()) throw new Error(`${path}: ${res.status()} ${await res.text()}`);
    return res.json();
  };
  const company = (await (await context.request.get('/api/company')).json()) as { timezone: string };
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: company.timezone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  const yesterday = new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  const stamp = String(Date.parse(`${today}T00:00:00Z`) / 86_400_000).slice(-5);
  const vehicle = await post('/api/fleet/vehicles', { plateNumber: `CHK ${stamp}`, make: 'Toyota', model: 'Land Cruiser', year: 2024, dailyRate: '30', depositAmount: '150', odometer: 40100 });
  const customer = await post('/api/customers', { nameAr: 'مشعل الرشيدي', nameEn: 'Meshal Al-Rashidi', phone: `+965 6${stamp}12`, civilId: `29${stamp}00011`, licenseNumber: `DL-${stamp}`, licenseExpiry: '2033-01-01' });
  const contract = await post('/api/contracts', { customerId: customer.id, vehicleId: vehicle.id, startAt: `${yesterday}T00:30:00Z`, rateUnit: 'day', duration: 3, reserve: true });
  await post(`/api/contracts/${contract.id}/handover`, {
    odometer: 40100,
    fuel: 8,
    at: `${yesterday}T00:30:00Z`,
    inspection: { checklist: [{ code: 'spare_tyre', ok: true }], damages: [], damagePoints: [{ view: 'left', x: 0.3, y: 0.55, type: 'scratch', severity: 'minor' }] },
  });
  return contract as { id: string; contractNumber: string };
}

/** Taps a view of the outline at (x, y) in 0..1 of its box. */
async function tap(view: Locator, x: number, y: number) {
  const box = (await view.boundingBox())!;
  await view.click({ position: { x: box.width * x, y: box.height * y } });
}

describe('condition checks in the browser', () => {
  test('a return check on a phone: two new damage points and a signature, compared and charged (375 px)', { timeout: 300_000 }, async () => {
    const { context, page } = await admin(375, 812);
    const contract = await rentedCar(context);
    await page.goto(`/contracts/${contract.id}`);
    await page.getByTestId('return-with-check').click();
    await page.waitForURL(/\/fleet\/vehicle-condition-check\/new\?/);
    const wizard = page.getByTestId('inspection-wizard');
    await wizard.getByTestId('wizard-step').getByText('قائمة الفحص').waitFor();
    await screenshot(page, 'condition-wizard-checklist-375');
    await page.getByTestId('wizard-next').click();

    await page.getByTestId('wizard-odometer').fill('40420');
    await page.getByTestId('wizard-next').click();

    // The known scratch is not tapped again; a dent at the front and a crack on the roof are new.
    await page.getByTestId('view-tab-front').click();
    await tap(page.getByTestId('car-view-front'), 0.3, 0.55);
    await page.getByTestId('point-editor').getByRole('radio', { name: 'انبعاج' }).click();
    await page.getByTestId('severity-moderate').click();
    await page.getByTestId('view-tab-top').click();
    await tap(page.getByTestId('car-view-top'), 0.5, 0.5);
    await page.getByTestId('point-editor').getByRole('radio', { name: 'شرخ' }).click();
    await page.getByTestId('severity-major').click();
    await page.getByTestId('wizard-point-count').getByText('الأضرار: 2').waitFor();
    await screenshot(page, 'condition-wizard-damage-375');
    await page.getByTestId('wizard-next').click();

    // The customer signs with a finger (a mouse drag here).
    const pad = page.getByTestId('signature-customer');
    const box = (await pad.boundingBox())!;
    await page.mouse.move(box.x + 20, box.y + box.height * 0.7);
    await page.mouse.down();
    for (const [dx, dy] of [[0.2, 0.3], [0.35, 0.75], [0.55, 0.25], [0.8, 0.6]] as const) await page.mouse.move(box.x + box.width * dx, box.y + box.height * dy, { steps: 4 });
    await page.mouse.up();
    await screenshot(page, 'condition-wizard-signature-375');
    await page.getByTestId('wizard-next').click();
    await page.getByTestId('wizard-review').getByText('توقيع العميل').waitFor();
    await page.getByTestId('wizard-save').click();

    await page.waitForURL(/\/fleet\/vehicle-condition-check\/[0-9a-f-]{36}$/);
    checkPath = new URL(page.url()).pathname;
    const comparison = page.getByTestId('inspection-comparison');
    await comparison.getByTestId('new-damage-count').getByText('أضرار جديدة: 2').waitFor();
    expect(await page.getByTestId('inspection-diagram').locator('[data-testid="damage-marker"][data-new="true"]').count()).toBe(2);
    await page.getByTestId('inspection-signatures').getByRole('img', { name: 'توقيع العميل' }).waitFor();
    await comparison.getByTestId('price-moderate').fill('45');
    await comparison.getByTestId('price-major').fill('120.5');
    await comparison.getByTestId('charge-total').getByText('165.500').waitFor();
    await screenshot(page, 'condition-check-compare-375');
    await comparison.getByTestId('charge-submit').click();
    await comparison.getByTestId('charge-result').getByText(/حُمّلت على العقد بالفاتورة INV-\d+/).waitFor();
    expect(await sideScroll(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'condition-check-charged-375');

    // The charge is an invoice line on the contract, one per new point.
    const detail = (await (await context.request.get(`/api/contracts/${contract.id}`)).json()) as { invoices: Array<{ kind: string; total: string }> };
    expect(detail.invoices.filter((i) => i.kind === 'damages').map((i) => i.total)).toEqual(['165.500']);
  });

  test('the check page at 1280 px', { timeout: 120_000 }, async () => {
    expect(checkPath).not.toBe('');
    const { page } = await admin(1280, 900);
    await page.goto(checkPath);
    await page.getByTestId('inspection-comparison').getByTestId('charge-result').waitFor();
    await page.getByTestId('damage-list').locator('li').nth(1).waitFor();
    await screenshot(page, 'condition-check-1280');
    await page.goto('/fleet/vehicle-condition-check');
    await page.getByTestId('inspections-table').locator('tbody tr').first().waitFor();
    await screenshot(page, 'condition-checks-list-1280');
  });
});
