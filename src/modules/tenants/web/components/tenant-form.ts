/** The tenant form: the person's fields and the profile's while typing (strings), the API body, the checks made before sending. */
import { amountOf } from '../../../../web/components/data/numbers';
import type { Tenant, TenantInput } from '../api/types';

export const PERSON_FIELDS = ['nameAr', 'nameEn', 'phone', 'alternativePhone', 'email', 'nationality', 'civilId', 'commercialRegister', 'contactPerson', 'address', 'notes'] as const;
export const PROFILE_FIELDS = ['employer', 'occupation', 'monthlyIncome', 'emergencyContactName', 'emergencyContactPhone'] as const;
export type TenantTextField = (typeof PERSON_FIELDS)[number] | (typeof PROFILE_FIELDS)[number];
export type TenantValues = Record<TenantTextField, string> & { customerType: 'individual' | 'corporate' };
export type TenantErrors = Partial<Record<TenantTextField | 'customerType', string>>;

export function emptyTenant(seed: { civilId?: string; phone?: string; commercialRegister?: string } = {}): TenantValues {
  const values = Object.fromEntries([...PERSON_FIELDS, ...PROFILE_FIELDS].map((f) => [f, ''])) as Record<TenantTextField, string>;
  return { ...values, ...seed, customerType: seed.commercialRegister ? 'corporate' : 'individual' };
}

export function toTenantValues(t: Tenant): TenantValues {
  const person = Object.fromEntries(PERSON_FIELDS.map((f) => [f, t[f] ?? '']));
  const profile = Object.fromEntries(PROFILE_FIELDS.map((f) => [f, t.profile[f] ?? '']));
  return { ...(person as Record<(typeof PERSON_FIELDS)[number], string>), ...(profile as Record<(typeof PROFILE_FIELDS)[number], string>), customerType: t.customerType };
}

const nullable = (text: string) => (text.trim() ? text.trim() : null);

/** The body; a person's fields that do not fit the type are cleared. */
export function toTenantInput(v: TenantValues): TenantInput {
  const corporate = v.customerType === 'corporate';
  const body: Record<string, unknown> = { customerType: v.customerType };
  for (const field of [...PERSON_FIELDS, ...PROFILE_FIELDS]) body[field] = nullable(v[field]);
  body.phone = v.phone.trim();
  body.monthlyIncome = amountOf(v.monthlyIncome) || null;
  if (corporate) body.nationality = null;
  else body.contactPerson = null;
  if (!corporate) body.commercialRegister = null;
  return body as TenantInput;
}

/** Only the changed fields go in a PATCH. */
export function tenantPatch(v: TenantValues, saved: Tenant): TenantInput {
  const next = toTenantInput(v) as Record<string, unknown>;
  const before = toTenantInput(toTenantValues(saved)) as Record<string, unknown>;
  return Object.fromEntries(Object.entries(next).filter(([key, value]) => (key === 'monthlyIncome' ? Number(value ?? NaN) !== Number(before[key] ?? NaN) : value !== before[key])));
}

export function validateTenant(v: TenantValues): Partial<Record<TenantTextField, 'required' | 'invalid_amount'>> {
  const errors: Partial<Record<TenantTextField, 'required' | 'invalid_amount'>> = {};
  if (!v.nameAr.trim() && !v.nameEn.trim()) errors.nameAr = 'required';
  if (!v.phone.trim()) errors.phone = 'required';
  if (amountOf(v.monthlyIncome) === null) errors.monthlyIncome = 'invalid_amount';
  return errors;
}
