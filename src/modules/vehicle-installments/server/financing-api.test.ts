// /api/vehicle-financing through HTTP as the car-rental company's people (KWD, 3 decimals): a
// draft with its schedule, activation posting the financing, partial and multi-instalment
// payments posting principal and interest, overdue instalments, completion, refusals in Arabic
// and English that write nothing, a missing mapping refusing the event, and who may do what.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../server/db/client';
import { addMonths } from '../../../core/leasing';
import { startTestServer, type TestServer } from '../../../server/test/test-server';

let t: TestServer;
let fleet: string;
let accountant: string;
let employee: string;
let companyId: string;
let today: string;
let vehicleIds: string[];

type Line = [code: string, debit: string, credit: string];

async function post(path: string, body: unknown, cookie = fleet) {
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
const counts = async () => ({ agreements: await count('financing_agreements'), instalments: await count('financing_instalments'), payments: await count('financing_payments'), entries: await count('journal_entries') });

beforeAll(async () => {
  t = await startTestServer();
  fleet = await t.signIn('fleet@rental.masar.test');
  accountant = await t.signIn('accountant@rental.masar.test');
  employee = await t.signIn('employee@rental.masar.test');
  const db = t.deps.handle.db;
  const [row] = await queryRows<{ id: string; today: string }>(db, sql`select id, (now() at time zone timezone)::date::text as today from companies where business_type = 'car_rental' limit 1`);
  companyId = row!.id;
  today = row!.today;
  vehicleIds = (await queryRows<{ id: string }>(db, sql`select id from vehicles where company_id = ${companyId} order by plate_number limit 2`)).map((v) => v.id);
});
afterAll(() => t?.stop());

describe('financing agreements over HTTP', () => {
  it('a draft shows its schedule; activation posts the financing; payments post principal and interest; the last completes it', async () => {
    // First instalment two months back: two are overdue at once.
    const start = addMonths(today, -2);
    const draft = await post('/api/vehicle-financing', { vendorName: 'بنك الخليج للتمويل', vendorContact: '+965 2200 1100', vehicleIds, total: '12500', downPayment: '2500', downPaymentMethod: 'bank_transfer', instalmentCount: 12, annualRate: '6', startDate: start });
    expect(draft).toMatchObject({ status: 'draft', financed: '10000.000', monthlyPayment: '860.664', currency: 'KWD', agreementNumber: expect.stringMatching(/^FIN-\d{5}$/) });
    const seen = await t.json('GET', `/api/vehicle-financing/${draft.id}`, { cookie: employee });
    expect(seen.status).toBe(200);
    expect(seen.body.instalments).toHaveLength(12);
    expect(seen.body.instalments[0]).toMatchObject({ sequence: 1, dueDate: start, payment: '860.664', interest: '50.000', principal: '810.664', state: 'due' });
    expect(seen.body.vehicles.map((v: { id: string }) => v.id).sort()).toEqual([...vehicleIds].sort());
    expect(await queryRows(t.deps.handle.db, sql`select 1 from journal_entries where source_id = ${draft.id}`)).toHaveLength(0);

    const active = await post(`/api/vehicle-financing/${draft.id}/activate`, { date: start });
    expect(active).toMatchObject({ status: 'active', activatedOn: start });
    // Car-rental chart: rental cars 120401, vehicle financing loans 2203, the bank 110103.
    expect(await lines('financing_agreement', draft.id, 'activated')).toEqual([
      ['120401', '12500.000', '0.000'],
      ['2203', '0.000', '10000.000'],
      ['110103', '0.000', '2500.000'],
    ]);
    const overdue = await t.json('GET', `/api/vehicle-financing/${draft.id}`, { cookie: employee });
    expect(overdue.body.instalments.slice(0, 3).map((i: { state: string }) => i.state)).toEqual(['overdue', 'overdue', 'due']);
    expect(overdue.body.totals).toMatchObject({ overdue: '1721.328', overdueCount: 2, paid: '0.000', remainingPrincipal: '10000.000', next: { sequence: 1, dueDate: start } });
    const listed = await t.json('GET', '/api/vehicle-financing?overdue=1&search=' + encodeURIComponent('الخليج للتمويل'), { cookie: employee });
    expect(listed.body.items.map((a: { id: string }) => a.id)).toEqual([draft.id]);
    expect(listed.body.items[0]).toMatchObject({ overdue: '1721.328', overdueCount: 2, remaining: overdue.body.totals.remaining, nextDueDate: start, paid: '0.000' });
    // The list's totals sum what the filters keep (here the one agreement).
    expect(listed.body.totals).toEqual({ remaining: overdue.body.totals.remaining, overdue: '1721.328', overdueCount: 2 });

    // A partial payment: the first instalment's interest first, then part of its principal.
    const partial = await post(`/api/vehicle-financing/${draft.id}/payments`, { amount: '300', method: 'cash', paidOn: today, reference: 'R-1' });
    expect(partial.payment).toMatchObject({ amount: '300.000', interest: '50.000', principal: '250.000', allocations: [{ sequence: 1, interest: '50.000', principal: '250.000' }] });
    expect(await lines('financing_payment', partial.payment.id, 'paid')).toEqual([
      ['2203', '250.000', '0.000'],
      ['5109', '50.000', '0.000'],
      ['110101', '0.000', '300.000'],
    ]);
    // Two instalments' worth and more: the rest of the first, all of the second, part of the third.
    const multi = await post(`/api/vehicle-financing/${draft.id}/payments`, { amount: '1500', method: 'bank_transfer', paidOn: today });
    expect(multi.payment.allocations.map((a: { sequence: number }) => a.sequence)).toEqual([1, 2, 3]);
    expect(multi.payment).toMatchObject({ amount: '1500.000' });
    const [dr, interest, cr] = await lines('financing_payment', multi.payment.id, 'paid');
    expect(cr).toEqual(['110103', '0.000', '1500.000']);
    expect(dr![0]).toBe('2203');
    expect(interest![0]).toBe('5109');
    expect((Number(dr![1]) + Number(interest![1])).toFixed(3)).toBe('1500.000');
    const after = await t.json('GET', `/api/vehicle-financing/${draft.id}`, { cookie: employee });
    expect(after.body.instalments.slice(0, 3).map((i: { state: string }) => i.state)).toEqual(['paid', 'paid', 'partial']);
    expect(after.body.totals).toMatchObject({ paid: '1800.000', overdue: '0.000', overdueCount: 0, next: { sequence: 3 } });
    expect(after.body.payments).toHaveLength(2);

    // More than is left is refused whole; exactly what is left completes the agreement.
    const tooMuch = await t.json('POST', `/api/vehicle-financing/${draft.id}/payments`, { cookie: fleet, lang: 'en', body: { amount: '99999', method: 'cash' } });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.error.message).toContain(after.body.totals.remaining);
    const last = await post(`/api/vehicle-financing/${draft.id}/payments`, { amount: after.body.totals.remaining, method: 'cheque', paidOn: today });
    expect(last.agreement).toMatchObject({ status: 'completed', completedOn: today });
    expect(last.totals).toMatchObject({ remaining: '0.000', remainingPrincipal: '0.000', next: null });
    const done = await t.json('GET', `/api/vehicle-financing/${draft.id}`, { cookie: employee });
    expect(done.body.instalments.every((i: { state: string }) => i.state === 'paid')).toBe(true);
    const [sums] = await queryRows<{ principal: string; interest: string }>(t.deps.handle.db, sql`select sum(principal)::text as principal, sum(interest)::text as interest from financing_payments where agreement_id = ${draft.id}`);
    expect(Number(sums!.principal).toFixed(3)).toBe('10000.000');
    expect(Number(sums!.interest).toFixed(3)).toBe(done.body.totalInterest);
    const closed = await t.json('POST', `/api/vehicle-financing/${draft.id}/payments`, { cookie: fleet, body: { amount: '1', method: 'cash' } });
    expect(closed.status).toBe(409);
    expect(closed.body.error.code).toBe('financing_not_active');
  });

  it('refuses a count of zero, a down payment above the total and a negative rate, in Arabic and English, writing nothing', async () => {
    const before = await counts();
    const body = { vendorName: 'ممول', vehicleIds, total: '5000', downPayment: '0', instalmentCount: 12, annualRate: '5', startDate: today };
    const cases: Array<[Record<string, unknown>, string, string, string]> = [
      [{ instalmentCount: 0 }, 'instalmentCount', 'عدد الأقساط بين 1 و360', 'The number of instalments is between 1 and 360'],
      [{ instalmentCount: -2 }, 'instalmentCount', 'عدد الأقساط', 'number of instalments'],
      [{ downPayment: '5001' }, 'downPayment', 'الدفعة المقدمة يجب أن تكون أقل من إجمالي التمويل', 'The down payment must be less than the total'],
      [{ annualRate: '-1' }, 'annualRate', 'نسبة الفائدة السنوية', 'annual interest rate'],
      [{ total: '999999999999', instalmentCount: 360, annualRate: '99' }, 'total', 'المبلغ غير صالح', 'Invalid amount'],
      [{ vehicleIds: [] }, 'vehicleIds', 'اختر مركبة واحدة على الأقل', 'Choose at least one vehicle'],
    ];
    for (const [change, field, ar, en] of cases) {
      const inAr = await t.json('POST', '/api/vehicle-financing', { cookie: fleet, lang: 'ar', body: { ...body, ...change } });
      expect(inAr.status, field).toBe(400);
      expect(inAr.body.error.fields[field], field).toContain(ar);
      const inEn = await t.json('POST', '/api/vehicle-financing', { cookie: fleet, lang: 'en', body: { ...body, ...change } });
      expect(inEn.body.error.fields[field], field).toContain(en);
    }
    const preview = await t.json('POST', '/api/vehicle-financing/preview', { cookie: employee, lang: 'en', body: { total: '5000', downPayment: '6000', instalmentCount: 12, annualRate: '5', startDate: today } });
    expect(preview.status).toBe(400);
    expect(preview.body.error.fields.downPayment).toContain('less than the total');
    expect(await counts()).toEqual(before);
  });

  it('a missing mapping refuses the activation and the payment whole', async () => {
    const draft = await post('/api/vehicle-financing', { vendorName: 'ممول بلا ربط', vehicleIds: vehicleIds.slice(0, 1), total: '3000', instalmentCount: 3, annualRate: '0', startDate: today });
    await queryRows(t.deps.handle.db, sql`delete from account_mappings where company_id = ${companyId} and key = 'vehicle_financing_payable'`);
    const refused = await t.json('POST', `/api/vehicle-financing/${draft.id}/activate`, { cookie: fleet, lang: 'en', body: {} });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('account_mapping_missing');
    expect(refused.body.error.message).toContain('Vehicle financing payable');
    expect((await t.json('GET', `/api/vehicle-financing/${draft.id}`, { cookie: fleet })).body).toMatchObject({ status: 'draft', activatedOn: null, journalEntryId: null });
    await queryRows(t.deps.handle.db, sql`insert into account_mappings (company_id, key, account_id) select ${companyId}, 'vehicle_financing_payable', id from ledger_accounts where company_id = ${companyId} and code = '2203'`);
    await post(`/api/vehicle-financing/${draft.id}/activate`, {});
    await queryRows(t.deps.handle.db, sql`delete from account_mappings where company_id = ${companyId} and key = 'payment_cash'`);
    const before = await counts();
    const payment = await t.json('POST', `/api/vehicle-financing/${draft.id}/payments`, { cookie: fleet, body: { amount: '1000', method: 'cash' } });
    expect(payment.status).toBe(409);
    expect(await counts()).toEqual(before);
    expect((await t.json('GET', `/api/vehicle-financing/${draft.id}`, { cookie: fleet })).body.totals.paid).toBe('0.000');
  });

  it('the fleet manager writes; the employee reads but cannot write; the accountant has neither (the matrix gives the role finance, not fleet records)', async () => {
    const body = { vendorName: 'ممول الصلاحيات', vehicleIds: vehicleIds.slice(0, 1), total: '2000', instalmentCount: 2, annualRate: '0', startDate: today };
    for (const cookie of [accountant, employee]) expect((await t.json('POST', '/api/vehicle-financing', { cookie, body })).status).toBe(403);
    expect((await t.json('GET', '/api/vehicle-financing', { cookie: employee })).status).toBe(200);
    expect((await t.json('GET', '/api/vehicle-financing', { cookie: accountant })).status).toBe(403);
    const made = await post('/api/vehicle-financing', body);
    for (const cookie of [accountant, employee]) {
      expect((await t.json('POST', `/api/vehicle-financing/${made.id}/activate`, { cookie, body: {} })).status).toBe(403);
      expect((await t.json('POST', `/api/vehicle-financing/${made.id}/cancel`, { cookie })).status).toBe(403);
    }
    expect((await post(`/api/vehicle-financing/${made.id}/cancel`, undefined)).status).toBe('cancelled');
  });
});

describe('the demo financing and the ledger backfill', () => {
  it('the rental demo holds two active agreements: one paid to date, one with last month overdue', async () => {
    const list = await t.json('GET', '/api/vehicle-financing?status=active&sort=number&dir=asc', { cookie: employee });
    const demo = list.body.items.filter((a: { vendorName: string }) => ['بنك الخليج - تمويل السيارات', 'الوكالة الوطنية للسيارات'].includes(a.vendorName));
    expect(demo).toHaveLength(2);
    const [bank, dealer] = await Promise.all(demo.map(async (a: { id: string }) => (await t.json('GET', `/api/vehicle-financing/${a.id}`, { cookie: employee })).body));
    expect(bank.vehicles).toHaveLength(2);
    expect(bank.instalments.slice(0, 4).map((i: { state: string }) => i.state)).toEqual(['paid', 'paid', 'paid', 'due']);
    expect(bank.totals.overdueCount).toBe(0);
    expect(dealer.instalments.slice(0, 3).map((i: { state: string }) => i.state)).toEqual(['paid', 'overdue', 'due']);
    expect(dealer.totals.overdueCount).toBe(1);
    for (const a of [bank, dealer]) {
      expect(a.journalEntryId).not.toBeNull();
      expect(a.payments.every((p: { journalEntryId: string | null }) => p.journalEntryId)).toBe(true);
    }
  });

  it('posts what has no entry once, on the events’ own dates, and nothing the second time', async () => {
    const start = addMonths(today, -1);
    const made = await post('/api/vehicle-financing', { vendorName: 'ممول الترحيل اللاحق', vehicleIds: vehicleIds.slice(0, 1), total: '6000', downPayment: '600', instalmentCount: 6, annualRate: '5', startDate: start, activate: true });
    const paid = await post(`/api/vehicle-financing/${made.id}/payments`, { amount: '500', method: 'card', paidOn: start });
    const activation = await lines('financing_agreement', made.id, 'activated');
    const payment = await lines('financing_payment', paid.payment.id, 'paid');
    const db = t.deps.handle.db;
    await queryRows(db, sql`delete from journal_entry_lines where entry_id in (select id from journal_entries where source_id in (${made.id}, ${paid.payment.id}))`);
    await queryRows(db, sql`delete from journal_entries where source_id in (${made.id}, ${paid.payment.id})`);
    const { backfillLedgers } = await import('../../../server/seed/ledger-backfill');
    expect((await backfillLedgers(db))[companyId]).toBeGreaterThanOrEqual(2);
    expect(await lines('financing_agreement', made.id, 'activated')).toEqual(activation);
    expect(await lines('financing_payment', paid.payment.id, 'paid')).toEqual(payment);
    const [dated] = await queryRows<{ date: string }>(db, sql`select entry_date::text as date from journal_entries where source_id = ${paid.payment.id}`);
    expect(dated!.date).toBe(start);
    expect((await backfillLedgers(db))[companyId]).toBe(0);
  });
});
