// The ledger through its API and its posting service: the demo charts, drafts posted and
// reversed, exact balance in KWD and QAR, closed periods, permissions, idempotent event postings.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../server/db/client';
import { AppError } from '../../../server/http/errors';
import { withTenant } from '../../../server/tenancy/with-tenant';
import { startTestServer, type TestServer } from '../../../server/test/test-server';
import { postEvent } from './index';

let t: TestServer;
let accountant: string;
let admin: string;
let rental: { companyId: string; accountantId: string };
let codes: Record<string, string>;
let year: { id: string; periods: Array<{ id: string; startDate: string; status: string }> };

const today = () => new Date().toISOString().slice(0, 10);

async function balances(companyId: string) {
  return queryRows<{ code: string; debit: string; credit: string }>(
    t.deps.handle.db,
    sql`select a.code, sum(b.debit)::text as debit, sum(b.credit)::text as credit from ledger_balances b join ledger_accounts a on a.id = b.account_id where b.company_id = ${companyId} group by a.code order by a.code`,
  );
}
async function entryCount(companyId: string) {
  const [row] = await queryRows<{ n: number }>(t.deps.handle.db, sql`select count(*)::int as n from journal_entries where company_id = ${companyId}`);
  return row!.n;
}
const draft = (lines: Array<[string, string | null, string | null]>, entryDate = today()) => ({
  entryDate,
  descriptionAr: 'قيد تسوية',
  lines: lines.map(([code, debit, credit]) => ({ accountId: codes[code]!, debit, credit })),
});

beforeAll(async () => {
  t = await startTestServer();
  accountant = await t.signIn('accountant@rental.masar.test');
  admin = await t.signIn('admin@rental.masar.test');
  const [row] = await queryRows<{ company_id: string; user_id: string }>(t.deps.handle.db, sql`select p.company_id, u.id as user_id from users u join profiles p on p.user_id = u.id where u.email = 'accountant@rental.masar.test'`);
  rental = { companyId: row!.company_id, accountantId: row!.user_id };
  const accounts = (await t.json('GET', '/api/finance/accounts', { cookie: accountant })).body.items as Array<{ id: string; code: string }>;
  codes = Object.fromEntries(accounts.map((a) => [a.code, a.id]));
  year = (await t.json('GET', '/api/finance/fiscal-years', { cookie: accountant })).body.items[0];
});
afterAll(() => t?.stop());

describe('the demo companies', () => {
  it('come set up with their chart, mappings and the current fiscal year', async () => {
    const accounts = await t.json('GET', '/api/finance/accounts', { cookie: accountant });
    expect(accounts.status).toBe(200);
    expect(accounts.body.total).toBeGreaterThan(100);
    // The demo's past rentals are posted by the ledger backfill at start.
    expect(accounts.body.items.find((a: { code: string }) => a.code === '4101')).toMatchObject({ nameAr: 'إيرادات تأجير السيارات', accountType: 'revenue', normalBalance: 'credit', isHeader: false, hasPostings: true });
    expect(accounts.body.items.find((a: { code: string }) => a.code === '5303')).toMatchObject({ hasPostings: false });
    expect(accounts.body.items.find((a: { code: string }) => a.code === '41')).toMatchObject({ isHeader: true });
    const mappings = (await t.json('GET', '/api/finance/account-mappings', { cookie: accountant })).body.items as Array<{ key: string; accountCode: string | null }>;
    expect(mappings.every((m) => m.accountCode)).toBe(true);
    expect(mappings.find((m) => m.key === 'extra_km_revenue')?.accountCode).toBe('4102');
    expect(year.periods).toHaveLength(12);
    expect(year.periods.every((p) => p.status === 'open')).toBe(true);
    expect(year.periods.some((p) => p.startDate === `${today().slice(0, 7)}-01`)).toBe(true);

    const estate = await t.signIn('admin@realestate.masar.test');
    const estateAccounts = (await t.json('GET', '/api/finance/accounts', { cookie: estate })).body.items as Array<{ code: string; nameAr: string }>;
    expect(estateAccounts.find((a) => a.code === '4101')?.nameAr).toBe('إيرادات الإيجارات السكنية');
  });
});

describe('manual entries', () => {
  it('post only when balanced to the fils, get the next number of the year, and reverse on a chosen date', async () => {
    // The demo company has backfilled entries: numbers and balances are checked against them.
    const opening = await balances(rental.companyId);
    const [last] = await queryRows<{ n: number }>(t.deps.handle.db, sql`select count(*)::int as n from journal_entries where company_id = ${rental.companyId} and entry_number like ${`JV-${today().slice(0, 4)}-%`}`);
    const number = (n: number) => `JV-${today().slice(0, 4)}-${String(last!.n + n).padStart(5, '0')}`;
    const moved = async () => (await balances(rental.companyId)).flatMap((b) => {
      const o = opening.find((x) => x.code === b.code) ?? { debit: '0', credit: '0' };
      const [debit, credit] = [Number(b.debit) - Number(o.debit), Number(b.credit) - Number(o.credit)].map((v) => v.toFixed(3));
      return debit === '0.000' && credit === '0.000' ? [] : [{ code: b.code, debit, credit }];
    });
    const created = await t.json('POST', '/api/finance/journal-entries', { cookie: accountant, body: draft([['110101', '10.001', null], ['4201', null, '10']]) });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: 'draft', entryNumber: null, totals: { debit: '10.001', credit: '10.000', difference: '0.001' } });
    const unbalanced = await t.json('POST', `/api/finance/journal-entries/${created.body.id}/post`, { cookie: accountant });
    expect(unbalanced.status).toBe(400);
    expect(unbalanced.body.error.message).toBe('القيد غير متوازن: المدين 10.001 والدائن 10.000 (الفرق 0.001)');

    const fixed = await t.json('PUT', `/api/finance/journal-entries/${created.body.id}`, { cookie: accountant, body: draft([['110101', '10.001', null], ['4201', null, '10.001']]) });
    expect(fixed.body.totals.difference).toBe('0.000');
    const posted = await t.json('POST', `/api/finance/journal-entries/${created.body.id}/post`, { cookie: accountant });
    expect(posted.status).toBe(200);
    expect(posted.body).toMatchObject({ status: 'posted', total: '10.001', entryNumber: number(1) });
    expect(posted.body.postedBy).toBe(rental.accountantId);
    expect(await moved()).toEqual([
      { code: '110101', debit: '10.001', credit: '0.000' },
      { code: '4201', debit: '0.000', credit: '10.001' },
    ]);

    const again = await t.json('PUT', `/api/finance/journal-entries/${created.body.id}`, { cookie: accountant, lang: 'en', body: draft([['110101', '1', null], ['4201', null, '1']]) });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toContain('reverse it instead');

    const early = await t.json('POST', `/api/finance/journal-entries/${created.body.id}/reverse`, { cookie: accountant, body: { date: '2000-01-01' } });
    expect(early.status).toBe(400);
    const reversed = await t.json('POST', `/api/finance/journal-entries/${created.body.id}/reverse`, { cookie: accountant, body: { date: today() } });
    expect(reversed.status).toBe(201);
    expect(reversed.body.original).toMatchObject({ status: 'reversed', reversedById: reversed.body.reversal.id });
    expect(reversed.body.reversal).toMatchObject({ status: 'posted', reversalOfId: created.body.id, entryNumber: number(2), sourceType: 'reversal' });
    const mirror = await t.json('GET', `/api/finance/journal-entries/${reversed.body.reversal.id}`, { cookie: accountant });
    expect(mirror.body.lines.map((l: { accountCode: string; debit: string; credit: string }) => [l.accountCode, l.debit, l.credit])).toEqual([['110101', '0.000', '10.001'], ['4201', '10.001', '0.000']]);
    expect((await t.json('POST', `/api/finance/journal-entries/${created.body.id}/reverse`, { cookie: accountant, body: { date: today() } })).status).toBe(409);
    expect(await moved()).toEqual([
      { code: '110101', debit: '10.001', credit: '10.001' },
      { code: '4201', debit: '10.001', credit: '10.001' },
    ]);
    const list = await t.json('GET', '/api/finance/journal-entries?status=posted&search=' + number(2), { cookie: accountant });
    expect(list.body.items.map((e: { id: string }) => e.id)).toEqual([reversed.body.reversal.id]);
  });

  it('refuse a line with both sides, a header account and an amount finer than the fils', async () => {
    const both = await t.json('POST', '/api/finance/journal-entries', { cookie: accountant, body: draft([['110101', '1', '1'], ['4201', null, '1']]) });
    expect(both.status).toBe(400);
    expect(both.body.error.fields).toEqual({ 'lines.0': 'السطر يكون مديناً أو دائناً، لا الاثنين معاً' });
    const fine = await t.json('POST', '/api/finance/journal-entries', { cookie: accountant, body: draft([['110101', '1.0005', null], ['4201', null, '1.0005']]) });
    expect(fine.status).toBe(400);
    const header = await t.json('POST', '/api/finance/journal-entries', { cookie: accountant, body: draft([['1101', '1', null], ['4201', null, '1']]) });
    expect(header.status).toBe(409);
    expect(header.body.error.message).toBe('الحساب 1101 لا يقبل القيود (حساب رئيسي أو موقوف)');
  });

  it('cannot be posted or reversed by the sales agent or the employee (403, nothing written)', async () => {
    const entry = (await t.json('POST', '/api/finance/journal-entries', { cookie: accountant, body: draft([['110103', '5', null], ['4201', null, '5']]) })).body;
    const before = await entryCount(rental.companyId);
    for (const email of ['sales@rental.masar.test', 'employee@rental.masar.test']) {
      const cookie = await t.signIn(email);
      expect((await t.json('POST', `/api/finance/journal-entries/${entry.id}/post`, { cookie })).status, email).toBe(403);
      expect((await t.json('POST', '/api/finance/journal-entries', { cookie, body: draft([['110103', '5', null], ['4201', null, '5']]) })).status, email).toBe(403);
      expect((await t.json('POST', `/api/finance/periods/${year.periods[0]!.id}/close`, { cookie })).status, email).toBe(403);
    }
    expect(await entryCount(rental.companyId)).toBe(before);
    expect((await t.json('GET', `/api/finance/journal-entries/${entry.id}`, { cookie: accountant })).body.status).toBe('draft');
    await t.json('DELETE', `/api/finance/journal-entries/${entry.id}`, { cookie: accountant });
  });
});

describe('a closed period', () => {
  it('refuses postings dated inside it, manual and automatic, until reopened', async () => {
    const period = year.periods.find((p) => p.startDate === `${today().slice(0, 7)}-01`)!;
    const entry = (await t.json('POST', '/api/finance/journal-entries', { cookie: accountant, body: draft([['110103', '7', null], ['4201', null, '7']]) })).body;
    expect((await t.json('POST', `/api/finance/periods/${period.id}/close`, { cookie: accountant })).body.status).toBe('closed');
    const refused = await t.json('POST', `/api/finance/journal-entries/${entry.id}/post`, { cookie: accountant });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(`الفترة المحاسبية ${today().slice(0, 7)} مقفلة: لا يُرحَّل إليها قيد بتاريخ ${today()}`);
    const automatic = await withTenant(t.deps.handle.db, { companyId: rental.companyId, userId: null }, (tx) =>
      postEvent(tx, { companyId: rental.companyId, source: { type: 'invoice', id: crypto.randomUUID() }, event: 'issued', date: today(), description: { ar: 'فاتورة' }, lines: [{ mapping: 'receivables', debit: '7' }, { mapping: 'rental_revenue', credit: '7' }] }),
    ).catch((e: unknown) => e);
    expect(automatic).toBeInstanceOf(AppError);
    expect((automatic as AppError).code).toBe('period_closed');
    expect((await t.json('POST', `/api/finance/periods/${period.id}/reopen`, { cookie: accountant })).body.status).toBe('open');
    expect((await t.json('POST', `/api/finance/journal-entries/${entry.id}/post`, { cookie: accountant })).body.status).toBe('posted');
  });
});

describe('the posting service, called as a module calls it', () => {
  it('posts an event once, in the caller’s transaction; a repeat returns the same entry', async () => {
    const invoiceId = crypto.randomUUID();
    const post = () =>
      withTenant(t.deps.handle.db, { companyId: rental.companyId, userId: rental.accountantId }, (tx) =>
        postEvent(tx, {
          companyId: rental.companyId,
          source: { type: 'invoice', id: invoiceId },
          event: 'issued',
          date: today(),
          description: { ar: 'فاتورة INV-00999', en: 'Invoice INV-00999' },
          reference: 'INV-00999',
          lines: [
            { mapping: 'receivables', debit: '52.500', party: { type: 'customer', id: crypto.randomUUID() } },
            { mapping: 'rental_revenue', credit: '45' },
            { mapping: 'extra_km_revenue', credit: '5' },
            { mapping: 'vat_payable', credit: '2.500' },
          ],
        }),
      );
    const first = await post();
    const second = await post();
    expect(first.created).toBe(true);
    expect(second).toEqual({ entry: first.entry, created: false });
    const detail = await t.json('GET', `/api/finance/journal-entries/${first.entry.id}`, { cookie: accountant });
    expect(detail.body).toMatchObject({ status: 'posted', sourceType: 'invoice', sourceId: invoiceId, event: 'issued', total: '52.500' });
    expect(detail.body.lines.map((l: { accountCode: string }) => l.accountCode)).toEqual(['110201', '4101', '4102', '210301']);
  });

  it('posts a concurrent repeat once and numbers concurrent postings without a clash (real parallel transactions on PostgreSQL)', async () => {
    const post = (id: string) =>
      withTenant(t.deps.handle.db, { companyId: rental.companyId, userId: null }, (tx) =>
        postEvent(tx, { companyId: rental.companyId, source: { type: 'payment', id }, event: 'received', date: today(), description: { ar: 'دفعة' }, lines: [{ mapping: 'payment_cash', debit: '1.250' }, { mapping: 'receivables', credit: '1.250' }] }),
      );
    const same = crypto.randomUUID();
    const before = await entryCount(rental.companyId);
    const results = await Promise.all([post(same), post(same), post(crypto.randomUUID()), post(crypto.randomUUID())]);
    expect(results[0]!.entry.id).toBe(results[1]!.entry.id);
    expect(results.filter((r) => r.created)).toHaveLength(3);
    expect(await entryCount(rental.companyId)).toBe(before + 3);
    expect(new Set(results.map((r) => r.entry.entryNumber)).size).toBe(3);
  });

  it('fails a missing mapping naming it, and rolls back the event with it', async () => {
    await t.json('PUT', '/api/finance/account-mappings', { cookie: accountant, body: { key: 'fuel_revenue', accountId: codes['4104'] } });
    await withTenant(t.deps.handle.db, { companyId: rental.companyId, userId: null }, (tx) => tx.execute(sql`delete from account_mappings where key = 'fuel_revenue'`));
    const before = await entryCount(rental.companyId);
    const failure = await withTenant(t.deps.handle.db, { companyId: rental.companyId, userId: null }, async (tx) => {
      await tx.execute(sql`update finance_settings set template = 'event-side write'`);
      return postEvent(tx, { companyId: rental.companyId, source: { type: 'invoice', id: crypto.randomUUID() }, event: 'issued', date: today(), description: { ar: 'وقود' }, lines: [{ mapping: 'receivables', debit: '3' }, { mapping: 'fuel_revenue', credit: '3' }] });
    }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(AppError);
    const { errorBody } = await import('../../../server/http/errors');
    const err = failure as AppError;
    expect(err.status).toBe(409);
    expect(errorBody(err.code, 'ar', err.fields, err.params).error.message).toBe('لم يُحدَّد حساب لربط «إيرادات الوقود (fuel_revenue)»: حدّده في صفحة ربط الحسابات ثم أعد المحاولة');
    expect(errorBody(err.code, 'en', err.fields, err.params).error.message).toBe('No account is set for the mapping "Fuel revenue (fuel_revenue)": set it on the Account mappings page and try again');
    expect(await entryCount(rental.companyId)).toBe(before);
    const [settings] = await queryRows<{ template: string }>(t.deps.handle.db, sql`select template from finance_settings where company_id = ${rental.companyId}`);
    expect(settings!.template).toBe('car_rental');
    expect((await t.json('PUT', '/api/finance/account-mappings', { cookie: accountant, body: { key: 'fuel_revenue', accountId: codes['4104'] } })).body.accountCode).toBe('4104');
  });
});

describe('the chart of accounts', () => {
  it('keeps an account with postings: no delete, no type change — deactivate it instead', async () => {
    const deleted = await t.json('DELETE', `/api/finance/accounts/${codes['110101']}`, { cookie: accountant, lang: 'en' });
    expect(deleted.status).toBe(409);
    expect(deleted.body.error.message).toBe('Account 110101 has postings: it cannot be deleted or change type — deactivate it instead');
    expect((await t.json('PATCH', `/api/finance/accounts/${codes['110101']}`, { cookie: accountant, body: { accountType: 'expense', parentId: null } })).status).toBe(409);
    const off = await t.json('PATCH', `/api/finance/accounts/${codes['110101']}`, { cookie: accountant, body: { isActive: false } });
    expect(off.body).toMatchObject({ isActive: false, hasPostings: true });
    const listed = (await t.json('GET', '/api/finance/accounts?search=110101', { cookie: accountant })).body.items;
    expect(listed).toMatchObject([{ code: '110101', hasPostings: true }]);
    await t.json('PATCH', `/api/finance/accounts/${codes['110101']}`, { cookie: accountant, body: { isActive: true } });
  });

  it('adds, renames and deletes an unused account under a header of its type', async () => {
    const wrongParent = await t.json('POST', '/api/finance/accounts', { cookie: admin, body: { code: '520999', nameAr: 'مصروف تجريبي', nameEn: 'Trial expense', accountType: 'expense', parentId: codes['11'] } });
    expect(wrongParent.status).toBe(400);
    const created = await t.json('POST', '/api/finance/accounts', { cookie: admin, body: { code: '5217', nameAr: 'مصروف تجريبي', nameEn: 'Trial expense', accountType: 'expense', parentId: codes['52'] } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ normalBalance: 'debit', isHeader: false });
    expect((await t.json('POST', '/api/finance/accounts', { cookie: admin, body: { code: '5217', nameAr: 'مكرر', nameEn: 'Dup', accountType: 'expense' } })).status).toBe(409);
    expect((await t.json('PATCH', `/api/finance/accounts/${created.body.id}`, { cookie: admin, body: { nameEn: 'Renamed' } })).body.nameEn).toBe('Renamed');
    expect((await t.json('DELETE', `/api/finance/accounts/${created.body.id}`, { cookie: admin })).status).toBe(200);
    expect((await t.json('DELETE', `/api/finance/accounts/${codes['52']}`, { cookie: admin })).status).toBe(409);
  });
});

describe('the year-end close', () => {
  it('moves the year’s result to retained earnings in whole riyals, then refuses postings into the year', async () => {
    const estate = await t.signIn('admin@realestate.masar.test');
    const [company] = await queryRows<{ id: string }>(t.deps.handle.db, sql`select id from companies where business_type = 'real_estate'`);
    const companyId = company!.id;
    // A year before the demo's two years of leases, so the close moves only what this test posts.
    const Y = new Date().getUTCFullYear() - 3;
    const event = (id: string, date: string, lines: Parameters<typeof postEvent>[1]['lines']) =>
      withTenant(t.deps.handle.db, { companyId, userId: null }, (tx) => postEvent(tx, { companyId, source: { type: 'property_payment', id }, event: 'received', date, description: { ar: 'إيجار' }, lines }));
    await event(crypto.randomUUID(), `${Y}-05-10`, [{ mapping: 'payment_cash', debit: '12000' }, { mapping: 'rental_revenue', credit: '12000' }]);
    const accounts = (await t.json('GET', '/api/finance/accounts', { cookie: estate })).body.items as Array<{ id: string; code: string }>;
    const id = (code: string) => accounts.find((a) => a.code === code)!.id;
    await event(crypto.randomUUID(), `${Y}-11-30`, [{ accountId: id('5101'), debit: '4500' }, { mapping: 'payment_cash', credit: '4500' }]);
    const years = (await t.json('GET', '/api/finance/fiscal-years', { cookie: estate })).body.items as Array<{ id: string; label: string }>;
    const fyClosed = years.find((y) => y.label === String(Y))!;
    const closed = await t.json('POST', `/api/finance/fiscal-years/${fyClosed.id}/close`, { cookie: estate });
    expect(closed.status).toBe(200);
    expect(closed.body.status).toBe('closed');
    expect(closed.body.periods.every((p: { status: string }) => p.status === 'closed')).toBe(true);
    const closing = await t.json('GET', `/api/finance/journal-entries/${closed.body.closingEntryId}`, { cookie: estate });
    expect(closing.body).toMatchObject({ entryDate: `${Y}-12-31`, sourceType: 'year_end', currency: 'QAR', total: '12000' });
    expect(closing.body.lines.map((l: { accountCode: string; debit: string; credit: string }) => [l.accountCode, l.debit, l.credit]).sort()).toEqual([
      ['3301', '0', '7500'],
      ['4101', '12000', '0'],
      ['5101', '0', '4500'],
    ]);
    const late = await event(crypto.randomUUID(), `${Y}-12-15`, [{ mapping: 'payment_cash', debit: '1' }, { mapping: 'rental_revenue', credit: '1' }]).catch((e: AppError) => e.code);
    expect(late).toBe('period_closed');
    expect((await t.json('POST', `/api/finance/periods/${closed.body.periods[0].id}/reopen`, { cookie: estate })).status).toBe(409);
    expect((await t.json('POST', `/api/finance/fiscal-years/${fyClosed.id}/close`, { cookie: estate })).status).toBe(409);
  });
});
