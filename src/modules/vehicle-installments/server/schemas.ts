// Input and output shapes of /api/vehicle-financing.
import { z } from '@hono/zod-openapi';
import { FINANCING_PAYMENT_METHODS, FINANCING_STATUSES, MAX_INSTALMENTS } from '../../../core/fleet';
import { currencyOut, dateOut, dateTimeOut, decimalOut } from '../../../server/http/row-schema';
import { amount, isoDate, optionalText, pageQuery, requiredText, uuidRef } from '../../../server/http/fields';

/** A rate is never negative: '-1' fails the pattern with the rate's own message. */
const rate = z.string().trim().regex(/^\d{1,3}(\.\d{1,3})?$/, 'financing_invalid_rate');

export const agreementInput = z
  .object({
    vendorName: requiredText(200),
    vendorContact: optionalText(200),
    vehicleIds: z.array(uuidRef).min(1, 'financing_vehicle_required').max(50),
    total: amount,
    downPayment: amount.optional(),
    downPaymentMethod: z.enum(FINANCING_PAYMENT_METHODS).optional(),
    instalmentCount: z.number().int('financing_invalid_count').min(1, 'financing_invalid_count').max(MAX_INSTALMENTS, 'financing_invalid_count'),
    annualRate: rate,
    startDate: isoDate,
    notes: optionalText(2000),
    /** Activate at once (the financing posts on the given activation date, today by default). */
    activate: z.boolean().optional(),
  })
  .strict();

export const activateInput = z.object({ date: isoDate.optional() }).strict();

export const paymentInput = z
  .object({
    amount,
    method: z.enum(FINANCING_PAYMENT_METHODS),
    paidOn: isoDate.optional(),
    reference: optionalText(100),
  })
  .strict();

export const agreementListQuery = z.object({
  ...pageQuery,
  search: z.string().trim().max(100).optional(),
  status: z.string().max(200).optional(),
  vehicleId: uuidRef.optional(),
  overdue: z.enum(['1', 'true']).optional(),
  sort: z.enum(['number', 'start', 'total', 'created']).default('created'),
  dir: z.enum(['asc', 'desc']).default('desc'),
});

const vehicleRef = z.object({ id: z.string(), plateNumber: z.string(), make: z.string(), model: z.string(), year: z.number().int() });

export const agreementOut = z
  .object({
    id: z.string(),
    agreementNumber: z.string(),
    vendorName: z.string(),
    vendorContact: z.string().nullable(),
    status: z.enum(FINANCING_STATUSES),
    total: decimalOut,
    downPayment: decimalOut,
    downPaymentMethod: z.enum(FINANCING_PAYMENT_METHODS),
    financed: decimalOut,
    instalmentCount: z.number().int(),
    annualRate: z.string(),
    startDate: dateOut,
    monthlyPayment: decimalOut,
    totalInterest: decimalOut,
    notes: z.string().nullable(),
    activatedOn: dateOut.nullable(),
    completedOn: dateOut.nullable(),
    cancelledOn: dateOut.nullable(),
    journalEntryId: z.string().nullable(),
    createdAt: dateTimeOut,
    currency: currencyOut,
  })
  .openapi('FinancingAgreement');

export const totalsOut = z.object({
  paid: decimalOut,
  principalPaid: decimalOut,
  interestPaid: decimalOut,
  remainingPrincipal: decimalOut,
  remaining: decimalOut,
  overdue: decimalOut,
  overdueCount: z.number().int(),
  next: z.object({ sequence: z.number().int(), dueDate: dateOut, amount: decimalOut }).nullable(),
});

export const instalmentOut = z.object({
  sequence: z.number().int(),
  dueDate: dateOut,
  payment: decimalOut,
  principal: decimalOut,
  interest: decimalOut,
  principalPaid: decimalOut,
  interestPaid: decimalOut,
  owed: decimalOut,
  state: z.enum(['paid', 'overdue', 'partial', 'due']),
});

export const financingPaymentOut = z
  .object({
    id: z.string(),
    paidOn: dateOut,
    amount: decimalOut,
    principal: decimalOut,
    interest: decimalOut,
    method: z.enum(FINANCING_PAYMENT_METHODS),
    reference: z.string().nullable(),
    allocations: z.array(z.object({ sequence: z.number().int(), principal: decimalOut, interest: decimalOut })),
    journalEntryId: z.string().nullable(),
  })
  .openapi('FinancingPayment');

export const agreementDetailOut = agreementOut.extend({
  vehicles: z.array(vehicleRef),
  instalments: z.array(instalmentOut),
  payments: z.array(financingPaymentOut),
  totals: totalsOut,
});

export const agreementListOut = z.object({
  items: z.array(agreementOut.pick({ id: true, agreementNumber: true, vendorName: true, status: true, total: true, financed: true, monthlyPayment: true, instalmentCount: true, startDate: true }).extend({ vehicles: z.array(vehicleRef), paid: decimalOut, remainingPrincipal: decimalOut, remaining: decimalOut, overdue: decimalOut, overdueCount: z.number().int(), nextDueDate: dateOut.nullable() })),
  /** Over every agreement the filters keep: what is left to pay on the active ones, and what is overdue. */
  totals: z.object({ remaining: decimalOut, overdue: decimalOut, overdueCount: z.number().int() }),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  currency: currencyOut,
  counts: z.record(z.string(), z.number()),
});

export const previewInput = z
  .object({ total: amount, downPayment: amount.optional(), instalmentCount: agreementInput.shape.instalmentCount, annualRate: rate, startDate: isoDate })
  .strict();

export const previewOut = z.object({
  financed: decimalOut,
  monthlyPayment: decimalOut,
  totalInterest: decimalOut,
  totalPayable: decimalOut,
  rows: z.array(z.object({ sequence: z.number().int(), dueDate: dateOut, payment: decimalOut, principal: decimalOut, interest: decimalOut, balanceAfter: decimalOut })),
  currency: currencyOut,
});

export const paymentResultOut = z.object({ payment: financingPaymentOut, agreement: agreementOut, totals: totalsOut });
