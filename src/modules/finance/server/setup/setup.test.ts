// The accounting wizard's API: a new company starts unset, applies a template with its fiscal
// year, mapping changes and balanced opening balances in one transaction; a bad input writes
// nothing; once entries exist a template is refused. Also the chart's balances and cost centres.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../../server/db/client';
import { cookieHeader, startTestServer, type TestServer } from '../../../../server/test/test-server';

let t: TestServer;
let cookie: string;

async function counts() {
  const [row] = await queryRows<{ accounts: number; entries: number; years: number }>(
    t.deps.handle.db,
    sql`select (select count(*)::int from ledger_accounts a join profiles p on p.company_id = a.company_id join users u on u.id = p.user_id where u.email = 'wizard@setup.test') as accounts,
               (select count(*)::int from journal_entries e join profiles p on p.company_id = e.company_id join users u on u.id = p.user_id where u.email = 'wizard@setup.test') as entries,
               (select count(*)::int from fiscal_years y join profiles p on p.company_id = y.company_id join users u on u.id = p.user_id where u.email = 'wizard@setup.test') as years`,
  );
  return row!;
}

const body = (over: Record<string, unknown> = {}) => ({
  template: 'services',
  fiscalYearStartMonth: 4,
  openingDate: '2026-04-01',
  openingBalances: [
    { code: '110101', debit: '1500.250' },
    { code: '3302', credit: '1500.250' },
  ],
  mappings: {},
  ...over,
});

beforeAll(async () => {
  t = await startTestServer();
  const res = await t.request('POST', '/api/signup', {
    body: { companyName: 'Wizard Co', businessType: 'consulting', country: 'KW', firstName: 'Huda', lastName: 'Saleh', email: 'wizard@setup.test', password: 'Setup-2026!' },
  });
  expect(res.status).toBe(201);
  cookie = cookieHeader(res);
});
afterAll(() => t?.stop());

describe('GET /api/finance/setup', () => {
  it('shows a new company not set up, with the template of its business type suggested', async () => {
    const res = await t.json('GET', '/api/finance/setup', { cookie });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ setupDone: false, template: null, accountCount: 0, hasEntries: false, canApplyTemplate: true, suggestedTemplate: 'services' });
    expect(res.body.templates.map((x: { id: string }) => x.id)).toEqual(['car_rental', 'real_estate', 'trading', 'services', 'generic']);
    // /finance opens for it too, all zero, pointing at the wizard.
    const overview = await t.json('GET', '/api/finance/overview', { cookie });
    expect(overview.status).toBe(200);
    expect(overview.body).toMatchObject({ chartSetUp: false, cash: '0.000', receivables: '0.000' });
  });

  it('shows the demo companies set up', async () => {
    const accountant = await t.signIn('accountant@rental.masar.test');
    expect((await t.json('GET', '/api/finance/setup', { cookie: accountant })).body).toMatchObject({ setupDone: true, template: 'car_rental' });
  });

  it('previews a template: its accounts with headers, and a default account for every mapping', async () => {
    const res = await t.json('GET', '/api/finance/chart-templates?template=car_rental', { cookie });
    expect(res.status).toBe(200);
    expect(res.body.accounts.find((a: { code: string }) => a.code === '4101')).toMatchObject({ accountType: 'revenue', isHeader: false, parentCode: '41' });
    expect(res.body.accounts.find((a: { code: string }) => a.code === '41')).toMatchObject({ isHeader: true });
    expect(res.body.mappings.find((m: { key: string }) => m.key === 'extra_km_revenue')).toMatchObject({ accountCode: '4102' });
  });
});

describe('POST /api/finance/setup', () => {
  it('refuses unbalanced opening balances and writes nothing', async () => {
    const res = await t.json('POST', '/api/finance/setup', { cookie, body: body({ openingBalances: [{ code: '110101', debit: '10.000' }, { code: '3302', credit: '9.999' }] }) });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('entry_unbalanced');
    expect(await counts()).toEqual({ accounts: 0, entries: 0, years: 0 });
  });

  it('refuses a mapping to an unknown account and writes nothing', async () => {
    const res = await t.json('POST', '/api/finance/setup', { cookie, body: body({ mappings: { receivables: '9999' } }) });
    expect(res.status).toBe(400);
    expect(await counts()).toEqual({ accounts: 0, entries: 0, years: 0 });
  });

  it('applies template, fiscal year, mappings and posted opening balances together', async () => {
    const res = await t.json('POST', '/api/finance/setup', { cookie, body: body({ mappings: { receivables: '110202' } }) });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ setupDone: true, template: 'services', fiscalYearStartMonth: 4, hasEntries: true, canApplyTemplate: false });
    const entry = await t.json('GET', `/api/finance/journal-entries/${res.body.openingEntryId}`, { cookie });
    expect(entry.body).toMatchObject({ status: 'posted', entryDate: '2026-04-01', sourceType: 'opening_balance', total: '1500.250', entryNumber: 'JV-2026-27-00001' });
    const years = (await t.json('GET', '/api/finance/fiscal-years', { cookie })).body.items;
    expect(years[0]).toMatchObject({ startDate: '2026-04-01', endDate: '2027-03-31' });
    const mappings = (await t.json('GET', '/api/finance/account-mappings', { cookie })).body.items;
    expect(mappings.find((m: { key: string }) => m.key === 'receivables').accountCode).toBe('110202');
    const accounts = (await t.json('GET', '/api/finance/accounts', { cookie })).body;
    expect(accounts.currency).toBe('KWD');
    expect(accounts.items.find((a: { code: string }) => a.code === '110101')).toMatchObject({ balance: '1500.250', hasPostings: true });
    expect(accounts.items.find((a: { code: string }) => a.code === '3302')).toMatchObject({ balance: '1500.250', normalBalance: 'credit' });
  });

  it('posts what a company recorded before it had books, on their own dates, when the wizard applies', async () => {
    const res = await t.request('POST', '/api/signup', {
      body: { companyName: 'Early Rentals', businessType: 'car_rental', country: 'KW', firstName: 'Noor', lastName: 'Ali', email: 'early@setup.test', password: 'Setup-2026!' },
    });
    const early = cookieHeader(res);
    const customerId = (await t.json('POST', '/api/customers', { cookie: early, body: { nameAr: 'عميل مبكر', phone: '+965 9111 3333', civilId: '299900002222' } })).body.id;
    const invoice = (await t.json('POST', '/api/billing/invoices', { cookie: early, body: { customerId, kind: 'rental', issueDate: '2026-05-10', dueDate: '2026-05-20', lines: [{ description: 'إيجار', quantity: '1', unitPrice: '30' }] } })).body;
    expect((await t.json('POST', '/api/billing/payments', { cookie: early, body: { customerId, paymentDate: '2026-05-12', method: 'cash', amount: '12.500', allocations: [{ invoiceId: invoice.id, amount: '12.500' }] } })).status).toBe(201);
    // No books yet: the invoice and the payment wait in billing, nothing is on a ledger.
    expect((await t.json('GET', '/api/finance/setup', { cookie: early })).body).toMatchObject({ setupDone: false, hasEntries: false });

    const applied = await t.json('POST', '/api/finance/setup', { cookie: early, body: body({ template: 'car_rental', fiscalYearStartMonth: 1, openingDate: '2026-01-01', openingBalances: [] }) });
    expect(applied.status).toBe(200);
    expect(applied.body).toMatchObject({ setupDone: true, historyPosted: 2 });
    const entries = (await t.json('GET', '/api/finance/journal-entries?pageSize=10', { cookie: early })).body.items;
    expect(entries.map((e: { entryDate: string; sourceType: string; status: string }) => [e.entryDate, e.sourceType, e.status]).sort()).toEqual([
      ['2026-05-10', 'invoice', 'posted'],
      ['2026-05-12', 'payment', 'posted'],
    ]);
    const aging = (await t.json('GET', '/api/finance/reports/aging?asOf=2026-05-31', { cookie: early })).body;
    expect(aging).toMatchObject({ totals: { total: '17.500' }, reconciled: true, receivablesAccount: { balance: '17.500' } });
  });

  it('refuses to apply a template again once entries exist', async () => {
    const before = await counts();
    const res = await t.json('POST', '/api/finance/setup', { cookie, body: body({ template: 'generic', openingBalances: [] }) });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('finance_setup_has_entries');
    expect(await counts()).toEqual(before);
  });

  it('replaces an unused chart (no entries yet) with another template', async () => {
    const res = await t.request('POST', '/api/signup', {
      body: { companyName: 'Twice Co', businessType: 'retail', country: 'QA', firstName: 'Ali', lastName: 'Saad', email: 'twice@setup.test', password: 'Setup-2026!' },
    });
    const other = cookieHeader(res);
    expect((await t.json('POST', '/api/finance/setup', { cookie: other, body: body({ template: 'trading', openingBalances: [] }) })).status).toBe(200);
    const again = await t.json('POST', '/api/finance/setup', { cookie: other, body: body({ template: 'generic', fiscalYearStartMonth: 1, openingDate: '2026-01-01', openingBalances: [] }) });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ template: 'generic', fiscalYearStartMonth: 1, hasEntries: false });
    // Another company's setup left the demo company's chart as it was.
    const accountant = await t.signIn('accountant@rental.masar.test');
    expect((await t.json('GET', '/api/finance/setup', { cookie: accountant })).body).toMatchObject({ setupDone: true, template: 'car_rental' });
    expect((await t.json('GET', '/api/finance/accounts', { cookie: accountant })).body.items.find((a: { code: string }) => a.code === '4101')).toMatchObject({ accountType: 'revenue' });
  });

  it('is closed to a sales agent (403)', async () => {
    const sales = await t.signIn('sales@rental.masar.test');
    expect((await t.json('POST', '/api/finance/setup', { cookie: sales, body: body() })).status).toBe(403);
  });
});

describe('GET /api/finance/cost-centers', () => {
  it('lists the demo company’s cost centres in code order', async () => {
    const accountant = await t.signIn('accountant@rental.masar.test');
    const res = await t.json('GET', '/api/finance/cost-centers', { cookie: accountant });
    expect(res.status).toBe(200);
    const codes = res.body.items.map((c: { code: string }) => c.code);
    expect(codes.length).toBeGreaterThan(0);
    expect(codes).toEqual([...codes].sort());
  });
});
