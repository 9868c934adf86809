// Dispatch permits in Arabic, as the fleet manager: the list with its status chips, a new permit
// (the period first, then a vehicle free over it and a driver), approved, the vehicle out with its
// odometer and back with a reading 120 km on, and the history; the list and the permit on a phone.
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

let permitPath = '';

describe('dispatch permits in the browser', () => {
  test('a permit requested, approved, out and back, with its history (1280 px)', { timeout: 240_000 }, async () => {
    const { context, page } = await fleetManager(1280, 900);
    await page.goto('/fleet/dispatch-permits');
    await page.getByRole('heading', { level: 1, name: 'تصاريح الخروج' }).waitFor();
    await page.getByTestId('permit-chips').getByText('بانتظار الموافقة').first().waitFor();
    await page.getByTestId('permits-table').locator('tbody tr').first().waitFor();
    await screenshot(page, 'permits-list-1280');

    await page.getByRole('link', { name: 'تصريح جديد' }).click();
    await page.waitForURL('**/fleet/dispatch-permits/new');
    await page.getByRole('heading', { level: 1, name: 'تصريح خروج جديد' }).waitFor();
    // A period far from the demo's bookings; the vehicles offered are the ones free over it.
    const day = await dayAhead(context, 45);
    await labelled(page, 'من').fill(`${day}T08:00`);
    await labelled(page, 'إلى').fill(`${day}T15:30`);
    const vehicle = labelled(page, 'المركبة');
    await expect.poll(async () => vehicle.locator('option').count(), { timeout: 15_000 }).toBeGreaterThan(1);
    await vehicle.selectOption({ index: 1 });
    const driver = labelled(page, 'السائق');
    await driver.selectOption({ index: 1 });
    await labelled(page, 'الغرض').selectOption('maintenance_trip');
    await labelled(page, 'الوجهة (عربي)').fill('وكالة تويوتا - الشويخ');
    await labelled(page, 'المسافة المتوقعة (كم)').fill('120');
    await labelled(page, 'بدل الوقود (KWD)').fill('4.500');
    await screenshot(page, 'permit-form-1280');
    await page.getByRole('button', { name: 'حفظ' }).click();
    await page.waitForURL(/\/fleet\/dispatch-permits\/[0-9a-f-]{36}$/);
    permitPath = new URL(page.url()).pathname;
    const detail = page.getByTestId('permit-detail');
    await detail.getByText('بانتظار الموافقة').first().waitFor();

    // Approve.
    await page.getByTestId('permit-actions').getByRole('button', { name: 'اعتماد' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'تأكيد' }).click();
    await waitForToast(page, 'تم تحديث التصريح');
    await page.getByTestId('permit-actions').getByRole('button', { name: 'تسجيل الخروج' }).waitFor();

    // Out, at the vehicle's current reading; back 120 km later.
    const id = permitPath.split('/').pop()!;
    const permit = (await (await context.request.get(`/api/dispatch-permits/${id}`)).json()) as { vehicleId: string };
    const car = (await (await context.request.get(`/api/fleet/vehicles/${permit.vehicleId}`)).json()) as { odometer: number };
    await page.getByTestId('permit-actions').getByRole('button', { name: 'تسجيل الخروج' }).click();
    await labelled(page.getByRole('dialog'), 'قراءة العداد (كم)').fill(String(car.odometer));
    await page.getByRole('dialog').getByRole('button', { name: 'تأكيد' }).click();
    await waitForToast(page, 'تم تحديث التصريح');
    await page.getByTestId('permit-actions').getByRole('button', { name: 'تسجيل العودة' }).click();
    // A reading below the one at departure is refused in Arabic, and nothing changes.
    await labelled(page.getByRole('dialog'), 'قراءة العداد (كم)').fill(String(car.odometer - 1));
    await page.getByRole('dialog').getByRole('button', { name: 'تأكيد' }).click();
    await page.getByRole('dialog').getByText('أقل من قراءته عند الخروج').waitFor();
    await labelled(page.getByRole('dialog'), 'قراءة العداد (كم)').fill(String(car.odometer + 120));
    await page.getByRole('dialog').getByRole('button', { name: 'تأكيد' }).click();
    await waitForToast(page, 'تم تحديث التصريح');
    await page.getByTestId('permit-actions').getByRole('button', { name: 'تسجيل العودة' }).waitFor({ state: 'detached' });
    await detail.getByText('مكتمل').first().waitFor();
    expect(await page.getByTestId('permit-history').locator('li').count()).toBe(4);
    const after = (await (await context.request.get(`/api/fleet/vehicles/${permit.vehicleId}`)).json()) as { odometer: number };
    expect(after.odometer).toBe(car.odometer + 120);
    await screenshot(page, 'permit-completed-1280');
  });

  test('the list and the permit on a phone (375 px)', { timeout: 120_000 }, async () => {
    const { page } = await fleetManager(375, 812);
    await page.goto('/fleet/dispatch-permits');
    await page.getByRole('heading', { level: 1, name: 'تصاريح الخروج' }).waitFor();
    await page.getByRole('link', { name: /^DP-\d{5}$/ }).first().waitFor();
    expect(await sideScroll(page)).toBe(0);
    await screenshot(page, 'permits-list-375');
    await page.goto(permitPath);
    await page.getByTestId('permit-history').waitFor();
    expect(await sideScroll(page)).toBe(0);
    await screenshot(page, 'permit-375');
  });
});
