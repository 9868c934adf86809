// The financial reports through their API, on fixed postings of 2016 and 2017 (years the demo,
// which lives in the twelve months before the day it is seeded, never reaches) in the car-rental
// company (KWD, 3 decimals): the trial balance balances (whole and partial months), the income
// statement's result is the balance sheet's, the balance sheet balances before and after a
// year-end close, the cash flow explains the change in cash, comparison ranges, cost-centre and
// party filters, the ledger's keyset pages and running balance, and the Excel and PDF exports.
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../../server/db/client';
import { withTenant } from '../../../../server/tenancy/with-tenant';
import { startTestServer, type TestServer } from '../../../../server/test/test-server';
import { postEvent } from '../index';

let t: TestServer;
let accountant: string;
let companyId: string;
let codes: Record<string, string>;
let centre: string;
const C1 = '00000000-0000-4000-8000-0000000000c1';
const C2 = '00000000-0000-4000-8000-0000000000c2';

type Leg = [code: string, debit: string | null, credit: string | null, extra?: { party?: string; cc?: boolean }];
const POSTINGS: Array<[date: string, ar: string, legs: Leg[]]> = [
  ['2016-01-01', 'رأس المال', [['110101', '10000', null], ['3101', null, '10000']]],
  ['2016-01-15', 'شراء سيارة', [['120105', '6000', null], ['110101', null, '6000']]],
  ['2016-02-10', 'فاتورة', [['110201', '1500.125', null, { party: C1 }], ['4101', null, '1500.125', { cc: true }]]],
  ['2016-02-20', 'دفعة', [['110101', '1000', null], ['110201', null, '1000', { party: C1 }]]],
  ['2016-03-05', 'رواتب', [['5201', '400', null, { cc: true }], ['110101', null, '400']]],
  ['2016-03-18', 'قرض', [['110101', '2000', null], ['2202', null, '2000']]],
  ['2016-04-10', 'فاتورة', [['110201', '700', null, { party: C2 }], ['4101', null, '700']]],
  ['2017-01-20', 'فاتورة', [['110201', '300', null, { party: C2 }], ['4101', null, '300']]],
];

const get = (path: string) => t.json('GET', path, { cookie: accountant });
const row = (items: Array<{ code: string }>, code: string) => items.find((i) => i.code === code) as Record<string, string> | undefined;

beforeAll(async () => {
  t = await startTestServer();
  accountant = await t.signIn('accountant@rental.masar.test');
  const [c] = await queryRows<{ company_id: string }>(t.deps.handle.db, sql`select p.company_id from users u join profiles p on p.user_id = u.id where u.email = 'accountant@rental.masar.test'`);
  companyId = c!.company_id;
  const accounts = (await get('/api/finance/accounts')).body.items as Array<{ id: string; code: string }>;
  codes = Object.fromEntries(accounts.map((a) => [a.code, a.id]));
  const [cc] = await queryRows<{ id: string }>(t.deps.handle.db, sql`select id from cost_centers where company_id = ${companyId} order by code limit 1`);
  centre = cc!.id;
  for (const [i, [date, ar, legs]] of POSTINGS.entries()) {
    await withTenant(t.deps.handle.db, { companyId, userId: null }, (tx) =>
      postEvent(tx, {
        companyId,
        source: { type: 'invoice', id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}` },
        event: 'issued',
        date,
        description: { ar },
        lines: legs.map(([code, debit, credit, extra]) => ({
          accountId: codes[code]!,
          ...(debit ? { debit } : { credit: credit! }),
          ...(extra?.party ? { party: { type: 'customer' as const, id: extra.party } } : {}),
          ...(extra?.cc ? { costCenterId: centre } : {}),
        })),
      }),
    );
  }
});
afterAll(() => t?.stop());

describe('trial balance', () => {
  it('balances for a year read from the kept balances, and shows each account on its side', async () => {
    const res = await get('/api/finance/reports/trial-balance?from=2016-01-01&to=2016-12-31');
    expect(res.status).toBe(200);
    expect(res.body.balanced).toBe(true);
    expect(res.body.totals).toMatchObject({ closingDebit: '14200.125', closingCredit: '14200.125', openingDebit: '0.000' });
    expect(row(res.body.items, '110101')).toMatchObject({ debit: '13000.000', credit: '6400.000', closingDebit: '6600.000', closingCredit: '0.000' });
    expect(row(res.body.items, '4101')).toMatchObject({ closingCredit: '2200.125' });
    expect(res.body.table.totals[0].cells.closingDebit).toBe('14200.125');
  });

  it('splits partial months at either end into lines and keeps balancing', async () => {
    const res = await get('/api/finance/reports/trial-balance?from=2016-02-15&to=2016-03-10');
    expect(res.body.balanced).toBe(true);
    expect(row(res.body.items, '110101')).toMatchObject({ openingDebit: '4000.000', debit: '1000.000', credit: '400.000', closingDebit: '4600.000' });
    expect(row(res.body.items, '110201')).toMatchObject({ openingDebit: '1500.125', credit: '1000.000', closingDebit: '500.125' });
    expect(row(res.body.items, '2202')).toBeUndefined();
  });

  it('adds the comparison closing balance, and narrows by cost centre and by party', async () => {
    const cmp = await get('/api/finance/reports/trial-balance?from=2017-01-01&to=2017-12-31&compareFrom=2016-01-01&compareTo=2016-12-31');
    expect(row(cmp.body.items, '4101')).toMatchObject({ credit: '300.000', compareCredit: '2200.125', closingCredit: '2500.125' });
    expect(cmp.body.table.columns.map((c: { key: string }) => c.key)).toContain('compareCredit');
    const cc = await get(`/api/finance/reports/trial-balance?from=2016-01-01&to=2016-12-31&costCenterId=${centre}`);
    expect(cc.body.items.map((i: { code: string }) => i.code).sort()).toEqual(['4101', '5201']);
    expect(row(cc.body.items, '4101')).toMatchObject({ credit: '1500.125' });
    const party = await get(`/api/finance/reports/trial-balance?from=2016-01-01&to=2016-12-31&partyType=customer&partyId=${C1}`);
    expect(party.body.items).toHaveLength(1);
    expect(row(party.body.items, '110201')).toMatchObject({ debit: '1500.125', credit: '1000.000', closingDebit: '500.125' });
  });

  it('refuses a range that ends before it starts, and a party without its id', async () => {
    expect((await get('/api/finance/reports/trial-balance?from=2016-02-01&to=2016-01-01')).status).toBe(400);
    expect((await get('/api/finance/reports/trial-balance?from=2016-01-01&to=2016-02-01&partyType=customer')).status).toBe(400);
  });
});

describe('income statement, balance sheet and cash flow', () => {
  it('the income statement’s result is the balance sheet’s unclosed result, and the sheet balances', async () => {
    const is = await get('/api/finance/reports/income-statement?from=2016-01-01&to=2016-12-31&compareFrom=2017-01-01&compareTo=2017-12-31');
    expect(is.body).toMatchObject({ revenue: '2200.125', expense: '400.000', netResult: '1800.125', compare: { revenue: '300.000', netResult: '300.000' } });
    const headers = is.body.table.rows.filter((r: { style?: string }) => r.style === 'header').map((r: { cells: { code: string } }) => r.cells.code);
    expect(headers).toEqual(expect.arrayContaining(['4', '41', '5', '52']));
    const bs = await get('/api/finance/reports/balance-sheet?to=2016-12-31&from=2016-01-01&compareFrom=2017-01-01&compareTo=2017-06-30');
    expect(bs.body).toMatchObject({ totalAssets: '13800.125', totalLiabilities: '2000.000', totalEquity: '11800.125', unclosedResult: is.body.netResult, balanced: true });
    expect(bs.body.compare).toMatchObject({ totalAssets: '14100.125', unclosedResult: '2100.125', balanced: true });
  });

  it('narrows the income statement to a cost centre', async () => {
    const res = await get(`/api/finance/reports/income-statement?from=2016-01-01&to=2016-12-31&costCenterId=${centre}`);
    expect(res.body).toMatchObject({ revenue: '1500.125', expense: '400.000', netResult: '1100.125' });
  });

  it('the cash flow explains the change in cash: result, working capital, investing, financing', async () => {
    const res = await get('/api/finance/reports/cash-flow?from=2016-01-01&to=2016-12-31');
    expect(res.body).toMatchObject({ netResult: '1800.125', operating: '600.000', investing: '-6000.000', financing: '12000.000', netChange: '6600.000', openingCash: '0.000', closingCash: '6600.000', reconciled: true });
    const later = await get('/api/finance/reports/cash-flow?from=2016-03-01&to=2016-12-31');
    expect(later.body).toMatchObject({ openingCash: '5000.000', netChange: '1600.000', closingCash: '6600.000', reconciled: true });
  });

  it('after the year-end close the closed year still shows its result, and the sheet still balances', async () => {
    const years = (await get('/api/finance/fiscal-years')).body.items as Array<{ id: string; label: string }>;
    const y2016 = years.find((y) => y.label === '2016')!;
    expect((await t.json('POST', `/api/finance/fiscal-years/${y2016.id}/close`, { cookie: accountant })).status).toBe(200);
    const is = await get('/api/finance/reports/income-statement?from=2016-01-01&to=2016-12-31');
    expect(is.body.netResult).toBe('1800.125');
    const bs = await get('/api/finance/reports/balance-sheet?to=2017-06-30');
    expect(bs.body).toMatchObject({ unclosedResult: '300.000', totalEquity: '12100.125', totalAssets: '14100.125', balanced: true });
    const tb = await get('/api/finance/reports/trial-balance?from=2016-01-01&to=2017-12-31');
    expect(tb.body.balanced).toBe(true);
  });
});

describe('general ledger', () => {
  it('shows the opening, every line with its running balance and source, and the closing', async () => {
    const res = await get(`/api/finance/reports/general-ledger?accountId=${codes['110101']}&from=2016-01-01&to=2016-12-31`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ opening: '0.000', debit: '13000.000', credit: '6400.000', closing: '6600.000', nextCursor: null });
    expect(res.body.lines.map((l: { balance: string }) => l.balance)).toEqual(['10000.000', '4000.000', '5000.000', '4600.000', '6600.000']);
    expect(res.body.lines[0]).toMatchObject({ date: '2016-01-01', sourceType: 'invoice', entryNumber: expect.stringMatching(/^JV-2016-/) });
  });

  it('pages by keyset, carrying the running balance across pages', async () => {
    const base = `/api/finance/reports/general-ledger?accountId=${codes['110101']}&from=2016-01-10&to=2016-12-31&limit=2`;
    const first = await get(base);
    expect(first.body.opening).toBe('10000.000');
    expect(first.body.lines.map((l: { balance: string }) => l.balance)).toEqual(['4000.000', '5000.000']);
    const second = await get(`${base}&cursor=${first.body.nextCursor}`);
    expect(second.body.lines.map((l: { balance: string }) => l.balance)).toEqual(['4600.000', '6600.000']);
    expect(second.body.nextCursor).toBeNull();
    expect((await get(`${base}&cursor=nonsense`)).status).toBe(400);
  });

  it('filters by party and compares with another range', async () => {
    const res = await get(`/api/finance/reports/general-ledger?accountId=${codes['110201']}&from=2016-01-01&to=2016-12-31&partyType=customer&partyId=${C2}&compareFrom=2017-01-01&compareTo=2017-12-31`);
    expect(res.body.lines.map((l: { debit: string }) => l.debit)).toEqual(['700.000']);
    expect(res.body.compare).toMatchObject({ opening: '700.000', debit: '300.000', closing: '1000.000' });
  });
});

describe('exports, overview and access', () => {
  it('exports any report to Excel (right to left in Arabic, real numbers) and to PDF', async () => {
    const xlsx = await t.request('GET', '/api/finance/reports/trial-balance?from=2016-01-01&to=2016-12-31&format=xlsx', { cookie: accountant, lang: 'ar' });
    expect(xlsx.status).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(await xlsx.arrayBuffer());
    const ws = wb.worksheets[0]!;
    expect(ws.getCell('A1').value).toBe('ميزان المراجعة');
    expect(ws.views[0]?.rightToLeft).toBe(true);
    const cash = ws.getRows(4, ws.rowCount - 3)!.find((r) => r.getCell(1).value === '110101')!;
    expect(cash.getCell(7).value).toBe(6600);
    for (const slug of ['trial-balance', 'income-statement', 'balance-sheet', 'cash-flow']) {
      const pdf = await t.request('GET', `/api/finance/reports/${slug}?from=2016-01-01&to=2016-12-31&format=pdf`, { cookie: accountant });
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
      expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 4).toString()).toBe('%PDF');
    }
    const ledger = await t.request('GET', `/api/finance/reports/general-ledger?accountId=${codes['110101']}&from=2016-01-01&to=2016-12-31&format=pdf`, { cookie: accountant });
    expect(Buffer.from(await ledger.arrayBuffer()).subarray(0, 4).toString()).toBe('%PDF');
  });

  it('sums up cash, receivables and the month on the overview', async () => {
    const res = await get('/api/finance/overview?date=2016-04-30');
    expect(res.body).toMatchObject({ cash: '6600.000', receivables: '1200.125', monthRevenue: '700.000', monthExpense: '0.000', monthResult: '700.000', chartSetUp: true });
  });

  it('offers the company’s cost centres to the filters', async () => {
    const res = await get('/api/finance/reports/options');
    expect(res.body.costCenters.map((c: { id: string }) => c.id)).toContain(centre);
  });

  it('is for holders of reports.financial.view only', async () => {
    const sales = await t.signIn('sales@rental.masar.test');
    expect((await t.json('GET', '/api/finance/reports/trial-balance', { cookie: sales })).status).toBe(403);
    expect((await t.json('GET', '/api/finance/overview', { cookie: sales })).status).toBe(403);
  });
});
