// Who a module's demo acts as: the demo company's first member holding a role (by e-mail), so
// the same person is chosen on every seed.
import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { profiles, userRoles } from '../db/schema';

export async function demoMemberWithRole(tx: Tx, companyId: string, role: string): Promise<string | null> {
  const [member] = await tx
    .select({ userId: profiles.userId })
    .from(profiles)
    .innerJoin(userRoles, eq(userRoles.userId, profiles.userId))
    .where(and(eq(profiles.companyId, companyId), eq(userRoles.role, role as typeof userRoles.$inferSelect.role)))
    .orderBy(asc(profiles.email))
    .limit(1);
  return member?.userId ?? null;
}
