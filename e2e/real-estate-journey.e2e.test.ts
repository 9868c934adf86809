// The real-estate admin's journey in Arabic (issue 15): a building added through the form, a unit
// on its page, and the dashboard and the map change with them (a new lettable vacant unit, one
// more marker — no map tile is ever loaded); the unit leased to a new tenant and the dashboard's
// occupancy and vacancy move again; then the dashboard and the map on a 375 px phone, usable.
// (Leasing itself through the browser — the form, cheques, a bounce — is leases.e2e.test.ts.)
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

const labelled = (scope: Page | Locator, text: string) => scope.getByLabel(new RegExp(`^${text.replace(/[()²]/g, '\\$&')}\\s*\\*?$`));
const suffix = Date.now().toString(36).slice(-5);
const building = `برج الرحلة ${suffix}`;

async function estateAdmin(width: number, height: number): Promise<{ context: BrowserContext; page: Page }> {
  const context = await contextAt(browser, baseUrl, { width, height });
  contexts.push(context);
  // No tile server is reachable in a test: refuse them all, as a machine without network would.
  await context.route(/tile\.openstreetmap\.org/, (route) => route.abort());
  await signInAs(context, baseUrl, 'admin@realestate.masar.test');
  return { context, page: await context.newPage() };
}

type Figures = { occupancy: { rented: number; leasable: number }; vacant: { count: number } };
const figures = async (context: BrowserContext) => (await (await context.request.get('/api/dashboard/real-estate')).json()) as Figures;

/** The dashboard's occupancy and vacancy tiles as a person reads them. */
async function tilesShow(page: Page, f: Figures) {
  await page.goto('/dashboard');
  const occupancy = page.getByTestId('tile-occupancy');
  await expect.poll(() => occupancy.textContent()).toContain(`${f.occupancy.rented} من ${f.occupancy.leasable} وحدة قابلة للتأجير مؤجرة`);
  await expect.poll(() => page.getByTestId('tile-vacant').locator('p').first().textContent()).toBe(String(f.vacant.count));
}

describe('a real-estate company’s day', () => {
  test('a building and a unit, then a lease: the dashboard and the map follow (1280 px), and both work on a phone', { timeout: 300_000 }, async () => {
    const { context, page } = await estateAdmin(1280, 900);
    const before = await figures(context);
    await tilesShow(page, before);
    const markersBefore = ((await (await context.request.get('/api/properties/map')).json()) as { items: unknown[] }).items.length;

    // A building through the form, with its place on the map.
    await page.goto('/properties/add');
    await labelled(page, 'الاسم بالعربية').fill(building);
    await labelled(page, 'النوع').selectOption('building');
    await labelled(page, 'المنطقة').fill('لوسيل');
    await labelled(page, 'خط العرض').fill('25.4211');
    await labelled(page, 'خط الطول').fill('51.4903');
    await page.getByRole('button', { name: 'حفظ', exact: true }).click();
    await waitForToast(page, 'تمت إضافة العقار PRP-');
    await page.getByRole('heading', { level: 1, name: building }).waitFor();

    // A unit on the building's page.
    await page.getByRole('tab', { name: /الوحدات/ }).click();
    await page.getByRole('button', { name: 'إضافة وحدة' }).click();
    const dialog = page.getByRole('dialog', { name: `إضافة وحدة إلى ${building}` });
    await labelled(dialog, 'رقم الوحدة').fill('J-1');
    await labelled(dialog, 'الاسم بالعربية').fill(`شقة J-1 ${suffix}`);
    await labelled(dialog, 'الإيجار الشهري المطلوب (QAR)').fill('8200');
    await dialog.getByRole('button', { name: 'حفظ', exact: true }).click();
    await waitForToast(page, 'تمت إضافة الوحدة J-1');
    const unitId = (await page.getByTestId('units-table').getByRole('link', { name: /J-1/ }).getAttribute('href'))!.split('/').at(-1)!;

    // The dashboard: one more lettable unit, vacant.
    const added = await figures(context);
    expect(added.occupancy).toMatchObject({ rented: before.occupancy.rented, leasable: before.occupancy.leasable + 1 });
    expect(added.vacant.count).toBe(before.vacant.count + 1);
    await tilesShow(page, added);

    // The map: one more marker (the building; its unit stands where it stands), without tiles.
    await page.goto('/properties/map');
    const map = page.getByTestId('property-map');
    await expect.poll(() => map.getAttribute('data-markers')).toBe(String(markersBefore + 1));
    await expect.poll(() => map.locator('.property-marker, .marker-cluster').count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: `إظهار ${building} على الخريطة` }).click();
    await map.locator('.leaflet-popup').last().getByText(building).waitFor();
    await screenshot(page, 'real-estate-map-1280');

    // The unit leased to a new tenant (the lease form's own steps are leases.e2e.test.ts).
    const company = (await (await context.request.get('/api/company')).json()) as { timezone: string };
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: company.timezone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
    const tenant = await context.request.post('/api/tenants', { data: { nameAr: `نورة الرحلة ${suffix}`, phone: `+974 66${String(Date.now()).slice(-6)}` }, headers: { origin: baseUrl } });
    expect(tenant.status()).toBe(201);
    const lease = await context.request.post('/api/leases', {
      data: { propertyId: unitId, customerId: ((await tenant.json()) as { id: string }).id, startDate: today, termMonths: 12, monthlyRent: '8200', securityDeposit: '8200', activate: true },
      headers: { origin: baseUrl },
    });
    expect(lease.status()).toBe(201);
    const leased = await figures(context);
    expect(leased.occupancy).toMatchObject({ rented: before.occupancy.rented + 1, leasable: before.occupancy.leasable + 1 });
    expect(leased.vacant.count).toBe(before.vacant.count);
    await tilesShow(page, leased);
    await screenshot(page, 'real-estate-dashboard-1280');

    // On a phone: the dashboard's tiles and the map with its list, nothing wider than the screen.
    const phone = await estateAdmin(375, 812);
    await tilesShow(phone.page, leased);
    expect(await sideScroll(phone.page)).toBeLessThanOrEqual(0);
    await phone.page.getByTestId('tile-occupancy').getByRole('link').click();
    await phone.page.waitForURL('**/properties?level=all');
    await phone.page.goto('/properties/map');
    await phone.page.getByTestId('property-map').waitFor();
    await phone.page.getByRole('button', { name: `إظهار ${building} على الخريطة` }).click();
    await phone.page.getByTestId('property-map').locator('.leaflet-popup').last().getByText(building).waitFor();
    expect(await sideScroll(phone.page)).toBeLessThanOrEqual(0);
    await screenshot(phone.page, 'real-estate-map-375');
  });
});
