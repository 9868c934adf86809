// Input and output shapes of the dispatch-permits API (/api/dispatch-permits).
import { z } from '@hono/zod-openapi';
import { PERMIT_PRIORITIES, PERMIT_PURPOSES, PERMIT_STATUSES } from '../../../core/dispatch';
import { currencyOut, rowSchema } from '../../../server/http/row-schema';
import { amount, isoDateTime, optionalText, pageQuery, requiredText, uuidRef } from '../../../server/http/fields';
import { dispatchPermitHistory, dispatchPermits } from './tables';
import { requestOut } from '../../admin/server/approvals';

const km = z.number().int('invalid_number').min(0, 'invalid_number').max(5_000_000, 'invalid_number');

/** Times travel with their offset; the page types them on the company's clock and adds its offset. */
const permitFields = {
  vehicleId: uuidRef,
  driverId: uuidRef,
  purpose: z.enum(PERMIT_PURPOSES),
  purposeAr: optionalText(500),
  purposeEn: optionalText(500),
  destinationAr: optionalText(300),
  destinationEn: optionalText(300),
  startAt: isoDateTime,
  endAt: isoDateTime,
  expectedKm: km.nullable().optional(),
  fuelAllowance: amount.optional(),
  priority: z.enum(PERMIT_PRIORITIES).optional(),
  notes: optionalText(2000),
};

export const permitInput = z.object(permitFields).strict();
export const permitPatch = z.object(permitFields).partial().strict();

export const reasonInput = z.object({ reason: requiredText(500) }).strict();
export const optionalNoteInput = z.object({ note: optionalText(500) }).strict();
export const odometerInput = z.object({ odometer: km, note: optionalText(500) }).strict();

export const permitListQuery = z.object({
  ...pageQuery,
  status: z.string().max(200).optional(),
  vehicleId: uuidRef.optional(),
  driverId: uuidRef.optional(),
  sort: z.enum(['number', 'start', 'created']).default('start'),
  dir: z.enum(['asc', 'desc']).default('desc'),
});

export const availabilityQuery = z.object({ startAt: isoDateTime, endAt: isoDateTime, exceptPermitId: uuidRef.optional() });

// Output.
const people = {
  vehiclePlate: z.string(),
  vehicleMake: z.string(),
  vehicleModel: z.string(),
  driverNumber: z.string(),
  driverNameAr: z.string(),
  driverNameEn: z.string(),
};

export const permitOut = rowSchema(dispatchPermits)
  .omit({ companyId: true })
  .extend({ status: z.enum(PERMIT_STATUSES), purpose: z.enum(PERMIT_PURPOSES), priority: z.enum(PERMIT_PRIORITIES), currency: currencyOut })
  .openapi('DispatchPermit');

export const historyOut = rowSchema(dispatchPermitHistory).omit({ companyId: true }).extend({ changedByName: z.string().nullable() });

export const permitDetailOut = permitOut.extend({
  ...people,
  driverPhone: z.string().nullable(),
  distanceKm: z.number().int().nullable(),
  actions: z.array(z.enum(['approve', 'reject', 'start', 'complete', 'cancel'])),
  history: z.array(historyOut),
  /** The permit's approval requests under the company's workflow, newest first. */
  approvals: z.array(requestOut),
})
  // Named: seven routes answer with it, and the web's types read it once.
  .openapi('DispatchPermitDetail');

export const permitListOut = z.object({
  items: z.array(permitOut.pick({ id: true, permitNumber: true, status: true, purpose: true, priority: true, startAt: true, endAt: true, vehicleId: true, driverId: true, destinationAr: true, destinationEn: true, fuelAllowance: true }).extend(people)),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  currency: currencyOut,
  counts: z.record(z.string(), z.number()),
});

export const availabilityOut = z.object({
  vehicles: z.array(z.object({ id: z.string(), plateNumber: z.string(), make: z.string(), model: z.string(), year: z.number(), status: z.string(), odometer: z.number() })),
  drivers: z.array(z.object({ id: z.string(), employeeNumber: z.string(), nameAr: z.string(), nameEn: z.string(), phone: z.string().nullable() })),
});
