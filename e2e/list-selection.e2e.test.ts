// The shared list composition in Arabic at 1280 and 375 px: rows (or phone cards) are selected,
// the bulk bar counts them, Esc clears, Del (or the bar's button) asks before cancelling the
// selected contracts, with a reason, and only those whose status allows it. The contracts are
// made here through the API under a customer name no other test uses.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, test } from 'vitest';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { launchBrowser, SCREENSHOT_DIR, screenshot, sideScroll } from './support/browser';
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

const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const SELECT_PAGE = 'تحديد كل صفوف الصفحة';

type Made = { customer: string; drafts: string[]; active: string | null; ids: string[] };

/** A customer, a car and contracts for them: `drafts` drafts, plus one active contract when asked. */
async function makeContracts(context: BrowserContext, tag: string, drafts: number, withActive: boolean): Promise<Made> {
  const stamp = `${Date.now()}`.slice(-6);
  const post = async (path: string, data: unknown) => {
    const res = await context.request.post(path, { data, headers: { origin: baseUrl } });
    if (!res.ok()) throw new Error(`${path}: ${res.status()} ${await res.text()}`);
    return res.json();
  };
  const customer = `سلمى ${tag} ${stamp}`;
  const person = await post('/api/customers', { nameAr: customer, phone: `+965 5${stamp}2`, civilId: `27${stamp}0002`, licenseNumber: `DL-${tag}-${stamp}`, licenseExpiry: '2032-01-01' });
  const car = await post('/api/fleet/vehicles', { plateNumber: `${tag} ${stamp}`, make: 'Kia', model: 'Sportage', year: 2024, dailyRate: '12', depositAmount: '50', odometer: 1000 });
  const made: Made = { customer, drafts: [], active: null, ids: [] };
  for (let i = 0; i < drafts; i += 1) {
    const c = await post('/api/contracts', { customerId: person.id, vehicleId: car.id, startAt: `${day(30 + i * 10)}T10:00:00+03:00`, rateUnit: 'day', duration: 2 });
    made.drafts.push(c.contractNumber);
    made.ids.push(c.id);
  }
  if (withActive) {
    const c = await post('/api/contracts', { customerId: person.id, vehicleId: car.id, startAt: `${day(1)}T10:00:00+03:00`, rateUnit: 'day', duration: 2, reserve: true });
    await post(`/api/contracts/${c.id}/handover`, { odometer: 1000, fuel: 8, inspection: { checklist: [], damages: [] } });
    made.active = c.contractNumber;
  }
  return made;
}

async function statusOf(context: BrowserContext, id: string): Promise<string> {
  return (await (await context.request.get(`/api/contracts/${id}`)).json()).status;
}

async function expectNoHorizontalOverflow(page: Page) {
  expect(await sideScroll(page)).toBeLessThanOrEqual(0);
}

describe('row selection and bulk actions on a list', () => {
  test('1280 px: select rows, Esc clears, Del cancels the cancellable ones after a confirm with a reason', { timeout: 180_000 }, async () => {
    const context = await contextAt(browser, baseUrl, { width: 1280, height: 800 });
    contexts.push(context);
    await signInAs(context, baseUrl, 'admin@rental.masar.test');
    const made = await makeContracts(context, 'SELD', 2, true);
    const page = await context.newPage();
    await page.goto(`/contracts?q=${encodeURIComponent(made.customer)}`);
    const table = page.getByTestId('contracts-table');
    await table.getByText(made.active!).waitFor();
    expect(await table.locator('tbody tr').count()).toBe(3);
    const bar = page.getByTestId('bulk-bar');

    // Del with nothing selected does nothing.
    await page.keyboard.press('Delete');
    expect(await page.getByRole('alertdialog').count()).toBe(0);

    // One row, then Esc.
    await table.getByRole('checkbox', { name: `تحديد ${made.drafts[0]}` }).check();
    await bar.getByText('المحدد: 1').waitFor();
    await page.keyboard.press('Escape');
    await bar.waitFor({ state: 'hidden' });
    expect(await table.getByRole('checkbox', { name: `تحديد ${made.drafts[0]}` }).isChecked()).toBe(false);

    // The whole page; Del asks about the two drafts only.
    await table.getByRole('checkbox', { name: SELECT_PAGE }).check();
    await bar.getByText('المحدد: 3').waitFor();
    expect(await table.locator('tbody tr[data-selected]').count()).toBe(3);
    await screenshot(page, 'list-selection-desktop');
    await page.keyboard.press('Delete');
    const dialog = page.getByRole('alertdialog', { name: 'إلغاء العقود المحددة (2)' });
    await dialog.getByText('ينطبق على 2 من 3 محددة').waitFor();
    const targets = dialog.getByTestId('bulk-targets');
    for (const number of made.drafts) await targets.getByText(number).waitFor();
    expect(await targets.getByText(made.active!).count()).toBe(0);
    await screenshot(page, 'list-selection-dialog-desktop');
    await dialog.getByRole('button', { name: 'إلغاء العقود' }).click();
    await dialog.getByText('هذا الحقل مطلوب').waitFor();
    await dialog.getByLabel(/^السبب/).fill('حجز مكرر');
    await dialog.getByRole('button', { name: 'إلغاء العقود' }).click();
    await waitForToast(page, 'إلغاء العقود: تم 2 من 2');
    await dialog.waitFor({ state: 'hidden' });
    await bar.waitFor({ state: 'hidden' });
    await expect.poll(async () => Promise.all(made.ids.map((id) => statusOf(context, id)))).toEqual(['cancelled', 'cancelled']);
    await expect.poll(() => table.getByText('ملغى', { exact: true }).count()).toBe(2);

    // The other migrated lists at this width, for the eye.
    for (const [path, id, name] of [['/fleet', 'vehicles-table', 'list-fleet-1280'], ['/finance/invoices', 'invoices-table', 'list-invoices-1280']] as const) {
      await page.goto(path);
      await page.getByTestId(id).waitFor();
      await expectNoHorizontalOverflow(page);
      await screenshot(page, name);
    }
  });

  test('375 px: cards are selected with their checkboxes; the bar cancels one, naming it', { timeout: 180_000 }, async () => {
    const context = await contextAt(browser, baseUrl, { width: 375, height: 812 });
    contexts.push(context);
    await signInAs(context, baseUrl, 'admin@rental.masar.test');
    const made = await makeContracts(context, 'SELM', 2, false);
    const page = await context.newPage();
    await page.goto(`/contracts?q=${encodeURIComponent(made.customer)}`);
    const cards = page.getByTestId('contracts-table-cards');
    await cards.getByText(made.drafts[1]!).waitFor();
    const bar = page.getByTestId('bulk-bar');

    for (const number of made.drafts) await cards.getByRole('checkbox', { name: `تحديد ${number}` }).check();
    await bar.getByText('المحدد: 2').waitFor();
    await expectNoHorizontalOverflow(page);
    await screenshot(page, 'list-selection-mobile');
    await mkdir(SCREENSHOT_DIR, { recursive: true });
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'list-selection-mobile-top.png'), animations: 'disabled' });
    await page.keyboard.press('Escape');
    await bar.waitFor({ state: 'hidden' });

    await cards.getByRole('checkbox', { name: `تحديد ${made.drafts[0]}` }).check();
    await bar.getByRole('button', { name: 'إلغاء العقود' }).click();
    const dialog = page.getByRole('alertdialog', { name: `إلغاء العقد ${made.drafts[0]}` });
    await dialog.getByLabel(/^السبب/).fill('طلب العميل');
    await screenshot(page, 'list-selection-dialog-mobile');
    await dialog.getByRole('button', { name: 'إلغاء العقد' }).click();
    await waitForToast(page, 'إلغاء العقود: تم 1 من 1');
    await expect.poll(() => statusOf(context, made.ids[0]!)).toBe('cancelled');
    expect(await statusOf(context, made.ids[1]!)).toBe('draft');

    for (const [path, id, name] of [['/fleet', 'vehicles-table-cards', 'list-fleet-375'], ['/finance/invoices', 'invoices-table-cards', 'list-invoices-375'], ['/customers', 'customers-table-cards', 'list-customers-375']] as const) {
      await page.goto(path);
      await page.getByTestId(id).waitFor();
      await expectNoHorizontalOverflow(page);
      await screenshot(page, name);
      // What a phone shows first: a long list is hard to judge as one tall image.
      await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}-top.png`), animations: 'disabled' });
    }
  });
});
