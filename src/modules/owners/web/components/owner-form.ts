/** The owner form: values while typing (strings), the API body, and the checks made before sending. */
import { normaliseNumber } from '../../../../web/components/data/numbers';
import type { Owner, OwnerInput, OwnerType } from '../api/types';

export const OWNER_TEXT_FIELDS = ['nameAr', 'nameEn', 'civilId', 'commercialRegister', 'nationality', 'phone', 'email', 'address', 'bankName', 'iban', 'commissionRate', 'notes'] as const;
export type OwnerTextField = (typeof OWNER_TEXT_FIELDS)[number];
export type OwnerValues = Record<OwnerTextField, string> & { ownerType: OwnerType; isActive: boolean };
export type OwnerErrors = Partial<Record<OwnerTextField | 'ownerType', string>>;

export function emptyOwner(): OwnerValues {
  const values = Object.fromEntries(OWNER_TEXT_FIELDS.map((f) => [f, ''])) as Record<OwnerTextField, string>;
  return { ...values, commissionRate: '0', ownerType: 'individual', isActive: true };
}

export function toOwnerValues(o: Owner): OwnerValues {
  const values = Object.fromEntries(OWNER_TEXT_FIELDS.map((f) => [f, o[f] ?? ''])) as Record<OwnerTextField, string>;
  return { ...values, commissionRate: String(Number(o.commissionRate)), ownerType: o.ownerType, isActive: o.isActive };
}

const nullable = (text: string) => (text.trim() ? text.trim() : null);

/** The body: the ID that does not fit the type is cleared rather than kept out of sight. */
export function toOwnerInput(v: OwnerValues): OwnerInput {
  const company = v.ownerType === 'company';
  return {
    ownerType: v.ownerType,
    nameAr: v.nameAr.trim(),
    nameEn: nullable(v.nameEn),
    civilId: company ? null : nullable(v.civilId),
    commercialRegister: company ? nullable(v.commercialRegister) : null,
    nationality: company ? null : nullable(v.nationality),
    phone: nullable(v.phone),
    email: nullable(v.email),
    address: nullable(v.address),
    bankName: nullable(v.bankName),
    iban: nullable(v.iban.replace(/[\s-]/g, '').toUpperCase()),
    commissionRate: normaliseNumber(v.commissionRate) || '0',
    notes: nullable(v.notes),
    isActive: v.isActive,
  };
}

/** Only the changed fields go in a PATCH. */
export function ownerPatch(v: OwnerValues, saved: Owner): OwnerInput {
  const next = toOwnerInput(v) as Record<string, unknown>;
  const before = toOwnerInput(toOwnerValues(saved)) as Record<string, unknown>;
  return Object.fromEntries(Object.entries(next).filter(([key, value]) => (key === 'commissionRate' ? Number(value) !== Number(before[key]) : value !== before[key])));
}

/** What must be fixed before the server can judge; the server checks the rest (IBAN, duplicates). */
export function validateOwner(v: OwnerValues): Partial<Record<OwnerTextField, 'required' | 'invalid_commission'>> {
  const errors: Partial<Record<OwnerTextField, 'required' | 'invalid_commission'>> = {};
  if (!v.nameAr.trim()) errors.nameAr = 'required';
  if (v.ownerType === 'company' ? !v.commercialRegister.trim() : !v.civilId.trim()) errors[v.ownerType === 'company' ? 'commercialRegister' : 'civilId'] = 'required';
  const rate = normaliseNumber(v.commissionRate);
  if (rate && (!/^\d{1,3}(\.\d{1,2})?$/.test(rate) || Number(rate) > 100)) errors.commissionRate = 'invalid_commission';
  return errors;
}
