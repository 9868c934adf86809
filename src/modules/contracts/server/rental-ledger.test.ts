// The rental flow's journal entries, line by line, in a KWD company (3 decimals) and a QAR
// company (0 decimals): quotation → contract → hand-over (rental invoiced, deposit held) →
// return with extra kilometres and a damage (charges invoiced) → partial payment → close (the
// deposit pays the damage, the rest is refunded). Every event posts once, in its own request.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../server/db/client';
import { startTestServer, type TestServer } from '../../../server/test/test-server';

let t: TestServer;

type Row = [code: string, debit: string, credit: string];

/** The lines of the entry a source's event posted, as the API shows them (currency decimals). */
async function entryLines(cookie: string, sourceId: string, event: string): Promise<Row[]> {
  const rows = await queryRows<{ id: string }>(t.deps.handle.db, sql`select id from journal_entries where source_id = ${sourceId} and event = ${event}`);
  expect(rows, `${event} of ${sourceId} posts exactly once`).toHaveLength(1);
  const detail = await t.json('GET', `/api/finance/journal-entries/${rows[0]!.id}`, { cookie });
  expect(detail.status).toBe(200);
  return detail.body.lines.map((l: { accountCode: string; debit: string; credit: string }) => [l.accountCode, l.debit, l.credit]);
}

async function make(cookie: string, path: string, body: unknown) {
  const res = await t.json('POST', path, { cookie, body });
  if (res.status !== 201) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t?.stop());

// The same flow priced in each currency; `z` is zero as the currency writes it.
const CASES = [
  {
    currency: 'KWD',
    email: 'admin@rental.masar.test',
    z: '0.000',
    vehicle: { dailyRate: '15.750', depositAmount: '100' },
    extra: '2.5',
    discount: '1',
    extraKmRate: '0.075',
    damage: '35',
    // 3 days × 15.750 = 47.250 + 2.500 extra − 1.000 discount = 48.750; 150 km × 0.075 = 11.250.
    expected: {
      rental: [['110201', '48.750', '0.000'], ['5303', '1.000', '0.000'], ['4101', '0.000', '47.250'], ['4201', '0.000', '2.500']],
      deposit: [['110101', '100.000', '0.000'], ['210402', '0.000', '100.000']],
      charges: [['110201', '46.250', '0.000'], ['4102', '0.000', '11.250'], ['4105', '0.000', '35.000']],
      payment: [['110104', '60.000', '0.000'], ['110201', '0.000', '48.750'], ['110201', '0.000', '11.250']],
      applied: [['210402', '35.000', '0.000'], ['110201', '0.000', '35.000']],
      refunded: [['210402', '65.000', '0.000'], ['110101', '0.000', '65.000']],
    },
    paid: '60',
  },
  {
    currency: 'QAR',
    email: 'admin@realestate.masar.test',
    z: '0',
    vehicle: { dailyRate: '450', depositAmount: '1000' },
    extra: '25',
    discount: '50',
    extraKmRate: '1',
    damage: '700',
    // 3 × 450 = 1350 + 25 − 50 = 1325; 150 km × 1 = 150. The real-estate chart books extra
    // kilometres as other revenue (4201) and damages on its own account (4106).
    expected: {
      rental: [['110201', '1325', '0'], ['5303', '50', '0'], ['4101', '0', '1350'], ['4201', '0', '25']],
      deposit: [['110101', '1000', '0'], ['210402', '0', '1000']],
      charges: [['110201', '850', '0'], ['4201', '0', '150'], ['4106', '0', '700']],
      payment: [['110104', '1475', '0'], ['110201', '0', '1325'], ['110201', '0', '150']],
      applied: [['210402', '700', '0'], ['110201', '0', '700']],
      refunded: [['210402', '300', '0'], ['110101', '0', '300']],
    },
    paid: '1475',
  },
] as const;

describe('the rental flow posts to the ledger', () => {
  for (const c of CASES) {
    it(`in ${c.currency}: rental, deposit, charges, partial payment, deposit applied and refunded`, async () => {
      const admin = await t.signIn(c.email);
      const vehicle = await make(admin, '/api/fleet/vehicles', { plateNumber: `LEDGER ${c.currency}`, make: 'Toyota', model: 'Camry', year: 2024, odometer: 12000, ...c.vehicle });
      const customer = await make(admin, '/api/customers', { nameAr: 'سالم الهاجري', nameEn: 'Salem Al-Hajri', phone: '+965 5555 0101', civilId: '290020200001', licenseNumber: 'DL-9', licenseExpiry: '2035-01-01' });
      // The rental is in the past (a hand-over cannot be in the future); the quotation must still be valid today to be sent.
      const quotation = await make(admin, '/api/quotations', { customerId: customer.id, vehicleId: vehicle.id, startDate: '2025-03-01', rateUnit: 'day', duration: 3, extras: [{ description: 'مقعد أطفال', amount: c.extra }], discount: c.discount, validUntil: '2099-12-31' });
      const sent = await t.json('POST', `/api/quotations/${quotation.id}/send`, { cookie: admin });
      const token = new URL(sent.body.approvalUrl).searchParams.get('token')!;
      expect((await t.json('POST', `/api/public/quotations/${token}/decision`, { body: { decision: 'approve' } })).status).toBe(200);
      const converted = await t.json('POST', `/api/quotations/${quotation.id}/convert`, { cookie: admin, body: { startAt: '2025-03-01T09:00:00+03:00', kmAllowancePerDay: 200, extraKmRate: c.extraKmRate } });
      expect(converted.status).toBe(200);
      const contractId = converted.body.contractId as string;

      const handover = await t.json('POST', `/api/contracts/${contractId}/handover`, { cookie: admin, body: { odometer: 12000, fuel: 8, at: '2025-03-01T09:00:00+03:00' } });
      expect(handover.body).toMatchObject({ status: 'active', depositStatus: 'held' });
      // Back on time with a full tank: 750 km against 600 allowed, and a scratch.
      const returned = await t.json('POST', `/api/contracts/${contractId}/return`, { cookie: admin, body: { odometer: 12750, fuel: 8, at: '2025-03-04T09:00:00+03:00', inspection: { checklist: [], damages: [{ description: 'خدش في الباب', amount: c.damage }] } } });
      expect(returned.body.charges.lines.map((l: { code: string }) => l.code)).toEqual(['extra_km', 'damage']);
      const invoices = (await t.json('GET', `/api/contracts/${contractId}`, { cookie: admin })).body.invoices as Array<{ id: string; kind: string; total: string }>;
      const [rental, charges] = [invoices.find((i) => i.kind === 'rental')!, invoices.find((i) => i.kind === 'return_charges')!];

      // The customer pays the rental and the kilometres; the damage is left for the deposit.
      const extraKm = c.expected.charges[1][2];
      const payment = await make(admin, '/api/billing/payments', { customerId: customer.id, contractId, paymentDate: '2025-03-04', method: 'card', amount: c.paid, allocations: [{ invoiceId: rental.id, amount: rental.total }, { invoiceId: charges.id, amount: extraKm }] });
      expect(payment.unallocated).toBe(c.z);
      // Every amount in the currency's decimals, also what the receipt has refunded (nothing yet).
      expect(payment.refundedAmount).toBe(c.z);
      const contractPayments = (await t.json('GET', `/api/contracts/${contractId}`, { cookie: admin })).body.payments as { id: string; amount: string; refundedAmount: string }[];
      expect(contractPayments.find((p) => p.id === payment.id)).toMatchObject({ amount: payment.amount, refundedAmount: c.z });
      const closed = await t.json('POST', `/api/contracts/${contractId}/close`, { cookie: admin });
      expect(closed.body).toMatchObject({ depositApplied: c.expected.applied[0][1], depositRefunded: c.expected.refunded[0][1], balance: c.z });
      const depositPayment = (await t.json('GET', `/api/billing/payments?contractId=${contractId}`, { cookie: admin })).body.items.find((p: { method: string }) => p.method === 'deposit');

      expect(await entryLines(admin, rental.id, 'issued')).toEqual(c.expected.rental);
      expect(await entryLines(admin, contractId, 'deposit_held')).toEqual(c.expected.deposit);
      expect(await entryLines(admin, charges.id, 'issued')).toEqual(c.expected.charges);
      expect(await entryLines(admin, payment.id, 'received')).toEqual(c.expected.payment);
      expect(await entryLines(admin, depositPayment.id, 'deposit_applied')).toEqual(c.expected.applied);
      expect(await entryLines(admin, contractId, 'deposit_refunded')).toEqual(c.expected.refunded);

      // The flow leaves the customer owing nothing and the company holding no deposit of theirs.
      const [net] = await queryRows<{ receivable: string; held: string }>(
        t.deps.handle.db,
        sql`select coalesce(sum(l.debit - l.credit) filter (where a.code = '110201'), 0)::text as receivable, coalesce(sum(l.credit - l.debit) filter (where a.code = '210402'), 0)::text as held
            from journal_entry_lines l join ledger_accounts a on a.id = l.account_id where l.party_id = ${customer.id}`,
      );
      expect(net).toEqual({ receivable: '0.000', held: '0.000' });
    });
  }
});
