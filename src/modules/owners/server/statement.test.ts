// The owner statement end to end in QAR (no decimals): rent billed as the owner's and paid through
// billing, a bounced cheque coming back on its bounce day with its commission, maintenance the
// owner pays, payouts (refused above the balance unless an advance, posted Dr 2107 / Cr 110101 or
// 110103), the opening and closing balances exact, the list's balance equal to the statement's,
// and the bilingual PDF.
import { mkdirSync, writeFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../server/db/client';
import { backfillCompanyLedger } from '../../../server/seed/ledger-backfill';
import { withTenant } from '../../../server/tenancy/with-tenant';
import { startTestServer, type TestServer } from '../../../server/test/test-server';
import { companyOf, leasingFixture } from './leasing-fixture';

let t: TestServer;
let admin: string;
let companyId: string;
let ownerId: string;
let customerId: string;

const statement = async (from: string, to: string) => (await t.json('GET', `/api/owners/${ownerId}/statement?from=${from}&to=${to}`, { cookie: admin })).body;
async function lines(sourceId: string) {
  return queryRows<{ code: string; debit: string; credit: string; date: string; party: string | null }>(
    t.deps.handle.db,
    sql`select a.code, l.debit::text, l.credit::text, e.entry_date::text as date, l.party_type || ':' || l.party_id as party
        from journal_entries e join journal_entry_lines l on l.entry_id = e.id join ledger_accounts a on a.id = l.account_id
        where e.source_type = 'owner_payout' and e.source_id = ${sourceId} order by l.line_number`,
  );
}

beforeAll(async () => {
  t = await startTestServer();
  admin = await t.signIn('admin@realestate.masar.test');
  companyId = await companyOf(t.deps.handle.db, 'admin@realestate.masar.test');
  ownerId = (await t.json('POST', '/api/owners', { cookie: admin, body: { nameAr: 'حصة بنت علي الكواري', civilId: '27663400456', iban: 'QA58DOHB00001234567890ABCDEFG', bankName: 'بنك الدوحة', commissionRate: '7.5' } })).body.id;
  customerId = (await t.json('POST', '/api/tenants', { cookie: admin, body: { nameAr: 'يوسف عبدالله الأنصاري', phone: '+974 3300 1122', civilId: '29063401234', employer: 'قطر للطاقة' } })).body.id;
  const f = leasingFixture({ db: t.deps.handle.db, companyId });
  const building = await f.property({ code: 'BLD-901', nameAr: 'برج الكواري', ownerId, type: 'building' });
  const flat = await f.property({ code: 'BLD-901-A1', nameAr: 'شقة A1', ownerId, parentId: building, status: 'rented' });
  await f.property({ code: 'BLD-901-A2', nameAr: 'شقة A2', ownerId, parentId: building });
  const leaseId = await f.lease({ number: 'LSE-T-1', propertyId: flat, customerId, status: 'active', start: '2026-01-01', end: '2026-12-31', rent: '4999' });
  const bill = (sequence: number, due: string) => f.billInstalment({ leaseId, customerId, sequence, due, amount: '4999', ownerId, commissionRate: '7.5' });
  const jan = await bill(1, '2026-01-01');
  const feb = await bill(2, '2026-02-01');
  const mar = await bill(3, '2026-03-01');
  await f.pay({ customerId, leaseId, invoiceId: jan, date: '2026-01-03', amount: '4999', method: 'cash' });
  const cheque = await f.pay({ customerId, leaseId, invoiceId: feb, date: '2026-02-02', amount: '4999', method: 'cheque' });
  await f.bounce(cheque, '2026-03-05');
  await f.pay({ customerId, leaseId, invoiceId: mar, date: '2026-03-10', amount: '3001', method: 'bank_transfer' });
  await f.maintenance({ number: 'MNT-T-1', propertyId: flat, ownerId, payer: 'owner', status: 'completed', completedOn: '2026-02-20', cost: '350' });
  await f.maintenance({ number: 'MNT-T-2', propertyId: building, ownerId, payer: 'owner', status: 'completed', completedOn: '2026-03-15', cost: '120' });
  // Neither is the owner's expense: the tenant pays one, the other is not done.
  await f.maintenance({ number: 'MNT-T-3', propertyId: flat, ownerId, payer: 'tenant', status: 'completed', completedOn: '2026-03-16', cost: '80' });
  await f.maintenance({ number: 'MNT-T-4', propertyId: flat, ownerId, payer: 'owner', status: 'in_progress', completedOn: null, cost: '999' });
  // A rise agreed later does not change rent billed before it.
  await t.json('PATCH', `/api/owners/${ownerId}`, { cookie: admin, body: { commissionRate: '10' } });
});
afterAll(() => t?.stop());

describe('owner statement', () => {
  it('pays out within the balance and posts Dr owners payable (party owner), Cr the bank', async () => {
    // Due on 25 February: (4,999 − 375) × 2 − 350 = 8,898.
    const res = await t.json('POST', `/api/owners/${ownerId}/payouts`, { cookie: admin, body: { payoutDate: '2026-02-25', amount: '4000', method: 'bank_transfer', reference: 'TRF-7781' } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ payoutNumber: expect.stringMatching(/^OPY-\d{5}$/), amount: '4000', journalEntryId: expect.any(String) });
    expect(await lines(res.body.id)).toEqual([
      { code: '2107', debit: '4000.000', credit: '0.000', date: '2026-02-25', party: `owner:${ownerId}` },
      { code: '110103', debit: '0.000', credit: '4000.000', date: '2026-02-25', party: null },
    ]);
  });

  it('opens with everything before the period and closes exactly, a bounced cheque coming back with its commission', async () => {
    const march = await statement('2026-03-01', '2026-03-31');
    // Before March: 4,999 + 4,999 collected, 375 + 375 commission (7.5 % rounded), 350 expenses, 4,000 paid out.
    expect(march.totals).toEqual({ opening: '4898', collected: '-1998', commission: '-150', expenses: '120', net: '-1968', payouts: '0', closing: '2930' });
    expect(march.collections.map((c: { date: string; kind: string; amount: string; commission: string; commissionRate: string }) => [c.date, c.kind, c.amount, c.commission, c.commissionRate])).toEqual([
      ['2026-03-05', 'bounced', '-4999', '-375', '7.50'],
      ['2026-03-10', 'collected', '3001', '225', '7.50'],
    ]);
    expect(march.collections[0]).toMatchObject({ leaseNumber: 'LSE-T-1', propertyCode: 'BLD-901-A1', tenantNameAr: 'يوسف عبدالله الأنصاري' });
    expect(march.expenses.map((e: { requestNumber: string; amount: string }) => [e.requestNumber, e.amount])).toEqual([['MNT-T-2', '120']]);
    const february = await statement('2026-02-01', '2026-02-28');
    expect(february.totals).toEqual({ opening: '4624', collected: '4999', commission: '375', expenses: '350', net: '4274', payouts: '4000', closing: '4898' });
    expect(february.payouts.map((p: { reference: string }) => p.reference)).toEqual(['TRF-7781']);
    const year = await statement('2026-01-01', '2026-12-31');
    expect(year.totals).toMatchObject({ opening: '0', collected: '8000', commission: '600', expenses: '470', payouts: '4000', closing: '2930' });
  });

  it('shows the same balance on the list and the owner page, with the building and its units counted once', async () => {
    const list = await t.json('GET', `/api/owners?search=${encodeURIComponent('حصة بنت علي الكواري')}`, { cookie: admin });
    expect(list.body.items[0]).toMatchObject({ id: ownerId, balance: '2930', propertiesCount: 1 });
    const page = await t.json('GET', `/api/owners/${ownerId}`, { cookie: admin });
    expect(page.status).toBe(200);
    expect(page.body.year).toMatchObject({ collected: '8000', commission: '600', closing: '2930' });
    expect(page.body.properties).toEqual([expect.objectContaining({ propertyCode: 'BLD-901', units: 2, rentedUnits: 1 })]);
    expect(page.body.payouts).toHaveLength(1);
  });

  it('refuses a payout above the balance due on its date unless it is an advance, then pays cash from the box', async () => {
    const before = (await queryRows<{ n: number }>(t.deps.handle.db, sql`select count(*)::int as n from owner_payouts`))[0]!.n;
    const over = await t.json('POST', `/api/owners/${ownerId}/payouts`, { cookie: admin, body: { payoutDate: '2026-03-31', amount: '3000', method: 'cash' } });
    expect(over.status).toBe(409);
    expect(over.body.error.message.replace(/\u00a0/g, ' ')).toBe('الدفعة (QAR 3,000) أكبر من المستحق للمالك في 2026-03-31 (QAR 2,930). سجّلها كسلفة إذا كان ذلك مقصوداً');
    expect(over.body.error.fields.amount).toBe('أكبر من المستحق للمالك');
    const future = await t.json('POST', `/api/owners/${ownerId}/payouts`, { cookie: admin, body: { payoutDate: '2099-01-01', amount: '1', method: 'cash' } });
    expect(future.status).toBe(400);
    expect((await queryRows<{ n: number }>(t.deps.handle.db, sql`select count(*)::int as n from owner_payouts`))[0]!.n).toBe(before);
    const advance = await t.json('POST', `/api/owners/${ownerId}/payouts`, { cookie: admin, body: { payoutDate: '2026-03-31', amount: '3000', method: 'cash', allowAdvance: true } });
    expect(advance.status).toBe(201);
    expect((await lines(advance.body.id)).map((l) => [l.code, l.debit, l.credit])).toEqual([
      ['2107', '3000.000', '0.000'],
      ['110101', '0.000', '3000.000'],
    ]);
    expect((await statement('2026-03-01', '2026-03-31')).totals.closing).toBe('-70');
    const cheque = await t.json('POST', `/api/owners/${ownerId}/payouts`, { cookie: admin, body: { payoutDate: '2026-04-01', amount: '5', method: 'cheque', allowAdvance: true } });
    expect((await lines(cheque.body.id)).map((l) => l.code)).toEqual(['2107', '110103']);
    const list = await t.json('GET', `/api/owners?search=${encodeURIComponent('حصة بنت علي الكواري')}`, { cookie: admin });
    expect(list.body.items[0].balance).toBe('-75');
  });

  it('posts a payout recorded before the books by the backfill, once however often it runs', async () => {
    const [row] = await queryRows<{ id: string }>(
      t.deps.handle.db,
      sql`insert into owner_payouts (company_id, payout_number, owner_id, payout_date, amount, method) values (${companyId}, 'OPY-OLD-1', ${ownerId}, '2026-01-31', 100, 'cash') returning id`,
    );
    const run = () => withTenant(t.deps.handle.db, { companyId, userId: null }, (tx) => backfillCompanyLedger(tx, companyId));
    expect(await run()).toBeGreaterThanOrEqual(1);
    expect(await run()).toBe(0);
    expect((await lines(row!.id)).map((l) => [l.code, l.debit, l.credit, l.date])).toEqual([
      ['2107', '100.000', '0.000', '2026-01-31'],
      ['110101', '0.000', '100.000', '2026-01-31'],
    ]);
    const [payout] = await queryRows<{ journal_entry_id: string | null }>(t.deps.handle.db, sql`select journal_entry_id from owner_payouts where id = ${row!.id}`);
    expect(payout!.journal_entry_id).not.toBeNull();
  });

  it('refuses a period that runs backwards', async () => {
    const res = await t.json('GET', `/api/owners/${ownerId}/statement?from=2026-04-01&to=2026-03-01`, { cookie: admin, lang: 'en' });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('The period starts after it ends');
  });

  it('prints the statement as a bilingual PDF with the Arabic font embedded', async () => {
    const res = await t.request('GET', `/api/owners/${ownerId}/statement/pdf?from=2026-01-01&to=2026-03-31`, { cookie: admin });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.includes(Buffer.from('IBMPlexSansArabic'))).toBe(true);
    mkdirSync('test-results/pdfs', { recursive: true });
    writeFileSync('test-results/pdfs/owner-statement.pdf', bytes);
    const rental = await t.signIn('admin@rental.masar.test');
    expect((await t.request('GET', `/api/owners/${ownerId}/statement/pdf?from=2026-01-01&to=2026-03-31`, { cookie: rental })).status).toBe(404);
  });
});
