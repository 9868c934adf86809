// Input shapes of the quotations API.
import { z } from '@hono/zod-openapi';
import { RATE_UNITS } from '../../../core/rental';
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

export const decisionInput = z.object({ decision: z.enum(['approve', 'reject']), comment: optionalText(1000) }).strict();
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
