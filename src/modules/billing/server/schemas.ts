// Output shapes of the billing API: invoices and payments as sent, money rounded to the company
// currency. Contracts reuse them for a contract's invoices and the return-charges invoice.
import { z } from '@hono/zod-openapi';
import { currencyOut, dateOut, decimalOut, rowSchema } from '../../../server/http/row-schema';
import { customers } from '../../customers/server/tables';
import { invoiceLines, invoices, payments } from './tables';

export const INVOICE_STATUSES = ['pending', 'partially_paid', 'paid', 'cancelled'] as const;
export const PAYMENT_METHODS = ['cash', 'cheque', 'bank_transfer', 'card', 'deposit'] as const;

/** An invoice row as stored (amounts rounded), before the computed balance. */
export const invoiceRowOut = rowSchema(invoices).extend({ status: z.enum(INVOICE_STATUSES), currency: currencyOut });
export const invoiceOut = invoiceRowOut
  .extend({ balance: decimalOut, overdueDays: z.number().int().describe('Days past due while unpaid, else 0') })
  .openapi('Invoice');
const customerNames = { customerNameAr: z.string().nullable(), customerNameEn: z.string().nullable(), contractNumber: z.string().nullable(), leaseNumber: z.string().nullable() };

export const invoiceListOut = z.object({
  items: z.array(invoiceOut.extend(customerNames)),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  currency: currencyOut,
  totals: z.object({ outstanding: decimalOut, overdue: decimalOut }),
});

export const invoiceLineOut = rowSchema(invoiceLines);
export const invoiceDetailOut = invoiceOut.extend({
  lines: z.array(invoiceLineOut),
  payments: z.array(z.object({ amount: decimalOut, paymentId: z.string(), paymentNumber: z.string(), paymentDate: dateOut, method: z.enum(PAYMENT_METHODS) })),
  customer: rowSchema(customers).pick({ id: true, nameAr: true, nameEn: true, phone: true }).nullable(),
  contract: z.object({ id: z.string(), contractNumber: z.string() }).nullable(),
  lease: z.object({ id: z.string(), leaseNumber: z.string() }).nullable(),
  /** The seller's VAT number when the company has one (printed on the invoice). */
  sellerVatNumber: z.string().nullable(),
  /** Saudi companies only: the ZATCA phase-1 QR code (TLV in base64, and drawn as SVG). */
  zatca: z
    .object({
      payload: z.string(),
      qrSvg: z.string(),
      fields: z.object({ sellerName: z.string(), vatNumber: z.string(), timestamp: z.string(), total: z.string(), vatTotal: z.string() }),
    })
    .nullable(),
});

export const paymentOut = rowSchema(payments).extend({ method: z.enum(PAYMENT_METHODS), currency: currencyOut }).openapi('Payment');
/** A payment in the list: with what can still be refunded of it and its refund's waiting request. */
export const paymentItemOut = paymentOut
  .extend({
    ...customerNames,
    /** What no invoice took and was not refunded yet: what a refund may pay back. */
    refundable: decimalOut,
    awaitingApproval: z.object({ id: z.string(), number: z.string() }).nullable(),
  })
  .openapi('PaymentItem');
export const paymentListOut = z.object({ items: z.array(paymentItemOut), total: z.number(), page: z.number(), pageSize: z.number(), currency: currencyOut });
/** A recorded payment with how much of it went to invoices and what is left over. */
export const paymentCreatedOut = paymentOut.extend({ allocated: decimalOut, unallocated: decimalOut });
