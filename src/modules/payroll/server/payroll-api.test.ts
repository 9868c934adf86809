// Payroll through the API (issue 19): the run of March 2025 (22 working days, Sunday–Thursday)
// from attendance, approved unpaid leave, salary structures and a loan reproduces hand-checked
// figures for three employees; a month is run once and an approved run never changes; the loan
// is repaid over its plan; an employee reads only their own approved payslips; who may run it.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../server/db/client';
import { startTestServer, type TestServer } from '../../../server/test/test-server';

let t: TestServer;
let admin: string;
let companyId: string;
const ids = { ahmad: '', basma: '', newcomer: '', centre: '' };

type Line = { kind: string; code: string; amount: string; sourceEn: string };
type Slip = { id: string; employeeId: string; gross: string; deductions: string; net: string; employerContributions: string; lines: Line[]; facts: Record<string, unknown> };
const post = async (path: string, body?: unknown, cookie = admin) => t.json('POST', path, { cookie, body, lang: 'en' });
const run = async (id: string) => (await t.json('GET', `/api/payroll/runs/${id}`, { cookie: admin })).body as { status: string; payslips: Slip[]; employeeCount: number };
const slipOf = (r: { payslips: Slip[] }, employeeId: string) => r.payslips.find((p) => p.employeeId === employeeId)!;
const lines = (s: Slip) => s.lines.map((l) => [l.kind, l.code, l.amount]);
type EntryLine = [code: string, debit: string, credit: string, costCenterId: string | null, partyId: string | null];
const entryLines = async (entryId: string) =>
  (await queryRows<{ code: string; debit: string; credit: string; centre: string | null; party: string | null }>(t.deps.handle.db, sql`select a.code, l.debit::text, l.credit::text, l.cost_center_id as centre, l.party_id as party from journal_entry_lines l join ledger_accounts a on a.id = l.account_id where l.entry_id = ${entryId} order by l.line_number`)).map(
    (l): EntryLine => [l.code, l.debit, l.credit, l.centre, l.party],
  );
const entryDate = async (entryId: string) => (await queryRows<{ d: string }>(t.deps.handle.db, sql`select entry_date::text as d from journal_entries where id = ${entryId}`))[0]!.d;

beforeAll(async () => {
  t = await startTestServer();
  admin = await t.signIn('admin@rental.masar.test');
  const db = t.deps.handle.db;
  const [company] = await queryRows<{ id: string }>(db, sql`select id from companies where business_type = 'car_rental' limit 1`);
  companyId = company!.id;
  const [ahmad] = await queryRows<{ id: string }>(db, sql`select e.id from employees e join users u on u.id = e.user_id where u.email = 'employee@rental.masar.test'`);
  const [basma] = await queryRows<{ id: string }>(db, sql`select id from employees where company_id = ${companyId} and id <> ${ahmad!.id} order by employee_number limit 1`);
  ids.ahmad = ahmad!.id;
  ids.basma = basma!.id;
  // Both employed well before March 2025 (the demo's dates are its own).
  await queryRows(db, sql`update employees set hire_date = '2020-01-05', termination_date = null where id in (${ids.ahmad}, ${ids.basma})`);
  const created = await post('/api/hr/employees', { firstName: 'Nasser', lastName: 'Al-Hajri', firstNameAr: 'ناصر', lastNameAr: 'الهاجري', hireDate: '2025-03-16', basicSalary: '440' });
  expect(created.status).toBe(201);
  ids.newcomer = created.body.id;

  // Ahmad, a Kuwaiti: 1,000 basic + 200 housing + 50 transport; at work every working day of
  // March but the 10th and 11th, 50 and 40 minutes late on the 12th and 13th, 10 hours on the 17th.
  expect((await t.json('PUT', `/api/payroll/employees/${ids.ahmad}/profile`, { cookie: admin, body: { nationality: 'KW', paymentMethod: 'bank_transfer', wpsPersonId: 'PIFSS-1001' } })).status).toBe(200);
  expect((await post(`/api/payroll/employees/${ids.ahmad}/structures`, { effectiveFrom: '2025-01-01', basic: '1000', housing: '200', transport: '50', reason: 'Annual review' })).status).toBe(201);
  const days = [2, 3, 4, 5, 6, 9, 12, 13, 16, 17, 18, 19, 20, 23, 24, 25, 26, 27, 30, 31];
  for (const d of days) {
    const day = `2025-03-${String(d).padStart(2, '0')}`;
    const late = d === 12 ? 50 : d === 13 ? 40 : 0;
    const hours = d === 17 ? '10.00' : '8.00';
    await queryRows(db, sql`insert into attendance_records (company_id, employee_id, attendance_date, check_in_time, status, late_minutes, total_hours) values (${companyId}, ${ids.ahmad}, ${day}, ${`${day}T05:00:00Z`}, ${late ? 'late' : 'present'}, ${late}, ${hours})`);
  }
  // Basma, not Kuwaiti: 600 + 100 housing + a 20 phone allowance, unpaid leave 23–25 March, a
  // loan of 300 repaid 100 a month from March.
  expect((await post(`/api/payroll/employees/${ids.basma}/structures`, { effectiveFrom: '2024-06-01', basic: '600', housing: '100', otherAllowances: [{ labelAr: 'بدل هاتف', labelEn: 'Phone', amount: '20' }] })).status).toBe(201);
  const [unpaid] = await queryRows<{ id: string }>(db, sql`select id from leave_types where company_id = ${companyId} and code = 'unpaid'`);
  await queryRows(db, sql`insert into leave_requests (company_id, request_number, employee_id, leave_type_id, start_date, end_date, days, status) values (${companyId}, 'LV-TEST-1', ${ids.basma}, ${unpaid!.id}, '2025-03-23', '2025-03-25', 3, 'approved')`);
  const loan = await post('/api/payroll/loans', { employeeId: ids.basma, kind: 'loan', amount: '300', instalment: '100', firstMonth: '2025-03', grantedOn: '2025-02-20', reason: 'Car repair' });
  expect(loan.status).toBe(201);
  expect(loan.body.loanNumber).toMatch(/^LN/);
  // Handed over by bank transfer: Dr employee advances / Cr the bank, on its day.
  expect(await entryLines(loan.body.journalEntryId)).toEqual([
    ['110204', '300.000', '0.000', null, ids.basma],
    ['110103', '0.000', '300.000', null, null],
  ]);
  // Ahmad's pay is charged to a cost centre; everyone else's to the company.
  const [centre] = await queryRows<{ id: string }>(db, sql`select id from cost_centers where company_id = ${companyId} and is_active order by code limit 1`);
  ids.centre = centre!.id;
  expect((await t.json('PUT', `/api/payroll/employees/${ids.ahmad}/profile`, { cookie: admin, body: { nationality: 'KW', paymentMethod: 'bank_transfer', wpsPersonId: 'PIFSS-1001', costCenterId: ids.centre } })).body.costCenterId).toBe(ids.centre);
});
afterAll(() => t?.stop());

describe('the run of a month', () => {
  let march: string;

  it('reproduces the hand-checked payslips of three employees, each line with its source', async () => {
    const created = await post('/api/payroll/runs', { month: '2025-03' });
    expect(created.status).toBe(201);
    expect(created.body.status).toBe('calculated');
    march = created.body.id;
    const r = await run(march);

    const ahmad = slipOf(r, ids.ahmad);
    expect(lines(ahmad)).toEqual([
      ['earning', 'basic', '1000.000'],
      ['earning', 'housing', '200.000'],
      ['earning', 'transport', '50.000'],
      ['deduction', 'absence', '113.636'], // 2 days × 1,250 ÷ 22
      ['deduction', 'late', '10.653'], // 90 minutes × 1,250 ÷ (22 × 8 × 60)
      ['earning', 'overtime', '12.019'], // 2 hours × 1.25 × 1,000 ÷ 26 ÷ 8
      ['deduction', 'si_pifss', '131.250'], // 10.5 % of 1,250
      ['employer', 'si_pifss', '143.750'], // 11.5 %
    ]);
    expect([ahmad.gross, ahmad.deductions, ahmad.net, ahmad.employerContributions]).toEqual(['1262.019', '255.539', '1006.480', '143.750']);
    expect(ahmad.facts).toMatchObject({ workingDays: 22, absentDays: 2, lateMinutes: 90, overtimeHours: '2.00', national: true });
    expect(ahmad.lines.find((l) => l.code === 'absence')!.sourceEn).toBe('2 days × (1250.000 ÷ 22 working days)');

    const basma = slipOf(r, ids.basma);
    expect(lines(basma)).toEqual([
      ['earning', 'basic', '600.000'],
      ['earning', 'housing', '100.000'],
      ['earning', 'allowance_1', '20.000'],
      ['deduction', 'unpaid_leave', '98.182'], // 3 days × 720 ÷ 22
      ['deduction', 'loan', '100.000'],
    ]);
    expect([basma.gross, basma.deductions, basma.net]).toEqual(['720.000', '198.182', '521.818']);

    const newcomer = slipOf(r, ids.newcomer);
    expect(lines(newcomer)).toEqual([['earning', 'basic', '240.000']]); // 440 × 12 of 22 days, from the HR record
    expect(newcomer.lines[0]!.sourceEn).toBe('12 of 22 working days (2025-03-16 – 2025-03-31)');
    expect(r.employeeCount).toBe(r.payslips.length);
  });

  it('runs a month once, never a month not started, and never changes an approved run', async () => {
    const again = await post('/api/payroll/runs', { month: '2025-03' });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('The run of 2025-03 already exists; recalculate it instead');
    const notStarted = await t.json('POST', '/api/payroll/runs', { cookie: admin, body: { month: '2099-01' } });
    expect(notStarted.status).toBe(409);
    expect(notStarted.body.error.message).toBe('لا يُحسب مسير شهر لم يبدأ بعد');

    expect((await post(`/api/payroll/runs/${march}/pay`, { paidOn: '2025-04-01' })).body.error.message).toBe('Approve the run before recording its payment');
    expect((await post(`/api/payroll/runs/${march}/recalculate`)).status).toBe(200);
    const approved = await post(`/api/payroll/runs/${march}/approve`);
    expect(approved.body.status).toBe('approved');
    // Ahmad and Basma (the demo's records of the employee and the admin) sign in to Masar: each is
    // mailed their own payslip's PDF (rendered when the mail is sent) with a link to their profile;
    // the newcomer has no account and gets none.
    const mails = await queryRows<{ to: string; subject: string; link: string; attachments: Array<{ kind: string; ref: string; filename: string }> }>(t.deps.handle.db, sql`select to_address as "to", subject, link, attachments from mail_outbox where kind = 'payslip' order by to_address`);
    const ready = ['قسيمة راتب شهر 2025-03 — Your payslip for 2025-03', 'http://localhost:3000/profile'];
    expect(mails.map((m) => [m.to, m.subject, m.link])).toEqual([['admin@rental.masar.test', ...ready], ['employee@rental.masar.test', ...ready]]);
    const slips = (await run(march)).payslips;
    const ahmadMail = mails.find((m) => m.to === 'employee@rental.masar.test')!;
    expect(ahmadMail.attachments).toEqual([expect.objectContaining({ kind: 'payroll.payslip_pdf', ref: slipOf({ payslips: slips }, ids.ahmad).id, filename: expect.stringMatching(/^payslip-.+-2025-03\.pdf$/) })]);
    // The accrual, on 31 March: Ahmad's costs on his cost centre (1,000 + 12.019 overtime − 113.636
    // absence − 10.653 late; 250 allowances; 143.750 employer insurance), the rest on the company.
    const accrual = await entryLines(approved.body.accrualEntryId);
    expect(await entryDate(approved.body.accrualEntryId)).toBe('2025-03-31');
    expect(accrual.filter((l) => l[3] === ids.centre)).toEqual([
      ['5201', '887.730', '0.000', ids.centre, null],
      ['5202', '250.000', '0.000', ids.centre, null],
      ['5204', '143.750', '0.000', ids.centre, null],
    ]);
    const r = await run(march);
    const total = (pick: (l: Line) => boolean) => r.payslips.flatMap((p) => p.lines.filter(pick)).reduce((n, l) => n + Math.round(Number(l.amount) * 1000), 0);
    const credited = (code: string) => accrual.filter((l) => l[0] === code).reduce((n, l) => n + Math.round(Number(l[2]) * 1000), 0);
    expect(credited('210201')).toBe(Math.round(Number(approved.body.net) * 1000));
    expect(credited('210203')).toBe(total((l) => l.code.startsWith('si_')));
    expect(accrual.filter((l) => l[0] === '110204')).toEqual([['110204', '0.000', '100.000', null, ids.basma]]);
    const sides = accrual.reduce((n, l) => n + Math.round(Number(l[1]) * 1000) - Math.round(Number(l[2]) * 1000), 0);
    expect(sides).toBe(0);
    const twice = await post(`/api/payroll/runs/${march}/approve`);
    expect(twice.status).toBe(409);
    expect(twice.body.error.message).toBe('The run is approved and cannot change; corrections go into the next month’s run');
    expect((await post(`/api/payroll/runs/${march}/recalculate`)).status).toBe(409);
    const future = await post(`/api/payroll/runs/${march}/pay`, { paidOn: '2099-04-01' });
    expect([future.status, future.body.error.fields.paidOn]).toEqual([400, 'A payment cannot be dated in the future']);
    const paid = await post(`/api/payroll/runs/${march}/pay`, { paidOn: '2025-04-01' });
    expect(paid.body).toMatchObject({ status: 'paid', paidOn: '2025-04-01' });
    // The payment clears the salaries payable against the bank and the cash box, by payment method.
    const payment = await entryLines(paid.body.paymentEntryId);
    expect(await entryDate(paid.body.paymentEntryId)).toBe('2025-04-01');
    expect(payment[0]).toEqual(['210201', approved.body.net, '0.000', null, null]);
    expect(payment.slice(1).map((l) => l[0]).sort()).toEqual(payment.length === 3 ? ['110101', '110103'] : ['110103']);
    expect((await run(march)).payslips.find((p) => p.employeeId === ids.ahmad)!.net).toBe('1006.480');
  });

  it('makes the bank transfer file of the approved run, once every employee paid by transfer has a valid IBAN', async () => {
    const file = (cookie = admin) => t.request('GET', `/api/payroll/runs/${march}/bank-file`, { cookie, lang: 'en' });
    await queryRows(t.deps.handle.db, sql`update employees set iban = null where id = ${ids.ahmad}`);
    await queryRows(t.deps.handle.db, sql`update employees set iban = 'KW81CBKU0000000000001234560102' where id = ${ids.newcomer}`);
    const refused = await file();
    expect(refused.status).toBe(409);
    const body = (await refused.json()) as { error: { message: string; fields: Record<string, string> } };
    const number = async (id: string) => (await queryRows<{ n: string }>(t.deps.handle.db, sql`select employee_number as n from employees where id = ${id}`))[0]!.n;
    expect(body.error.fields[await number(ids.ahmad)]).toBe('No IBAN');
    expect(body.error.fields[await number(ids.newcomer)]).toBe('The IBAN is not valid');
    expect(body.error.message).toMatch(/^No bank file: \d+ employees have no valid IBAN/);

    for (const id of [ids.ahmad, ids.newcomer]) expect((await t.json('PATCH', `/api/hr/employees/${id}`, { cookie: admin, body: { iban: 'KW81CBKU0000000000001234560101' } })).status).toBe(200);
    await queryRows(t.deps.handle.db, sql`update employees set iban = 'KW81CBKU0000000000001234560101' where company_id = ${companyId} and (iban is null or iban = '')`);
    const made = await file();
    expect([made.status, made.headers.get('content-type'), made.headers.get('content-disposition')]).toEqual([200, 'text/csv; charset=utf-8', 'attachment; filename="salaries-2025-03.csv"']);
    const rows = (await made.text()).replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(rows[0]).toBe('رقم الموظف Employee no.,الاسم Name,Name,البنك Bank,IBAN,المبلغ Amount,العملة Currency,المرجع Reference');
    const ahmadNumber = await number(ids.ahmad);
    expect(rows.find((r) => r.startsWith(`${ahmadNumber},`))).toMatch(/,KW81CBKU0000000000001234560101,1006\.480,KWD,SAL 2025-03 /);
    // Only employees paid by transfer, each once; the sales agent may not have it.
    const r = await run(march);
    expect(rows.length - 1).toBeLessThanOrEqual(r.payslips.length);
    expect((await file(await t.signIn('sales@rental.masar.test'))).status).toBe(403);
  });

  it('repays the loan over its plan, then takes nothing more', async () => {
    for (const month of ['2025-04', '2025-05', '2025-06']) {
      const r = await post('/api/payroll/runs', { month });
      expect(r.status, month).toBe(201);
      const loanLines = slipOf(await run(r.body.id), ids.basma).lines.filter((l) => l.code === 'loan');
      expect(loanLines.map((l) => l.amount), month).toEqual(month === '2025-06' ? [] : ['100.000']);
    }
    const pay = (await t.json('GET', `/api/payroll/employees/${ids.basma}`, { cookie: admin })).body;
    expect(pay.loans).toEqual([]);
    expect(pay.current).toMatchObject({ basic: '600.000', housing: '100.000', fromHrRecord: false });
    expect(pay.history[0]).toMatchObject({ effectiveFrom: '2024-06-01', basic: '600.000' });
    // The staff list: today's structure, the national, what is still owed.
    const staff = (await t.json('GET', '/api/payroll/employees', { cookie: admin })).body.items as Array<{ employeeId: string; national: boolean; fixedPay: string; loanBalance: string; fromHrRecord: boolean }>;
    const row = (id: string) => staff.find((e) => e.employeeId === id)!;
    expect(row(ids.ahmad)).toMatchObject({ national: true, fixedPay: '1250.000', loanBalance: '0.000' });
    expect(row(ids.basma)).toMatchObject({ national: false, fixedPay: '720.000', loanBalance: '0.000' });
    expect(row(ids.newcomer)).toMatchObject({ fixedPay: '440.000', fromHrRecord: true });
  });
});

describe('who sees payroll', () => {
  it('shows an employee only their own payslips of approved runs', async () => {
    const cookie = await t.signIn('employee@rental.masar.test');
    const mine = (await t.json('GET', '/api/payroll/my-payslips', { cookie })).body.items as Array<Slip & { month: string }>;
    expect(mine.map((p) => p.month)).toEqual(['2025-03']); // April to June are only calculated
    expect((await t.json('GET', `/api/payroll/payslips/${mine[0]!.id}`, { cookie })).status).toBe(200);
    const pdf = await t.request('GET', `/api/payroll/payslips/${mine[0]!.id}/pdf`, { cookie });
    expect([pdf.status, pdf.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
    const r = (await t.json('GET', '/api/payroll/runs', { cookie: admin })).body.items as Array<{ id: string; month: string }>;
    const march = await run(r.find((x) => x.month === '2025-03')!.id);
    expect((await t.json('GET', `/api/payroll/payslips/${slipOf(march, ids.basma).id}`, { cookie })).status).toBe(404);
    expect((await t.request('GET', `/api/payroll/payslips/${slipOf(march, ids.basma).id}/pdf`, { cookie })).status).toBe(404);
    expect((await t.json('GET', '/api/payroll/runs', { cookie })).status).toBe(403);
  });

  it('is for the admin, the manager and the accountant; the sales agent is refused', async () => {
    expect((await t.json('GET', '/api/payroll/runs', { cookie: await t.signIn('accountant@rental.masar.test') })).status).toBe(200);
    expect((await t.json('GET', '/api/payroll/runs', { cookie: await t.signIn('manager@rental.masar.test') })).status).toBe(200);
    expect((await t.json('GET', '/api/payroll/runs', { cookie: await t.signIn('sales@rental.masar.test') })).status).toBe(403);
    expect((await t.json('POST', '/api/payroll/runs', { cookie: await t.signIn('fleet@rental.masar.test'), body: { month: '2025-07' } })).status).toBe(403);
  });

  it('refuses bad input in the caller’s language, writing nothing', async () => {
    const counts = async () => (await queryRows<{ loans: number; structures: number }>(t.deps.handle.db, sql`select (select count(*)::int from employee_loans) as loans, (select count(*)::int from salary_structures) as structures`))[0];
    const before = await counts();
    const bad = await t.json('POST', '/api/payroll/loans', { cookie: admin, lang: 'ar', body: { employeeId: ids.basma, kind: 'loan', amount: '100', instalment: '150', firstMonth: '2025-07' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.instalment).toBe('القسط أكبر من مبلغ السلفة');
    const early = await post('/api/payroll/loans', { employeeId: ids.basma, kind: 'advance', amount: '100', instalment: '50', firstMonth: '2025-01', grantedOn: '2025-02-10' });
    expect([early.status, early.body.error.fields.firstMonth]).toEqual([400, 'The first instalment cannot be before the month the loan is granted']);
    const later = await post('/api/payroll/loans', { employeeId: ids.basma, kind: 'advance', amount: '100', instalment: '50', firstMonth: '2099-01', grantedOn: '2099-01-01' });
    expect([later.status, later.body.error.fields.grantedOn]).toEqual([400, 'A loan cannot be dated in the future']);
    const centre = await t.json('PUT', `/api/payroll/employees/${ids.basma}/profile`, { cookie: admin, lang: 'en', body: { nationality: null, paymentMethod: 'cash', costCenterId: '00000000-0000-4000-8000-000000000000' } });
    expect([centre.status, centre.body.error.fields.costCenterId]).toEqual([400, 'The cost centre does not exist or is inactive']);
    const dup = await post(`/api/payroll/employees/${ids.basma}/structures`, { effectiveFrom: '2024-06-01', basic: '1' });
    expect(dup.status).toBe(409);
    expect(await counts()).toEqual(before);
  });
});

describe('payroll reports', () => {
  const report = async (path: string, cookie = admin) => t.json('GET', `/api/payroll/reports/${path}`, { cookie, lang: 'en' });
  type Row = { cells: Record<string, string | { ar: string; en: string } | null> };
  const en = (cell: Row['cells'][string] | undefined) => (cell && typeof cell === 'object' ? cell.en : cell);
  const thousandths = (v: string | null | undefined) => Math.round(Number(v ?? 0) * 1000);

  it('the register, the cost and social insurance of March 2025 agree with its payslips and its entry', async () => {
    const runs = (await t.json('GET', '/api/payroll/runs', { cookie: admin })).body.items as Array<{ id: string; month: string; net: string; accrualEntryId: string }>;
    const march = runs.find((r) => r.month === '2025-03')!;
    const slips = (await run(march.id)).payslips;
    const accrual = await entryLines(march.accrualEntryId);

    const register = (await report('register?month=2025-03')).body as { subtitle: { en: string }; rows: Row[]; totals: Row[] };
    expect(register.subtitle.en).toBe('2025-03 — Paid');
    expect(register.rows).toHaveLength(slips.length);
    const ahmad = register.rows.find((r) => en(r.cells.name) === 'Ahmad Al-Shammari')!;
    expect([ahmad.cells.gross, ahmad.cells.deductions, ahmad.cells.net, ahmad.cells.employer]).toEqual(['1262.019', '255.539', '1006.480', '143.750']);
    expect(register.totals[0]!.cells.net).toBe(march.net);

    // The cost is what the accrual debited: Ahmad's cost centre on its own row, the total equal to the entry's debits.
    const cost = (await report('cost?month=2025-03')).body as { rows: Row[]; totals: Row[] };
    const centreRow = cost.rows.find((r) => en(r.cells.centre) !== 'Company')!;
    expect([centreRow.cells.count, centreRow.cells.salaries, centreRow.cells.allowances, centreRow.cells.employer, centreRow.cells.cost]).toEqual(['1', '887.730', '250.000', '143.750', '1281.480']);
    expect(thousandths(cost.totals[0]!.cells.cost as string)).toBe(accrual.reduce((n, l) => n + thousandths(l[1]), 0));

    // Social insurance: March's two shares are what the accrual credited to the insurance payable.
    const insurance = (await report('social-insurance?year=2025')).body as { rows: Row[] };
    const marchRow = insurance.rows.find((r) => r.cells.code === '2025-03')!;
    expect(thousandths(marchRow.cells.total as string)).toBe(accrual.filter((l) => l[0] === '210203').reduce((n, l) => n + thousandths(l[2]), 0));
    expect(thousandths(marchRow.cells.employee as string)).toBe(slips.flatMap((p) => p.lines.filter((l) => l.code.startsWith('si_') && l.kind === 'deduction')).reduce((n, l) => n + thousandths(l.amount), 0));
  });

  it('the end-of-service liability as of a day: each employee’s gratuity if the service ended then', async () => {
    // Ahmad, hired 5 January 2020, 1,250 a month on 31 March 2025: 1,913 days; 15 days' wage a year
    // for the first five years and 26 (a month) after: 1,250 ÷ 26 × (75 + 26 × 88 ÷ 365) = 3,907.139.
    const eos = (await report('end-of-service?asOf=2025-03-31')).body as { rows: Row[]; totals: Row[] };
    const ahmad = eos.rows.find((r) => en(r.cells.name) === 'Ahmad Al-Shammari')!;
    expect([ahmad.cells.hired, ahmad.cells.wage, ahmad.cells.amount]).toEqual(['2020-01-05', '1250.000', '3907.139']);
    expect(thousandths(eos.totals[0]!.cells.amount as string)).toBe(eos.rows.reduce((n, r) => n + Math.round(Number(r.cells.amount) * 1000), 0));
  });

  it('downloads each report as Excel and PDF; refuses a bad period and the sales agent', async () => {
    const xlsx = await t.request('GET', '/api/payroll/reports/register?month=2025-03&format=xlsx', { cookie: admin });
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers.get('content-disposition')).toContain('payroll-register-2025-03.xlsx');
    expect(Buffer.from(await xlsx.arrayBuffer()).subarray(0, 2).toString()).toBe('PK');
    const pdf = await t.request('GET', '/api/payroll/reports/end-of-service?asOf=2025-03-31&format=pdf', { cookie: admin });
    expect(pdf.headers.get('content-type')).toContain('application/pdf');
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 4).toString()).toBe('%PDF');
    const bad = await report('cost?month=2025-13');
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.month).toBeTruthy();
    expect((await report('register?month=2025-03', await t.signIn('sales@rental.masar.test'))).status).toBe(403);
  });
});
