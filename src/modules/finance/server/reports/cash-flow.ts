// Cash-flow statement, indirect method: the net result, then each balance-sheet account's change
// over the range turned into its effect on cash (an asset that grew used cash, a liability that
// grew brought it), grouped as operating (working capital), investing (non-current assets) and
// financing (non-current liabilities and equity). Cash accounts are found through the payment
// mappings (chart.ts). The groups follow the Gulf templates' codes: 12… non-current assets,
// 22… non-current liabilities. Year-end entries are left out: they only move the result.
import { cashAccountIds, type ChartAccount } from './chart';
import type { ReportContext } from './context';
import { movements, net, type Movements } from './movements';
import { before, type Range } from './period';
import { bi, moneyOf, rangeSubtitle, type Bilingual, type ReportRow, type ReportTable } from './table';
import { inTurn, mapInTurn } from '../../../../server/db/in-turn';

type Section = 'operating' | 'investing' | 'financing';

function sectionOf(a: ChartAccount): Section | null {
  if (a.accountType === 'asset') return a.code.startsWith('12') ? 'investing' : 'operating';
  if (a.accountType === 'liability') return a.code.startsWith('22') ? 'financing' : 'operating';
  if (a.accountType === 'equity') return 'financing';
  return null;
}

const SECTIONS: Record<Section, { title: Bilingual; total: Bilingual }> = {
  operating: { title: bi('الأنشطة التشغيلية', 'Operating activities'), total: bi('صافي النقد من الأنشطة التشغيلية', 'Net cash from operating activities') },
  investing: { title: bi('الأنشطة الاستثمارية', 'Investing activities'), total: bi('صافي النقد من الأنشطة الاستثمارية', 'Net cash from investing activities') },
  financing: { title: bi('الأنشطة التمويلية', 'Financing activities'), total: bi('صافي النقد من الأنشطة التمويلية', 'Net cash from financing activities') },
};

type Flow = { result: bigint; effects: Map<string, bigint>; sections: Record<Section, bigint>; opening: bigint; change: bigint };

async function flowOf(ctx: ReportContext, cash: Set<string>, range: Range): Promise<Flow> {
  const { tx, companyId, currency, chart, q } = ctx;
  const [period, opening]: [Movements, Movements] = await inTurn([
    () => movements(tx, companyId, currency, range, q.filters, { excludeYearEnd: true }),
    () => movements(tx, companyId, currency, before(range.from), q.filters),
  ]);
  const flow: Flow = { result: 0n, effects: new Map(), sections: { operating: 0n, investing: 0n, financing: 0n }, opening: 0n, change: 0n };
  for (const a of chart) {
    if (a.isHeader) continue;
    const mv = period.get(a.id);
    if (cash.has(a.id)) {
      flow.opening += net(opening.get(a.id));
      flow.change += net(mv);
      continue;
    }
    if (!mv) continue;
    // Credit − debit: what this account's change did to cash (and, for revenue and expenses, the result).
    const effect = mv.credit - mv.debit;
    const section = sectionOf(a);
    if (!section) {
      flow.result += effect;
      continue;
    }
    if (effect === 0n) continue;
    flow.effects.set(a.id, effect);
    flow.sections[section] += effect;
  }
  flow.sections.operating += flow.result;
  return flow;
}

export async function cashFlow(ctx: ReportContext) {
  const { currency, chart, q } = ctx;
  const m = moneyOf(currency);
  const cash = await cashAccountIds(ctx.tx, ctx.companyId, chart);
  const flows = await mapInTurn(q.compare ? [q.range, q.compare] : [q.range], (r) => flowOf(ctx, cash, r));
  const keys = flows.length === 2 ? ['amount', 'compare'] : ['amount'];
  const cells = (label: Bilingual, pick: (f: Flow) => bigint, code: string | null = null) => ({ code, name: label, ...Object.fromEntries(keys.map((k, i) => [k, m(pick(flows[i]!))])) });
  const rows: ReportRow[] = [];
  for (const section of ['operating', 'investing', 'financing'] as const) {
    rows.push({ style: 'header', cells: { code: null, name: SECTIONS[section].title } });
    if (section === 'operating') rows.push({ depth: 1, cells: cells(bi('صافي الربح (الخسارة)', 'Net profit (loss)'), (f) => f.result) });
    for (const a of chart) {
      if (a.isHeader || sectionOf(a) !== section || cash.has(a.id) || !flows.some((f) => f.effects.has(a.id))) continue;
      rows.push({ depth: 1, accountId: a.id, cells: cells(bi(`التغير في ${a.nameAr}`, `Change in ${a.nameEn}`), (f) => f.effects.get(a.id) ?? 0n, a.code) });
    }
    rows.push({ style: 'subtotal', cells: cells(SECTIONS[section].total, (f) => f.sections[section]) });
  }
  const table: ReportTable = {
    title: bi('قائمة التدفقات النقدية', 'Cash-flow statement'),
    subtitle: rangeSubtitle(q.range, q.compare, ctx.filterNote),
    currency,
    columns: [
      { key: 'code', label: bi('الرمز', 'Code'), kind: 'text' },
      { key: 'name', label: bi('البند', 'Item'), kind: 'text' },
      { key: 'amount', label: bi('المبلغ', 'Amount'), kind: 'money' },
      ...(q.compare ? [{ key: 'compare', label: bi('فترة المقارنة', 'Comparison'), kind: 'money' as const }] : []),
    ],
    rows,
    totals: [
      { style: 'subtotal', cells: cells(bi('صافي التغير في النقدية', 'Net change in cash'), (f) => f.change) },
      { cells: cells(bi('النقدية أول الفترة', 'Cash at the beginning'), (f) => f.opening) },
      { style: 'total', cells: cells(bi('النقدية آخر الفترة', 'Cash at the end'), (f) => f.opening + f.change) },
    ],
  };
  const figures = (f: Flow) => ({
    netResult: m(f.result),
    operating: m(f.sections.operating),
    investing: m(f.sections.investing),
    financing: m(f.sections.financing),
    netChange: m(f.change),
    openingCash: m(f.opening),
    closingCash: m(f.opening + f.change),
    // Without filters the three sections explain the whole change; a filtered view may not.
    reconciled: f.sections.operating + f.sections.investing + f.sections.financing === f.change,
  });
  return { from: q.range.from, to: q.range.to, currency, ...figures(flows[0]!), compare: flows[1] ? figures(flows[1]) : null, table };
}
