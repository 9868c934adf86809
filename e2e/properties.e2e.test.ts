// Properties in Arabic, as the real-estate admin: a building added through the form (Ctrl+S),
// a unit added on its page, both on the list; and the map on a phone with every tile request
// refused (as offline): the markers and the list still work, a list entry opens its marker's
// popup, and the popup's link opens the property.
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
const labelled = (scope: Page | Locator, text: string) => scope.getByLabel(new RegExp(`^${text.replace(/[()²]/g, '\\$&')}\\s*\\*?$`));
const suffix = Date.now().toString(36).slice(-5);

async function estateAdmin(width: number, height: number): Promise<{ context: BrowserContext; page: Page }> {
  const context = await contextAt(browser, baseUrl, { width, height });
  contexts.push(context);
  // No tile server is reachable in a test: refuse them all, as a machine without network would.
  await context.route(/tile\.openstreetmap\.org/, (route) => route.abort());
  await signInAs(context, baseUrl, 'admin@realestate.masar.test');
  return { context, page: await context.newPage() };
}

describe('properties in the browser', () => {
  test('a building through the form, then a unit on its page (1280 px)', { timeout: 180_000 }, async () => {
    const { page } = await estateAdmin(1280, 900);
    const name = `برج الاختبار ${suffix}`;
    await page.goto('/properties');
    await page.getByRole('heading', { level: 1, name: 'قائمة العقارات' }).waitFor();
    await page.getByRole('link', { name: 'إضافة عقار' }).click();
    await page.waitForURL('**/properties/add');
    await page.getByRole('button', { name: 'حفظ', exact: true }).click();
    await page.getByText('هذا الحقل مطلوب').first().waitFor();
    await labelled(page, 'الاسم بالعربية').fill(name);
    await labelled(page, 'النوع').selectOption('building');
    await labelled(page, 'المنطقة').fill('الدفنة');
    await labelled(page, 'خط العرض').fill('25.3198');
    await labelled(page, 'خط الطول').fill('51.5262');
    await page.getByRole('button', { name: 'مصعد', exact: true }).click();
    await expect.poll(() => page.getByRole('button', { name: 'مصعد', exact: true }).getAttribute('aria-pressed')).toBe('true');
    // Ctrl+S saves the page's form.
    await labelled(page, 'الاسم بالعربية').press('Control+s');
    await waitForToast(page, 'تمت إضافة العقار PRP-');
    await page.getByRole('heading', { level: 1, name }).waitFor();
    const propertyUrl = page.url();

    await page.getByRole('tab', { name: /الوحدات/ }).click();
    await page.getByRole('button', { name: 'إضافة وحدة' }).click();
    const dialog = page.getByRole('dialog', { name: `إضافة وحدة إلى ${name}` });
    await labelled(dialog, 'رقم الوحدة').fill('A-1');
    await labelled(dialog, 'الاسم بالعربية').fill('شقة A-1');
    await labelled(dialog, 'الإيجار الشهري المطلوب (QAR)').fill('7500');
    await dialog.getByRole('button', { name: 'حفظ', exact: true }).click();
    await waitForToast(page, 'تمت إضافة الوحدة A-1');
    await dialog.waitFor({ state: 'hidden' });
    const units = page.getByTestId('units-table');
    await units.getByRole('link', { name: /A-1/ }).waitFor();
    await expect.poll(() => units.getByText('شاغر').count()).toBe(1);
    await expect.poll(() => page.getByTestId('property-stats').textContent()).toContain('0 من 1');
    await screenshot(page, 'properties-building-1280');

    // The unit has its own page, with its building named.
    await units.getByRole('link', { name: /A-1/ }).click();
    await page.getByRole('heading', { level: 1, name: 'شقة A-1' }).waitFor();
    await page.getByText(`المبنى: ${name}`).waitFor();
    await page.getByRole('link', { name: 'رجوع' }).click();
    await page.waitForURL(`${propertyUrl.split('?')[0]}?tab=units`);

    // On the list: the building with its occupancy.
    await page.goto(`/properties?q=${encodeURIComponent(name)}`);
    const row = page.getByTestId('properties-table').getByRole('row', { name: new RegExp(name) });
    await row.waitFor();
    await expect.poll(() => row.textContent()).toContain('0 من 1 مؤجرة');
  });

  test('the map on a phone without tiles: markers, the list beside it, a popup that opens the property (375 px)', { timeout: 180_000 }, async () => {
    const { context, page } = await estateAdmin(375, 812);
    const name = `فيلا الخريطة ${suffix}`;
    const made = await context.request.post('/api/properties', { data: { nameAr: name, propertyType: 'villa', district: 'الوعب', latitude: 25.2637, longitude: 51.4573, rentPrice: '21000' }, headers: { origin: baseUrl } });
    expect(made.status()).toBe(201);
    const villa = (await made.json()) as { id: string };

    await page.goto('/properties/map');
    await page.getByRole('heading', { level: 1, name: 'خريطة العقارات' }).waitFor();
    const map = page.getByTestId('property-map');
    await map.waitFor();
    // A marker or a cluster holding it is drawn, with no tile ever loaded.
    await expect.poll(() => map.locator('.property-marker, .marker-cluster').count()).toBeGreaterThan(0);
    const entry = page.getByRole('button', { name: `إظهار ${name} على الخريطة` });
    await entry.click();
    // A closed popup fades out for a moment beside the one that opens: the newest is the last.
    const popup = map.locator('.leaflet-popup').last();
    await popup.getByText(name).waitFor();
    await popup.getByText('21,000').waitFor();
    await screenshot(page, 'properties-map-375');
    // The type filter narrows the list (and the markers) to villas.
    await page.getByLabel('نوع العقار').selectOption('warehouse');
    await entry.waitFor({ state: 'detached' });
    await page.getByLabel('نوع العقار').selectOption('villa');
    await entry.click();
    await popup.getByRole('link', { name: 'فتح العقار' }).click();
    await page.waitForURL(`**/properties/${villa.id}`);
    await page.getByRole('heading', { level: 1, name }).waitFor();
    expect(await sideScroll(page)).toBeLessThanOrEqual(0);
  });
});
