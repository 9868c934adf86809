// Where budgets stand: each line's 12 months against the ledger's kept monthly movement
// (finance's ledgerMovement), a line with a cost centre counting that centre and its children,
// the line's and the totals' variance and percentage for the year and to date.
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../../server/db/client';
import { notFound } from '../../../server/http/errors';
import type { CompanyContext } from '../../../server/http/fields';
import { actualOf, fiscalMonths, percentOf, subtreeOf, type BudgetAccountType, type BudgetStatus } from '../../../core/budgets';
import { fromMinorUnits, toMinorUnits, type CurrencyCode } from '../../../core/money';
import { budgetAccounts, budgetCostCenters, budgetFiscalYears, ledgerMovement } from '../../finance/server';
import { budgetLines, budgets } from './tables';

type Budget = typeof budgets.$inferSelect;
type Year = { id: string; label: string; startDate: string; endDate: string };

type Figures = { budget: bigint; actual: bigint; budgetToDate: bigint; actualToDate: bigint; months: { budget: bigint; actual: bigint }[] };
const empty = (): Figures => ({ budget: 0n, actual: 0n, budgetToDate: 0n, actualToDate: 0n, months: Array.from({ length: 12 }, () => ({ budget: 0n, actual: 0n })) });

function render(f: Figures, type: BudgetAccountType, monthStarts: string[], currency: CurrencyCode) {
  const m = (v: bigint) => fromMinorUnits(v, currency);
  // Favourable is positive: unspent for expenses, above plan for revenue.
  const variance = (b: bigint, a: bigint) => m(type === 'expense' ? b - a : a - b);
  return {
    budget: m(f.budget),
    actual: m(f.actual),
    variance: variance(f.budget, f.actual),
    percent: percentOf(f.actual, f.budget),
    budgetToDate: m(f.budgetToDate),
    actualToDate: m(f.actualToDate),
    varianceToDate: variance(f.budgetToDate, f.actualToDate),
    percentToDate: percentOf(f.actualToDate, f.budgetToDate),
    months: f.months.map((x, i) => ({ month: monthStarts[i]!, budget: m(x.budget), actual: m(x.actual), variance: variance(x.budget, x.actual) })),
  };
}

/** How many fiscal months count "to date" on `today`: those started by then. */
function monthsToDate(monthStarts: string[], today: string): number {
  return monthStarts.filter((s) => s <= today).length;
}

export type BudgetView = Awaited<ReturnType<typeof budgetViews>>[number];

/** The budgets' figures, computed in few queries: their lines, accounts, centres and movement. */
export async function budgetViews(tx: Tx, rows: Budget[], company: Pick<CompanyContext, 'currency' | 'today'>) {
  if (!rows.length) return [];
  const { currency, today } = company;
  const years = new Map((await budgetFiscalYears(tx)).map((y) => [y.id, y]));
  const lines = await tx.select().from(budgetLines).where(inArray(budgetLines.budgetId, rows.map((r) => r.id))).orderBy(asc(budgetLines.lineNumber));
  const accounts = new Map((await budgetAccounts(tx, [...new Set(lines.map((l) => l.accountId))])).map((a) => [a.id, a]));
  const centres = await budgetCostCenters(tx);
  const parentOf = new Map(centres.map((c) => [c.id, c.parentId]));
  const centreById = new Map(centres.map((c) => [c.id, c]));
  const out = [];
  for (const budget of rows) {
    const year = years.get(budget.fiscalYearId) as Year;
    const monthStarts = fiscalMonths(year.startDate);
    const own = lines.filter((l) => l.budgetId === budget.id);
    const moves = await ledgerMovement(tx, { accountIds: [...new Set(own.map((l) => l.accountId))], fromMonth: monthStarts[0]!, toMonth: monthStarts[11]! });
    const upTo = monthsToDate(monthStarts, today);
    const totals = { expense: empty(), revenue: empty() };
    const lineViews = own.map((line) => {
      const account = accounts.get(line.accountId)!;
      const type = (account.accountType === 'revenue' ? 'revenue' : 'expense') as BudgetAccountType;
      const within = line.costCenterId ? subtreeOf(line.costCenterId, parentOf) : null;
      const f = empty();
      line.months.forEach((v, i) => (f.months[i]!.budget = toMinorUnits(v, currency)));
      for (const mv of moves) {
        if (mv.accountId !== line.accountId) continue;
        if (within && (!mv.costCenterId || !within.has(mv.costCenterId))) continue;
        const i = monthStarts.indexOf(mv.periodStart);
        if (i < 0) continue;
        f.months[i]!.actual += toMinorUnits(actualOf(type, mv.debit, mv.credit, currency), currency);
      }
      f.months.forEach((x, i) => {
        f.budget += x.budget;
        f.actual += x.actual;
        if (i < upTo) {
          f.budgetToDate += x.budget;
          f.actualToDate += x.actual;
        }
        const t = totals[type];
        t.months[i]!.budget += x.budget;
        t.months[i]!.actual += x.actual;
      });
      const t = totals[type];
      t.budget += f.budget;
      t.actual += f.actual;
      t.budgetToDate += f.budgetToDate;
      t.actualToDate += f.actualToDate;
      const centre = line.costCenterId ? centreById.get(line.costCenterId) : null;
      return {
        id: line.id,
        lineNumber: line.lineNumber,
        account: { id: account.id, code: account.code, nameAr: account.nameAr, nameEn: account.nameEn, accountType: type },
        costCenter: centre ? { id: centre.id, code: centre.code, nameAr: centre.nameAr, nameEn: centre.nameEn } : null,
        ...render(f, type, monthStarts, currency),
      };
    });
    out.push({
      id: budget.id,
      nameAr: budget.nameAr,
      nameEn: budget.nameEn,
      status: budget.status as BudgetStatus,
      notes: budget.notes,
      fiscalYear: { id: year.id, label: year.label, startDate: year.startDate, endDate: year.endDate },
      approvedAt: budget.approvedAt?.toISOString() ?? null,
      closedAt: budget.closedAt?.toISOString() ?? null,
      createdAt: budget.createdAt.toISOString(),
      currency,
      toDateMonth: upTo ? monthStarts[upTo - 1]! : null,
      lineCount: own.length,
      expense: render(totals.expense, 'expense', monthStarts, currency),
      revenue: render(totals.revenue, 'revenue', monthStarts, currency),
      lines: lineViews,
    });
  }
  return out;
}

export async function budgetList(tx: Tx, q: { fiscalYearId?: string; status?: BudgetStatus }, company: CompanyContext) {
  const rows = await tx
    .select()
    .from(budgets)
    .where(and(q.fiscalYearId ? eq(budgets.fiscalYearId, q.fiscalYearId) : undefined, q.status ? eq(budgets.status, q.status) : undefined))
    .orderBy(desc(budgets.createdAt), asc(budgets.id));
  return (await budgetViews(tx, rows, company)).map(({ lines: _lines, ...rest }) => rest);
}

export async function budgetDetail(tx: Tx, id: string, company: CompanyContext) {
  const [row] = await tx.select().from(budgets).where(eq(budgets.id, id));
  if (!row) throw notFound();
  return (await budgetViews(tx, [row], company))[0]!;
}
