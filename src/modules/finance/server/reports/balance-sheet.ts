// Balance sheet as of `to` (and of the comparison range's end): assets = liabilities + equity,
// where equity includes the result not yet closed to retained earnings. Summing revenue and
// expenses from the beginning works because each year-end close moved its year's result out of
// them: what is left is the result of the years still open.
import type { ReportContext } from './context';
import { movements, net } from './movements';
import { BEGINNING } from './period';
import { bi, iso, moneyOf, type ReportRow, type ReportTable } from './table';
import { rollUp, treeRows, typeTotal, type Amounts } from './tree';
import { mapInTurn } from '../../../../server/db/in-turn';

export async function balanceSheet(ctx: ReportContext) {
  const { tx, companyId, currency, chart, q } = ctx;
  const m = moneyOf(currency);
  const dates = q.compare ? [q.range.to, q.compare.to] : [q.range.to];
  const width = dates.length;
  const keys = width === 2 ? ['amount', 'compare'] : ['amount'];
  const balances = await mapInTurn(dates, (to) => movements(tx, companyId, currency, { from: BEGINNING, to }, q.filters));
  const own: Amounts = new Map();
  for (const a of chart) {
    if (a.isHeader) continue;
    // Assets read debit − credit; liabilities, equity and the result credit − debit.
    const sign = a.accountType === 'asset' || a.accountType === 'expense' ? 1n : -1n;
    const values = balances.map((b) => sign * net(b.get(a.id)));
    if (values.some((v) => v !== 0n)) own.set(a.id, values);
  }
  const rolled = rollUp(chart, own, width);
  const total = (type: 'asset' | 'liability' | 'equity' | 'revenue' | 'expense') => typeTotal(chart, own, type, width);
  const assets = total('asset');
  const liabilities = total('liability');
  const revenue = total('revenue');
  const expense = total('expense');
  const result = revenue.map((r, i) => r - expense[i]!);
  const equity = total('equity').map((e, i) => e + result[i]!);
  const liabilitiesAndEquity = liabilities.map((l, i) => l + equity[i]!);
  const cells = (label: ReturnType<typeof bi>, values: bigint[]) => ({ code: null, name: label, ...Object.fromEntries(keys.map((k, i) => [k, m(values[i]!)])) });
  const rows: ReportRow[] = [
    ...treeRows(chart, rolled, 'asset', keys, m),
    { style: 'subtotal', cells: cells(bi('إجمالي الأصول', 'Total assets'), assets) },
    ...treeRows(chart, rolled, 'liability', keys, m),
    { style: 'subtotal', cells: cells(bi('إجمالي الخصوم', 'Total liabilities'), liabilities) },
    ...treeRows(chart, rolled, 'equity', keys, m),
    { style: 'line', depth: 1, cells: cells(bi('نتيجة الفترة غير المقفلة', 'Unclosed result for the period'), result) },
    { style: 'subtotal', cells: cells(bi('إجمالي حقوق الملكية', 'Total equity'), equity) },
  ];
  const subtitle = q.compare
    ? bi(`كما في ${iso(q.range.to)} — مقارنة بـ ${iso(q.compare.to)}`, `As of ${q.range.to} — compared with ${q.compare.to}`)
    : bi(`كما في ${iso(q.range.to)}`, `As of ${q.range.to}`);
  const note = ctx.filterNote;
  const table: ReportTable = {
    title: bi('الميزانية العمومية', 'Balance sheet'),
    subtitle: note ? { ar: `${subtitle.ar} — ${note.ar}`, en: `${subtitle.en} — ${note.en}` } : subtitle,
    currency,
    columns: [
      { key: 'code', label: bi('الرمز', 'Code'), kind: 'text' },
      { key: 'name', label: bi('البند', 'Item'), kind: 'text' },
      { key: 'amount', label: bi(`كما في ${iso(q.range.to)}`, `As of ${q.range.to}`), kind: 'money' },
      ...(q.compare ? [{ key: 'compare', label: bi(`كما في ${iso(q.compare.to)}`, `As of ${q.compare.to}`), kind: 'money' as const }] : []),
    ],
    rows,
    totals: [{ style: 'total', cells: cells(bi('إجمالي الخصوم وحقوق الملكية', 'Total liabilities and equity'), liabilitiesAndEquity) }],
  };
  const figures = (i: number) => ({
    asOf: dates[i]!,
    totalAssets: m(assets[i]!),
    totalLiabilities: m(liabilities[i]!),
    totalEquity: m(equity[i]!),
    unclosedResult: m(result[i]!),
    balanced: assets[i] === liabilitiesAndEquity[i],
  });
  return { currency, ...figures(0), compare: width === 2 ? figures(1) : null, table };
}
