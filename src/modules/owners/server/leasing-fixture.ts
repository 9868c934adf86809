// Test data for owner statements and tenant pages with every date and amount chosen by the test
// (the lease service would bill by its own schedule): properties, leases and billed instalments
// written as the lease service writes them, rent billed and paid through billing's own functions
// (so receipts, bounces and postings are the real ones). The lease service's own path to an
// owner's money is tested in property-contracts/server/lease-money.test.ts. Used by tests only.
import { sql } from 'drizzle-orm';
import { queryRows, type Database, type Tx } from '../../../server/db/client';
import { withTenant } from '../../../server/tenancy/with-tenant';
import { bouncePayment, createInvoice, recordPayment } from '../../billing/server';

type Scope = { db: Database; companyId: string };

export function leasingFixture({ db, companyId }: Scope) {
  const run = <T>(fn: (tx: Tx) => Promise<T>) => withTenant(db, { companyId, userId: null }, fn);
  const one = async (tx: Tx, query: ReturnType<typeof sql>) => (await queryRows<{ id: string }>(tx, query))[0]!.id;
  return {
    property: (p: { code: string; nameAr: string; ownerId: string | null; parentId?: string; type?: string; status?: string }) =>
      run((tx) =>
        one(
          tx,
          sql`insert into properties (company_id, property_code, name_ar, property_type, owner_id, parent_id, status)
              values (${companyId}, ${p.code}, ${p.nameAr}, ${p.type ?? 'apartment'}, ${p.ownerId}, ${p.parentId ?? null}, ${p.status ?? 'available'}) returning id`,
        ),
      ),
    lease: (l: { number: string; propertyId: string; customerId: string; status: string; start: string; end: string; rent: string }) =>
      run((tx) =>
        one(
          tx,
          sql`insert into leases (company_id, lease_number, property_id, customer_id, status, start_date, end_date, monthly_rent, payment_day, total_rent)
              values (${companyId}, ${l.number}, ${l.propertyId}, ${l.customerId}, ${l.status}, ${l.start}, ${l.end}, ${l.rent}, 1, ${l.rent}) returning id`,
        ),
      ),
    /** An instalment billed on its due date as the owner's rent, at the commission agreed then. */
    billInstalment: (i: { leaseId: string; customerId: string; sequence: number; due: string; amount: string; ownerId: string; commissionRate: string }) =>
      run(async (tx) => {
        const invoice = await createInvoice(tx, {
          companyId,
          customerId: i.customerId,
          leaseId: i.leaseId,
          kind: 'rent',
          installment: i.sequence,
          issueDate: i.due,
          dueDate: i.due,
          currency: 'QAR',
          lines: [{ code: 'owner_rent', description: `إيجار القسط ${i.sequence}`, quantity: '1', unitPrice: i.amount }],
          userId: null,
        });
        await tx.execute(sql`insert into lease_installments (company_id, lease_id, sequence, period_start, period_end, due_date, amount, status, invoice_id, owner_id, commission_rate)
          values (${companyId}, ${i.leaseId}, ${i.sequence}, ${i.due}, ${i.due}, ${i.due}, ${i.amount}, 'billed', ${invoice.id}, ${i.ownerId}, ${i.commissionRate})`);
        return invoice.id;
      }),
    pay: (p: { customerId: string; leaseId: string; invoiceId: string; date: string; amount: string; method: 'cash' | 'cheque' | 'bank_transfer' }) =>
      run(async (tx) => {
        const { payment } = await recordPayment(tx, {
          companyId,
          customerId: p.customerId,
          leaseId: p.leaseId,
          paymentDate: p.date,
          method: p.method,
          amount: p.amount,
          currency: 'QAR',
          chequeNumber: p.method === 'cheque' ? `CHQ-${p.date}` : null,
          allocations: [{ invoiceId: p.invoiceId, amount: p.amount }],
          userId: null,
        });
        return payment.id;
      }),
    bounce: (paymentId: string, date: string) => run((tx) => bouncePayment(tx, paymentId, { date, reason: 'رصيد غير كاف', userId: null })),
    maintenance: (m: { number: string; propertyId: string; ownerId: string; payer: 'owner' | 'tenant' | 'company'; status: string; completedOn: string | null; cost: string }) =>
      run((tx) =>
        one(
          tx,
          sql`insert into property_maintenance (company_id, request_number, property_id, category, title, status, payer, actual_cost, completed_on, owner_id)
              values (${companyId}, ${m.number}, ${m.propertyId}, 'plumbing', ${`إصلاح ${m.number}`}, ${m.status}, ${m.payer}, ${m.cost}, ${m.completedOn}, ${m.ownerId}) returning id`,
        ),
      ),
  };
}

export async function companyOf(db: Database, email: string): Promise<string> {
  const [row] = await queryRows<{ company_id: string }>(db, sql`select p.company_id from users u join profiles p on p.user_id = u.id where u.email = ${email}`);
  return row!.company_id;
}
