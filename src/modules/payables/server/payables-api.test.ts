// /api/payables through HTTP as the car-rental company's people (KWD, 3 decimals): a purchase
// order received and billed, the bill posting per line account, input VAT and vendor payables, a
// partial payment posting, each exactly once (a replay and the backfill write nothing more);
// over-allocation and bad input refused in Arabic and English writing nothing; the aging equal to
// the payables account after the demo data and after the flow; the statement and its PDF; who may do what.
import { mkdirSync, writeFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../server/db/client';
import { addDays } from '../../../core/leasing';
import { startTestServer, type TestServer } from '../../../server/test/test-server';

let t: TestServer;
let accountant: string;
let fleet: string;
let employee: string;
let companyId: string;
let today: string;
let maintenanceAccount: string;

type Line = [code: string, debit: string, credit: string];

async function post(path: string, body: unknown, cookie = accountant) {
  const res = await t.json('POST', path, { cookie, body });
  if (res.status >= 300) throw new Error(`POST ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

async function lines(sourceType: string, sourceId: string, event: string): Promise<Line[]> {
  const rows = await queryRows<{ id: string }>(t.deps.handle.db, sql`select id from journal_entries where source_type = ${sourceType} and source_id = ${sourceId} and event = ${event}`);
  expect(rows, `${sourceType} ${event} posts exactly once`).toHaveLength(1);
  const detail = await t.json('GET', `/api/finance/journal-entries/${rows[0]!.id}`, { cookie: accountant });
  return detail.body.lines.map((l: { accountCode: string; debit: string; credit: string }) => [l.accountCode, l.debit, l.credit]);
}

const count = async (table: string) => (await queryRows<{ n: number }>(t.deps.handle.db, sql`select count(*)::int as n from ${sql.identifier(table)} where company_id = ${companyId}`))[0]!.n;
const counts = async () => Object.fromEntries(await Promise.all(['vendors', 'purchase_orders', 'vendor_bills', 'vendor_bill_lines', 'vendor_payments', 'vendor_payment_allocations', 'journal_entries'].map(async (n) => [n, await count(n)])));

async function expectReconciled(asOf = today) {
  const aging = await t.json('GET', `/api/payables/aging?asOf=${asOf}`, { cookie: accountant });
  expect(aging.status).toBe(200);
  expect(aging.body.payablesAccount.code).toBe('210101');
  expect(aging.body.totals.total).toBe(aging.body.payablesAccount.balance);
  expect(aging.body).toMatchObject({ difference: '0.000', reconciled: true });
  return aging.body;
}

beforeAll(async () => {
  t = await startTestServer();
  accountant = await t.signIn('accountant@rental.masar.test');
  fleet = await t.signIn('fleet@rental.masar.test');
  employee = await t.signIn('employee@rental.masar.test');
  const db = t.deps.handle.db;
  const [row] = await queryRows<{ id: string; today: string }>(db, sql`select id, (now() at time zone timezone)::date::text as today from companies where business_type = 'car_rental' limit 1`);
  companyId = row!.id;
  today = row!.today;
  maintenanceAccount = (await queryRows<{ id: string }>(db, sql`select id from ledger_accounts where company_id = ${companyId} and code = '5102'`))[0]!.id;
});
afterAll(() => t?.stop());

describe('payables over HTTP', () => {
  it('the demo: five vendors, orders in several states, bills in every bucket, and the aging equal to the payables account', async () => {
    const vendors = await t.json('GET', '/api/payables/vendors?pageSize=50', { cookie: employee });
    expect(vendors.status).toBe(200);
    expect(vendors.body.items.map((v: { nameEn: string }) => v.nameEn)).toEqual(expect.arrayContaining(['Gulf Auto Workshop', 'National Tyre Company', 'Kuwait Insurance Company', 'Al Soor Fuel Marketing', 'Elite Stationery']));
    expect(Number(vendors.body.totals.overdue)).toBeGreaterThan(0);
    // The insurer: 350 left of a premium 185 days overdue, and a 285 bill 40 days overdue.
    const insurer = vendors.body.items.find((v: { nameEn: string }) => v.nameEn === 'Kuwait Insurance Company');
    expect(insurer).toMatchObject({ balance: '635.000', overdue: '635.000', openBills: 2 });
    const byName = await t.json('GET', '/api/payables/purchase-orders?search=' + encodeURIComponent('الإطارات'), { cookie: employee });
    expect(byName.body.items.map((o: { vendor: { nameEn: string } }) => o.vendor.nameEn)).toEqual(['National Tyre Company', 'National Tyre Company']);
    const orders = await t.json('GET', '/api/payables/purchase-orders?pageSize=50', { cookie: employee });
    expect(Object.keys(orders.body.counts).sort()).toEqual(expect.arrayContaining(['approved', 'billed', 'cancelled', 'closed', 'draft']));
    const aging = await expectReconciled();
    for (const bucket of ['current', '1_30', '31_60', '61_90', '90_plus']) expect(Number(aging.totals.buckets[bucket]), bucket).toBeGreaterThan(0);
    // An earlier day reconciles too: every bill and payment posted on its own date.
    await expectReconciled(addDays(today, -100));
  });

  it('a purchase order → receive → bill → payment posts exactly once, in KWD', async () => {
    const vendor = await post('/api/payables/vendors', { nameAr: 'مورد قطع الغيار التجريبي', nameEn: 'Test Parts Supplier', vatNumber: '310000000000003', phone: '+965 2200 3300', email: 'parts@example.com', bankName: 'بنك برقان', iban: 'KW81 CBKU 0000 0000 0000 1234 5601 01', paymentTermsDays: 30 });
    expect(vendor).toMatchObject({ code: expect.stringMatching(/^V-\d{4}$/), iban: 'KW81CBKU0000000000001234560101', paymentTermsDays: 30, isActive: true });
    const before = await count('journal_entries');
    const order = await post('/api/payables/purchase-orders', {
      vendorId: vendor.id,
      orderDate: addDays(today, -10),
      lines: [
        { description: 'فلاتر زيت', quantity: '2', unitPrice: '100.25', vatRate: '5' },
        { description: 'أجرة تركيب', quantity: '1', unitPrice: '50', vatRate: '0', accountId: maintenanceAccount },
      ],
    });
    expect(order).toMatchObject({ status: 'draft', number: expect.stringMatching(/^PO-\d{5}$/), subtotal: '250.500', vat: '10.025', total: '260.525', currency: 'KWD' });
    expect(order.lines[0]).toMatchObject({ net: '200.500', vat: '10.025', total: '210.525' });
    const early = await t.json('POST', `/api/payables/purchase-orders/${order.id}/bill`, { cookie: accountant, lang: 'en', body: {} });
    expect(early.status).toBe(409);
    expect(early.body.error.message).toBe('A purchase order is billed only after it is received');
    expect((await post(`/api/payables/purchase-orders/${order.id}/approve`, {})).status).toBe('approved');
    expect((await post(`/api/payables/purchase-orders/${order.id}/receive`, { date: addDays(today, -5) })).status).toBe('received');
    expect(await count('journal_entries'), 'a purchase order posts nothing').toBe(before);
    const billDate = addDays(today, -4);
    const bill = await post(`/api/payables/purchase-orders/${order.id}/bill`, { billDate, vendorReference: 'INV-7781' });
    expect(bill).toMatchObject({ orderId: order.id, orderNumber: order.number, billDate, dueDate: addDays(billDate, 30), total: '260.525', paid: '0.000', balance: '260.525', state: 'open', journalEntryId: expect.any(String) });
    // Car-rental chart: purchases → miscellaneous 5216, the line's own 5102, input VAT 110404, trade payables 210101.
    expect(await lines('vendor_bill', bill.id, 'posted')).toEqual([
      ['5216', '200.500', '0.000'],
      ['5102', '50.000', '0.000'],
      ['110404', '10.025', '0.000'],
      ['210101', '0.000', '260.525'],
    ]);
    const [parties] = await queryRows<{ n: number }>(t.deps.handle.db, sql`select count(*)::int as n from journal_entry_lines l join journal_entries e on e.id = l.entry_id where e.source_id = ${bill.id} and l.party_type = 'vendor' and l.party_id = ${vendor.id}`);
    expect(parties!.n).toBe(4);
    expect((await t.json('GET', `/api/payables/purchase-orders/${order.id}`, { cookie: employee })).body).toMatchObject({ status: 'billed', billId: bill.id });
    expect((await post(`/api/payables/purchase-orders/${order.id}/close`, {})).status).toBe('closed');
    const cancel = await t.json('POST', `/api/payables/purchase-orders/${order.id}/cancel`, { cookie: accountant, lang: 'en', body: {} });
    expect(cancel.status).toBe(409);
    expect(cancel.body.error.message).toContain('(closed)');

    const payment = await post('/api/payables/payments', { vendorId: vendor.id, paidOn: today, method: 'bank_transfer', reference: 'TRF-1', allocations: [{ billId: bill.id, amount: '100' }] });
    expect(payment).toMatchObject({ amount: '100.000', number: expect.stringMatching(/^VP-\d{5}$/), allocations: [{ billId: bill.id, billNumber: bill.number, amount: '100.000' }] });
    expect(await lines('vendor_payment', payment.id, 'paid')).toEqual([
      ['210101', '100.000', '0.000'],
      ['110103', '0.000', '100.000'],
    ]);
    const page = await t.json('GET', `/api/payables/vendors/${vendor.id}`, { cookie: employee });
    expect(page.body).toMatchObject({ balance: '160.525', overdue: '0.000' });
    expect(page.body.bills[0]).toMatchObject({ id: bill.id, state: 'partial', paid: '100.000', balance: '160.525' });
    await expectReconciled();

    // More than the bill still owes is refused whole, in both languages.
    const snapshot = await counts();
    const over = { vendorId: vendor.id, method: 'cash', allocations: [{ billId: bill.id, amount: '160.526' }] };
    const ar = await t.json('POST', '/api/payables/payments', { cookie: accountant, lang: 'ar', body: over });
    expect(ar.status).toBe(400);
    expect(ar.body.error.message).toBe(`المبلغ المخصص للفاتورة ${bill.number} أكبر من المتبقي عليها (160.525)`);
    expect(ar.body.error.fields['allocations.0.amount']).toBe('أكبر من المتبقي على الفاتورة');
    const en = await t.json('POST', '/api/payables/payments', { cookie: accountant, lang: 'en', body: over });
    expect(en.body.error.message).toBe(`The amount allocated to bill ${bill.number} is more than it still owes (160.525)`);
    expect(await counts()).toEqual(snapshot);

    // The rest pays it off; a replay of the backfill posts nothing; a lost entry is re-posted alike.
    const rest = await post('/api/payables/payments', { vendorId: vendor.id, paidOn: today, method: 'cash', allocations: [{ billId: bill.id, amount: '160.525' }] });
    expect((await t.json('GET', `/api/payables/bills/${bill.id}`, { cookie: employee })).body).toMatchObject({ state: 'paid', balance: '0.000' });
    const { backfillLedgers } = await import('../../../server/seed/ledger-backfill');
    const db = t.deps.handle.db;
    expect((await backfillLedgers(db))[companyId]).toBe(0);
    const billLines = await lines('vendor_bill', bill.id, 'posted');
    const restLines = await lines('vendor_payment', rest.id, 'paid');
    await queryRows(db, sql`delete from journal_entry_lines where entry_id in (select id from journal_entries where source_id in (${bill.id}, ${rest.id}))`);
    await queryRows(db, sql`delete from journal_entries where source_id in (${bill.id}, ${rest.id})`);
    expect((await backfillLedgers(db))[companyId]).toBe(2);
    expect(await lines('vendor_bill', bill.id, 'posted')).toEqual(billLines);
    expect(await lines('vendor_payment', rest.id, 'paid')).toEqual(restLines);
    expect((await backfillLedgers(db))[companyId]).toBe(0);
    await expectReconciled();

    // The statement: nothing before the period, the bill and both payments, closing at zero.
    const statement = await t.json('GET', `/api/payables/vendors/${vendor.id}/statement?from=${addDays(today, -30)}&to=${today}`, { cookie: employee });
    expect(statement.body).toMatchObject({ opening: '0.000', billed: '260.525', paid: '260.525', closing: '0.000' });
    expect(statement.body.rows.map((r: { kind: string; balance: string }) => [r.kind, r.balance])).toEqual([
      ['bill', '260.525'],
      ['payment', '160.525'],
      ['payment', '0.000'],
    ]);
  });

  it('a bill entered in error is cancelled: its entry reversed on the day, the order billed again, nothing paid on it', async () => {
    const vendor = await post('/api/payables/vendors', { nameAr: 'مورد الفاتورة الملغاة', nameEn: 'Cancelled Bill Vendor', paymentTermsDays: 15 });
    const order = await post('/api/payables/purchase-orders', { vendorId: vendor.id, orderDate: addDays(today, -9), lines: [{ description: 'بطاريات', quantity: '4', unitPrice: '31.125', vatRate: '0' }] });
    await post(`/api/payables/purchase-orders/${order.id}/approve`, {});
    await post(`/api/payables/purchase-orders/${order.id}/receive`, { date: addDays(today, -8) });
    const billDate = addDays(today, -6);
    const wrong = await post(`/api/payables/purchase-orders/${order.id}/bill`, { billDate, vendorReference: 'TYPO-1' });
    expect(wrong.total).toBe('124.500');

    // Bad input and the wrong people are refused, writing nothing.
    const before = await counts();
    const early = await t.json('POST', `/api/payables/bills/${wrong.id}/cancel`, { cookie: accountant, lang: 'ar', body: { reason: 'خطأ', date: addDays(billDate, -1) } });
    expect(early.status).toBe(400);
    expect(early.body.error.fields.date).toBe('تاريخ الإلغاء لا يسبق تاريخ الفاتورة');
    expect((await t.json('POST', `/api/payables/bills/${wrong.id}/cancel`, { cookie: accountant, body: { reason: '' } })).status).toBe(400);
    expect((await t.json('POST', `/api/payables/bills/${wrong.id}/cancel`, { cookie: employee, body: { reason: 'x' } })).status).toBe(403);
    expect(await counts()).toEqual(before);

    const cancelledOn = addDays(today, -2);
    const cancelled = await post(`/api/payables/bills/${wrong.id}/cancel`, { reason: 'رقم فاتورة المورد خاطئ', date: cancelledOn });
    expect(cancelled).toMatchObject({ state: 'cancelled', balance: '0.000', cancelledOn, cancelReason: 'رقم فاتورة المورد خاطئ', reversalEntryId: expect.any(String) });
    const reversal = await t.json('GET', `/api/finance/journal-entries/${cancelled.reversalEntryId}`, { cookie: accountant });
    expect(reversal.body.entryDate).toBe(cancelledOn);
    expect(reversal.body.lines.map((l: { accountCode: string; debit: string; credit: string }) => [l.accountCode, l.debit, l.credit])).toEqual([
      ['5216', '0.000', '124.500'],
      ['210101', '124.500', '0.000'],
    ]);
    // The aging agrees with the account before the cancellation (the bill owed) and after (it does not).
    const during = await expectReconciled(addDays(today, -4));
    expect(during.vendors.find((v: { vendorId: string }) => v.vendorId === vendor.id)?.total).toBe('124.500');
    const after = await expectReconciled();
    expect(after.vendors.find((v: { vendorId: string }) => v.vendorId === vendor.id)).toBeUndefined();
    expect((await t.json('GET', `/api/payables/vendors/${vendor.id}`, { cookie: employee })).body).toMatchObject({ balance: '0.000' });
    expect((await t.json('GET', '/api/payables/bills?status=cancelled', { cookie: employee })).body.items.map((b: { id: string }) => b.id)).toContain(wrong.id);

    // Cancelled once; never paid; the order is received again and billed right.
    const again = await t.json('POST', `/api/payables/bills/${wrong.id}/cancel`, { cookie: accountant, lang: 'en', body: { reason: 'x' } });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('The bill is already cancelled');
    const pay = await t.json('POST', '/api/payables/payments', { cookie: accountant, lang: 'en', body: { vendorId: vendor.id, method: 'cash', allocations: [{ billId: wrong.id, amount: '1' }] } });
    expect(pay.body.error.fields['allocations.0.billId']).toBe('The bill is not an open bill of this vendor');
    expect((await t.json('GET', `/api/payables/purchase-orders/${order.id}`, { cookie: employee })).body.status).toBe('received');
    const right = await post(`/api/payables/purchase-orders/${order.id}/bill`, { billDate: addDays(today, -1), vendorReference: 'INV-1' });
    expect(right).toMatchObject({ orderId: order.id, state: 'open', total: '124.500' });

    // A bill something was paid on stays: it is not cancelled.
    await post('/api/payables/payments', { vendorId: vendor.id, paidOn: today, method: 'cash', allocations: [{ billId: right.id, amount: '24.500' }] });
    const paid = await t.json('POST', `/api/payables/bills/${right.id}/cancel`, { cookie: accountant, lang: 'ar', body: { reason: 'x' } });
    expect(paid.status).toBe(409);
    expect(paid.body.error.message).toBe('لا تُلغى فاتورة سُدّد منها مبلغ');

    // The statement: the wrong bill, its cancellation, the right bill and the payment.
    const statement = await t.json('GET', `/api/payables/vendors/${vendor.id}/statement?from=${addDays(today, -30)}&to=${today}`, { cookie: employee });
    expect(statement.body).toMatchObject({ opening: '0.000', billed: '249.000', paid: '24.500', closing: '100.000' });
    expect(statement.body.rows.map((r: { kind: string; balance: string }) => [r.kind, r.balance])).toEqual([
      ['bill', '124.500'],
      ['cancellation', '0.000'],
      ['bill', '124.500'],
      ['payment', '100.000'],
    ]);
    const later = await t.json('GET', `/api/payables/vendors/${vendor.id}/statement?from=${addDays(today, -1)}&to=${today}`, { cookie: employee });
    expect(later.body.opening).toBe('0.000');
    await expectReconciled();
  });

  it('refuses bad input in Arabic and English, writing nothing', async () => {
    const vendors = await t.json('GET', '/api/payables/vendors?search=' + encodeURIComponent('Gulf Auto'), { cookie: accountant });
    const vendorId = vendors.body.items[0].id;
    const [openBill] = (await t.json('GET', `/api/payables/bills?vendorId=${vendorId}&status=open`, { cookie: accountant })).body.items;
    const before = await counts();
    const line = { description: 'بند', quantity: '1', unitPrice: '10', vatRate: '0' };
    const cases: Array<[string, Record<string, unknown>, string, string, string]> = [
      ['/api/payables/bills', { vendorId, lines: [{ ...line, vatRate: '150' }] }, 'lines.0.vatRate', 'نسبة الضريبة', 'VAT rate'],
      ['/api/payables/bills', { vendorId, lines: [{ ...line, quantity: '0' }] }, 'lines.0.quantity', 'الكمية يجب أن تكون أكبر من صفر', 'The quantity must be more than zero'],
      ['/api/payables/bills', { vendorId, lines: [] }, 'lines', 'أضف بنداً واحداً على الأقل', 'Add at least one line'],
      ['/api/payables/bills', { vendorId, lines: [{ ...line, unitPrice: '0' }] }, 'lines', 'إجمالي الفاتورة يجب أن يكون أكبر من صفر', 'The bill total must be more than zero'],
      ['/api/payables/bills', { vendorId, billDate: today, dueDate: addDays(today, -1), lines: [line] }, 'dueDate', 'تاريخ الاستحقاق لا يسبق تاريخ الفاتورة', 'The due date cannot be before the bill date'],
      ['/api/payables/bills', { vendorId: '00000000-0000-4000-8000-000000000000', lines: [line] }, 'vendorId', 'غير موجود', 'not found'],
      ['/api/payables/vendors', { nameAr: 'مورد', iban: 'KW00XXXX' }, 'iban', 'رقم الآيبان غير صالح', 'Invalid IBAN'],
      ['/api/payables/vendors', { nameAr: 'مورد', paymentTermsDays: 400 }, 'paymentTermsDays', 'مدة السداد بين 0 و365 يوماً', 'Payment terms are between 0 and 365 days'],
      ['/api/payables/payments', { vendorId, method: 'cash', allocations: [] }, 'allocations', 'خصّص الدفعة لفاتورة واحدة على الأقل', 'Allocate the payment to at least one bill'],
      ['/api/payables/payments', { vendorId, method: 'cash', allocations: [{ billId: openBill.id, amount: '1' }, { billId: openBill.id, amount: '1' }] }, 'allocations.1.billId', 'الفاتورة مكررة في التخصيص', 'The bill appears twice in the allocation'],
      ['/api/payables/payments', { vendorId, method: 'cash', paidOn: addDays(openBill.billDate, -1), allocations: [{ billId: openBill.id, amount: '1' }] }, 'paidOn', 'تاريخ الدفعة يسبق تاريخ فاتورة مخصصة لها', 'The payment date is before the date of a bill it pays'],
    ];
    for (const [path, body, field, arText, enText] of cases) {
      const inAr = await t.json('POST', path, { cookie: accountant, lang: 'ar', body });
      expect(inAr.status, field).toBe(400);
      expect(inAr.body.error.fields?.[field], `${field}: ${JSON.stringify(inAr.body)}`).toContain(arText);
      const inEn = await t.json('POST', path, { cookie: accountant, lang: 'en', body });
      expect(inEn.body.error.fields?.[field], field).toContain(enText);
    }
    // Another vendor's bill is not this vendor's to pay.
    const other = (await t.json('GET', '/api/payables/vendors?search=' + encodeURIComponent('Elite'), { cookie: accountant })).body.items[0].id;
    const wrong = await t.json('POST', '/api/payables/payments', { cookie: accountant, lang: 'en', body: { vendorId: other, method: 'cash', allocations: [{ billId: openBill.id, amount: '1' }] } });
    expect(wrong.body.error.fields['allocations.0.billId']).toBe('The bill is not an open bill of this vendor');
    expect(await counts()).toEqual(before);
  });

  it('prints the vendor statement as a PDF with the Arabic font', async () => {
    const vendorId = (await t.json('GET', '/api/payables/vendors?search=' + encodeURIComponent('Al Soor'), { cookie: employee })).body.items[0].id;
    const res = await t.request('GET', `/api/payables/vendors/${vendorId}/statement/pdf?from=${addDays(today, -120)}&to=${today}`, { cookie: employee });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.includes(Buffer.from('IBMPlexSansArabic'))).toBe(true);
    mkdirSync('test-results/pdfs', { recursive: true });
    writeFileSync('test-results/pdfs/vendor-statement.pdf', bytes);
    const xlsx = await t.request('GET', `/api/payables/aging?format=xlsx`, { cookie: employee });
    expect(xlsx.status).toBe(200);
  });

  it('the accountant writes; the employee reads only; the fleet manager has neither', async () => {
    const body = { nameAr: 'مورد الصلاحيات' };
    expect((await t.json('POST', '/api/payables/vendors', { cookie: employee, body })).status).toBe(403);
    expect((await t.json('POST', '/api/payables/vendors', { cookie: fleet, body })).status).toBe(403);
    expect((await t.json('GET', '/api/payables/vendors', { cookie: fleet })).status).toBe(403);
    expect((await t.json('GET', '/api/payables/aging', { cookie: fleet })).status).toBe(403);
    expect((await t.json('GET', '/api/payables/bills', { cookie: employee })).status).toBe(200);
    // The line account picker: the chart's posting expense accounts, and purchases as the default.
    const accounts = await t.json('GET', '/api/payables/accounts', { cookie: employee });
    expect(accounts.body.purchases.code).toBe('5216');
    const codes = accounts.body.items.map((a: { code: string }) => a.code);
    expect(codes).toEqual(expect.arrayContaining(['5102', '5216']));
    expect(codes.every((c: string) => c.startsWith('5'))).toBe(true);
    expect((await t.json('GET', '/api/payables/accounts', { cookie: fleet })).status).toBe(403);
    const made = await post('/api/payables/vendors', body);
    expect((await t.json('PATCH', `/api/payables/vendors/${made.id}`, { cookie: employee, body: { isActive: false } })).status).toBe(403);
    const off = await t.json('PATCH', `/api/payables/vendors/${made.id}`, { cookie: accountant, body: { isActive: false } });
    expect(off.body.isActive).toBe(false);
    const refused = await t.json('POST', '/api/payables/bills', { cookie: accountant, lang: 'en', body: { vendorId: made.id, lines: [{ description: 'x', quantity: '1', unitPrice: '1', vatRate: '0' }] } });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toContain('inactive');
  });
});
