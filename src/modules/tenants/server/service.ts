// Tenants (decision 033): a customer of the company plus a tenant profile. The person is added
// and edited through the customers module, so its checks (a name, no duplicate civil ID, a reason
// for a blacklisting) hold whichever page the person was entered from. The status is computed
// from the leases, never stored.
import type { z } from '@hono/zod-openapi';
import { eq, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Tx } from '../../../server/db/client';
import { AppError, notFound } from '../../../server/http/errors';
import { companyContext } from '../../../server/http/fields';
import { moneyOut, toMoney, type CurrencyCode } from '../../../core/money';
import { createCustomer, customers, customerView, displayName, updateCustomer, type CustomerInput } from '../../customers/server/service';
import { CUSTOMER_KEYS, PROFILE_KEYS, type TenantStatus, type tenantInput, type tenantPatch } from './schemas';
import { tenantProfiles } from './tables';

export { tenantProfiles } from './tables';

type Profile = typeof tenantProfiles.$inferSelect;

/**
 * current: an active lease; former: leases, none active; prospect: no lease yet (a draft is not
 * one). Correlated on `customerId` (a customers.id column or value).
 */
export function tenantStatusSql(customerId: SQL): SQL<TenantStatus> {
  return sql<TenantStatus>`case
    when exists (select 1 from leases l where l.customer_id = ${customerId} and l.status = 'active') then 'current'
    when exists (select 1 from leases l where l.customer_id = ${customerId} and l.status in ('expired', 'renewed', 'terminated')) then 'former'
    else 'prospect' end`;
}

/** Makes the customer a tenant if they are not one yet (a lease signed by a rental customer); idempotent. */
export async function ensureTenantProfile(tx: Tx, companyId: string, customerId: string): Promise<Profile> {
  await tx.insert(tenantProfiles).values({ companyId, customerId }).onConflictDoNothing({ target: tenantProfiles.customerId });
  const [row] = await tx.select().from(tenantProfiles).where(eq(tenantProfiles.customerId, customerId));
  return row!;
}

export function profileView(p: Profile, currency: CurrencyCode) {
  return { ...p, monthlyIncome: moneyOut(p.monthlyIncome, currency) };
}

type ProfileFields = Partial<Pick<z.infer<typeof tenantPatch>, (typeof PROFILE_KEYS)[number]>>;

function split(body: Record<string, unknown>) {
  const pick = (keys: readonly string[]) => Object.fromEntries(Object.entries(body).filter(([key, value]) => keys.includes(key) && value !== undefined));
  return { customer: pick(CUSTOMER_KEYS), profile: pick(PROFILE_KEYS) as ProfileFields };
}

function profileValues(profile: ProfileFields, currency: CurrencyCode) {
  const { monthlyIncome, ...rest } = profile;
  return { ...rest, ...(monthlyIncome !== undefined ? { monthlyIncome: monthlyIncome === null ? null : toMoney('monthlyIncome', monthlyIncome, currency) } : {}) };
}

async function tenantOf(tx: Tx, customer: typeof customers.$inferSelect, profile: Profile) {
  const ctx = await companyContext(tx);
  const [state] = await queryRows<{ status: TenantStatus }>(tx, sql`select ${tenantStatusSql(sql`${customer.id}::uuid`)} as status`);
  return { ...customerView(customer, ctx.currency), profile: profileView(profile, ctx.currency), status: state!.status };
}

/**
 * Adds a tenant: links an existing customer (409 when already a tenant), or adds the person as
 * a customer first, with the customers module's duplicate checks (the same civil ID is refused
 * naming the person, so the user can link them instead).
 */
export async function createTenant(tx: Tx, by: { companyId: string; userId: string | null }, body: z.infer<typeof tenantInput>) {
  const { customerId, ...fields } = body;
  const { customer: customerFields, profile } = split(fields);
  const ctx = await companyContext(tx);
  let customer: typeof customers.$inferSelect;
  if (customerId) {
    const [found] = await tx.select().from(customers).where(eq(customers.id, customerId)).for('update');
    if (!found) throw new AppError(400, 'validation_failed', { customerId: 'not_found' });
    const [existing] = await tx.select({ id: tenantProfiles.id }).from(tenantProfiles).where(eq(tenantProfiles.customerId, customerId));
    if (existing) throw new AppError(409, 'already_tenant', undefined, { name: `${displayName(found)} (${found.customerNumber})` });
    customer = found;
  } else {
    customer = await createCustomer(tx, by, customerFields as CustomerInput);
  }
  const [row] = await tx.insert(tenantProfiles).values({ companyId: by.companyId, customerId: customer.id, ...profileValues(profile, ctx.currency) }).returning();
  return tenantOf(tx, customer, row!);
}

export async function requireTenant(tx: Tx, customerId: string) {
  const [row] = await tx.select({ customer: customers, profile: tenantProfiles }).from(tenantProfiles).innerJoin(customers, eq(customers.id, tenantProfiles.customerId)).where(eq(tenantProfiles.customerId, customerId));
  if (!row) throw notFound();
  return row;
}

/** Edits the person (through customers: duplicate checks, blacklist reason) and the profile together. */
export async function updateTenant(tx: Tx, customerId: string, body: z.infer<typeof tenantPatch>) {
  const current = await requireTenant(tx, customerId);
  const { customer: customerFields, profile } = split(body);
  const ctx = await companyContext(tx);
  const customer = Object.keys(customerFields).length ? await updateCustomer(tx, customerId, customerFields) : current.customer;
  const values = profileValues(profile, ctx.currency);
  const [row] = Object.keys(values).length ? await tx.update(tenantProfiles).set({ ...values, updatedAt: new Date() }).where(eq(tenantProfiles.id, current.profile.id)).returning() : [current.profile];
  return tenantOf(tx, customer, row!);
}
