// The subscriptions module's service, used by other modules: the company's plan, its usage
// against the plan's limits, and the check that refuses a record past a limit.
import { and, asc, eq, sql } from 'drizzle-orm';
import { queryRows, type Database, type Tx } from '../../../server/db/client';
import { companies, subscriptionPlans } from '../../../server/db/schema';
import { AppError } from '../../../server/http/errors';
import { CURRENCY_CODES, multiplyMoney, type CurrencyCode } from '../../../core/money';
import { planPrices } from './tables';

export type LimitedResource = 'users' | 'vehicles' | 'customers' | 'contracts';
export const LIMITED_RESOURCES: readonly LimitedResource[] = ['users', 'vehicles', 'customers', 'contracts'];

/**
 * The table each limit counts. Users are the company's accounts (profiles). The other tables
 * belong to modules that may not be installed yet: a missing table counts as zero.
 */
const TABLE: Record<LimitedResource, string> = { users: 'profiles', vehicles: 'vehicles', customers: 'customers', contracts: 'contracts' };

type Plan = typeof subscriptionPlans.$inferSelect;

export function limitOf(plan: Plan, resource: LimitedResource): number | null {
  return { users: plan.maxUsers, vehicles: plan.maxVehicles, customers: plan.maxCustomers, contracts: plan.maxContracts }[resource];
}

async function tableExists(tx: Tx | Database, table: string): Promise<boolean> {
  const [row] = await queryRows<{ ok: boolean }>(tx, sql`select to_regclass(${`public.${table}`}) is not null as ok`);
  return Boolean(row?.ok);
}

/** Rows of one limited resource in one company (explicit filter: works on both paths). */
export async function countUsage(tx: Tx | Database, companyId: string, resource: LimitedResource): Promise<number> {
  const table = TABLE[resource];
  if (!(await tableExists(tx, table))) return 0;
  const [row] = await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from ${sql.identifier(table)} where company_id = ${companyId}`);
  return Number(row?.n ?? 0);
}

export async function usageOf(tx: Tx | Database, companyId: string): Promise<Record<LimitedResource, number>> {
  const out = {} as Record<LimitedResource, number>;
  for (const r of LIMITED_RESOURCES) out[r] = await countUsage(tx, companyId, r);
  return out;
}

/** Per-company counts of every limited resource, for the platform's company list and reports. */
export async function usageByCompany(db: Database | Tx): Promise<Map<string, Record<LimitedResource, number>>> {
  const out = new Map<string, Record<LimitedResource, number>>();
  for (const resource of LIMITED_RESOURCES) {
    const table = TABLE[resource];
    if (!(await tableExists(db, table))) continue;
    const rows = await queryRows<{ company_id: string | null; n: number }>(
      db,
      sql`select company_id, count(*)::int as n from ${sql.identifier(table)} where company_id is not null group by company_id`,
    );
    for (const row of rows) {
      if (!row.company_id) continue;
      const entry = out.get(row.company_id) ?? { users: 0, vehicles: 0, customers: 0, contracts: 0 };
      entry[resource] = Number(row.n);
      out.set(row.company_id, entry);
    }
  }
  return out;
}

/** The company's current plan, falling back to its plan code and then the default plan. */
export async function planOf(tx: Tx | Database, companyId: string): Promise<Plan> {
  const [company] = await tx.select({ planId: companies.currentPlanId, code: companies.subscriptionPlan }).from(companies).where(eq(companies.id, companyId));
  const byId = company?.planId ? (await tx.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, company.planId)))[0] : undefined;
  if (byId) return byId;
  const byCode = company ? (await tx.select().from(subscriptionPlans).where(eq(subscriptionPlans.planCode, company.code)))[0] : undefined;
  if (byCode) return byCode;
  const [fallback] = await tx.select().from(subscriptionPlans).where(and(eq(subscriptionPlans.isDefault, true))).orderBy(asc(subscriptionPlans.createdAt)).limit(1);
  if (!fallback) throw new Error('no default subscription plan');
  return fallback;
}

/**
 * Refuses a new record past the plan's limit with a clear "upgrade your plan" error. Call it in
 * the creating transaction, before the insert.
 */
export async function assertWithinPlanLimit(tx: Tx, companyId: string, resource: LimitedResource, adding = 1): Promise<void> {
  const limit = limitOf(await planOf(tx, companyId), resource);
  if (limit === null) return;
  const used = await countUsage(tx, companyId, resource);
  if (used + adding > limit) throw new AppError(409, 'plan_limit_reached', { resource, limit: String(limit) });
}

/**
 * Starting prices of the seeded plans in every supported currency (monthly, yearly = 10 months),
 * added only for a plan that has no prices yet: the super admin's edits are never overwritten.
 */
const STARTING_MONTHLY: Record<string, Record<CurrencyCode, string>> = {
  free: { KWD: '0', QAR: '0', SAR: '0', AED: '0', OMR: '0', BHD: '0', USD: '0', EUR: '0' },
  basic: { KWD: '15', QAR: '180', SAR: '185', AED: '180', OMR: '19', BHD: '18.5', USD: '49', EUR: '45' },
  professional: { KWD: '45', QAR: '540', SAR: '560', AED: '550', OMR: '57', BHD: '56', USD: '149', EUR: '139' },
  enterprise: { KWD: '120', QAR: '1450', SAR: '1500', AED: '1470', OMR: '153', BHD: '150', USD: '399', EUR: '369' },
};

export async function ensurePlanPrices(db: Database): Promise<void> {
  const plans = await db.select({ id: subscriptionPlans.id, code: subscriptionPlans.planCode }).from(subscriptionPlans);
  const priced = new Set((await db.select({ planId: planPrices.planId }).from(planPrices)).map((p) => p.planId));
  for (const plan of plans) {
    const monthly = STARTING_MONTHLY[plan.code];
    if (!monthly || priced.has(plan.id)) continue;
    await db.insert(planPrices).values(
      CURRENCY_CODES.map((currency) => ({ planId: plan.id, currency, monthly: monthly[currency], yearly: multiplyMoney(monthly[currency], 10, currency) })),
    );
  }
}
