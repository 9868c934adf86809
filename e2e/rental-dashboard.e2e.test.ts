// The car-rental dashboard shows the company's live figures, and quick search finds records
// (a vehicle by its plate typed without spaces) and opens them.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, test } from 'vitest';
import { launchBrowser, screenshot, VIEWPORTS } from './support/browser';
import { contextAt, signInAs } from './support/shell';

const baseUrl = inject('baseUrl');
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(async () => {
  context = await contextAt(browser, baseUrl);
  page = await context.newPage();
  await signInAs(context, baseUrl, 'admin@rental.masar.test');
});
afterEach(async () => {
  await context?.close();
});

describe('car-rental dashboard', () => {
  test('shows the fleet, active contracts and overdue amount the API reports, in Arabic', async () => {
    const figures = await (await context.request.get('/api/dashboard/rental')).json();
    await page.goto('/dashboard');
    const fleet = page.getByTestId('tile-fleet');
    await fleet.waitFor();
    expect(await fleet.textContent()).toContain(`${figures.fleet.total} مركبة`);
    expect(await page.getByTestId('tile-active').textContent()).toContain(String(figures.activeContracts));
    const overdue = page.getByTestId('tile-overdue');
    expect(await overdue.textContent()).toContain('د.ك');
    await overdue.getByRole('link', { name: 'عرض الكل' }).click();
    await page.waitForURL((url) => url.pathname === '/finance/invoices' && url.searchParams.get('status') === 'overdue');
  });

  test('looks right at 375 px and 1440 px', async () => {
    for (const [name, size] of Object.entries(VIEWPORTS)) {
      await page.setViewportSize(size);
      await page.goto('/dashboard');
      await page.getByTestId('tile-activity').waitFor();
      await screenshot(page, `rental-dashboard-${name}`);
    }
    expect(await page.getByTestId('tile-utilisation').isVisible()).toBe(true);
  });
});

describe('quick search finds records', () => {
  test('a plate typed without its space opens the vehicle', async () => {
    const { items } = await (await context.request.get('/api/fleet/vehicles?pageSize=1&sort=plate')).json();
    const vehicle = items[0];
    await page.goto('/dashboard');
    await page.getByTestId('sidebar').waitFor();
    await page.keyboard.press('Control+KeyK');
    const palette = page.getByRole('dialog', { name: 'البحث السريع' });
    await palette.waitFor();
    await page.keyboard.type(vehicle.plateNumber.replace(/\s/g, ''));
    const records = palette.getByRole('group', { name: 'السجلات' });
    const option = records.getByRole('option', { name: new RegExp(vehicle.plateNumber) });
    await option.waitFor();
    await option.click();
    await page.waitForURL(`**/fleet/vehicles/${vehicle.id}`);
  });
});

describe('documents and printing', () => {
  test('attaches a registration PDF to a vehicle and lists it', async () => {
    const { items } = await (await context.request.get('/api/fleet/vehicles?pageSize=1&sort=plate&dir=desc')).json();
    await page.goto(`/fleet/vehicles/${items[0].id}`);
    const panel = page.getByTestId('documents-panel');
    await panel.waitFor();
    await panel.getByRole('combobox').selectOption('registration');
    await panel.getByTestId('document-file').setInputFiles({ name: 'دفتر-الملكية.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n% registration\n') });
    await panel.getByText('دفتر-الملكية.pdf').waitFor();
    expect(await panel.textContent()).toContain('دفتر الملكية');
  });

  test('shows a vehicle photo as a picture in its documents', async () => {
    const { items } = await (await context.request.get('/api/fleet/vehicles?pageSize=1&sort=plate&dir=asc')).json();
    await page.goto(`/fleet/vehicles/${items[0].id}`);
    const panel = page.getByTestId('documents-panel');
    await panel.getByRole('combobox').selectOption('photo');
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
    await panel.getByTestId('document-file').setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: png });
    const picture = panel.locator('li', { hasText: 'front.png' }).locator('img');
    await picture.waitFor();
    await page.waitForFunction((img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0, await picture.elementHandle());
    await screenshot(page, 'rental-vehicle-photo-desktop');
  });

  test('prints a payment’s receipt from the payments list', async () => {
    await page.goto('/finance/payments');
    const [tab] = await Promise.all([context.waitForEvent('page'), page.getByTestId('payments-table').getByRole('button', { name: /^طباعة سند القبض RCT-/ }).first().click()]);
    await tab.waitForURL(/^blob:/);
    expect(tab.url()).toMatch(/^blob:/);
    await screenshot(page, 'rental-payments-desktop');
  });

  test('prints a contract as a PDF in a new tab', async () => {
    const { items } = await (await context.request.get('/api/contracts?pageSize=1&status=closed')).json();
    await page.goto(`/contracts/${items[0].id}`);
    const [tab] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: 'طباعة PDF' }).click()]);
    await tab.waitForURL(/^blob:/);
    expect(tab.url()).toMatch(/^blob:/);
  });
});
