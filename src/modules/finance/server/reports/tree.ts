// Amounts rolled up the chart's tree: each posting account's own amount added to every header
// above it, rows in code order with their depth. Shared by the income statement and balance sheet.
import type { AccountType } from '../../../../core/finance';
import { ancestors, type ChartAccount } from './chart';
import { bi, type ReportRow } from './table';

/** Per account id: the amount of each column (current, comparison) in minor units. */
export type Amounts = Map<string, bigint[]>;

export function rollUp(chart: readonly ChartAccount[], own: Amounts, width: number): Amounts {
  const chains = ancestors(chart);
  const out: Amounts = new Map();
  for (const [id, values] of own) {
    for (const target of [id, ...(chains.get(id) ?? [])]) {
      const sum = out.get(target) ?? Array<bigint>(width).fill(0n);
      values.forEach((v, i) => (sum[i] = sum[i]! + v));
      out.set(target, sum);
    }
  }
  return out;
}

/** The rows of one account type's tree, leaving out accounts that are zero in every column. */
export function treeRows(chart: readonly ChartAccount[], rolled: Amounts, type: AccountType, keys: readonly string[], money: (u: bigint) => string): ReportRow[] {
  const rows: ReportRow[] = [];
  for (const a of chart) {
    if (a.accountType !== type) continue;
    const values = rolled.get(a.id);
    if (!values || values.every((v) => v === 0n)) continue;
    rows.push({
      accountId: a.isHeader ? null : a.id,
      depth: a.depth,
      style: a.isHeader ? 'header' : 'line',
      cells: { code: a.code, name: bi(a.nameAr, a.nameEn), ...Object.fromEntries(keys.map((k, i) => [k, money(values[i]!)])) },
    });
  }
  return rows;
}

/** The sum of the posting accounts of one type, per column. */
export function typeTotal(chart: readonly ChartAccount[], own: Amounts, type: AccountType, width: number): bigint[] {
  const sum = Array<bigint>(width).fill(0n);
  for (const a of chart) if (a.accountType === type && !a.isHeader) own.get(a.id)?.forEach((v, i) => (sum[i] = sum[i]! + v));
  return sum;
}
