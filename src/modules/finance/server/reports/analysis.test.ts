// /api/finance/reports/analysis on the demo car-rental company (KWD): the months add up to the
// income statement of the same range, the ratios are the balance sheet's current groups (11, 21)
// divided exactly, cash and receivables agree with the overview and the aging report; the fleet
// manager is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMoney, toMinorUnits } from '../../../../core/money';
import { ratio } from '../../../../core/finance';
import { startTestServer, type TestServer } from '../../../../server/test/test-server';

let t: TestServer;
let accountant: string;
let fleet: string;

const get = (path: string, cookie = accountant) => t.json('GET', path, { cookie });
type Row = { cells: Record<string, unknown> };
const rowAmount = (rows: Row[], code: string) => (rows.find((r) => r.cells.code === code)?.cells.amount as string | undefined) ?? '0.000';
const units = (v: string) => toMinorUnits(v, 'KWD');

beforeAll(async () => {
  t = await startTestServer();
  accountant = await t.signIn('accountant@rental.masar.test');
  fleet = await t.signIn('fleet@rental.masar.test');
});
afterAll(() => t?.stop());

describe('financial analysis', () => {
  it('covers the last 12 months by default and its months sum to the income statement of the same range', async () => {
    const res = await get('/api/finance/reports/analysis');
    expect(res.status).toBe(200);
    const a = res.body;
    expect(a.months).toHaveLength(12);
    expect(a.months[0].from).toBe(a.from);
    expect(a.months[0].from.endsWith('-01')).toBe(true);
    expect(a.months.at(-1).to).toBe(a.to);
    const sum = (k: 'revenue' | 'expense' | 'result') => a.months.reduce((s: string, m: Record<string, string>) => addMoney(s, m[k]!), '0');
    const is = (await get(`/api/finance/reports/income-statement?from=${a.from}&to=${a.to}`)).body;
    expect(units(is.revenue)).toBeGreaterThan(0n);
    expect(units(sum('revenue'))).toBe(units(is.revenue));
    expect(units(sum('expense'))).toBe(units(is.expense));
    expect(units(sum('result'))).toBe(units(is.netResult));
    expect(a.totals).toMatchObject({ revenue: is.revenue, expense: is.expense, result: is.netResult });
    expect(a.totals.marginPercent).toBe(ratio(units(is.netResult), units(is.revenue), 100n));
    for (const m of a.months) expect(m.marginPercent).toBe(units(m.revenue) === 0n ? null : ratio(units(m.result), units(m.revenue), 100n));
  });

  it('splits a range starting mid-month and still agrees with the income statement', async () => {
    const to = (await get('/api/finance/reports/analysis')).body.to as string;
    const from = `${Number(to.slice(0, 4)) - 1}${to.slice(4, 8)}15`;
    const a = (await get(`/api/finance/reports/analysis?from=${from}&to=${to}`)).body;
    expect(a.months[0]).toMatchObject({ from, month: from.slice(0, 7) });
    const is = (await get(`/api/finance/reports/income-statement?from=${from}&to=${to}`)).body;
    expect(a.totals).toMatchObject({ revenue: is.revenue, expense: is.expense, result: is.netResult });
  });

  it('computes the ratios from the balance sheet’s current groups, cash and receivables as of `to`', async () => {
    const a = (await get('/api/finance/reports/analysis')).body;
    const r = a.ratios;
    const bs = (await get(`/api/finance/reports/balance-sheet?to=${a.to}`)).body;
    expect(bs.balanced).toBe(true);
    expect(r.currentAssets).toBe(rowAmount(bs.table.rows, '11'));
    expect(r.currentLiabilities).toBe(rowAmount(bs.table.rows, '21'));
    expect(units(r.currentAssets)).toBeGreaterThan(0n);
    expect(r.currentRatio).toBe(ratio(units(r.currentAssets), units(r.currentLiabilities)));
    expect(r.quickRatio).toBe(ratio(units(r.cash) + units(r.receivables), units(r.currentLiabilities)));
    const overview = (await get(`/api/finance/overview?date=${a.to}`)).body;
    expect(r.cash).toBe(overview.cash);
    const aging = (await get(`/api/finance/reports/aging?asOf=${a.to}`)).body;
    expect(r.receivables).toBe(aging.receivablesAccount.balance);
    expect(r.daysSalesOutstanding).toBe(ratio(units(r.receivables), units(r.revenueLast90Days), 90n));
    expect(r.receivablesTurnover).toBe(ratio(units(a.totals.revenue), units(r.receivables)));
  });

  it('refuses a reversed or over-long range, and the fleet manager', async () => {
    expect((await get('/api/finance/reports/analysis?from=2026-02-01&to=2026-01-01')).status).toBe(400);
    const long = await get('/api/finance/reports/analysis?from=2020-01-01&to=2026-01-31');
    expect(long.status).toBe(400);
    expect(long.body.error.code).toBe('analysis_range_too_long');
    expect((await get('/api/finance/reports/analysis', fleet)).status).toBe(403);
  });
});
