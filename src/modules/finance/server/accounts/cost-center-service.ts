// Cost centres (issue 18): a tree by parent id. Codes are unique per company, a centre never sits
// under itself or its own descendants, and one with active children cannot be deactivated (its
// children would hang under an inactive parent in every picker). Centres are never deleted: lines
// point at them; they are deactivated instead.
import { and, asc, eq, gte, lte, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../../../server/db/client';
import { AppError, notFound } from '../../../../server/http/errors';
import { wouldCycle } from '../../../../core/budgets';
import { fromMinorUnits, toMinorUnits, type CurrencyCode } from '../../../../core/money';
import { ledgerBalances } from '../journal/tables';
import { costCenters, ledgerAccounts } from './tables';

export type CostCenter = typeof costCenters.$inferSelect;
export type CostCenterInput = { code: string; nameAr: string; nameEn: string | null; parentId: string | null; isActive: boolean };

/** The company's centres as id → parent (read under row-level security). */
export async function costCenterParents(tx: Tx): Promise<Map<string, string | null>> {
  const rows = await tx.select({ id: costCenters.id, parentId: costCenters.parentId }).from(costCenters);
  return new Map(rows.map((r) => [r.id, r.parentId]));
}

async function checkCode(tx: Tx, code: string, selfId?: string) {
  const [taken] = await tx.select({ id: costCenters.id }).from(costCenters).where(and(eq(costCenters.code, code), selfId ? ne(costCenters.id, selfId) : undefined));
  if (taken) throw new AppError(409, 'cost_center_code_taken', { code: 'cost_center_code_taken' }, { code });
}

async function checkParent(tx: Tx, parentId: string | null, selfId?: string) {
  if (!parentId) return;
  const [parent] = await tx.select({ id: costCenters.id, isActive: costCenters.isActive }).from(costCenters).where(eq(costCenters.id, parentId));
  if (!parent) throw new AppError(400, 'validation_failed', { parentId: 'not_found' });
  if (selfId && wouldCycle(selfId, parentId, await costCenterParents(tx))) throw new AppError(409, 'cost_center_cycle', { parentId: 'cost_center_cycle' });
  if (!parent.isActive) throw new AppError(409, 'cost_center_parent_inactive', { parentId: 'cost_center_parent_inactive' });
}

export async function createCostCenter(tx: Tx, companyId: string, input: CostCenterInput): Promise<CostCenter> {
  await checkCode(tx, input.code);
  await checkParent(tx, input.parentId);
  const [row] = await tx.insert(costCenters).values({ companyId, ...input }).returning();
  return row!;
}

export async function updateCostCenter(tx: Tx, id: string, patch: Partial<CostCenterInput>): Promise<CostCenter> {
  const [current] = await tx.select().from(costCenters).where(eq(costCenters.id, id)).for('update');
  if (!current) throw notFound();
  if (patch.code !== undefined && patch.code !== current.code) await checkCode(tx, patch.code, id);
  if (patch.parentId !== undefined && patch.parentId !== current.parentId) await checkParent(tx, patch.parentId, id);
  if (patch.isActive === false && current.isActive) {
    const [child] = await tx.select({ id: costCenters.id }).from(costCenters).where(and(eq(costCenters.parentId, id), eq(costCenters.isActive, true))).limit(1);
    if (child) throw new AppError(409, 'cost_center_has_active_children');
  }
  // Reactivating under a parent that stays inactive would hang it under a hidden centre again.
  const parentId = patch.parentId !== undefined ? patch.parentId : current.parentId;
  if (patch.isActive === true && !current.isActive && parentId && patch.parentId === undefined) {
    const [parent] = await tx.select({ isActive: costCenters.isActive }).from(costCenters).where(eq(costCenters.id, parentId));
    if (parent && !parent.isActive) throw new AppError(409, 'cost_center_parent_inactive', { parentId: 'cost_center_parent_inactive' });
  }
  const [row] = await tx.update(costCenters).set(patch).where(eq(costCenters.id, id)).returning();
  return row!;
}

export type CostCenterTotals = CostCenter & { expense: string; revenue: string; totalExpense: string; totalRevenue: string };

/**
 * Each centre with the expense (debit − credit) and revenue (credit − debit) posted to it in the
 * months from `fromMonth` to `toMonth` (YYYY-MM-01), from the kept monthly balances: its own,
 * and with its whole subtree (`total…`).
 */
export async function costCenterTotals(tx: Tx, fromMonth: string, toMonth: string, currency: CurrencyCode): Promise<CostCenterTotals[]> {
  const centres = await tx.select().from(costCenters).orderBy(asc(costCenters.code));
  const moves = await tx
    .select({
      costCenterId: ledgerBalances.costCenterId,
      expense: sql<string>`coalesce(sum(case when ${ledgerAccounts.accountType} = 'expense' then ${ledgerBalances.debit} - ${ledgerBalances.credit} else 0 end), 0)`,
      revenue: sql<string>`coalesce(sum(case when ${ledgerAccounts.accountType} = 'revenue' then ${ledgerBalances.credit} - ${ledgerBalances.debit} else 0 end), 0)`,
    })
    .from(ledgerBalances)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerBalances.accountId))
    .where(and(sql`${ledgerBalances.costCenterId} is not null`, gte(ledgerBalances.periodStart, fromMonth), lte(ledgerBalances.periodStart, toMonth)))
    .groupBy(ledgerBalances.costCenterId);
  const own = new Map(moves.map((m) => [m.costCenterId!, { expense: toMinorUnits(m.expense, currency), revenue: toMinorUnits(m.revenue, currency) }]));
  const children = new Map<string, string[]>();
  for (const c of centres) if (c.parentId) children.set(c.parentId, [...(children.get(c.parentId) ?? []), c.id]);
  const totals = new Map<string, { expense: bigint; revenue: bigint }>();
  const total = (id: string, depth = 0): { expense: bigint; revenue: bigint } => {
    const known = totals.get(id);
    if (known) return known;
    const sum = { ...(own.get(id) ?? { expense: 0n, revenue: 0n }) };
    if (depth < 50) for (const child of children.get(id) ?? []) {
      const t = total(child, depth + 1);
      sum.expense += t.expense;
      sum.revenue += t.revenue;
    }
    totals.set(id, sum);
    return sum;
  };
  const money = (v: bigint) => fromMinorUnits(v, currency);
  return centres.map((c) => {
    const o = own.get(c.id) ?? { expense: 0n, revenue: 0n };
    const t = total(c.id);
    return { ...c, expense: money(o.expense), revenue: money(o.revenue), totalExpense: money(t.expense), totalRevenue: money(t.revenue) };
  });
}
