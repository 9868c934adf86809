// /api/treasury through HTTP as the car-rental company's people (KWD, 3 decimals): a bank account
// made under the chart's cash and banks header with its opening balance posted; a receipt, a
// disbursement with a cost centre and a transfer each posting their lines once; refusals in
// Arabic and English that write nothing; a statement with a malformed row refused whole; matches
// suggested, confirmed, refused a second time on either side, undone; an Excel statement read;
// the missing bank charge created from its line; and who may do what.
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../server/db/client';
import { startTestServer, type TestServer } from '../../../server/test/test-server';

let t: TestServer;
let accountant: string;
let fleet: string;
let employee: string;
let companyId: string;
let today: string;
let revenue: { id: string; code: string };
let expense: { id: string; code: string };
let costCenterId: string;

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
const counts = async () => ({ accounts: await count('treasury_accounts'), movements: await count('treasury_transactions'), statements: await count('bank_statements'), lines: await count('bank_statement_lines'), entries: await count('journal_entries'), ledger: await count('ledger_accounts') });
const csv = (rows: string[]) => Buffer.from(rows.join('\n')).toString('base64');
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const MAPPING = { date: 0, description: 1, reference: 2, amount: 3, headerRow: true };

beforeAll(async () => {
  t = await startTestServer();
  accountant = await t.signIn('accountant@rental.masar.test');
  fleet = await t.signIn('fleet@rental.masar.test');
  employee = await t.signIn('employee@rental.masar.test');
  const db = t.deps.handle.db;
  const [row] = await queryRows<{ id: string; today: string }>(db, sql`select id, (now() at time zone timezone)::date::text as today from companies where business_type = 'car_rental' limit 1`);
  companyId = row!.id;
  today = row!.today;
  const options = await t.json('GET', '/api/treasury/ledger-accounts', { cookie: accountant });
  revenue = options.body.accounts.find((a: { accountType: string }) => a.accountType === 'revenue');
  expense = options.body.accounts.find((a: { accountType: string }) => a.accountType === 'expense');
  costCenterId = (await queryRows<{ id: string }>(db, sql`select id from cost_centers where company_id = ${companyId} order by code limit 1`))[0]!.id;
});
afterAll(() => t?.stop());

describe('treasury over HTTP', () => {
  let bank: { id: string; ledgerAccount: { id: string; code: string } };
  let cashBox: { id: string; ledgerAccount: { code: string } };
  let receipt: { id: string; journalEntryId: string };
  let disbursement: { id: string };

  it('a bank account gets its own ledger account under cash and banks; its opening balance posts against opening balance equity', async () => {
    const before = await counts();
    bank = await post('/api/treasury/accounts', { kind: 'bank', nameAr: 'بنك برقان - حساب التحصيل', nameEn: 'Burgan Bank – collections', bankName: 'بنك برقان', iban: 'kw81 cbku 0000 0000 0000 1234 5601 01', openingBalance: '1000', openingDate: addDays(today, -30) });
    expect(bank).toMatchObject({ kind: 'bank', iban: 'KW81CBKU0000000000001234560101', currency: 'KWD', openingBalance: '1000.000', balance: '1000.000' });
    expect(bank.ledgerAccount.code).toMatch(/^1101\d{2}$/);
    expect(await counts()).toMatchObject({ accounts: before.accounts + 1, ledger: before.ledger + 1, entries: before.entries + 1 });
    expect(await lines('treasury_account', bank.id, 'opening_balance')).toEqual([
      [bank.ledgerAccount.code, '1000.000', '0.000'],
      ['3302', '0.000', '1000.000'],
    ]);
    const list = await t.json('GET', '/api/treasury/accounts', { cookie: employee });
    cashBox = list.body.items.find((a: { kind: string; ledgerAccount: { code: string } }) => a.kind === 'cash' && a.ledgerAccount.code === '110101');
    expect(cashBox, 'the demo cash box').toBeTruthy();
    // A second account on the same ledger account is refused.
    const taken = await t.json('POST', '/api/treasury/accounts', { cookie: accountant, lang: 'en', body: { kind: 'bank', nameAr: 'مكرر', ledgerAccountId: bank.ledgerAccount.id } });
    expect(taken.status).toBe(409);
    expect(taken.body.error.message).toBe('This account is already tied to another cash box or bank account');
  });

  it('a receipt, a disbursement with a cost centre and a transfer each post their lines once, numbered', async () => {
    receipt = await post('/api/treasury/movements', { kind: 'receipt', treasuryAccountId: bank.id, counterAccountId: revenue.id, date: addDays(today, -10), amount: '200', description: 'تحويل عميل', reference: 'TRX-90001' });
    expect(receipt).toMatchObject({ number: expect.stringMatching(/^RV-\d{5}$/), amount: '200.000' });
    expect(await lines('treasury_transaction', receipt.id, 'receipt')).toEqual([
      [bank.ledgerAccount.code, '200.000', '0.000'],
      [revenue.code, '0.000', '200.000'],
    ]);
    disbursement = await post('/api/treasury/movements', { kind: 'disbursement', treasuryAccountId: bank.id, counterAccountId: expense.id, costCenterId, date: addDays(today, -8), amount: '50.250', description: 'صيانة المكتب' });
    expect(await lines('treasury_transaction', disbursement.id, 'disbursement')).toEqual([
      [expense.code, '50.250', '0.000'],
      [bank.ledgerAccount.code, '0.000', '50.250'],
    ]);
    const [centre] = await queryRows<{ cost_center_id: string }>(t.deps.handle.db, sql`select l.cost_center_id from journal_entry_lines l join journal_entries e on e.id = l.entry_id where e.source_id = ${disbursement.id} and l.debit > 0`);
    expect(centre!.cost_center_id).toBe(costCenterId);
    const transfer = await post('/api/treasury/movements', { kind: 'transfer', treasuryAccountId: bank.id, toTreasuryAccountId: cashBox.id, date: addDays(today, -5), amount: '100', description: 'سحب نقدي للصندوق' });
    expect(transfer.number).toMatch(/^TRF-\d{5}$/);
    expect(await lines('treasury_transaction', transfer.id, 'transfer')).toEqual([
      ['110101', '100.000', '0.000'],
      [bank.ledgerAccount.code, '0.000', '100.000'],
    ]);
    const detail = await t.json('GET', `/api/treasury/accounts/${bank.id}`, { cookie: employee });
    expect(detail.body.account.balance).toBe('1049.750');
    expect(detail.body.movements.map((m: { amount: string }) => m.amount)).toEqual(['-100.000', '-50.250', '200.000', '1000.000']);
  });

  it('refuses a movement against its own account, a transfer to itself and a bad IBAN, in Arabic and English, writing nothing', async () => {
    const before = await counts();
    const own = await t.json('POST', '/api/treasury/movements', { cookie: accountant, lang: 'ar', body: { kind: 'receipt', treasuryAccountId: bank.id, counterAccountId: bank.ledgerAccount.id, amount: '5', description: 'x' } });
    expect(own.status).toBe(400);
    expect(own.body.error.fields.counterAccountId).toBe('اختر حساباً فرعياً نشطاً غير حساب الخزينة نفسه');
    const self = await t.json('POST', '/api/treasury/movements', { cookie: accountant, lang: 'en', body: { kind: 'transfer', treasuryAccountId: bank.id, toTreasuryAccountId: bank.id, amount: '5', description: 'x' } });
    expect(self.status).toBe(400);
    expect(self.body.error.fields.toTreasuryAccountId).toBe('A transfer needs two different accounts');
    const iban = await t.json('POST', '/api/treasury/accounts', { cookie: accountant, lang: 'en', body: { kind: 'bank', nameAr: 'خطأ', iban: 'KW81CBKU0000000000001234560102', openingBalance: '5' } });
    expect(iban.status).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it('a statement with malformed rows is refused whole, naming each row and its reason', async () => {
    const file = { fileName: 'nbk-bad.csv', content: csv(['Date,Details,Ref,Amount', `${today},ok,R1,10`, '2026-02-30,bad date,R2,5', `${today},bad amount,R3,12.3456`]) };
    const preview = await post(`/api/treasury/accounts/${bank.id}/statements/preview`, file);
    expect(preview.mapping).toMatchObject({ date: 0, description: 1, reference: 2, amount: 3, headerRow: true });
    expect(preview.columns).toEqual(['Date', 'Details', 'Ref', 'Amount']);
    expect(preview.errors).toEqual([
      { row: 3, code: 'statement_invalid_date', ar: 'الصف 3: التاريخ غير صالح', en: 'Row 3: invalid date' },
      { row: 4, code: 'statement_invalid_amount', ar: 'الصف 4: المبلغ غير صالح', en: 'Row 4: invalid amount' },
    ]);
    const before = await counts();
    for (const lang of ['ar', 'en'] as const) {
      const res = await t.json('POST', `/api/treasury/accounts/${bank.id}/statements`, { cookie: accountant, lang, body: { ...file, mapping: MAPPING } });
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('statement_rows_invalid');
      expect(res.body.error.message).toBe(lang === 'ar' ? 'لم يُستورد الكشف، صحّح الصفوف التالية: الصف 3: التاريخ غير صالح؛ الصف 4: المبلغ غير صالح' : 'The statement was not imported; correct these rows: Row 3: invalid date; Row 4: invalid amount');
    }
    expect(await counts()).toEqual(before);
  });

  it('an Excel statement reads its date cells, numbers and typed dates, keeping the sheet’s row numbers', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Statement');
    sheet.addRow(['Date', 'Narrative', 'Ref', 'Amount']);
    sheet.addRow([new Date(Date.UTC(2026, 10, 3)), 'Transfer in', 'T-1', 150.5]);
    sheet.addRow(['04/11/2026', 'Fee', 'F-1', -2.5]);
    sheet.addRow([]);
    sheet.addRow(['not a date', 'x', '', 5]);
    const content = Buffer.from(await book.xlsx.writeBuffer()).toString('base64');
    const preview = await post(`/api/treasury/accounts/${bank.id}/statements/preview`, { fileName: 'nbk.xlsx', content });
    expect(preview.rows).toEqual([
      { row: 2, date: '2026-11-03', description: 'Transfer in', reference: 'T-1', amount: '150.500' },
      { row: 3, date: '2026-11-04', description: 'Fee', reference: 'F-1', amount: '-2.500' },
    ]);
    expect(preview.errors.map((e: { row: number; code: string }) => [e.row, e.code])).toEqual([[5, 'statement_invalid_date']]);
  });

  it('suggests and confirms matches, each line once on either side; the missing bank charge is created from its line', async () => {
    const statement = await post(`/api/treasury/accounts/${bank.id}/statements`, {
      fileName: 'burgan-nov.csv',
      content: csv(['Date,Details,Ref,Amount', `${addDays(today, -9)},TRANSFER IN,TRX-90001,200.000`, `${addDays(today, -6)},CHQ PAID,,-50.250`, `${addDays(today, -4)},ACCOUNT FEE,FEE-7,-1.500`]),
      mapping: MAPPING,
      openingBalance: '1000',
    });
    expect(statement).toMatchObject({ number: expect.stringMatching(/^STM-\d{5}$/), lineCount: 3 });
    let rec = (await t.json('GET', `/api/treasury/statements/${statement.id}`, { cookie: employee })).body;
    const [inLine, chequeLine, feeLine] = rec.lines;
    expect(inLine.suggestion).toMatchObject({ amount: '200.000', days: 1, sameReference: true });
    expect(chequeLine.suggestion).toMatchObject({ amount: '-50.250', days: 2 });
    expect(feeLine.suggestion).toBeNull();
    expect(rec).toMatchObject({ statementBalance: '1148.250', reconciledBalance: '1000.000', difference: '148.250' });

    rec = await post(`/api/treasury/statements/${statement.id}/matches`, { matches: [inLine, chequeLine].map((l) => ({ statementLineId: l.id, journalLineId: l.suggestion.id })) });
    expect(rec).toMatchObject({ statementBalance: '1148.250', reconciledBalance: '1149.750', difference: '-1.500' });
    expect(rec.lines[0].matched.id).toBe(inLine.suggestion.id);

    // Matched once: the statement line again, or the ledger line from another statement.
    const again = await t.json('POST', `/api/treasury/statements/${statement.id}/matches`, { cookie: accountant, lang: 'en', body: { matches: [{ statementLineId: inLine.id, journalLineId: inLine.suggestion.id }] } });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('This statement line is already matched');
    const second = await post(`/api/treasury/accounts/${bank.id}/statements`, { fileName: 'dup.csv', content: csv(['Date,Details,Ref,Amount', `${addDays(today, -9)},TRANSFER IN,TRX-90001,200`]), mapping: MAPPING });
    const secondRec = (await t.json('GET', `/api/treasury/statements/${second.id}`, { cookie: accountant })).body;
    expect(secondRec.lines[0].suggestion).toBeNull();
    const twice = await t.json('POST', `/api/treasury/statements/${second.id}/matches`, { cookie: accountant, lang: 'ar', body: { matches: [{ statementLineId: secondRec.lines[0].id, journalLineId: inLine.suggestion.id }] } });
    expect(twice.status).toBe(409);
    expect(twice.body.error.message).toBe('قيد الدفتر مطابق مسبقاً مع سطر آخر');
    // A different amount is refused too.
    const wrong = await t.json('POST', `/api/treasury/statements/${statement.id}/matches`, { cookie: accountant, body: { matches: [{ statementLineId: feeLine.id, journalLineId: chequeLine.suggestion.id }] } });
    expect(wrong.status).toBe(409);

    // Undo one and confirm it again.
    const undone = await t.json('DELETE', `/api/treasury/statement-lines/${chequeLine.id}/match`, { cookie: accountant });
    expect(undone.body.lines[1].journalLineId).toBeNull();
    await post(`/api/treasury/statements/${statement.id}/matches`, { matches: [{ statementLineId: chequeLine.id, journalLineId: chequeLine.suggestion.id }] });

    const before = await counts();
    const created = await post(`/api/treasury/statement-lines/${feeLine.id}/entry`, { counterAccountId: expense.id, description: 'عمولة حساب شهرية' });
    expect(created.movement).toMatchObject({ kind: 'disbursement', amount: '1.500', date: addDays(today, -4), reference: 'FEE-7', statementLineId: feeLine.id });
    expect(await lines('treasury_transaction', created.movement.id, 'disbursement')).toEqual([
      [expense.code, '1.500', '0.000'],
      [bank.ledgerAccount.code, '0.000', '1.500'],
    ]);
    expect(created.reconciliation).toMatchObject({ statementBalance: '1148.250', reconciledBalance: '1148.250', difference: '0.000' });
    expect(created.reconciliation.lines.every((l: { journalLineId: string | null }) => l.journalLineId)).toBe(true);
    expect(await counts()).toMatchObject({ movements: before.movements + 1, entries: before.entries + 1 });
    const refused = await t.json('POST', `/api/treasury/statement-lines/${feeLine.id}/entry`, { cookie: accountant, body: { counterAccountId: expense.id } });
    expect(refused.status).toBe(409);
  });

  it('the demo bank statement is partly reconciled', async () => {
    const list = await t.json('GET', '/api/treasury/accounts', { cookie: accountant });
    const demoBank = list.body.items.find((a: { kind: string; ledgerAccount: { code: string } }) => a.kind === 'bank' && a.ledgerAccount.code === '110103');
    const detail = await t.json('GET', `/api/treasury/accounts/${demoBank.id}`, { cookie: accountant });
    expect(detail.body.statements).toHaveLength(1);
    expect(detail.body.statements[0]).toMatchObject({ lineCount: 5, matchedCount: 1 });
    const rec = (await t.json('GET', `/api/treasury/statements/${detail.body.statements[0].id}`, { cookie: accountant })).body;
    expect(rec.lines.filter((l: { suggestion: unknown }) => l.suggestion)).toHaveLength(2);
    expect(rec.difference).not.toBe('0.000');
  });

  it('the accountant writes; the employee reads only; the fleet manager neither reads nor writes', async () => {
    const body = { kind: 'cash', nameAr: 'صندوق فرعي' };
    for (const cookie of [fleet, employee]) {
      expect((await t.json('POST', '/api/treasury/accounts', { cookie, body })).status).toBe(403);
      expect((await t.json('POST', '/api/treasury/movements', { cookie, body: { kind: 'receipt', treasuryAccountId: bank.id, counterAccountId: revenue.id, amount: '1', description: 'x' } })).status).toBe(403);
      expect((await t.json('POST', `/api/treasury/accounts/${bank.id}/statements`, { cookie, body: { fileName: 'x.csv', content: csv(['a']), mapping: MAPPING } })).status).toBe(403);
    }
    expect((await t.json('GET', '/api/treasury/accounts', { cookie: employee })).status).toBe(200);
    expect((await t.json('GET', `/api/treasury/accounts/${bank.id}`, { cookie: employee })).status).toBe(200);
    expect((await t.json('GET', '/api/treasury/accounts', { cookie: fleet })).status).toBe(403);
    expect((await t.json('POST', '/api/treasury/accounts', { cookie: accountant, body })).status).toBe(201);
  });
});
