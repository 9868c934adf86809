// Subscription records: the super admin records a company's payment for a plan period, which
// makes the plan current and the company active; the company reads its plan, usage and history.
import { and, desc, eq } from 'drizzle-orm';
import type { Database, Tx } from '../../../server/db/client';
import { companies, subscriptionPlans } from '../../../server/db/schema';
import { badRequest, notFound } from '../../../server/http/errors';
import { MoneyError, parseMoney, resolveCurrency } from '../../../core/money';
import type { z } from 'zod';
import type { recordSubscriptionSchema } from '../schemas';
import { limitOf, LIMITED_RESOURCES, planOf, usageOf } from './service';
import { planPrices, subscriptions } from './tables';

const DAY = 86_400_000;

/** The day before the same date one month or one year later, clamped to a shorter month. */
export function defaultPeriodEnd(start: string, cycle: 'monthly' | 'yearly'): string {
  const [y, m, d] = start.split('-').map(Number) as [number, number, number];
  const year = cycle === 'yearly' ? y + 1 : y + Math.floor(m / 12);
  const month = cycle === 'yearly' ? m - 1 : m % 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const next = Date.UTC(year, month, Math.min(d, lastDay));
  return new Date(next - DAY).toISOString().slice(0, 10);
}

const validDate = (s: string) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s);

export async function recordSubscription(tx: Tx, companyId: string, input: z.infer<typeof recordSubscriptionSchema>, actorId: string) {
  const [company] = await tx.select({ currency: companies.currency, status: companies.subscriptionStatus }).from(companies).where(eq(companies.id, companyId));
  if (!company) throw notFound();
  const [plan] = await tx.select().from(subscriptionPlans).where(and(eq(subscriptionPlans.planCode, input.planCode), eq(subscriptionPlans.isActive, true)));
  if (!plan) throw badRequest('validation_failed', { planCode: 'unknown_plan' });
  const periodEnd = input.periodEnd ?? defaultPeriodEnd(input.periodStart, input.billingCycle);
  if (!validDate(input.periodStart) || !validDate(periodEnd)) throw badRequest('validation_failed', { periodStart: 'invalid_date' });
  if (periodEnd < input.periodStart) throw badRequest('validation_failed', { periodEnd: 'invalid_period' });

  const currency = resolveCurrency(company.currency);
  let amount: string;
  try {
    if (input.amount !== undefined) amount = parseMoney(input.amount, currency);
    else {
      const [price] = await tx.select().from(planPrices).where(and(eq(planPrices.planId, plan.id), eq(planPrices.currency, currency)));
      if (!price) throw badRequest('validation_failed', { amount: 'required' });
      amount = input.billingCycle === 'monthly' ? price.monthly : price.yearly;
    }
  } catch (e) {
    if (e instanceof MoneyError) throw badRequest('validation_failed', { amount: 'invalid_amount' });
    throw e;
  }

  const [row] = await tx
    .insert(subscriptions)
    .values({
      companyId,
      planId: plan.id,
      planCode: plan.planCode,
      billingCycle: input.billingCycle,
      periodStart: input.periodStart,
      periodEnd,
      amount,
      currency,
      status: input.status,
      paymentMethod: input.paymentMethod ?? null,
      reference: input.reference,
      notes: input.notes,
      paidAt: input.status === 'paid' ? new Date() : null,
      recordedBy: actorId,
    })
    .returning();
  await syncCompanyPlan(tx, companyId);
  return row!;
}

/**
 * The company's plan and paid-until date follow its paid records, whatever order they are
 * recorded or corrected in: the paid period covering today (else the latest) gives the plan, the
 * latest paid end the expiry; a backdated payment never shortens a later one. With no paid record
 * left (refunded, cancelled) a company that came from a trial is back on its trial terms. A
 * suspension stays until lifted.
 */
async function syncCompanyPlan(tx: Tx, companyId: string) {
  const [company] = await tx.select({ status: companies.subscriptionStatus, trialEndsAt: companies.trialEndsAt, expiresAt: companies.subscriptionExpiresAt }).from(companies).where(eq(companies.id, companyId));
  if (!company) throw notFound();
  const paid = await tx
    .select({ planId: subscriptions.planId, planCode: subscriptions.planCode, periodStart: subscriptions.periodStart, periodEnd: subscriptions.periodEnd })
    .from(subscriptions)
    .where(and(eq(subscriptions.companyId, companyId), eq(subscriptions.status, 'paid')))
    .orderBy(desc(subscriptions.periodEnd), desc(subscriptions.createdAt));
  const keepSuspension = company.status === 'suspended' ? {} : null;
  if (paid.length === 0) {
    if (!company.expiresAt) return;
    await tx
      .update(companies)
      .set({ subscriptionExpiresAt: null, ...(keepSuspension ?? { subscriptionStatus: company.trialEndsAt ? 'trial' : company.status }), updatedAt: new Date() })
      .where(eq(companies.id, companyId));
    return;
  }
  const today = new Date().toISOString().slice(0, 10);
  const current = paid.find((r) => r.periodStart <= today && r.periodEnd >= today) ?? paid[0]!;
  await tx
    .update(companies)
    .set({
      currentPlanId: current.planId,
      subscriptionPlan: current.planCode,
      subscriptionExpiresAt: new Date(Date.parse(`${paid[0]!.periodEnd}T23:59:59Z`)),
      ...(keepSuspension ?? { subscriptionStatus: 'active' }),
      updatedAt: new Date(),
    })
    .where(eq(companies.id, companyId));
}

export async function listRecords(db: Database | Tx, companyId?: string) {
  return db
    .select({ record: subscriptions, companyName: companies.name, companyNameAr: companies.nameAr })
    .from(subscriptions)
    .innerJoin(companies, eq(companies.id, subscriptions.companyId))
    .where(companyId ? eq(subscriptions.companyId, companyId) : undefined)
    .orderBy(desc(subscriptions.periodStart), desc(subscriptions.createdAt))
    .then((rows) => rows.map((r) => ({ ...r.record, companyName: r.companyName, companyNameAr: r.companyNameAr })));
}

export async function setRecordStatus(tx: Tx, id: string, status: 'paid' | 'pending' | 'cancelled' | 'refunded') {
  const [row] = await tx
    .update(subscriptions)
    .set({ status, ...(status === 'paid' ? { paidAt: new Date() } : {}), updatedAt: new Date() })
    .where(eq(subscriptions.id, id))
    .returning();
  if (!row) throw notFound();
  await syncCompanyPlan(tx, row.companyId);
  return row;
}

/** What the company's /subscription page shows (read inside the company's RLS transaction). */
export async function companySubscription(tx: Tx, companyId: string, now = new Date()) {
  const [company] = await tx
    .select({ status: companies.subscriptionStatus, trialEndsAt: companies.trialEndsAt, expiresAt: companies.subscriptionExpiresAt, currency: companies.currency })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!company) throw notFound();
  const plan = await planOf(tx, companyId);
  const usage = await usageOf(tx, companyId);
  const [price] = await tx.select().from(planPrices).where(and(eq(planPrices.planId, plan.id), eq(planPrices.currency, company.currency)));
  const history = await tx.select().from(subscriptions).orderBy(desc(subscriptions.periodStart), desc(subscriptions.createdAt));
  const trialDaysLeft = company.status === 'trial' && company.trialEndsAt ? Math.max(0, Math.ceil((company.trialEndsAt.getTime() - now.getTime()) / DAY)) : null;
  return {
    status: company.status,
    trialEndsAt: company.trialEndsAt,
    trialDaysLeft,
    expiresAt: company.expiresAt,
    currency: company.currency,
    plan: {
      code: plan.planCode,
      name: plan.name,
      nameAr: plan.nameAr,
      features: plan.features,
      storageLimitGb: plan.storageLimitGb,
      monthly: price?.monthly ?? null,
      yearly: price?.yearly ?? null,
    },
    usage: LIMITED_RESOURCES.map((resource) => ({ resource, used: usage[resource], limit: limitOf(plan, resource) })),
    history,
  };
}
