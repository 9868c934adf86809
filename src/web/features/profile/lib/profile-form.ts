/** The personal-details form: values, client checks (the server's rules) and the minimal patch. */
import type { MessageCode } from '../../../../core/i18n/messages';
import type { Profile, ProfilePatch } from '../api/types';

export const DETAIL_FIELDS = ['firstNameAr', 'lastNameAr', 'firstName', 'lastName', 'positionAr', 'position', 'phone'] as const;
export type DetailField = (typeof DETAIL_FIELDS)[number];
export type DetailValues = Record<DetailField, string>;
export type DetailErrors = Partial<Record<DetailField, string>>;

const MAX_LENGTH: Record<DetailField, number> = {
  firstNameAr: 80,
  lastNameAr: 80,
  firstName: 80,
  lastName: 80,
  positionAr: 120,
  position: 120,
  phone: 20,
};

/** Same pattern as the server (PATCH /api/me/profile). */
const PHONE = /^\+?[0-9 ()-]{6,20}$/;

export function toDetailValues(profile: Profile | null | undefined): DetailValues {
  return Object.fromEntries(DETAIL_FIELDS.map((field) => [field, profile?.[field] ?? ''])) as DetailValues;
}

export function validateDetails(values: DetailValues): Partial<Record<DetailField, MessageCode>> {
  const errors: Partial<Record<DetailField, MessageCode>> = {};
  for (const field of DETAIL_FIELDS) {
    if (values[field].trim().length > MAX_LENGTH[field]) errors[field] = 'too_long';
  }
  if (!values.firstName.trim()) errors.firstName = 'required';
  const phone = values.phone.trim();
  if (phone && !errors.phone && !PHONE.test(phone)) errors.phone = 'invalid_phone';
  return errors;
}

/** Only what changed; an emptied optional field is sent as null (the English names are never null). */
export function detailsPatch(values: DetailValues, profile: Profile | null | undefined): ProfilePatch {
  const initial = toDetailValues(profile);
  const patch: Record<string, string | null> = {};
  for (const field of DETAIL_FIELDS) {
    const next = values[field].trim();
    if (next === initial[field].trim()) continue;
    patch[field] = next === '' && field !== 'firstName' && field !== 'lastName' ? null : next;
  }
  return patch as ProfilePatch;
}
