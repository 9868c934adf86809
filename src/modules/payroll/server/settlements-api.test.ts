// Final settlement through the API (issue 19): Ahmad, hired 10 January 2021 on 1,000 basic + 200
// housing + 50 transport (not Kuwaiti: no social insurance), leaves on 15 April 2025 owing a loan
// of 300. Hand-checked (Kuwait, Labour Law 6 of 2010):
//   service 10 Jan 2021 – 15 Apr 2025 = 1,557 days; gratuity 1,250 ÷ 26 × 15 × 1,557 ÷ 365 = 3,076.264
//   April: 11 of 22 working days (Sun–Thu) → 500 + 100 + 25 = 625.000
//   leave: 30 days a year × 105 ÷ 365 days = 8.63 → 8.5 days × 1,250 ÷ 26 = 408.654
//   total 625 + 3,076.264 + 408.654 − 300 = 3,809.918
// Recording it posts the entry, closes the loan (even with April's first instalment in a run still
// awaiting approval), ends the employment and signs him out; the April run is figured again
// without him; the PDF prints; it is paid once.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../server/db/client';
import { startTestServer, type TestServer } from '../../../server/test/test-server';

let t: TestServer;
let admin: string;
let ahmad = '';
let ahmadCookie = '';
let settlementId = '';

const post = (path: string, body?: unknown, cookie = admin) => t.json('POST', path, { cookie, body, lang: 'en' });
const entryLines = async (entryId: string) =>
  (await queryRows<{ code: string; debit: string; credit: string; party: string | null }>(t.deps.handle.db, sql`select a.code, l.debit::text, l.credit::text, l.party_id as party from journal_entry_lines l join ledger_accounts a on a.id = l.account_id where l.entry_id = ${entryId} order by l.line_number`)).map((l) => [l.code, l.debit, l.credit, l.party]);
/** Ahmad's settlements: the demo already holds one (Rashid's resignation, EOS-00001). */
const ahmadsSettlements = async () => ((await t.json('GET', '/api/payroll/settlements', { cookie: admin })).body.items as Array<{ employeeId: string }>).filter((s) => s.employeeId === ahmad);
const leaving = (extra: Record<string, unknown> = {}) => ({ employeeId: ahmad, reason: 'termination', lastDay: '2025-04-15', ...extra });

beforeAll(async () => {
  t = await startTestServer();
  admin = await t.signIn('admin@rental.masar.test');
  ahmadCookie = await t.signIn('employee@rental.masar.test');
  const db = t.deps.handle.db;
  const [row] = await queryRows<{ id: string }>(db, sql`select e.id from employees e join users u on u.id = e.user_id where u.email = 'employee@rental.masar.test'`);
  ahmad = row!.id;
  await queryRows(db, sql`update employees set hire_date = '2021-01-10', termination_date = null where id = ${ahmad}`);
  await queryRows(db, sql`delete from employee_loans where employee_id = ${ahmad}`);
  expect((await t.json('PUT', `/api/payroll/employees/${ahmad}/profile`, { cookie: admin, body: { nationality: null, paymentMethod: 'bank_transfer' } })).status).toBe(200);
  expect((await post(`/api/payroll/employees/${ahmad}/structures`, { effectiveFrom: '2025-01-01', basic: '1000', housing: '200', transport: '50' })).status).toBe(201);
  expect((await post('/api/payroll/loans', { employeeId: ahmad, kind: 'loan', amount: '300', instalment: '100', firstMonth: '2025-04', grantedOn: '2025-04-01' })).status).toBe(201);
});
afterAll(() => t?.stop());

describe('an employee’s end of service', () => {
  it('is figured line by line before anything is written', async () => {
    const res = await post('/api/payroll/settlements/preview', leaving());
    expect(res.status).toBe(200);
    expect(res.body.lastMonth).toBe('2025-04');
    expect(res.body.unusedLeaveDays).toBe('8.5');
    expect(res.body.lines.map((l: { code: string; amount: string }) => [l.code, l.amount])).toEqual([
      ['last_month', '625.000'],
      ['gratuity', '3076.264'],
      ['leave', '408.654'],
      ['loan', '-300.000'],
    ]);
    expect(res.body.gratuity).toMatchObject({ serviceDays: 1557, why: 'due', wage: '1250.000' });
    expect(res.body.total).toBe('3809.918');
    // Resigning after 4.27 years keeps half the gratuity (art. 53); the leave days can be given.
    const resigned = await post('/api/payroll/settlements/preview', leaving({ reason: 'resignation', unusedLeaveDays: '10' }));
    expect(resigned.body.lines.find((l: { code: string }) => l.code === 'gratuity').amount).toBe('1538.132');
    expect(resigned.body.lines.find((l: { code: string }) => l.code === 'leave').amount).toBe('480.769');
    // Nothing written: he is still active and signed in.
    expect((await t.request('GET', '/api/me', { cookie: ahmadCookie })).status).toBe(200);
    expect(await ahmadsSettlements()).toHaveLength(0);
  });

  it('refuses bad input with a clear reason, writing nothing', async () => {
    const future = await post('/api/payroll/settlements/preview', leaving({ lastDay: '2999-01-31' }));
    expect(future.status).toBe(400);
    expect(future.body.error.fields.lastDay).toBeTruthy();
    const early = await post('/api/payroll/settlements', leaving({ lastDay: '2020-12-31' }));
    expect(early.status).toBe(400);
    expect(early.body.error.fields.lastDay).toBeTruthy();
    expect((await post('/api/payroll/settlements', leaving({ reason: 'fired' }))).status).toBe(400);
    expect((await post('/api/payroll/settlements', leaving({ unusedLeaveDays: '2.3' }))).status).toBe(400);
    // A run of March awaiting approval must be approved first; it is named, in Arabic too.
    const march = await post('/api/payroll/runs', { month: '2025-03' });
    expect(march.status).toBe(201);
    const unpaid = await post('/api/payroll/settlements', leaving());
    expect(unpaid.status).toBe(409);
    expect(unpaid.body.error.message).toContain('2025-03');
    const arabic = await t.json('POST', '/api/payroll/settlements', { cookie: admin, body: leaving(), lang: 'ar' });
    expect(arabic.body.error.message).toContain('اعتمده');
    expect((await post(`/api/payroll/runs/${march.body.id}/approve`)).status).toBe(200);
    // Once March's approved run has paid him, his last day cannot be in February.
    const paidAfter = await post('/api/payroll/settlements/preview', leaving({ lastDay: '2025-02-28' }));
    expect(paidAfter.status).toBe(409);
    expect(paidAfter.body.error.code).toBe('payroll_settlement_paid_after');
    expect(paidAfter.body.error.message).toContain('2025-03');
    // April's run, awaiting approval, takes his first instalment: the settlement still takes back
    // the whole 300 (below), and recording it figures April's run again without him.
    const april = await post('/api/payroll/runs', { month: '2025-04' });
    expect(april.status).toBe(201);
    const aprilSlips = (await t.json('GET', `/api/payroll/runs/${april.body.id}`, { cookie: admin })).body.payslips as Array<{ employeeId: string; lines: Array<{ code: string; amount: string }> }>;
    expect(aprilSlips.find((p) => p.employeeId === ahmad)!.lines.find((l) => l.code === 'loan')!.amount).toBe('100.000');
    expect((await post('/api/payroll/settlements/preview', leaving())).body.total).toBe('3809.918');
    // An admin cannot settle themselves; the sales agent cannot settle anyone.
    const [own] = await queryRows<{ id: string }>(t.deps.handle.db, sql`select e.id from employees e join users u on u.id = e.user_id where u.email = 'admin@rental.masar.test'`);
    expect((await post('/api/payroll/settlements', leaving({ employeeId: own!.id }))).status).toBe(409);
    const sales = await t.signIn('sales@rental.masar.test');
    expect((await post('/api/payroll/settlements/preview', leaving(), sales)).status).toBe(403);
    expect((await t.json('GET', '/api/payroll/settlements', { cookie: sales })).status).toBe(403);
    expect(await ahmadsSettlements()).toHaveLength(0);
  });

  it('is recorded once: posted, the loan closed, the employee inactive and signed out', async () => {
    const res = await post('/api/payroll/settlements', leaving({ notes: 'End of contract term' }));
    expect(res.status).toBe(201);
    settlementId = res.body.id;
    expect(res.body).toMatchObject({ settlementNumber: 'EOS-00002', status: 'settled', total: '3809.918', lastDay: '2025-04-15', hireDate: '2021-01-10' });
    // Dr the last month as a run's accrual, the gratuity and the leave; Cr the loan and the net payable.
    expect(await entryLines(res.body.journalEntryId)).toEqual([
      ['5201', '500.000', '0.000', null],
      ['5202', '125.000', '0.000', null],
      ['210201', '0.000', '625.000', null],
      ['5203', '3076.264', '0.000', null],
      ['5201', '408.654', '0.000', null],
      ['110204', '0.000', '300.000', ahmad],
      ['210201', '0.000', '3184.918', null],
    ]);
    const [entry] = await queryRows<{ d: string }>(t.deps.handle.db, sql`select entry_date::text as d from journal_entries where id = ${res.body.journalEntryId}`);
    expect(entry!.d).toBe('2025-04-15');
    // The loan is repaid by the settlement; the employee is inactive from the last day, without access.
    const pay = (await t.json('GET', `/api/payroll/employees/${ahmad}`, { cookie: admin })).body;
    expect(pay.loans).toHaveLength(0);
    const employee = (await t.json('GET', `/api/hr/employees/${ahmad}`, { cookie: admin })).body;
    expect(employee).toMatchObject({ isActive: false, terminationDate: '2025-04-15', hasSystemAccess: false });
    expect((await t.request('GET', '/api/me', { cookie: ahmadCookie })).status).toBe(401);
    // Twice is refused.
    expect((await post('/api/payroll/settlements', leaving())).status).toBe(409);
    expect((await post('/api/payroll/settlements/preview', leaving())).body.error.code).toBe('payroll_settlement_exists');
  });

  it('leaves the employee out of the run of the month it paid', async () => {
    const runs = (await t.json('GET', '/api/payroll/runs', { cookie: admin })).body.items as Array<{ id: string; month: string }>;
    const detail = (await t.json('GET', `/api/payroll/runs/${runs.find((r) => r.month === '2025-04')!.id}`, { cookie: admin })).body;
    expect(detail.payslips.some((p: { employeeId: string }) => p.employeeId === ahmad)).toBe(false);
    expect(detail.payslips.length).toBeGreaterThan(0);
  });

  it('prints as a PDF and is paid once, on or after the last day', async () => {
    const pdf = await t.request('GET', `/api/payroll/settlements/${settlementId}/pdf`, { cookie: admin });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toContain('application/pdf');
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 4).toString()).toBe('%PDF');
    expect((await post(`/api/payroll/settlements/${settlementId}/pay`, { paidOn: '2025-04-10' })).status).toBe(400);
    expect((await post(`/api/payroll/settlements/${settlementId}/pay`, { paidOn: '2999-01-01' })).status).toBe(400);
    const paid = await post(`/api/payroll/settlements/${settlementId}/pay`, { paidOn: '2025-04-20' });
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ status: 'paid', paidOn: '2025-04-20' });
    expect(await entryLines(paid.body.paymentEntryId)).toEqual([
      ['210201', '3809.918', '0.000', null],
      ['110103', '0.000', '3809.918', null],
    ]);
    expect((await post(`/api/payroll/settlements/${settlementId}/pay`, { paidOn: '2025-04-21' })).status).toBe(409);
    const list = (await t.json('GET', '/api/payroll/settlements', { cookie: admin })).body.items;
    expect(list.map((s: { settlementNumber: string; status: string; nameEn: string }) => [s.settlementNumber, s.status, s.nameEn])).toEqual([
      ['EOS-00001', 'settled', 'Rashid Al-Khaldi'],
      ['EOS-00002', 'paid', 'Ahmad Al-Shammari'],
    ]);
  });
});
