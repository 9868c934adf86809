// Input and output shapes of the quotations API.
import { z } from '@hono/zod-openapi';
import { requestOut } from '../../admin/server/approvals';
import { capturedSignatureOut, signatureInput } from '../../admin/server/signatures';
import { CONTRACT_STATUSES, QUOTATION_STATUSES, RATE_UNITS } from '../../../core/rental';
import { currencyOut, dateOut, dateTimeOut, decimalOut, rowSchema } from '../../../server/http/row-schema';
import { customers } from '../../customers/server/tables';
import { vehicles } from '../../fleet/server/tables';
import { quotations } from './tables';
import { amount, isoDate, isoDateTime, optionalText, pageQuery, requiredText, uuidRef } from '../../../server/http/fields';

export const quotationInput = z
  .object({
    customerId: uuidRef,
    vehicleId: uuidRef.nullable().optional(),
    vehicleClass: z.enum(['sedan', 'suv', 'hatchback', 'pickup', 'van', 'bus', 'coupe', 'truck']).nullable().optional(),
    startDate: isoDate,
    rateUnit: z.enum(RATE_UNITS),
    duration: z.number().int('invalid_number').min(1, 'invalid_number').max(120, 'invalid_number'),
    rate: amount.optional(),
    extras: z.array(z.object({ description: requiredText(200), amount })).max(20).default([]),
    discount: amount.optional(),
    validUntil: isoDate,
    terms: optionalText(4000),
    notes: optionalText(2000),
  })
  .strict();

export const quotationListQuery = z.object({
  ...pageQuery,
  status: z.enum(['all', 'draft', 'sent', 'approved', 'rejected', 'expired', 'converted']).default('all'),
});

export const decisionInput = z.object({ decision: z.enum(['approve', 'reject']), comment: optionalText(1000), signature: signatureInput.optional() }).strict();
/** The contract's own terms (deposit, km allowance, extra-km, late and fuel rates) may be set while converting. */
export const convertInput = z
  .object({
    vehicleId: uuidRef.optional(),
    startAt: isoDateTime.optional(),
    reserve: z.boolean().optional(),
    depositAmount: amount.optional(),
    kmAllowancePerDay: z.number().int().min(0).max(5000).optional(),
    extraKmRate: amount.optional(),
    lateHourRate: amount.optional(),
    fuelChargePerEighth: amount.optional(),
  })
  .strict();
export const tokenParam = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'quotation_link_invalid') });

// Output shapes: a quotation row as the API sends it (money rounded to the company currency).
const row = rowSchema(quotations).omit({ approvalTokenHash: true });
const customerRef = rowSchema(customers).pick({ id: true, nameAr: true, nameEn: true, phone: true, email: true });
const vehicleRef = rowSchema(vehicles).pick({ id: true, plateNumber: true, make: true, model: true, year: true });
const extraOut = z.object({ description: z.string(), amount: decimalOut });

export const quotationOut = row
  .extend({ status: z.enum(QUOTATION_STATUSES), rateUnit: z.enum(RATE_UNITS), extras: z.array(extraOut), currency: currencyOut })
  .openapi('Quotation');
export const quotationListOut = z.object({
  items: z.array(
    quotationOut.extend({
      customerNameAr: z.string().nullable(),
      customerNameEn: z.string().nullable(),
      plateNumber: z.string().nullable(),
      make: z.string().nullable(),
      model: z.string().nullable(),
      /** The discount's open approval request: the quotation is not sent until it is decided. */
      awaitingApproval: z.object({ id: z.string(), number: z.string() }).nullable(),
    }),
  ),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export const quotationDetailOut = quotationOut.extend({ customer: customerRef.nullable(), vehicle: vehicleRef.nullable(), clientSignature: capturedSignatureOut, approvals: z.array(requestOut) });
/** After sending: the link to give the client (shown once; only its hash is kept). */
export const quotationSentOut = quotationOut.extend({ approvalUrl: z.string() });
/** Sending held by the discount's approval workflow: nothing sent, the request it waits on. */
export const quotationHeldOut = quotationOut.extend({ awaitingApproval: z.object({ id: z.string(), number: z.string() }) });
export const quotationConvertedOut = z.object({ contractId: z.string(), contractNumber: z.string(), status: z.enum(CONTRACT_STATUSES) });

/** What the client sees behind the approval link: nothing internal to the company. */
export const publicQuotationOut = z
  .object({
    quotationNumber: z.string(),
    status: z.enum(QUOTATION_STATUSES),
    company: z.object({ nameAr: z.string().nullable(), name: z.string(), logoUrl: z.string().nullable(), phone: z.string().nullable() }),
    customer: z.object({ nameAr: z.string().nullable(), nameEn: z.string().nullable() }),
    vehicle: z.object({ make: z.string().nullable(), model: z.string().nullable(), year: z.number().nullable() }).nullable(),
    vehicleClass: z.string().nullable(),
    startDate: dateOut,
    rateUnit: z.enum(RATE_UNITS),
    duration: z.number(),
    rate: decimalOut,
    extras: z.array(extraOut),
    subtotal: decimalOut,
    discount: decimalOut,
    total: decimalOut,
    currency: currencyOut,
    validUntil: dateOut,
    terms: z.string().nullable(),
    decidedAt: dateTimeOut.nullable(),
    clientComment: z.string().nullable(),
    /** The company asks the client to sign on screen to approve. */
    signatureRequired: z.boolean(),
  })
  .openapi('PublicQuotation');
export const quotationDecisionOut = z.object({ status: z.enum(['approved', 'rejected']), quotationNumber: z.string() });
