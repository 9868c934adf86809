// Budget alerts (decision 049, 053): an approved budget's expense lines, summed, measured against
// their annual amount. Checked inside every posting's transaction that touches one of its
// accounts in its fiscal year (finance's onLedgerPosted hook) and at approval; the alerts module
// writes each threshold once (90 % warning, past 100 % exceeded), whatever the number of checks.
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../../server/db/client';
import { companyContext } from '../../../server/http/fields';
import type { CurrencyCode } from '../../../core/money';
import { raiseBudgetAlerts } from '../../alerts/server';
import { budgetFiscalYears, type PostedEntry } from '../../finance/server';
import { budgetViews } from './reads';
import { budgetLines, budgets } from './tables';

type Budget = typeof budgets.$inferSelect;

export async function checkBudgetAlerts(tx: Tx, rows: Budget[], company: { currency: CurrencyCode; today: string }) {
  const views = await budgetViews(tx, rows.filter((r) => r.status === 'approved'), company);
  for (const view of views) {
    await raiseBudgetAlerts(tx, {
      budgetId: view.id,
      name: { ar: view.nameAr, en: view.nameEn },
      actual: view.expense.actual,
      budgeted: view.expense.budget,
      currency: view.currency,
      link: `/finance/budgets/${view.id}`,
    });
  }
}

/**
 * Companies known, in a transaction, to have no approved budget: a seed or backfill posting
 * thousands of entries in one transaction asks once. Approving (or creating) forgets it.
 */
const withoutBudgets = new WeakMap<Tx, Set<string>>();

export function forgetBudgetless(tx: Tx) {
  withoutBudgets.delete(tx);
}

/** The posting hook: approved budgets of the entry's company with a line on an account it moved. */
export async function budgetsAfterPosting(tx: Tx, posted: PostedEntry) {
  if (withoutBudgets.get(tx)?.has(posted.companyId)) return;
  const [any] = await tx.select({ id: budgets.id }).from(budgets).where(and(eq(budgets.companyId, posted.companyId), eq(budgets.status, 'approved'))).limit(1);
  if (!any) {
    withoutBudgets.set(tx, (withoutBudgets.get(tx) ?? new Set()).add(posted.companyId));
    return;
  }
  const candidates = await tx
    .selectDistinct({ budget: budgets })
    .from(budgets)
    .innerJoin(budgetLines, eq(budgetLines.budgetId, budgets.id))
    .where(and(eq(budgets.companyId, posted.companyId), eq(budgets.status, 'approved'), inArray(budgetLines.accountId, posted.accountIds)));
  if (!candidates.length) return;
  const years = new Map((await budgetFiscalYears(tx)).map((y) => [y.id, y]));
  const concerned = candidates.map((c) => c.budget).filter((b) => {
    const y = years.get(b.fiscalYearId);
    return y && y.startDate <= posted.date && posted.date <= y.endDate;
  });
  if (!concerned.length) return;
  const { currency, today } = await companyContext(tx);
  await checkBudgetAlerts(tx, concerned, { currency, today });
}
