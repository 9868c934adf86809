// /hr/employees and /hr/user-management as the demo company admin: create an employee (inline
// errors first, Ctrl+S saves), find it in the list and its record, then give it a system account
// with a temporary password, choosing among the assignable roles only (spec §6: no company_admin).
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

async function adminPage(width = 1440): Promise<Page> {
  const context = await contextAt(browser, baseUrl, { width, height: 900 });
  // The machine may be busy (several suites share it): wait longer than the shared 15 s default.
  context.setDefaultTimeout(30_000);
  contexts.push(context);
  await signInAs(context, baseUrl, 'admin@rental.masar.test');
  return context.newPage();
}

/** A control by its exact label (a required field's label also carries a hidden '*'). */
const labelled = (scope: Page | Locator, text: string) => scope.getByLabel(new RegExp(`^${text.replace(/[()]/g, '\\$&')}\\s*\\*?$`));

const suffix = Date.now().toString(36).slice(-4);
const person = { firstAr: 'هيا', lastAr: `المطوع ${suffix}`, first: 'Haya', last: `Al-Mutawa ${suffix}`, email: `haya.${suffix}@rental.masar.test` };

describe('HR employees and user accounts', () => {
  test('create an employee: required fields are checked inline, Ctrl+S saves, the list finds it', { timeout: 120_000 }, async () => {
    const page = await adminPage();
    await page.goto('/hr/employees');
    await page.getByRole('heading', { level: 1, name: 'الموظفون' }).waitFor();
    await page.getByTestId('employee-table').waitFor();
    // The demo company's active employees, 25 to a page (other files may have ended a service:
    // the count is the API's, not a constant).
    const { total } = (await page.request.get('/api/hr/employees?status=active&page=1&pageSize=25').then((r) => r.json())) as { total: number };
    expect(total).toBeGreaterThanOrEqual(20);
    await page.getByText(`1–${Math.min(25, total)} من ${total}`).waitFor();

    await page.getByRole('main').click();
    await page.keyboard.press('Control+n');
    const dialog = page.getByRole('dialog', { name: 'موظف جديد' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'حفظ', exact: true }).click();
    await dialog.getByText('هذا الحقل مطلوب').first().waitFor();
    expect(await dialog.getByRole('alert').filter({ hasText: 'هذا الحقل مطلوب' }).count()).toBe(3); // names (en) and salary

    await labelled(dialog, 'الاسم الأول (بالعربية)').fill(person.firstAr);
    await labelled(dialog, 'اسم العائلة (بالعربية)').fill(person.lastAr);
    await labelled(dialog, 'الاسم الأول (بالإنجليزية)').fill(person.first);
    await labelled(dialog, 'اسم العائلة (بالإنجليزية)').fill(person.last);
    await labelled(dialog, 'البريد الإلكتروني').fill(person.email);
    await labelled(dialog, 'القسم (بالعربية)').fill('المبيعات');
    await labelled(dialog, 'القسم (بالإنجليزية)').fill('Sales');
    await labelled(dialog, 'الراتب الأساسي').fill('850.125');
    await labelled(dialog, 'البدلات').fill('75.5');
    await screenshot(page, 'hr-employee-form-desktop');
    await labelled(dialog, 'البدلات').press('Control+s');
    await waitForToast(page, 'تمت إضافة الموظف برقم EMP-');
    await dialog.waitFor({ state: 'hidden' });

    await page.getByRole('searchbox', { name: 'بحث في الموظفين' }).fill(suffix);
    await page.waitForURL(`**/hr/employees?q=${suffix}`);
    const row = page.getByTestId('employee-table').locator('tbody tr').filter({ hasText: `${person.firstAr} ${person.lastAr}` });
    // The search's answer, not the unfiltered page it replaces (where the new employee may also show).
    await page.getByText('1–1 من 1').waitFor();
    await row.waitFor();
    expect(await page.getByTestId('employee-table').locator('tbody tr').count()).toBe(1);
    // KWD has 3 decimals; money is aligned to the end of its column.
    expect(await row.getByText('850.125 د.ك').count()).toBe(1);
    expect(await row.getByText('بلا حساب').count()).toBe(1);

    await row.getByRole('link', { name: `${person.firstAr} ${person.lastAr}` }).click();
    const detail = page.getByTestId('employee-detail');
    await detail.getByRole('heading', { level: 1, name: `${person.firstAr} ${person.lastAr}` }).waitFor();
    await detail.getByText('925.625 د.ك').waitFor(); // total pay = salary + allowances, exactly
  });

  test('give the employee an account: only assignable roles, a temporary password, then they must change it', { timeout: 120_000 }, async () => {
    const page = await adminPage();
    await page.goto('/hr/user-management');
    await page.getByTestId('accounts-table').waitFor();
    await page.getByRole('searchbox').fill(suffix);
    const name = `${person.firstAr} ${person.lastAr}`;
    await page.getByRole('button', { name: `إجراءات حساب ${name}` }).click();
    await page.getByRole('menuitem', { name: 'منح حساب في النظام' }).click();

    const dialog = page.getByRole('dialog', { name: `منح ${name} حساباً في النظام` });
    await dialog.waitFor();
    const roles = (await dialog.getByTestId('role-choices').locator('label').allTextContents()).map((text) => text.trim());
    expect(roles).toEqual(['مدير', 'محاسب', 'مدير الأسطول', 'مندوب مبيعات', 'موظف']);
    expect(roles).not.toContain('مدير الشركة');
    expect(await labelled(dialog, 'البريد الإلكتروني').inputValue()).toBe(person.email);

    await dialog.getByRole('radio', { name: /كلمة مرور مؤقتة/ }).check();
    await dialog.getByLabel(/^كلمة المرور المؤقتة/).fill('Temp-Pass-2026');
    await screenshot(page, 'hr-account-dialog-desktop');
    await dialog.getByRole('button', { name: 'إنشاء الحساب' }).click();
    const created = page.getByRole('dialog', { name: 'تم إنشاء الحساب' });
    await created.getByText('تم تعيين كلمة المرور المؤقتة').waitFor();
    await created.getByRole('button', { name: 'تم', exact: true }).click();

    const row = page.getByTestId('accounts-table').locator('tbody tr').filter({ hasText: name });
    await row.getByText('حساب نشط').waitFor();
    expect(await row.getByText('موظف', { exact: true }).count()).toBe(1);

    // The new account signs in with the temporary password and meets the forced change (DECISIONS 3, 4).
    const context = await contextAt(browser, baseUrl);
    contexts.push(context);
    await signInAs(context, baseUrl, person.email, 'Temp-Pass-2026');
    const newcomer = await context.newPage();
    await newcomer.goto('/dashboard');
    await newcomer.getByRole('dialog', { name: 'تحديث كلمة المرور' }).waitFor();
  });

  test('disabling access asks first, naming the person', { timeout: 120_000 }, async () => {
    const page = await adminPage();
    await page.goto('/hr/user-management');
    await page.getByRole('searchbox').fill(suffix);
    const name = `${person.firstAr} ${person.lastAr}`;
    await page.getByRole('button', { name: `إجراءات حساب ${name}` }).click();
    await page.getByRole('menuitem', { name: 'تعطيل الدخول' }).click();
    const confirm = page.getByRole('alertdialog', { name: `تعطيل دخول ${name}؟` });
    await confirm.waitFor();
    await confirm.getByText('سيُسجَّل خروجه فوراً').waitFor();
    await confirm.getByRole('button', { name: 'تعطيل الدخول' }).click();
    await waitForToast(page, `تم تعطيل دخول ${name}`);
    await page.getByTestId('accounts-table').locator('tbody tr').filter({ hasText: name }).getByText('الدخول معطّل').waitFor();
  });
});
