// Writes on the platform path (the super-admin console) run on the owner connection, which sees
// every company. They still go through one transaction with the actor in the transaction
// settings, so the audit trigger records who changed a company or its members.
import { systemLogs } from '../db/schema';
import type { Database, Tx } from '../db/client';
import { setScope } from '../tenancy/with-tenant';

export type PlatformScope = { actorId: string; ip: string | null; companyId?: string | null };

export function platformWrite<T>(db: Database, scope: PlatformScope, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    // real_user_id = the super admin as well: audit rows of the console read like browse-mode ones.
    await setScope(tx, { companyId: scope.companyId ?? null, userId: scope.actorId, realUserId: scope.actorId, ip: scope.ip });
    return fn(tx);
  });
}

/**
 * A platform action on tables without the audit trigger (users, plans, landing texts, settings)
 * is kept in system_logs, in the same transaction as the change.
 */
export async function logPlatformAction(
  tx: Tx,
  scope: PlatformScope,
  action: string,
  message: string,
  metadata: Record<string, unknown> = {},
): Promise<void> {
  await tx.insert(systemLogs).values({
    companyId: scope.companyId ?? null,
    userId: scope.actorId,
    level: 'info',
    category: 'platform',
    action,
    message,
    metadata,
    ipAddress: scope.ip,
  });
}
