// The life of a fixed asset (decision 052): categories, registering an asset (its acquisition
// posts unless its cost is already in the books), monthly depreciation runs (preview, post: one
// entry per month, in order, idempotent), and disposal (sale or write-off, with its gain or loss).
// Each runs inside the caller's transaction; `who.today` is the company's local today.
import type { z } from '@hono/zod-openapi';
import { and, asc, eq, inArray, max, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../../server/db/client';
import { batches } from '../../../server/db/batches';
import { AppError, notFound } from '../../../server/http/errors';
import { formatNumber, nextNumber } from '../../../server/platform/sequences';
import { addMonthsToMonth, depreciationSchedule, disposalFigures, monthEnd, type AcquisitionMethod, type DepreciationMethod, type ProceedsMethod, type ScheduleRow } from '../../../core/assets';
import { compareMoney, sumMoney, toMoney, type CurrencyCode } from '../../../core/money';
import { chartRefs } from '../../finance/server';
import { vehicleRefs } from '../../fleet/server';
import { postAssetAcquired, postAssetDisposed, postDepreciationRun, type RunLine } from './ledger-events';
import type { assetInput, categoryInput, disposeInput } from './schemas';
import { assetCategories, assetDepreciations, depreciationRuns, fixedAssets } from './tables';

export type Who = { companyId: string; userId: string | null; today: string; currency: CurrencyCode };
export type Asset = typeof fixedAssets.$inferSelect;
export type Category = typeof assetCategories.$inferSelect;

const SCHEDULE_ERRORS = { invalid_cost: ['cost', 'invalid_amount'], invalid_salvage: ['salvageValue', 'asset_invalid_salvage'], invalid_life: ['lifeMonths', 'asset_invalid_life'] } as const;

export function scheduleOfAsset(a: Pick<Asset, 'cost' | 'salvageValue' | 'lifeMonths' | 'method' | 'depreciationStart'>, currency: CurrencyCode): ScheduleRow[] {
  const s = depreciationSchedule({ cost: a.cost, salvage: a.salvageValue, lifeMonths: a.lifeMonths, method: a.method as DepreciationMethod, start: a.depreciationStart, currency });
  if ('error' in s) {
    const [field, code] = SCHEDULE_ERRORS[s.error];
    throw new AppError(400, 'validation_failed', { [field]: code });
  }
  return s;
}

/** Account ids a category names must be the company's posting accounts (another company's are not found). */
async function checkAccounts(tx: Tx, companyId: string, input: z.output<typeof categoryInput>) {
  const fields = (['costAccountId', 'accumulatedAccountId', 'expenseAccountId'] as const).filter((f) => input[f]);
  if (!fields.length) return;
  const { accounts } = await chartRefs(tx, companyId, fields.map((f) => ({ accountId: input[f]! })));
  for (const f of fields) {
    const a = accounts.get(input[f]!);
    if (!a || a.isHeader || !a.isActive) throw new AppError(400, 'validation_failed', { [f]: 'asset_account_invalid' });
  }
}

export async function createCategory(tx: Tx, input: z.output<typeof categoryInput>, who: Who): Promise<Category> {
  await checkAccounts(tx, who.companyId, input);
  const [dup] = await tx.select({ id: assetCategories.id }).from(assetCategories).where(eq(assetCategories.nameAr, input.nameAr)).limit(1);
  if (dup) throw new AppError(409, 'asset_category_taken', { nameAr: 'asset_category_taken' });
  const [row] = await tx
    .insert(assetCategories)
    .values({
      companyId: who.companyId,
      nameAr: input.nameAr,
      nameEn: input.nameEn ?? null,
      defaultLifeMonths: input.defaultLifeMonths,
      defaultMethod: input.defaultMethod ?? 'straight_line',
      costAccountId: input.costAccountId ?? null,
      accumulatedAccountId: input.accumulatedAccountId ?? null,
      expenseAccountId: input.expenseAccountId ?? null,
    })
    .returning();
  return row!;
}

async function categoryOf(tx: Tx, id: string): Promise<Category | undefined> {
  const [row] = await tx.select().from(assetCategories).where(eq(assetCategories.id, id));
  return row;
}

export async function createAsset(tx: Tx, input: z.output<typeof assetInput>, who: Who): Promise<Asset> {
  const category = await categoryOf(tx, input.categoryId);
  if (!category) throw new AppError(400, 'validation_failed', { categoryId: 'not_found' });
  const terms = {
    cost: toMoney('cost', input.cost, who.currency),
    salvageValue: toMoney('salvageValue', input.salvageValue ?? '0', who.currency),
    lifeMonths: input.lifeMonths ?? category.defaultLifeMonths,
    method: input.method ?? (category.defaultMethod as DepreciationMethod),
    depreciationStart: input.depreciationStart ?? input.purchaseDate,
  };
  scheduleOfAsset(terms, who.currency);
  if (terms.depreciationStart < input.purchaseDate) throw new AppError(400, 'validation_failed', { depreciationStart: 'asset_start_before_purchase' });
  if (input.vehicleId) {
    if (!(await vehicleRefs(tx, [input.vehicleId])).has(input.vehicleId)) throw new AppError(400, 'validation_failed', { vehicleId: 'not_found' });
    const [taken] = await tx.select({ id: fixedAssets.id }).from(fixedAssets).where(and(eq(fixedAssets.vehicleId, input.vehicleId), ne(fixedAssets.status, 'disposed'))).limit(1);
    if (taken) throw new AppError(409, 'asset_vehicle_taken', { vehicleId: 'asset_vehicle_taken' });
  }
  const [asset] = await tx
    .insert(fixedAssets)
    .values({
      companyId: who.companyId,
      code: formatNumber('FA', await nextNumber(tx, who.companyId, 'fixed_asset'), 5),
      nameAr: input.nameAr,
      nameEn: input.nameEn ?? null,
      categoryId: category.id,
      purchaseDate: input.purchaseDate,
      ...terms,
      vehicleId: input.vehicleId ?? null,
      acquisitionMethod: input.acquisitionMethod,
      notes: input.notes ?? null,
      createdBy: who.userId,
    })
    .returning();
  const entry = await postAssetAcquired(tx, { ...asset!, acquisitionMethod: asset!.acquisitionMethod as AcquisitionMethod }, category, who.userId);
  if (!entry) return asset!;
  const [posted] = await tx.update(fixedAssets).set({ acquisitionEntryId: entry.id }).where(eq(fixedAssets.id, asset!.id)).returning();
  return posted!;
}

/** Each asset's posted months and their total. */
export async function postedByAsset(tx: Tx, assetIds: readonly string[]): Promise<Map<string, { months: Set<string>; total: string; last: string | null }>> {
  const out = new Map<string, { months: Set<string>; total: string; last: string | null }>();
  if (!assetIds.length) return out;
  const rows = await tx.select({ assetId: assetDepreciations.assetId, month: assetDepreciations.month, amount: assetDepreciations.amount }).from(assetDepreciations).where(inArray(assetDepreciations.assetId, [...assetIds])).orderBy(asc(assetDepreciations.month));
  for (const r of rows) {
    const cur = out.get(r.assetId) ?? { months: new Set<string>(), total: '0', last: null };
    cur.months.add(r.month);
    cur.total = sumMoney([cur.total, r.amount]);
    cur.last = r.month;
    out.set(r.assetId, cur);
  }
  return out;
}

async function lastRunMonth(tx: Tx): Promise<string | null> {
  const [row] = await tx.select({ month: max(depreciationRuns.month) }).from(depreciationRuns);
  return row?.month ?? null;
}

export type RunPreview = { month: string; entryDate: string; lines: Array<RunLine & { asset: Asset; months: string[] }>; total: string; nextMonth: string | null; run: typeof depreciationRuns.$inferSelect | null };

/** What a run of `month` posts: every asset in service, its schedule months up to `month` not yet posted. */
export async function previewRun(tx: Tx, month: string, who: Who): Promise<RunPreview> {
  const [run] = await tx.select().from(depreciationRuns).where(eq(depreciationRuns.month, month));
  const last = await lastRunMonth(tx);
  const nextMonth = last ? addMonthsToMonth(last, 1) : null;
  const assets = await tx.select({ asset: fixedAssets, category: assetCategories }).from(fixedAssets).innerJoin(assetCategories, eq(assetCategories.id, fixedAssets.categoryId)).where(eq(fixedAssets.status, 'active')).orderBy(asc(fixedAssets.code));
  const posted = await postedByAsset(tx, assets.map((a) => a.asset.id));
  const lines: RunPreview['lines'] = [];
  if (!run) {
    for (const { asset, category } of assets) {
      const done = posted.get(asset.id)?.months ?? new Set<string>();
      const due = scheduleOfAsset(asset, who.currency).filter((r) => r.month <= month && !done.has(r.month));
      if (!due.length) continue;
      lines.push({ asset, accounts: category, amount: sumMoney(due.map((r) => r.depreciation)), months: due.map((r) => r.month) });
    }
  }
  return { month, entryDate: monthEnd(month), lines, total: sumMoney(lines.map((l) => l.amount)), nextMonth, run: run ?? null };
}

/**
 * Posts the run of `month`: one journal entry, one line pair per asset. A month already run
 * returns its run and posts nothing. Each asset's months post in order with no gap: the run takes
 * every month of the asset's schedule up to `month` not posted yet (an asset registered late
 * catches up in one run). A month not yet started is refused; a closed period is refused by
 * finance (409 period_closed) and nothing is written.
 */
export async function postRun(tx: Tx, month: string, who: Who) {
  // One run at a time per company: the second waits, then finds the month done.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${'depreciation_run:' + who.companyId}))`);
  const preview = await previewRun(tx, month, who);
  if (preview.run) return { run: preview.run, created: false };
  if (month > who.today.slice(0, 7)) throw new AppError(409, 'depreciation_month_in_future', { month: 'depreciation_month_in_future' });
  const [run] = await tx
    .insert(depreciationRuns)
    .values({ companyId: who.companyId, month, entryDate: preview.entryDate, total: preview.total, assetCount: preview.lines.length, createdBy: who.userId })
    .returning();
  const rows = preview.lines.flatMap((l) => {
    const schedule = new Map(scheduleOfAsset(l.asset, who.currency).map((r) => [r.month, r]));
    return l.months.map((m) => ({ companyId: who.companyId, assetId: l.asset.id, runId: run!.id, month: m, amount: schedule.get(m)!.depreciation }));
  });
  for (const batch of batches(rows, 500)) await tx.insert(assetDepreciations).values(batch);
  // An asset whose last month is now posted is fully depreciated.
  const finished = preview.lines.filter((l) => l.months.at(-1) === scheduleOfAsset(l.asset, who.currency).at(-1)!.month).map((l) => l.asset.id);
  if (finished.length) await tx.update(fixedAssets).set({ status: 'fully_depreciated', updatedAt: new Date() }).where(inArray(fixedAssets.id, finished));
  const entry = await postDepreciationRun(tx, run!, preview.lines, who.userId);
  if (!entry) return { run: run!, created: true };
  const [kept] = await tx.update(depreciationRuns).set({ journalEntryId: entry.id }).where(eq(depreciationRuns.id, run!.id)).returning();
  return { run: kept!, created: true };
}

export async function lockAsset(tx: Tx, id: string): Promise<Asset> {
  const [row] = await tx.select().from(fixedAssets).where(eq(fixedAssets.id, id)).for('update');
  if (!row) throw notFound();
  return row;
}

/** Sells or writes off an asset at its book value so far (posted depreciation); the difference is a gain or a loss. */
export async function disposeAsset(tx: Tx, id: string, input: z.output<typeof disposeInput>, who: Who): Promise<Asset> {
  const asset = await lockAsset(tx, id);
  if (asset.status === 'disposed') throw new AppError(409, 'asset_not_active');
  const proceeds = toMoney('proceeds', input.proceeds, who.currency);
  const selling = compareMoney(proceeds, '0') > 0;
  if (selling && !input.method) throw new AppError(400, 'validation_failed', { method: 'required' });
  if (input.date < asset.purchaseDate) throw new AppError(400, 'validation_failed', { date: 'asset_disposal_before_purchase' });
  const posted = (await postedByAsset(tx, [id])).get(id);
  if (posted?.last && posted.last > input.date.slice(0, 7)) throw new AppError(409, 'asset_disposal_before_depreciation', { date: 'asset_disposal_before_depreciation' }, { month: posted.last });
  const figures = disposalFigures(asset.cost, posted?.total ?? '0', proceeds, who.currency);
  const method = selling ? (input.method as ProceedsMethod) : null;
  const [disposed] = await tx
    .update(fixedAssets)
    .set({ status: 'disposed', disposedOn: input.date, disposalProceeds: proceeds, disposalMethod: method, notes: input.notes ?? asset.notes, updatedAt: new Date() })
    .where(eq(fixedAssets.id, id))
    .returning();
  const category = (await categoryOf(tx, asset.categoryId))!;
  const entry = await postAssetDisposed(tx, disposed!, category, { date: input.date, proceeds, method, ...figures }, who.userId);
  if (!entry) return disposed!;
  const [kept] = await tx.update(fixedAssets).set({ disposalEntryId: entry.id }).where(eq(fixedAssets.id, id)).returning();
  return kept!;
}

// src/server's ledger backfill imports module steps from their service (decision 031).
export { backfillFixedAssetsLedger } from './ledger-backfill';
