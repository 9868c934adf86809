// Input and output shapes of /api/fixed-assets.
import { z } from '@hono/zod-openapi';
import { ACQUISITION_METHODS, ASSET_STATUSES, DEPRECIATION_METHODS, MAX_LIFE_MONTHS, PROCEEDS_METHODS } from '../../../core/assets';
import { currencyOut, dateOut, dateTimeOut, decimalOut } from '../../../server/http/row-schema';
import { amount, isoDate, isoMonth, optionalText, pageQuery, requiredText, uuidRef } from '../../../server/http/fields';

const life = z.number().int('asset_invalid_life').min(1, 'asset_invalid_life').max(MAX_LIFE_MONTHS, 'asset_invalid_life');

export const categoryInput = z
  .object({
    nameAr: requiredText(120),
    nameEn: optionalText(120),
    defaultLifeMonths: life,
    defaultMethod: z.enum(DEPRECIATION_METHODS).optional(),
    costAccountId: uuidRef.nullable().optional(),
    accumulatedAccountId: uuidRef.nullable().optional(),
    expenseAccountId: uuidRef.nullable().optional(),
  })
  .strict();

export const categoryOut = z
  .object({
    id: z.string(),
    nameAr: z.string(),
    nameEn: z.string().nullable(),
    defaultLifeMonths: z.number().int(),
    defaultMethod: z.enum(DEPRECIATION_METHODS),
    costAccountId: z.string().nullable(),
    accumulatedAccountId: z.string().nullable(),
    expenseAccountId: z.string().nullable(),
    assetCount: z.number().int(),
  })
  .openapi('AssetCategory');

export const categoryListOut = z.object({ items: z.array(categoryOut) });

export const assetInput = z
  .object({
    nameAr: requiredText(200),
    nameEn: optionalText(200),
    categoryId: uuidRef,
    purchaseDate: isoDate,
    cost: amount,
    salvageValue: amount.optional(),
    /** The category's default when omitted. */
    lifeMonths: life.optional(),
    method: z.enum(DEPRECIATION_METHODS).optional(),
    /** The purchase date when omitted; its month is the schedule's first. */
    depreciationStart: isoDate.optional(),
    vehicleId: uuidRef.nullable().optional(),
    acquisitionMethod: z.enum(ACQUISITION_METHODS),
    notes: optionalText(2000),
  })
  .strict();

export const disposeInput = z
  .object({
    date: isoDate,
    /** 0 is a write-off. */
    proceeds: amount,
    method: z.enum(PROCEEDS_METHODS).optional(),
    notes: optionalText(2000),
  })
  .strict();

export const assetListQuery = z.object({
  ...pageQuery,
  status: z.string().max(200).optional(),
  categoryId: uuidRef.optional(),
  vehicleId: uuidRef.optional(),
  sort: z.enum(['code', 'name', 'cost', 'purchase']).default('code'),
});

const vehicleRef = z.object({ id: z.string(), plateNumber: z.string(), make: z.string(), model: z.string(), year: z.number().int() });

export const assetOut = z
  .object({
    id: z.string(),
    code: z.string(),
    nameAr: z.string(),
    nameEn: z.string().nullable(),
    categoryId: z.string(),
    category: z.object({ nameAr: z.string(), nameEn: z.string().nullable() }),
    purchaseDate: dateOut,
    cost: decimalOut,
    salvageValue: decimalOut,
    lifeMonths: z.number().int(),
    method: z.enum(DEPRECIATION_METHODS),
    depreciationStart: dateOut,
    status: z.enum(ASSET_STATUSES),
    vehicle: vehicleRef.nullable(),
    acquisitionMethod: z.enum(ACQUISITION_METHODS),
    acquisitionEntryId: z.string().nullable(),
    disposedOn: dateOut.nullable(),
    disposalProceeds: decimalOut.nullable(),
    disposalMethod: z.enum(PROCEEDS_METHODS).nullable(),
    disposalEntryId: z.string().nullable(),
    notes: z.string().nullable(),
    /** Posted depreciation so far, and cost less it. */
    accumulated: decimalOut,
    bookValue: decimalOut,
    lastPostedMonth: z.string().nullable(),
    createdAt: dateTimeOut,
    currency: currencyOut,
  })
  .openapi('FixedAsset');

export const scheduleRowOut = z.object({
  sequence: z.number().int(),
  month: z.string(),
  depreciation: decimalOut,
  accumulated: decimalOut,
  bookValue: decimalOut,
  /** posted: in a run; pending: not yet; stopped: after the disposal. */
  state: z.enum(['posted', 'pending', 'stopped']),
});

export const assetDetailOut = assetOut.extend({ schedule: z.array(scheduleRowOut) });

export const assetListOut = z.object({
  items: z.array(assetOut),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  currency: currencyOut,
  counts: z.record(z.string(), z.number()),
  totals: z.object({ cost: decimalOut, accumulated: decimalOut, bookValue: decimalOut }),
});

export const monthQuery = z.object({ month: isoMonth });
export const runInput = z.object({ month: isoMonth }).strict();

export const runLineOut = z.object({ assetId: z.string(), code: z.string(), nameAr: z.string(), nameEn: z.string().nullable(), months: z.array(z.string()), amount: decimalOut });

export const previewOut = z
  .object({
    month: z.string(),
    entryDate: dateOut,
    lines: z.array(runLineOut),
    total: decimalOut,
    /** The run of this month when it is already posted. */
    run: z.object({ id: z.string(), journalEntryId: z.string().nullable(), total: decimalOut, assetCount: z.number().int() }).nullable(),
    /** The month the next run must be (null before the first run). */
    nextMonth: z.string().nullable(),
    currency: currencyOut,
  })
  .openapi('DepreciationPreview');

export const runOut = z
  .object({ id: z.string(), month: z.string(), entryDate: dateOut, total: decimalOut, assetCount: z.number().int(), journalEntryId: z.string().nullable(), created: z.boolean(), createdAt: dateTimeOut, currency: currencyOut })
  .openapi('DepreciationRun');

export const runListOut = z.object({ items: z.array(runOut.omit({ created: true })), nextMonth: z.string().nullable(), currency: currencyOut });
