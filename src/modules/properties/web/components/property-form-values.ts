/** The property form: text values while typing, the API body (a new property, or a patch of what changed), and the checks made before sending. */
import { normaliseNumber } from '../../../../web/components/data/numbers';
import type { PropertyDetail, PropertyFeature, PropertyInput } from '../api/types';

export const TEXTS = ['propertyCode', 'unitNumber', 'nameAr', 'nameEn', 'city', 'district', 'address', 'description'] as const;
export const INTS = ['bedrooms', 'bathrooms', 'floors', 'floorNumber', 'parkingSpaces'] as const;
export const MONEY = ['rentPrice', 'salePrice'] as const;
export const COORDINATES = ['latitude', 'longitude'] as const;
export const CHOICES = ['propertyType', 'usage', 'status', 'ownerId'] as const;

export type PropertyField = (typeof TEXTS)[number] | (typeof INTS)[number] | (typeof MONEY)[number] | (typeof COORDINATES)[number] | (typeof CHOICES)[number] | 'areaSqm';
export type PropertyValues = Record<PropertyField, string> & { furnished: boolean; features: PropertyFeature[] };
export type FieldError = 'required' | 'invalid_number' | 'invalid_amount' | 'invalid_coordinates';

const ALL: PropertyField[] = [...TEXTS, ...INTS, ...MONEY, ...COORDINATES, ...CHOICES, 'areaSqm'];

export function emptyProperty(): PropertyValues {
  const values = Object.fromEntries(ALL.map((f) => [f, ''])) as Record<PropertyField, string>;
  return { ...values, propertyType: 'apartment', status: 'available', furnished: false, features: [] };
}

/** The saved property as form values (numbers and money as the API sent them). */
export function toPropertyValues(p: PropertyDetail): PropertyValues {
  const values = Object.fromEntries(ALL.map((f) => [f, f in p && p[f as keyof PropertyDetail] !== null && p[f as keyof PropertyDetail] !== undefined ? String(p[f as keyof PropertyDetail]) : ''])) as Record<PropertyField, string>;
  return { ...values, furnished: p.furnished, features: p.features as PropertyFeature[] };
}

function clean(values: PropertyValues): Record<PropertyField, string> {
  const numeric = new Set<string>([...INTS, ...MONEY, ...COORDINATES, 'areaSqm']);
  return Object.fromEntries(ALL.map((f) => [f, numeric.has(f) ? normaliseNumber(values[f]) : values[f].trim()])) as Record<PropertyField, string>;
}

/** Every field as the API takes it; an empty text is null. */
function bodyOf(values: PropertyValues): PropertyInput {
  const v = clean(values);
  const out: PropertyInput = {};
  for (const f of TEXTS) out[f] = v[f] || null;
  for (const f of INTS) out[f] = v[f] === '' ? null : Number(v[f]);
  for (const f of COORDINATES) out[f] = v[f] === '' ? null : Number(v[f]);
  for (const f of [...MONEY, 'areaSqm'] as const) out[f] = v[f] || null;
  out.propertyType = v.propertyType;
  out.usage = v.usage || null;
  out.status = v.status || null;
  out.ownerId = v.ownerId || null;
  out.furnished = values.furnished;
  out.features = values.features;
  return out;
}

/**
 * A new property: what is empty is left out, so the server numbers it (no code), picks the use
 * from the type, and a unit takes its building's owner and place.
 */
export function toNewProperty(values: PropertyValues, parentId?: string | null): PropertyInput {
  const body = Object.fromEntries(Object.entries(bodyOf(values)).filter(([, v]) => v !== null && !(Array.isArray(v) && v.length === 0)));
  if (body.furnished === false) delete body.furnished;
  return parentId ? { ...body, parentId } : body;
}

/** Only the changed fields; the status is not edited here (it has its own action). */
export function propertyPatch(values: PropertyValues, saved: PropertyDetail): PropertyInput {
  const next = bodyOf(values);
  const before = bodyOf(toPropertyValues(saved));
  delete next.status;
  const numeric = new Set<string>([...MONEY, 'areaSqm']);
  const same = (key: string, a: unknown, b: unknown) => (numeric.has(key) && a !== null && b !== null ? Number(a) === Number(b) : JSON.stringify(a) === JSON.stringify(b));
  // The use follows the type on the server unless it is named: '' here means "as the type says".
  if (next.usage === null) delete next.usage;
  return Object.fromEntries(Object.entries(next).filter(([k, v]) => !same(k, v, before[k])));
}

export function validateProperty(values: PropertyValues, opts: { unit?: boolean } = {}): Partial<Record<PropertyField, FieldError>> {
  const v = clean(values);
  const errors: Partial<Record<PropertyField, FieldError>> = {};
  if (!v.nameAr) errors.nameAr = 'required';
  if (!v.propertyType) errors.propertyType = 'required';
  if (opts.unit && !v.unitNumber) errors.unitNumber = 'required';
  for (const f of INTS) if (v[f] && !/^-?\d{1,4}$/.test(v[f])) errors[f] = 'invalid_number';
  for (const f of MONEY) if (v[f] && !/^\d{1,12}(\.\d{1,6})?$/.test(v[f])) errors[f] = 'invalid_amount';
  if (v.areaSqm && !/^\d{1,9}(\.\d{1,2})?$/.test(v.areaSqm)) errors.areaSqm = 'invalid_number';
  const lat = v.latitude === '' ? null : Number(v.latitude);
  const lng = v.longitude === '' ? null : Number(v.longitude);
  if (lat !== null && !(Number.isFinite(lat) && lat >= -90 && lat <= 90)) errors.latitude = 'invalid_coordinates';
  if (lng !== null && !(Number.isFinite(lng) && lng >= -180 && lng <= 180)) errors.longitude = 'invalid_coordinates';
  if ((lat === null) !== (lng === null)) errors[lat === null ? 'latitude' : 'longitude'] = 'invalid_coordinates';
  return errors;
}
