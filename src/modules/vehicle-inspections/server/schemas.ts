// Input and output shapes of the condition-checks API (/api/vehicle-inspections).
import { z } from '@hono/zod-openapi';
import { CAR_VIEWS, CHECK_STATUSES, DAMAGE_SEVERITIES, DAMAGE_TYPES, INSPECTION_KINDS } from '../../../core/fleet';
import { currencyOut, dateTimeOut, decimalOut } from '../../../server/http/row-schema';
import { amount, isoDateTime, optionalText, pageQuery, requiredText, uuidRef } from '../../../server/http/fields';

const fuel = z.number().int('invalid_number').min(0, 'invalid_number').max(8, 'invalid_number');
const km = z.number().int('invalid_number').min(0, 'invalid_number').max(5_000_000, 'invalid_number');
const unit = z.number().min(0, 'invalid_number').max(1, 'invalid_number');

/** A point on the outline: x, y in 0..1 of the view's box. */
export const damagePointInput = z
  .object({
    view: z.enum(CAR_VIEWS),
    x: unit,
    y: unit,
    type: z.enum(DAMAGE_TYPES),
    severity: z.enum(DAMAGE_SEVERITIES),
    note: optionalText(300),
    photoDocumentId: uuidRef.nullable().optional(),
  })
  .strict();

/** SVG path data in a 300 × 120 box: moves, lines and numbers only (nothing else can hide in it). */
export const signatureInput = z
  .string()
  .max(20_000, 'too_long')
  .regex(/^[ML0-9 .,-]*$/, 'invalid_signature')
  .nullable()
  .optional()
  .transform((v) => (v && v.trim() ? v.trim() : null));

export const checklistInput = z.array(z.object({ code: requiredText(40), status: z.enum(CHECK_STATUSES), note: optionalText(200) }).strict()).max(40);

/** The parts of an inspection the wizard fills, whatever it is attached to. */
export const conditionFields = {
  damagePoints: z.array(damagePointInput).max(60).optional(),
  customerSignature: signatureInput,
  customerSignerName: optionalText(200),
  inspectorSignature: signatureInput,
};

export const inspectionInput = z
  .object({
    kind: z.enum(INSPECTION_KINDS),
    contractId: uuidRef.optional(),
    dispatchPermitId: uuidRef.optional(),
    at: isoDateTime.optional(),
    odometer: km.nullable().optional(),
    fuel: fuel.nullable().optional(),
    checklist: checklistInput.optional(),
    notes: optionalText(1000),
    ...conditionFields,
  })
  .strict();

export const inspectionPatch = z
  .object({ odometer: km.nullable().optional(), fuel: fuel.nullable().optional(), checklist: checklistInput.optional(), notes: optionalText(1000), ...conditionFields })
  .strict();

const severityPrice = amount;
export const chargeInput = z
  .object({
    method: z.enum(['invoice', 'deposit']),
    /** The price the person puts on each severity of new damage. */
    prices: z.object({ minor: severityPrice, moderate: severityPrice, major: severityPrice }).strict(),
  })
  .strict();

export const inspectionListQuery = z.object({
  ...pageQuery,
  kind: z.string().max(100).optional(),
  vehicleId: uuidRef.optional(),
  contractId: uuidRef.optional(),
  dispatchPermitId: uuidRef.optional(),
  dir: z.enum(['asc', 'desc']).default('desc'),
});

const pointOut = z.object({
  view: z.enum(CAR_VIEWS).nullable(),
  x: z.number().nullable(),
  y: z.number().nullable(),
  type: z.enum(DAMAGE_TYPES),
  severity: z.enum(DAMAGE_SEVERITIES),
  note: z.string().optional(),
  photoDocumentId: z.string().optional(),
  amount: z.string().optional(),
});

export const inspectionOut = z
  .object({
    id: z.string(),
    inspectionNumber: z.string(),
    kind: z.enum(INSPECTION_KINDS),
    vehicleId: z.string(),
    contractId: z.string().nullable(),
    dispatchPermitId: z.string().nullable(),
    at: dateTimeOut,
    odometer: z.number().nullable(),
    fuel: z.number().nullable(),
    checklist: z.array(z.object({ code: z.string(), status: z.enum(CHECK_STATUSES), note: z.string().optional() })),
    damagePoints: z.array(pointOut),
    customerSignature: z.string().nullable(),
    customerSignerName: z.string().nullable(),
    inspectorSignature: z.string().nullable(),
    inspectorId: z.string().nullable(),
    inspectorName: z.string().nullable(),
    notes: z.string().nullable(),
    chargeInvoiceId: z.string().nullable(),
    chargeMethod: z.enum(['invoice', 'deposit']).nullable(),
    chargedAt: dateTimeOut.nullable(),
    vehiclePlate: z.string(),
    vehicleMake: z.string(),
    vehicleModel: z.string(),
    contractNumber: z.string().nullable(),
    permitNumber: z.string().nullable(),
    createdAt: dateTimeOut,
  })
  .openapi('VehicleInspection');

/** A return against its contract's handover: the new points (indexes into the return's points). */
export const comparisonOut = z.object({
  handoverId: z.string().nullable(),
  handoverPoints: z.array(pointOut),
  newPointIndexes: z.array(z.number()),
  charged: z.boolean(),
  chargeInvoiceNumber: z.string().nullable(),
  chargeTotal: decimalOut.nullable(),
  /** What the contract's deposit can still pay. */
  depositLeft: decimalOut,
  currency: currencyOut,
});

export const inspectionDetailOut = inspectionOut.extend({ comparison: comparisonOut.nullable(), currency: currencyOut });

export const inspectionListOut = z.object({
  items: z.array(inspectionOut.omit({ checklist: true, customerSignature: true, inspectorSignature: true }).extend({ damageCount: z.number() })),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  counts: z.record(z.string(), z.number()),
});

export const chargeOut = z.object({ inspection: inspectionDetailOut, invoice: z.object({ id: z.string(), invoiceNumber: z.string(), total: decimalOut }), paymentId: z.string().nullable() });
