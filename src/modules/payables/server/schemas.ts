// Input and output shapes of /api/payables (vendors, purchase orders, bills, payments, aging).
import { z } from '@hono/zod-openapi';
import { isValidIban, normalizeIban } from '../../../core/banking';
import { BILL_STATES, PAYABLES_BUCKETS, PO_STATUSES, VENDOR_PAYMENT_METHODS } from '../../../core/payables';
import { currencyOut, dateOut, dateTimeOut, decimalOut } from '../../../server/http/row-schema';
import { reportTableOut } from '../../finance/server';
import { amount, isoDate, optionalDate, optionalEmail, optionalPhone, optionalText, pageQuery, requiredText, uuidRef } from '../../../server/http/fields';

const iban = optionalText(42)
  .refine((v) => !v || isValidIban(v), 'invalid_iban')
  .transform((v) => (v ? normalizeIban(v) : v));
const terms = z.number().int('payables_invalid_terms').min(0, 'payables_invalid_terms').max(365, 'payables_invalid_terms');
const quantity = z.string().trim().regex(/^\d{1,9}(\.\d{1,3})?$/, 'payables_invalid_quantity').refine((v) => Number(v) > 0, 'payables_invalid_quantity');
const vatRate = z.string().trim().regex(/^\d{1,2}(\.\d{1,2})?$/, 'invalid_vat_rate');

export const vendorInput = z
  .object({
    nameAr: requiredText(200),
    nameEn: optionalText(200),
    vatNumber: optionalText(30),
    contactName: optionalText(120),
    phone: optionalPhone,
    email: optionalEmail,
    bankName: optionalText(120),
    iban,
    paymentTermsDays: terms.optional(),
    isActive: z.boolean().optional(),
    notes: optionalText(2000),
  })
  .strict();
export const vendorPatch = vendorInput.partial().strict();

export const lineInput = z
  .object({
    description: requiredText(300),
    quantity,
    unitPrice: amount,
    vatRate,
    /** A posting expense account of the company's chart; the purchases mapping when absent. */
    accountId: uuidRef.nullable().optional(),
  })
  .strict();
const lines = z.array(lineInput).min(1, 'payables_lines_required').max(100);

export const orderInput = z
  .object({ vendorId: uuidRef, orderDate: isoDate.optional(), expectedDate: optionalDate, accountId: uuidRef.nullable().optional(), notes: optionalText(2000), lines })
  .strict();

export const orderActionInput = z.object({ date: isoDate.optional() }).strict();

export const billInput = z
  .object({
    vendorId: uuidRef,
    vendorReference: optionalText(60),
    billDate: isoDate.optional(),
    /** Bill date + the vendor's terms when absent. */
    dueDate: optionalDate,
    notes: optionalText(2000),
    lines,
  })
  .strict();

export const billFromOrderInput = z.object({ vendorReference: optionalText(60), billDate: isoDate.optional(), dueDate: optionalDate, notes: optionalText(2000) }).strict();

export const paymentInput = z
  .object({
    vendorId: uuidRef,
    paidOn: isoDate.optional(),
    method: z.enum(VENDOR_PAYMENT_METHODS),
    reference: optionalText(100),
    notes: optionalText(2000),
    allocations: z.array(z.object({ billId: uuidRef, amount }).strict()).min(1, 'payables_allocation_required').max(100),
  })
  .strict();

export const listQuery = z.object({ ...pageQuery, vendorId: uuidRef.optional(), status: z.string().max(200).optional(), dir: z.enum(['asc', 'desc']).default('desc') });
export const statementQuery = z.object({ from: isoDate.optional(), to: isoDate.optional() });
export const agingQuery = z.object({ asOf: isoDate.optional(), vendorId: uuidRef.optional(), format: z.enum(['json', 'xlsx', 'pdf']).default('json') });

export const vendorOut = z
  .object({
    id: z.string(),
    code: z.string(),
    nameAr: z.string(),
    nameEn: z.string().nullable(),
    vatNumber: z.string().nullable(),
    contactName: z.string().nullable(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    bankName: z.string().nullable(),
    iban: z.string().nullable(),
    paymentTermsDays: z.number().int(),
    isActive: z.boolean(),
    notes: z.string().nullable(),
    createdAt: dateTimeOut,
  })
  .openapi('Vendor');

const vendorRef = z.object({ id: z.string(), code: z.string(), nameAr: z.string(), nameEn: z.string().nullable() });
const lineOut = z.object({ position: z.number().int(), description: z.string(), quantity: z.string(), unitPrice: decimalOut, vatRate: z.string(), net: decimalOut, vat: decimalOut, total: decimalOut, accountId: z.string().nullable() });

export const orderOut = z
  .object({
    id: z.string(),
    number: z.string(),
    vendor: vendorRef,
    status: z.enum(PO_STATUSES),
    orderDate: dateOut,
    expectedDate: dateOut.nullable(),
    accountId: z.string().nullable(),
    subtotal: decimalOut,
    vat: decimalOut,
    total: decimalOut,
    notes: z.string().nullable(),
    approvedOn: dateOut.nullable(),
    receivedOn: dateOut.nullable(),
    closedOn: dateOut.nullable(),
    cancelledOn: dateOut.nullable(),
    billId: z.string().nullable(),
    /** The approval request a gated draft waits on (approving it opened the request). */
    awaitingApproval: z.object({ id: z.string(), number: z.string() }).nullable(),
    lines: z.array(lineOut),
    currency: currencyOut,
  })
  .openapi('PurchaseOrder');

export const billOut = z
  .object({
    id: z.string(),
    number: z.string(),
    vendor: vendorRef,
    orderId: z.string().nullable(),
    orderNumber: z.string().nullable(),
    vendorReference: z.string().nullable(),
    billDate: dateOut,
    dueDate: dateOut,
    subtotal: decimalOut,
    vat: decimalOut,
    total: decimalOut,
    paid: decimalOut,
    balance: decimalOut,
    state: z.enum(BILL_STATES),
    overdue: z.boolean(),
    notes: z.string().nullable(),
    journalEntryId: z.string().nullable(),
    cancelledOn: dateOut.nullable(),
    cancelReason: z.string().nullable(),
    reversalEntryId: z.string().nullable(),
    lines: z.array(lineOut),
    currency: currencyOut,
  })
  .openapi('VendorBill');

const accountRef = z.object({ id: z.string(), code: z.string(), nameAr: z.string(), nameEn: z.string() });
/** The line account picker: the chart's posting expense accounts, and the default (purchases) one. */
export const lineAccountsOut = z.object({ items: z.array(accountRef), purchases: accountRef.nullable() });

/** Cancelling a bill entered in error: the reason is required; the day defaults to today. */
export const billCancelInput = z.object({ reason: requiredText(500), date: isoDate.optional() }).strict();

export const paymentOut = z
  .object({
    id: z.string(),
    number: z.string(),
    vendor: vendorRef,
    paidOn: dateOut,
    amount: decimalOut,
    method: z.enum(VENDOR_PAYMENT_METHODS),
    reference: z.string().nullable(),
    notes: z.string().nullable(),
    journalEntryId: z.string().nullable(),
    allocations: z.array(z.object({ billId: z.string(), billNumber: z.string(), amount: decimalOut })),
    currency: currencyOut,
  })
  .openapi('VendorPayment');

const page = <T extends z.ZodTypeAny>(item: T) => z.object({ items: z.array(item), total: z.number(), page: z.number(), pageSize: z.number(), currency: currencyOut });

export const vendorListOut = page(vendorOut.extend({ balance: decimalOut, overdue: decimalOut, openBills: z.number().int() })).extend({ totals: z.object({ balance: decimalOut, overdue: decimalOut }) });
export const orderListOut = page(orderOut.omit({ lines: true })).extend({ counts: z.record(z.string(), z.number()) });
export const billListOut = page(billOut.omit({ lines: true }));
export const paymentListOut = page(paymentOut);

export const vendorDetailOut = vendorOut.extend({
  balance: decimalOut,
  overdue: decimalOut,
  bills: z.array(billOut.omit({ lines: true })),
  payments: z.array(paymentOut),
  orders: z.array(orderOut.omit({ lines: true })),
  currency: currencyOut,
});

export const statementOut = z.object({
  vendor: vendorRef,
  from: dateOut,
  to: dateOut,
  opening: decimalOut,
  billed: decimalOut,
  paid: decimalOut,
  closing: decimalOut,
  rows: z.array(z.object({ date: dateOut, kind: z.enum(['bill', 'payment', 'cancellation']), number: z.string(), reference: z.string().nullable(), debit: decimalOut, credit: decimalOut, balance: decimalOut })),
  currency: currencyOut,
});

const buckets = z.object(Object.fromEntries(PAYABLES_BUCKETS.map((b) => [b, decimalOut])) as Record<(typeof PAYABLES_BUCKETS)[number], typeof decimalOut>);
export const agingOut = z.object({
  asOf: dateOut,
  currency: currencyOut,
  vendors: z.array(z.object({ vendorId: z.string(), code: z.string(), nameAr: z.string(), nameEn: z.string().nullable(), buckets, total: decimalOut, bills: z.array(z.object({ billId: z.string(), number: z.string(), dueDate: dateOut, daysPastDue: z.number().int(), bucket: z.enum(PAYABLES_BUCKETS), balance: decimalOut })) })),
  totals: z.object({ buckets, total: decimalOut }),
  payablesAccount: z.object({ id: z.string(), code: z.string(), nameAr: z.string(), nameEn: z.string().nullable(), balance: decimalOut }),
  difference: decimalOut,
  reconciled: z.boolean(),
  table: reportTableOut,
});
