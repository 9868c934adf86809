// Every request that touches tenant data runs in one transaction, as app_user (no
// BYPASSRLS), with the tenant and the actor in transaction-local settings that the RLS
// policies and the audit trigger read.
import { sql } from 'drizzle-orm';
import { queryRows, type Database, type Tx } from '../db/client';

export type TenantScope = {
  companyId: string | null;
  userId: string | null;
  /** Set when a super admin acts inside a browsed company. */
  realUserId?: string | null;
  ip?: string | null;
};

/**
 * The company's currency and time zone, read in the same statement that sets the scope (first
 * in the list, before the role changes), so handlers that need them (companyContext in
 * http/fields.ts) save a round trip. Absent when the login role may not read it yet.
 */
/** The company of the transaction's scope (set by withTenant / setScope), as SQL: for inserts that must be the tenant's own. */
export const currentCompanyId = sql`nullif(current_setting('app.company_id', true), '')::uuid`;

const tenantCompanies = new WeakMap<Tx, { currency: string | null; timezone: string | null }>();

export function tenantCompanySettings(tx: Tx) {
  return tenantCompanies.get(tx);
}

const companySettingsColumn = (companyId: string | null) =>
  companyId ? sql`(select json_build_object('currency', c.currency, 'timezone', c.timezone) from companies c where c.id = ${companyId}::uuid)` : sql`null::json`;

/**
 * `snapshot`: every statement of the transaction sees the database as of its first one
 * (REPEATABLE READ), for reads that must agree with each other across tables (an export).
 */
export async function withTenant<T>(db: Database, scope: TenantScope, fn: (tx: Tx) => Promise<T>, options: { snapshot?: boolean } = {}): Promise<T> {
  return db.transaction(async (tx) => {
    // One round trip: the settings, then `set_config('role', …, true)`, which is SET LOCAL ROLE
    // (same membership check, reverted at commit). Every round trip counts on PGlite's single
    // connection; tenancy.test.ts checks that privileges really are dropped.
    const [settings] = await queryRows<{ company: { currency: string | null; timezone: string | null } | null }>(
      tx,
      sql`select
      ${companySettingsColumn(scope.companyId)} as company,
      set_config('app.company_id', ${scope.companyId ?? ''}, true),
      set_config('app.user_id', ${scope.userId ?? ''}, true),
      set_config('app.real_user_id', ${scope.realUserId ?? ''}, true),
      set_config('app.ip', ${scope.ip ?? ''}, true),
      set_config('role', 'app_user', true)`,
    );
    if (settings?.company) tenantCompanies.set(tx, settings.company);
    return fn(tx);
  }, options.snapshot ? { isolationLevel: 'repeatable read' } : undefined);
}

/** Actor settings without dropping privileges: for platform-path writes (sign-up, seeding). */
export async function setScope(tx: Tx, scope: TenantScope): Promise<void> {
  await tx.execute(sql`select
    set_config('app.company_id', ${scope.companyId ?? ''}, true),
    set_config('app.user_id', ${scope.userId ?? ''}, true),
    set_config('app.real_user_id', ${scope.realUserId ?? ''}, true),
    set_config('app.ip', ${scope.ip ?? ''}, true)`);
}

/**
 * The one narrow escape from app_user inside a tenant transaction: user-management writes must
 * touch the platform's auth tables (users, accounts, sessions), which have no company_id and
 * are never granted to app_user. Callers check the tenant themselves before calling this;
 * the privileges are dropped again afterwards, in the same transaction.
 */
export async function withPlatformPrivileges<T>(tx: Tx, fn: () => Promise<T>): Promise<T> {
  await tx.execute(sql`reset role`);
  try {
    return await fn();
  } finally {
    await tx.execute(sql`set local role app_user`);
  }
}
