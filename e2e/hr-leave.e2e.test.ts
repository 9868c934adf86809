// /hr/leave-management: an employee asks for leave and the company admin (the manager who may
// open HR pages: every /hr route needs company-admin rights, spec §2) approves it from the queue;
// the admin's own request goes through the form (Ctrl+N) and is cancelled from "my leave".
// The employee's request is sent through the API because /hr/* is closed to the employee role.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, test } from 'vitest';
import { launchBrowser } from './support/browser';
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

async function signedIn(email: string): Promise<BrowserContext> {
  const context = await contextAt(browser, baseUrl, { width: 1440, height: 900 });
  context.setDefaultTimeout(30_000);
  contexts.push(context);
  await signInAs(context, baseUrl, email);
  return context;
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** Three calendar days starting `from` days ahead, within one year (the API refuses a leave across years). */
function period(from: number): { startDate: string; endDate: string } {
  const startDate = day(from);
  const endDate = day(from + 2);
  if (startDate.slice(0, 4) === endDate.slice(0, 4)) return { startDate, endDate };
  const year = endDate.slice(0, 4);
  return { startDate: `${year}-01-11`, endDate: `${year}-01-13` };
}

async function openLeave(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto('/hr/leave-management');
  await page.getByRole('heading', { level: 1, name: 'الإجازات' }).waitFor();
  return page;
}

describe('leave requests and approvals', () => {
  test('an employee requests leave; the admin approves it from the queue; the balance is used', { timeout: 120_000 }, async () => {
    const employee = await signedIn('employee@rental.masar.test');
    const types = (await (await employee.request.get('/api/hr/leave/types')).json()) as { items: Array<{ id: string; code: string }> };
    const annual = types.items.find((t) => t.code === 'annual');
    expect(annual).toBeDefined();
    const response = await employee.request.post('/api/hr/leave/requests', {
      headers: { origin: baseUrl },
      data: { leaveTypeId: annual!.id, ...period(30), reason: 'زيارة عائلية' },
    });
    expect(response.status()).toBe(201);
    const request = (await response.json()) as { id: string; requestNumber: string; days: string; status: string };
    expect(request.status).toBe('pending');

    const admin = await signedIn('admin@rental.masar.test');
    const page = await openLeave(admin);
    const queue = page.getByTestId('leave-queue');
    const row = queue.locator(`tr[data-request="${request.requestNumber}"]`);
    await row.waitFor();
    expect(await row.getByText('أحمد الشمري').count()).toBe(1);
    expect(await row.getByText('قيد الانتظار').count()).toBe(1);

    await row.getByRole('button', { name: `اعتماد طلب أحمد الشمري رقم ${request.requestNumber}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'اعتماد إجازة أحمد الشمري؟' });
    await confirm.getByLabel('ملاحظات').fill('إجازة سعيدة');
    await confirm.getByRole('button', { name: 'اعتماد', exact: true }).click();
    await waitForToast(page, `تم اعتماد الطلب ${request.requestNumber}`);
    await row.waitFor({ state: 'detached' });

    await page.getByRole('tab', { name: 'كل الطلبات' }).click();
    await page.locator(`tr[data-request="${request.requestNumber}"]`).getByText('معتمدة').waitFor();

    // The employee sees the decision and the days taken from the balance.
    const mine = (await (await employee.request.get('/api/hr/leave/requests?mine=true')).json()) as { items: Array<{ id: string; status: string; reviewNotes: string | null }> };
    const decided = mine.items.find((r) => r.id === request.id);
    expect(decided?.status).toBe('approved');
    expect(decided?.reviewNotes).toBe('إجازة سعيدة');
    const year = period(30).startDate.slice(0, 4);
    const balances = (await (await employee.request.get(`/api/hr/leave/balances?year=${year}`)).json()) as { items: Array<{ code: string; used: string; pending: string }> };
    const balance = balances.items.find((b) => b.code === 'annual');
    expect(Number(balance?.used)).toBe(Number(request.days));
    expect(Number(balance?.pending)).toBe(0);
  });

  test('the admin requests own leave with the form (Ctrl+N), then cancels it under "my leave"', { timeout: 120_000 }, async () => {
    const admin = await signedIn('admin@rental.masar.test');
    const page = await openLeave(admin);
    await page.getByRole('tab', { name: 'إجازاتي' }).click();
    await page.getByTestId('leave-balances').waitFor();

    await page.getByRole('main').click();
    await page.keyboard.press('Control+n');
    const dialog = page.getByRole('dialog', { name: 'طلب إجازة جديد' });
    await dialog.waitFor();
    const { startDate, endDate } = period(45);
    await dialog.getByLabel(/^نوع الإجازة/).selectOption({ label: 'إجازة طارئة' });
    await dialog.getByLabel(/^من تاريخ/).fill(startDate);
    await dialog.getByLabel(/^إلى تاريخ/).fill(endDate);
    await dialog.getByLabel(/^السبب/).fill('موعد طبي');
    await dialog.getByRole('button', { name: 'إرسال الطلب' }).click();
    await waitForToast(page, 'تم إرسال طلب الإجازة LV-');
    await dialog.waitFor({ state: 'hidden' });

    const mine = page.getByTestId('my-requests');
    const row = mine.locator('tr').filter({ hasText: 'إجازة طارئة' }).filter({ hasText: 'قيد الانتظار' });
    await row.waitFor();
    const number = (await row.locator('td').first().textContent())?.trim() ?? '';
    expect(number).toMatch(/^LV-\d+$/);
    // Nobody approves their own leave: the admin's request is not in the admin's queue.
    await page.getByRole('tab', { name: /بانتظار الموافقة/ }).click();
    expect(await page.locator(`[data-testid="leave-queue"] tr[data-request="${number}"]`).count()).toBe(0);

    await page.getByRole('tab', { name: 'إجازاتي' }).click();
    await page.getByRole('button', { name: `إلغاء الطلب رقم ${number}` }).click();
    const confirm = page.getByRole('alertdialog', { name: `إلغاء الطلب ${number}؟` });
    await confirm.getByRole('button', { name: 'إلغاء الطلب' }).click();
    await waitForToast(page, `تم إلغاء الطلب ${number}`);
    await page.getByTestId('my-requests').locator(`tr[data-request="${number}"]`).getByText('ملغاة').waitFor();
  });
});
