// Plans (with prices per currency) and feature gates, managed by the super admin. Both are
// platform tables: every change is logged in system_logs by the caller's transaction.
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Database, Tx } from '../../../server/db/client';
import { featureGates, subscriptionPlans } from '../../../server/db/schema';
import { badRequest, conflict, notFound } from '../../../server/http/errors';
import { MoneyError, parseMoney, type CurrencyCode } from '../../../core/money';
import type { z } from 'zod';
import type { featureGatePatchSchema, featureGateSchema, planPatchSchema, planSchema } from '../schemas';
import { planPrices } from './tables';

type PlanPatch = z.infer<typeof planPatchSchema>;

export async function listPlans(db: Database | Tx) {
  const plans = await db.select().from(subscriptionPlans).orderBy(asc(subscriptionPlans.price), asc(subscriptionPlans.planCode));
  const prices = await db.select().from(planPrices).orderBy(asc(planPrices.currency));
  return plans.map((p) => ({
    ...p,
    prices: prices.filter((x) => x.planId === p.id).map(({ currency, monthly, yearly }) => ({ currency, monthly, yearly })),
  }));
}

/** Amounts rounded to the currency's decimals (KWD 3, QAR 0 …); a bad one names its field. */
function normalisePrices(prices: NonNullable<PlanPatch['prices']>) {
  const seen = new Set<string>();
  return prices.map((p, i) => {
    if (seen.has(p.currency)) throw badRequest('validation_failed', { [`prices.${i}.currency`]: 'conflict' });
    seen.add(p.currency);
    try {
      return { currency: p.currency, monthly: parseMoney(p.monthly, p.currency as CurrencyCode), yearly: parseMoney(p.yearly, p.currency as CurrencyCode) };
    } catch (e) {
      if (e instanceof MoneyError) throw badRequest('validation_failed', { [`prices.${i}`]: 'invalid_amount' });
      throw e;
    }
  });
}

async function savePrices(tx: Tx, planId: string, prices: ReturnType<typeof normalisePrices>) {
  await tx.delete(planPrices).where(eq(planPrices.planId, planId));
  if (prices.length) await tx.insert(planPrices).values(prices.map((p) => ({ planId, ...p })));
}

/**
 * Exactly one active default plan (new companies and fallbacks use it): making a plan default
 * clears the flag elsewhere; unsetting or deactivating the only default is refused.
 */
async function applyDefault(tx: Tx, planId: string | null, willBeDefault: boolean, willBeActive: boolean) {
  if (willBeDefault && !willBeActive) throw badRequest('default_plan_required');
  const others = planId ? ne(subscriptionPlans.id, planId) : undefined;
  if (willBeDefault) {
    await tx.update(subscriptionPlans).set({ isDefault: false, updatedAt: new Date() }).where(others);
    return;
  }
  const [other] = await tx.select({ id: subscriptionPlans.id }).from(subscriptionPlans).where(and(eq(subscriptionPlans.isDefault, true), eq(subscriptionPlans.isActive, true), others));
  if (!other) throw badRequest('default_plan_required');
}

export async function createPlan(tx: Tx, input: z.infer<typeof planSchema>) {
  const prices = normalisePrices(input.prices);
  const [taken] = await tx.select({ id: subscriptionPlans.id }).from(subscriptionPlans).where(eq(subscriptionPlans.planCode, input.planCode));
  if (taken) throw conflict('plan_code_taken');
  if (input.isDefault) await applyDefault(tx, null, true, input.isActive);
  const { prices: _p, ...fields } = input;
  // price keeps the first currency's monthly price, for the plan list's order.
  const [plan] = await tx.insert(subscriptionPlans).values({ ...fields, price: prices[0]?.monthly ?? '0' }).returning();
  await savePrices(tx, plan!.id, prices);
  // The same shape the list and the edit return: the caller shows the new plan without a refetch.
  return (await listPlans(tx)).find((p) => p.id === plan!.id)!;
}

export async function updatePlan(tx: Tx, id: string, patch: PlanPatch) {
  const [plan] = await tx.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, id));
  if (!plan) throw notFound();
  if (patch.planCode && patch.planCode !== plan.planCode) {
    // Companies and gates refer to plans by code: a code in use is kept.
    throw badRequest('validation_failed', { planCode: 'plan_code_taken' });
  }
  const prices = patch.prices ? normalisePrices(patch.prices) : null;
  if (patch.isDefault !== undefined || patch.isActive !== undefined) await applyDefault(tx, id, patch.isDefault ?? plan.isDefault, patch.isActive ?? plan.isActive);
  const { prices: _p, planCode: _c, ...fields } = patch;
  await tx
    .update(subscriptionPlans)
    .set({ ...fields, ...(prices?.[0] ? { price: prices[0].monthly } : {}), updatedAt: new Date() })
    .where(eq(subscriptionPlans.id, id));
  if (prices) await savePrices(tx, id, prices);
  return plan;
}

export const listGates = (db: Database | Tx) => db.select().from(featureGates).orderBy(asc(featureGates.featureCode));

async function assertPlansExist(tx: Tx, codes: readonly string[]) {
  const known = new Set((await tx.select({ code: subscriptionPlans.planCode }).from(subscriptionPlans)).map((p) => p.code));
  const unknown = codes.find((c) => !known.has(c));
  if (unknown) throw badRequest('validation_failed', { requiredPlans: 'unknown_plan' });
}

export async function createGate(tx: Tx, input: z.infer<typeof featureGateSchema>) {
  await assertPlansExist(tx, input.requiredPlans);
  const [taken] = await tx.select({ id: featureGates.id }).from(featureGates).where(eq(featureGates.featureCode, input.featureCode));
  if (taken) throw conflict('feature_code_taken');
  const [gate] = await tx.insert(featureGates).values({ ...input, requiredPlans: [...new Set(input.requiredPlans)] }).returning();
  return gate!;
}

export async function updateGate(tx: Tx, id: string, patch: z.infer<typeof featureGatePatchSchema>) {
  const [gate] = await tx.select().from(featureGates).where(eq(featureGates.id, id));
  if (!gate) throw notFound();
  if (patch.requiredPlans) await assertPlansExist(tx, patch.requiredPlans);
  if (patch.featureCode && patch.featureCode !== gate.featureCode) {
    const [taken] = await tx.select({ id: featureGates.id }).from(featureGates).where(eq(featureGates.featureCode, patch.featureCode));
    if (taken) throw conflict('feature_code_taken');
  }
  const [row] = await tx
    .update(featureGates)
    .set({ ...patch, ...(patch.requiredPlans ? { requiredPlans: [...new Set(patch.requiredPlans)] } : {}), updatedAt: new Date() })
    .where(eq(featureGates.id, id))
    .returning();
  return row!;
}

export async function deleteGate(tx: Tx, id: string) {
  const [row] = await tx.delete(featureGates).where(eq(featureGates.id, id)).returning();
  if (!row) throw notFound();
  return row;
}
