// Receivables aging: buckets by days past due, per customer, through the API with its
// permission; and, property-based (fast-check, fixed seed), the aging total equals the
// receivables account balance on every date checked, over random chronological sequences of
// invoices, payments (over-payments included), deposits held and applied, and cancellations,
// posted through billing's and contracts' own services. Each sequence runs in one transaction
// that is rolled back, on a customer of its own, so sequences do not see each other.
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Tx } from '../../../../server/db/client';
import { withTenant } from '../../../../server/tenancy/with-tenant';
import { startTestServer, type TestServer } from '../../../../server/test/test-server';
import { fromMinorUnits, type CurrencyCode } from '../../../../core/money';
import { bouncePayment, cancelInvoice, createInvoice, recordPayment } from '../../../billing/server';
import { customers } from '../../../customers/server/tables';
import { postDepositHeld } from '../../../contracts/server/ledger-events';
import { agingReport, bucketOf } from './aging';

let t: TestServer;
let accountant: string;
const companies: Record<'kwd' | 'qar', { id: string; currency: CurrencyCode }> = {} as never;
class Rollback extends Error {}

const day = (n: number) => new Date(Date.UTC(2090, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await startTestServer();
  accountant = await t.signIn('accountant@rental.masar.test');
  for (const [key, type] of [['kwd', 'car_rental'], ['qar', 'real_estate']] as const) {
    const [row] = await queryRows<{ id: string; currency: CurrencyCode }>(t.deps.handle.db, sql`select id, currency from companies where business_type = ${type}`);
    companies[key] = row!;
  }
});
afterAll(() => t?.stop());

describe('bucketOf', () => {
  it('puts not-yet-due and up to 30 days in 0–30, then 31–60, 61–90, 90+', () => {
    expect([-5, 0, 30, 31, 60, 61, 90, 91, 400].map(bucketOf)).toEqual(['0_30', '0_30', '0_30', '31_60', '31_60', '61_90', '61_90', '90_plus', '90_plus']);
  });
});

describe('GET /api/finance/reports/aging', () => {
  it('ages a customer’s open invoices as of a date, beside the receivables account; not for the sales agent or the fleet manager', async () => {
    const admin = await t.signIn('admin@rental.masar.test');
    const customer = (await t.json('POST', '/api/customers', { cookie: admin, body: { nameAr: 'مؤسسة الأعمار', phone: '+965 9444 5555', civilId: '299900004444' } })).body;
    const invoice = (due: string, amount: string) => t.json('POST', '/api/billing/invoices', { cookie: admin, body: { customerId: customer.id, issueDate: '2089-01-01', dueDate: due, lines: [{ description: 'إيجار', quantity: '1', unitPrice: amount }] } });
    await invoice('2089-01-01', '10'); // 120 days past due on 2089-05-01
    const partly = (await invoice('2089-03-15', '20')).body; // 47 days
    await invoice('2089-05-10', '5.5'); // not yet due
    await t.json('POST', '/api/billing/payments', { cookie: admin, body: { customerId: customer.id, paymentDate: '2089-04-01', method: 'cash', amount: '8', allocations: [{ invoiceId: partly.id, amount: '8' }] } });
    // Paid after the date: still owed on it.
    await t.json('POST', '/api/billing/payments', { cookie: admin, body: { customerId: customer.id, paymentDate: '2089-06-01', method: 'cash', amount: '2', allocations: [{ invoiceId: partly.id, amount: '2' }] } });

    const res = await t.json('GET', `/api/finance/reports/aging?asOf=2089-05-01&customerId=${customer.id}`, { cookie: accountant });
    expect(res.status).toBe(200);
    expect(res.body.customers).toHaveLength(1);
    expect(res.body.customers[0]).toMatchObject({ nameAr: 'مؤسسة الأعمار', buckets: { '0_30': '5.500', '31_60': '12.000', '61_90': '0.000', '90_plus': '10.000' }, total: '27.500' });
    expect(res.body.customers[0].invoices.map((i: { daysPastDue: number; balance: string }) => [i.daysPastDue, i.balance])).toEqual([[120, '10.000'], [47, '12.000'], [-9, '5.500']]);
    expect(res.body).toMatchObject({ currency: 'KWD', totals: { total: '27.500' }, receivablesAccount: { code: '110201', balance: '27.500' }, difference: '0.000', reconciled: true });
    const before = await t.json('GET', `/api/finance/reports/aging?asOf=2088-12-31&customerId=${customer.id}`, { cookie: accountant });
    expect(before.body).toMatchObject({ customers: [], totals: { total: '0.000' }, receivablesAccount: { balance: '0.000' } });

    for (const email of ['sales@rental.masar.test', 'fleet@rental.masar.test']) {
      const cookie = await t.signIn(email);
      expect((await t.json('GET', '/api/finance/reports/aging?asOf=2089-05-01', { cookie })).status, email).toBe(403);
    }
    const bad = await t.json('GET', '/api/finance/reports/aging?asOf=2089-02-30', { cookie: accountant });
    expect(bad.status).toBe(400);
  });

  it('reconciles the demo company’s whole book on dates across its data', async () => {
    const [range] = await queryRows<{ first: string; last: string }>(t.deps.handle.db, sql`select min(issue_date)::text as first, max(issue_date)::text as last from invoices where company_id = ${companies.kwd.id}`);
    const first = Date.parse(`${range!.first}T00:00:00Z`);
    const span = Date.parse(`${range!.last}T00:00:00Z`) - first;
    for (const f of [0, 0.25, 0.5, 0.75, 1]) {
      const asOf = new Date(first + Math.round((span * f) / 86_400_000) * 86_400_000).toISOString().slice(0, 10);
      const res = await t.json('GET', `/api/finance/reports/aging?asOf=${asOf}`, { cookie: accountant });
      expect(res.body.totals.total, asOf).toBe(res.body.receivablesAccount.balance);
      expect(res.body.reconciled, asOf).toBe(true);
    }
  });
});

type Command =
  | { kind: 'invoice'; gap: number; dueIn: number; amount: number; discount: boolean }
  | { kind: 'payment'; gap: number; amount: number; method: 'cash' | 'card' | 'bank_transfer' | 'cheque' }
  | { kind: 'bounce'; gap: number; pick: number }
  | { kind: 'deposit'; gap: number; amount: number; apply: number }
  | { kind: 'cancel'; gap: number; pick: number };

const command: fc.Arbitrary<Command> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('invoice' as const), gap: fc.nat(20), dueIn: fc.nat(45), amount: fc.integer({ min: 1, max: 400_000 }), discount: fc.boolean() }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('payment' as const), gap: fc.nat(20), amount: fc.integer({ min: 1, max: 500_000 }), method: fc.constantFrom('cash' as const, 'card' as const, 'bank_transfer' as const, 'cheque' as const) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('bounce' as const), gap: fc.nat(10), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('deposit' as const), gap: fc.nat(10), amount: fc.integer({ min: 1, max: 200_000 }), apply: fc.integer({ min: 1, max: 200_000 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('cancel' as const), gap: fc.nat(10), pick: fc.nat() }) },
);

async function run(key: 'kwd' | 'qar', commands: Command[]) {
  const { id: companyId, currency } = companies[key];
  const money = (minor: number) => fromMinorUnits(BigInt(minor), currency);
  await withTenant(t.deps.handle.db, { companyId, userId: null }, async (tx: Tx) => {
    const [customer] = await tx.insert(customers).values({ companyId, customerNumber: `AGE-${crypto.randomUUID().slice(0, 8)}`, nameAr: 'عميل التقادم', phone: '+965 5000 0000' }).returning();
    const customerId = customer!.id;
    const dates: string[] = [];
    const invoices: Array<{ id: string; paid: boolean }> = [];
    const cheques: string[] = [];
    let today = 0;
    for (const c of commands) {
      today += c.gap; // chronological, like a real book: nothing is dated before what came earlier
      const date = day(today);
      dates.push(date);
      if (c.kind === 'invoice') {
        const amount = money(c.amount);
        const inv = await createInvoice(tx, { companyId, customerId, kind: 'other', issueDate: date, dueDate: day(today + c.dueIn), currency, lines: [{ code: 'fuel', description: 'وقود', quantity: '1', unitPrice: amount }], discount: c.discount ? money(Math.floor(c.amount / 10)) : '0', userId: null });
        invoices.push({ id: inv.id, paid: false });
      } else if (c.kind === 'payment') {
        const { payment } = await recordPayment(tx, { companyId, customerId, paymentDate: date, method: c.method, amount: money(c.amount), currency, userId: null });
        if (c.method === 'cheque') cheques.push(payment.id);
        const touched = await queryRows<{ invoice_id: string }>(tx, sql`select invoice_id from payment_allocations where payment_id = ${payment.id}`);
        for (const inv of invoices) if (touched.some((r) => r.invoice_id === inv.id)) inv.paid = true;
      } else if (c.kind === 'deposit') {
        // A deposit taken, then part of it applied to what the customer owes (as a contract's close does).
        await postDepositHeld(tx, { id: crypto.randomUUID(), companyId, contractNumber: 'CON-AGE', customerId }, money(c.amount), { date, userId: null });
        const [owed] = await queryRows<{ due: string }>(tx, sql`select coalesce(sum(total - paid_amount), 0)::text as due from invoices where customer_id = ${customerId} and status in ('pending', 'partially_paid')`);
        const apply = Math.min(c.apply, c.amount);
        if (Number(owed!.due) > 0) {
          const { payment } = await recordPayment(tx, { companyId, customerId, paymentDate: date, method: 'deposit', amount: money(apply), currency, userId: null });
          const touched = await queryRows<{ invoice_id: string }>(tx, sql`select invoice_id from payment_allocations where payment_id = ${payment.id}`);
          for (const inv of invoices) if (touched.some((r) => r.invoice_id === inv.id)) inv.paid = true;
        }
      } else if (c.kind === 'bounce') {
        // The bank returns a collected cheque: what it paid is owed again from this day.
        if (cheques.length) await bouncePayment(tx, cheques.splice(c.pick % cheques.length, 1)[0]!, { date, reason: 'رصيد غير كافٍ', userId: null });
      } else {
        const open = invoices.filter((i) => !i.paid);
        if (open.length) {
          const target = open[c.pick % open.length]!;
          await cancelInvoice(tx, target.id, { date, userId: null });
          target.paid = true;
        }
      }
    }
    for (const asOf of [day(-1), ...dates, day(today + 45), day(today + 200)]) {
      const mine = await agingReport(tx, { companyId, asOf, customerId, currency });
      expect(mine.totals.total, `${key} ${asOf}: the customer's aging = its receivables`).toBe(mine.receivablesAccount.balance);
      const all = await agingReport(tx, { companyId, asOf, currency });
      expect(all.reconciled, `${key} ${asOf}: the company's aging = the receivables account`).toBe(true);
    }
    throw new Rollback();
  }).catch((e: unknown) => {
    if (!(e instanceof Rollback)) throw e;
  });
}

describe('the aging report agrees with the receivables account', () => {
  for (const key of ['kwd', 'qar'] as const) {
    it(`on every date of random sequences in ${key.toUpperCase()}`, async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 14 }), (commands) => run(key, commands)),
        { seed: 20261125, numRuns: 15 },
      );
    });
  }
});
