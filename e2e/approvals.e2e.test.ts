// Approvals that gate, end to end in Arabic (issue 20): the company admin sets the contract
// discount workflow on /approvals; the sales agent makes a contract with a discount above it,
// which stays a draft awaiting approval (no reserve or hand-over); the manager opens the request
// from the bell's notification and approves it on /approvals; the contract proceeds to the
// reservation the agent asked for. The pages at 1280 and 375 px.
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, test } from 'vitest';
import { launchBrowser, screenshot } from './support/browser';
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

const labelled = (scope: Page | Locator, text: string) => scope.getByLabel(new RegExp(`^${text.replace(/[()]/g, '\\$&')}\\s*\\*?$`));
const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function openAs(email: string, width: number, height: number) {
  const context = await contextAt(browser, baseUrl, { width, height });
  contexts.push(context);
  await signInAs(context, baseUrl, email);
  return { context, page: await context.newPage() };
}

const digits = String(Date.now()).slice(-6);
/** A fixed day far ahead on this test's own car: nothing else books it, and nothing depends on today. */
const START = '2031-04-12T10:00';

describe('approvals that gate', () => {
  test('admin sets the workflow → agent’s discounted contract waits → manager approves from the notification → the contract is reserved', { timeout: 300_000 }, async () => {
    // 1. The company admin: a discount above 15% needs the manager's approval.
    const admin = await openAs('admin@rental.masar.test', 1280, 900);
    await admin.page.goto('/approvals?tab=workflows');
    await admin.page.getByRole('heading', { level: 1, name: 'الموافقات' }).waitFor();
    const workflow = admin.page.getByTestId('workflow-contract_discount');
    await labelled(workflow, 'يحتاج موافقة إذا زاد الخصم عن (٪)').fill('15');
    await workflow.getByTestId('workflow-step').first().getByLabel('الدور').selectOption('manager');
    await workflow.getByRole('button', { name: 'حفظ المسار' }).click();
    await waitForToast(admin.page, 'حُفظ مسار «خصم على عقد إيجار»');
    await screenshot(admin.page, 'approvals-workflows-1280');
    // This test's car (20.000 a day) and a customer with a licence valid past the rental.
    const headers = { origin: baseUrl };
    const car = await (await admin.context.request.post('/api/fleet/vehicles', { data: { plateNumber: `APR ${digits.slice(-5)}`, make: 'Nissan', model: 'Altima', year: 2025, dailyRate: '20', depositAmount: '100', odometer: 1000 }, headers })).json();
    expect(car.id, JSON.stringify(car)).toBeTruthy();
    const customer = await (await admin.context.request.post('/api/customers', { data: { nameAr: `سعد الهاجري ${digits}`, phone: `+965 5${digits}1`, civilId: `28${digits}4455`, licenseExpiry: '2040-01-01' }, headers })).json();

    // 2. The sales agent: two days at 20.000 with 8.000 off (20%), asking for a reservation.
    const sales = await openAs('sales@rental.masar.test', 1280, 900);
    await sales.page.goto(`/contracts/new?vehicleId=${car.id}`);
    await labelled(sales.page, 'العميل').fill(digits);
    await sales.page.getByRole('option', { name: new RegExp(customer.nameAr) }).click();
    await labelled(sales.page, 'بداية الإيجار').fill(START);
    await labelled(sales.page, 'المدة (أيام)').fill('2');
    await labelled(sales.page, 'الخصم (KWD)').fill('8');
    await sales.page.getByRole('button', { name: 'إنشاء العقد' }).click();
    await waitForToast(sales.page, 'تم إنشاء العقد CON-');
    const detail = sales.page.getByTestId('contract-detail');
    await detail.getByTestId('contract-status').getByText('مسودة').waitFor();
    const approvals = detail.getByTestId('contract-approvals');
    await approvals.getByTestId('approval-status').getByText('بانتظار الموافقة').waitFor();
    await detail.getByText('لا يُحجز هذا العقد ولا يُسلَّم حتى تكتمل الموافقة.').waitFor();
    expect(await detail.getByRole('button', { name: 'تأكيد الحجز' }).count()).toBe(0);
    expect(await detail.getByRole('button', { name: 'تسليم المركبة' }).count()).toBe(0);
    const contractUrl = sales.page.url();
    const contractNumber = ((await detail.getByRole('heading', { level: 1 }).textContent()) ?? '').trim();
    const requestNumber = ((await approvals.getByTestId('approval-request').first().locator('[dir="ltr"]').first().textContent()) ?? '').trim();
    expect(requestNumber).toMatch(/^APR-\d{5}$/);
    // Nor by calling the route directly.
    const direct = await sales.context.request.post(`/api/contracts/${contractUrl.split('/').pop()}/reserve`, { headers });
    expect(direct.status()).toBe(409);

    // 3. The manager, on a phone: the bell tells of the request; its link opens /approvals.
    const manager = await openAs('manager@rental.masar.test', 375, 812);
    await manager.page.goto('/dashboard');
    await manager.page.getByTestId('alerts-bell').click();
    const panel = manager.page.getByTestId('alerts-panel');
    await panel.getByRole('link', { name: `طلب موافقة ${requestNumber} بانتظارك` }).click();
    await manager.page.waitForURL((url) => url.pathname === '/approvals');
    const card = manager.page.getByTestId('approval-request').filter({ hasText: requestNumber });
    await card.getByText(`خصم 20٪ على العقد ${contractNumber}`).waitFor();
    expect(await manager.page.getByTestId('approvals-to-act').textContent()).toMatch(/^[1-9]/);
    expect(await noSideScroll(manager.page)).toBeLessThanOrEqual(0);
    await screenshot(manager.page, 'approvals-mine-375');
    await card.getByRole('button', { name: 'موافقة' }).click();
    const dialog = manager.page.getByRole('alertdialog', { name: `الموافقة على الطلب ${requestNumber}` });
    await labelled(dialog, 'ملاحظة (اختيارية)').fill('عميل دائم');
    await dialog.getByRole('button', { name: 'موافقة' }).click();
    await waitForToast(manager.page, `تمت الموافقة على ${requestNumber}`);

    // 4. The contract went ahead: reserved, with the manager's step and comment on its page.
    await sales.page.goto(contractUrl);
    await detail.getByTestId('contract-status').getByText('محجوز').waitFor();
    await approvals.getByTestId('approval-status').getByText('تمت الموافقة').waitFor();
    await approvals.getByText('«عميل دائم»').waitFor();
    await screenshot(sales.page, 'approvals-contract-1280');
    await sales.page.setViewportSize({ width: 375, height: 812 });
    await approvals.getByText('«عميل دائم»').scrollIntoViewIfNeeded();
    expect(await noSideScroll(sales.page)).toBeLessThanOrEqual(0);
    await screenshot(sales.page, 'approvals-contract-375');

    // The demo's workflow as it was, for the files that run after this one.
    const restored = await admin.context.request.put('/api/approvals/workflows/contract_discount', { data: { isActive: true, threshold: '20', steps: [{ approverType: 'role', role: 'manager' }] }, headers });
    expect(restored.status()).toBe(200);
  });
});
