/** The vehicle form: text values while typing, the API body, and the checks made before sending. */
import { VEHICLE_STATUSES, type Vehicle, type VehicleInput } from '../api/types';

export const TEXT = ['plateNumber', 'make', 'model', 'year', 'vin', 'colorAr', 'color', 'seats', 'odometer', 'registrationNumber', 'registrationExpiry', 'insurancePolicyNumber', 'insuranceProvider', 'insuranceExpiry', 'purchaseDate', 'lastServiceDate', 'notes'] as const;
export const MONEY = ['dailyRate', 'weeklyRate', 'monthlyRate', 'minDailyRate', 'minWeeklyRate', 'minMonthlyRate', 'depositAmount', 'purchaseCost'] as const;
export const INTS = ['serviceIntervalKm', 'serviceIntervalMonths', 'lastServiceOdometer'] as const;
export const CHOICES = { bodyType: ['sedan', 'suv', 'hatchback', 'pickup', 'van', 'bus', 'coupe', 'truck'], fuelType: ['petrol', 'diesel', 'hybrid', 'electric'], transmission: ['automatic', 'manual'], status: VEHICLE_STATUSES } as const;

export type VehicleField = (typeof TEXT)[number] | (typeof MONEY)[number] | (typeof INTS)[number] | keyof typeof CHOICES;
export type VehicleValues = Record<VehicleField, string>;

const NUMERIC = new Set<string>(['year', 'seats', 'odometer', ...INTS]);
const DATES = new Set<string>(['registrationExpiry', 'insuranceExpiry', 'purchaseDate', 'lastServiceDate']);
const REQUIRED = ['plateNumber', 'make', 'model', 'year', 'dailyRate'] as const;

export function emptyVehicle(): VehicleValues {
  const all = [...TEXT, ...MONEY, ...INTS] as VehicleField[];
  const values = Object.fromEntries(all.map((f) => [f, ''])) as VehicleValues;
  return { ...values, year: String(new Date().getFullYear()), seats: '5', odometer: '0', depositAmount: '0', bodyType: 'sedan', fuelType: 'petrol', transmission: 'automatic', status: 'available' };
}

export function toVehicleValues(v: Vehicle): VehicleValues {
  const all = [...TEXT, ...MONEY, ...INTS, 'bodyType', 'fuelType', 'transmission', 'status'] as VehicleField[];
  return Object.fromEntries(all.map((f) => [f, v[f as keyof Vehicle] === null || v[f as keyof Vehicle] === undefined ? '' : String(v[f as keyof Vehicle])])) as VehicleValues;
}

export function toVehicleInput(values: VehicleValues): VehicleInput {
  const out: VehicleInput = {};
  for (const [key, raw] of Object.entries(values)) {
    const text = raw.trim();
    if (NUMERIC.has(key)) out[key] = text === '' ? null : Number(text);
    else if ((MONEY as readonly string[]).includes(key)) out[key] = text === '' ? (key === 'depositAmount' ? '0' : null) : text;
    else if (DATES.has(key)) out[key] = text || null;
    else out[key] = text === '' ? null : text;
  }
  // Required numbers the API defaults when absent rather than accepting null.
  for (const key of ['seats', 'odometer']) if (out[key] === null) delete out[key];
  return out;
}

/** Only the changed fields go in a PATCH (an odometer change there is a reading that may not go back). */
export function vehiclePatch(values: VehicleValues, saved: Vehicle): VehicleInput {
  const next = toVehicleInput(values);
  const before = toVehicleInput(toVehicleValues(saved));
  const same = (k: string, a: unknown, b: unknown) => (a === null || b === null || !(MONEY as readonly string[]).includes(k) ? a === b : Number(a) === Number(b));
  return Object.fromEntries(Object.entries(next).filter(([k, v]) => !same(k, v, before[k])));
}

export function validateVehicle(v: VehicleValues): Partial<Record<VehicleField, 'required' | 'invalid_number' | 'invalid_amount'>> {
  const errors: Partial<Record<VehicleField, 'required' | 'invalid_number' | 'invalid_amount'>> = {};
  for (const f of REQUIRED) if (!v[f].trim()) errors[f] = 'required';
  for (const f of NUMERIC) if (v[f as VehicleField].trim() && !/^\d{1,9}$/.test(v[f as VehicleField].trim())) errors[f as VehicleField] = 'invalid_number';
  for (const f of MONEY) if (v[f].trim() && !/^\d{1,12}(\.\d{1,6})?$/.test(v[f].trim())) errors[f] = 'invalid_amount';
  return errors;
}
