// Owners as other modules and the routes use them: adding and editing one (an individual with a
// civil ID, a company with a commercial registration, never twice), the statement arithmetic
// (statement.ts), payouts and their postings (payouts.ts), and the ledger backfill.
import type { z } from '@hono/zod-openapi';
import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../../server/db/client';
import { AppError, notFound } from '../../../server/http/errors';
import { formatNumber, nextNumber } from '../../../server/platform/sequences';
import type { ownerInput, ownerPatch } from './schemas';
import { propertyOwners } from './tables';

export { propertyOwners } from './tables';
export { ownerBalances, ownerStatement, type OwnerStatement } from './statement';
export { recordPayout } from './payouts';
export { backfillOwnersLedger } from './ledger-backfill';

type OwnerRow = typeof propertyOwners.$inferSelect;
export type OwnerInput = z.infer<typeof ownerInput>;
export type OwnerPatch = z.infer<typeof ownerPatch>;

export function ownerName(o: { nameAr: string; nameEn: string | null }): string {
  return o.nameAr || o.nameEn || '';
}

export async function requireOwner(tx: Tx, id: string, lock = false): Promise<OwnerRow> {
  const query = tx.select().from(propertyOwners).where(eq(propertyOwners.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

/**
 * A person is known by their civil ID and a company by its commercial registration: the one that
 * matches the type is required, and no second owner may carry it (the same owner entered twice
 * would split their statement in two).
 */
async function assertIdentity(tx: Tx, owner: { ownerType: string; civilId: string | null; commercialRegister: string | null }, exceptId?: string) {
  const company = owner.ownerType === 'company';
  const field = company ? 'commercialRegister' : 'civilId';
  const value = company ? owner.commercialRegister : owner.civilId;
  if (!value) throw new AppError(400, 'validation_failed', { [field]: 'required' });
  const column = company ? propertyOwners.commercialRegister : propertyOwners.civilId;
  const where: SQL[] = [sql`upper(${column}) = upper(${value})`];
  if (exceptId) where.push(ne(propertyOwners.id, exceptId));
  const [hit] = await tx.select({ code: propertyOwners.ownerCode, nameAr: propertyOwners.nameAr, nameEn: propertyOwners.nameEn }).from(propertyOwners).where(and(...where)).limit(1);
  if (hit) throw new AppError(409, 'duplicate_owner', { [field]: 'owner_id_taken' }, { name: `${ownerName(hit)} (${hit.code})` });
}

export async function createOwner(tx: Tx, by: { companyId: string; userId: string | null }, input: OwnerInput): Promise<OwnerRow> {
  const values = { ...input, civilId: input.civilId ?? null, commercialRegister: input.commercialRegister ?? null };
  await assertIdentity(tx, values);
  const [row] = await tx
    .insert(propertyOwners)
    .values({ ...values, companyId: by.companyId, ownerCode: formatNumber('OWN', await nextNumber(tx, by.companyId, 'owner'), 5), createdBy: by.userId })
    .returning();
  return row!;
}

export async function updateOwner(tx: Tx, id: string, patch: OwnerPatch): Promise<OwnerRow> {
  const current = await requireOwner(tx, id, true);
  const next = { ...current, ...patch };
  if (patch.ownerType !== undefined || patch.civilId !== undefined || patch.commercialRegister !== undefined) await assertIdentity(tx, next, id);
  const [row] = await tx.update(propertyOwners).set({ ...patch, updatedAt: new Date() }).where(eq(propertyOwners.id, id)).returning();
  return row!;
}
