// /api/fixed-assets: categories, the asset register (list, read with its schedule, create,
// dispose) and the monthly depreciation runs (preview, post, list). The accountant writes
// (finance.assets.write); whoever holds finance.assets.read reads.
import type { OpenAPIHono } from '@hono/zod-openapi';
import { desc } from 'drizzle-orm';
import type { Tx } from '../../../server/db/client';
import { access } from '../../../server/http/access';
import type { AppEnv } from '../../../server/http/env';
import { companyContext, idParam } from '../../../server/http/fields';
import { jsonBody, jsonResponse } from '../../../server/http/openapi';
import { tenantRoute, type TenantCtx } from '../../../server/http/route';
import { addMonthsToMonth } from '../../../core/assets';
import { fromMinorUnits, toMinorUnits, type CurrencyCode } from '../../../core/money';
import { assetDetail, assetList, categoryList, categoryView } from './reads';
import { createAsset, createCategory, disposeAsset, postRun, previewRun, type Who } from './service';
import { assetDetailOut, assetInput, assetListOut, assetListQuery, categoryInput, categoryListOut, categoryOut, disposeInput, monthQuery, previewOut, runInput, runListOut, runOut } from './schemas';
import { depreciationRuns } from './tables';

const read = access.permission('finance.assets.read');
const write = access.permission('finance.assets.write');

async function whoOf(tx: Tx, ctx: Omit<TenantCtx, 'tx'>): Promise<Who> {
  const company = await companyContext(tx);
  return { companyId: ctx.companyId, userId: ctx.actor.userId, today: company.today, currency: company.currency };
}

const money = (v: string, c: CurrencyCode) => fromMinorUnits(toMinorUnits(v, c), c);
const runView = (r: typeof depreciationRuns.$inferSelect, currency: CurrencyCode) => ({ id: r.id, month: r.month, entryDate: r.entryDate, total: money(r.total, currency), assetCount: r.assetCount, journalEntryId: r.journalEntryId, createdAt: r.createdAt.toISOString(), currency });

export function fixedAssetsRoutes(app: OpenAPIHono<AppEnv>) {
  tenantRoute(
    app,
    { method: 'get', path: '/api/fixed-assets/categories', access: read, summary: 'Asset categories with their default life, method, accounts and number of assets', responses: { 200: jsonResponse(categoryListOut, 'Categories') } },
    async (c, { tx }) => c.json(await categoryList(tx), 200),
  );

  tenantRoute(
    app,
    { method: 'post', path: '/api/fixed-assets/categories', access: write, summary: 'Create an asset category (its own accounts, or the mapping keys when left empty)', request: jsonBody(categoryInput), responses: { 201: jsonResponse(categoryOut, 'Created') } },
    async (c, { tx, ...ctx }) => c.json(categoryView(await createCategory(tx, c.req.valid('json'), await whoOf(tx, ctx))), 201),
  );

  tenantRoute(
    app,
    { method: 'get', path: '/api/fixed-assets/depreciation/preview', access: read, summary: 'What the depreciation run of a month posts: each asset’s amount (nothing is saved), or the run when the month is done', request: { query: monthQuery }, responses: { 200: jsonResponse(previewOut, 'Preview') } },
    async (c, { tx, ...ctx }) => {
      const who = await whoOf(tx, ctx);
      const p = await previewRun(tx, c.req.valid('query').month, who);
      return c.json(
        {
          month: p.month,
          entryDate: p.entryDate,
          lines: p.lines.map((l) => ({ assetId: l.asset.id, code: l.asset.code, nameAr: l.asset.nameAr, nameEn: l.asset.nameEn, months: l.months, amount: money(l.amount, who.currency) })),
          total: money(p.total, who.currency),
          run: p.run ? { id: p.run.id, journalEntryId: p.run.journalEntryId, total: money(p.run.total, who.currency), assetCount: p.run.assetCount } : null,
          nextMonth: p.nextMonth,
          currency: who.currency,
        },
        200,
      );
    },
  );

  tenantRoute(
    app,
    { method: 'get', path: '/api/fixed-assets/depreciation/runs', access: read, summary: 'Depreciation runs, newest first, and the month the next must be', responses: { 200: jsonResponse(runListOut, 'Runs') } },
    async (c, { tx }) => {
      const { currency } = await companyContext(tx);
      const runs = await tx.select().from(depreciationRuns).orderBy(desc(depreciationRuns.month));
      const next = runs[0] ? addMonthsToMonth(runs[0].month, 1) : null;
      return c.json({ items: runs.map((r) => runView(r, currency)), nextMonth: next, currency }, 200);
    },
  );

  tenantRoute(
    app,
    { method: 'post', path: '/api/fixed-assets/depreciation/runs', access: write, summary: 'Post the depreciation of a month: one journal entry; a month already run posts nothing; months run in order; a closed period is refused', request: jsonBody(runInput), responses: { 200: jsonResponse(runOut, 'Run') } },
    async (c, { tx, ...ctx }) => {
      const who = await whoOf(tx, ctx);
      const { run, created } = await postRun(tx, c.req.valid('json').month, who);
      return c.json({ ...runView(run, who.currency), created }, 200);
    },
  );

  tenantRoute(
    app,
    { method: 'get', path: '/api/fixed-assets', access: read, summary: 'The asset register: search by code or name; filter by status, category, vehicle; counts by status; cost, accumulated depreciation and book value totals', request: { query: assetListQuery }, responses: { 200: jsonResponse(assetListOut, 'Assets') } },
    async (c, { tx }) => c.json(await assetList(tx, c.req.valid('query'), await companyContext(tx)), 200),
  );

  tenantRoute(
    app,
    { method: 'get', path: '/api/fixed-assets/{id}', access: read, summary: 'One asset with its full depreciation schedule (month, depreciation, accumulated, book value, posted or not)', request: { params: idParam }, responses: { 200: jsonResponse(assetDetailOut, 'Asset') } },
    async (c, { tx }) => c.json(await assetDetail(tx, c.req.valid('param').id, await companyContext(tx)), 200),
  );

  tenantRoute(
    app,
    { method: 'post', path: '/api/fixed-assets', access: write, summary: 'Register an asset (its acquisition posts unless its cost is already recorded)', request: jsonBody(assetInput), responses: { 201: jsonResponse(assetDetailOut, 'Created') } },
    async (c, { tx, ...ctx }) => {
      const who = await whoOf(tx, ctx);
      const asset = await createAsset(tx, c.req.valid('json'), who);
      return c.json(await assetDetail(tx, asset.id, { currency: who.currency, today: who.today, timezone: '' }), 201);
    },
  );

  tenantRoute(
    app,
    { method: 'post', path: '/api/fixed-assets/{id}/dispose', access: write, summary: 'Sell or write off an asset: removes its cost and accumulated depreciation, posts the proceeds and the gain or loss', request: { params: idParam, ...jsonBody(disposeInput) }, responses: { 200: jsonResponse(assetDetailOut, 'Asset') } },
    async (c, { tx, ...ctx }) => {
      const who = await whoOf(tx, ctx);
      await disposeAsset(tx, c.req.valid('param').id, c.req.valid('json'), who);
      return c.json(await assetDetail(tx, c.req.valid('param').id, { currency: who.currency, today: who.today, timezone: '' }), 200);
    },
  );
}
