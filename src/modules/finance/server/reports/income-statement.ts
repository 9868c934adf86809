// Income statement: revenue and expenses over the range, grouped by the chart's tree, and the
// net result. A closed year's year-end entry is left out so the year still shows its result.
import type { ReportContext } from './context';
import { movements, type Movements } from './movements';
import { bi, moneyOf, rangeSubtitle, type ReportTable } from './table';
import { rollUp, treeRows, typeTotal, type Amounts } from './tree';
import { mapInTurn } from '../../../../server/db/in-turn';

/** Revenue reads credit − debit, expense debit − credit: both positive in the normal case. */
export function resultAmounts(ctx: ReportContext, periods: readonly Movements[]): Amounts {
  const own: Amounts = new Map();
  for (const a of ctx.chart) {
    if (a.isHeader || (a.accountType !== 'revenue' && a.accountType !== 'expense')) continue;
    const values = periods.map((p) => {
      const mv = p.get(a.id);
      if (!mv) return 0n;
      return a.accountType === 'revenue' ? mv.credit - mv.debit : mv.debit - mv.credit;
    });
    if (values.some((v) => v !== 0n)) own.set(a.id, values);
  }
  return own;
}

export async function incomeStatement(ctx: ReportContext) {
  const { tx, companyId, currency, chart, q } = ctx;
  const m = moneyOf(currency);
  const ranges = q.compare ? [q.range, q.compare] : [q.range];
  const periods = await mapInTurn(ranges, (r) => movements(tx, companyId, currency, r, q.filters, { excludeYearEnd: true }));
  const width = periods.length;
  const keys = width === 2 ? ['amount', 'compare'] : ['amount'];
  const own = resultAmounts(ctx, periods);
  const rolled = rollUp(chart, own, width);
  const revenue = typeTotal(chart, own, 'revenue', width);
  const expense = typeTotal(chart, own, 'expense', width);
  const result = revenue.map((r, i) => r - expense[i]!);
  const cells = (label: ReturnType<typeof bi>, values: bigint[]) => ({ code: null, name: label, ...Object.fromEntries(keys.map((k, i) => [k, m(values[i]!)])) });
  const table: ReportTable = {
    title: bi('قائمة الدخل', 'Income statement'),
    subtitle: rangeSubtitle(q.range, q.compare, ctx.filterNote),
    currency,
    columns: [
      { key: 'code', label: bi('الرمز', 'Code'), kind: 'text' },
      { key: 'name', label: bi('البند', 'Item'), kind: 'text' },
      { key: 'amount', label: bi('المبلغ', 'Amount'), kind: 'money' },
      ...(width === 2 ? [{ key: 'compare', label: bi('فترة المقارنة', 'Comparison'), kind: 'money' as const }] : []),
    ],
    rows: [
      ...treeRows(chart, rolled, 'revenue', keys, m),
      { style: 'subtotal', cells: cells(bi('إجمالي الإيرادات', 'Total revenue'), revenue) },
      ...treeRows(chart, rolled, 'expense', keys, m),
      { style: 'subtotal', cells: cells(bi('إجمالي المصروفات', 'Total expenses'), expense) },
    ],
    totals: [{ style: 'total', cells: cells(bi('صافي الربح (الخسارة)', 'Net profit (loss)'), result) }],
  };
  const figures = (i: number) => ({ revenue: m(revenue[i]!), expense: m(expense[i]!), netResult: m(result[i]!) });
  return { from: q.range.from, to: q.range.to, currency, ...figures(0), compare: width === 2 ? figures(1) : null, table };
}
