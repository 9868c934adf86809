// Budget alerts (spec §3 budget_alerts, §4): the writer Finance II's budgets call inside their
// posting transaction or job (raiseBudgetAlerts), and their place in the bell — listed and
// counted for readers of budgets (finance.budgets.read), acknowledged one by one or by 'confirm
// all'. Once per budget and threshold: the unique index, whatever the number of callers.
import { and, count, desc, eq } from 'drizzle-orm';
import type { Tx } from '../../../server/db/client';
import { notFound } from '../../../server/http/errors';
import { currentCompanyId } from '../../../server/tenancy/with-tenant';
import type { Lang } from '../../../server/http/lang';
import type { UnifiedAlert } from '../../../core/alerts';
import { budgetAlertsFor, budgetPercentage, budgetSeverity, type BudgetAlertType } from '../../../core/alerts/budget';
import { formatMoney, fromMinorUnits, toMinorUnits, type CurrencyCode } from '../../../core/money';
import { budgetAlerts as b } from './budget-tables';
import type { Reach } from './sources';

/** Where a budget stands, as its module knows it: decimal strings in the company currency. */
export type BudgetStanding = {
  budgetId: string;
  name: { ar: string; en: string };
  actual: string;
  budgeted: string;
  currency: CurrencyCode;
  /** The budget's page. */
  link?: string | null;
};

/**
 * Raises the alerts `standing` has earned and not raised before (the warning from 90 %, 'exceeded'
 * past 100 %), in the caller's transaction: a rolled-back posting raises nothing. Returns the
 * types written now (none when they were raised already).
 */
export async function raiseBudgetAlerts(tx: Tx, standing: BudgetStanding): Promise<BudgetAlertType[]> {
  const actual = toMinorUnits(standing.actual, standing.currency);
  const budget = toMinorUnits(standing.budgeted, standing.currency);
  const earned = budgetAlertsFor(actual, budget);
  if (!earned.length) return [];
  const percentage = budgetPercentage(actual, budget);
  const over = actual > budget ? fromMinorUnits(actual - budget, standing.currency) : '0';
  const ar = (v: string) => formatMoney(v, standing.currency);
  const en = (v: string) => formatMoney(v, standing.currency, { locale: 'en', display: 'code' });
  const rows = earned.map((type) => ({
    // Always the writer's own company: the transaction's tenant.
    companyId: currentCompanyId,
    budgetId: standing.budgetId,
    alertType: type,
    budgetName: standing.name.en || standing.name.ar,
    budgetNameAr: standing.name.ar || standing.name.en,
    currentPercentage: percentage,
    amountExceeded: over,
    link: standing.link ?? null,
    ...(type === 'budget_exceeded'
      ? {
          messageAr: `تجاوزت موازنة «${standing.name.ar}» حدّها بمبلغ ${ar(over)} (${percentage}% من ${ar(standing.budgeted)})`,
          message: `The “${standing.name.en}” budget is over by ${en(over)} (${percentage}% of ${en(standing.budgeted)})`,
        }
      : {
          messageAr: `استُهلك ${percentage}% من موازنة «${standing.name.ar}» (${ar(standing.actual)} من ${ar(standing.budgeted)})`,
          message: `${percentage}% of the “${standing.name.en}” budget is used (${en(standing.actual)} of ${en(standing.budgeted)})`,
        }),
  }));
  const written = await tx.insert(b).values(rows).onConflictDoNothing().returning({ type: b.alertType });
  return written.map((w) => w.type as BudgetAlertType);
}

const open = eq(b.isAcknowledged, false);

export async function budgetAlertItems(tx: Tx, reach: Reach, lang: Lang, limit = 50): Promise<UnifiedAlert[]> {
  if (!reach.budgets) return [];
  const rows = await tx.select().from(b).where(open).orderBy(desc(b.createdAt), b.id).limit(limit);
  const en = lang === 'en';
  return rows.map((r) => ({
    id: r.id,
    type: 'budget',
    severity: budgetSeverity(r.alertType),
    title: r.alertType === 'budget_exceeded' ? (en ? `Budget exceeded: ${r.budgetName}` : `تجاوز الموازنة: ${r.budgetNameAr}`) : en ? `Budget almost used: ${r.budgetName}` : `الموازنة قاربت حدّها: ${r.budgetNameAr}`,
    message: en ? r.message : r.messageAr,
    createdAt: r.createdAt.toISOString(),
    data: { source: 'budget', alertType: r.alertType, budgetId: r.budgetId, currentPercentage: r.currentPercentage, amountExceeded: r.amountExceeded, acknowledgeable: true },
    link: r.link,
  }));
}

export async function countOpenBudgetAlerts(tx: Tx, reach: Reach): Promise<number> {
  if (!reach.budgets) return 0;
  const [row] = await tx.select({ n: count() }).from(b).where(open);
  return row?.n ?? 0;
}

/** Acknowledge one (spec §4); another company's id is not found (RLS). A second time keeps the first. */
export async function acknowledgeBudget(tx: Tx, id: string, userId: string, now: Date) {
  const [row] = await tx.select({ id: b.id, isAcknowledged: b.isAcknowledged, acknowledgedAt: b.acknowledgedAt }).from(b).where(eq(b.id, id));
  if (!row) throw notFound();
  if (row.isAcknowledged) return { id: row.id, acknowledgedAt: row.acknowledgedAt!.toISOString() };
  const [done] = await tx.update(b).set({ isAcknowledged: true, acknowledgedAt: now, acknowledgedBy: userId }).where(and(eq(b.id, id), open)).returning({ id: b.id, acknowledgedAt: b.acknowledgedAt });
  return { id: done!.id, acknowledgedAt: done!.acknowledgedAt!.toISOString() };
}

/** 'Confirm all': the company's open budget alerts, when the actor may read budgets. */
export async function acknowledgeAllBudgets(tx: Tx, userId: string, reach: Reach, now: Date): Promise<number> {
  if (!reach.budgets) return 0;
  const rows = await tx.update(b).set({ isAcknowledged: true, acknowledgedAt: now, acknowledgedBy: userId }).where(open).returning({ id: b.id });
  return rows.length;
}
