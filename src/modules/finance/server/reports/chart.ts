// The chart as reports need it: every account of the company in code order with its depth, and
// which posting accounts are cash (for the cash-flow statement and the overview).
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../../../server/db/client';
import { companyContext } from '../../../../server/http/fields';
import { fiscalYearOf, type AccountType } from '../../../../core/finance';
import { accountMappings, ledgerAccounts } from '../accounts/tables';
import { fiscalYearStartMonth } from '../periods/service';
import type { RangeDefaults } from './period';
import { inTurn } from '../../../../server/db/in-turn';

export type ChartAccount = {
  id: string;
  code: string;
  nameAr: string;
  nameEn: string;
  accountType: AccountType;
  normalBalance: 'debit' | 'credit';
  isHeader: boolean;
  parentId: string | null;
  depth: number;
};

export async function loadChart(tx: Tx, companyId: string): Promise<ChartAccount[]> {
  const rows = await tx
    .select({ id: ledgerAccounts.id, code: ledgerAccounts.code, nameAr: ledgerAccounts.nameAr, nameEn: ledgerAccounts.nameEn, accountType: ledgerAccounts.accountType, normalBalance: ledgerAccounts.normalBalance, isHeader: ledgerAccounts.isHeader, parentId: ledgerAccounts.parentId })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.companyId, companyId))
    .orderBy(asc(ledgerAccounts.code));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const depthOf = (id: string | null, seen = 0): number => {
    const parent = id ? byId.get(id) : undefined;
    return parent && seen < 50 ? 1 + depthOf(parent.parentId, seen + 1) : 0;
  };
  return rows.map((r) => ({ ...r, depth: depthOf(r.parentId) }));
}

/** Each account's ancestors' ids, nearest first. */
export function ancestors(chart: readonly ChartAccount[]): Map<string, string[]> {
  const byId = new Map(chart.map((a) => [a.id, a]));
  const out = new Map<string, string[]>();
  for (const a of chart) {
    const chain: string[] = [];
    for (let p = a.parentId; p && chain.length < 50; p = byId.get(p)?.parentId ?? null) chain.push(p);
    out.set(a.id, chain);
  }
  return out;
}

/**
 * Cash and cash equivalents: the accounts the cash, bank-transfer and card payment mappings
 * point at, and every posting account under the same header (the chart's "cash and banks").
 */
export async function cashAccountIds(tx: Tx, companyId: string, chart: readonly ChartAccount[]): Promise<Set<string>> {
  const mapped = await tx
    .select({ accountId: accountMappings.accountId })
    .from(accountMappings)
    .where(and(eq(accountMappings.companyId, companyId), inArray(accountMappings.key, ['payment_cash', 'payment_bank_transfer', 'payment_card'])));
  const ids = new Set(mapped.map((m) => m.accountId));
  const parents = new Set(chart.filter((a) => ids.has(a.id) && a.parentId).map((a) => a.parentId!));
  const chains = ancestors(chart);
  for (const a of chart) if (!a.isHeader && (chains.get(a.id) ?? []).some((p) => parents.has(p))) ids.add(a.id);
  return ids;
}

/** The default range of a report: the fiscal year to date, in the company's own calendar. */
export async function defaultRange(tx: Tx, companyId: string): Promise<RangeDefaults> {
  const [{ today }, startMonth] = await inTurn([() => companyContext(tx), () => fiscalYearStartMonth(tx, companyId)]);
  return { today, yearStartOf: (date) => fiscalYearOf(date, startMonth).start };
}
