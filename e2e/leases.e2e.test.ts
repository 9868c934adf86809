// Leasing in Arabic, as the real-estate admin: a unit (set up through the API), then in the
// browser a new lease on it with a tenant added from the form, the schedule previewed while
// typing, saved and activated; a cheque payment deposited, a second cheque that bounces (its
// instalment owed again, a returned-cheque fee), the post-dated cheques for the rest; the same
// lease and the list on a phone; and the printed lease kept as a PDF to look at.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, test } from 'vitest';
import { SCREENSHOT_DIR, launchBrowser, screenshot, sideScroll } from './support/browser';
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
const suffix = Date.now().toString(36).slice(-5);
const digits = String(Date.now()).slice(-7);
const names = { building: `برج الإيجار ${suffix}`, unit: `شقة الإيجار ${suffix}`, tenant: `خالد المهندي ${suffix}` };

async function estateAdmin(width: number, height: number): Promise<{ context: BrowserContext; page: Page }> {
  const context = await contextAt(browser, baseUrl, { width, height });
  contexts.push(context);
  await signInAs(context, baseUrl, 'admin@realestate.masar.test');
  return { context, page: await context.newPage() };
}

/** The company's today (its time zone decides the day the server bills on). */
async function companyToday(context: BrowserContext): Promise<string> {
  const company = (await (await context.request.get('/api/company')).json()) as { timezone: string };
  return new Intl.DateTimeFormat('en-CA', { timeZone: company.timezone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
}


/** Fully inside the viewport's width (not cut off at either side). */
async function inView(page: Page, locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  const width = page.viewportSize()!.width;
  return Boolean(box && box.width > 0 && box.x >= 0 && box.x + box.width <= width);
}

let leaseUrl = '';
let leaseNumber = '';

describe('leasing in the browser', () => {
  test('a lease on a new unit with a new tenant: preview, activate, a deposited cheque, a bounced one, post-dated cheques (1280 px)', { timeout: 300_000 }, async () => {
    const { context, page } = await estateAdmin(1280, 900);
    const post = async (data: object) => {
      const made = await context.request.post('/api/properties', { data, headers: { origin: baseUrl } });
      expect(made.status()).toBe(201);
      return (await made.json()) as { id: string; propertyCode: string };
    };
    const building = await post({ nameAr: names.building, propertyType: 'building', district: 'لوسيل' });
    await post({ parentId: building.id, unitNumber: `L-${suffix}`, nameAr: names.unit, propertyType: 'apartment', rentPrice: '7500' });
    const today = await companyToday(context);
    const start = `${today.slice(0, 8)}01`;

    // 1. The list, then "new lease".
    await page.goto('/properties/contracts');
    await page.getByRole('heading', { level: 1, name: 'عقود الإيجار' }).waitFor();
    await page.getByRole('link', { name: 'عقد إيجار جديد' }).click();
    await page.waitForURL('**/properties/contracts/new');
    await page.getByRole('heading', { level: 1, name: 'عقد إيجار جديد' }).waitFor();

    // 2. The unit, found by its name: its asking rent fills the monthly rent.
    await labelled(page, 'العقار أو الوحدة').fill(names.unit);
    await page.getByRole('option', { name: new RegExp(names.unit) }).click();
    await page.getByTestId('lease-propertyId-selected').getByText(names.unit).waitFor();
    await expect.poll(() => labelled(page, 'الإيجار الشهري (QAR)').inputValue()).toBe('7500');

    // 3. A new tenant, added from the form in the tenants module's dialog.
    await page.getByRole('button', { name: 'إضافة مستأجر جديد' }).click();
    const tenantDialog = page.getByRole('dialog', { name: 'مستأجر جديد' });
    await tenantDialog.getByRole('button', { name: 'إدخال مستأجر جديد' }).click();
    await labelled(tenantDialog, 'الاسم بالعربية').fill(names.tenant);
    await labelled(tenantDialog, 'رقم الهاتف').fill(`+974 5${digits}`);
    await tenantDialog.getByRole('button', { name: 'حفظ', exact: true }).click();
    await waitForToast(page, 'تمت إضافة المستأجر برقم');
    await tenantDialog.waitFor({ state: 'hidden' });
    await page.getByTestId('lease-customerId-selected').getByText(names.tenant).waitFor();

    // 4. The term from the 1st of this month, a year, monthly: the preview follows each change.
    await labelled(page, 'تاريخ البداية').fill(start);
    const preview = page.getByTestId('schedule-preview');
    await expect.poll(() => preview.getByTestId('preview-total').textContent()).toMatch(/12 قسطاً.*90,000/);
    await labelled(page, 'المدة (بالأشهر)').fill('6');
    await expect.poll(() => preview.getByTestId('preview-total').textContent()).toMatch(/6 أقساط.*45,000/);
    await labelled(page, 'المدة (بالأشهر)').fill('12');
    await expect.poll(() => preview.locator('tbody tr').count()).toBe(12);
    await labelled(page, 'مبلغ التأمين (QAR)').fill('7500');
    await labelled(page, 'غرامة التأخير').selectOption('fixed');
    await labelled(page, 'مبلغ الغرامة (QAR)').fill('250');
    await screenshot(page, 'lease-form-1280');

    // 5. Save and activate: the lease page with the schedule the server made (the same total).
    await page.getByRole('button', { name: 'حفظ وتفعيل' }).click();
    await waitForToast(page, 'تم تفعيل العقد LSE-');
    await page.waitForURL(/\/properties\/contracts\/[0-9a-f-]{36}$/);
    leaseUrl = new URL(page.url()).pathname;
    const heading = page.getByRole('heading', { level: 1, name: /^LSE-/ });
    leaseNumber = (await heading.textContent())!.trim();
    await page.getByTestId('lease-detail').getByText('ساري', { exact: true }).first().waitFor();
    await expect.poll(() => page.getByTestId('lease-stats').textContent()).toContain('90,000');
    const schedule = page.getByTestId('schedule-table');
    await expect.poll(() => schedule.locator('tbody tr').count()).toBe(12);
    const row = (n: number) => schedule.locator('tbody tr').nth(n - 1);
    await row(1).getByRole('link', { name: /^INV-/ }).waitFor();
    await expect.poll(() => row(2).textContent()).toContain('لم يُفوتَر');
    await screenshot(page, 'lease-schedule-1280');

    // 6. A cheque dated today pays the first instalment (deposited at once).
    const pay = async (cheque: string, instalment?: number) => {
      await page.getByRole('button', { name: 'تسجيل دفعة' }).click();
      const dialog = page.getByRole('dialog', { name: `تسجيل دفعة على العقد ${leaseNumber}` });
      await labelled(dialog, 'طريقة الدفع').selectOption('cheque');
      if (instalment) {
        const select = labelled(dialog, 'تخصيص الدفعة');
        const label = await select.locator('option').filter({ hasText: new RegExp(`^القسط ${instalment} `) }).textContent();
        await select.selectOption({ label: label!.trim() });
      }
      await expect.poll(() => labelled(dialog, 'المبلغ (QAR)').inputValue()).toBe('7500');
      await labelled(dialog, 'رقم الشيك').fill(cheque);
      await labelled(dialog, 'البنك').fill('بنك قطر الوطني');
      await dialog.getByRole('button', { name: 'تسجيل الدفعة' }).click();
      await waitForToast(page, 'تم تسجيل الدفعة RCT-');
      await dialog.waitFor({ state: 'hidden' });
    };
    await pay(`E2E-${suffix}-1`);
    await expect.poll(() => row(1).textContent()).toContain('مدفوع');

    // 7. A second cheque for instalment 2, paid ahead; then the bank returns it.
    await pay(`E2E-${suffix}-2`, 2);
    await expect.poll(() => row(2).textContent()).toContain('مدفوع');
    await expect.poll(() => page.getByTestId('lease-balance').textContent()).toMatch(/المستحق الآن[\s\u200f]*0\D/);

    await page.getByRole('tab', { name: /الشيكات/ }).click();
    const cheques = page.getByTestId('cheques-table');
    const second = cheques.getByRole('row', { name: new RegExp(`E2E-${suffix}-2`) });
    await second.getByText('مودَع').waitFor();
    await second.getByRole('button', { name: 'ارتجع' }).click();
    const bounce = page.getByRole('alertdialog', { name: `ارتجاع الشيك E2E-${suffix}-2` });
    await labelled(bounce, 'سبب الارتجاع').fill('رصيد غير كافٍ');
    await labelled(bounce, 'رسوم الشيك المرتجع (QAR)').fill('200');
    await bounce.getByRole('button', { name: 'ارتجع' }).click();
    await waitForToast(page, `تم تسجيل ارتجاع الشيك E2E-${suffix}-2`);
    await second.getByText('مرتجع', { exact: true }).waitFor();
    await second.getByText('رصيد غير كافٍ', { exact: false }).waitFor();
    // The first stays deposited.
    await cheques.getByRole('row', { name: new RegExp(`E2E-${suffix}-1`) }).getByText('مودَع').waitFor();
    // Owed again: the instalment's 7,500 and the 200 fee.
    await expect.poll(() => page.getByTestId('lease-balance').textContent()).toContain('7,700');
    await screenshot(page, 'lease-cheques-1280');
    await page.getByRole('tab', { name: 'جدول الأقساط' }).click();
    await expect.poll(() => row(2).textContent()).not.toContain('مدفوع');
    await expect.poll(() => row(2).textContent()).toContain('7,500');
    await expect.poll(() => row(2).textContent()).toContain('مرتجع');

    // 8. Post-dated cheques for what is left: one per instalment 2–12, numbered on from the first.
    await page.getByRole('button', { name: 'إضافة شيكات مؤجلة' }).first().click();
    const plan = page.getByRole('dialog', { name: `شيكات مؤجلة للعقد ${leaseNumber}` });
    await labelled(plan, 'رقم أول شيك').fill('005001');
    await labelled(plan, 'البنك').fill('البنك التجاري');
    const rows = plan.getByTestId('cheque-rows').locator('li');
    await expect.poll(() => rows.count()).toBe(11);
    await expect.poll(() => rows.last().getByLabel(/^رقم الشيك/).inputValue()).toBe('005011');
    await expect.poll(() => plan.getByTestId('cheques-total').textContent()).toContain('82,500');
    await screenshot(page, 'lease-cheques-dialog-1280');
    await plan.getByRole('button', { name: 'حفظ الشيكات' }).click();
    await waitForToast(page, 'تم تسجيل الشيكات: 11 شيكاً');
    await expect.poll(() => page.getByTestId('lease-held-cheques').textContent()).toContain('82,500');

    // 9. The printed lease, kept for a look (test-results/screenshots/lease.pdf).
    const pdf = await context.request.get(`/api/leases/${leaseUrl.split('/').pop()}/pdf`);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    await mkdir(SCREENSHOT_DIR, { recursive: true });
    await writeFile(join(SCREENSHOT_DIR, 'lease.pdf'), await pdf.body());
  });

  test('the lease and the list on a phone (375 px)', { timeout: 180_000 }, async () => {
    expect(leaseUrl).not.toBe('');
    const { page } = await estateAdmin(375, 812);
    await page.goto(leaseUrl);
    await page.getByRole('heading', { level: 1, name: leaseNumber }).waitFor();
    await page.getByTestId('schedule-table-cards').locator('li').first().waitFor();
    expect(await sideScroll(page)).toBeLessThanOrEqual(0);
    for (const name of ['تسجيل دفعة', 'طباعة PDF']) expect(await inView(page, page.getByRole('button', { name }).first()), name).toBe(true);
    await screenshot(page, 'lease-375');
    await page.getByRole('tab', { name: /الشيكات/ }).click();
    await page.getByTestId('cheques-table-cards').locator('li').first().waitFor();
    expect(await sideScroll(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'lease-cheques-375');
    // The lease's own history (the audit log): made, then changed as it was activated and paid.
    await page.getByRole('tab', { name: 'سجل النشاط' }).click();
    const activity = page.getByTestId('record-activity');
    await activity.getByTestId('audit-entry').nth(1).waitFor();
    expect(await activity.getByTestId('audit-entry').last().textContent()).toContain('إضافة');
    expect(await sideScroll(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'lease-activity-375');

    // The payment dialog fits the phone.
    await page.getByRole('button', { name: 'تسجيل دفعة' }).click();
    const dialog = page.getByRole('dialog', { name: `تسجيل دفعة على العقد ${leaseNumber}` });
    expect(await inView(page, dialog.getByRole('button', { name: 'تسجيل الدفعة' }))).toBe(true);
    await screenshot(page, 'lease-payment-375');
    await page.keyboard.press('Escape');

    await page.goto(`/properties/contracts?q=${encodeURIComponent(leaseNumber)}`);
    await page.getByTestId('leases-table-cards').getByRole('link', { name: leaseNumber }).waitFor();
    expect(await sideScroll(page)).toBeLessThanOrEqual(0);
    expect(await inView(page, page.getByRole('link', { name: 'عقد إيجار جديد' }))).toBe(true);
    await screenshot(page, 'leases-375');

    // The form's save bar stays above the bottom bar.
    await page.goto('/properties/contracts/new');
    await page.getByRole('heading', { level: 1, name: 'عقد إيجار جديد' }).waitFor();
    const activate = page.getByRole('button', { name: 'حفظ وتفعيل' });
    expect(await inView(page, activate)).toBe(true);
    const bar = await page.getByTestId('bottom-bar').boundingBox();
    const button = await activate.boundingBox();
    expect(bar && button && button.y + button.height <= bar.y).toBe(true);
    expect(await sideScroll(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'lease-form-375');
  });
});
