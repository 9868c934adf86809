// /api/budgets and the cost-centre routes through HTTP as the car-rental company's people (KWD,
// 3 decimals): a budget's actual and variance read from the ledger (a cost centre counting its
// children), alerts at 90 % and past 100 % raised once by the postings themselves, refusals in
// Arabic and English that write nothing, the cost-centre tree's rules, and who may do what.
// Dates are the current fiscal year's first day: nothing depends on today.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../server/db/client';
import { startTestServer, type TestServer } from '../../../server/test/test-server';

let t: TestServer;
let accountant: string;
let fleet: string;
let employee: string;
let estate: string;
let companyId: string;
let year: { id: string; startDate: string };
const acc: Record<string, string> = {};
const cc: Record<string, string> = {};
let bank: string;

async function call(method: string, path: string, body?: unknown, cookie = accountant) {
  return t.json(method, path, { cookie, body });
}
async function ok(method: string, path: string, body?: unknown) {
  const res = await call(method, path, body);
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** A manual journal entry, posted: expense lines debit, the bank takes the rest. */
async function postEntry(lines: Array<{ accountId: string; debit?: string; credit?: string; costCenterId?: string }>) {
  const debit = lines.reduce((s, l) => s + Number(l.debit ?? 0), 0);
  const credit = lines.reduce((s, l) => s + Number(l.credit ?? 0), 0);
  const balance = debit - credit;
  const all = [...lines, balance >= 0 ? { accountId: bank, credit: balance.toFixed(3) } : { accountId: bank, debit: (-balance).toFixed(3) }];
  const draft = await ok('POST', '/api/finance/journal-entries', { entryDate: year.startDate, descriptionAr: 'مصروفات اختبار الموازنة', lines: all });
  await ok('POST', `/api/finance/journal-entries/${draft.id}/post`);
}

const alertRows = async (budgetId: string) => (await queryRows<{ alert_type: string; current_percentage: string; amount_exceeded: string }>(t.deps.handle.db, sql`select alert_type, current_percentage::text, amount_exceeded::text from budget_alerts where budget_id = ${budgetId} order by alert_type`)).map((r) => [r.alert_type, r.current_percentage, r.amount_exceeded]);
const count = async (table: string) => (await queryRows<{ n: number }>(t.deps.handle.db, sql`select count(*)::int as n from ${sql.identifier(table)} where company_id = ${companyId}`))[0]!.n;

beforeAll(async () => {
  t = await startTestServer();
  accountant = await t.signIn('accountant@rental.masar.test');
  fleet = await t.signIn('fleet@rental.masar.test');
  employee = await t.signIn('employee@rental.masar.test');
  estate = await t.signIn('admin@realestate.masar.test');
  companyId = (await ok('GET', '/api/me')).company.id;
  const options = await ok('GET', '/api/budgets/options');
  const [today] = await queryRows<{ d: string }>(t.deps.handle.db, sql`select (now() at time zone timezone)::date::text as d from companies where id = ${companyId}`);
  year = options.fiscalYears.find((y: { startDate: string; endDate: string }) => y.startDate <= today!.d && today!.d <= y.endDate);
  for (const a of options.accounts) acc[a.code] = a.id;
  for (const c of options.costCenters) cc[c.code] = c.id;
  bank = (await ok('GET', '/api/finance/accounts?search=110103')).items.find((a: { code: string }) => a.code === '110103').id;
});
afterAll(() => t?.stop());

describe('budgets over HTTP', () => {
  let budgetId: string;

  it('spreads or takes monthly figures, and reads actual and variance from the ledger (a centre counts its children)', async () => {
    const months = ['20', '20', '20', '20', '20', '20', '20', '20', '10', '10', '10', '10'];
    const created = await ok('POST', '/api/budgets', {
      fiscalYearId: year.id,
      nameAr: 'موازنة المكتب',
      nameEn: 'Office budget',
      lines: [
        { accountId: acc['5207'], annual: '1000' },
        { accountId: acc['5210'], annual: '200', months },
        { accountId: acc['4201'], annual: '600' },
        { accountId: acc['5214'], costCenterId: cc['CC-02'], annual: '300' },
      ],
    });
    budgetId = created.id;
    expect(created).toMatchObject({ status: 'draft', currency: 'KWD', lineCount: 4, expense: { budget: '1500.000', actual: '0.000' }, revenue: { budget: '600.000' } });
    expect(created.lines[0].months.map((m: { budget: string }) => m.budget)).toEqual([...Array(4).fill('83.334'), ...Array(8).fill('83.333')]);
    expect(created.lines[1].months.map((m: { budget: string }) => m.budget)).toEqual(months.map((m) => `${m}.000`));

    await postEntry([
      { accountId: acc['5207']!, debit: '500' },
      { accountId: acc['5214']!, debit: '100', costCenterId: cc['CC-02-OPS'] },
      { accountId: acc['5214']!, debit: '40', costCenterId: cc['CC-01'] },
      { accountId: acc['4201']!, credit: '250' },
    ]);
    const seen = await call('GET', `/api/budgets/${budgetId}`, undefined, employee);
    expect(seen.status).toBe(200);
    const [phone, stationery, income, hospitality] = seen.body.lines;
    expect(phone).toMatchObject({ actual: '500.000', variance: '500.000', percent: '50.00', actualToDate: '500.000' });
    expect(phone.months[0]).toMatchObject({ month: year.startDate, budget: '83.334', actual: '500.000', variance: '-416.666' });
    expect(stationery).toMatchObject({ actual: '0.000', variance: '200.000', percent: '0.00' });
    // Revenue under plan is unfavourable: a negative variance.
    expect(income).toMatchObject({ account: { code: '4201', accountType: 'revenue' }, actual: '250.000', variance: '-350.000', percent: '41.67' });
    // CC-02-OPS sits under CC-02: its 100 counts; CC-01's 40 does not.
    expect(hospitality).toMatchObject({ costCenter: { code: 'CC-02' }, actual: '100.000', percent: '33.33' });
    expect(seen.body.expense).toMatchObject({ budget: '1500.000', actual: '600.000', variance: '900.000', percent: '40.00' });
    expect(seen.body.revenue).toMatchObject({ budget: '600.000', actual: '250.000' });
    const listed = await ok('GET', `/api/budgets?fiscalYearId=${year.id}&status=draft`);
    expect(listed.items.map((b: { id: string }) => b.id)).toEqual([budgetId]);
  });

  it('raises the 90 % warning and the exceeded alert once each, from the postings themselves', async () => {
    const approved = await ok('POST', `/api/budgets/${budgetId}/status`, { status: 'approved' });
    expect(approved).toMatchObject({ status: 'approved', approvedAt: expect.any(String) });
    expect(await alertRows(budgetId)).toEqual([]);
    await postEntry([{ accountId: acc['5207']!, debit: '749.999' }]); // 1349.999 of 1500: under 90 %
    expect(await alertRows(budgetId)).toEqual([]);
    await postEntry([{ accountId: acc['5207']!, debit: '0.001' }]); // exactly 90 %
    expect(await alertRows(budgetId)).toEqual([['budget_warning', '90.00', '0.000']]);
    await postEntry([{ accountId: acc['5210']!, debit: '100' }]);
    expect(await alertRows(budgetId)).toHaveLength(1);
    await postEntry([{ accountId: acc['5210']!, debit: '50.5' }]); // 1500.5: past the budget
    expect(await alertRows(budgetId)).toEqual([
      ['budget_exceeded', '100.03', '0.500'],
      ['budget_warning', '90.00', '0.000'],
    ]);
    await postEntry([{ accountId: acc['5207']!, debit: '300' }]);
    expect(await alertRows(budgetId)).toHaveLength(2);
    const bell = (await ok('GET', '/api/alerts')).items.filter((a: { type: string; data: { budgetId?: string } }) => a.type === 'budget' && a.data.budgetId === budgetId);
    expect(bell.map((a: { severity: string; title: string; link: string }) => [a.severity, a.title, a.link])).toEqual([
      ['critical', 'تجاوز الموازنة: موازنة المكتب', `/finance/budgets/${budgetId}`],
      ['high', 'الموازنة قاربت حدّها: موازنة المكتب', `/finance/budgets/${budgetId}`],
    ]);
    // An approved budget is not edited; it closes, and a closed one stays closed.
    const edit = await call('PATCH', `/api/budgets/${budgetId}`, { nameAr: 'تغيير' });
    expect(edit.status).toBe(409);
    expect((await ok('POST', `/api/budgets/${budgetId}/status`, { status: 'closed' })).status).toBe('closed');
    const back = await call('POST', `/api/budgets/${budgetId}/status`, { status: 'approved' });
    expect(back.status).toBe(409);
    expect(back.body.error.code).toBe('budget_bad_transition');
  });

  it('refuses bad lines in Arabic and English, writing nothing', async () => {
    const before = { budgets: await count('budgets'), lines: await count('budget_lines') };
    const base = { fiscalYearId: year.id, nameAr: 'مرفوضة', nameEn: 'Refused' };
    const cases: Array<[unknown[], number, string, RegExp, RegExp]> = [
      [[{ accountId: acc['5207'], annual: '1200', months: Array(12).fill('99') }], 400, 'budget_months_not_summing', /مجموع الأشهر \(1188\.000\) لا يساوي المبلغ السنوي \(1200\.000\)/, /do not add up/],
      [[{ accountId: '00000000-0000-4000-8000-000000000000', annual: '10' }], 400, 'validation_failed', /./, /./],
      [[{ accountId: acc['52'], annual: '10' }], 400, 'budget_header_account', /حساب رئيسي/, /header account/],
      [[{ accountId: acc['5207'], annual: '10' }, { accountId: acc['5207'], annual: '20' }], 400, 'budget_duplicate_line', /السطر 2 يكرر/, /Line 2 repeats/],
      [[{ accountId: acc['5207'], costCenterId: cc['CC-01'], annual: '10' }, { accountId: acc['5207'], costCenterId: cc['CC-01-OPS'], annual: '20' }], 400, 'budget_overlapping_line', /يتداخل/, /overlaps/],
      [[{ accountId: acc['5207'], months: ['1', '2'] }], 400, 'budget_months_count', /الاثني عشر/, /twelve/],
      [[{ accountId: acc['5207'] }], 400, 'budget_amount_required', /المبلغ السنوي/, /annual amount/],
    ];
    for (const [lines, status, code, ar, en] of cases) {
      const resAr = await t.json('POST', '/api/budgets', { cookie: accountant, body: { ...base, lines }, lang: 'ar' });
      expect([resAr.status, resAr.body.error.code], code).toEqual([status, code]);
      expect(resAr.body.error.message).toMatch(ar);
      const resEn = await t.json('POST', '/api/budgets', { cookie: accountant, body: { ...base, lines }, lang: 'en' });
      expect(resEn.body.error.message).toMatch(en);
    }
    const unknown = await call('POST', '/api/budgets', { ...base, lines: [{ accountId: '00000000-0000-4000-8000-000000000000', annual: '10' }] });
    expect(unknown.body.error.fields).toHaveProperty(['lines.0.accountId']);
    expect({ budgets: await count('budgets'), lines: await count('budget_lines') }).toEqual(before);
  });

  it('lets the accountant write, the employee read, the fleet manager neither; another company sees nothing', async () => {
    const body = { fiscalYearId: year.id, nameAr: 'ممنوعة', nameEn: 'Forbidden', lines: [{ accountId: acc['5207'], annual: '10' }] };
    expect((await call('POST', '/api/budgets', body, employee)).status).toBe(403);
    expect((await call('POST', '/api/budgets', body, fleet)).status).toBe(403);
    expect((await call('GET', '/api/budgets', undefined, fleet)).status).toBe(403);
    expect((await call('GET', '/api/budgets', undefined, employee)).status).toBe(200);
    expect((await call('POST', '/api/finance/cost-centers', { code: 'X-1', nameAr: 'س' }, employee)).status).toBe(403);
    expect((await call('GET', `/api/budgets/${budgetId}`, undefined, estate)).status).toBe(404);
    expect((await call('POST', `/api/budgets/${budgetId}/status`, { status: 'draft' }, estate)).status).toBe(404);
    expect((await call('GET', '/api/budgets', undefined, estate)).body.items.map((b: { id: string }) => b.id)).not.toContain(budgetId);
  });

  it('the real-estate demo has its own approved property budget, its rent actual read from the leases', async () => {
    const list = await call('GET', '/api/budgets', undefined, estate);
    const [property] = list.body.items.filter((b: { nameEn: string }) => b.nameEn.startsWith('Property budget'));
    expect(property).toMatchObject({ status: 'approved', lineCount: 10 });
    const detail = await call('GET', `/api/budgets/${property.id}`, undefined, estate);
    expect(Number(detail.body.revenue.actual)).toBeGreaterThan(0);
    // Well under the 90 % threshold: the demo raises no budget alert for it.
    expect(Number(detail.body.expense.actual)).toBeLessThan(Number(detail.body.expense.budget) * 0.9);
    expect(detail.body.lines.filter((l: { costCenter: { code: string } | null }) => l.costCenter?.code.endsWith('-MNT'))).toHaveLength(2);
  });

  it('keeps the cost-centre tree sound and totals each centre with its children', async () => {
    const created = await ok('POST', '/api/finance/cost-centers', { code: 'CC-02-ADM', nameAr: 'إدارة فرع المطار', nameEn: 'Airport admin', parentId: cc['CC-02'] });
    expect(created).toMatchObject({ code: 'CC-02-ADM', parentId: cc['CC-02'], isActive: true });
    const taken = await call('POST', '/api/finance/cost-centers', { code: 'CC-02-ADM', nameAr: 'مكرر' });
    expect([taken.status, taken.body.error.code]).toEqual([409, 'cost_center_code_taken']);
    const cycle = await call('PATCH', `/api/finance/cost-centers/${cc['CC-02']}`, { parentId: created.id });
    expect([cycle.status, cycle.body.error.code]).toEqual([409, 'cost_center_cycle']);
    const parent = await call('PATCH', `/api/finance/cost-centers/${cc['CC-02']}`, { isActive: false });
    expect([parent.status, parent.body.error.code]).toEqual([409, 'cost_center_has_active_children']);
    expect((await ok('PATCH', `/api/finance/cost-centers/${created.id}`, { isActive: false })).isActive).toBe(false);
    // A child is not reactivated under a parent that stays inactive.
    const top = await ok('POST', '/api/finance/cost-centers', { code: 'CC-09', nameAr: 'فرع مغلق' });
    const child = await ok('POST', '/api/finance/cost-centers', { code: 'CC-09-A', nameAr: 'قسم', parentId: top.id });
    await ok('PATCH', `/api/finance/cost-centers/${child.id}`, { isActive: false });
    await ok('PATCH', `/api/finance/cost-centers/${top.id}`, { isActive: false });
    const revived = await call('PATCH', `/api/finance/cost-centers/${child.id}`, { isActive: true });
    expect([revived.status, revived.body.error.code]).toEqual([409, 'cost_center_parent_inactive']);
    const month = year.startDate.slice(0, 7);
    const tree = await call('GET', `/api/finance/cost-centers/tree?from=${month}&to=${month}`, undefined, employee);
    expect(tree.status).toBe(200);
    const byCode = new Map(tree.body.items.map((i: { code: string }) => [i.code, i]));
    expect(byCode.get('CC-02-OPS')).toMatchObject({ expense: '100.000', totalExpense: '100.000' });
    expect(byCode.get('CC-02')).toMatchObject({ expense: '0.000', totalExpense: '100.000' });
    // The demo's insurance premium (10,680) sits on CC-01 in the year's first month, beside this test's 40.
    expect(byCode.get('CC-01')).toMatchObject({ expense: '10720.000' });
  });
});
