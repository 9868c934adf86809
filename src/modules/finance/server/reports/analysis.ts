// /finance/analysis (issue 18): revenue, expense, result and margin per month over a range (the
// last 12 months to today by default), and, as of the range's last day, the liquidity and
// receivables ratios. Everything is read from the ledger through the report helpers, in exact
// minor units; the rules (what is current, how a ratio rounds) live in core/finance/analysis.
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../../../server/db/client';
import { AppError } from '../../../../server/http/errors';
import { currentClass, daysSalesOutstanding, marginPercent, monthsBefore, monthsOf, ratio } from '../../../../core/finance';
import type { CurrencyCode } from '../../../../core/money';
import { accountMappings } from '../accounts/tables';
import { cashAccountIds, loadChart, type ChartAccount } from './chart';
import { movements, net, type Movements } from './movements';
import { addDays, BEGINNING, type Range } from './period';
import { moneyOf } from './table';
import { inTurn, mapInTurn } from '../../../../server/db/in-turn';

const NO_FILTERS = { costCenterId: null, party: null };
export const MAX_ANALYSIS_MONTHS = 36;
const DSO_DAYS = 90;

/** The range asked for, or the last 12 months (this one included) to `to`, else today. */
export function analysisRange(q: { from?: string; to?: string }, today: string): Range {
  const to = q.to ?? today;
  const from = q.from ?? monthsBefore(to, 11);
  if (from > to) throw new AppError(400, 'validation_failed', { to: 'end_before_start' });
  if (monthsOf(from, to).length > MAX_ANALYSIS_MONTHS) throw new AppError(400, 'analysis_range_too_long', { from: 'analysis_range_too_long' });
  return { from, to };
}

/** Revenue (credit − debit of revenue accounts) and expense (debit − credit of expense accounts). */
function resultOf(chart: readonly ChartAccount[], mv: Movements) {
  let revenue = 0n;
  let expense = 0n;
  for (const a of chart) {
    if (a.isHeader) continue;
    const m = mv.get(a.id);
    if (!m) continue;
    if (a.accountType === 'revenue') revenue += m.credit - m.debit;
    if (a.accountType === 'expense') expense += m.debit - m.credit;
  }
  return { revenue, expense };
}

export async function financialAnalysis(tx: Tx, companyId: string, currency: CurrencyCode, range: Range) {
  const m = moneyOf(currency);
  const months = monthsOf(range.from, range.to);
  const ninetyDays = { from: addDays(range.to, -(DSO_DAYS - 1)), to: range.to };
  const chart = await loadChart(tx, companyId);
  const [perMonth, balances, recent, cash, mapped] = await inTurn([
    () => mapInTurn(months, (p) => movements(tx, companyId, currency, p, NO_FILTERS, { excludeYearEnd: true })),
    () => movements(tx, companyId, currency, { from: BEGINNING, to: range.to }, NO_FILTERS),
    () => movements(tx, companyId, currency, ninetyDays, NO_FILTERS, { excludeYearEnd: true }),
    () => cashAccountIds(tx, companyId, chart),
    () => tx
      .select({ key: accountMappings.key, accountId: accountMappings.accountId })
      .from(accountMappings)
      .where(and(eq(accountMappings.companyId, companyId), inArray(accountMappings.key, ['receivables', 'payables']))),
  ]);

  let revenue = 0n;
  let expense = 0n;
  const monthRows = months.map((p, i) => {
    const r = resultOf(chart, perMonth[i]!);
    revenue += r.revenue;
    expense += r.expense;
    const result = r.revenue - r.expense;
    return { month: p.month, from: p.from, to: p.to, revenue: m(r.revenue), expense: m(r.expense), result: m(result), marginPercent: marginPercent(result, r.revenue) };
  });

  // Balances as of `to`: assets read debit − credit, liabilities credit − debit.
  const receivableId = mapped.find((x) => x.key === 'receivables')?.accountId;
  const payableId = mapped.find((x) => x.key === 'payables')?.accountId;
  let currentAssets = 0n;
  let currentLiabilities = 0n;
  let cashUnits = 0n;
  for (const a of chart) {
    if (a.isHeader) continue;
    const balance = net(balances.get(a.id));
    const kind = currentClass(a.code, a.accountType);
    if (kind === 'current_asset') currentAssets += balance;
    if (kind === 'current_liability') currentLiabilities -= balance;
    if (cash.has(a.id)) cashUnits += balance;
  }
  const receivables = receivableId ? net(balances.get(receivableId)) : 0n;
  const payables = payableId ? -net(balances.get(payableId)) : 0n;
  const revenue90 = resultOf(chart, recent).revenue;

  return {
    from: range.from,
    to: range.to,
    currency,
    months: monthRows,
    totals: { revenue: m(revenue), expense: m(expense), result: m(revenue - expense), marginPercent: marginPercent(revenue - expense, revenue) },
    ratios: {
      asOf: range.to,
      currentAssets: m(currentAssets),
      currentLiabilities: m(currentLiabilities),
      cash: m(cashUnits),
      receivables: m(receivables),
      payables: m(payables),
      revenueLast90Days: m(revenue90),
      currentRatio: ratio(currentAssets, currentLiabilities),
      quickRatio: ratio(cashUnits + receivables, currentLiabilities),
      daysSalesOutstanding: daysSalesOutstanding(receivables, revenue90, DSO_DAYS),
      receivablesTurnover: ratio(revenue, receivables),
    },
  };
}
