/** The customer form: values while typing (strings), the API body, and the checks made before sending. */
import type { Customer, CustomerInput, CustomerType } from '../api/types';

export const TEXT_FIELDS = [
  'nameAr',
  'nameEn',
  'phone',
  'alternativePhone',
  'email',
  'nationality',
  'dateOfBirth',
  'civilId',
  'civilIdExpiry',
  'passportNumber',
  'passportExpiry',
  'licenseNumber',
  'licenseExpiry',
  'commercialRegister',
  'contactPerson',
  'address',
  'city',
  'creditLimit',
  'notes',
] as const;

export type CustomerTextField = (typeof TEXT_FIELDS)[number];
export type CustomerValues = Record<CustomerTextField, string> & { customerType: CustomerType; isActive: boolean };
export type CustomerErrors = Partial<Record<CustomerTextField | 'customerType', string>>;

export function emptyCustomer(): CustomerValues {
  const values = Object.fromEntries(TEXT_FIELDS.map((f) => [f, ''])) as Record<CustomerTextField, string>;
  return { ...values, creditLimit: '0', customerType: 'individual', isActive: true };
}

export function toCustomerValues(c: Customer): CustomerValues {
  const values = Object.fromEntries(TEXT_FIELDS.map((f) => [f, c[f] ?? ''])) as Record<CustomerTextField, string>;
  return { ...values, customerType: c.customerType, isActive: c.isActive };
}

const nullable = (text: string) => (text.trim() ? text.trim() : null);

export function toCustomerInput(v: CustomerValues): CustomerInput {
  const body: CustomerInput = { customerType: v.customerType, isActive: v.isActive, phone: v.phone.trim(), creditLimit: v.creditLimit.trim() || '0' };
  for (const field of TEXT_FIELDS) if (field !== 'phone' && field !== 'creditLimit') (body as Record<string, unknown>)[field] = nullable(v[field]);
  return body;
}

/** Only the changed fields go in a PATCH. */
export function customerPatch(v: CustomerValues, saved: Customer): CustomerInput {
  const next = toCustomerInput(v) as Record<string, unknown>;
  const before = toCustomerInput(toCustomerValues(saved)) as Record<string, unknown>;
  return Object.fromEntries(Object.entries(next).filter(([key, value]) => (key === 'creditLimit' ? Number(value) !== Number(before[key]) : value !== before[key])));
}

/** What must be fixed before the server can judge; the server checks the rest (formats, duplicates). */
export function validateCustomer(v: CustomerValues): Partial<Record<CustomerTextField, 'required' | 'invalid_amount'>> {
  const errors: Partial<Record<CustomerTextField, 'required' | 'invalid_amount'>> = {};
  if (!v.nameAr.trim() && !v.nameEn.trim()) errors.nameAr = 'required';
  if (!v.phone.trim()) errors.phone = 'required';
  if (v.creditLimit.trim() && !/^\d{1,12}(\.\d{1,6})?$/.test(v.creditLimit.trim())) errors.creditLimit = 'invalid_amount';
  return errors;
}
