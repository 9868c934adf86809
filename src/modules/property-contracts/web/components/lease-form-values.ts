// The lease form's values, their checks, the API body they make, and the schedule preview. The
// preview runs the same rules the server runs on save (src/core/leasing): the end is the given
// day or the term's end, the rent is rounded to the currency, the payment day defaults to the
// start's day — so what the form shows is what activation bills.
import { MAX_LEASE_YEARS, addMonths, defaultPaymentDay, rentSchedule, termEnd, type LateFeeType, type PaymentFrequency, type Schedule, type ScheduleError } from '../../../../core/leasing';
import { compareMoney, parseMoney, type CurrencyCode } from '../../../../core/money';
import { amountOf, integerOf } from '../../../../web/components/data/numbers';
import type { LeaseDetail, LeaseTerms } from '../api/types';

export type TermMode = 'months' | 'end';

export type LeaseValues = {
  propertyId: string;
  customerId: string;
  startDate: string;
  termMode: TermMode;
  termMonths: string;
  endDate: string;
  monthlyRent: string;
  paymentFrequency: PaymentFrequency;
  paymentDay: string;
  securityDeposit: string;
  commissionAmount: string;
  taxRate: string;
  graceDays: string;
  lateFeeType: LateFeeType;
  lateFeeValue: string;
  autoRenew: boolean;
  renewalMonths: string;
  utilitiesIncluded: boolean;
  terms: string;
  notes: string;
};

export type LeaseField = Exclude<keyof LeaseValues, 'autoRenew' | 'utilitiesIncluded' | 'termMode'>;
export type FieldCode = 'required' | 'invalid_amount' | 'invalid_number' | 'invalid_payment_day' | 'end_before_start' | 'term_too_long' | 'invalid_percent' | 'invalid_months';

export function emptyLease(today: string, preset: { propertyId?: string; customerId?: string; monthlyRent?: string } = {}): LeaseValues {
  return {
    propertyId: preset.propertyId ?? '',
    customerId: preset.customerId ?? '',
    startDate: today,
    termMode: 'months',
    termMonths: '12',
    endDate: '',
    monthlyRent: preset.monthlyRent ?? '',
    paymentFrequency: 'monthly',
    paymentDay: '',
    securityDeposit: '',
    commissionAmount: '',
    taxRate: '',
    graceDays: '5',
    lateFeeType: 'none',
    lateFeeValue: '',
    autoRenew: false,
    renewalMonths: '12',
    utilitiesIncluded: false,
    terms: '',
    notes: '',
  };
}

/** Whole months from start to end when the end is a term's end (2026-01-15 → 2027-01-14 is 12), else null. */
export function wholeMonths(startDate: string, endDate: string): number | null {
  const [sy, sm] = startDate.split('-').map(Number) as [number, number];
  const [ey, em] = endDate.split('-').map(Number) as [number, number];
  const guess = (ey - sy) * 12 + (em - sm);
  for (const n of [guess, guess + 1]) if (n >= 1 && n <= MAX_LEASE_YEARS * 12 && termEnd(startDate, n) === endDate) return n;
  return null;
}

const zeroless = (v: string) => (compareMoney(v, '0') === 0 ? '' : v);

/** A draft's terms as the form edits them; a term of whole months is shown as months. */
export function toLeaseValues(lease: LeaseDetail): LeaseValues {
  const months = wholeMonths(lease.startDate, lease.endDate);
  return {
    propertyId: lease.propertyId,
    customerId: lease.customerId,
    startDate: lease.startDate,
    termMode: months ? 'months' : 'end',
    termMonths: months ? String(months) : '12',
    endDate: lease.endDate,
    monthlyRent: lease.monthlyRent,
    paymentFrequency: lease.paymentFrequency,
    paymentDay: String(lease.paymentDay),
    securityDeposit: zeroless(lease.securityDeposit),
    commissionAmount: zeroless(lease.commissionAmount),
    taxRate: zeroless(lease.taxRate),
    graceDays: String(lease.graceDays),
    lateFeeType: lease.lateFeeType,
    lateFeeValue: lease.lateFeeType === 'none' ? '' : lease.lateFeeValue,
    autoRenew: lease.autoRenew,
    renewalMonths: String(lease.renewalMonths),
    utilitiesIncluded: lease.utilitiesIncluded,
    terms: lease.terms ?? '',
    notes: lease.notes ?? '',
  };
}

const isDay = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`));
const PERCENT = /^\d{1,3}(\.\d{1,2})?$/;

/** The lease's last day by the term mode, or null while the term is incomplete. */
export function leaseEnd(v: Pick<LeaseValues, 'startDate' | 'termMode' | 'termMonths' | 'endDate'>): string | null {
  if (!isDay(v.startDate)) return null;
  if (v.termMode === 'end') return isDay(v.endDate) ? v.endDate : null;
  const months = integerOf(v.termMonths);
  return months && months >= 1 && months <= MAX_LEASE_YEARS * 12 ? termEnd(v.startDate, months) : null;
}

export type Preview = { ok: true; schedule: Schedule; endDate: string } | { ok: false; reason: 'incomplete' | ScheduleError };

/** The schedule the server will make from these values (rentSchedule with the server's defaults). */
export function previewSchedule(v: LeaseValues, currency: CurrencyCode): Preview {
  const endDate = leaseEnd(v);
  const rent = amountOf(v.monthlyRent);
  if (!endDate || !rent || compareMoney(rent, '0') <= 0) return { ok: false, reason: 'incomplete' };
  const monthlyRent = parseMoney(rent, currency);
  if (compareMoney(monthlyRent, '0') <= 0) return { ok: false, reason: 'incomplete' };
  const day = v.paymentDay.trim() ? integerOf(v.paymentDay) : null;
  if (v.paymentDay.trim() && (day === null || day < 1 || day > 28)) return { ok: false, reason: 'invalid_payment_day' };
  const schedule = rentSchedule({ startDate: v.startDate, endDate, monthlyRent, frequency: v.paymentFrequency, paymentDay: day, currency });
  return 'error' in schedule ? { ok: false, reason: schedule.error } : { ok: true, schedule, endDate };
}

/** What is wrong with the values, field by field (the server checks again). */
export function validateLease(v: LeaseValues, currency: CurrencyCode): Partial<Record<LeaseField, FieldCode>> {
  const found: Partial<Record<LeaseField, FieldCode>> = {};
  if (!v.propertyId) found.propertyId = 'required';
  if (!v.customerId) found.customerId = 'required';
  if (!v.startDate) found.startDate = 'required';
  else if (!isDay(v.startDate)) found.startDate = 'invalid_number';
  if (v.termMode === 'months') {
    const months = integerOf(v.termMonths);
    if (!v.termMonths.trim()) found.termMonths = 'required';
    else if (!months || months < 1 || months > MAX_LEASE_YEARS * 12) found.termMonths = 'invalid_months';
  } else if (!v.endDate) found.endDate = 'required';
  else if (isDay(v.startDate) && v.endDate < v.startDate) found.endDate = 'end_before_start';
  else if (isDay(v.startDate) && v.endDate >= addMonths(v.startDate, MAX_LEASE_YEARS * 12)) found.endDate = 'term_too_long';
  const rent = amountOf(v.monthlyRent);
  if (!v.monthlyRent.trim()) found.monthlyRent = 'required';
  else if (!rent || compareMoney(parseMoney(rent, currency), '0') <= 0) found.monthlyRent = 'invalid_amount';
  if (v.paymentDay.trim()) {
    const day = integerOf(v.paymentDay);
    if (!day || day < 1 || day > 28) found.paymentDay = 'invalid_payment_day';
  }
  for (const field of ['securityDeposit', 'commissionAmount'] as const) if (amountOf(v[field]) === null) found[field] = 'invalid_amount';
  const grace = integerOf(v.graceDays);
  if (!v.graceDays.trim()) found.graceDays = 'required';
  else if (grace === null || grace > 90) found.graceDays = 'invalid_number';
  if (v.lateFeeType !== 'none') {
    const value = amountOf(v.lateFeeValue);
    if (!v.lateFeeValue.trim()) found.lateFeeValue = 'required';
    else if (!value || compareMoney(value, '0') <= 0) found.lateFeeValue = 'invalid_amount';
    else if (v.lateFeeType === 'percent' && (compareMoney(value, '100') > 0 || !PERCENT.test(value))) found.lateFeeValue = 'invalid_percent';
  }
  if (v.taxRate.trim()) {
    const rate = amountOf(v.taxRate);
    if (!rate || !PERCENT.test(rate) || compareMoney(rate, '100') > 0) found.taxRate = 'invalid_percent';
  }
  if (v.autoRenew) {
    const months = integerOf(v.renewalMonths);
    if (!months || months < 1 || months > 120) found.renewalMonths = 'invalid_months';
  }
  return found;
}

/** The API body of valid values; `withTax` sends the VAT rate (the field is shown only where VAT applies). */
export function toLeaseTerms(v: LeaseValues, withTax: boolean): LeaseTerms {
  const money = (text: string) => amountOf(text) || '0';
  const term = v.termMode === 'end' ? { endDate: v.endDate } : { termMonths: integerOf(v.termMonths) ?? 12 };
  return {
    propertyId: v.propertyId,
    customerId: v.customerId,
    startDate: v.startDate,
    ...term,
    monthlyRent: money(v.monthlyRent),
    paymentFrequency: v.paymentFrequency,
    paymentDay: v.paymentDay.trim() ? integerOf(v.paymentDay) : null,
    securityDeposit: money(v.securityDeposit),
    commissionAmount: money(v.commissionAmount),
    ...(withTax ? { taxRate: amountOf(v.taxRate) || '0' } : {}),
    graceDays: integerOf(v.graceDays) ?? 0,
    lateFeeType: v.lateFeeType,
    lateFeeValue: v.lateFeeType === 'none' ? '0' : money(v.lateFeeValue),
    autoRenew: v.autoRenew,
    renewalMonths: integerOf(v.renewalMonths) ?? 12,
    utilitiesIncluded: v.utilitiesIncluded,
    terms: v.terms.trim() || null,
    notes: v.notes.trim() || null,
  };
}

/** The payment day the server uses when the field is left empty. */
export const paymentDayOf = (startDate: string) => (isDay(startDate) ? defaultPaymentDay(startDate) : null);
