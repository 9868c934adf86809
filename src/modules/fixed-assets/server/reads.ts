// What /api/fixed-assets answers: an asset with its category, vehicle and posted depreciation;
// its full schedule marked posted / pending / stopped; the list with counts and totals.
import type { z } from '@hono/zod-openapi';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Tx } from '../../../server/db/client';
import { notFound } from '../../../server/http/errors';
import { likePattern, type CompanyContext } from '../../../server/http/fields';
import { ASSET_STATUSES, type AcquisitionMethod, type AssetStatus, type DepreciationMethod, type ProceedsMethod } from '../../../core/assets';
import { fromMinorUnits, subtractMoney, sumMoney, toMinorUnits, type CurrencyCode } from '../../../core/money';
import { vehicleRefs, type VehicleRef } from '../../fleet/server';
import type { assetListQuery } from './schemas';
import { postedByAsset, scheduleOfAsset, type Asset, type Category } from './service';
import { assetCategories, fixedAssets } from './tables';

type Posted = Awaited<ReturnType<typeof postedByAsset>>;
const money = (v: string, currency: CurrencyCode) => fromMinorUnits(toMinorUnits(v, currency), currency);

export function assetView(a: Asset, category: Pick<Category, 'nameAr' | 'nameEn'>, vehicle: VehicleRef | null, posted: Posted, currency: CurrencyCode) {
  const p = posted.get(a.id);
  const accumulated = money(p?.total ?? '0', currency);
  return {
    id: a.id,
    code: a.code,
    nameAr: a.nameAr,
    nameEn: a.nameEn,
    categoryId: a.categoryId,
    category: { nameAr: category.nameAr, nameEn: category.nameEn },
    purchaseDate: a.purchaseDate,
    cost: money(a.cost, currency),
    salvageValue: money(a.salvageValue, currency),
    lifeMonths: a.lifeMonths,
    method: a.method as DepreciationMethod,
    depreciationStart: a.depreciationStart,
    status: a.status as AssetStatus,
    vehicle,
    acquisitionMethod: a.acquisitionMethod as AcquisitionMethod,
    acquisitionEntryId: a.acquisitionEntryId,
    disposedOn: a.disposedOn,
    disposalProceeds: a.disposalProceeds === null ? null : money(a.disposalProceeds, currency),
    disposalMethod: a.disposalMethod as ProceedsMethod | null,
    disposalEntryId: a.disposalEntryId,
    notes: a.notes,
    accumulated,
    bookValue: money(subtractMoney(a.cost, accumulated), currency),
    lastPostedMonth: p?.last ?? null,
    createdAt: a.createdAt.toISOString(),
    currency,
  };
}

async function views(tx: Tx, rows: Array<{ asset: Asset; category: Category }>, currency: CurrencyCode) {
  const vehicles = await vehicleRefs(tx, rows.flatMap((r) => (r.asset.vehicleId ? [r.asset.vehicleId] : [])));
  const posted = await postedByAsset(tx, rows.map((r) => r.asset.id));
  return { items: rows.map((r) => assetView(r.asset, r.category, r.asset.vehicleId ? (vehicles.get(r.asset.vehicleId) ?? null) : null, posted, currency)), posted };
}

export async function assetDetail(tx: Tx, id: string, ctx: CompanyContext) {
  const [row] = await tx.select({ asset: fixedAssets, category: assetCategories }).from(fixedAssets).innerJoin(assetCategories, eq(assetCategories.id, fixedAssets.categoryId)).where(eq(fixedAssets.id, id));
  if (!row) throw notFound();
  const { items, posted } = await views(tx, [row], ctx.currency);
  const done = posted.get(id)?.months ?? new Set<string>();
  const stoppedAfter = row.asset.disposedOn?.slice(0, 7) ?? null;
  const schedule = scheduleOfAsset(row.asset, ctx.currency).map((r) => ({ ...r, state: done.has(r.month) ? ('posted' as const) : stoppedAfter ? ('stopped' as const) : ('pending' as const) }));
  return { ...items[0]!, schedule };
}

export async function assetList(tx: Tx, q: z.output<typeof assetListQuery>, ctx: CompanyContext) {
  const where: SQL[] = [];
  if (q.search) where.push(or(ilike(fixedAssets.code, likePattern(q.search)), ilike(fixedAssets.nameAr, likePattern(q.search)), ilike(fixedAssets.nameEn, likePattern(q.search)))!);
  if (q.categoryId) where.push(eq(fixedAssets.categoryId, q.categoryId));
  if (q.vehicleId) where.push(eq(fixedAssets.vehicleId, q.vehicleId));
  const statuses = (q.status ?? '').split(',').filter((s): s is AssetStatus => (ASSET_STATUSES as readonly string[]).includes(s));
  const filtered = and(...where);
  const listed = and(filtered, statuses.length ? inArray(fixedAssets.status, statuses) : undefined);
  const order = { code: fixedAssets.code, name: fixedAssets.nameAr, cost: fixedAssets.cost, purchase: fixedAssets.purchaseDate }[q.sort];
  const rows = await tx
    .select({ asset: fixedAssets, category: assetCategories })
    .from(fixedAssets)
    .innerJoin(assetCategories, eq(assetCategories.id, fixedAssets.categoryId))
    .where(listed)
    .orderBy(q.dir === 'desc' ? desc(order) : asc(order), asc(fixedAssets.code));
  const { items } = await views(tx, rows, ctx.currency);
  const byStatus = await tx.select({ status: fixedAssets.status, n: count() }).from(fixedAssets).where(filtered).groupBy(fixedAssets.status);
  const start = (q.page - 1) * q.pageSize;
  const sum = (pick: (a: (typeof items)[number]) => string) => money(sumMoney(items.map(pick)), ctx.currency);
  return {
    items: items.slice(start, start + q.pageSize),
    total: items.length,
    page: q.page,
    pageSize: q.pageSize,
    currency: ctx.currency,
    counts: Object.fromEntries(byStatus.map((r) => [r.status, r.n])),
    totals: { cost: sum((a) => a.cost), accumulated: sum((a) => a.accumulated), bookValue: sum((a) => a.bookValue) },
  };
}

export async function categoryList(tx: Tx) {
  const rows = await tx.select().from(assetCategories).orderBy(asc(assetCategories.nameAr));
  const counts = await tx.select({ id: fixedAssets.categoryId, n: count() }).from(fixedAssets).groupBy(fixedAssets.categoryId);
  const by = new Map(counts.map((c) => [c.id, c.n]));
  return { items: rows.map((c) => categoryView(c, by.get(c.id) ?? 0)) };
}

export function categoryView(c: Category, assetCount = 0) {
  return { id: c.id, nameAr: c.nameAr, nameEn: c.nameEn, defaultLifeMonths: c.defaultLifeMonths, defaultMethod: c.defaultMethod as DepreciationMethod, costAccountId: c.costAccountId, accumulatedAccountId: c.accumulatedAccountId, expenseAccountId: c.expenseAccountId, assetCount };
}
