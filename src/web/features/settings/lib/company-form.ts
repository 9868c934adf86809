/** The company settings form: values, the server's rules checked early, and the minimal patch. */
import { countryDefaults, isCountryCode } from '../../../../core/companies/countries';
import type { MessageCode } from '../../../../core/i18n/messages';
import type { Company, CompanyPatch } from '../api/types';

export const TEXT_FIELDS = ['nameAr', 'name', 'email', 'phone', 'addressAr', 'address', 'city', 'commercialRegister', 'licenseNumber', 'vatNumber'] as const;
export type TextField = (typeof TEXT_FIELDS)[number];
export type CompanyValues = Record<TextField, string> & { country: string; currency: string; timezone: string; workWeek: number[]; vatRate: string; pricesIncludeVat: boolean };
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
  vatNumber: 20,
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Same rule as PATCH /api/company: 0 to 99.99 percent. */
const VAT_RATE = /^\d{1,2}(\.\d{1,2})?$/;
/** Same rule as PATCH /api/company: 5 to 20 letters or digits; a Saudi number 15 digits, 3…3 (ZATCA). */
const VAT_NUMBER = /^[A-Za-z0-9]{5,20}$/;
const SAUDI_VAT_NUMBER = /^3\d{13}3$/;

/** '15.00' → '15', '2.50' → '2.5': the rate as a person types it. */
export function plainRate(rate: string): string {
  return rate.includes('.') ? rate.replace(/\.?0+$/, '') : rate;
}

/** Gulf default (spec: Sunday to Thursday), as ISO weekdays. */
export const GULF_WORK_WEEK = [7, 1, 2, 3, 4] as const;

export function toCompanyValues(company: Company): CompanyValues {
  const texts = Object.fromEntries(TEXT_FIELDS.map((field) => [field, company[field] ?? ''])) as Record<TextField, string>;
  return { ...texts, country: company.country ?? '', currency: company.currency, timezone: company.timezone, workWeek: normaliseWeek(company.workWeek), vatRate: plainRate(company.vatRate), pricesIncludeVat: company.pricesIncludeVat };
}

/** Choosing a country fills in its currency, time zone, working days and VAT (the table sign-up uses); all stay editable. */
export function applyCountry(values: CompanyValues, code: string): CompanyValues {
  if (!isCountryCode(code)) return { ...values, country: code };
  const d = countryDefaults(code);
  return { ...values, country: code, currency: d.currency, timezone: d.timezone, workWeek: normaliseWeek(d.workWeek), vatRate: d.vatRate };
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
  if (!VAT_RATE.test(values.vatRate.trim())) errors.vatRate = 'invalid_vat_rate';
  const vatNumber = values.vatNumber.trim();
  if (vatNumber && !errors.vatNumber && !VAT_NUMBER.test(vatNumber)) errors.vatNumber = 'invalid_vat_number';
  else if (vatNumber && values.country === 'SA' && !SAUDI_VAT_NUMBER.test(vatNumber)) errors.vatNumber = 'invalid_saudi_vat_number';
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
  if (values.country && values.country !== initial.country) patch.country = values.country;
  if (values.currency !== initial.currency) patch.currency = values.currency;
  if (plainRate(values.vatRate.trim()) !== initial.vatRate) patch.vatRate = values.vatRate.trim();
  if (values.timezone !== initial.timezone) patch.timezone = values.timezone;
  if (values.pricesIncludeVat !== initial.pricesIncludeVat) patch.pricesIncludeVat = values.pricesIncludeVat;
  const week = normaliseWeek(values.workWeek);
  if (week.join() !== initial.workWeek.join()) patch.workWeek = week;
  return patch as CompanyPatch;
}
