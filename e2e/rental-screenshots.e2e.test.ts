// The rental pages at a phone width and a desktop width, as the demo company admin: no sideways
// overflow, and full-page screenshots in test-results/screenshots/ to look at (RTL, alignment).
// The records shown are made here through the API, so the pages never depend on demo counts.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { launchBrowser, SCREENSHOT_DIR, screenshot, sideScroll } from './support/browser';
import { contextAt, signInAs } from './support/shell';

const baseUrl = inject('baseUrl');
let browser: Browser;
let records: { vehicleId: string; contractId: string; customerId: string; link: string };

const WIDTHS = [
  { name: 'mobile', width: 375, height: 812 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  browser = await launchBrowser();
  const context = await contextAt(browser, baseUrl);
  await signInAs(context, baseUrl, 'admin@rental.masar.test');
  const stamp = String(Date.now()).slice(-6);
  const post = async (path: string, data: unknown) => {
    const res = await context.request.post(path, { data, headers: { origin: baseUrl } });
    if (!res.ok()) throw new Error(`${path}: ${res.status()} ${await res.text()}`);
    return res.json();
  };
  const vehicle = await post('/api/fleet/vehicles', {
    plateNumber: `SHOT ${stamp}`, make: 'Nissan', model: 'Patrol', year: 2024, colorAr: 'فضي', color: 'Silver', bodyType: 'suv', dailyRate: '35', weeklyRate: '210', monthlyRate: '750', minDailyRate: '30', depositAmount: '200', odometer: 18250,
    registrationNumber: `REG-${stamp}`, registrationExpiry: day(12), insuranceProvider: 'الخليج للتأمين', insurancePolicyNumber: `POL-${stamp}`, insuranceExpiry: day(-3), serviceIntervalKm: 10000, serviceIntervalMonths: 6, lastServiceDate: day(-170), lastServiceOdometer: 9000,
  });
  await post(`/api/fleet/vehicles/${vehicle.id}/odometer`, { reading: 18400 });
  const customer = await post('/api/customers', { nameAr: 'عبدالله الكندري', nameEn: 'Abdullah Al-Kandari', phone: `+965 9${stamp}1`, civilId: `28${stamp}0001`, licenseNumber: `DL-${stamp}`, licenseExpiry: '2032-01-01', nationality: 'كويتي', city: 'الكويت' });
  const contract = await post('/api/contracts', { customerId: customer.id, vehicleId: vehicle.id, startAt: `${day(1)}T10:00:00+03:00`, rateUnit: 'week', duration: 1, kmAllowancePerDay: 200, extraKmRate: '0.100', reserve: true });
  await post(`/api/contracts/${contract.id}/handover`, { odometer: 18400, fuel: 8, inspection: { checklist: [{ code: 'spare_tyre', ok: true }, { code: 'first_aid', ok: false }], damages: [{ description: 'خدش خفيف في الباب الخلفي', amount: '0' }] } });
  await post('/api/billing/payments', { customerId: customer.id, contractId: contract.id, paymentDate: day(0), method: 'card', amount: '100' });
  const quotation = await post('/api/quotations', { customerId: customer.id, vehicleId: vehicle.id, startDate: day(20), rateUnit: 'day', duration: 4, extras: [{ description: 'سائق خاص', amount: '40' }, { description: 'توصيل إلى المطار', amount: '7.5' }], discount: '10', validUntil: day(10), terms: 'يشمل التأمين الشامل. الوقود على العميل.' });
  const sent = await post(`/api/quotations/${quotation.id}/send`, {});
  records = { vehicleId: vehicle.id, contractId: contract.id, customerId: customer.id, link: sent.approvalUrl };
  await context.close();
});
afterAll(async () => {
  await browser?.close();
});

/** Full page, plus what a phone shows first (a long list is hard to read as one tall image). */
async function shoot(page: Page, name: string, mobile: boolean) {
  await screenshot(page, name);
  if (!mobile) return;
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}-top.png`), animations: 'disabled' });
}

async function expectNoHorizontalOverflow(page: Page) {
  expect(await sideScroll(page)).toBeLessThanOrEqual(0);
}

describe.each(WIDTHS)('rental pages at $width px', ({ name, width, height }) => {
  test('fleet list, vehicle, calendar, customers, contract, public approval', { timeout: 180_000 }, async () => {
    const context = await contextAt(browser, baseUrl, { width, height });
    await signInAs(context, baseUrl, 'admin@rental.masar.test');
    const page = await context.newPage();
    const table = (id: string) => page.getByTestId(name === 'mobile' ? `${id}-cards` : id);

    await page.goto('/fleet');
    await table('vehicles-table').waitFor();
    await page.getByTestId('fleet-chips').getByRole('button', { name: /متاحة/ }).waitFor();
    await expectNoHorizontalOverflow(page);
    await shoot(page, `rental-fleet-${name}`, name === 'mobile');

    await page.goto(`/fleet/vehicles/${records.vehicleId}`);
    await page.getByTestId('vehicle-warnings').waitFor();
    await page.getByTestId('odometer-history').waitFor();
    // A lower reading is refused with the server's message.
    await page.getByLabel('القراءة الجديدة (كم)').fill('100');
    await page.getByRole('button', { name: 'تسجيل قراءة' }).click();
    await page.getByTestId('odometer-error').getByText('لا يمكن أن تقل عن آخر قراءة').waitFor();
    await expectNoHorizontalOverflow(page);
    await shoot(page, `rental-vehicle-${name}`, name === 'mobile');

    await page.goto('/fleet/availability');
    await page.getByTestId('availability-grid').waitFor();
    await page.getByTestId('availability-grid').getByRole('link', { name: /CON-/ }).first().waitFor();
    await expectNoHorizontalOverflow(page);
    await shoot(page, `rental-calendar-${name}`, name === 'mobile');

    await page.goto('/customers');
    await table('customers-table').waitFor();
    await expectNoHorizontalOverflow(page);
    await shoot(page, `rental-customers-${name}`, name === 'mobile');

    await page.goto(`/customers/${records.customerId}`);
    await page.getByTestId('customer-balance').waitFor();
    await expectNoHorizontalOverflow(page);
    await shoot(page, `rental-customer-${name}`, name === 'mobile');

    await page.goto(`/contracts/${records.contractId}`);
    await page.getByTestId('contract-timeline').waitFor();
    await page.getByTestId('contract-invoices').waitFor();
    await expectNoHorizontalOverflow(page);
    await shoot(page, `rental-contract-${name}`, name === 'mobile');

    await page.goto('/contracts');
    await table('contracts-table').waitFor();
    await expectNoHorizontalOverflow(page);
    await shoot(page, `rental-contracts-${name}`, name === 'mobile');

    await page.goto('/finance/invoices');
    await table('invoices-table').waitFor();
    await expectNoHorizontalOverflow(page);
    await shoot(page, `rental-invoices-${name}`, name === 'mobile');

    await page.goto('/quotations');
    await table('quotations-table').waitFor();
    await expectNoHorizontalOverflow(page);
    await shoot(page, `rental-quotations-${name}`, name === 'mobile');

    await page.goto(`/quotations/new?customerId=${records.customerId}`);
    await page.getByTestId('quotation-customerId-selected').waitFor();
    await page.locator('#quotation-vehicleId').fill('SHOT');
    await page.getByRole('option', { name: /SHOT/ }).first().click();
    await page.getByTestId('quotation-total').getByText(/35\.000/).waitFor();
    await expectNoHorizontalOverflow(page);
    await shoot(page, `rental-quotation-form-${name}`, name === 'mobile');

    await page.goto('/contracts/new');
    await page.getByRole('heading', { level: 1, name: 'عقد جديد' }).waitFor();
    await expectNoHorizontalOverflow(page);
    await shoot(page, `rental-contract-form-${name}`, name === 'mobile');

    await page.goto('/contracts/duplicates');
    await page.getByRole('heading', { level: 1, name: 'العقود المكررة' }).waitFor();
    await page.getByTestId(name === 'mobile' ? 'duplicates-table-cards' : 'duplicates-table').or(page.getByText('لا توجد عقود مكررة')).first().waitFor();
    await expectNoHorizontalOverflow(page);
    await shoot(page, `rental-duplicates-${name}`, name === 'mobile');

    const guest = await contextAt(browser, baseUrl, { width, height });
    const client = await guest.newPage();
    await client.goto(records.link);
    await client.getByTestId('approval-offer').waitFor();
    await expectNoHorizontalOverflow(client);
    await shoot(client, `rental-approval-${name}`, name === 'mobile');
    await guest.close();
    await context.close();
  });
});

test('dark theme: the vehicle list, the contract and the calendar keep their contrast', { timeout: 120_000 }, async () => {
  const context = await contextAt(browser, baseUrl, { width: 1440, height: 900 });
  await signInAs(context, baseUrl, 'admin@rental.masar.test');
  const page = await context.newPage();
  // The demo admin's theme follows the system: the system is dark here.
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/fleet');
  await page.getByTestId('vehicles-table').waitFor();
  expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
  await screenshot(page, 'rental-fleet-dark-desktop');
  await page.goto(`/contracts/${records.contractId}`);
  await page.getByTestId('contract-timeline').waitFor();
  await screenshot(page, 'rental-contract-dark-desktop');
  await page.goto('/fleet/availability');
  await page.getByTestId('availability-grid').getByRole('link', { name: /CON-/ }).first().waitFor();
  await screenshot(page, 'rental-calendar-dark-desktop');
  await context.close();
});
