// The vendor reads other modules call inside their request's transaction (row-level security
// scopes them to the company): active vendors as options for a picker, and a vendor's names.
import { and, asc, eq, ilike, or } from 'drizzle-orm';
import type { Tx } from '../../../server/db/client';
import { likePattern } from '../../../server/http/fields';
import { vendors } from './tables';

export type VendorOption = { id: string; code: string; nameAr: string; nameEn: string | null; paymentTermsDays: number };

/** Active vendors by code, optionally matching a search term (name, code), at most `limit`. */
export async function vendorOptions(tx: Tx, opts: { search?: string; limit?: number } = {}): Promise<VendorOption[]> {
  const like = opts.search ? likePattern(opts.search) : null;
  return tx
    .select({ id: vendors.id, code: vendors.code, nameAr: vendors.nameAr, nameEn: vendors.nameEn, paymentTermsDays: vendors.paymentTermsDays })
    .from(vendors)
    .where(and(eq(vendors.isActive, true), like ? or(ilike(vendors.nameAr, like), ilike(vendors.nameEn, like), ilike(vendors.code, like)) : undefined))
    .orderBy(asc(vendors.code))
    .limit(opts.limit ?? 200);
}

/** A vendor's Arabic and English names (English falls back to Arabic), or null when not found. */
export async function vendorName(tx: Tx, id: string): Promise<{ ar: string; en: string } | null> {
  const [v] = await tx.select({ ar: vendors.nameAr, en: vendors.nameEn }).from(vendors).where(eq(vendors.id, id));
  return v ? { ar: v.ar, en: v.en ?? v.ar } : null;
}
