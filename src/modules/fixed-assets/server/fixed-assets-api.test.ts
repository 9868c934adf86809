// /api/fixed-assets through HTTP as the car-rental company's people (KWD, 3 decimals): a vehicle
// asset depreciated over its whole life, month by month, to exactly cost − salvage and never twice
// for a month; a run refused in a closed period writing nothing; a sale at a gain and at a loss
// line by line; bad input refused in Arabic and English writing nothing; who may do what; and the
// demo register. Tests use months of 2011–2013, before the demo's assets, and never today's date.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../server/db/client';
import { startTestServer, type TestServer } from '../../../server/test/test-server';

let t: TestServer;
let accountant: string;
let fleet: string;
let employee: string;
let companyId: string;
let carsCategory: string;
let furnitureCategory: string;
let freeVehicle: string;

type Line = [code: string, debit: string, credit: string];

async function post(path: string, body: unknown, cookie = accountant) {
  const res = await t.json('POST', path, { cookie, body });
  if (res.status >= 300) throw new Error(`POST ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

async function entryLines(entryId: string): Promise<Line[]> {
  const detail = await t.json('GET', `/api/finance/journal-entries/${entryId}`, { cookie: accountant });
  return detail.body.lines.map((l: { accountCode: string; debit: string; credit: string }) => [l.accountCode, l.debit, l.credit]);
}

const count = async (table: string) => (await queryRows<{ n: number }>(t.deps.handle.db, sql`select count(*)::int as n from ${sql.identifier(table)} where company_id = ${companyId}`))[0]!.n;
const counts = async () => ({ assets: await count('fixed_assets'), runs: await count('depreciation_runs'), months: await count('asset_depreciations'), categories: await count('asset_categories'), entries: await count('journal_entries') });
const months = (year: number, from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => `${year}-${String(from + i).padStart(2, '0')}`);

beforeAll(async () => {
  t = await startTestServer();
  accountant = await t.signIn('accountant@rental.masar.test');
  fleet = await t.signIn('fleet@rental.masar.test');
  employee = await t.signIn('employee@rental.masar.test');
  const db = t.deps.handle.db;
  const [row] = await queryRows<{ id: string }>(db, sql`select id from companies where business_type = 'car_rental' limit 1`);
  companyId = row!.id;
  const categories = (await t.json('GET', '/api/fixed-assets/categories', { cookie: accountant })).body.items as Array<{ id: string; nameEn: string }>;
  carsCategory = categories.find((c) => c.nameEn === 'Rental cars')!.id;
  furnitureCategory = categories.find((c) => c.nameEn === 'Office furniture and fixtures')!.id;
  // A car no asset holds yet (the demo links the first four by plate).
  [{ id: freeVehicle }] = (await queryRows<{ id: string }>(db, sql`select id from vehicles v where company_id = ${companyId} and not exists (select 1 from fixed_assets a where a.vehicle_id = v.id) order by plate_number desc limit 1`)) as [{ id: string }];
});
afterAll(() => t?.stop());

describe('depreciation runs', () => {
  it('depreciates a vehicle over its whole life to exactly cost − salvage, one entry a month, never twice', async () => {
    const asset = await post('/api/fixed-assets', { nameAr: 'سيارة اختبار العمر الكامل', categoryId: carsCategory, purchaseDate: '2013-01-15', cost: '5000', salvageValue: '1000', lifeMonths: 12, vehicleId: freeVehicle, acquisitionMethod: 'already_recorded' });
    expect(asset).toMatchObject({ code: expect.stringMatching(/^FA-\d{5}$/), status: 'active', cost: '5000.000', method: 'straight_line', vehicle: { id: freeVehicle }, acquisitionEntryId: null, accumulated: '0.000', bookValue: '5000.000' });
    expect(asset.schedule).toHaveLength(12);
    expect(asset.schedule[0]).toMatchObject({ month: '2013-01', depreciation: '333.333', state: 'pending' });
    expect(asset.schedule[11]).toMatchObject({ month: '2013-12', depreciation: '333.337', bookValue: '1000.000' });

    const preview = await t.json('GET', '/api/fixed-assets/depreciation/preview?month=2013-01', { cookie: employee });
    expect(preview.body).toMatchObject({ month: '2013-01', entryDate: '2013-01-31', total: '333.333', run: null, lines: [{ assetId: asset.id, months: ['2013-01'], amount: '333.333' }] });
    for (const month of months(2013, 1, 12)) {
      const run = await post('/api/fixed-assets/depreciation/runs', { month });
      expect(run, month).toMatchObject({ month, created: true, assetCount: 1 });
      // The car's category posts to rental-fleet depreciation 5106 and its accumulated account 120205.
      expect(await entryLines(run.journalEntryId), month).toEqual([
        ['5106', month === '2013-12' ? '333.337' : '333.333', '0.000'],
        ['120205', '0.000', month === '2013-12' ? '333.337' : '333.333'],
      ]);
    }
    // A month run again posts nothing and answers with the first run.
    const before = await counts();
    const again = await post('/api/fixed-assets/depreciation/runs', { month: '2013-06' });
    expect(again).toMatchObject({ month: '2013-06', created: false });
    expect(await counts()).toEqual(before);

    const done = (await t.json('GET', `/api/fixed-assets/${asset.id}`, { cookie: employee })).body;
    expect(done).toMatchObject({ status: 'fully_depreciated', accumulated: '4000.000', bookValue: '1000.000', lastPostedMonth: '2013-12' });
    expect(done.schedule.every((r: { state: string }) => r.state === 'posted')).toBe(true);
    const [sum] = await queryRows<{ credit: string; n: number }>(
      t.deps.handle.db,
      sql`select sum(l.credit)::text as credit, count(distinct e.id)::int as n from journal_entry_lines l join journal_entries e on e.id = l.entry_id
          where e.company_id = ${companyId} and e.source_type = 'depreciation_run' and l.party_type = 'vehicle' and l.party_id = ${freeVehicle}`,
    );
    expect(Number(sum!.credit).toFixed(3)).toBe('4000.000');
    expect(sum!.n).toBe(12);
    // The vehicle's asset is found from the vehicle.
    const byVehicle = await t.json('GET', `/api/fixed-assets?vehicleId=${freeVehicle}`, { cookie: employee });
    expect(byVehicle.body.items.map((a: { id: string }) => a.id)).toEqual([asset.id]);
  });

  it('an asset entered late catches up its earlier months in one run, in order, with no gap', async () => {
    const asset = await post('/api/fixed-assets', { nameAr: 'خزنة المكتب', categoryId: furnitureCategory, purchaseDate: '2012-09-01', cost: '600', lifeMonths: 6, acquisitionMethod: 'already_recorded' });
    const preview = (await t.json('GET', '/api/fixed-assets/depreciation/preview?month=2012-11', { cookie: accountant })).body;
    expect(preview.lines).toEqual([expect.objectContaining({ assetId: asset.id, months: ['2012-09', '2012-10', '2012-11'], amount: '300.000' })]);
    const run = await post('/api/fixed-assets/depreciation/runs', { month: '2012-11' });
    expect(await entryLines(run.journalEntryId)).toEqual([
      ['5212', '300.000', '0.000'],
      ['120202', '0.000', '300.000'],
    ]);
    // An earlier month has nothing left for it.
    expect((await t.json('GET', '/api/fixed-assets/depreciation/preview?month=2012-10', { cookie: accountant })).body.lines).toEqual([]);
    const detail = (await t.json('GET', `/api/fixed-assets/${asset.id}`, { cookie: accountant })).body;
    expect(detail.schedule.map((r: { state: string }) => r.state)).toEqual(['posted', 'posted', 'posted', 'pending', 'pending', 'pending']);
  });

  it('is refused in a closed period (409 period_closed) and writes nothing; a month not begun is refused', async () => {
    await post('/api/fixed-assets', { nameAr: 'أصل الفترة المقفلة', categoryId: furnitureCategory, purchaseDate: '2012-01-05', cost: '1200', lifeMonths: 12, acquisitionMethod: 'already_recorded' });
    await post('/api/fixed-assets/depreciation/runs', { month: '2012-01' });
    const years = (await t.json('GET', '/api/finance/fiscal-years', { cookie: accountant })).body.items as Array<{ periods: Array<{ id: string; startDate: string }> }>;
    const february = years.flatMap((y) => y.periods).find((p) => p.startDate === '2012-02-01')!;
    expect((await t.json('POST', `/api/finance/periods/${february.id}/close`, { cookie: accountant })).status).toBe(200);
    const before = await counts();
    for (const lang of ['ar', 'en'] as const) {
      const refused = await t.json('POST', '/api/fixed-assets/depreciation/runs', { cookie: accountant, lang, body: { month: '2012-02' } });
      expect(refused.status).toBe(409);
      expect(refused.body.error.code).toBe('period_closed');
      expect(refused.body.error.message).toContain(lang === 'ar' ? 'مقفلة' : 'closed');
    }
    expect(await counts()).toEqual(before);
    const future = await t.json('POST', '/api/fixed-assets/depreciation/runs', { cookie: accountant, lang: 'en', body: { month: '2099-01' } });
    expect(future.status).toBe(409);
    expect(future.body.error.message).toBe('A month that has not started cannot be depreciated');
    await t.json('POST', `/api/finance/periods/${february.id}/reopen`, { cookie: accountant });
  });
});

describe('acquisition and disposal', () => {
  it('posts the acquisition, then a sale at a gain and a sale at a loss, line by line in KWD', async () => {
    const gain = await post('/api/fixed-assets', { nameAr: 'مكيف صالة العرض', nameEn: 'Showroom air conditioner', categoryId: furnitureCategory, purchaseDate: '2011-01-10', cost: '1200', lifeMonths: 12, acquisitionMethod: 'cash' });
    // Furniture uses the mapping keys: fixed_asset_cost 120103, paid from the cash box 110101.
    expect(await entryLines(gain.acquisitionEntryId)).toEqual([
      ['120103', '1200.000', '0.000'],
      ['110101', '0.000', '1200.000'],
    ]);
    const loss = await post('/api/fixed-assets', { nameAr: 'أثاث غرفة الاجتماعات', categoryId: furnitureCategory, purchaseDate: '2011-01-20', cost: '1000', salvageValue: '100', lifeMonths: 10, acquisitionMethod: 'opening_balance' });
    expect(await entryLines(loss.acquisitionEntryId)).toEqual([
      ['120103', '1000.000', '0.000'],
      ['3302', '0.000', '1000.000'],
    ]);
    for (const month of months(2011, 1, 3)) await post('/api/fixed-assets/depreciation/runs', { month });

    // Sold for 1,000 at a book value of 1,200 − 300 = 900: a gain of 100 (car rental: 4204).
    const sold = await post(`/api/fixed-assets/${gain.id}/dispose`, { date: '2011-03-20', proceeds: '1000', method: 'bank_transfer' });
    expect(sold).toMatchObject({ status: 'disposed', disposedOn: '2011-03-20', disposalProceeds: '1000.000', accumulated: '300.000' });
    expect(sold.schedule.slice(2, 4).map((r: { state: string }) => r.state)).toEqual(['posted', 'stopped']);
    expect(await entryLines(sold.disposalEntryId)).toEqual([
      ['120202', '300.000', '0.000'],
      ['110103', '1000.000', '0.000'],
      ['120103', '0.000', '1200.000'],
      ['4204', '0.000', '100.000'],
    ]);
    // Disposal dated before a posted month is refused.
    const early = await t.json('POST', `/api/fixed-assets/${loss.id}/dispose`, { cookie: accountant, lang: 'en', body: { date: '2011-02-10', proceeds: '0' } });
    expect(early.status).toBe(409);
    expect(early.body.error.message).toContain('2011-03');
    // Sold for 500 at a book value of 1,000 − 3 × 90 = 730: a loss of 230 (miscellaneous expenses 5216).
    const cheap = await post(`/api/fixed-assets/${loss.id}/dispose`, { date: '2011-03-25', proceeds: '500', method: 'cash' });
    expect(await entryLines(cheap.disposalEntryId)).toEqual([
      ['120202', '270.000', '0.000'],
      ['110101', '500.000', '0.000'],
      ['5216', '230.000', '0.000'],
      ['120103', '0.000', '1000.000'],
    ]);
    const twice = await t.json('POST', `/api/fixed-assets/${loss.id}/dispose`, { cookie: accountant, body: { date: '2011-03-25', proceeds: '0' } });
    expect(twice.status).toBe(409);
    expect(twice.body.error.code).toBe('asset_not_active');
    // Disposed assets are left out of later runs.
    expect((await t.json('GET', '/api/fixed-assets/depreciation/preview?month=2011-04', { cookie: accountant })).body.lines).toEqual([]);
  });

  it('a write-off posts the whole book value as a loss', async () => {
    const asset = await post('/api/fixed-assets', { nameAr: 'شاشة عرض تالفة', categoryId: furnitureCategory, purchaseDate: '2011-06-01', cost: '450', lifeMonths: 36, acquisitionMethod: 'already_recorded' });
    const gone = await post(`/api/fixed-assets/${asset.id}/dispose`, { date: '2011-06-30', proceeds: '0' });
    expect(await entryLines(gone.disposalEntryId)).toEqual([
      ['5216', '450.000', '0.000'],
      ['120103', '0.000', '450.000'],
    ]);
  });
});

describe('refusals and permissions', () => {
  it('refuses bad input in Arabic and English, writing nothing', async () => {
    const before = await counts();
    const body = { nameAr: 'أصل مرفوض', categoryId: furnitureCategory, purchaseDate: '2011-01-01', cost: '1000', acquisitionMethod: 'cash' };
    const cases: Array<[Record<string, unknown>, string, string, string]> = [
      [{ salvageValue: '1000' }, 'salvageValue', 'القيمة التخريدية يجب أن تكون أقل من التكلفة', 'The salvage value must be less than the cost'],
      [{ lifeMonths: 0 }, 'lifeMonths', 'العمر الإنتاجي بين 1 و600 شهر', 'The useful life is between 1 and 600 months'],
      [{ cost: '-5' }, 'cost', 'المبلغ غير صالح', 'Invalid amount'],
      [{ depreciationStart: '2010-12-01' }, 'depreciationStart', 'لا يبدأ الإهلاك قبل تاريخ الشراء', 'Depreciation cannot start before the purchase date'],
      [{ categoryId: '00000000-0000-4000-8000-000000000000' }, 'categoryId', 'غير موجود', 'not found'],
      [{ vehicleId: '00000000-0000-4000-8000-000000000000' }, 'vehicleId', 'غير موجود', 'not found'],
    ];
    for (const [change, field, ar, en] of cases) {
      const inAr = await t.json('POST', '/api/fixed-assets', { cookie: accountant, lang: 'ar', body: { ...body, ...change } });
      expect(inAr.status, field).toBe(400);
      expect(inAr.body.error.fields[field], field).toContain(ar);
      const inEn = await t.json('POST', '/api/fixed-assets', { cookie: accountant, lang: 'en', body: { ...body, ...change } });
      expect(inEn.body.error.fields[field], field).toContain(en);
    }
    const someAsset = (await t.json('GET', '/api/fixed-assets?status=active', { cookie: accountant })).body.items[0];
    const noMethod = await t.json('POST', `/api/fixed-assets/${someAsset.id}/dispose`, { cookie: accountant, lang: 'en', body: { date: '2030-01-01', proceeds: '10' } });
    expect(noMethod.status).toBe(400);
    expect(noMethod.body.error.fields.method).toBeTruthy();
    const badAccount = await t.json('POST', '/api/fixed-assets/categories', { cookie: accountant, lang: 'ar', body: { nameAr: 'فئة مرفوضة', defaultLifeMonths: 12, costAccountId: '00000000-0000-4000-8000-000000000000' } });
    expect(badAccount.status).toBe(400);
    expect(badAccount.body.error.fields.costAccountId).toBe('اختر حساب ترحيل من دليل حسابات الشركة');
    expect(await counts()).toEqual(before);
  });

  it('the accountant writes; the fleet manager and the employee do not; the fleet manager does not read', async () => {
    const body = { nameAr: 'أصل الصلاحيات', categoryId: furnitureCategory, purchaseDate: '2011-02-01', cost: '100', acquisitionMethod: 'already_recorded' };
    for (const cookie of [fleet, employee]) {
      expect((await t.json('POST', '/api/fixed-assets', { cookie, body })).status).toBe(403);
      expect((await t.json('POST', '/api/fixed-assets/depreciation/runs', { cookie, body: { month: '2011-05' } })).status).toBe(403);
      expect((await t.json('POST', '/api/fixed-assets/categories', { cookie, body: { nameAr: 'x', defaultLifeMonths: 12 } })).status).toBe(403);
    }
    expect((await t.json('GET', '/api/fixed-assets', { cookie: employee })).status).toBe(200);
    expect((await t.json('GET', '/api/fixed-assets', { cookie: fleet })).status).toBe(403);
    const made = await post('/api/fixed-assets', body);
    for (const cookie of [fleet, employee]) expect((await t.json('POST', `/api/fixed-assets/${made.id}/dispose`, { cookie, body: { date: '2011-02-01', proceeds: '0' } })).status).toBe(403);
  });
});

describe('the ledger backfill', () => {
  it('posts acquisitions, runs and disposals that have no entry once, on their own dates, and nothing the second time', async () => {
    const asset = await post('/api/fixed-assets', { nameAr: 'أصل الترحيل اللاحق', categoryId: furnitureCategory, purchaseDate: '2010-01-05', cost: '600', lifeMonths: 6, acquisitionMethod: 'cash' });
    await post('/api/fixed-assets/depreciation/runs', { month: '2010-01' });
    const run = await post('/api/fixed-assets/depreciation/runs', { month: '2010-02' });
    const sold = await post(`/api/fixed-assets/${asset.id}/dispose`, { date: '2010-02-20', proceeds: '500', method: 'cash' });
    const entries = [asset.acquisitionEntryId, run.journalEntryId, sold.disposalEntryId] as string[];
    const before = await Promise.all(entries.map(entryLines));
    expect(before[2]).toEqual([
      ['120202', '200.000', '0.000'],
      ['110101', '500.000', '0.000'],
      ['120103', '0.000', '600.000'],
      ['4204', '0.000', '100.000'],
    ]);
    const db = t.deps.handle.db;
    for (const id of entries) {
      await queryRows(db, sql`delete from journal_entry_lines where entry_id = ${id}`);
      await queryRows(db, sql`delete from journal_entries where id = ${id}`);
    }
    const { backfillLedgers } = await import('../../../server/seed/ledger-backfill');
    expect((await backfillLedgers(db))[companyId]).toBe(3);
    const after = (await t.json('GET', `/api/fixed-assets/${asset.id}`, { cookie: accountant })).body;
    const [runAfter] = await queryRows<{ id: string }>(db, sql`select journal_entry_id as id from depreciation_runs where id = ${run.id}`);
    const again = await Promise.all([after.acquisitionEntryId, runAfter!.id, after.disposalEntryId].map(entryLines));
    expect(again).toEqual(before);
    const [dated] = await queryRows<{ date: string }>(db, sql`select entry_date::text as date from journal_entries where id = ${runAfter!.id}`);
    expect(dated!.date).toBe('2010-02-28');
    expect((await backfillLedgers(db))[companyId]).toBe(0);
  });
});

describe('the demo register', () => {
  it('holds categories, linked cars, a disposed copier and posted runs up to last month', async () => {
    const list = (await t.json('GET', '/api/fixed-assets?pageSize=100&sort=code', { cookie: employee })).body;
    const demo = list.items.filter((a: { code: string }) => Number(a.code.slice(3)) <= 8);
    expect(demo).toHaveLength(8);
    expect(demo.filter((a: { vehicle: unknown }) => a.vehicle)).toHaveLength(4);
    const copier = demo.find((a: { nameEn: string }) => a.nameEn === 'Document copier');
    expect(copier).toMatchObject({ status: 'disposed', disposalProceeds: '450.000' });
    expect(copier.disposalEntryId).not.toBeNull();
    const fitOut = demo.find((a: { nameEn: string }) => a.nameEn === 'Airport branch office fit-out');
    // 18,000 over 120 months: 150 a month for the 24 months to last month.
    expect(fitOut).toMatchObject({ accumulated: '3600.000', bookValue: '14400.000' });
    const runs = (await t.json('GET', '/api/fixed-assets/depreciation/runs', { cookie: employee })).body;
    expect(runs.items.filter((r: { month: string }) => r.month >= '2014').length).toBeGreaterThanOrEqual(24);
  });
});
