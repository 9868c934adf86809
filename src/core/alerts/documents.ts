// Document-expiry alerts (spec §3 document_expiry_alerts): which documents the daily job alerts on,
// how severe each is, and the bilingual name of each kind of document. Pure: the job, the panel
// source and the tests share them (the panel's "expires in 5 days" is in its i18n catalogues).
import { addDays, daysBetween } from '../leasing';
import type { AlertSeverity } from '.';

/** Alert on a document from this many days before it expires… */
export const DOCUMENT_EXPIRY_AHEAD_DAYS = 30;
/** …until this many days after: an older lapse is archive, not news (the panel would drown in it). */
export const DOCUMENT_EXPIRED_LOOKBACK_DAYS = 90;
/** Within this many days (and on the day itself) an expiring document is high. */
export const DOCUMENT_HIGH_WITHIN_DAYS = 7;

export const DOCUMENT_ENTITY_TYPES = ['vehicle', 'customer', 'employee', 'lease'] as const;
export type DocumentEntityType = (typeof DOCUMENT_ENTITY_TYPES)[number];

export const DOCUMENT_TYPES = ['vehicle_registration', 'vehicle_insurance', 'driving_license', 'civil_id', 'passport', 'lease'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const DOCUMENT_ALERT_TYPES = ['expiring', 'expired'] as const;
export type DocumentAlertType = (typeof DOCUMENT_ALERT_TYPES)[number];

/** Why the job closed an alert nobody acknowledged (null: a person acknowledged it). */
export const DOCUMENT_CLOSE_REASONS = ['renewed', 'cleared', 'lapsed'] as const;
export type DocumentCloseReason = (typeof DOCUMENT_CLOSE_REASONS)[number];

/** Days from `today` to the expiry date: 0 = expires today, negative = already expired. */
export function daysUntilExpiry(expiryDate: string, today: string): number {
  return daysBetween(today, expiryDate);
}

/** The window the job alerts in: expiring within 30 days, or expired within the last 90. */
export function documentExpiryWindow(today: string): { from: string; to: string } {
  return { from: addDays(today, -DOCUMENT_EXPIRED_LOOKBACK_DAYS), to: addDays(today, DOCUMENT_EXPIRY_AHEAD_DAYS) };
}

export function inDocumentExpiryWindow(days: number): boolean {
  return days >= -DOCUMENT_EXPIRED_LOOKBACK_DAYS && days <= DOCUMENT_EXPIRY_AHEAD_DAYS;
}

/** A document is valid through its expiry date: it is 'expired' from the day after. */
export function documentAlertType(days: number): DocumentAlertType {
  return days < 0 ? 'expired' : 'expiring';
}

/**
 * Expired high (spec §3); expiring today or within 7 days high (no time left to renew at leisure);
 * within 30 medium. Never critical: critical stays for what stops the business now (vehicle alerts).
 */
export function documentSeverity(days: number): AlertSeverity {
  if (days <= DOCUMENT_HIGH_WITHIN_DAYS) return 'high';
  return 'medium';
}

type Words = { ar: string; en: string };

export const DOCUMENT_LABELS: Record<DocumentType, Words> = {
  vehicle_registration: { ar: 'تسجيل المركبة (الاستمارة)', en: 'Vehicle registration' },
  vehicle_insurance: { ar: 'تأمين المركبة', en: 'Vehicle insurance' },
  driving_license: { ar: 'رخصة القيادة', en: 'Driving licence' },
  civil_id: { ar: 'البطاقة المدنية', en: 'Civil ID' },
  passport: { ar: 'جواز السفر', en: 'Passport' },
  lease: { ar: 'عقد الإيجار', en: 'Lease' },
};
