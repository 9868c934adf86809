// Refunding a customer what no invoice took of their payment (issue 20's "payment_refund"): paid
// at once below the workflow's amount and posted Dr customer credit, Cr cash; never more than the
// unallocated part; above the amount it waits on a request, nothing paid, until the manager's
// approval refunds it as asked; a rejection leaves the credit; a cheque partly refunded cannot
// bounce; bad input is refused with nothing written.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../server/db/client';
import { companyOf, inCompany } from '../../../server/test/estate-fixtures';
import { startTestServer, type TestServer } from '../../../server/test/test-server';
import { bouncePayment } from './service';

let t: TestServer;
let admin: string;
let manager: string;
let customerId: string;

/** The accounts the base chart maps customer credit and cash on hand to. */
const CREDIT = '210401';
const CASH = '110101';

type Item = { id: string; paymentNumber: string; refundable: string; refundedAmount: string; awaitingApproval: { id: string; number: string } | null };

async function pay(amount: string, method: 'cash' | 'cheque' = 'cash') {
  const res = await t.json('POST', '/api/billing/payments', { cookie: admin, body: { customerId, paymentDate: '2026-03-01', method, amount, ...(method === 'cheque' ? { chequeNumber: '000912' } : {}) } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string; paymentNumber: string; unallocated: string };
}
const refund = (id: string, body: Record<string, unknown>, cookie = admin) => t.json('POST', `/api/billing/payments/${id}/refund`, { cookie, body });
const listed = async (number: string): Promise<Item> => (await t.json('GET', `/api/billing/payments?search=${number}`, { cookie: admin })).body.items[0];

async function refundEntryLines(paymentId: string) {
  const rows = await queryRows<{ entry: string }>(t.deps.handle.db, sql`select journal_entry_id as entry from payment_refunds where payment_id = ${paymentId} order by refund_number`);
  const out = [];
  for (const r of rows) {
    const detail = (await t.json('GET', `/api/finance/journal-entries/${r.entry}`, { cookie: admin })).body;
    out.push(detail.lines.map((l: { accountCode: string; debit: string; credit: string }) => [l.accountCode, l.debit, l.credit]));
  }
  return out;
}

beforeAll(async () => {
  t = await startTestServer();
  admin = await t.signIn('admin@rental.masar.test');
  manager = await t.signIn('manager@rental.masar.test');
  // A new customer with no invoices: everything they pay is credit on their account.
  const customer = await t.json('POST', '/api/customers', { cookie: admin, body: { nameAr: 'منيرة الهاجري', nameEn: 'Munira Al-Hajri', phone: '+965 66550202', civilId: '289030300202', licenseExpiry: '2040-01-01' } });
  customerId = customer.body.id;
});
afterAll(() => t?.stop());

describe('without a workflow', () => {
  it('refunds part of the credit at once, posted Dr customer credit, Cr cash', async () => {
    const payment = await pay('300');
    expect(payment.unallocated).toBe('300.000');
    const res = await refund(payment.id, { amount: '100', method: 'cash', reason: 'دفع مقدماً ثم ألغى الحجز', refundDate: '2026-03-05' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ refundedAmount: '100.000', refundable: '200.000', awaitingApproval: null });
    const [lines] = await refundEntryLines(payment.id);
    expect(lines).toEqual([[CREDIT, '100.000', '0.000'], [CASH, '0.000', '100.000']]);
    expect(await listed(payment.paymentNumber)).toMatchObject({ refundedAmount: '100.000', refundable: '200.000' });
  });

  it('never refunds more than is left unallocated, nor a part an invoice took, nor without a reason', async () => {
    const payment = await pay('50');
    const over = await refund(payment.id, { amount: '50.001', method: 'cash', reason: 'زيادة' });
    expect(over).toMatchObject({ status: 409, body: { error: { code: 'refund_exceeds_credit' } } });
    expect((await refund(payment.id, { amount: '10', method: 'cash', reason: '' })).status).toBe(400);
    expect((await refund(payment.id, { amount: '10', method: 'cash', reason: 'قبل السند', refundDate: '2026-02-01' })).status).toBe(400);
    expect(await listed(payment.paymentNumber)).toMatchObject({ refundedAmount: '0.000', refundable: '50.000' });
    // An invoice of 40 takes 40 of the next receipt: only 10 is left to refund.
    const invoice = await t.json('POST', '/api/billing/invoices', { cookie: admin, body: { customerId, kind: 'other', issueDate: '2026-03-02', dueDate: '2026-03-02', lines: [{ description: 'غسيل', quantity: '1', unitPrice: '40' }], taxRate: '0' } });
    expect(invoice.status).toBe(201);
    const second = await t.json('POST', '/api/billing/payments', { cookie: admin, body: { customerId, paymentDate: '2026-03-03', method: 'cash', amount: '50', allocations: [{ invoiceId: invoice.body.id, amount: '40' }] } });
    expect((await listed(second.body.paymentNumber)).refundable).toBe('10.000');
    expect((await refund(second.body.id, { amount: '11', method: 'cash', reason: 'زيادة' })).status).toBe(409);
  });

  it('keeps a partly refunded cheque from bouncing (the money paid back is to recover first)', async () => {
    const cheque = await pay('80', 'cheque');
    expect((await refund(cheque.id, { amount: '30', method: 'bank_transfer', reason: 'فرق' })).status).toBe(200);
    const who = await companyOf(t, 'admin@rental.masar.test');
    const bounced = inCompany(t, who, (tx) => bouncePayment(tx, cheque.id, { date: '2026-03-10', reason: 'رصيد غير كاف', userId: who.userId }));
    await expect(bounced).rejects.toMatchObject({ status: 409, code: 'payment_has_refunds' });
    expect(await listed(cheque.paymentNumber)).toMatchObject({ status: 'completed', refundedAmount: '30.000' });
  });
});

describe('under the payment-refund workflow', () => {
  let payment: { id: string; paymentNumber: string };
  let requestId: string;

  beforeAll(async () => {
    const set = await t.json('PUT', '/api/approvals/workflows/payment_refund', { cookie: admin, body: { isActive: true, threshold: '150', steps: [{ approverType: 'role', role: 'manager' }] } });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    payment = await pay('400');
  });

  it('refunds below the amount at once', async () => {
    expect((await refund(payment.id, { amount: '150', method: 'cash', reason: 'جزء من المقدم' })).status).toBe(200);
  });

  it('waits above it, nothing paid, on a request the manager is told of', async () => {
    const res = await refund(payment.id, { amount: '200', method: 'bank_transfer', reference: 'IBAN KW81', reason: 'إلغاء الحجز الطويل' });
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    expect(res.body).toMatchObject({ refundedAmount: '150.000', refundable: '250.000', awaitingApproval: { number: expect.stringMatching(/^APR-\d{5}$/) } });
    requestId = res.body.awaitingApproval.id;
    const request = (await t.json('GET', `/api/approvals/requests/${requestId}`, { cookie: admin })).body;
    expect(request).toMatchObject({ sourceType: 'payment_refund', measure: '200.000', link: `/finance/payments?q=${payment.paymentNumber}` });
    expect(request.titleEn.replace(/\s/g, ' ')).toBe(`Refunding KWD 200.000 of receipt ${payment.paymentNumber} to Munira Al-Hajri`);
    const alerts = (await t.json('GET', '/api/alerts', { cookie: manager })).body.items as Array<{ title: string }>;
    expect(alerts.some((a) => a.title.includes(res.body.awaitingApproval.number))).toBe(true);
    expect(await listed(payment.paymentNumber)).toMatchObject({ refundedAmount: '150.000', awaitingApproval: { id: requestId } });
  });

  it('is refunded as asked by the manager’s approval', async () => {
    const approved = await t.json('POST', `/api/approvals/requests/${requestId}/approve`, { cookie: manager, body: {} });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(await listed(payment.paymentNumber)).toMatchObject({ refundedAmount: '350.000', refundable: '50.000', awaitingApproval: null });
    const refunds = await queryRows<{ method: string; reference: string; reason: string; amount: string }>(t.deps.handle.db, sql`select method, reference, reason, amount::text from payment_refunds where payment_id = ${payment.id} order by refund_number`);
    expect(refunds[1]).toEqual({ method: 'bank_transfer', reference: 'IBAN KW81', reason: 'إلغاء الحجز الطويل', amount: '200.000' });
  });

  it('leaves the credit with the customer when rejected', async () => {
    const other = await pay('500');
    const asked = await refund(other.id, { amount: '500', method: 'cash', reason: 'إغلاق الحساب' });
    expect((await t.json('POST', `/api/approvals/requests/${asked.body.awaitingApproval.id}/reject`, { cookie: manager, body: { reason: 'تُستخدم للحجز القادم' } })).status).toBe(200);
    expect(await listed(other.paymentNumber)).toMatchObject({ refundedAmount: '0.000', refundable: '500.000', awaitingApproval: null });
  });
});
