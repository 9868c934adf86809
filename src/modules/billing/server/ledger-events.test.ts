// Billing's ledger events beyond the happy path: a missing mapping fails the event through the
// API with nothing written, a replayed event posts nothing new, a cancellation reverses once, an
// over-payment becomes customer credit, and the backfill posts past data once (a closed month's
// event on the next open day) however often it runs.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../server/db/client';
import { backfillCompanyLedger, backfillLedgers } from '../../../server/seed/ledger-backfill';
import { withTenant } from '../../../server/tenancy/with-tenant';
import { cookieHeader, startTestServer, type TestServer } from '../../../server/test/test-server';
import { applyChartTemplate, ensureFiscalYear } from '../../finance/server';
import { postInvoiceIssued } from './ledger-events';
import { invoiceLines, invoices, paymentAllocations, payments } from './tables';

let t: TestServer;
let admin: string;
let companyId: string;
let customerId: string;

const count = async (table: 'journal_entries' | 'invoices' | 'payments') =>
  (await queryRows<{ n: number }>(t.deps.handle.db, sql`select count(*)::int as n from ${sql.identifier(table)} where company_id = ${companyId}`))[0]!.n;

async function lines(where: ReturnType<typeof sql>) {
  return (
    await queryRows<{ code: string; debit: string; credit: string; date: string }>(
      t.deps.handle.db,
      sql`select a.code, l.debit::text, l.credit::text, e.entry_date::text as date from journal_entries e join journal_entry_lines l on l.entry_id = e.id join ledger_accounts a on a.id = l.account_id where e.company_id = ${companyId} and ${where} order by l.line_number`,
    )
  ).map((r) => [r.code, r.debit, r.credit, r.date]);
}

beforeAll(async () => {
  t = await startTestServer();
  admin = await t.signIn('admin@rental.masar.test');
  const [row] = await queryRows<{ company_id: string }>(t.deps.handle.db, sql`select p.company_id from users u join profiles p on p.user_id = u.id where u.email = 'admin@rental.masar.test'`);
  companyId = row!.company_id;
  customerId = (await t.json('POST', '/api/customers', { cookie: admin, body: { nameAr: 'شركة القيود', phone: '+965 9333 4444', civilId: '299900003333' } })).body.id;
});
afterAll(() => t?.stop());

describe('a missing account mapping', () => {
  it('fails the invoice with 409 naming the mapping in Arabic and English, writing nothing', async () => {
    const [mapping] = await queryRows<{ account_id: string }>(t.deps.handle.db, sql`delete from account_mappings where company_id = ${companyId} and key = 'fines_revenue' returning account_id`);
    const before = { entries: await count('journal_entries'), invoices: await count('invoices') };
    const body = { customerId, kind: 'fines', issueDate: '2031-06-01', dueDate: '2031-06-10', lines: [{ description: 'مخالفة سرعة', quantity: '1', unitPrice: '50' }] };
    const ar = await t.json('POST', '/api/billing/invoices', { cookie: admin, body });
    expect(ar.status).toBe(409);
    expect(ar.body.error.message).toBe('لم يُحدَّد حساب لربط «المخالفات المستردة من العملاء (fines_revenue)»: حدّده في صفحة ربط الحسابات ثم أعد المحاولة');
    const en = await t.json('POST', '/api/billing/invoices', { cookie: admin, lang: 'en', body });
    expect(en.body.error.message).toBe('No account is set for the mapping "Fines recharged to customers (fines_revenue)": set it on the Account mappings page and try again');
    expect({ entries: await count('journal_entries'), invoices: await count('invoices') }).toEqual(before);

    expect((await t.json('PUT', '/api/finance/account-mappings', { cookie: admin, body: { key: 'fines_revenue', accountId: mapping!.account_id } })).status).toBe(200);
    const ok = await t.json('POST', '/api/billing/invoices', { cookie: admin, body });
    expect(ok.status).toBe(201);
    expect(await lines(sql`e.source_id = ${ok.body.id}`)).toEqual([
      ['110201', '50.000', '0.000', '2031-06-01'],
      ['4106', '0.000', '50.000', '2031-06-01'],
    ]);
  });

  it('fails a payment the same way, leaving the invoice unpaid', async () => {
    const invoice = (await t.json('POST', '/api/billing/invoices', { cookie: admin, body: { customerId, issueDate: '2031-06-02', dueDate: '2031-06-02', lines: [{ description: 'غسيل', quantity: '1', unitPrice: '4' }] } })).body;
    const [mapping] = await queryRows<{ account_id: string }>(t.deps.handle.db, sql`delete from account_mappings where company_id = ${companyId} and key = 'payment_card' returning account_id`);
    const before = { entries: await count('journal_entries'), payments: await count('payments') };
    const paid = await t.json('POST', '/api/billing/payments', { cookie: admin, body: { customerId, paymentDate: '2031-06-02', method: 'card', amount: '4', allocations: [{ invoiceId: invoice.id, amount: '4' }] } });
    expect(paid.status).toBe(409);
    expect(paid.body.error.message).toContain('(payment_card)');
    expect({ entries: await count('journal_entries'), payments: await count('payments') }).toEqual(before);
    expect((await t.json('GET', `/api/billing/invoices/${invoice.id}`, { cookie: admin })).body).toMatchObject({ status: 'pending', paidAmount: '0.000' });
    await t.json('PUT', '/api/finance/account-mappings', { cookie: admin, body: { key: 'payment_card', accountId: mapping!.account_id } });
  });
});

describe('idempotency', () => {
  it('posts a replayed invoice event once, and reverses a cancelled invoice once', async () => {
    const invoice = (await t.json('POST', '/api/billing/invoices', { cookie: admin, body: { customerId, kind: 'damages', issueDate: '2031-06-03', dueDate: '2031-06-03', lines: [{ description: 'صدمة', quantity: '1', unitPrice: '80' }], discount: '5', taxRate: '5' } })).body;
    // 80 − 5 = 75, tax 3.750, total 78.750.
    expect(await lines(sql`e.source_id = ${invoice.id}`)).toEqual([
      ['110201', '78.750', '0.000', '2031-06-03'],
      ['5303', '5.000', '0.000', '2031-06-03'],
      ['4105', '0.000', '80.000', '2031-06-03'],
      ['210301', '0.000', '3.750', '2031-06-03'],
    ]);
    const before = await count('journal_entries');
    const [row] = await t.deps.handle.db.select().from(invoices).where(sql`id = ${invoice.id}`);
    const replay = await withTenant(t.deps.handle.db, { companyId, userId: null }, (tx) => postInvoiceIssued(tx, row!, [{ code: 'other', total: '80' }], { userId: null }));
    expect(replay!.id).toBe(row!.journalEntryId);
    expect(await count('journal_entries')).toBe(before);

    for (let i = 0; i < 2; i++) expect((await t.json('POST', `/api/billing/invoices/${invoice.id}/cancel`, { cookie: admin })).status).toBe(200);
    const reversal = await lines(sql`e.source_type = 'reversal' and e.source_id = ${row!.journalEntryId}`);
    expect(reversal.map(([code, debit, credit]) => [code, debit, credit])).toEqual([
      ['110201', '0.000', '78.750'],
      ['5303', '0.000', '5.000'],
      ['4105', '80.000', '0.000'],
      ['210301', '3.750', '0.000'],
    ]);
    expect(await count('journal_entries')).toBe(before + 1);
  });

  it('books an over-payment as customer credit', async () => {
    const invoice = (await t.json('POST', '/api/billing/invoices', { cookie: admin, body: { customerId, issueDate: '2031-06-04', dueDate: '2031-06-04', lines: [{ description: 'وقود', quantity: '1', unitPrice: '12.5' }] } })).body;
    const paid = await t.json('POST', '/api/billing/payments', { cookie: admin, body: { customerId, paymentDate: '2031-06-05', method: 'bank_transfer', amount: '20', allocations: [{ invoiceId: invoice.id, amount: '12.5' }] } });
    expect(paid.body).toMatchObject({ allocated: '12.500', unallocated: '7.500' });
    expect(await lines(sql`e.source_id = ${paid.body.id}`)).toEqual([
      ['110103', '20.000', '0.000', '2031-06-05'],
      ['110201', '0.000', '12.500', '2031-06-05'],
      ['210401', '0.000', '7.500', '2031-06-05'],
    ]);
  });
});

describe('the backfill', () => {
  it('posts data from before the wiring once, moving a closed month’s event to the next open day', async () => {
    const db = t.deps.handle.db;
    const raw = (n: string, issueDate: string, total: string, extra: Partial<typeof invoices.$inferInsert> = {}) => ({ id: crypto.randomUUID(), companyId, invoiceNumber: `OLD-${n}`, customerId, kind: 'rental', issueDate, dueDate: issueDate, currency: 'KWD', subtotal: total, total, ...extra });
    const a = raw('1', '2032-01-10', '20', { paidAmount: '20', status: 'paid' });
    const b = raw('2', '2032-02-15', '30', { kind: 'damages' });
    const c = raw('3', '2032-01-05', '7', { status: 'cancelled', cancelledOn: '2032-01-06' });
    await db.insert(invoices).values([a, b, c]);
    await db.insert(invoiceLines).values([
      { companyId, invoiceId: a.id, lineNumber: 1, code: 'rental', description: 'إيجار', unitPrice: '20', total: '20' },
      { companyId, invoiceId: b.id, lineNumber: 1, code: 'other', description: 'أضرار', unitPrice: '30', total: '30' },
      { companyId, invoiceId: c.id, lineNumber: 1, code: 'rental', description: 'إيجار', unitPrice: '7', total: '7' },
    ]);
    const paymentId = crypto.randomUUID();
    await db.insert(payments).values({ id: paymentId, companyId, paymentNumber: 'OLD-RCT-1', customerId, paymentDate: '2032-01-12', method: 'cash', amount: '25', currency: 'KWD' });
    await db.insert(paymentAllocations).values({ companyId, paymentId, invoiceId: a.id, amount: '20' });
    // February 2032 is closed before the backfill runs.
    await withTenant(db, { companyId, userId: null }, (tx) => ensureFiscalYear(tx, companyId, '2032-01-01'));
    const year = (await t.json('GET', '/api/finance/fiscal-years', { cookie: admin })).body.items.find((y: { label: string }) => y.label === '2032');
    const february = year.periods.find((p: { startDate: string }) => p.startDate === '2032-02-01');
    expect((await t.json('POST', `/api/finance/periods/${february.id}/close`, { cookie: admin })).status).toBe(200);

    const before = await count('journal_entries');
    expect((await backfillLedgers(db))[companyId]).toBe(5);
    expect(await count('journal_entries')).toBe(before + 5);
    expect(await lines(sql`e.source_id = ${a.id}`)).toEqual([
      ['110201', '20.000', '0.000', '2032-01-10'],
      ['4101', '0.000', '20.000', '2032-01-10'],
    ]);
    expect(await lines(sql`e.source_id = ${b.id}`)).toEqual([
      ['110201', '30.000', '0.000', '2032-03-01'],
      ['4105', '0.000', '30.000', '2032-03-01'],
    ]);
    expect(await lines(sql`e.source_id = ${paymentId}`)).toEqual([
      ['110101', '25.000', '0.000', '2032-01-12'],
      ['110201', '0.000', '20.000', '2032-01-12'],
      ['210401', '0.000', '5.000', '2032-01-12'],
    ]);
    const [issuedC] = await queryRows<{ id: string }>(db, sql`select id from journal_entries where source_id = ${c.id}`);
    expect(await lines(sql`e.source_type = 'reversal' and e.source_id = ${issuedC!.id}`)).toEqual([
      ['110201', '0.000', '7.000', '2032-01-06'],
      ['4101', '7.000', '0.000', '2032-01-06'],
    ]);

    expect((await backfillLedgers(db))[companyId]).toBe(0);
    expect(await count('journal_entries')).toBe(before + 5);
  });
});

describe('a company without books yet', () => {
  it('bills without posting, and gets its history posted when its chart is set up', async () => {
    const signup = await t.request('POST', '/api/signup', { body: { companyName: 'Books Later Co', businessType: 'car_rental', firstName: 'Huda', lastName: 'Saleh', email: 'huda@books-later.test', password: 'Country-2026', country: 'KW' } });
    expect(signup.status).toBe(201);
    const cookie = cookieHeader(signup);
    const customer = (await t.json('POST', '/api/customers', { cookie, body: { nameAr: 'عميل لاحق', phone: '+965 9777 8888', civilId: '299900007777' } })).body;
    const invoice = await t.json('POST', '/api/billing/invoices', { cookie, body: { customerId: customer.id, issueDate: '2031-07-01', dueDate: '2031-07-01', lines: [{ description: 'إيجار', quantity: '1', unitPrice: '9' }] } });
    expect(invoice.status).toBe(201);
    const [company] = await queryRows<{ id: string }>(t.deps.handle.db, sql`select company_id as id from invoices where id = ${invoice.body.id}`);
    const entries = async () => (await queryRows<{ n: number }>(t.deps.handle.db, sql`select count(*)::int as n from journal_entries where company_id = ${company!.id}`))[0]!.n;
    expect(await entries()).toBe(0);
    // What the accounting wizard does, as the company's own (row-level secured) transaction.
    const posted = await withTenant(t.deps.handle.db, { companyId: company!.id, userId: null }, async (tx) => {
      await applyChartTemplate(tx, company!.id, 'car_rental', { completeSetup: true });
      return backfillCompanyLedger(tx, company!.id);
    });
    expect(posted).toBe(1);
    const rows = await queryRows<{ code: string; debit: string; credit: string }>(
      t.deps.handle.db,
      sql`select a.code, l.debit::text, l.credit::text from journal_entry_lines l join ledger_accounts a on a.id = l.account_id where l.company_id = ${company!.id} order by l.line_number`,
    );
    expect(rows.map((r) => [r.code, r.debit, r.credit])).toEqual([['110201', '9.000', '0.000'], ['4201', '0.000', '9.000']]);
  });
});
