// POST /api/billing/payments/{id}/refund: paying a customer back what no invoice took of a payment,
// under the company's approval workflow (refunds.ts).
import type { OpenAPIHono } from '@hono/zod-openapi';
import { z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../../server/db/client';
import { access } from '../../../server/http/access';
import type { AppEnv } from '../../../server/http/env';
import { amount, companyContext, idParam, isoDate, optionalText, requiredText } from '../../../server/http/fields';
import { jsonBody, jsonResponse } from '../../../server/http/openapi';
import { tenantRoute } from '../../../server/http/route';
import type { CurrencyCode } from '../../../core/money';
import { registerPaymentRefundApprovals, refundPayment } from './refunds';
import { paymentItemOut } from './schemas';
import { payments } from './tables';
import { paymentItems, paymentRows } from './payment-view';

const refundInput = z
  .object({ amount, method: z.enum(['cash', 'cheque', 'bank_transfer', 'card']), reference: optionalText(120), reason: requiredText(500), refundDate: isoDate.nullable().optional() })
  .strict();

/** One payment as the list shows it. */
async function paymentItem(tx: Tx, id: string, currency: CurrencyCode) {
  const [item] = await paymentItems(tx, await paymentRows(tx).where(eq(payments.id, id)), currency);
  return item!;
}

export function paymentRefundRoutes(app: OpenAPIHono<AppEnv>) {
  registerPaymentRefundApprovals();
  tenantRoute(
    app,
    {
      method: 'post',
      path: '/api/billing/payments/{id}/refund',
      access: access.permission('finance.payments.write'),
      summary: 'Refunds part or all of what no invoice took of a payment (posted Dr customer credit, Cr cash/bank). Under an approval workflow, a refund above its amount answers 202 and waits on its request',
      request: { params: idParam, ...jsonBody(refundInput) },
      responses: { 200: jsonResponse(paymentItemOut, 'Refunded: the payment with what is left to refund'), 202: jsonResponse(paymentItemOut, 'Under an approval workflow: nothing refunded yet, waiting on its request (awaitingApproval)') },
    },
    async (c, { tx, companyId, actor }) => {
      const ctx = await companyContext(tx);
      const id = c.req.valid('param').id;
      const done = await refundPayment(tx, id, c.req.valid('json'), { companyId, userId: actor.userId, today: ctx.today, currency: ctx.currency });
      return c.json(await paymentItem(tx, id, ctx.currency), done.waiting ? 202 : 200);
    },
  );
}
