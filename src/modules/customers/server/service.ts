// What other modules may ask of customers: whether one may rent, how to name them, and adding or
// editing one with the same checks as /api/customers (tenants are customers too, decision 033).
import { and, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { z } from '@hono/zod-openapi';
import type { Tx } from '../../../server/db/client';
import { AppError, badRequest, notFound } from '../../../server/http/errors';
import { companyContext, likePattern } from '../../../server/http/fields';
import { formatNumber, nextNumber } from '../../../server/platform/sequences';
import { moneyOut, toMoney, type CurrencyCode } from '../../../core/money';
import { customerMayRent } from '../../../core/rental';
import type { customerInput, customerPatch } from './schemas';
import { customers } from './tables';

export { customers } from './tables';

export function displayName(c: { nameAr: string | null; nameEn: string | null }): string {
  return c.nameAr ?? c.nameEn ?? '';
}

/** Refuses a rental for a blacklisted customer or one whose licence ends before the return. */
export async function assertMayRent(tx: Tx, customerId: string, returnDate: string) {
  const [customer] = await tx.select().from(customers).where(eq(customers.id, customerId));
  if (!customer) throw new AppError(400, 'validation_failed', { customerId: 'not_found' });
  const verdict = customerMayRent(customer, returnDate);
  if (!verdict.ok) throw new AppError(422, verdict.reason);
  return customer;
}

/**
 * Duplicate detection: the same civil ID is always refused; the same phone is refused unless the
 * user confirms (relatives share a phone). Spaces and dashes do not make a number different.
 */
export async function assertNotDuplicate(tx: Tx, input: { civilId?: string | null; phone?: string; confirmDuplicatePhone?: boolean }, exceptId?: string) {
  const checks: SQL[] = [];
  if (input.civilId) checks.push(sql`upper(${customers.civilId}) = upper(${input.civilId})`);
  if (input.phone && !input.confirmDuplicatePhone) checks.push(sql`regexp_replace(${customers.phone}, '[^0-9]', '', 'g') = ${input.phone.replace(/[^0-9]/g, '')}`);
  if (!checks.length) return;
  const [hit] = await tx
    .select({ id: customers.id, civilId: customers.civilId, nameAr: customers.nameAr, nameEn: customers.nameEn, customerNumber: customers.customerNumber })
    .from(customers)
    .where(and(or(...checks), exceptId ? ne(customers.id, exceptId) : undefined))
    .limit(1);
  if (!hit) return;
  const sameId = Boolean(input.civilId && hit.civilId && hit.civilId.toUpperCase() === input.civilId.toUpperCase());
  throw new AppError(409, sameId ? 'duplicate_customer_civil_id' : 'duplicate_customer_phone', { [sameId ? 'civilId' : 'phone']: 'duplicate_value' }, {
    name: `${displayName(hit)} (${hit.customerNumber})`,
  });
}

export async function requireCustomer(tx: Tx, id: string) {
  const [c] = await tx.select().from(customers).where(eq(customers.id, id));
  if (!c) throw notFound();
  return c;
}

/** Both names, as one stored column (tables.ts): what name search and name sorting use. */
export const customerNameExpr = customers.searchName;

/**
 * What a search term can mean, so each kind only tests the columns it can match and the query
 * stays on indexes: words → the names (typo-tolerant through trigram word similarity); digits →
 * phone, civil ID or number; letters mixed with digits → passport, civil ID or number.
 */
export function customerMatch(term: string): SQL {
  const like = likePattern(term);
  const digits = term.replace(/[^0-9]/g, '');
  const letters = /\p{L}/u.test(term);
  if (/^cus-?\d+$/i.test(term)) return ilike(customers.customerNumber, like);
  if (!letters) {
    return or(
      eq(customers.civilId, term.replace(/\s/g, '')),
      digits.length >= 4 ? sql`regexp_replace(${customers.phone}, '[^0-9]', '', 'g') like ${likePattern(digits)}` : undefined,
      ilike(customers.customerNumber, like),
      ilike(customers.civilId, like),
    )!;
  }
  // Letters with several digits may be a passport/licence number or a name that holds digits
  // ("Al Fajr 2000"): match both, but skip the fuzzy name match, which digits make noisy.
  if (digits.length >= 3) {
    return or(
      ilike(customers.passportNumber, like),
      ilike(customers.civilId, like),
      ilike(customers.licenseNumber, like),
      sql`${customerNameExpr} ilike ${like}`,
    )!;
  }
  return or(sql`${customerNameExpr} ilike ${like}`, sql`${term} <% ${customerNameExpr}`)!;
}

export type CustomerInput = z.infer<typeof customerInput>;
export type CustomerPatch = z.infer<typeof customerPatch>;
type CustomerRow = typeof customers.$inferSelect;

/** A customer row as the API sends it: the credit limit in the company currency's decimals. */
export function customerView(row: CustomerRow, currency: CurrencyCode) {
  return { ...row, creditLimit: moneyOut(row.creditLimit, currency)! };
}

/** A customer needs a name in Arabic or in English (corporate customers: the company name). */
function validateNames(input: { nameAr?: string | null; nameEn?: string | null }) {
  if (!input.nameAr && !input.nameEn) throw badRequest('validation_failed', { nameAr: 'required', nameEn: 'required' });
}

/** Adds a customer: a name, a reason when blacklisted, no duplicate civil ID (nor phone, unless confirmed). */
export async function createCustomer(tx: Tx, by: { companyId: string; userId: string | null }, body: CustomerInput): Promise<CustomerRow> {
  const { confirmDuplicatePhone, ...input } = body;
  validateNames(input);
  if (input.isBlacklisted && !input.blacklistReason) throw badRequest('validation_failed', { blacklistReason: 'required' });
  await assertNotDuplicate(tx, { ...input, confirmDuplicatePhone });
  const ctx = await companyContext(tx);
  const [row] = await tx
    .insert(customers)
    .values({
      ...input,
      companyId: by.companyId,
      customerNumber: formatNumber('CUS', await nextNumber(tx, by.companyId, 'customer'), 5),
      creditLimit: toMoney('creditLimit', input.creditLimit ?? '0', ctx.currency),
      blacklistReason: input.isBlacklisted ? input.blacklistReason : null,
      createdBy: by.userId,
    })
    .returning();
  return row!;
}

/** Edits a customer with the same checks; blacklisting needs a reason, lifting it clears the reason. */
export async function updateCustomer(tx: Tx, id: string, body: CustomerPatch): Promise<CustomerRow> {
  const { confirmDuplicatePhone, ...patch } = body;
  const [current] = await tx.select().from(customers).where(eq(customers.id, id)).for('update');
  if (!current) throw notFound();
  validateNames({ nameAr: patch.nameAr === undefined ? current.nameAr : patch.nameAr, nameEn: patch.nameEn === undefined ? current.nameEn : patch.nameEn });
  const blacklisted = patch.isBlacklisted ?? current.isBlacklisted;
  const reason = patch.blacklistReason === undefined ? current.blacklistReason : patch.blacklistReason;
  if (blacklisted && !reason) throw badRequest('validation_failed', { blacklistReason: 'required' });
  await assertNotDuplicate(tx, { civilId: patch.civilId, phone: patch.phone, confirmDuplicatePhone }, id);
  const ctx = await companyContext(tx);
  const [row] = await tx
    .update(customers)
    .set({
      ...patch,
      ...(patch.creditLimit !== undefined ? { creditLimit: toMoney('creditLimit', patch.creditLimit, ctx.currency) } : {}),
      blacklistReason: blacklisted ? reason : null,
      updatedAt: new Date(),
    })
    .where(eq(customers.id, id))
    .returning();
  return row!;
}
