/** The company settings form: values, the server's rules checked early, and the minimal patch. */
import type { MessageCode } from '../../../../core/i18n/messages';
import type { Company, CompanyPatch } from '../api/types';

export const TEXT_FIELDS = ['nameAr', 'name', 'email', 'phone', 'addressAr', 'address', 'city', 'commercialRegister', 'licenseNumber'] as const;
export type TextField = (typeof TEXT_FIELDS)[number];
export type CompanyValues = Record<TextField, string> & { currency: string; timezone: string; workWeek: number[] };
export type CompanyField = keyof CompanyValues;

/** Same limits as PATCH /api/company. */
const MAX_LENGTH: Record<TextField, number> = {
  nameAr: 200,
  name: 200,
  email: 254,
  phone: 40,
  addressAr: 500,
  address: 500,
  city: 100,
  commercialRegister: 100,
  licenseNumber: 100,
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Gulf default (spec: Sunday to Thursday), as ISO weekdays. */
export const GULF_WORK_WEEK = [7, 1, 2, 3, 4] as const;

export function toCompanyValues(company: Company): CompanyValues {
  const texts = Object.fromEntries(TEXT_FIELDS.map((field) => [field, company[field] ?? ''])) as Record<TextField, string>;
  return { ...texts, currency: company.currency, timezone: company.timezone, workWeek: normaliseWeek(company.workWeek) };
}

export function normaliseWeek(days: readonly number[]): number[] {
  return [...new Set(days.filter((day) => Number.isInteger(day) && day >= 1 && day <= 7))].sort((a, b) => a - b);
}

export function validateCompany(values: CompanyValues): Partial<Record<CompanyField, MessageCode>> {
  const errors: Partial<Record<CompanyField, MessageCode>> = {};
  for (const field of TEXT_FIELDS) {
    if (values[field].trim().length > MAX_LENGTH[field]) errors[field] = 'too_long';
  }
  if (!values.name.trim()) errors.name = 'required';
  const email = values.email.trim();
  if (email && !errors.email && !EMAIL.test(email)) errors.email = 'invalid_email';
  if (!values.timezone) errors.timezone = 'required';
  return errors;
}

/** Only what changed, trimmed; an emptied optional text is sent as null. */
export function companyPatch(values: CompanyValues, company: Company): CompanyPatch {
  const initial = toCompanyValues(company);
  const patch: Record<string, unknown> = {};
  for (const field of TEXT_FIELDS) {
    const next = values[field].trim();
    if (next === initial[field].trim()) continue;
    patch[field] = next === '' && field !== 'name' ? null : next;
  }
  if (values.currency !== initial.currency) patch.currency = values.currency;
  if (values.timezone !== initial.timezone) patch.timezone = values.timezone;
  const week = normaliseWeek(values.workWeek);
  if (week.join() !== initial.workWeek.join()) patch.workWeek = week;
  return patch as CompanyPatch;
}
