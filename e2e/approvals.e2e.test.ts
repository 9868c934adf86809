// Approvals that gate, end to end in Arabic (issue 20): the company admin sets the contract
// discount workflow on /approvals; the sales agent makes a contract with a discount above it,
// which stays a draft awaiting approval (no reserve or hand-over); the manager opens the request
// from the bell's notification and approves it on /approvals; the contract proceeds to the
// reservation the agent asked for. A manual journal entry above the company's amount waits the
// same way and is posted by the manager's approval; a dispatch permit is approved from its own
// page by the manager after the company admin handed its step to them; a purchase order above the
// company's amount waits on the accountant's phone until the manager approves it, and so does a
// contract's close whose deposit refund is above the amount, a lease's deposit settlement, and the
// fleet manager's waiver of a renter's traffic fine, and the accountant's refund of a customer's
// advance. The pages at 1280 and 375 px.
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

const labelled = (scope: Page | Locator, text: string) => scope.getByLabel(new RegExp(`^${text.replace(/[()]/g, '\\$&')}\\s*\\*?$`));

async function openAs(email: string, width: number, height: number) {
  const context = await contextAt(browser, baseUrl, { width, height });
  contexts.push(context);
  await signInAs(context, baseUrl, email);
  return { context, page: await context.newPage() };
}

/** The manager finds the request naming a record on /approvals (its kind shown), and approves it. */
async function managerApproves(record: string, kind: string, shot: string) {
  const manager = await openAs('manager@rental.masar.test', 1280, 900);
  await manager.page.goto('/approvals');
  const card = manager.page.getByTestId('approval-request').filter({ hasText: record });
  await card.getByText(kind, { exact: false }).waitFor();
  await screenshot(manager.page, shot);
  await card.getByRole('button', { name: 'موافقة' }).click();
  await manager.page.getByRole('alertdialog').getByRole('button', { name: 'موافقة' }).click();
  await waitForToast(manager.page, 'تمت الموافقة على APR-');
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
    expect(await sideScroll(manager.page)).toBeLessThanOrEqual(0);
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
    expect(await sideScroll(sales.page)).toBeLessThanOrEqual(0);
    await screenshot(sales.page, 'approvals-contract-375');

    // The demo's workflow as it was, for the files that run after this one.
    const restored = await admin.context.request.put('/api/approvals/workflows/contract_discount', { data: { isActive: true, threshold: '20', steps: [{ approverType: 'role', role: 'manager' }] }, headers });
    expect(restored.status()).toBe(200);
  });

  test('admin switches on the rule for manual entries → the accountant’s large entry waits → the manager’s approval posts it', { timeout: 300_000 }, async () => {
    // 1. The company admin switches on the demo's rule: above 10,000 the manager approves.
    const admin = await openAs('admin@rental.masar.test', 1280, 900);
    await admin.page.goto('/approvals?tab=workflows');
    const workflow = admin.page.getByTestId('workflow-journal_entry');
    expect(await labelled(workflow, 'يحتاج موافقة إذا زاد المبلغ عن').inputValue()).toBe('10000');
    await workflow.getByRole('checkbox').check();
    await workflow.getByRole('button', { name: 'حفظ المسار' }).click();
    await waitForToast(admin.page, 'حُفظ مسار «ترحيل قيد يومية يدوي»');

    // 2. The accountant's draft of 12,000 (on the first day of the demo's fiscal year): "Post" sends it for approval.
    const accountant = await openAs('accountant@rental.masar.test', 1280, 900);
    const headers = { origin: baseUrl };
    const accounts = (await (await accountant.context.request.get('/api/finance/accounts')).json()).items as Array<{ id: string; code: string }>;
    const code = (c: string) => accounts.find((a) => a.code === c)!.id;
    const year = (await (await accountant.context.request.get('/api/finance/fiscal-years')).json()).items[0];
    const description = `تسوية عهدة الفرع ${digits}`;
    const created = await accountant.context.request.post('/api/finance/journal-entries', { headers, data: { entryDate: year.periods[0].startDate, descriptionAr: description, lines: [{ accountId: code('110101'), debit: '12000' }, { accountId: code('4201'), credit: '12000' }] } });
    expect(created.status()).toBe(201);
    const entryUrl = `/finance/journal-entries/${(await created.json()).id}`;
    await accountant.page.goto(entryUrl);
    await accountant.page.getByTestId('entry-post').click();
    await waitForToast(accountant.page, 'أُرسل للموافقة (APR-');
    const held = accountant.page.getByTestId('entry-approvals');
    await held.getByTestId('approval-status').getByText('بانتظار الموافقة').waitFor();
    await accountant.page.getByText('هذا القيد بانتظار الموافقة', { exact: false }).waitFor();
    expect(await accountant.page.getByTestId('entry-post').count()).toBe(0);
    expect(await accountant.page.getByRole('link', { name: 'تعديل', exact: true }).count()).toBe(0);
    await screenshot(accountant.page, 'approvals-entry-held-1280');
    // The journal's list shows it held, naming its request.
    await accountant.page.goto(`/finance/journal-entries?q=${encodeURIComponent(description)}`);
    await accountant.page.getByTestId('entries-table').getByTestId('awaiting-approval').getByText(/^بانتظار الموافقة · APR-\d{5}$/).waitFor();
    await accountant.page.goto(entryUrl);

    // 3. The manager, on a phone, approves it on /approvals.
    const manager = await openAs('manager@rental.masar.test', 375, 812);
    await manager.page.goto('/approvals');
    const card = manager.page.getByTestId('approval-request').filter({ hasText: description });
    await card.getByText('ترحيل قيد يومية يدوي', { exact: false }).waitFor();
    expect(await sideScroll(manager.page)).toBeLessThanOrEqual(0);
    await screenshot(manager.page, 'approvals-entry-mine-375');
    await card.getByRole('button', { name: 'موافقة' }).click();
    await manager.page.getByRole('alertdialog').getByRole('button', { name: 'موافقة' }).click();
    await waitForToast(manager.page, 'تمت الموافقة على APR-');

    // 4. The entry is posted, numbered, its approval on its page.
    await accountant.page.reload();
    await accountant.page.getByTestId('entry-status').getByText('مرحّل').waitFor();
    await accountant.page.getByRole('heading', { level: 1, name: /^القيد JV-\d{4}-\d{5}$/ }).waitFor();
    await held.getByTestId('approval-status').getByText('تمت الموافقة').waitFor();
    await accountant.page.setViewportSize({ width: 375, height: 812 });
    await held.scrollIntoViewIfNeeded();
    expect(await sideScroll(accountant.page)).toBeLessThanOrEqual(0);
    await screenshot(accountant.page, 'approvals-entry-posted-375');

    // The demo's rule switched off again, for the files that run after this one.
    const restored = await admin.context.request.put('/api/approvals/workflows/journal_entry', { data: { isActive: false, threshold: '10000', steps: [{ approverType: 'role', role: 'manager' }, { approverType: 'role', role: 'company_admin', minAmount: '50000' }] }, headers });
    expect(restored.status()).toBe(200);
  });

  test('under the dispatch-permit workflow the manager approves the fleet manager’s permit on the permit’s page', { timeout: 300_000 }, async () => {
    const admin = await openAs('admin@rental.masar.test', 1280, 900);
    const headers = { origin: baseUrl };
    // The step names the accountant; the admin will hand it to the manager.
    const on = await admin.context.request.put('/api/approvals/workflows/dispatch_permit', { data: { isActive: true, steps: [{ approverType: 'role', role: 'accountant' }] }, headers });
    expect(on.status()).toBe(200);
    // The fleet manager's permit for a car of this test, with a driver who has no account, hired in
    // the permit's year: after every month the payroll tests pay (no IBAN would stop their bank file).
    const fleet = await openAs('fleet@rental.masar.test', 1280, 900);
    const car = await (await admin.context.request.post('/api/fleet/vehicles', { data: { plateNumber: `DPA ${digits.slice(-5)}`, make: 'Toyota', model: 'Hiace', year: 2024, dailyRate: '15', odometer: 1000 }, headers })).json();
    const driver = await (await admin.context.request.post('/api/hr/employees', { data: { firstName: 'Salem', lastName: 'Driver', firstNameAr: 'سالم', lastNameAr: `السائق ${digits}`, hireDate: '2031-01-01', basicSalary: '400' }, headers })).json();
    const permit = await (await fleet.context.request.post('/api/dispatch-permits', { data: { vehicleId: car.id, driverId: driver.id, purpose: 'delivery', purposeAr: 'توصيل إلى الفرع', startAt: '2031-06-02T08:00:00+03:00', endAt: '2031-06-02T16:00:00+03:00' }, headers })).json();
    expect(permit.approvals?.[0]?.status, JSON.stringify(permit)).toBe('pending');

    // The company admin hands the waiting step to the manager from "All requests".
    await admin.page.goto('/approvals?tab=all');
    const waiting = admin.page.getByTestId('approval-request').filter({ hasText: permit.permitNumber });
    await waiting.getByRole('button', { name: 'إسناد لشخص آخر' }).click();
    const handOver = admin.page.getByRole('alertdialog', { name: `إسناد الطلب ${permit.approvals[0].requestNumber}` });
    await handOver.getByLabel('يعتمدها').selectOption({ label: 'فهد المطيري' });
    await screenshot(admin.page, 'approvals-reassign-1280');
    await handOver.getByRole('button', { name: 'إسناد' }).click();
    await waitForToast(admin.page, `أُسند الطلب ${permit.approvals[0].requestNumber}`);
    await waiting.getByText('فهد المطيري').waitFor();

    const manager = await openAs('manager@rental.masar.test', 375, 812);
    await manager.page.goto(`/fleet/dispatch-permits/${permit.id}`);
    const detail = manager.page.getByTestId('permit-detail');
    await detail.getByText('ينتظر هذا التصريح الموافقة', { exact: false }).waitFor();
    const card = detail.getByTestId('permit-approvals').getByTestId('approval-request');
    await card.getByText(`تصريح خروج ${permit.permitNumber}`, { exact: false }).waitFor();
    expect(await detail.getByTestId('permit-actions').getByRole('button', { name: 'اعتماد' }).count()).toBe(0);
    expect(await sideScroll(manager.page)).toBeLessThanOrEqual(0);
    await screenshot(manager.page, 'approvals-permit-375');
    await card.getByRole('button', { name: 'موافقة' }).click();
    await manager.page.getByRole('alertdialog').getByRole('button', { name: 'موافقة' }).click();
    await waitForToast(manager.page, 'تمت الموافقة على APR-');
    await detail.getByText('معتمد', { exact: true }).first().waitFor();
    await card.getByTestId('approval-status').getByText('تمت الموافقة').waitFor();

    const off = await admin.context.request.put('/api/approvals/workflows/dispatch_permit', { data: { isActive: false, steps: [{ approverType: 'role', role: 'manager' }] }, headers });
    expect(off.status()).toBe(200);
  });

  test('under the purchase-order workflow the accountant’s order waits on a phone, and the manager’s approval approves it', { timeout: 300_000 }, async () => {
    // 1. The company admin: an order above 1,000 needs the manager's approval.
    const admin = await openAs('admin@rental.masar.test', 1280, 900);
    await admin.page.goto('/approvals?tab=workflows');
    const workflow = admin.page.getByTestId('workflow-purchase_order');
    await workflow.getByRole('checkbox').check();
    await labelled(workflow, 'يحتاج موافقة إذا زاد المبلغ عن').fill('1000');
    await workflow.getByTestId('workflow-step').first().getByLabel('الدور').selectOption('manager');
    await workflow.getByRole('button', { name: 'حفظ المسار' }).click();
    await waitForToast(admin.page, 'حُفظ مسار «اعتماد أمر شراء»');

    // 2. The accountant, on a phone, approves an order of 2,400: it is sent for approval instead.
    const accountant = await openAs('accountant@rental.masar.test', 375, 812);
    const headers = { origin: baseUrl };
    const vendor = await (await accountant.context.request.post('/api/payables/vendors', { headers, data: { nameAr: `مورد الإطارات ${digits}`, nameEn: `Tyre Vendor ${digits}` } })).json();
    const order = await (await accountant.context.request.post('/api/payables/purchase-orders', { headers, data: { vendorId: vendor.id, lines: [{ description: 'إطارات', quantity: '8', unitPrice: '300', vatRate: '0' }] } })).json();
    expect(order.number, JSON.stringify(order)).toMatch(/^PO-/);
    await accountant.page.goto(`/finance/purchase-orders?q=${order.number}`);
    const cards = accountant.page.getByTestId('orders-table-cards');
    await cards.getByRole('button', { name: `اعتماد ${order.number}` }).click();
    await waitForToast(accountant.page, 'أُرسل الأمر للموافقة (APR-');
    await cards.getByTestId('awaiting-approval').getByText(/^بانتظار الموافقة · APR-\d{5}$/).waitFor();
    expect(await cards.getByRole('button', { name: `اعتماد ${order.number}` }).count()).toBe(0);
    expect(await sideScroll(accountant.page)).toBe(0);
    await screenshot(accountant.page, 'approvals-order-held-375');

    // 3. The manager approves it on /approvals; the order is approved, ready to receive.
    await managerApproves(order.number, 'اعتماد أمر شراء', 'approvals-order-mine-1280');
    await accountant.page.reload();
    await cards.getByText('معتمد', { exact: true }).first().waitFor();
    await cards.getByRole('button', { name: `استلام ${order.number}` }).waitFor();

    const off = await admin.context.request.put('/api/approvals/workflows/purchase_order', { data: { isActive: false, threshold: '1000', steps: [{ approverType: 'role', role: 'manager' }] }, headers });
    expect(off.status()).toBe(200);
  });

  test('under the deposit-refund workflow closing a returned contract waits on a phone until the manager approves the refund', { timeout: 300_000 }, async () => {
    // The company admin: refunding more than 50.000 of a deposit needs the manager's approval.
    const admin = await openAs('admin@rental.masar.test', 375, 812);
    const headers = { origin: baseUrl };
    const on = await admin.context.request.put('/api/approvals/workflows/deposit_refund', { data: { isActive: true, threshold: '50', steps: [{ approverType: 'role', role: 'manager' }] }, headers });
    expect(on.status()).toBe(200);
    // This test's own car (deposit 150.000), rented two days in the past, handed over and returned on time.
    const post = async (path: string, data: unknown) => (await admin.context.request.post(path, { data, headers })).json();
    const car = await post('/api/fleet/vehicles', { plateNumber: `RFD ${digits.slice(-5)}`, make: 'Kia', model: 'K5', year: 2024, dailyRate: '20', depositAmount: '150', odometer: 1000 });
    const customer = await post('/api/customers', { nameAr: `ناصر العنزي ${digits}`, phone: `+965 6${digits}2`, civilId: `29${digits}5566`, licenseExpiry: '2040-01-01' });
    const contract = await post('/api/contracts', { customerId: customer.id, vehicleId: car.id, startAt: '2025-03-01T10:00:00+03:00', rateUnit: 'day', duration: 2, reserve: true });
    await post(`/api/contracts/${contract.id}/handover`, { odometer: 1000, fuel: 8, at: '2025-03-01T10:00:00+03:00' });
    const back = await post(`/api/contracts/${contract.id}/return`, { odometer: 1200, fuel: 8, at: '2025-03-03T10:00:00+03:00' });
    expect(back.contract.status).toBe('returned');

    // Closing sends the refund for approval: the contract stays returned, and says why.
    await admin.page.goto(`/contracts/${contract.id}`);
    const detail = admin.page.getByTestId('contract-detail');
    await detail.getByRole('button', { name: 'إغلاق العقد' }).click();
    await admin.page.getByRole('alertdialog').getByRole('button', { name: 'إغلاق العقد' }).click();
    await waitForToast(admin.page, 'رد التأمين يحتاج موافقة (APR-');
    await detail.getByTestId('refund-hint').getByText('حتى تتم الموافقة على رده', { exact: false }).waitFor();
    await detail.getByTestId('contract-approvals').getByTestId('approval-status').getByText('بانتظار الموافقة').waitFor();
    await detail.getByTestId('contract-status').getByText('مُرجَع').waitFor();
    expect(await detail.getByRole('button', { name: 'إغلاق العقد' }).count()).toBe(0);
    expect(await sideScroll(admin.page)).toBeLessThanOrEqual(0);
    await screenshot(admin.page, 'approvals-refund-held-375');

    // The manager approves it on /approvals; the contract is closed, the deposit settled.
    await managerApproves(contract.contractNumber, 'رد تأمين عقد إيجار', 'approvals-refund-mine-1280');
    await admin.page.reload();
    await detail.getByTestId('contract-status').getByText('مغلق').waitFor();
    await screenshot(admin.page, 'approvals-refund-closed-375');

    const off = await admin.context.request.put('/api/approvals/workflows/deposit_refund', { data: { isActive: false, threshold: '50', steps: [{ approverType: 'role', role: 'manager' }] }, headers });
    expect(off.status()).toBe(200);
  });

  test('under the fine-waiver workflow the fleet manager’s waiver waits until the manager approves it', { timeout: 300_000 }, async () => {
    // The company admin: forgiving a renter more than 30.000 (the fine and the admin fee) needs the manager.
    const admin = await openAs('admin@rental.masar.test', 1280, 900);
    const headers = { origin: baseUrl };
    const on = await admin.context.request.put('/api/approvals/workflows/fine_waiver', { data: { isActive: true, threshold: '30', steps: [{ approverType: 'role', role: 'manager' }] }, headers });
    expect(on.status()).toBe(200);
    // This test's own car, rented in March 2025 and returned; a fine of 50.000 caught during the rental.
    const post = async (path: string, data: unknown) => (await admin.context.request.post(path, { data, headers })).json();
    const car = await post('/api/fleet/vehicles', { plateNumber: `WVR ${digits.slice(-5)}`, make: 'Hyundai', model: 'Accent', year: 2024, dailyRate: '12', depositAmount: '100', odometer: 1000 });
    const customer = await post('/api/customers', { nameAr: `فهد الشمري ${digits}`, phone: `+965 5${digits}3`, civilId: `28${digits}7788`, licenseExpiry: '2040-01-01' });
    const contract = await post('/api/contracts', { customerId: customer.id, vehicleId: car.id, startAt: '2025-03-10T10:00:00+03:00', rateUnit: 'day', duration: 3, reserve: true });
    await post(`/api/contracts/${contract.id}/handover`, { odometer: 1000, fuel: 8, at: '2025-03-10T10:00:00+03:00' });
    await post(`/api/contracts/${contract.id}/return`, { odometer: 1300, fuel: 8, at: '2025-03-13T10:00:00+03:00' });
    const fine = await post('/api/traffic-violations', { violationNumber: `WV-${digits}`, vehicleId: car.id, violatedAt: '2025-03-11T18:30', amount: '50', violationType: 'تجاوز الإشارة الحمراء' });
    expect(fine.responsible, JSON.stringify(fine)).toBe('customer');

    // The fleet manager asks to waive it from the fine's drawer: it waits, and cannot be recharged meanwhile.
    const fleet = await openAs('fleet@rental.masar.test', 1280, 900);
    await fleet.page.goto(`/fleet/traffic-violations?q=${fine.violationNumber}`);
    await fleet.page.getByTestId('fines-table').getByRole('button', { name: fine.violationNumber }).click();
    const drawer = fleet.page.getByTestId('fine-drawer');
    await drawer.getByText('التنازل عن المخالفة للعميل').click();
    await labelled(drawer, 'سبب التنازل').fill('عميل دائم، أول مخالفة له');
    await drawer.getByRole('button', { name: 'طلب التنازل' }).click();
    await waitForToast(fleet.page, 'أُرسل طلب التنازل APR-');
    await drawer.getByTestId('fine-approvals').getByTestId('approval-status').getByText('بانتظار الموافقة').waitFor();
    expect(await drawer.getByRole('button', { name: 'تحميل بفاتورة' }).count()).toBe(0);
    await screenshot(fleet.page, 'approvals-fine-waiver-held-1280');

    // The manager approves it on /approvals; the fine is waived for the customer, with the reason asked.
    await managerApproves(fine.violationNumber, 'التنازل عن مخالفة مرورية للعميل', 'approvals-fine-waiver-mine-1280');
    await fleet.page.reload();
    await fleet.page.getByTestId('fines-table').getByText('متنازل عنها للعميل').waitFor();
    await fleet.page.getByTestId('fines-table').getByRole('button', { name: fine.violationNumber }).click();
    await drawer.getByTestId('fine-waived').getByText('عميل دائم، أول مخالفة له').waitFor();
    await screenshot(fleet.page, 'approvals-fine-waived-1280');

    const off = await admin.context.request.put('/api/approvals/workflows/fine_waiver', { data: { isActive: false, threshold: '30', steps: [{ approverType: 'role', role: 'manager' }] }, headers });
    expect(off.status()).toBe(200);
  });

  test('under the payment-refund workflow the accountant’s refund of a customer’s advance waits on a phone until the manager approves it', { timeout: 300_000 }, async () => {
    const admin = await openAs('admin@rental.masar.test', 1280, 900);
    const headers = { origin: baseUrl };
    const on = await admin.context.request.put('/api/approvals/workflows/payment_refund', { data: { isActive: true, threshold: '100', steps: [{ approverType: 'role', role: 'manager' }] }, headers });
    expect(on.status()).toBe(200);
    // A new customer paid 300.000 in advance: no invoice took it.
    const accountant = await openAs('accountant@rental.masar.test', 375, 812);
    const post = async (path: string, data: unknown) => (await accountant.context.request.post(path, { data, headers })).json();
    const customer = await (await admin.context.request.post('/api/customers', { headers, data: { nameAr: `هيا الدوسري ${digits}`, phone: `+965 9${digits}4`, civilId: `27${digits}9900`, licenseExpiry: '2040-01-01' } })).json();
    const payment = await post('/api/billing/payments', { customerId: customer.id, paymentDate: '2026-03-01', method: 'cash', amount: '300' });
    expect(payment.unallocated, JSON.stringify(payment)).toBe('300.000');

    // The accountant refunds it all from the payments list: it is sent for approval instead.
    await accountant.page.goto(`/finance/payments?q=${payment.paymentNumber}`);
    const cards = accountant.page.getByTestId('payments-table-cards');
    await cards.getByRole('button', { name: `رد مبلغ من السند ${payment.paymentNumber}` }).click();
    const dialog = accountant.page.getByRole('dialog');
    expect(await labelled(dialog, 'المبلغ المردود').inputValue()).toBe('300.000');
    await labelled(dialog, 'سبب الرد').fill('ألغت العميلة الحجز');
    await screenshot(accountant.page, 'approvals-payment-refund-dialog-375');
    await dialog.getByRole('button', { name: 'رد المبلغ' }).click();
    await waitForToast(accountant.page, 'أُرسل طلب الرد APR-');
    await cards.getByTestId('awaiting-approval').getByText(/^بانتظار الموافقة · APR-\d{5}$/).waitFor();
    expect(await cards.getByRole('button', { name: `رد مبلغ من السند ${payment.paymentNumber}` }).count()).toBe(0);
    expect(await sideScroll(accountant.page)).toBe(0);
    await screenshot(accountant.page, 'approvals-payment-refund-held-375');

    // The manager approves it; the payment shows what was refunded.
    await managerApproves(payment.paymentNumber, 'رد مبلغ من سند قبض للعميل', 'approvals-payment-refund-mine-1280');
    await accountant.page.reload();
    await cards.getByTestId('payment-refunded').getByText('مردود', { exact: false }).waitFor();
    await screenshot(accountant.page, 'approvals-payment-refunded-375');

    const off = await admin.context.request.put('/api/approvals/workflows/payment_refund', { data: { isActive: false, threshold: '100', steps: [{ approverType: 'role', role: 'manager' }] }, headers });
    expect(off.status()).toBe(200);
  });

  test('under the lease deposit-refund workflow an ended lease’s deposit stays held until the accountant approves its refund', { timeout: 300_000 }, async () => {
    const admin = await openAs('admin@realestate.masar.test', 1280, 900);
    const headers = { origin: baseUrl };
    const post = async (path: string, data: unknown) => (await admin.context.request.post(path, { data, headers })).json();
    const on = await admin.context.request.put('/api/approvals/workflows/lease_deposit_refund', { data: { isActive: true, threshold: '1000', steps: [{ approverType: 'role', role: 'accountant' }] }, headers });
    expect(on.status()).toBe(200);
    // This test's own flat, let forty days ago (on a day a payment day can be) and ended today, its deposit held.
    const unit = await post('/api/properties', { nameAr: `شقة التأمين ${digits}`, propertyType: 'apartment' });
    const today: string = unit.vacantSince;
    const back = new Date(Date.parse(`${today}T00:00:00Z`) - 40 * 86_400_000).toISOString().slice(0, 10);
    const start = Number(back.slice(8)) > 28 ? `${back.slice(0, 8)}28` : back;
    const tenant = await post('/api/customers', { nameAr: `مستأجر التأمين ${digits}`, phone: `+974 5${digits}7` });
    const lease = await post('/api/leases', { propertyId: unit.id, customerId: tenant.id, startDate: start, termMonths: 12, monthlyRent: '1000', securityDeposit: '6000' });
    await post(`/api/leases/${lease.id}/activate`, {});
    const ended = await post(`/api/leases/${lease.id}/terminate`, { date: today, reason: 'إخلاء مبكر', settleDeposit: false });
    expect(ended.lease.status, JSON.stringify(ended)).toBe('terminated');

    // Settling the deposit asks for approval; the lease says so and offers no second settlement.
    await admin.page.goto(`/properties/contracts/${lease.id}`);
    await admin.page.getByRole('button', { name: 'تسوية التأمين' }).click();
    await admin.page.getByRole('dialog').getByRole('button', { name: 'تسوية التأمين' }).click();
    await waitForToast(admin.page, 'رد التأمين يحتاج موافقة (APR-');
    await admin.page.getByTestId('refund-hint').waitFor();
    await admin.page.getByTestId('lease-approvals').getByTestId('approval-status').getByText('بانتظار الموافقة').waitFor();
    expect(await admin.page.getByRole('button', { name: 'تسوية التأمين' }).count()).toBe(0);
    await admin.page.setViewportSize({ width: 375, height: 812 });
    expect(await sideScroll(admin.page)).toBeLessThanOrEqual(0);
    await screenshot(admin.page, 'approvals-lease-refund-held-375');

    // The accountant approves it; the deposit is settled as it was asked.
    const accountant = await openAs('accountant@realestate.masar.test', 1280, 900);
    const detail = await (await accountant.context.request.get(`/api/leases/${lease.id}`)).json();
    const approved = await accountant.context.request.post(`/api/approvals/requests/${detail.approvals[0].id}/approve`, { data: {}, headers });
    expect(approved.status()).toBe(200);
    await admin.page.reload();
    await admin.page.getByTestId('lease-approvals').getByTestId('approval-status').getByText('تمت الموافقة').waitFor();
    expect(await admin.page.getByTestId('refund-hint').count()).toBe(0);

    const off = await admin.context.request.put('/api/approvals/workflows/lease_deposit_refund', { data: { isActive: false, threshold: '1000', steps: [{ approverType: 'role', role: 'accountant' }] }, headers });
    expect(off.status()).toBe(200);
  });
  test('under the demo’s quotation-discount workflow the agent’s quotation is sent only after the manager approves its discount', { timeout: 300_000 }, async () => {
    // The demo asks the manager to approve any quotation discount above 20%; this quotation gives 30%.
    const admin = await openAs('admin@rental.masar.test', 1280, 900);
    const headers = { origin: baseUrl };
    const car = await (await admin.context.request.post('/api/fleet/vehicles', { data: { plateNumber: `QDE ${digits.slice(-5)}`, make: 'Hyundai', model: 'Sonata', year: 2025, dailyRate: '20', odometer: 500 }, headers })).json();
    const customer = await (await admin.context.request.post('/api/customers', { data: { nameAr: `هند الكندري ${digits}`, phone: `+965 6${digits}5`, civilId: `26${digits}1122`, licenseExpiry: '2040-01-01' }, headers })).json();
    const sales = await openAs('sales@rental.masar.test', 375, 812);
    const made = await sales.context.request.post('/api/quotations', { data: { customerId: customer.id, vehicleId: car.id, startDate: '2031-08-03', rateUnit: 'day', duration: 5, discount: '30', validUntil: '2099-12-31' }, headers });
    expect(made.status()).toBe(201);
    const quotation = await made.json();

    // 1. The agent sends it: nothing goes to the customer, the discount goes for approval.
    await sales.page.goto(`/quotations/${quotation.id}`);
    await sales.page.getByRole('button', { name: 'إرسال للعميل' }).click();
    await waitForToast(sales.page, 'أُرسل الخصم للموافقة (APR-');
    const approvals = sales.page.getByTestId('quotation-approvals');
    await approvals.getByText('لا يُرسل العرض للعميل حتى يعتمد', { exact: false }).waitFor();
    expect(await sales.page.getByRole('button', { name: 'إرسال للعميل' }).count()).toBe(0);
    expect(await sales.page.getByTestId('approval-link').count()).toBe(0);
    expect(await sideScroll(sales.page)).toBeLessThanOrEqual(0);
    await approvals.scrollIntoViewIfNeeded();
    await screenshot(sales.page, 'approvals-quotation-held-375');
    await sales.page.goto(`/quotations?q=${quotation.quotationNumber}`);
    await sales.page.getByTestId('awaiting-approval').getByText(/^بانتظار الموافقة · APR-\d{5}$/).first().waitFor();
    expect(await sideScroll(sales.page)).toBeLessThanOrEqual(0);
    await screenshot(sales.page, 'approvals-quotation-listed-375');
    await sales.page.goto(`/quotations/${quotation.id}`);

    // 2. The manager approves it on /approvals.
    await managerApproves(quotation.quotationNumber, 'خصم في عرض سعر', 'approvals-quotation-mine-1280');

    // 3. The agent sends it now and has the customer's link.
    await sales.page.reload();
    await approvals.getByTestId('approval-status').getByText('تمت الموافقة').waitFor();
    await sales.page.getByRole('button', { name: 'إرسال للعميل' }).click();
    await waitForToast(sales.page, 'تم إنشاء رابط الموافقة');
    await sales.page.getByTestId('approval-link').waitFor();
    expect(await sideScroll(sales.page)).toBeLessThanOrEqual(0);
    await screenshot(sales.page, 'approvals-quotation-sent-375');
  });
});
