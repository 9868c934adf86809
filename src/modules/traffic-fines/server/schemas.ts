// Input and output shapes of /api/traffic-violations and /api/traffic-violation-payments.
import { z } from '@hono/zod-openapi';
import { FINE_STATUSES, IMPORT_FIELDS } from '../../../core/fleet';
import { currencyOut, dateOut, dateTimeOut, decimalOut } from '../../../server/http/row-schema';
import { requestOut } from '../../admin/server/approvals';
import { amount, isoDate, optionalText, pageQuery, requiredText, uuidRef } from '../../../server/http/fields';

/** A wall-clock time on the company's clock, "YYYY-MM-DDTHH:mm", a real day in 1990–2100. */
export const localDateTime = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'invalid_datetime')
  .refine((v) => {
    const d = new Date(`${v}:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 16) === v && v >= '1990' && v < '2101';
  }, 'invalid_datetime');

export const fineInput = z.object({
  violationNumber: requiredText(60),
  vehicleId: uuidRef,
  violatedAt: localDateTime,
  location: optionalText(200),
  violationType: optionalText(200),
  description: optionalText(1000),
  authority: optionalText(120),
  amount,
  points: z.number().int('invalid_number').min(0, 'invalid_number').max(100, 'invalid_number').nullable().optional(),
  notes: optionalText(2000),
});

export const matchInput = z.object({ to: z.enum(['contract', 'company', 'auto']), contractId: uuidRef.nullable().optional(), note: optionalText(500) });
export const cancelInput = z.object({ reason: optionalText(500) });
export const rechargeInput = z.object({ method: z.enum(['invoice', 'deposit']) });
export const waiveInput = z.object({ reason: requiredText(500) });
export const feeRuleIo = z.object({ kind: z.enum(['none', 'fixed', 'percent']), value: amount.optional() });

export const fineListQuery = z.object({
  ...pageQuery,
  status: z.string().trim().max(100).optional(),
  responsible: z.enum(['customer', 'company', 'employee']).optional(),
  vehicleId: uuidRef.optional(),
  customerId: uuidRef.optional(),
  sort: z.enum(['at', 'number', 'amount']).default('at'),
  dir: z.enum(['asc', 'desc']).default('desc'),
});

const matchDetail = z.object({ contractNumber: z.string().optional(), from: z.string().optional(), to: z.string().nullable().optional(), note: z.string().optional() });

export const fineOut = z.object({
  id: z.string(),
  violationNumber: z.string(),
  vehicleId: z.string(),
  plate: z.string(),
  vehicleName: z.string().nullable(),
  violatedAt: dateTimeOut,
  /** The time on the company's clock, "YYYY-MM-DD HH:mm". */
  violatedLocal: z.string(),
  location: z.string().nullable(),
  violationType: z.string().nullable(),
  description: z.string().nullable(),
  authority: z.string().nullable(),
  amount: decimalOut,
  points: z.number().nullable(),
  status: z.enum(FINE_STATUSES),
  responsible: z.enum(['customer', 'company', 'employee']),
  contractId: z.string().nullable(),
  contractNumber: z.string().nullable(),
  customerId: z.string().nullable(),
  customerNameAr: z.string().nullable(),
  customerNameEn: z.string().nullable(),
  matchReason: z.enum(['within_contract', 'within_permit', 'no_contract', 'person']),
  matchDetail,
  matchedBy: z.enum(['auto', 'person']),
  paidAmount: decimalOut,
  outstanding: decimalOut,
  rechargeMethod: z.enum(['invoice', 'deposit']).nullable(),
  rechargeFee: decimalOut.nullable(),
  rechargeTotal: decimalOut.nullable(),
  rechargeInvoiceId: z.string().nullable(),
  rechargeInvoiceNumber: z.string().nullable(),
  rechargedOn: dateOut.nullable(),
  /** Forgiven to the renter: never recharged (issue 20's fine waiver). */
  waivedOn: dateOut.nullable(),
  waiverReason: z.string().nullable(),
  /** The waiver's approval request while it waits: the fine is neither recharged nor waived meanwhile. */
  awaitingApproval: z.object({ id: z.string(), number: z.string() }).nullable(),
  source: z.string(),
  notes: z.string().nullable(),
  createdAt: dateTimeOut,
}).openapi('TrafficFine');

export const finePaymentOut = z.object({
  id: z.string(),
  paymentNumber: z.string(),
  violationId: z.string(),
  violationNumber: z.string(),
  plate: z.string(),
  paidOn: dateOut,
  amount: decimalOut,
  method: z.enum(['cash', 'bank_transfer', 'cheque', 'card']),
  reference: z.string().nullable(),
  notes: z.string().nullable(),
  journalEntryId: z.string().nullable(),
});

export const fineTotals = z.object({ count: z.number(), amount: decimalOut, outstanding: decimalOut, unrecovered: decimalOut, recharged: decimalOut });

export const fineListOut = z.object({ items: z.array(fineOut), total: z.number(), page: z.number(), pageSize: z.number(), currency: currencyOut, counts: z.record(z.string(), z.number()), totals: fineTotals });
export const fineDetailOut = fineOut.extend({
  currency: currencyOut,
  payments: z.array(finePaymentOut),
  feeRule: feeRuleIo,
  /** The fine's waiver requests under the company's workflow, newest first. */
  approvals: z.array(requestOut),
});
export const rechargeOut = z.object({ fine: fineOut, invoice: z.object({ id: z.string(), invoiceNumber: z.string(), total: decimalOut }), paymentId: z.string().nullable() });

export const finePaymentInput = z.object({
  violationId: uuidRef,
  amount,
  method: z.enum(['cash', 'bank_transfer', 'cheque', 'card']),
  paidOn: isoDate.nullable().optional(),
  reference: optionalText(120),
  notes: optionalText(1000),
});
export const finePaymentListQuery = z.object({ ...pageQuery, violationId: uuidRef.optional(), dir: z.enum(['asc', 'desc']).default('desc') });
export const finePaymentListOut = z.object({ items: z.array(finePaymentOut), total: z.number(), page: z.number(), pageSize: z.number(), currency: currencyOut, totals: fineTotals });

const mappingShape = z.object(Object.fromEntries(IMPORT_FIELDS.map((f) => [f, z.number().int().min(0).max(200).optional()])) as Record<(typeof IMPORT_FIELDS)[number], z.ZodOptional<z.ZodNumber>>);
const sheetRow = z.object({ row: z.number().int().min(1).max(1_000_000), cells: z.array(z.string().max(500)).max(200) });

/** The file as base64 (at most ~3 MB once decoded): the wizard's first step. */
export const sheetInput = z.object({ fileName: requiredText(200), content: z.string().max(4_000_000, 'file_too_large').regex(/^[A-Za-z0-9+/=\s]*$/, 'sheet_unreadable') });
export const sheetOut = z.object({ headers: z.array(z.string()), rows: z.array(sheetRow), mapping: mappingShape });
export const importInput = z.object({ mapping: mappingShape, rows: z.array(sheetRow).min(1, 'sheet_empty').max(5000) });
export const importOut = z.object({
  imported: z.array(z.object({ row: z.number(), id: z.string(), violationNumber: z.string(), responsible: z.string(), contractNumber: z.string().nullable() })),
  errors: z.array(z.object({ row: z.number(), field: z.enum(IMPORT_FIELDS), code: z.string(), message: z.string() })),
  duplicates: z.array(z.object({ row: z.number(), violationNumber: z.string() })),
});
