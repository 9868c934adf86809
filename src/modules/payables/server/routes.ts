// /api/payables: vendors (with their statement and its PDF), purchase orders and their steps,
// vendor bills (direct or from a received order), vendor payments allocated to bills, and the
// payables aging. The accountant writes (finance.vendors.write); the employee reads.
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Tx } from '../../../server/db/client';
import { access } from '../../../server/http/access';
import type { AppEnv } from '../../../server/http/env';
import { AppError } from '../../../server/http/errors';
import { companyContext, idParam } from '../../../server/http/fields';
import { fileResponse, jsonBody, jsonResponse } from '../../../server/http/openapi';
import { tenantRoute, type TenantCtx } from '../../../server/http/route';
import { pdfResponse } from '../../../server/pdf/render';
import { addMonths } from '../../../core/leasing';
import { PO_ACTIONS } from '../../../core/payables';
import { companyNames, exportResponse, mappedAccount, postingAccounts } from '../../finance/server';
import { payablesAging, payablesAgingTable } from './aging';
import { billDetail, billList, orderDetail, orderList, paymentDetail, paymentList, vendorDetail, vendorList, vendorView } from './reads';
import { registerOrderApprovals } from './approval-gate';
import { billOrder, cancelBill, createBill, createOrder, createVendor, lockOrder, orderAction, recordPayment, requireVendor, updateVendor, type Who } from './service';
import { agingOut, agingQuery, billCancelInput, billFromOrderInput, billInput, billListOut, billOut, lineAccountsOut, listQuery, orderActionInput, orderInput, orderListOut, orderOut, paymentInput, paymentListOut, paymentOut, statementOut, statementQuery, vendorDetailOut, vendorInput, vendorListOut, vendorOut, vendorPatch } from './schemas';
import { vendorStatement } from './statement';
import { vendorStatementPdf } from './statement-pdf';
import { inTurn } from '../../../server/db/in-turn';

const read = access.permission('finance.vendors.read');
const write = access.permission('finance.vendors.write');
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function whoOf(tx: Tx, ctx: Omit<TenantCtx, 'tx'>): Promise<Who> {
  const company = await companyContext(tx);
  return { companyId: ctx.companyId, userId: ctx.actor.userId, today: company.today, currency: company.currency };
}

/** The period asked for, by default from the start of the year to today; at most ten years. */
function periodOf(q: { from?: string; to?: string }, today: string) {
  const to = q.to ?? today;
  const from = q.from ?? `${to.slice(0, 4)}-01-01`;
  if (from > to) throw new AppError(400, 'statement_period_invalid', { to: 'statement_period_invalid' });
  if (addMonths(from, 120) <= to) throw new AppError(400, 'statement_period_too_long', { from: 'statement_period_too_long' });
  return { from, to };
}

export function payablesRoutes(app: OpenAPIHono<AppEnv>) {
  tenantRoute(app, { method: 'get', path: '/api/payables/vendors', access: read, summary: 'Vendors with what the company owes each (balance, overdue, open bills); search by name, code, VAT number, phone', request: { query: listQuery }, responses: { 200: jsonResponse(vendorListOut, 'Vendors') } }, async (c, { tx }) =>
    c.json(await vendorList(tx, c.req.valid('query'), await companyContext(tx)), 200),
  );
  tenantRoute(app, { method: 'post', path: '/api/payables/vendors', access: write, summary: 'Create a vendor', request: jsonBody(vendorInput), responses: { 201: jsonResponse(vendorOut, 'Created') } }, async (c, { tx, ...ctx }) =>
    c.json(vendorView(await createVendor(tx, c.req.valid('json'), await whoOf(tx, ctx))), 201),
  );
  tenantRoute(app, { method: 'get', path: '/api/payables/vendors/{id}', access: read, summary: 'One vendor: details, balance, overdue, bills, payments and purchase orders', request: { params: idParam }, responses: { 200: jsonResponse(vendorDetailOut, 'Vendor') } }, async (c, { tx }) =>
    c.json(await vendorDetail(tx, c.req.valid('param').id, await companyContext(tx)), 200),
  );
  tenantRoute(app, { method: 'patch', path: '/api/payables/vendors/{id}', access: write, summary: 'Change a vendor (deactivate with isActive: false)', request: { params: idParam, ...jsonBody(vendorPatch) }, responses: { 200: jsonResponse(vendorOut, 'Vendor') } }, async (c, { tx }) =>
    c.json(vendorView(await updateVendor(tx, c.req.valid('param').id, c.req.valid('json'))), 200),
  );
  tenantRoute(app, { method: 'get', path: '/api/payables/vendors/{id}/statement', access: read, summary: 'A vendor statement: opening balance, bills and payments with the running balance, closing balance', request: { params: idParam, query: statementQuery }, responses: { 200: jsonResponse(statementOut, 'Statement') } }, async (c, { tx }) => {
    const ctx = await companyContext(tx);
    const vendor = await requireVendor(tx, c.req.valid('param').id);
    return c.json(await vendorStatement(tx, vendor, periodOf(c.req.valid('query'), ctx.today), ctx.currency), 200);
  });
  tenantRoute(app, { method: 'get', path: '/api/payables/vendors/{id}/statement/pdf', access: read, summary: 'The printable bilingual vendor statement of a period (PDF)', request: { params: idParam, query: statementQuery }, responses: { 200: fileResponse('PDF', 'application/pdf') } }, async (c, { tx }) => {
    const ctx = await companyContext(tx);
    const vendor = await requireVendor(tx, c.req.valid('param').id);
    const period = periodOf(c.req.valid('query'), ctx.today);
    return pdfResponse(await vendorStatementPdf(tx, vendor, period, ctx.currency), `${vendor.code}-${period.from}-${period.to}.pdf`);
  });

  tenantRoute(app, { method: 'get', path: '/api/payables/accounts', access: read, summary: 'The expense accounts a bill or order line may post to, and the purchases account lines use when they name none', responses: { 200: jsonResponse(lineAccountsOut, 'Accounts') } }, async (c, { tx, companyId }) => {
    const [accounts, purchases] = await inTurn([() => postingAccounts(tx, companyId), () => mappedAccount(tx, companyId, 'purchases_expense')]);
    const ref = (a: { id: string; code: string; nameAr: string; nameEn: string }) => ({ id: a.id, code: a.code, nameAr: a.nameAr, nameEn: a.nameEn });
    return c.json({ items: accounts.filter((a) => a.accountType === 'expense').map(ref), purchases: purchases ? ref(purchases) : null }, 200);
  });

  tenantRoute(app, { method: 'get', path: '/api/payables/purchase-orders', access: read, summary: 'Purchase orders; filter by vendor and status; counts by status', request: { query: listQuery }, responses: { 200: jsonResponse(orderListOut, 'Purchase orders') } }, async (c, { tx }) =>
    c.json(await orderList(tx, c.req.valid('query'), (await companyContext(tx)).currency), 200),
  );
  tenantRoute(app, { method: 'post', path: '/api/payables/purchase-orders', access: write, summary: 'Create a draft purchase order with its lines (posts nothing)', request: jsonBody(orderInput), responses: { 201: jsonResponse(orderOut, 'Created') } }, async (c, { tx, ...ctx }) => {
    const who = await whoOf(tx, ctx);
    const order = await createOrder(tx, c.req.valid('json'), who);
    return c.json(await orderDetail(tx, order.id, who.currency), 201);
  });
  tenantRoute(app, { method: 'get', path: '/api/payables/purchase-orders/{id}', access: read, summary: 'One purchase order with its lines', request: { params: idParam }, responses: { 200: jsonResponse(orderOut, 'Purchase order') } }, async (c, { tx }) =>
    c.json(await orderDetail(tx, c.req.valid('param').id, (await companyContext(tx)).currency), 200),
  );
  registerOrderApprovals(lockOrder, (tx, id, who) => orderAction(tx, id, 'approve', {}, who));
  for (const action of PO_ACTIONS) {
    // Approving a draft the company's workflow gates answers 202: the order waits on its request.
    tenantRoute(app, { method: 'post', path: `/api/payables/purchase-orders/{id}/${action}`, access: write, summary: `Purchase order: ${action} (draft → approved → received; billed → closed; cancel from draft or approved)`, request: { params: idParam, ...jsonBody(orderActionInput) }, responses: { 200: jsonResponse(orderOut, 'Purchase order'), 202: jsonResponse(orderOut, 'Approve only, under an approval workflow: still a draft, waiting on its request (awaitingApproval)') } }, async (c, { tx, ...ctx }) => {
      const who = await whoOf(tx, ctx);
      const order = await orderAction(tx, c.req.valid('param').id, action, c.req.valid('json'), who);
      return c.json(await orderDetail(tx, order.id, who.currency), action === 'approve' && order.status === 'draft' ? 202 : 200);
    });
  }
  tenantRoute(app, { method: 'post', path: '/api/payables/purchase-orders/{id}/bill', access: write, summary: 'Bill a received purchase order with its lines: the bill posts and the order becomes billed', request: { params: idParam, ...jsonBody(billFromOrderInput) }, responses: { 201: jsonResponse(billOut, 'Created') } }, async (c, { tx, ...ctx }) => {
    const who = await whoOf(tx, ctx);
    const bill = await billOrder(tx, c.req.valid('param').id, c.req.valid('json'), who);
    return c.json(await billDetail(tx, bill.id, await companyContext(tx)), 201);
  });

  tenantRoute(app, { method: 'get', path: '/api/payables/bills', access: read, summary: 'Vendor bills; filter by vendor and status (open, paid, overdue)', request: { query: listQuery }, responses: { 200: jsonResponse(billListOut, 'Bills') } }, async (c, { tx }) =>
    c.json(await billList(tx, c.req.valid('query'), await companyContext(tx)), 200),
  );
  tenantRoute(app, { method: 'post', path: '/api/payables/bills', access: write, summary: 'Record a vendor bill with its lines (due date = bill date + the vendor terms unless given); it posts at once', request: jsonBody(billInput), responses: { 201: jsonResponse(billOut, 'Created') } }, async (c, { tx, ...ctx }) => {
    const bill = await createBill(tx, c.req.valid('json'), await whoOf(tx, ctx));
    return c.json(await billDetail(tx, bill.id, await companyContext(tx)), 201);
  });
  tenantRoute(app, { method: 'get', path: '/api/payables/bills/{id}', access: read, summary: 'One vendor bill with its lines', request: { params: idParam }, responses: { 200: jsonResponse(billOut, 'Bill') } }, async (c, { tx }) =>
    c.json(await billDetail(tx, c.req.valid('param').id, await companyContext(tx)), 200),
  );

  tenantRoute(app, { method: 'post', path: '/api/payables/bills/{id}/cancel', access: write, summary: 'Cancel a bill entered in error (nothing paid on it): its entry is reversed on the day, an order it billed may be billed again', request: { params: idParam, ...jsonBody(billCancelInput) }, responses: { 200: jsonResponse(billOut, 'Bill') } }, async (c, { tx, ...ctx }) => {
    const bill = await cancelBill(tx, c.req.valid('param').id, c.req.valid('json'), await whoOf(tx, ctx));
    return c.json(await billDetail(tx, bill.id, await companyContext(tx)), 200);
  });

  tenantRoute(app, { method: 'get', path: '/api/payables/payments', access: read, summary: 'Payments to vendors with their allocations', request: { query: listQuery }, responses: { 200: jsonResponse(paymentListOut, 'Payments') } }, async (c, { tx }) =>
    c.json(await paymentList(tx, c.req.valid('query'), (await companyContext(tx)).currency), 200),
  );
  tenantRoute(app, { method: 'post', path: '/api/payables/payments', access: write, summary: 'Pay a vendor, allocated to one or more of its open bills (partial allowed, more than a bill owes refused); it posts at once', request: jsonBody(paymentInput), responses: { 201: jsonResponse(paymentOut, 'Created') } }, async (c, { tx, ...ctx }) => {
    const who = await whoOf(tx, ctx);
    const payment = await recordPayment(tx, c.req.valid('json'), who);
    return c.json(await paymentDetail(tx, payment.id, who.currency), 201);
  });
  tenantRoute(app, { method: 'get', path: '/api/payables/payments/{id}', access: read, summary: 'One vendor payment with its allocations', request: { params: idParam }, responses: { 200: jsonResponse(paymentOut, 'Payment') } }, async (c, { tx }) =>
    c.json(await paymentDetail(tx, c.req.valid('param').id, (await companyContext(tx)).currency), 200),
  );

  tenantRoute(
    app,
    {
      method: 'get',
      path: '/api/payables/aging',
      access: read,
      summary: 'Payables aging on a date (current, 1–30, 31–60, 61–90, 90+ days past due) per vendor, beside the payables account balance; format=xlsx or pdf exports it',
      request: { query: agingQuery },
      responses: { 200: { description: 'Payables aging; with format=xlsx an Excel workbook, with format=pdf a PDF', content: { ...jsonResponse(agingOut, '').content, ...fileResponse('', XLSX, 'application/pdf').content } } },
    },
    async (c, { tx, companyId, lang }) => {
      const q = c.req.valid('query');
      const { currency, today } = await companyContext(tx);
      const asOf = q.asOf ?? today;
      const aging = await payablesAging(tx, { companyId, asOf, vendorId: q.vendorId ?? null, currency });
      const table = payablesAgingTable(aging);
      if (q.format === 'json') return c.json({ ...aging, table }, 200);
      return exportResponse(table, q.format, `payables-aging-${asOf}`, lang, await companyNames(tx, companyId));
    },
  );
}
