// Manual invoices and payments: lines, discount and tax computed exactly; a cheque needs its
// number; payments never exceed an invoice's balance; a paid invoice cannot be cancelled.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../server/test/test-server';

let t: TestServer;
let admin: string;
let customerId: string;

beforeAll(async () => {
  t = await startTestServer();
  admin = await t.signIn('admin@rental.masar.test');
  customerId = (await t.json('POST', '/api/customers', { cookie: admin, body: { nameAr: 'شركة الاختبار', phone: '+965 9111 2222', civilId: '299900001111' } })).body.id;
});
afterAll(() => t?.stop());

describe('invoices', () => {
  it('totals lines, discount and 5 % tax exactly in KWD', async () => {
    const res = await t.json('POST', '/api/billing/invoices', {
      cookie: admin,
      body: { customerId, kind: 'fines', issueDate: '2026-11-21', dueDate: '2026-11-30', lines: [{ description: 'مخالفة سرعة', quantity: '1', unitPrice: '50' }, { description: 'رسوم إدارية', quantity: '3', unitPrice: '1.333' }], discount: '0.999', taxRate: '5' },
    });
    expect(res.status).toBe(201);
    // 50 + 3.999 = 53.999; − 0.999 = 53.000; tax 2.650; total 55.650.
    expect(res.body).toMatchObject({ subtotal: '53.999', discount: '0.999', taxAmount: '2.650', total: '55.650', balance: '55.650', status: 'pending' });
    const detail = await t.json('GET', `/api/billing/invoices/${res.body.id}`, { cookie: admin });
    expect(detail.body.lines.map((l: { total: string }) => l.total)).toEqual(['50.000', '3.999']);
  });

  it('refuses a discount larger than the lines and a due date before the issue date, writing nothing', async () => {
    const before = (await t.json('GET', `/api/billing/invoices?customerId=${customerId}`, { cookie: admin })).body.total;
    const big = await t.json('POST', '/api/billing/invoices', { cookie: admin, body: { customerId, issueDate: '2026-11-21', dueDate: '2026-11-30', lines: [{ description: 'x', quantity: '1', unitPrice: '5' }], discount: '6' } });
    expect(big.status).toBe(400);
    expect(big.body.error.message).toBe('الخصم أكبر من الإجمالي');
    const dates = await t.json('POST', '/api/billing/invoices', { cookie: admin, body: { customerId, issueDate: '2026-11-21', dueDate: '2026-11-01', lines: [{ description: 'x', quantity: '1', unitPrice: '5' }] } });
    expect(dates.status).toBe(400);
    expect((await t.json('GET', `/api/billing/invoices?customerId=${customerId}`, { cookie: admin })).body.total).toBe(before);
  });

  it('takes a cheque only with its number, caps an allocation at the balance, and keeps a paid invoice', async () => {
    const invoice = (await t.json('POST', '/api/billing/invoices', { cookie: admin, body: { customerId, issueDate: '2026-11-21', dueDate: '2026-11-21', lines: [{ description: 'أضرار', quantity: '1', unitPrice: '20' }] } })).body;
    const noNumber = await t.json('POST', '/api/billing/payments', { cookie: admin, body: { customerId, paymentDate: '2026-11-21', method: 'cheque', amount: '20' } });
    expect(noNumber.body.error.fields).toMatchObject({ chequeNumber: 'هذا الحقل مطلوب' });
    const over = await t.json('POST', '/api/billing/payments', { cookie: admin, body: { customerId, paymentDate: '2026-11-21', method: 'cash', amount: '25', allocations: [{ invoiceId: invoice.id, amount: '25' }] } });
    expect(over.status).toBe(400);
    expect(over.body.error.message).toBe(`المبلغ المخصص أكبر من المتبقي على الفاتورة ${invoice.invoiceNumber}`);
    const paid = await t.json('POST', '/api/billing/payments', { cookie: admin, body: { customerId, paymentDate: '2026-11-21', method: 'cheque', chequeNumber: '000123', amount: '20', allocations: [{ invoiceId: invoice.id, amount: '20' }] } });
    expect(paid.status).toBe(201);
    expect((await t.json('GET', `/api/billing/invoices/${invoice.id}`, { cookie: admin })).body).toMatchObject({ status: 'paid', balance: '0.000' });
    const cancel = await t.json('POST', `/api/billing/invoices/${invoice.id}/cancel`, { cookie: admin });
    expect(cancel.status).toBe(409);
  });

  it('cancels an unpaid invoice', async () => {
    const invoice = (await t.json('POST', '/api/billing/invoices', { cookie: admin, body: { customerId, issueDate: '2026-11-21', dueDate: '2026-11-30', lines: [{ description: 'غسيل', quantity: '1', unitPrice: '3' }] } })).body;
    const cancelled = await t.json('POST', `/api/billing/invoices/${invoice.id}/cancel`, { cookie: admin });
    expect(cancelled).toMatchObject({ status: 200, body: { status: 'cancelled', total: '3.000', overdueDays: 0 } });
  });

  it('refuses one invoice allocated twice in a payment, recording nothing', async () => {
    const invoice = (await t.json('POST', '/api/billing/invoices', { cookie: admin, body: { customerId, issueDate: '2026-11-21', dueDate: '2026-11-21', lines: [{ description: 'وقود', quantity: '1', unitPrice: '10' }] } })).body;
    const paymentsBefore = (await t.json('GET', `/api/billing/payments?customerId=${customerId}`, { cookie: admin })).body.total;
    const twice = await t.json('POST', '/api/billing/payments', {
      cookie: admin,
      headers: { 'accept-language': 'en' },
      body: { customerId, paymentDate: '2026-11-21', method: 'cash', amount: '10', allocations: [{ invoiceId: invoice.id, amount: '5' }, { invoiceId: invoice.id, amount: '5' }] },
    });
    expect(twice.status).toBe(400);
    expect(twice.body.error.fields.allocations).toBe('The same invoice is allocated more than once');
    expect((await t.json('GET', `/api/billing/payments?customerId=${customerId}`, { cookie: admin })).body.total).toBe(paymentsBefore);
    expect((await t.json('GET', `/api/billing/invoices/${invoice.id}`, { cookie: admin })).body).toMatchObject({ paidAmount: '0.000', status: 'pending' });
  });
});
