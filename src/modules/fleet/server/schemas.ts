// Input and output shapes of the fleet API.
import { z } from '@hono/zod-openapi';
import { CONTRACT_STATUSES, VEHICLE_STATUSES } from '../../../core/rental';
import { currencyOut, dateOut, dateTimeOut, decimalOut, rowSchema } from '../../../server/http/row-schema';
import { odometerReadings, vehicleDocuments, vehicles } from './tables';
import { amount, optionalDate, optionalText, pageQuery, requiredText } from '../../../server/http/fields';

const year = z.coerce.number().int().min(1980, 'invalid_year').max(2100, 'invalid_year');
const count = (max: number) => z.coerce.number().int('invalid_number').min(0, 'invalid_number').max(max, 'invalid_number');

const vehicleFields = {
    plateNumber: requiredText(20),
    make: requiredText(60),
    model: requiredText(60),
    year,
    vin: optionalText(40),
    color: optionalText(40),
    colorAr: optionalText(40),
    bodyType: z.enum(['sedan', 'suv', 'hatchback', 'pickup', 'van', 'bus', 'coupe', 'truck']).default('sedan'),
    fuelType: z.enum(['petrol', 'diesel', 'hybrid', 'electric']).default('petrol'),
    transmission: z.enum(['automatic', 'manual']).default('automatic'),
    seats: count(60).default(5),
    odometer: count(5_000_000).default(0),
    status: z.enum(VEHICLE_STATUSES).default('available'),
    dailyRate: amount,
    weeklyRate: amount.nullable().optional(),
    monthlyRate: amount.nullable().optional(),
    minDailyRate: amount.nullable().optional(),
    minWeeklyRate: amount.nullable().optional(),
    minMonthlyRate: amount.nullable().optional(),
    depositAmount: amount.optional(),
    registrationNumber: optionalText(40),
    registrationExpiry: optionalDate,
    insurancePolicyNumber: optionalText(60),
    insuranceProvider: optionalText(120),
    insuranceExpiry: optionalDate,
    purchaseDate: optionalDate,
    purchaseCost: amount.nullable().optional(),
    serviceIntervalKm: count(200_000).nullable().optional(),
    serviceIntervalMonths: count(60).nullable().optional(),
    lastServiceDate: optionalDate,
    lastServiceOdometer: count(5_000_000).nullable().optional(),
    notes: optionalText(2000),
};

const withoutDefaults = {
  ...vehicleFields,
  bodyType: vehicleFields.bodyType.removeDefault(),
  fuelType: vehicleFields.fuelType.removeDefault(),
  transmission: vehicleFields.transmission.removeDefault(),
  seats: vehicleFields.seats.removeDefault(),
  odometer: vehicleFields.odometer.removeDefault(),
  status: vehicleFields.status.removeDefault(),
};

export const vehicleInput = z.object(vehicleFields).strict();

// A patch names only what changes: no defaults, or an edit would reset the status or odometer.
export const vehiclePatch = z.object(withoutDefaults).partial().strict();

export const vehicleListQuery = z.object({
  ...pageQuery,
  status: z.string().max(200).optional(),
  sort: z.enum(['plate', 'make', 'year', 'dailyRate', 'odometer', 'status', 'created']).default('plate'),
});

export const VEHICLE_MONEY = ['dailyRate', 'weeklyRate', 'monthlyRate', 'minDailyRate', 'minWeeklyRate', 'minMonthlyRate', 'depositAmount', 'purchaseCost'] as const;

// Output: a vehicle as vehicleView sends it, money in the company currency's decimals.
export const VEHICLE_DOCUMENT_KINDS = ['photo', 'registration', 'insurance', 'purchase', 'other'] as const;
export const vehicleOut = rowSchema(vehicles)
  .extend({
    bodyType: vehicleFields.bodyType.removeDefault(),
    fuelType: vehicleFields.fuelType.removeDefault(),
    transmission: vehicleFields.transmission.removeDefault(),
    status: z.enum(VEHICLE_STATUSES),
    currency: currencyOut,
    /** Registration, insurance or service due within the warning window (or past). */
    warnings: z.array(z.object({ kind: z.enum(['registration', 'insurance', 'service']), date: dateOut, daysLeft: z.number().int() })),
    /** Kilometres left before the next service (negative when overdue); null without an interval. */
    kmToService: z.number().int().nullable(),
  })
  .openapi('Vehicle');
export const vehicleListOut = z.object({ items: z.array(vehicleOut), total: z.number(), page: z.number(), pageSize: z.number(), counts: z.record(z.string(), z.number()) });
export const vehicleDocumentOut = rowSchema(vehicleDocuments).extend({ kind: z.enum(VEHICLE_DOCUMENT_KINDS) }).openapi('VehicleDocument');
export const vehicleDetailOut = vehicleOut.extend({
  odometerHistory: z.array(rowSchema(odometerReadings).extend({ source: z.enum(['manual', 'handover', 'return', 'service', 'permit']) })),
  documents: z.array(vehicleDocumentOut),
  contracts: z.array(
    z.object({ id: z.string(), contractNumber: z.string(), status: z.enum(CONTRACT_STATUSES), startAt: dateTimeOut, endAt: dateTimeOut, rentalAmount: decimalOut, customerNameAr: z.string().nullable(), customerNameEn: z.string().nullable() }),
  ),
});
export const availabilityOut = z.object({
  from: dateOut,
  to: dateOut,
  vehicles: z.array(
    z.object({
      id: z.string(),
      plateNumber: z.string(),
      make: z.string(),
      model: z.string(),
      status: z.enum(VEHICLE_STATUSES),
      bookings: z.array(
        z.object({ id: z.string(), vehicleId: z.string(), contractNumber: z.string(), status: z.enum(CONTRACT_STATUSES), startAt: dateTimeOut, endAt: dateTimeOut, customerNameAr: z.string().nullable(), customerNameEn: z.string().nullable() }),
      ),
    }),
  ),
});
