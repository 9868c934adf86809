// Input shapes of the contracts API.
import { z } from '@hono/zod-openapi';
import { CONTRACT_STATUSES, RATE_UNITS } from '../../../core/rental';
import { amount, isoDateTime, optionalText, pageQuery, requiredText, uuidRef } from '../../../server/http/fields';

const fuel = z.number().int('invalid_number').min(0, 'invalid_number').max(8, 'invalid_number');
const km = z.number().int('invalid_number').min(0, 'invalid_number').max(5_000_000, 'invalid_number');

export const contractInput = z
  .object({
    customerId: uuidRef,
    vehicleId: uuidRef,
    startAt: isoDateTime,
    rateUnit: z.enum(RATE_UNITS),
    duration: z.number().int('invalid_number').min(1, 'invalid_number').max(120, 'invalid_number'),
    rate: amount.optional(),
    extras: z.array(z.object({ description: requiredText(200), amount })).max(20).optional(),
    discount: amount.optional(),
    depositAmount: amount.optional(),
    kmAllowancePerDay: z.number().int().min(0).max(5000).optional(),
    extraKmRate: amount.optional(),
    lateGraceMinutes: z.number().int().min(0).max(600).optional(),
    lateHourRate: amount.optional(),
    fuelChargePerEighth: amount.optional(),
    terms: optionalText(4000),
    notes: optionalText(2000),
    /** Confirm the booking now (reserved) instead of keeping a draft. */
    reserve: z.boolean().optional(),
    quotationId: uuidRef.optional(),
  })
  .strict();

export const inspectionInput = z
  .object({
    checklist: z.array(z.object({ code: requiredText(40), ok: z.boolean(), note: optionalText(200) })).max(40).default([]),
    damages: z.array(z.object({ description: requiredText(200), amount })).max(40).default([]),
    notes: optionalText(1000),
  })
  .strict();

export const handoverInput = z.object({ odometer: km, fuel, at: isoDateTime.optional(), inspection: inspectionInput.optional() }).strict();
export const returnInput = z.object({ odometer: km, fuel, at: isoDateTime.optional(), inspection: inspectionInput.optional() }).strict();
export const reasonInput = z.object({ reason: requiredText(400) }).strict();

export const contractListQuery = z.object({
  ...pageQuery,
  status: z.string().max(200).optional(),
  customerId: uuidRef.optional(),
  vehicleId: uuidRef.optional(),
  endingWithinDays: z.coerce.number().int().min(0).max(365).optional(),
  sort: z.enum(['number', 'start', 'end', 'created']).default('start'),
});

export const contractOut = z.object({ id: z.string(), contractNumber: z.string(), status: z.enum(CONTRACT_STATUSES) }).passthrough();
