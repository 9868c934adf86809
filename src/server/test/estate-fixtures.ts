// Test set-up for real-estate tests: properties and owners written straight into a company (the
// API tests of the properties and owners modules cover their own routes), and a transaction in a
// company's scope for calling lease services with a fixed "today".
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../db/client';
import { withTenant } from '../tenancy/with-tenant';
import { properties } from '../../modules/properties/server/tables';
import { propertyOwners } from '../../modules/owners/server/tables';
import type { TestServer } from './test-server';

export async function companyOf(t: TestServer, email: string): Promise<{ companyId: string; userId: string; currency: 'QAR' | 'KWD' }> {
  const [row] = await queryRows<{ companyId: string; userId: string; currency: 'QAR' | 'KWD' }>(
    t.deps.handle.db,
    sql`select m.company_id as "companyId", u.id as "userId", c.currency from users u join profiles m on m.user_id = u.id join companies c on c.id = m.company_id where u.email = ${email}`,
  );
  if (!row) throw new Error(`no company for ${email}`);
  return row;
}

/** Runs `fn` in the company's scope as app_user (row-level security on), like a request. */
export function inCompany<T>(t: TestServer, who: { companyId: string; userId: string }, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return withTenant(t.deps.handle.db, { companyId: who.companyId, userId: who.userId }, fn);
}

let serial = 0;

export async function makeOwner(tx: Tx, companyId: string, commissionRate = '5') {
  const [row] = await tx.insert(propertyOwners).values({ companyId, ownerCode: `T-OWN-${++serial}-${Date.now() % 100000}`, nameAr: `مالك تجربة ${serial}`, nameEn: `Test owner ${serial}`, commissionRate }).returning();
  return row!;
}

export async function makeProperty(tx: Tx, companyId: string, fields: Partial<typeof properties.$inferInsert> = {}) {
  const [row] = await tx
    .insert(properties)
    .values({ companyId, propertyCode: `T-PRP-${++serial}-${Date.now() % 100000}`, nameAr: `شقة تجربة ${serial}`, nameEn: `Test flat ${serial}`, propertyType: 'apartment', usage: 'residential', status: 'available', ...fields })
    .returning();
  return row!;
}
