// Input and output shapes of the contracts API.
import { z } from '@hono/zod-openapi';
import { requestOut } from '../../admin/server/approvals';
import { capturedSignatureOut, signatureInput } from '../../admin/server/signatures';
import { CONTRACT_STATUSES, RATE_UNITS, VEHICLE_STATUSES } from '../../../core/rental';
import { currencyOut, dateTimeOut, decimalOut, rowSchema } from '../../../server/http/row-schema';
import { invoiceOut, invoiceRowOut, paymentOut } from '../../billing/server/schemas';
import { customers } from '../../customers/server/tables';
import { vehicles } from '../../fleet/server/tables';
import { contracts } from './tables';
import { conditionFields } from '../../vehicle-inspections/server/schemas';
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
  })
  .strict();

export const inspectionInput = z
  .object({
    checklist: z.array(z.object({ code: requiredText(40), ok: z.boolean(), note: optionalText(200) })).max(40).default([]),
    damages: z.array(z.object({ description: requiredText(200), amount })).max(40).default([]),
    notes: optionalText(1000),
    // Decision 041: the wizard's placed damage points and drawn signatures ride along.
    ...conditionFields,
  })
  .strict();

export const handoverInput = z.object({ odometer: km, fuel, at: isoDateTime.optional(), inspection: inspectionInput.optional(), signature: signatureInput.optional() }).strict();
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

// Output: a contract row as sent, money rounded to the company currency.
// Decision 041: read back from the contract's condition checks (vehicle_inspections).
const inspectionOut = z.object({
  id: z.string(),
  checklist: z.array(z.object({ code: z.string(), ok: z.boolean(), note: z.string().optional() })),
  damages: z.array(z.object({ description: z.string(), amount: z.string() })),
  damagePointCount: z.number(),
  notes: z.string().optional(),
});
export const contractOut = rowSchema(contracts)
  .extend({
    status: z.enum(CONTRACT_STATUSES),
    rateUnit: z.enum(RATE_UNITS),
    depositStatus: z.enum(['none', 'held', 'settled']),
    extras: z.array(z.object({ description: z.string(), amount: decimalOut })),
    currency: currencyOut,
  })
  .openapi('Contract');

const vehicleRef = rowSchema(vehicles).pick({ id: true, plateNumber: true, make: true, model: true, year: true, odometer: true, colorAr: true, color: true }).extend({ status: z.enum(VEHICLE_STATUSES) });
const customerRef = rowSchema(customers).pick({ id: true, nameAr: true, nameEn: true, phone: true, civilId: true, licenseNumber: true, licenseExpiry: true, isBlacklisted: true });

export const contractDetailOut = contractOut.extend({
  handoverInspection: inspectionOut.nullable(),
  returnInspection: inspectionOut.nullable(),
  customer: customerRef.nullable(),
  vehicle: vehicleRef.nullable(),
  invoices: z.array(invoiceOut),
  payments: z.array(paymentOut),
  /** What the open invoices still owe. */
  balance: decimalOut,
  /** The discount's approval requests (issue 20), newest first. */
  approvals: z.array(requestOut),
  /** The company asks the customer to sign on screen at handover. */
  handoverSignatureRequired: z.boolean(),
  customerSignature: capturedSignatureOut,
});

export const contractListOut = z.object({
  items: z.array(
    contractOut
      .pick({ id: true, contractNumber: true, status: true, startAt: true, plannedEndAt: true, endAt: true, rateUnit: true, duration: true, rentalAmount: true, customerId: true, vehicleId: true })
      .extend({ customerNameAr: z.string().nullable(), customerNameEn: z.string().nullable(), customerPhone: z.string(), plateNumber: z.string(), make: z.string(), model: z.string() }),
  ),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  /** Contracts per status, all of the company's. */
  counts: z.record(z.string(), z.number()),
});

export const duplicatesOut = z.object({
  items: z.array(
    z.object({
      firstId: z.string(),
      firstNumber: z.string(),
      firstStatus: z.enum(CONTRACT_STATUSES),
      secondId: z.string(),
      secondNumber: z.string(),
      secondStatus: z.enum(CONTRACT_STATUSES),
      startAt: dateTimeOut,
      endAt: dateTimeOut,
      customerNameAr: z.string().nullable(),
      customerNameEn: z.string().nullable(),
      plateNumber: z.string(),
    }),
  ),
});

/** After the return: the charges found and the invoice raised for them (none when nothing is owed). */
export const returnOut = z.object({
  contract: contractOut,
  charges: z.object({
    ok: z.literal(true),
    lines: z.array(z.object({ code: z.enum(['rental', 'extra_km', 'late', 'fuel', 'damage', 'extra']), description: z.string(), quantity: decimalOut, unitPrice: decimalOut, total: decimalOut })),
    total: decimalOut,
    kmDriven: z.number(),
    kmAllowed: z.number().nullable(),
    lateMinutes: z.number(),
  }),
  invoice: invoiceRowOut.nullable(),
});
/** After closing: what the deposit paid, what was refunded, and what is still owed. */
export const closeOut = z.object({
  contract: contractOut,
  depositApplied: decimalOut,
  depositRefunded: decimalOut,
  balance: decimalOut,
  /** The approval request a gated refund waits on: the contract is still returned, nothing applied or refunded yet. */
  awaitingApproval: z.object({ id: z.string(), number: z.string() }).nullable(),
});
