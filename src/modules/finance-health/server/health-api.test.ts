// The financial system analysis through the API: the demo companies' books pass every check
// (their sub-ledgers — receivables, payables, deposits, fixed assets — agree with their control
// accounts); a manual entry on the receivables account, an unbalanced draft and a mapping removed
// each show up as a problem with a link to where it is fixed; who may read it.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../server/db/client';
import { startTestServer, type TestServer } from '../../../server/test/test-server';

let t: TestServer;
let accountant: string;
let companyId: string;
let today: string;
let codes: Record<string, string>;

type Health = { problems: number; checks: Array<{ id: string; ok: boolean; link: string; summary: { ar: string; en: string }; items: Array<{ label: { ar: string; en: string }; amount: string | null; link: string | null; detail: { ar: string; en: string } | null }> }> };
const health = async (query = '', cookie = accountant) => (await t.json<Health>('GET', `/api/finance/health${query}`, { cookie })).body;
const check = (h: Health, id: string) => h.checks.find((c) => c.id === id)!;

beforeAll(async () => {
  t = await startTestServer();
  accountant = await t.signIn('accountant@rental.masar.test');
  const [row] = await queryRows<{ id: string; today: string }>(t.deps.handle.db, sql`select id, (now() at time zone timezone)::date::text as today from companies where business_type = 'car_rental' limit 1`);
  companyId = row!.id;
  today = row!.today;
  const accounts = (await t.json('GET', '/api/finance/accounts', { cookie: accountant })).body.items as Array<{ id: string; code: string }>;
  codes = Object.fromEntries(accounts.map((a) => [a.code, a.id]));
});
afterAll(() => t?.stop());

describe('financial system analysis', () => {
  it('passes every check on the demo companies’ books', async () => {
    const rental = await health();
    expect(rental.checks.map((c) => c.id)).toEqual(['mappings', 'drafts', 'receivables', 'payables', 'deposits', 'fixed_assets']);
    expect(rental.checks.filter((c) => !c.ok).map((c) => [c.id, c.summary.en])).toEqual([]);
    expect(rental.problems).toBe(0);
    const realEstate = await health('', await t.signIn('accountant@realestate.masar.test'));
    expect(realEstate.checks.filter((c) => !c.ok).map((c) => [c.id, c.summary.en])).toEqual([]);
  });

  it('still agrees after this month’s depreciation is run: the run is dated its month end, in neither side until then', async () => {
    const run = await t.json('POST', '/api/fixed-assets/depreciation/runs', { cookie: accountant, body: { month: today.slice(0, 7) } });
    expect(run.status).toBe(200);
    expect(run.body.created).toBe(true);
    expect(run.body.total).not.toBe('0.000');
    const assets = check(await health(), 'fixed_assets');
    expect([assets.ok, assets.items]).toEqual([true, []]);
  });

  it('names a receivables account moved by hand, an unbalanced draft and a mapping not set, each with its link', async () => {
    const entry = (lines: Array<[string, string | null, string | null]>) => ({ entryDate: today, descriptionAr: 'تسوية يدوية على الذمم', lines: lines.map(([code, debit, credit]) => ({ accountId: codes[code]!, debit, credit })) });
    const manual = await t.json('POST', '/api/finance/journal-entries', { cookie: accountant, body: entry([['110201', '12.500', null], ['4201', null, '12.500']]) });
    expect((await t.json('POST', `/api/finance/journal-entries/${manual.body.id}/post`, { cookie: accountant })).status).toBe(200);
    const draft = await t.json('POST', '/api/finance/journal-entries', { cookie: accountant, body: { ...entry([['110101', '5', null], ['4201', null, '4']]), descriptionAr: 'مسودة غير متوازنة' } });
    expect(draft.status).toBe(201);
    await queryRows(t.deps.handle.db, sql`delete from account_mappings where company_id = ${companyId} and key = 'late_fee_revenue'`);

    const h = await health('?draftDays=0');
    expect(h.problems).toBe(3);
    const receivables = check(h, 'receivables');
    expect(receivables).toMatchObject({ ok: false, link: '/finance/reports/aging' });
    expect(receivables.items[0]!.amount).toBe('12.500');
    const drafts = check(h, 'drafts');
    expect(drafts.items).toEqual([expect.objectContaining({ label: { ar: 'مسودة غير متوازنة', en: 'مسودة غير متوازنة' }, amount: '5.000', link: `/finance/journal-entries/${draft.body.id}` })]);
    expect(drafts.items[0]!.detail!.en).toContain('Unbalanced: debit 5.000, credit 4.000');
    expect(check(h, 'mappings').items).toEqual([expect.objectContaining({ label: { ar: 'غرامات التأخير في السداد', en: 'Late payment fees' }, link: '/finance/account-mappings' })]);
    // Seven days' grace: today's draft is not yet a problem.
    expect(check(await health(), 'drafts').ok).toBe(true);
  });

  it('is for whoever runs the books’ settings, with bad input refused in the caller’s language', async () => {
    expect((await t.json('GET', '/api/finance/health', { cookie: await t.signIn('fleet@rental.masar.test') })).status).toBe(403);
    expect((await t.json('GET', '/api/finance/health', { cookie: await t.signIn('employee@rental.masar.test') })).status).toBe(403);
    const bad = await t.json('GET', '/api/finance/health?draftDays=-1', { cookie: accountant, lang: 'en' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.draftDays).toBeTruthy();
  });
});
