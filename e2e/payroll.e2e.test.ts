// Payroll in Arabic: the accountant calculates February 2026's run, opens a payslip and reads
// each line's source and its PDF, approves the run and records it paid, downloads its bank file
// and opens its ledger entry (1280 px); the admin calculates
// January 2026's and reads a payslip on a phone (375 px); an employee's end of service is figured,
// recorded, printed and paid. Fixed past months, so nothing depends on today's date.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, test } from 'vitest';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { monthEnd } from '../src/core/assets';
import { launchBrowser, SCREENSHOT_DIR, screenshot, sideScroll } from './support/browser';
import { chooseFromMenu, contextAt, signInAs, waitForToast } from './support/shell';

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


async function signedIn(email: string, width: number, height: number): Promise<{ context: BrowserContext; page: Page }> {
  const context = await contextAt(browser, baseUrl, { width, height });
  contexts.push(context);
  await signInAs(context, baseUrl, email);
  return { context, page: await context.newPage() };
}

/** Calculates a month's run and waits for its own card (titled with the month), not the demo's. */
async function calculate(page: Page, month: string, title: string) {
  await page.goto('/hr/payroll');
  await page.getByRole('heading', { level: 1, name: 'الرواتب' }).waitFor();
  await page.getByLabel('الشهر', { exact: true }).fill(month);
  await page.getByTestId('payroll-create').click();
  await waitForToast(page, 'حُسب مسير');
  await page.getByTestId('payroll-run').getByRole('heading', { level: 2, name: title, exact: true }).waitFor();
  await page.getByTestId('payroll-run').getByTestId('payroll-run-status').filter({ hasText: 'محسوب' }).waitFor();
}

describe('payroll in the browser', () => {
  test('a month calculated, a payslip read line by line, the run approved and paid (1280 px)', { timeout: 240_000 }, async () => {
    const { context, page } = await signedIn('accountant@rental.masar.test', 1280, 900);
    // The demo's last month, calculated and waiting for review, opens first.
    await page.goto('/hr/payroll');
    await page.getByTestId('payroll-run').getByTestId('payroll-run-status').filter({ hasText: 'محسوب' }).waitFor();
    await screenshot(page, 'payroll-demo-1280');
    await calculate(page, '2026-02', 'فبراير 2026');
    const runs = (await context.request.get('/api/payroll/runs').then((r) => r.json())) as { items: Array<{ id: string; month: string; employeeCount: number }> };
    const february = runs.items.find((r) => r.month === '2026-02')!;
    const rows = page.getByTestId('payroll-payslip-row');
    expect(await rows.count()).toBe(february.employeeCount);
    expect(february.employeeCount).toBeGreaterThanOrEqual(5);
    expect(await sideScroll(page)).toBe(0);
    await screenshot(page, 'payroll-run-1280');

    // A payslip: the basic salary's line says where it came from.
    await rows.first().getByRole('button').click();
    const dialog = page.getByTestId('payslip-dialog');
    await dialog.getByRole('heading', { name: /^قسيمة راتب/ }).waitFor();
    await dialog.getByText('الراتب الأساسي').waitFor();
    await dialog.getByText(/الشهر كاملاً: \d+ يوم عمل|من \d+ يوم عمل/).first().waitFor();
    await dialog.getByTestId('payslip-net').waitFor();
    await dialog.getByTestId('payslip-pdf').waitFor();
    await screenshot(page, 'payroll-payslip-1280');
    // The payslip's PDF, the one that button opens, turned into a PNG beside the screenshots.
    const detail = (await context.request.get(`/api/payroll/runs/${february.id}`).then((r) => r.json())) as { payslips: Array<{ id: string; lines: unknown[] }> };
    const richest = detail.payslips.reduce((a, b) => (b.lines.length > a.lines.length ? b : a));
    const pdf = await context.request.get(`/api/payroll/payslips/${richest.id}/pdf`);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    const pdfPath = join(SCREENSHOT_DIR, 'payroll-payslip.pdf');
    writeFileSync(pdfPath, await pdf.body());
    execFileSync('pdftoppm', ['-png', '-r', '80', '-singlefile', pdfPath, join(SCREENSHOT_DIR, 'payroll-payslip-pdf')]);
    expect(existsSync(join(SCREENSHOT_DIR, 'payroll-payslip-pdf.png'))).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await page.getByTestId('payroll-approve').click();
    await waitForToast(page, 'اعتُمد المسير');
    await page.getByTestId('payroll-run').getByTestId('payroll-run-status').filter({ hasText: 'معتمد' }).waitFor();
    // Approval posted the month's pay to the ledger: its entry opens from the run.
    await page.getByTestId('payroll-accrual-entry').waitFor();
    await page.getByTestId('payroll-pay').click();
    await waitForToast(page, 'سُجّل صرف المسير');
    await page.getByTestId('payroll-run').getByTestId('payroll-run-status').filter({ hasText: 'مصروف' }).waitFor();
    const paid = await context.request.get(`/api/payroll/runs/${february.id}`).then((r) => r.json());
    expect(paid.status).toBe('paid');
    await page.getByTestId('payroll-payment-entry').waitFor();
    await screenshot(page, 'payroll-paid-1280');

    // The bank transfer file: one row per employee paid by transfer, each with an IBAN and net pay.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('payroll-bank-file').click()]);
    expect(download.suggestedFilename()).toBe('salaries-2026-02.csv');
    const csv = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(csv[0]).toContain('IBAN');
    expect(csv.length - 1).toBeGreaterThanOrEqual(1);
    for (const row of csv.slice(1)) expect(row).toMatch(/,KW\d{2}[A-Z0-9]{26},\d+\.\d{3},KWD,SAL 2026-02 /);

    // The accrual entry, read on the ledger's own page.
    await page.getByTestId('payroll-accrual-entry').click();
    await page.waitForURL(/\/finance\/journal-entries\//);
    await page.getByText('رواتب شهر 2026-02').first().waitFor();
    await screenshot(page, 'payroll-accrual-entry-1280');
  });

  test('a month calculated and a payslip read on a phone (375 px)', { timeout: 240_000 }, async () => {
    const { page } = await signedIn('admin@rental.masar.test', 375, 812);
    await calculate(page, '2026-01', 'يناير 2026');
    expect(await sideScroll(page)).toBe(0);
    await screenshot(page, 'payroll-run-375');
    await page.getByTestId('payroll-payslip-row').first().getByRole('button').click();
    await page.getByTestId('payslip-dialog').getByTestId('payslip-net').waitFor();
    expect(await sideScroll(page)).toBe(0);
    await screenshot(page, 'payroll-payslip-375');
    await page.keyboard.press('Escape');
    await page.getByTestId('payslip-dialog').waitFor({ state: 'detached' });

    // The one-off addition's form fits the phone, and starts on the newest month awaiting approval.
    const row = page.getByTestId('payroll-employees').getByTestId('payroll-employee-row').first();
    await row.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await chooseFromMenu(row.getByTestId('payroll-row-menu'), page.getByTestId('payroll-adjust'));
    const form = page.getByTestId('adjustment-form');
    const runs = (await (await page.request.get('/api/payroll/runs')).json()) as { items: Array<{ month: string; status: string }> };
    expect(await form.getByLabel('في مسير شهر').inputValue()).toBe(runs.items.find((r) => r.status === 'calculated')!.month);
    expect(await sideScroll(page)).toBe(0);
    const save = await form.getByTestId('pay-dialog-save').boundingBox();
    expect(save && save.x >= 0 && save.x + save.width <= 375).toBe(true);
    await screenshot(page, 'payroll-adjustment-375');
    await page.keyboard.press('Escape');
  });

  test('a raise from a day, a salary advance and the pay details, from the employees’ pay (1280 px)', { timeout: 240_000 }, async () => {
    const { context, page } = await signedIn('admin@rental.masar.test', 1280, 900);
    await page.goto('/hr/payroll');
    const first = page.getByTestId('payroll-employees').getByTestId('payroll-employee-row').first();
    await first.waitFor();
    const before = (await context.request.get('/api/payroll/employees').then((r) => r.json())) as { items: Array<{ employeeId: string; basic: string; loanBalance: string }> };
    const employee = before.items[0]!;

    await chooseFromMenu(first.getByTestId('payroll-row-menu'), page.getByTestId('payroll-raise'));
    const raise = page.getByTestId('raise-form');
    await raise.getByLabel('يسري من').fill('2026-03-01');
    await raise.getByLabel(/الراتب الأساسي/).fill('999');
    await screenshot(page, 'payroll-raise-1280');
    await raise.getByTestId('pay-dialog-save').click();
    await waitForToast(page, 'حُفظ الراتب الجديد');
    // The raise dialog lists every structure so far, the new one first.
    await chooseFromMenu(first.getByTestId('payroll-row-menu'), page.getByTestId('payroll-raise'));
    const history = page.getByTestId('structure-history').getByRole('listitem');
    await history.first().waitFor();
    const structures = (await context.request.get(`/api/payroll/employees/${employee.employeeId}`).then((r) => r.json())) as { history: Array<{ effectiveFrom: string }> };
    expect(structures.history[0]!.effectiveFrom).toBe('2026-03-01');
    // The dialog may first show the cached list and then the refetched one, as a person would see it.
    await expect.poll(() => history.count()).toBe(structures.history.length);
    await expect.poll(() => history.first().textContent()).toContain('999');
    await page.keyboard.press('Escape');
    await page.getByTestId('raise-form').waitFor({ state: 'hidden' });

    await chooseFromMenu(first.getByTestId('payroll-row-menu'), page.getByTestId('payroll-loan'));
    const loan = page.getByTestId('loan-form');
    await loan.getByLabel(/المبلغ/).fill('240');
    await loan.getByLabel('القسط الشهري').fill('40');
    await loan.getByTestId('pay-dialog-save').click();
    await waitForToast(page, 'سُجّلت السلفة');

    // Pay details: the cost centre the employee's pay is charged to in the ledger.
    await chooseFromMenu(first.getByTestId('payroll-row-menu'), page.getByTestId('payroll-profile'));
    const profile = page.getByTestId('profile-form');
    const centre = profile.getByLabel('مركز التكلفة');
    await centre.waitFor();
    const chosen = await centre.locator('option').nth(1).getAttribute('value');
    await centre.selectOption(chosen!);
    await profile.getByLabel('رمز بنك الموظف').fill('nbok');
    await screenshot(page, 'payroll-profile-1280');
    await profile.getByTestId('pay-dialog-save').click();
    await waitForToast(page, 'حُفظت بيانات الصرف');
    const detail = await context.request.get(`/api/payroll/employees/${employee.employeeId}`).then((r) => r.json());
    expect([detail.profile.costCenterId, detail.profile.bankCode]).toEqual([chosen, 'NBOK']);

    const after = (await context.request.get('/api/payroll/employees').then((r) => r.json())) as typeof before;
    const now = after.items.find((e) => e.employeeId === employee.employeeId)!;
    expect(now.basic).toBe('999.000');
    expect(Number(now.loanBalance) - Number(employee.loanBalance)).toBe(240);
    expect(await sideScroll(page)).toBe(0);
    await screenshot(page, 'payroll-employees-1280');
  });
  test('a one-off addition from the employees’ pay: checked, on the payslip of a month awaiting approval with its source, then removed (1280 px)', { timeout: 240_000 }, async () => {
    const { context, page } = await signedIn('admin@rental.masar.test', 1280, 900);
    await calculate(page, '2025-11', 'نوفمبر 2025');
    const run = page.getByTestId('payroll-run');
    const row = page.getByTestId('payroll-employees').getByTestId('payroll-employee-row').filter({ hasText: 'سالم العجمي' });
    await row.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await chooseFromMenu(row.getByTestId('payroll-row-menu'), page.getByTestId('payroll-adjust'));
    const form = page.getByTestId('adjustment-form');
    await form.getByLabel('في مسير شهر').fill('2025-11');
    // Nothing typed yet: each required field says so, and nothing is sent.
    await form.getByTestId('pay-dialog-save').click();
    expect(await form.getByText('هذا الحقل مطلوب').count()).toBe(2);
    await form.getByLabel(/^البند/).fill('مكافأة أداء');
    await form.getByLabel(/^المبلغ/).fill('75');
    await screenshot(page, 'payroll-adjustment-1280');
    await form.getByTestId('pay-dialog-save').click();
    await waitForToast(page, 'أُضيف البند إلى مسير');

    // The run awaiting approval was figured again: the item is listed on its card and on the payslip.
    const listed = run.getByTestId('payroll-adjustment-row').filter({ hasText: 'مكافأة أداء' });
    await listed.waitFor();
    await listed.scrollIntoViewIfNeeded();
    await screenshot(page, 'payroll-adjustments-1280');
    await run.getByTestId('payroll-payslip-row').filter({ hasText: 'سالم العجمي' }).getByRole('button').click();
    const slip = page.getByTestId('payslip-dialog');
    await slip.getByText('مكافأة أداء').waitFor();
    await slip.getByText('إضافة لمرة واحدة').waitFor();
    await page.keyboard.press('Escape');
    await slip.waitFor({ state: 'detached' });
    const runs = (await context.request.get('/api/payroll/runs').then((r) => r.json())) as { items: Array<{ id: string; month: string }> };
    const november = runs.items.find((r) => r.month === '2025-11')!;
    const detail = (await context.request.get(`/api/payroll/runs/${november.id}`).then((r) => r.json())) as { payslips: Array<{ nameAr: string; lines: Array<{ code: string; amount: string }> }> };
    expect(detail.payslips.find((p) => p.nameAr === 'سالم العجمي')!.lines.find((l) => l.code === 'addition_1')!.amount).toBe('75.000');

    await listed.getByTestId('payroll-adjustment-remove').click();
    await waitForToast(page, 'حُذف البند');
    await listed.waitFor({ state: 'detached' });
    expect(await sideScroll(page)).toBe(0);
  });
  test('the payroll settings on a phone: the law’s insurance rates, a company rate refused when wrong and saved with its reason (375 px)', { timeout: 240_000 }, async () => {
    const { context, page } = await signedIn('admin@rental.masar.test', 375, 812);
    await page.goto('/hr/payroll');
    await page.getByTestId('payroll-settings-open').click();
    const form = page.getByTestId('payroll-settings-form');
    // Kuwait mandates no wage protection file; PIFSS's rates are shown beside the company's.
    await form.getByText('لا يُلزم بلد الشركة بملف حماية أجور').waitFor();
    const branch = form.getByTestId('payroll-settings-branch').first();
    await expect.poll(() => branch.textContent()).toContain('10.5%');
    await branch.getByLabel(/نسبة الموظف لدى الشركة/).fill('150');
    await form.getByTestId('pay-dialog-save').click();
    await branch.getByText('النسبة من 0 إلى 100 بثلاث خانات عشرية على الأكثر').waitFor();
    await screenshot(page, 'payroll-settings-error-375');
    await branch.getByLabel(/نسبة الموظف لدى الشركة/).fill('8');
    await branch.getByLabel('السبب').fill('نظام سابق');
    await form.getByTestId('pay-dialog-save').click();
    await waitForToast(page, 'حُفظت إعدادات الرواتب');
    const saved = await context.request.get('/api/payroll/settings').then((r) => r.json());
    expect(saved.insuranceOverrides).toEqual([{ branchId: 'pifss', employee: '8', employer: null, note: 'نظام سابق' }]);
    expect(await sideScroll(page)).toBe(0);
    // The shared server's later runs keep the law's rates.
    expect((await context.request.put('/api/payroll/settings', { data: { insuranceOverrides: [] }, headers: { origin: baseUrl } })).status()).toBe(200);
  });

  test('an employee reads their own payslip on their profile (375 px)', { timeout: 240_000 }, async () => {
    // The demo users' records start the day the demo was made: the admin dates this one's hire to
    // 1 December 2025, then runs and approves that fixed month, so nothing depends on today.
    const admin = await signedIn('admin@rental.masar.test', 1280, 900);
    const post = (path: string, data?: unknown) => admin.context.request.post(path, { data, headers: { origin: baseUrl } });
    const found = await admin.context.request.get('/api/hr/employees?search=employee%40rental.masar.test').then((r) => r.json());
    const me = (found.items as Array<{ id: string; email: string | null }>).find((e) => e.email === 'employee@rental.masar.test')!;
    expect((await admin.context.request.patch(`/api/hr/employees/${me.id}`, { data: { hireDate: '2025-12-01' }, headers: { origin: baseUrl } })).status()).toBe(200);
    const run = await post('/api/payroll/runs', { month: '2025-12' }).then((r) => r.json());
    expect((await post(`/api/payroll/runs/${run.id}/approve`)).status()).toBe(200);

    const { page } = await signedIn('employee@rental.masar.test', 375, 812);
    await page.goto('/profile');
    const card = page.getByTestId('my-payslips');
    await card.getByRole('heading', { name: 'قسائم راتبي' }).waitFor();
    expect(await card.getByTestId('my-payslip').count()).toBe(1);
    await card.getByTestId('my-payslip').getByRole('button', { name: 'ديسمبر 2025' }).click();
    await page.getByTestId('payslip-dialog').getByTestId('payslip-net').waitFor();
    expect(await sideScroll(page)).toBe(0);
    await screenshot(page, 'payroll-my-payslip-375');
  });

  test('an employee’s end of service: figured, recorded, printed and paid (1280 px, 375 px)', { timeout: 240_000 }, async () => {
    const { context, page } = await signedIn('admin@rental.masar.test', 1280, 900);
    // The demo's paid month (the one before last) ends the service: its run already paid the
    // month, so the settlement holds the gratuity, the leave and the loans; nothing hangs on today.
    const runs = (await context.request.get('/api/payroll/runs').then((r) => r.json())) as { items: Array<{ id: string; month: string; status: string }> };
    const paidRun = runs.items.filter((r) => r.status === 'paid').sort((a, b) => a.month.localeCompare(b.month)).at(-1)!;
    const lastDay = monthEnd(paidRun.month);
    // The leaver is one that run paid (so hired by then), whatever other files added to the staff since.
    const paid = (await context.request.get(`/api/payroll/runs/${paidRun.id}`).then((r) => r.json())) as { payslips: Array<{ employeeId: string; employeeNumber: string; nameAr: string }> };
    const leaver = [...paid.payslips].sort((a, b) => a.employeeNumber.localeCompare(b.employeeNumber)).at(-1)!;

    await page.goto('/hr/payroll');
    // The page has finished loading (the demo run's card lists its one-off items, which push the
    // staff list down when they arrive) before the leaver's row is scrolled to.
    await page.getByTestId('payroll-run').getByTestId('payroll-adjustments').waitFor();
    const row = page.getByTestId('payroll-employees').getByTestId('payroll-employee-row').filter({ hasText: leaver.nameAr });
    // The leaver's row is far down a long page: brought to the middle of the screen, as a person
    // scrolls to it, so its menu opens fully in view (at the screen's edge it was cut off).
    await row.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await chooseFromMenu(row.getByTestId('payroll-row-menu'), page.getByTestId('payroll-settlement'));
    const form = page.getByTestId('settlement-form');
    await form.getByLabel('سبب انتهاء الخدمة').selectOption('termination');
    await form.getByLabel('آخر يوم عمل').fill(lastDay);
    await form.getByTestId('settlement-preview').click();
    const figures = form.getByTestId('settlement-figures');
    await figures.getByText('مكافأة نهاية الخدمة').waitFor();
    await figures.getByText(/قانون العمل 6 لسنة 2010/).waitFor();
    const shown = await form.getByTestId('settlement-total').textContent();
    expect(await sideScroll(page)).toBe(0);
    await screenshot(page, 'payroll-settlement-1280');
    await page.getByRole('dialog').screenshot({ path: join(SCREENSHOT_DIR, 'payroll-settlement-dialog-1280.png') });
    await form.getByTestId('settlement-record').click();
    await waitForToast(page, 'سُجّلت مخالصة EOS-');

    // The employee left the staff list; the settlement is listed awaiting payment, with its total.
    const settled = page.getByTestId('payroll-settlements').getByTestId('payroll-settlement-row').filter({ hasText: leaver.nameAr });
    await settled.getByText('بانتظار الصرف').waitFor();
    expect(await settled.getByTestId('payroll-settlement-total').textContent()).toBe(shown);
    expect(await row.count()).toBe(0);
    const list = (await context.request.get('/api/payroll/settlements').then((r) => r.json())) as { items: Array<{ id: string; employeeId: string; lastDay: string; journalEntryId: string | null }> };
    const settlement = list.items.find((s) => s.employeeId === leaver.employeeId)!;
    expect(settlement.lastDay).toBe(lastDay);
    expect(settlement.journalEntryId).toBeTruthy();
    const employee = await context.request.get(`/api/hr/employees/${leaver.employeeId}`).then((r) => r.json());
    expect(employee.isActive).toBe(false);

    // The settlement document, the one its button opens, turned into a PNG beside the screenshots.
    await settled.getByTestId('payroll-settlement-pdf').waitFor();
    const pdf = await context.request.get(`/api/payroll/settlements/${settlement.id}/pdf`);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    const pdfPath = join(SCREENSHOT_DIR, 'payroll-settlement.pdf');
    writeFileSync(pdfPath, await pdf.body());
    execFileSync('pdftoppm', ['-png', '-r', '80', '-singlefile', pdfPath, join(SCREENSHOT_DIR, 'payroll-settlement-pdf')]);
    expect(existsSync(join(SCREENSHOT_DIR, 'payroll-settlement-pdf.png'))).toBe(true);

    await settled.getByLabel('تاريخ الصرف').fill(lastDay);
    await settled.getByTestId('payroll-settlement-pay').click();
    await waitForToast(page, 'سُجّل صرف المخالصة');
    await settled.getByText('مصروفة').waitFor();
    await screenshot(page, 'payroll-settlements-1280');

    // The same list on a phone.
    const phone = await signedIn('admin@rental.masar.test', 375, 812);
    await phone.page.goto('/hr/payroll');
    await phone.page.getByTestId('payroll-settlements').getByTestId('payroll-settlement-row').filter({ hasText: leaver.nameAr }).getByText('مصروفة').waitFor();
    await phone.page.getByTestId('payroll-settlements').scrollIntoViewIfNeeded();
    expect(await sideScroll(phone.page)).toBe(0);
    await screenshot(phone.page, 'payroll-settlements-375');
    await phone.page.getByTestId('payroll-settlements').screenshot({ path: join(SCREENSHOT_DIR, 'payroll-settlements-section-375.png') });
  });

  test('payroll reports on /hr/reports (and on /hr/payroll for the accountant): read on the page, downloaded as Excel and PDF (1280 px)', { timeout: 240_000 }, async () => {
    const { page } = await signedIn('admin@rental.masar.test', 1280, 900);
    // February 2026's run (the first test's) is paid: its register lists each payslip.
    await page.goto('/hr/reports?month=2026-02');
    const reports = page.getByTestId('payroll-reports');
    await reports.getByRole('heading', { name: 'تقارير الرواتب' }).waitFor();
    await reports.getByTestId('payroll-report').getByText(/شهر \W?2026-02\W? — مصروف/).waitFor();
    expect(await reports.getByTestId('payroll-report').locator('tbody tr').count()).toBeGreaterThanOrEqual(6);
    const [xlsx] = await Promise.all([page.waitForEvent('download'), reports.getByTestId('payroll-report-xlsx').click()]);
    expect(xlsx.suggestedFilename()).toBe('register-2026-02.xlsx');

    await reports.getByTestId('payroll-report-select').selectOption('end-of-service');
    await reports.getByTestId('payroll-report').getByText(/في \W?2026-02-28/).waitFor();
    await reports.getByRole('columnheader', { name: 'المكافأة المستحقة' }).waitFor();
    const [pdf] = await Promise.all([page.waitForEvent('download'), reports.getByTestId('payroll-report-pdf').click()]);
    expect(pdf.suggestedFilename()).toBe('end-of-service-2026-02-28.pdf');
    expect(readFileSync((await pdf.path())!).subarray(0, 4).toString()).toBe('%PDF');
    expect(await sideScroll(page)).toBe(0);
    await screenshot(page, 'payroll-reports-1280');
    await reports.screenshot({ path: join(SCREENSHOT_DIR, 'payroll-reports-section-1280.png') });

    // The accountant, who runs payroll but not HR, reads them on the payroll page.
    const accountant = await signedIn('accountant@rental.masar.test', 1280, 900);
    await accountant.page.goto('/hr/payroll');
    await accountant.page.getByTestId('payroll-reports').getByTestId('payroll-report').waitFor();
  });
});
