// Electronic signature, end to end in Arabic (issue 20): the company admin draws the signatory's
// signature on /settings/electronic-signature and asks customers to sign at handover; at the
// counter, on a phone, the handover refuses to go ahead unsigned, the customer signs on screen,
// and the contract shows the signature with the signer's name. The pages at 1280 and 375 px.
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


async function openAs(email: string, width: number, height: number) {
  const context = await contextAt(browser, baseUrl, { width, height });
  contexts.push(context);
  await signInAs(context, baseUrl, email);
  return { context, page: await context.newPage() };
}

/** A signature as a hand draws it: pointer down, a few strokes across the pad, pointer up. */
async function sign(page: Page, pad: Locator) {
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  const at = (x: number, y: number) => [box.x + box.width * x, box.y + box.height * y] as const;
  await page.mouse.move(...at(0.15, 0.6));
  await page.mouse.down();
  for (const [x, y] of [[0.25, 0.3], [0.35, 0.7], [0.45, 0.35], [0.55, 0.65], [0.7, 0.4], [0.85, 0.55]] as const) await page.mouse.move(...at(x, y), { steps: 4 });
  await page.mouse.up();
}

describe('electronic signature', () => {
  test('admin draws the signature and asks customers to sign → a handover needs the customer’s signature → the contract shows it', { timeout: 300_000 }, async () => {
    // 1. The company admin: the demo's signatory, a new drawn signature, and customers sign at handover.
    const admin = await openAs('admin@rental.masar.test', 1280, 900);
    await admin.page.goto('/settings');
    await admin.page.getByRole('link', { name: 'إعدادات التوقيع الإلكتروني' }).click();
    await admin.page.getByRole('heading', { level: 1, name: 'التوقيع الإلكتروني' }).waitFor();
    await admin.page.getByRole('img', { name: 'معاينة ختم الشركة' }).waitFor();
    expect(await admin.page.getByLabel('الاسم').inputValue()).toBe('خالد الصباح');
    const save = admin.page.getByRole('button', { name: 'حفظ التوقيع المرسوم' });
    expect(await save.isDisabled()).toBe(true);
    await sign(admin.page, admin.page.getByRole('img', { name: 'مربع رسم توقيع المفوَّض' }));
    await save.click();
    await waitForToast(admin.page, 'حُفظ التوقيع');
    await admin.page.getByLabel('يوقّع العميل عند تسليم السيارة').check();
    await admin.page.getByRole('button', { name: 'حفظ الإعدادات' }).click();
    await waitForToast(admin.page, 'حُفظت الإعدادات');
    await screenshot(admin.page, 'signature-settings-1280');
    await admin.page.setViewportSize({ width: 375, height: 812 });
    expect(await sideScroll(admin.page)).toBeLessThanOrEqual(0);
    await screenshot(admin.page, 'signature-settings-375');

    // A reserved contract on this test's own car, far ahead so nothing else books it.
    const headers = { origin: baseUrl };
    const car = await (await admin.context.request.post('/api/fleet/vehicles', { data: { plateNumber: 'SIG 4321', make: 'Kia', model: 'K5', year: 2025, dailyRate: '18', odometer: 5000 }, headers })).json();
    expect(car.id, JSON.stringify(car)).toBeTruthy();
    const customer = await (await admin.context.request.post('/api/customers', { data: { nameAr: 'هند الشمري', phone: '+965 5550 4321', civilId: '289050504321', licenseExpiry: '2040-01-01' }, headers })).json();
    const contract = await (await admin.context.request.post('/api/contracts', { data: { customerId: customer.id, vehicleId: car.id, startAt: '2031-06-01T10:00:00+03:00', rateUnit: 'day', duration: 2, reserve: true }, headers })).json();
    expect(contract.status, JSON.stringify(contract)).toBe('reserved');

    // 2. At the counter, on a phone: the handover asks for the customer's signature.
    const sales = await openAs('sales@rental.masar.test', 375, 812);
    await sales.page.goto(`/contracts/${contract.id}`);
    const detail = sales.page.getByTestId('contract-detail');
    await detail.getByRole('button', { name: 'تسليم المركبة' }).click();
    const dialog = sales.page.getByRole('dialog');
    await dialog.getByText('توقيع العميل', { exact: true }).waitFor();
    expect(await dialog.getByLabel('اسم الموقّع').inputValue()).toBe('هند الشمري');
    await dialog.getByRole('button', { name: 'تأكيد التسليم' }).click();
    await dialog.getByText('يجب أن يوقّع العميل قبل التسليم').waitFor();
    await sign(sales.page, dialog.getByRole('img', { name: 'مربع توقيع العميل' }));
    await screenshot(sales.page, 'signature-handover-375');
    await dialog.getByRole('button', { name: 'تأكيد التسليم' }).click();
    await waitForToast(sales.page, 'تم تسليم المركبة');

    // 3. The contract is active and carries the signature, who signed and when.
    await detail.getByTestId('contract-status').getByText('نشط').waitFor();
    const signed = sales.page.getByTestId('customer-signature');
    await signed.getByRole('img', { name: 'توقيع هند الشمري' }).waitFor();
    expect(await signed.getByRole('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await signed.scrollIntoViewIfNeeded();
    expect(await sideScroll(sales.page)).toBeLessThanOrEqual(0);
    await screenshot(sales.page, 'signature-contract-375');

    // The demo as it was (customers do not sign on screen), for the files that run after this one.
    const restored = await admin.context.request.put('/api/signature-settings', { data: { customerSignsHandover: false }, headers });
    expect(restored.status()).toBe(200);
  });

  test('a customer signs on screen to approve a quotation through its link; the quotation shows the signature', { timeout: 300_000 }, async () => {
    const admin = await openAs('admin@rental.masar.test', 1280, 900);
    const headers = { origin: baseUrl };
    expect((await admin.context.request.put('/api/signature-settings', { data: { customerSignsQuotation: true }, headers })).status()).toBe(200);
    const customer = await (await admin.context.request.post('/api/customers', { data: { nameAr: 'فيصل العجمي', phone: '+965 5550 8765', civilId: '289050508765', licenseExpiry: '2040-01-01' }, headers })).json();
    const quotation = await (await admin.context.request.post('/api/quotations', { data: { customerId: customer.id, vehicleClass: 'suv', startDate: '2031-07-01', rateUnit: 'day', duration: 3, rate: '25', validUntil: '2099-12-31' }, headers })).json();
    const sent = await (await admin.context.request.post(`/api/quotations/${quotation.id}/send`, { headers })).json();

    // The customer, on a phone and without an account: approving asks for the signature first.
    const guest = await contextAt(browser, baseUrl, { width: 375, height: 812 });
    contexts.push(guest);
    const phone = await guest.newPage();
    await phone.goto(sent.approvalUrl.replace(/^https?:\/\/[^/]+/, ''));
    const signing = phone.getByTestId('approval-signature');
    await signing.getByText('توقيعك').waitFor();
    expect(await phone.getByLabel('اسم الموقّع').inputValue()).toBe('فيصل العجمي');
    await phone.getByRole('button', { name: 'أوافق على العرض' }).click();
    await phone.getByText('وقّع في المربع قبل الموافقة').waitFor();
    await sign(phone, signing.getByRole('img', { name: 'مربع التوقيع' }));
    expect(await sideScroll(phone)).toBeLessThanOrEqual(0);
    await screenshot(phone, 'signature-quotation-approval-375');
    await phone.getByRole('button', { name: 'أوافق على العرض' }).click();
    await phone.getByText('شكراً لك، تم تسجيل موافقتك').waitFor();

    // The quotation's page shows what the customer signed and when.
    await admin.page.goto(`/quotations/${quotation.id}`);
    const signed = admin.page.getByTestId('customer-signature');
    await signed.getByRole('img', { name: 'توقيع فيصل العجمي' }).waitFor();
    await screenshot(admin.page, 'signature-quotation-1280');
    expect((await admin.context.request.put('/api/signature-settings', { data: { customerSignsQuotation: false }, headers })).status()).toBe(200);
  });
});
