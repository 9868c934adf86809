// The money of a lease, at the service level with a fixed "today" so every figure is exact:
// the schedule per frequency with pro-rata ends summing to the total in QAR and KWD, activation
// (deposit held, agency fee, due rent billed on its own dates), late fees after the grace days,
// payments and cheques (held, deposited, bounced), renewal, early termination with the deposit
// settled, and the owner's monthly settlement — each journal entry line by line.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Tx } from '../../../server/db/client';
import { moneyOut, sumMoney } from '../../../core/money';
import { companyOf, inCompany, makeOwner, makeProperty } from '../../../server/test/estate-fixtures';
import { startTestServer, type TestServer } from '../../../server/test/test-server';
import { AppError } from '../../../server/http/errors';
import { agingReport } from '../../finance/server/reports/aging';
import { runLeaseDay } from './daily';
import { bounceCheque, depositCheque, recordLeasePayment } from './payments';
import { createLease, installmentStates, renewLease, terminateLease, type Who } from './service';

let t: TestServer;
let estate: Awaited<ReturnType<typeof companyOf>>;
let rental: Awaited<ReturnType<typeof companyOf>>;

beforeAll(async () => {
  t = await startTestServer();
  estate = await companyOf(t, 'admin@realestate.masar.test');
  rental = await companyOf(t, 'admin@rental.masar.test');
});
afterAll(() => t?.stop());

type Line = [code: string, debit: string, credit: string];

async function lines(tx: Tx, currency: 'QAR' | 'KWD', source: { type: string; id: string; event: string }): Promise<Line[]> {
  const rows = await queryRows<{ code: string; debit: string; credit: string }>(
    tx,
    sql`select a.code, l.debit::text, l.credit::text from journal_entries e join journal_entry_lines l on l.entry_id = e.id join ledger_accounts a on a.id = l.account_id
        where e.source_type = ${source.type} and e.source_id = ${source.id} and e.event = ${source.event} order by l.line_number`,
  );
  return rows.map((r) => [r.code, moneyOut(r.debit, currency)!, moneyOut(r.credit, currency)!]);
}

async function invoiceLines(tx: Tx, invoiceId: string, currency: 'QAR' | 'KWD') {
  return lines(tx, currency, { type: 'invoice', id: invoiceId, event: 'issued' });
}

async function customerIn(tx: Tx, companyId: string, name: string) {
  const [row] = await queryRows<{ id: string }>(tx, sql`insert into customers (company_id, customer_number, name_ar, phone) values (${companyId}, ${`T-${name}-${Date.now() % 1e6}`}, ${name}, ${`+974 5${Math.floor(Math.random() * 1e7)}`}) returning id`);
  return row!.id;
}

const who = (c: typeof estate, today: string): Who => ({ companyId: c.companyId, userId: c.userId, today, currency: c.currency });

describe('the rent schedule of a lease', () => {
  it('is made for each frequency with pro-rata ends and sums to the total exactly, in QAR and KWD', async () => {
    for (const company of [estate, rental]) {
      await inCompany(t, company, async (tx) => {
        const tenant = await customerIn(tx, company.companyId, 'مستأجر الجدول');
        for (const [frequency, rent] of [['monthly', '4750'], ['quarterly', '333.333'], ['semi_annual', '1200'], ['annual', '999.999']] as const) {
          const property = await makeProperty(tx, company.companyId);
          const lease = await createLease(tx, { propertyId: property.id, customerId: tenant, startDate: '2026-01-20', endDate: '2027-03-09', monthlyRent: rent, paymentFrequency: frequency, paymentDay: 1 }, who(company, '2026-01-10'));
          const schedule = await installmentStates(tx, lease.id);
          expect(lease.status).toBe('draft');
          expect(schedule[0]).toMatchObject({ periodStart: '2026-01-20', periodEnd: '2026-01-31', dueDate: '2026-01-20', prorated: true });
          expect(schedule.at(-1)!.periodEnd).toBe('2027-03-09');
          expect(schedule.at(-1)!.prorated).toBe(true);
          expect(sumMoney(schedule.map((s) => s.amount))).toBe(sumMoney([lease.totalRent]));
        }
      });
    }
  });

  it('refuses an end before the start, a payment day past the 28th and a blacklisted tenant, writing nothing', async () => {
    await inCompany(t, estate, async (tx) => {
      const property = await makeProperty(tx, estate.companyId);
      const tenant = await customerIn(tx, estate.companyId, 'مستأجر');
      const refusal = async (input: Record<string, unknown>) => {
        try {
          await createLease(tx, { propertyId: property.id, customerId: tenant, startDate: '2026-05-01', monthlyRent: '5000', paymentFrequency: 'monthly', ...input }, who(estate, '2026-05-01'));
        } catch (error) {
          return error instanceof AppError ? { code: error.code, fields: error.fields } : error;
        }
        return null;
      };
      expect(await refusal({ endDate: '2026-04-30' })).toEqual({ code: 'validation_failed', fields: { endDate: 'lease_end_before_start' } });
      expect(await refusal({ paymentDay: 30 })).toEqual({ code: 'validation_failed', fields: { paymentDay: 'invalid_payment_day' } });
      await tx.execute(sql`update customers set is_blacklisted = true, blacklist_reason = 'شيكات مرتجعة' where id = ${tenant}`);
      expect(await refusal({})).toEqual({ code: 'tenant_blacklisted', fields: undefined });
    });
  });
});

describe('a lease’s money on the ledger (QAR, the real-estate chart)', () => {
  it('activation holds the deposit, invoices the agency fee and bills the rent already due on its own dates', async () => {
    await inCompany(t, estate, async (tx) => {
      const property = await makeProperty(tx, estate.companyId, { usage: 'commercial', propertyType: 'office' });
      const tenant = await customerIn(tx, estate.companyId, 'شركة المكتب');
      const lease = await createLease(tx, { propertyId: property.id, customerId: tenant, startDate: '2026-02-01', termMonths: 12, monthlyRent: '12000', paymentFrequency: 'quarterly', securityDeposit: '24000', commissionAmount: '6000', activate: true }, who(estate, '2026-05-15'));
      expect(lease.status).toBe('active');
      expect(await lines(tx, 'QAR', { type: 'lease', id: lease.id, event: 'deposit_held' })).toEqual([['110101', '24000', '0'], ['210402', '0', '24000']]);
      const states = await installmentStates(tx, lease.id);
      // Feb and May are due by 15 May; Aug and Nov wait for their day.
      expect(states.map((s) => s.status)).toEqual(['billed', 'billed', 'scheduled', 'scheduled']);
      const [feb] = await queryRows<{ issue: string; code: string }>(tx, sql`select i.issue_date::text as issue, l.code from invoices i join invoice_lines l on l.invoice_id = i.id where i.id = ${states[0]!.invoiceId}`);
      expect(feb).toEqual({ issue: '2026-02-01', code: 'rent_commercial' });
      expect(await invoiceLines(tx, states[1]!.invoiceId!, 'QAR')).toEqual([['110201', '36000', '0'], ['4102', '0', '36000']]);
      const [fee] = await queryRows<{ id: string }>(tx, sql`select i.id from invoices i join invoice_lines l on l.invoice_id = i.id where i.lease_id = ${lease.id} and l.code = 'lease_commission'`);
      expect(await invoiceLines(tx, fee!.id, 'QAR')).toEqual([['110201', '6000', '0'], ['4107', '0', '6000']]);
      const [{ status }] = (await queryRows<{ status: string }>(tx, sql`select status from properties where id = ${property.id}`)) as [{ status: string }];
      expect(status).toBe('rented');
    });
  });

  it('charges one late fee from the day after the grace days, by the lease’s rule, and never twice', async () => {
    await inCompany(t, estate, async (tx) => {
      const property = await makeProperty(tx, estate.companyId);
      const tenant = await customerIn(tx, estate.companyId, 'مستأجر متأخر');
      const lease = await createLease(tx, { propertyId: property.id, customerId: tenant, startDate: '2026-03-01', termMonths: 12, monthlyRent: '8000', graceDays: 5, lateFeeType: 'percent', lateFeeValue: '2.5', activate: true }, who(estate, '2026-03-01'));
      const fees = async () => queryRows<{ id: string; issue: string; total: string }>(tx, sql`select i.id, i.issue_date::text as issue, i.total::text from invoices i join invoice_lines l on l.invoice_id = i.id where i.lease_id = ${lease.id} and l.code = 'late_fee'`);
      await runLeaseDay(tx, who(estate, '2026-03-06'));
      expect(await fees()).toHaveLength(0);
      const day = await runLeaseDay(tx, who(estate, '2026-03-07'));
      expect(day.lateFees).toBeGreaterThanOrEqual(1);
      const [fee] = await fees();
      expect(fee).toMatchObject({ issue: '2026-03-07', total: '200.000' });
      expect(await invoiceLines(tx, fee!.id, 'QAR')).toEqual([['110201', '200', '0'], ['4104', '0', '200']]);
      await runLeaseDay(tx, who(estate, '2026-03-20'));
      expect(await fees()).toHaveLength(1);
      // Paid within the grace days: no fee for April.
      await runLeaseDay(tx, who(estate, '2026-04-01'));
      await recordLeasePayment(tx, lease.id, { method: 'cash', amount: '16200', date: '2026-04-03' }, who(estate, '2026-04-03'));
      await runLeaseDay(tx, who(estate, '2026-04-30'));
      expect(await fees()).toHaveLength(1);
    });
  });

  it('a post-dated cheque is held until its date; deposited it pays its instalment; bounced, the rent is owed again and the receipt reversed', async () => {
    await inCompany(t, estate, async (tx) => {
      const property = await makeProperty(tx, estate.companyId);
      const tenant = await customerIn(tx, estate.companyId, 'مستأجر الشيكات');
      const lease = await createLease(tx, { propertyId: property.id, customerId: tenant, startDate: '2026-06-01', termMonths: 12, monthlyRent: '7000', activate: true }, who(estate, '2026-06-01'));
      const states = await installmentStates(tx, lease.id);
      const held = await recordLeasePayment(tx, lease.id, { method: 'cheque', amount: '7000', date: '2026-06-01', installmentIds: [states[1]!.id], cheque: { chequeNumber: '000123', bankName: 'QNB', chequeDate: '2026-07-01' } }, who(estate, '2026-06-01'));
      expect(held.payment).toBeNull();
      expect(held.cheque!.status).toBe('held');
      await expect(depositCheque(tx, held.cheque!.id, { date: '2026-06-30' }, who(estate, '2026-06-30'))).rejects.toMatchObject({ code: 'cheque_not_due' });
      const deposited = await depositCheque(tx, held.cheque!.id, { date: '2026-07-02' }, who(estate, '2026-07-02'));
      expect(deposited.payment.paymentDate).toBe('2026-07-02');
      // July was billed by the payment, on its own due date.
      expect(await lines(tx, 'QAR', { type: 'payment', id: deposited.payment.id, event: 'received' })).toEqual([['110105', '7000', '0'], ['110201', '0', '7000']]);
      const paidJuly = (await installmentStates(tx, lease.id))[1]!;
      expect(paidJuly.paid).toBe('7000.000');
      const bounced = await bounceCheque(tx, held.cheque!.id, { date: '2026-07-05', reason: 'رصيد غير كافٍ', fee: '300' }, who(estate, '2026-07-05'));
      expect(bounced.status).toBe('bounced');
      expect((await installmentStates(tx, lease.id))[1]!.paid).toBe('0.000');
      const [reversal] = await queryRows<{ date: string }>(tx, sql`select r.entry_date::text as date from journal_entries e join journal_entries r on r.id = e.reversed_by_id where e.source_type = 'payment' and e.source_id = ${deposited.payment.id}`);
      expect(reversal).toEqual({ date: '2026-07-05' });
      const aging = await agingReport(tx, { companyId: estate.companyId, asOf: '2026-07-05', customerId: tenant, currency: 'QAR' });
      expect(aging.reconciled).toBe(true);
      expect(aging.totals.total).toBe('14300'); // June and July rent, and the returned-cheque fee
      const before = await agingReport(tx, { companyId: estate.companyId, asOf: '2026-07-03', customerId: tenant, currency: 'QAR' });
      expect(before).toMatchObject({ reconciled: true, totals: { total: '7000' } });
    });
  });

  it('renewal starts the day after, at the new rent, with the deposit carried over and no second deposit entry', async () => {
    await inCompany(t, estate, async (tx) => {
      const property = await makeProperty(tx, estate.companyId);
      const tenant = await customerIn(tx, estate.companyId, 'مستأجر مجدد');
      const lease = await createLease(tx, { propertyId: property.id, customerId: tenant, startDate: '2025-09-01', termMonths: 12, monthlyRent: '6000', securityDeposit: '6000', activate: true }, who(estate, '2025-09-01'));
      const { lease: next, previous } = await renewLease(tx, lease.id, { monthlyRent: '6300' }, who(estate, '2026-08-20'));
      expect(next).toMatchObject({ startDate: '2026-09-01', endDate: '2027-08-31', monthlyRent: '6300.000', status: 'active', depositStatus: 'held', renewedFromId: lease.id });
      expect(previous).toMatchObject({ status: 'active', depositStatus: 'carried_over' });
      expect(await lines(tx, 'QAR', { type: 'lease', id: next.id, event: 'deposit_held' })).toEqual([]);
      await runLeaseDay(tx, who(estate, '2026-09-01'));
      const [{ status }] = (await queryRows<{ status: string }>(tx, sql`select status from leases where id = ${lease.id}`)) as [{ status: string }];
      expect(status).toBe('renewed');
      await expect(renewLease(tx, lease.id, {}, who(estate, '2026-09-02'))).rejects.toMatchObject({ code: 'invalid_transition' });
    });
  });

  it('early termination prices the current month to the day, cancels the rest, charges the penalty and settles the deposit', async () => {
    await inCompany(t, estate, async (tx) => {
      const property = await makeProperty(tx, estate.companyId);
      const tenant = await customerIn(tx, estate.companyId, 'مستأجر مغادر');
      const lease = await createLease(tx, { propertyId: property.id, customerId: tenant, startDate: '2026-01-01', termMonths: 12, monthlyRent: '3100', securityDeposit: '5000', activate: true }, who(estate, '2026-01-01'));
      await runLeaseDay(tx, who(estate, '2026-02-01'));
      await recordLeasePayment(tx, lease.id, { method: 'bank_transfer', amount: '6200', date: '2026-02-02' }, who(estate, '2026-02-02'));
      await runLeaseDay(tx, who(estate, '2026-03-01'));
      const result = await terminateLease(tx, lease.id, { date: '2026-03-10', reason: 'انتقال للعمل خارج قطر', penalty: '3100', settleDeposit: true }, who(estate, '2026-03-12'));
      expect(result).toMatchObject({ cancelled: 9, repriced: 1, keptWhole: 0 });
      const states = await installmentStates(tx, lease.id);
      expect(states[2]).toMatchObject({ periodEnd: '2026-03-10', amount: '1000.000', status: 'billed' });
      expect(states.slice(3).every((s) => s.status === 'cancelled')).toBe(true);
      // Owed: March 1,000 + penalty 3,100 = 4,100; the deposit pays it and 900 goes back.
      expect(result.depositApplied).toBe('4100');
      expect(result.depositRefunded).toBe('900');
      expect(result.balance).toBe('0');
      expect(result.lease).toMatchObject({ status: 'terminated', terminatedOn: '2026-03-10', depositStatus: 'settled' });
      expect(await lines(tx, 'QAR', { type: 'lease', id: lease.id, event: 'deposit_refunded' })).toEqual([['210402', '900', '0'], ['110101', '0', '900']]);
    });
  });

  it('refuses to terminate before a period that is already paid, naming it', async () => {
    await inCompany(t, estate, async (tx) => {
      const property = await makeProperty(tx, estate.companyId);
      const tenant = await customerIn(tx, estate.companyId, 'مستأجر دفع مقدماً');
      const lease = await createLease(tx, { propertyId: property.id, customerId: tenant, startDate: '2026-01-01', termMonths: 12, monthlyRent: '3000', activate: true }, who(estate, '2026-01-01'));
      // Three months paid ahead on 1 January: February and March are billed on that day.
      await recordLeasePayment(tx, lease.id, { method: 'cash', amount: '9000', date: '2026-01-01' }, who(estate, '2026-01-01'));
      const states = await installmentStates(tx, lease.id);
      expect(states.slice(0, 3).map((s) => s.paid)).toEqual(['3000.000', '3000.000', '3000.000']);
      await expect(terminateLease(tx, lease.id, { date: '2026-01-31', reason: 'x', settleDeposit: false }, who(estate, '2026-01-20'))).rejects.toMatchObject({ code: 'lease_paid_after_termination', params: { sequence: 2 } });
    });
  });

  it('settles each ended month with the owner: rent collected to the owner, the commission to the company', async () => {
    await inCompany(t, estate, async (tx) => {
      const owner = await makeOwner(tx, estate.companyId, '7.5');
      const property = await makeProperty(tx, estate.companyId, { ownerId: owner.id });
      const tenant = await customerIn(tx, estate.companyId, 'مستأجر لدى مالك');
      const lease = await createLease(tx, { propertyId: property.id, customerId: tenant, startDate: '2026-04-01', termMonths: 12, monthlyRent: '9000', activate: true }, who(estate, '2026-04-01'));
      const [april] = await installmentStates(tx, lease.id);
      expect(await invoiceLines(tx, april!.invoiceId!, 'QAR')).toEqual([['110201', '9000', '0'], ['2109', '0', '9000']]);
      await recordLeasePayment(tx, lease.id, { method: 'bank_transfer', amount: '9000', date: '2026-04-10' }, who(estate, '2026-04-10'));
      const cheque = await recordLeasePayment(tx, lease.id, { method: 'cheque', amount: '9000', date: '2026-05-02', cheque: { chequeNumber: '555001', bankName: 'Doha Bank', chequeDate: '2026-05-01' } }, who(estate, '2026-05-02'));
      await bounceCheque(tx, cheque.cheque!.id, { date: '2026-06-03', reason: 'موقوف' }, who(estate, '2026-06-03'));
      await runLeaseDay(tx, who(estate, '2026-07-01'));
      expect(await lines(tx, 'QAR', { type: 'owner', id: owner.id, event: 'settlement:2026-04' })).toEqual([['2109', '9000', '0'], ['2107', '0', '9000'], ['2107', '675', '0'], ['4103', '0', '675']]);
      expect(await lines(tx, 'QAR', { type: 'owner', id: owner.id, event: 'settlement:2026-05' })).toEqual([['2109', '9000', '0'], ['2107', '0', '9000'], ['2107', '675', '0'], ['4103', '0', '675']]);
      // June: the May cheque came back, so the owner's money and the commission go back too.
      expect(await lines(tx, 'QAR', { type: 'owner', id: owner.id, event: 'settlement:2026-06' })).toEqual([['2107', '9000', '0'], ['2109', '0', '9000'], ['4103', '675', '0'], ['2107', '0', '675']]);
      const [payable] = await queryRows<{ balance: string }>(tx, sql`select coalesce(sum(l.credit - l.debit), 0)::text as balance from journal_entry_lines l join ledger_accounts a on a.id = l.account_id where a.code = '2107' and l.party_type = 'owner' and l.party_id = ${owner.id}`);
      expect(moneyOut(payable!.balance, 'QAR')).toBe('8325'); // 9,000 collected − 675 commission
      await runLeaseDay(tx, who(estate, '2026-07-02'));
      const [{ n }] = (await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from journal_entries where source_type = 'owner' and source_id = ${owner.id}`)) as [{ n: number }];
      expect(n).toBe(3);
    });
  });
});
