// Traffic fines through HTTP as the Kuwaiti rental company's people: capture matched to the
// renter at the boundaries (hand-over, return, a minute after, two renters in one day, the
// company's clock), a person's match, recharge by invoice and from the held deposit with the
// admin fee, payments to the authority, the ledger line by line, and who may do what.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../server/db/client';
import { startTestServer, type TestServer } from '../../../server/test/test-server';

let t: TestServer;
let admin: string;
let fleet: string;
let vehicleId: string;
let otherVehicleId: string;
let contractA: string;
let contractB: string;

async function make(path: string, body: unknown, cookie = admin) {
  const res = await t.json('POST', path, { cookie, body });
  if (res.status !== 201) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

async function ok(method: string, path: string, body?: unknown, cookie = admin) {
  const res = await t.json(method, path, { cookie, body });
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

type Row = [code: string, debit: string, credit: string];
async function entryLines(sourceId: string, event: string): Promise<Row[]> {
  const rows = await queryRows<{ id: string }>(t.deps.handle.db, sql`select id from journal_entries where source_id = ${sourceId} and event = ${event}`);
  expect(rows, `${event} of ${sourceId} posts exactly once`).toHaveLength(1);
  const detail = await ok('GET', `/api/finance/journal-entries/${rows[0]!.id}`);
  return detail.lines.map((l: { accountCode: string; debit: string; credit: string }) => [l.accountCode, l.debit, l.credit]);
}

const customer = (civilId: string, nameAr: string) => make('/api/customers', { nameAr, phone: `+965 6${civilId.slice(-7)}`, civilId, licenseNumber: 'DL-7', licenseExpiry: '2040-01-01' });

/** A contract of `vehicle` handed over and (optionally) returned at Kuwait wall-clock times. */
let odometer = 1000;
async function rental(vehicle: string, customerId: string, out: string, back: string | null) {
  const c = await make('/api/contracts', { customerId, vehicleId: vehicle, startAt: `${out}:00+03:00`, rateUnit: 'day', duration: 1, depositAmount: '100' });
  await ok('POST', `/api/contracts/${c.id}/reserve`);
  await ok('POST', `/api/contracts/${c.id}/handover`, { odometer: (odometer += 100), fuel: 8, at: `${out}:00+03:00` });
  if (back) await ok('POST', `/api/contracts/${c.id}/return`, { odometer: (odometer += 100), fuel: 8, at: `${back}:00+03:00` });
  return c.id as string;
}

const fine = (violationNumber: string, violatedAt: string, amount = '20', vehicle = vehicleId, cookie = admin) => t.json('POST', '/api/traffic-violations', { cookie, body: { violationNumber, vehicleId: vehicle, violatedAt, amount, location: 'الدائري الخامس', violationType: 'تجاوز السرعة', authority: 'الإدارة العامة للمرور' } });

beforeAll(async () => {
  t = await startTestServer();
  admin = await t.signIn('admin@rental.masar.test');
  fleet = await t.signIn('fleet@rental.masar.test');
  vehicleId = (await make('/api/fleet/vehicles', { plateNumber: '31 77001', make: 'Nissan', model: 'Sunny', year: 2025, dailyRate: '9', depositAmount: '100', odometer: 1000 })).id;
  otherVehicleId = (await make('/api/fleet/vehicles', { plateNumber: '31 77002', make: 'Kia', model: 'Rio', year: 2025, dailyRate: '8', odometer: 1000 })).id;
  const a = await customer('291010100101', 'مشعل العتيبي');
  const b = await customer('291010100102', 'دانة الرشيدي');
  // Two renters of one car on 10 May 2025 (Kuwait): A 08:00–12:00, B from 15:00, still out.
  contractA = await rental(vehicleId, a.id, '2025-05-10T08:00', '2025-05-10T12:00');
  contractB = await rental(vehicleId, b.id, '2025-05-10T15:00', null);
});
afterAll(() => t?.stop());

describe('capture and matching', () => {
  it('matches at hand-over and at return, not a minute after, and the right one of two renters that day', async () => {
    const cases = [
      ['M-1', '2025-05-10T08:00', contractA],
      ['M-2', '2025-05-10T12:00', contractA],
      ['M-3', '2025-05-10T12:01', null],
      ['M-4', '2025-05-10T16:30', contractB],
      ['M-5', '2025-05-10T07:59', null],
    ] as const;
    for (const [number, at, contractId] of cases) {
      const res = await fine(number, at);
      expect(res.status, number).toBe(201);
      expect(res.body, number).toMatchObject({ contractId, responsible: contractId ? 'customer' : 'company', matchReason: contractId ? 'within_contract' : 'no_contract', matchedBy: 'auto', status: 'pending', violatedLocal: at.replace('T', ' '), amount: '20.000' });
    }
    const m4 = (await t.json('GET', '/api/traffic-violations?search=M-4', { cookie: admin })).body.items[0];
    expect(m4).toMatchObject({ customerNameAr: 'دانة الرشيدي', matchDetail: { contractNumber: expect.stringMatching(/^CON-/) } });
  });

  it('reads the typed time on the company clock (Kuwait), not the server’s or UTC', async () => {
    // 14:00 Kuwait falls between the two rentals; read as UTC it would be 17:00 Kuwait, B's.
    const res = await fine('TZ-1', '2025-05-10T14:00');
    expect(res.body).toMatchObject({ responsible: 'company', violatedAt: '2025-05-10T11:00:00.000Z', violatedLocal: '2025-05-10 14:00' });
  });

  it('refuses a second fine with the same number, in Arabic and English, and a bad time', async () => {
    const again = await fine('M-1', '2025-05-10T08:00');
    expect(again).toMatchObject({ status: 409, body: { error: { code: 'violation_number_taken', message: 'المخالفة رقم M-1 مسجلة من قبل' } } });
    const en = await t.json('POST', '/api/traffic-violations', { cookie: admin, lang: 'en', body: { violationNumber: 'X-1', vehicleId, violatedAt: '2025-02-30T10:00', amount: '5' } });
    expect(en.status).toBe(400);
    expect(en.body.error.fields.violatedAt).toBe('Invalid date and time');
  });

  it('charges a fine outside every rental to the driver of the dispatch permit out with the car then', async () => {
    const range = 'startAt=2025-07-01T08:00:00%2B03:00&endAt=2025-07-01T12:00:00%2B03:00';
    const driverId = (await ok('GET', `/api/dispatch-permits/availability?${range}`, undefined, fleet)).drivers[0].id as string;
    const permit = await make('/api/dispatch-permits', { vehicleId: otherVehicleId, driverId, purpose: 'delivery', purposeAr: 'توصيل', startAt: '2025-07-01T08:00:00+03:00', endAt: '2025-07-01T12:00:00+03:00' }, fleet);
    // Pending, the permit has not let the car out: the company answers.
    expect((await fine('DPF-0', '2025-07-01T09:00', '20', otherVehicleId)).body).toMatchObject({ responsible: 'company', matchReason: 'no_contract' });
    await ok('POST', `/api/dispatch-permits/${permit.id}/approve`, {}, fleet);
    const inside = await fine('DPF-1', '2025-07-01T10:30', '20', otherVehicleId);
    expect(inside.body).toMatchObject({ responsible: 'employee', matchReason: 'within_permit', contractId: null, customerId: null, matchDetail: { contractNumber: permit.permitNumber } });
    const [stored] = await queryRows<{ employeeId: string }>(t.deps.handle.db, sql`select employee_id as "employeeId" from traffic_violations where id = ${inside.body.id}`);
    expect(stored!.employeeId).toBe(driverId);
    expect((await fine('DPF-2', '2025-07-01T12:30', '20', otherVehicleId)).body).toMatchObject({ responsible: 'company' });
  });

  it('lets a person change the match with a note, refuses another vehicle’s contract, and runs the rule again', async () => {
    const m3 = (await t.json('GET', '/api/traffic-violations?search=M-3', { cookie: admin })).body.items[0];
    const moved = await ok('POST', `/api/traffic-violations/${m3.id}/match`, { to: 'contract', contractId: contractA, note: 'تأخر في التسليم حسب الكاميرا' }, fleet);
    expect(moved).toMatchObject({ contractId: contractA, responsible: 'customer', matchReason: 'person', matchedBy: 'person', matchDetail: { note: 'تأخر في التسليم حسب الكاميرا' } });
    const other = await make('/api/customers', { nameAr: 'بدر', phone: '+965 6000 7003', civilId: '291010100103', licenseNumber: 'DL', licenseExpiry: '2040-01-01' });
    const foreign = await rental(otherVehicleId, other.id, '2025-06-01T09:00', '2025-06-02T09:00');
    const wrong = await t.json('POST', `/api/traffic-violations/${m3.id}/match`, { cookie: fleet, body: { to: 'contract', contractId: foreign } });
    expect(wrong).toMatchObject({ status: 400, body: { error: { code: 'contract_other_vehicle' } } });
    const back = await ok('POST', `/api/traffic-violations/${m3.id}/match`, { to: 'auto' }, fleet);
    expect(back).toMatchObject({ contractId: null, responsible: 'company', matchReason: 'no_contract', matchedBy: 'auto' });
  });
});

describe('recharge to the renter', () => {
  it('from the held deposit with a fixed admin fee: one invoice paid by the deposit, posted', async () => {
    expect(await ok('PUT', '/api/traffic-violations/settings', { kind: 'fixed', value: '5' }, fleet)).toEqual({ kind: 'fixed', value: '5.000' });
    const m4 = (await t.json('GET', '/api/traffic-violations?search=M-4', { cookie: admin })).body.items[0];
    const done = await ok('POST', `/api/traffic-violations/${m4.id}/recharge`, { method: 'deposit' }, fleet);
    // The fleet staff are told (issue 17), not the person who did it.
    const told = await queryRows<{ email: string; title_ar: string }>(t.deps.handle.db, sql`select u.email, n.title_ar from user_notifications n join users u on u.id = n.user_id where n.data->>'relatedId' = ${m4.id} order by u.email`);
    expect(told.map((r) => r.email)).toContain('admin@rental.masar.test');
    expect(told.map((r) => r.email)).not.toContain('fleet@rental.masar.test');
    expect(told[0]!.title_ar).toContain('تم تحميل المخالفة');
    expect(done.fine).toMatchObject({ status: 'recharged', rechargeMethod: 'deposit', rechargeFee: '5.000', rechargeTotal: '25.000', rechargeInvoiceNumber: done.invoice.invoiceNumber });
    expect(done.invoice.total).toBe('25.000');
    const invoice = await ok('GET', `/api/billing/invoices/${done.invoice.id}`);
    expect(invoice).toMatchObject({ kind: 'fines', status: 'paid', paidAmount: '25.000' });
    expect(await entryLines(done.invoice.id, 'issued')).toEqual([['110201', '25.000', '0.000'], ['4106', '0.000', '25.000']]);
    expect(await entryLines(done.paymentId, 'deposit_applied')).toEqual([['210402', '25.000', '0.000'], ['110201', '0.000', '25.000']]);
    const contract = await ok('GET', `/api/contracts/${contractB}`);
    expect(contract).toMatchObject({ depositApplied: '25.000', depositStatus: 'held' });
    // Recharged once only.
    expect((await t.json('POST', `/api/traffic-violations/${m4.id}/recharge`, { cookie: fleet, body: { method: 'invoice' } })).body.error.code).toBe('fine_not_rechargeable');
  });

  it('refuses a deduction larger than the deposit left, writing nothing', async () => {
    const big = await fine('BIG-1', '2025-05-11T09:00', '90');
    expect(big.body.contractId).toBe(contractB);
    const before = await queryRows<{ n: string }>(t.deps.handle.db, sql`select count(*)::text as n from invoices where contract_id = ${contractB}`);
    const refused = await t.json('POST', `/api/traffic-violations/${big.body.id}/recharge`, { cookie: fleet, body: { method: 'deposit' } });
    expect(refused).toMatchObject({ status: 409, body: { error: { code: 'deposit_insufficient', message: 'التأمين المتبقي على العقد (75.000) لا يكفي' } } });
    const after = await queryRows<{ n: string }>(t.deps.handle.db, sql`select count(*)::text as n from invoices where contract_id = ${contractB}`);
    expect(after).toEqual(before);
    expect((await ok('GET', `/api/traffic-violations/${big.body.id}`)).status).toBe('pending');
  });

  it('by invoice with a percentage fee; a company fine cannot be recharged', async () => {
    await ok('PUT', '/api/traffic-violations/settings', { kind: 'percent', value: '10' }, fleet);
    const m1 = (await t.json('GET', '/api/traffic-violations?search=M-1', { cookie: admin })).body.items[0];
    await ok('POST', `/api/traffic-violations/${m1.id}/confirm`, undefined, fleet);
    const done = await ok('POST', `/api/traffic-violations/${m1.id}/recharge`, { method: 'invoice' }, fleet);
    expect(done.fine).toMatchObject({ status: 'recharged', rechargeMethod: 'invoice', rechargeFee: '2.000', rechargeTotal: '22.000' });
    expect(done.paymentId).toBeNull();
    const invoice = await ok('GET', `/api/billing/invoices/${done.invoice.id}`);
    expect(invoice).toMatchObject({ kind: 'fines', status: 'pending', total: '22.000', contractId: contractA });
    expect(invoice.lines.map((l: { code: string; total: string }) => [l.code, l.total])).toEqual([['fines', '20.000'], ['fines', '2.000']]);
    expect(await entryLines(done.invoice.id, 'issued')).toEqual([['110201', '22.000', '0.000'], ['4106', '0.000', '22.000']]);
    const m5 = (await t.json('GET', '/api/traffic-violations?search=M-5', { cookie: admin })).body.items[0];
    expect((await t.json('POST', `/api/traffic-violations/${m5.id}/recharge`, { cookie: fleet, body: { method: 'invoice' } })).body.error.code).toBe('fine_needs_renter');
  });

  it('gives the renter a notice of a recharged fine as a PDF letter; a company fine has none', async () => {
    const m1 = (await t.json('GET', '/api/traffic-violations?search=M-1', { cookie: admin })).body.items[0];
    const notice = await t.request('GET', `/api/traffic-violations/${m1.id}/notice`, { cookie: fleet });
    expect(notice.status).toBe(200);
    expect(notice.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await notice.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
    const m5 = (await t.json('GET', '/api/traffic-violations?search=M-5', { cookie: admin })).body.items[0];
    const none = await t.json('GET', `/api/traffic-violations/${m5.id}/notice`, { cookie: fleet, lang: 'en' });
    expect(none).toMatchObject({ status: 409, body: { error: { code: 'fine_needs_renter' } } });
    expect(none.body.error.message).toMatch(/match it first/);
  });
});

describe('payments to the authority', () => {
  it('partial then full, posted Dr unrecovered fines / Cr cash or bank; over-payment refused; totals follow', async () => {
    const m5 = (await t.json('GET', '/api/traffic-violations?search=M-5', { cookie: admin })).body.items[0];
    const first = await make('/api/traffic-violation-payments', { violationId: m5.id, amount: '7.5', method: 'cash', paidOn: '2025-05-20', reference: 'MOI-881' }, fleet);
    expect(first).toMatchObject({ amount: '7.500', method: 'cash', paidOn: '2025-05-20', violationNumber: 'M-5', paymentNumber: expect.stringMatching(/^TFP-/) });
    expect(await entryLines(first.id, 'paid')).toEqual([['5110', '7.500', '0.000'], ['110101', '0.000', '7.500']]);
    const over = await t.json('POST', '/api/traffic-violation-payments', { cookie: fleet, body: { violationId: m5.id, amount: '13', method: 'bank_transfer' } });
    expect(over).toMatchObject({ status: 400, body: { error: { code: 'fine_payment_exceeds' } } });
    const rest = await make('/api/traffic-violation-payments', { violationId: m5.id, amount: '12.5', method: 'bank_transfer', paidOn: '2025-05-21' }, fleet);
    expect(await entryLines(rest.id, 'paid')).toEqual([['5110', '12.500', '0.000'], ['110103', '0.000', '12.500']]);
    expect(await ok('GET', `/api/traffic-violations/${m5.id}`)).toMatchObject({ status: 'paid', paidAmount: '20.000', outstanding: '0.000', payments: [{ amount: '7.500' }, { amount: '12.500' }] });

    // The recharged M-4 paid too: it is not "unrecovered". The totals over this car's fines:
    const m4 = (await t.json('GET', '/api/traffic-violations?search=M-4', { cookie: admin })).body.items[0];
    await make('/api/traffic-violation-payments', { violationId: m4.id, amount: '20', method: 'cash', paidOn: '2025-05-21' }, fleet);
    const list = await ok('GET', `/api/traffic-violations?vehicleId=${vehicleId}&pageSize=50`);
    // M-1…M-5 and TZ-1 at 20 + BIG-1 at 90 = 210; paid 40 (M-5 and M-4); unrecovered = M-5's 20; recharged 25 + 22.
    expect(list.totals).toEqual({ count: 7, amount: '210.000', outstanding: '170.000', unrecovered: '20.000', recharged: '47.000' });
    expect(list.counts).toMatchObject({ recharged: 2, paid: 1 });
    const payments = await ok('GET', `/api/traffic-violation-payments?search=M-5`);
    expect(payments.items.map((p: { amount: string }) => p.amount)).toEqual(['12.500', '7.500']);
  });
});

describe('who may do what', () => {
  it('the fleet manager writes, the accountant cannot, the employee reads', async () => {
    const created = await fine('P-1', '2025-07-01T10:00', '10', vehicleId, fleet);
    expect(created.status).toBe(201);
    const accountant = await t.signIn('accountant@rental.masar.test');
    expect((await fine('P-2', '2025-07-01T10:00', '10', vehicleId, accountant)).status).toBe(403);
    expect((await t.json('POST', '/api/traffic-violation-payments', { cookie: accountant, body: { violationId: created.body.id, amount: '1', method: 'cash' } })).status).toBe(403);
    const employee = await t.signIn('employee@rental.masar.test');
    expect((await t.json('GET', `/api/traffic-violations/${created.body.id}`, { cookie: employee })).status).toBe(200);
    expect((await t.json('GET', '/api/traffic-violation-payments', { cookie: employee })).status).toBe(200);
    expect((await t.json('POST', `/api/traffic-violations/${created.body.id}/confirm`, { cookie: employee })).status).toBe(403);
    expect((await t.json('PUT', '/api/traffic-violations/settings', { cookie: employee, body: { kind: 'none' } })).status).toBe(403);
  });
});
