// Input field schemas shared by the business modules' APIs. Issues carry MessageCodes, which
// the error handler translates field by field (Arabic or English).
import { z } from '@hono/zod-openapi';
import type { Tx } from '../db/client';
import { companies } from '../db/schema';
import { resolveCurrency, type CurrencyCode } from '../../core/money';
import { localDate } from '../../core/attendance';
import { calendarDate, calendarMonth, timestamp } from '../../core/dates/date-schemas';
import { tenantCompanySettings } from '../tenancy/with-tenant';

export const text = (max: number) => z.string().trim().max(max, 'too_long');
export const requiredText = (max: number) => text(max).min(1, 'required');
/** An optional text where '' means "clear it". */
export const optionalText = (max: number) =>
  text(max)
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v));
/** Dates are real calendar days in 1900–2100: PostgreSQL never sees 2026-02-30 (issue 12). */
export const isoDate = calendarDate;
export const isoMonth = calendarMonth;
export const optionalDate = isoDate.nullable().optional().or(z.literal('').transform(() => null));
export const isoDateTime = timestamp;
/** Amounts travel as decimal strings and are rounded to the company currency by `toMoney`. */
export const amount = z.string().trim().regex(/^\d{1,12}(\.\d{1,6})?$/, 'invalid_amount');
export const phone = z.string().trim().regex(/^\+?[0-9 ()-]{6,20}$/, 'invalid_phone');
export const optionalPhone = phone.nullable().optional().or(z.literal('').transform(() => null));
export const optionalEmail = z.string().trim().email('invalid_email').nullable().optional().or(z.literal('').transform(() => null));
export const uuidRef = z.string().uuid('not_found');
export const idParam = z.object({ id: uuidRef });

export const pageQuery = {
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(25),
  search: z.string().trim().max(100).optional(),
  dir: z.enum(['asc', 'desc']).default('asc'),
};

/** `%term%` for ILIKE with the wildcard characters escaped. */
export function likePattern(term: string): string {
  return `%${term.replace(/[%_\\]/g, (m) => `\\${m}`)}%`;
}

export type CompanyContext = { currency: CurrencyCode; timezone: string; today: string };

/** The tenant's currency, time zone and today's date there (one query; RLS scopes it). */
export async function companyContext(tx: Tx, now = new Date()): Promise<CompanyContext> {
  const [c] = [tenantCompanySettings(tx) ?? (await tx.select({ currency: companies.currency, timezone: companies.timezone }).from(companies))[0]];
  const timezone = c?.timezone ?? 'Asia/Qatar';
  return { currency: resolveCurrency(c?.currency), timezone, today: localDate(now, timezone) };
}

