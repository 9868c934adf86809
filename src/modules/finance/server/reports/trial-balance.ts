// Trial balance: per posting account its opening balance, the period's debit and credit
// movement, and its closing balance, each shown on its side; the totals balance because every
// posted entry does. Opening and movement come from the kept balances (movements.ts).
import { BEGINNING, before } from './period';
import type { ReportContext } from './context';
import { movements, net } from './movements';
import { bi, moneyOf, rangeSubtitle, type ReportRow, type ReportTable } from './table';
import { inTurn } from '../../../../server/db/in-turn';

const side = (units: bigint) => (units >= 0n ? { debit: units, credit: 0n } : { debit: 0n, credit: -units });

export async function trialBalance(ctx: ReportContext) {
  const { tx, companyId, currency, chart, q } = ctx;
  const m = moneyOf(currency);
  const [opening, period, compare] = await inTurn([
    () => movements(tx, companyId, currency, before(q.range.from), q.filters),
    () => movements(tx, companyId, currency, q.range, q.filters),
    () => q.compare ? movements(tx, companyId, currency, { from: BEGINNING, to: q.compare.to }, q.filters) : Promise.resolve(null),
  ]);
  const sums = { openingDebit: 0n, openingCredit: 0n, debit: 0n, credit: 0n, closingDebit: 0n, closingCredit: 0n, compareDebit: 0n, compareCredit: 0n };
  const rows: ReportRow[] = [];
  const items = [];
  for (const a of chart) {
    if (a.isHeader) continue;
    const o = side(net(opening.get(a.id)));
    const mv = period.get(a.id) ?? { debit: 0n, credit: 0n };
    const c = side(net(opening.get(a.id)) + net(mv));
    const cmp = compare ? side(net(compare.get(a.id))) : null;
    if (!o.debit && !o.credit && !mv.debit && !mv.credit && !c.debit && !c.credit && !cmp?.debit && !cmp?.credit) continue;
    sums.openingDebit += o.debit;
    sums.openingCredit += o.credit;
    sums.debit += mv.debit;
    sums.credit += mv.credit;
    sums.closingDebit += c.debit;
    sums.closingCredit += c.credit;
    if (cmp) {
      sums.compareDebit += cmp.debit;
      sums.compareCredit += cmp.credit;
    }
    const item = {
      accountId: a.id,
      code: a.code,
      nameAr: a.nameAr,
      nameEn: a.nameEn,
      accountType: a.accountType,
      openingDebit: m(o.debit),
      openingCredit: m(o.credit),
      debit: m(mv.debit),
      credit: m(mv.credit),
      closingDebit: m(c.debit),
      closingCredit: m(c.credit),
      compareDebit: cmp ? m(cmp.debit) : null,
      compareCredit: cmp ? m(cmp.credit) : null,
    };
    items.push(item);
    rows.push({ accountId: a.id, cells: { code: a.code, name: bi(a.nameAr, a.nameEn), openingDebit: item.openingDebit, openingCredit: item.openingCredit, debit: item.debit, credit: item.credit, closingDebit: item.closingDebit, closingCredit: item.closingCredit, compareDebit: item.compareDebit, compareCredit: item.compareCredit } });
  }
  const totals = Object.fromEntries(Object.entries(sums).map(([k, v]) => [k, m(v)])) as Record<keyof typeof sums, string>;
  const columns: ReportTable['columns'] = [
    { key: 'code', label: bi('الرمز', 'Code'), kind: 'text' },
    { key: 'name', label: bi('الحساب', 'Account'), kind: 'text' },
    { key: 'openingDebit', label: bi('افتتاحي مدين', 'Opening debit'), kind: 'money' },
    { key: 'openingCredit', label: bi('افتتاحي دائن', 'Opening credit'), kind: 'money' },
    { key: 'debit', label: bi('حركة مدينة', 'Debit'), kind: 'money' },
    { key: 'credit', label: bi('حركة دائنة', 'Credit'), kind: 'money' },
    { key: 'closingDebit', label: bi('ختامي مدين', 'Closing debit'), kind: 'money' },
    { key: 'closingCredit', label: bi('ختامي دائن', 'Closing credit'), kind: 'money' },
  ];
  if (q.compare) columns.push({ key: 'compareDebit', label: bi('مقارنة مدين', 'Comparison debit'), kind: 'money' }, { key: 'compareCredit', label: bi('مقارنة دائن', 'Comparison credit'), kind: 'money' });
  const table: ReportTable = {
    title: bi('ميزان المراجعة', 'Trial balance'),
    subtitle: rangeSubtitle(q.range, q.compare, ctx.filterNote),
    currency,
    columns,
    rows,
    totals: [{ style: 'total', cells: { code: null, name: bi('الإجمالي', 'Total'), ...totals } }],
  };
  const balanced = sums.openingDebit === sums.openingCredit && sums.debit === sums.credit && sums.closingDebit === sums.closingCredit;
  return { from: q.range.from, to: q.range.to, currency, items, totals, balanced, table };
}
