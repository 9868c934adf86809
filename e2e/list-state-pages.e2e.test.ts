// The pages that moved from useListParams to the shared list state (decision 024): links with the
// old or the page's own URL keys still open the right view, and a change writes the list's keys.
// Screenshots of each at 1280 and 375 px in Arabic.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { launchBrowser, screenshot, sideScroll } from './support/browser';
import { contextAt, signInAs } from './support/shell';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function pageAs(email: string, width: number): Promise<{ context: BrowserContext; page: Page }> {
  const context = await contextAt(browser, baseUrl, { width, height: 900 });
  await signInAs(context, baseUrl, email);
  return { context, page: await context.newPage() };
}

const query = (page: Page) => new URL(page.url()).searchParams;
const noOverflow = async (page: Page) => expect(await sideScroll(page)).toBeLessThanOrEqual(0);

describe('platform console lists', () => {
  test('companies: an old ?search= link and the dashboard’s ?status= open filtered; a filter writes its key', async () => {
    const { context, page } = await pageAs('super@masar.test', 1280);
    await page.goto(`/super-admin/companies?search=${encodeURIComponent('دوحة')}`);
    await page.getByTestId('companies-table').getByRole('row', { name: /دوحة هومز للعقارات/ }).waitFor();
    expect(await page.getByLabel('بحث', { exact: true }).inputValue()).toBe('دوحة');
    await page.getByLabel('الدولة', { exact: true }).selectOption('QA');
    await page.waitForURL((url) => url.searchParams.get('country') === 'QA');
    expect(query(page).get('q')).toBe('دوحة');
    expect(query(page).has('search')).toBe(false);

    await page.goto('/super-admin/companies?status=suspended&businessType=real_estate');
    expect(await page.getByLabel('الحالة', { exact: true }).inputValue()).toBe('suspended');
    expect(await page.getByLabel('نوع النشاط', { exact: true }).inputValue()).toBe('real_estate');
    await page.getByRole('button', { name: 'مسح عوامل التصفية' }).or(page.getByTestId('companies-table')).first().waitFor();
    await context.close();
  });

  test('users: an old ?search= link finds the user; the company filter keeps an id from the data', async () => {
    const { context, page } = await pageAs('super@masar.test', 1280);
    await page.goto('/super-admin/users?search=admin%40rental');
    const row = page.getByTestId('users-table').getByRole('row', { name: /admin@rental\.masar\.test/ });
    await row.waitFor();
    const company = page.getByLabel('الشركة', { exact: true });
    await company.locator('option').nth(1).waitFor({ state: 'attached' });
    const id = await company.locator('option').nth(1).getAttribute('value');
    await company.selectOption(id!);
    await page.waitForURL((url) => url.searchParams.get('companyId') === id);
    expect(query(page).get('q')).toBe('admin@rental');
    await context.close();
  });

  test('support desk: ?ticket= stays beside the list keys; payments: ?tab= picks the tab', async () => {
    // A ticket of its own (fixed title), opened by a company user through the API.
    const company = await pageAs('employee@rental.masar.test', 1280);
    const created = await company.context.request.post('/api/support/tickets', { headers: { origin: baseUrl }, data: { title: 'List keys ticket', description: 'The list keeps ?ticket=.', category: 'other' } });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    await company.context.close();

    const { context, page } = await pageAs('super@masar.test', 1280);
    await page.goto(`/super-admin/support?status=open&ticket=${id}`);
    await page.getByTestId('ticket-panel').getByText('List keys ticket').waitFor();
    expect(await page.getByRole('button', { name: /^مفتوحة/ }).getAttribute('aria-pressed')).toBe('true');
    await page.getByLabel('بحث في التذاكر').fill('List keys');
    await page.waitForURL((url) => url.searchParams.get('q') === 'List keys');
    expect(query(page).get('status')).toBe('open');
    expect(query(page).get('ticket')).toBe(id);
    await page.getByTestId('platform-tickets').getByRole('link', { name: /List keys ticket/ }).waitFor();
    await page.getByRole('button', { name: /^الكل/ }).click();
    await page.waitForURL((url) => !url.searchParams.has('status'));
    expect(query(page).get('ticket')).toBe(id);

    await page.goto('/super-admin/payments?tab=plans');
    await page.getByTestId('plans-list').waitFor();
    await page.getByRole('tab', { name: 'الاشتراكات والمدفوعات' }).click();
    await page.waitForURL((url) => !url.searchParams.has('tab'));
    await context.close();
  });
});

describe('company lists', () => {
  test('availability keeps ?days= and ?from=; today drops ?from=', async () => {
    const { context, page } = await pageAs('admin@rental.masar.test', 1280);
    await page.goto('/fleet/availability?days=31&from=2026-01-01');
    expect(await page.getByLabel('المدة', { exact: true }).inputValue()).toBe('31');
    expect(await page.getByLabel('من', { exact: true }).inputValue()).toBe('2026-01-01');
    await page.getByRole('button', { name: 'اليوم', exact: true }).click();
    await page.waitForURL((url) => !url.searchParams.has('from'));
    expect(query(page).get('days')).toBe('31');
    await context.close();
  });
});

describe('screenshots', () => {
  const PAGES: Array<[string, string, string]> = [
    ['super@masar.test', '/super-admin/companies', 'companies'],
    ['super@masar.test', '/super-admin/users', 'users'],
    ['super@masar.test', '/super-admin/support', 'platform-support'],
    ['super@masar.test', '/super-admin/payments', 'subscription-payments'],
    ['admin@rental.masar.test', '/support', 'support'],
    ['admin@rental.masar.test', '/fleet/availability', 'availability'],
  ];
  for (const width of [1280, 375]) {
    test(`the moved pages at ${width} px`, async () => {
      const sessions = new Map<string, { context: BrowserContext; page: Page }>();
      for (const [email, path, name] of PAGES) {
        if (!sessions.has(email)) sessions.set(email, await pageAs(email, width));
        const { page } = sessions.get(email)!;
        await page.goto(path);
        await page.getByRole('heading', { level: 1 }).waitFor();
        await page.waitForLoadState('networkidle');
        await noOverflow(page);
        await screenshot(page, `list-state-${name}-${width}`);
      }
      for (const { context } of sessions.values()) await context.close();
    });
  }
});
