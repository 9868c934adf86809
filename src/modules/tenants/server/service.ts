// What other modules may ask of tenants: that a customer who signs a lease is a tenant.
import type { Tx } from '../../../server/db/client';
import { tenantProfiles } from './tables';

/** Gives the customer a tenant profile when it has none (a lease was made for them). */
export async function ensureTenantProfile(tx: Tx, companyId: string, customerId: string): Promise<void> {
  await tx.insert(tenantProfiles).values({ companyId, customerId }).onConflictDoNothing({ target: tenantProfiles.customerId });
}
