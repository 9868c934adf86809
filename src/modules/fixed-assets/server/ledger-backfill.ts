// Posts the fixed-asset events that have no ledger entry yet (a company that set up its books
// after it registered assets and ran depreciation): acquisitions on their purchase day, each run on
// its month's last day with the amounts it recorded, disposals on their day. Skips what finance
// lists as posted, so running it twice posts once (decision 031). Dates in a closed month move to
// the first open day after it (dateFor).
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../server/db/client';
import type { AcquisitionMethod, ProceedsMethod } from '../../../core/assets';
import { disposalFigures } from '../../../core/assets';
import { resolveCurrency } from '../../../core/money';
import { companies } from '../../../server/db/schema';
import { postedEvents } from '../../finance/server';
import { postAssetAcquired, postAssetDisposed, postDepreciationRun } from './ledger-events';
import { assetCategories, assetDepreciations, depreciationRuns, fixedAssets } from './tables';

export async function backfillFixedAssetsLedger(tx: Tx, companyId: string, dateFor: (date: string) => Promise<string>): Promise<number> {
  // The backfill runs on the platform path (no row-level security): every read names the company.
  const rows = await tx.select({ asset: fixedAssets, category: assetCategories }).from(fixedAssets).innerJoin(assetCategories, eq(assetCategories.id, fixedAssets.categoryId)).where(eq(fixedAssets.companyId, companyId)).orderBy(asc(fixedAssets.code));
  if (!rows.length) return 0;
  const [company] = await tx.select({ currency: companies.currency }).from(companies).where(eq(companies.id, companyId));
  const currency = resolveCurrency(company?.currency);
  const byId = new Map(rows.map((r) => [r.asset.id, r]));
  const done = await postedEvents(tx, companyId, 'fixed_asset');
  let count = 0;

  for (const { asset, category } of rows) {
    if (asset.acquisitionMethod === 'already_recorded' || done.has(`${asset.id}:acquired`)) continue;
    const entry = await postAssetAcquired(tx, { ...asset, acquisitionMethod: asset.acquisitionMethod as AcquisitionMethod, purchaseDate: await dateFor(asset.purchaseDate) }, category, null);
    if (entry) {
      await tx.update(fixedAssets).set({ acquisitionEntryId: entry.id }).where(eq(fixedAssets.id, asset.id));
      count++;
    }
  }

  const runsDone = await postedEvents(tx, companyId, 'depreciation_run');
  const runs = await tx.select().from(depreciationRuns).where(and(eq(depreciationRuns.companyId, companyId), sql`${depreciationRuns.total} > 0`)).orderBy(asc(depreciationRuns.month));
  for (const run of runs) {
    if (runsDone.has(`${run.id}:${run.month}`)) continue;
    const amounts = await tx
      .select({ assetId: assetDepreciations.assetId, amount: sql<string>`sum(${assetDepreciations.amount})::text` })
      .from(assetDepreciations)
      .where(eq(assetDepreciations.runId, run.id))
      .groupBy(assetDepreciations.assetId);
    const lines = amounts.flatMap((a) => {
      const r = byId.get(a.assetId);
      return r ? [{ asset: r.asset, accounts: r.category, amount: a.amount }] : [];
    });
    lines.sort((x, y) => x.asset.code.localeCompare(y.asset.code));
    const entry = await postDepreciationRun(tx, { ...run, entryDate: await dateFor(run.entryDate) }, lines, null);
    if (entry) {
      await tx.update(depreciationRuns).set({ journalEntryId: entry.id }).where(eq(depreciationRuns.id, run.id));
      count++;
    }
  }

  for (const { asset, category } of rows) {
    if (asset.status !== 'disposed' || !asset.disposedOn || done.has(`${asset.id}:disposed`)) continue;
    const [posted] = await tx.select({ total: sql<string>`coalesce(sum(${assetDepreciations.amount}), 0)::text` }).from(assetDepreciations).where(eq(assetDepreciations.assetId, asset.id));
    const proceeds = asset.disposalProceeds ?? '0';
    const figures = disposalFigures(asset.cost, posted?.total ?? '0', proceeds, currency);
    const entry = await postAssetDisposed(tx, asset, category, { date: await dateFor(asset.disposedOn), proceeds, method: (asset.disposalMethod as ProceedsMethod | null) ?? null, ...figures }, null);
    if (entry) {
      await tx.update(fixedAssets).set({ disposalEntryId: entry.id }).where(eq(fixedAssets.id, asset.id));
      count++;
    }
  }
  return count;
}
